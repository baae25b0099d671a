import { useId, useState } from 'react';
import type { Design, Layer, StyleId } from '../../../../shared/engine/model/design';
import { BACKGROUND_RECIPES } from '../../../../shared/engine/model/operations';
import { STYLES } from '../../../../shared/schemas/studio';
import { frEditor } from '../../../i18n/fr-editor';
import { ColorChoice } from './ColorChoice';
import { layerName } from './layer-names';
import type { Apply } from './LayerPanel';

/**
 * What concerns the whole picture: adding a tag or a shape (aimed at the selected layer when there
 * is one), the background (colour, pattern, darkening of a photo) and the style.
 */
export function DesignPanel(props: { design: Design; selected: Layer | null; apply: Apply; styleColors: readonly string[]; brandColors: readonly string[]; styleReady: boolean; onAdded: () => void }) {
  const { design, apply } = props;
  const ids = { tag: useId(), recipe: useId(), dim: useId(), style: useId() };
  const [tag, setTag] = useState('');
  const bg = design.background;
  const target = props.selected ? { target: props.selected.id } : {};
  const add = (op: Parameters<Apply>[0]) => {
    if (apply(op) === null) props.onAdded();
  };
  const recipe = bg.kind === 'procedural' && (BACKGROUND_RECIPES as readonly string[]).includes(bg.recipe) ? bg.recipe : '';

  return (
    <>
      <section className="editor__panel" aria-labelledby={`${ids.tag}-add`}>
        <h3 id={`${ids.tag}-add`} className="editor__panel-title">
          {frEditor.add}
        </h3>
        <form
          className="editor__row"
          onSubmit={(e) => {
            e.preventDefault();
            if (tag.trim() === '') return;
            add({ op: 'add-tag', text: tag.trim() });
            setTag('');
          }}
        >
          <label htmlFor={ids.tag} className="visually-hidden">
            {frEditor.tagText}
          </label>
          <input id={ids.tag} className="editor__tag-input" value={tag} maxLength={24} placeholder={frEditor.tagPlaceholder} onChange={(e) => setTag(e.target.value)} />
          <button type="submit" className="btn btn--ghost btn--sm" disabled={tag.trim() === ''}>
            {frEditor.addTag}
          </button>
        </form>
        <p className="muted editor__hint">{props.selected ? frEditor.addTarget(layerName(design, props.selected)) : frEditor.addNoTarget}</p>
        <div className="editor__row">
          {(
            [
              ['arrow', frEditor.addArrow],
              ['circle', frEditor.addCircle],
              ['underline', frEditor.addUnderline],
              ['badge', frEditor.addBadge],
            ] as const
          ).map(([shape, label]) => (
            <button key={shape} type="button" className="btn btn--ghost btn--sm" onClick={() => add({ op: 'add-shape', shape, ...target })}>
              {label}
            </button>
          ))}
        </div>
      </section>

      <section className="editor__panel" aria-labelledby={`${ids.recipe}-bg`}>
        <h3 id={`${ids.recipe}-bg`} className="editor__panel-title">
          {frEditor.background}
        </h3>
        <ColorChoice legend={frEditor.backgroundColor} value={bg.colors[0] ?? null} styleColors={props.styleColors} brandColors={props.brandColors} onPick={(color) => apply({ op: 'background', color }, 'bg-color')} />
        <div className="field">
          <label htmlFor={ids.recipe}>{frEditor.recipe}</label>
          <select id={ids.recipe} value={recipe} onChange={(e) => e.target.value && apply({ op: 'background', recipe: e.target.value as (typeof BACKGROUND_RECIPES)[number] })}>
            {recipe === '' ? <option value="">{frEditor.recipeKeep}</option> : null}
            {BACKGROUND_RECIPES.map((r) => (
              <option key={r} value={r}>
                {frEditor.recipes[r]}
              </option>
            ))}
          </select>
        </div>
        {bg.kind === 'image' ? (
          <div className="field">
            <label htmlFor={ids.dim}>{frEditor.dim}</label>
            <input id={ids.dim} type="range" min={0} max={0.8} step={0.05} value={bg.dim} aria-valuetext={frEditor.dimValue(bg.dim)} onChange={(e) => apply({ op: 'background', dim: Number(e.target.value) }, 'bg-dim')} />
          </div>
        ) : null}
      </section>

      <section className="editor__panel" aria-labelledby={`${ids.style}-title`}>
        <h3 id={`${ids.style}-title`} className="editor__panel-title">
          {frEditor.style}
        </h3>
        <div className="field">
          <label htmlFor={ids.style} className="visually-hidden">
            {frEditor.style}
          </label>
          <select id={ids.style} value={design.style} disabled={!props.styleReady} aria-describedby={`${ids.style}-note`} onChange={(e) => apply({ op: 'style', style: e.target.value as StyleId })}>
            {STYLES.map((s) => (
              <option key={s.id} value={s.id}>
                {frEditor.styleName(s.id, s.label)}
              </option>
            ))}
          </select>
          <p className="field__hint" id={`${ids.style}-note`}>
            {frEditor.styleNote}
          </p>
        </div>
      </section>
    </>
  );
}
