import { VARIANT_COUNTS } from '../../../shared/schemas/studio';
import { fr } from '../../i18n/fr';
import { generationCost, type StudioDraft } from './studio-draft';

/** « 1 variante / 3 variantes », each with what it costs, before the click. */
export function VariantChoice(props: { value: StudioDraft['variants']; onChange: (n: StudioDraft['variants']) => void }) {
  return (
    <fieldset className="field variant-choice">
      <legend>{fr.studio.variants}</legend>
      <div className="variant-choice__list">
        {VARIANT_COUNTS.map((n) => (
          <label key={n} className="variant-choice__option">
            <input type="radio" name="variants" value={n} checked={props.value === n} onChange={() => props.onChange(n)} />
            <span>{fr.studio.variantCount(n)}</span>
            <span className="variant-choice__cost">{fr.studio.credits(generationCost(n))}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
