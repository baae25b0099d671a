import { SKIN_TONE_LABELS, SKIN_TONES, type SkinTone } from '../../../shared/schemas/studio';
import { fr } from '../../i18n/fr';

/** The emoji skin-tone scale (Fitzpatrick 1-2 to 6), as the people pictograms draw them. */
const SWATCH: Record<SkinTone, string> = { light: '#f7dece', 'medium-light': '#f3d2a2', medium: '#d5ab88', 'medium-dark': '#af7e57', dark: '#7c533e' };

/**
 * « Teinte des personnages »: five swatches for the people pictograms MGX3 draws. Native radios, so
 * arrows move between them and a screen reader hears each tone's French name; dark comes first and
 * is the default (most of our creators are Black).
 */
export function SkinTonePicker(props: { value: SkinTone; onChange: (tone: SkinTone) => void }) {
  return (
    <fieldset className="field skin-tones">
      <legend>
        {fr.studio.skinTone} : <span className="skin-tones__name">{SKIN_TONE_LABELS[props.value]}</span>
      </legend>
      <p className="muted skin-tones__hint">{fr.studio.skinToneHint}</p>
      <div className="skin-tones__list">
        {SKIN_TONES.map((tone) => (
          <label key={tone} className="skin-tones__option" title={SKIN_TONE_LABELS[tone]}>
            <input type="radio" name="skinTone" value={tone} checked={props.value === tone} onChange={() => props.onChange(tone)} className="visually-hidden" />
            <span className="skin-tones__swatch" style={{ background: SWATCH[tone] }} aria-hidden="true" />
            <span className="visually-hidden">{SKIN_TONE_LABELS[tone]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
