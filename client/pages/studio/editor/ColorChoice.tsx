import { useId } from 'react';
import { colorName } from '../../../i18n/colors';
import { frEditor } from '../../../i18n/fr-editor';

/**
 * Colours to pick from: the style's palette, the brand kit's colours, or any other with the
 * browser's own picker. Each swatch is a button named in French (« Jaune »), pressed when it is the
 * current colour, so a screen reader never reads a hex code.
 */
export function ColorChoice(props: { legend: string; value: string | null; styleColors: readonly string[]; brandColors: readonly string[]; onPick: (hex: string) => void; disabled?: boolean }) {
  const pickerId = useId();
  const current = props.value?.toUpperCase() ?? null;
  const swatches = (colors: readonly string[], label: string) =>
    colors.length === 0 ? null : (
      <div className="editor__swatch-row" role="group" aria-label={label}>
        <span className="editor__swatch-label" aria-hidden="true">
          {label}
        </span>
        {colors.map((c) => (
          <button key={c} type="button" className="swatch" style={{ background: c }} aria-label={colorName(c)} title={colorName(c)} aria-pressed={current === c} disabled={props.disabled} onClick={() => props.onPick(c)} />
        ))}
      </div>
    );
  return (
    <fieldset className="editor__colors">
      <legend>{props.legend}</legend>
      {swatches(props.styleColors, frEditor.paletteStyle)}
      {swatches(props.brandColors, frEditor.paletteBrand)}
      <div className="editor__picker">
        <label htmlFor={pickerId}>{frEditor.picker}</label>
        <input id={pickerId} type="color" value={(current ?? '#FFFFFF').toLowerCase()} disabled={props.disabled} onChange={(e) => props.onPick(e.target.value.toUpperCase())} />
        {current ? <span className="muted">{colorName(current)}</span> : null}
      </div>
    </fieldset>
  );
}
