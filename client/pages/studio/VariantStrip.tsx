import { STAGE_LABELS } from '../../../shared/schemas/studio';
import { fr } from '../../i18n/fr';
import type { ThumbnailView } from './thumbnail-view';

/**
 * The variants of one click, side by side (stacked on a phone). Each is a button that makes it the
 * current thumbnail: preview, score, exports and editing then work on it.
 */
export function VariantStrip(props: { variants: Array<ThumbnailView | undefined>; ids: string[]; currentId: string | null; onSelect: (id: string) => void }) {
  return (
    <section className="variants" aria-labelledby="studio-variants-title" data-testid="variants">
      <h3 id="studio-variants-title">{fr.studio.variantsTitle}</h3>
      <p className="muted">{fr.studio.variantsHint}</p>
      <ul className="variants__list">
        {props.ids.map((id, i) => {
          const t = props.variants[i];
          const label = fr.studio.variantLabel(i + 1);
          const state = !t ? '…' : t.status === 'failed' ? fr.studio.statuses.failed : STAGE_LABELS[t.stage];
          return (
            <li key={id}>
              <button type="button" className="variant" aria-pressed={props.currentId === id} onClick={() => props.onSelect(id)} data-testid="variant">
                <span className="variant__image">{t?.previewUrl ? <img src={t.previewUrl} alt="" width={480} height={270} /> : <span className="variant__pending" aria-hidden="true" />}</span>
                <span className="variant__text">
                  <span className="variant__label">{label}</span>
                  <span className="variant__state">{state}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
