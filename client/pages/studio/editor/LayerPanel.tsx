import { useId, useState } from 'react';
import { FONT_FAMILIES, type Design, type FontFamily, type Layer } from '../../../../shared/engine/model/design';
import type { Operation } from '../../../../shared/engine/model/operations';
import { wordCore } from '../../../../shared/engine/text/text';
import { frEditor } from '../../../i18n/fr-editor';
import { ColorChoice } from './ColorChoice';
import { rotatable } from './EditorStage';
import { isHidden, layerName } from './layer-names';

type ColorTarget = 'fill' | 'stroke' | 'accent';

/** Sends an operation (coalesced with the previous one of the same key); the French reason when refused. */
export type Apply = (op: Operation, key?: string) => string | null;

export const SCALE_STEP = 1.1;
export const ROTATE_STEP = 5;

function rotationOf(layer: Layer): number {
  if (layer.type === 'text' || layer.type === 'picto') return layer.rotation;
  if (layer.type === 'shape' && layer.shape === 'badge') return layer.rotation;
  return 0;
}

function currentColor(layer: Layer, target: ColorTarget): string | null {
  switch (layer.type) {
    case 'text':
      return target === 'fill' ? layer.fill : target === 'stroke' ? (layer.stroke?.color ?? null) : layer.highlight.color;
    case 'shape':
      switch (layer.shape) {
        case 'circle':
        case 'badge':
        case 'polygon':
          return layer.fill ?? layer.stroke;
        case 'orb':
          return layer.colors[1] ?? null;
        default:
          return layer.color;
      }
    case 'picto':
    case 'image':
      return layer.outline?.color ?? null;
    case 'logo':
      return null;
  }
}

/** The side panel for the selected layer: words, font, size, colours, highlighted words, visibility, order. */
export function LayerPanel(props: { design: Design; layer: Layer; apply: Apply; styleColors: readonly string[]; brandColors: readonly string[]; ready: boolean; onDone: () => void }) {
  const { design, layer, apply } = props;
  const ids = { text: useId(), font: useId(), visible: useId() };
  const [target, setTarget] = useState<ColorTarget>('fill');
  // The field's own value while typing: an empty field is allowed on screen, never sent.
  const [typing, setTyping] = useState<{ id: string; value: string } | null>(null);
  // Refusals are announced by the editor, beside the picture.
  const send = (op: Operation, key?: string) => void apply(op, key);
  const hidden = isHidden(design, layer.id);
  const headline = layer.type === 'text' && layer.role === 'headline';

  const text = layer.type === 'text' ? layer : null;
  const value = text ? (typing?.id === text.id ? typing.value : text.text) : '';
  const words = text ? [...new Set(text.lines.flatMap((l) => l.split(/\s+/)).map(wordCore).filter(Boolean))] : [];

  return (
    <section className="editor__panel" aria-labelledby={`${ids.text}-title`} data-testid="editor-panel">
      <h3 id={`${ids.text}-title`} className="editor__panel-title">
        {layerName(design, layer)}
        {hidden ? frEditor.hiddenSuffix : ''}
      </h3>

      {text ? (
        <div className="field">
          <label htmlFor={ids.text}>{frEditor.text}</label>
          <input
            id={ids.text}
            value={value}
            maxLength={text.role === 'tag' ? 24 : 140}
            disabled={!props.ready}
            aria-invalid={value.trim() === '' ? 'true' : 'false'}
            aria-describedby={value.trim() === '' ? `${ids.text}-err` : undefined}
            onChange={(e) => {
              const v = e.target.value;
              setTyping({ id: text.id, value: v });
              if (v.trim() !== '') send({ op: 'set-text', layer: text.id, text: v }, `text:${text.id}`);
            }}
            onBlur={() => {
              setTyping(null);
              props.onDone();
            }}
          />
          {value.trim() === '' ? (
            <p className="field__error" id={`${ids.text}-err`}>
              {frEditor.textEmpty}
            </p>
          ) : null}
        </div>
      ) : null}

      {text && words.length > 0 ? (
        <fieldset className="field editor__words">
          <legend>{frEditor.highlight}</legend>
          {words.map((w) => {
            const on = text.highlight.words.includes(w);
            return (
              <button
                key={w}
                type="button"
                className="chip"
                aria-pressed={on}
                onClick={() => send({ op: 'set-highlight', layer: text.id, words: on ? text.highlight.words.filter((x) => x !== w) : [...text.highlight.words, w].slice(-6) })}
              >
                {w}
              </button>
            );
          })}
        </fieldset>
      ) : null}

      {text ? (
        <div className="field">
          <label htmlFor={ids.font}>{frEditor.font}</label>
          <select id={ids.font} value={text.font.family} disabled={!props.ready} onChange={(e) => send({ op: 'set-font', layer: text.id, family: e.target.value as FontFamily })}>
            {FONT_FAMILIES.map((f) => (
              <option key={f} value={f} style={{ fontFamily: f }}>
                {frEditor.fonts[f]}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div className="editor__row" role="group" aria-label={frEditor.size}>
        <span className="editor__row-label" aria-hidden="true">{frEditor.size}</span>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => send({ op: 'scale', layer: layer.id, factor: Math.round((1 / SCALE_STEP) * 1000) / 1000 }, `size:${layer.id}`)}>
          {frEditor.smaller}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={() => send({ op: 'scale', layer: layer.id, factor: SCALE_STEP }, `size:${layer.id}`)}>
          {frEditor.bigger}
        </button>
      </div>

      {rotatable(layer) ? (
        <div className="editor__row" role="group" aria-label={frEditor.rotation}>
          <span className="editor__row-label" aria-hidden="true">{frEditor.rotation}</span>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => send({ op: 'rotate', layer: layer.id, degrees: Math.max(-45, rotationOf(layer) - ROTATE_STEP) }, `rot:${layer.id}`)}>
            {frEditor.rotateLeft}
          </button>
          <button type="button" className="btn btn--ghost btn--sm" onClick={() => send({ op: 'rotate', layer: layer.id, degrees: Math.min(45, rotationOf(layer) + ROTATE_STEP) }, `rot:${layer.id}`)}>
            {frEditor.rotateRight}
          </button>
          <span className="muted">{`${Math.round(rotationOf(layer))}°`}</span>
        </div>
      ) : null}

      {layer.type === 'logo' ? (
        <p className="muted">{frEditor.logoColors}</p>
      ) : (
        <>
          {text ? (
            <div className="editor__row" role="radiogroup" aria-label={frEditor.colorTarget}>
              {(['fill', 'stroke', 'accent'] as const).map((t) => (
                <label key={t} className="editor__radio">
                  <input type="radio" name={`${ids.text}-target`} checked={target === t} onChange={() => setTarget(t)} />
                  {frEditor[t]}
                </label>
              ))}
            </div>
          ) : null}
          <ColorChoice
            legend={text ? `${frEditor.colors} : ${frEditor[target].toLowerCase()}` : layer.type === 'shape' ? frEditor.shapeColor : frEditor.stroke}
            value={currentColor(layer, text ? target : 'fill')}
            styleColors={props.styleColors}
            brandColors={props.brandColors}
            onPick={(hex) => {
              const field: ColorTarget = text ? target : layer.type === 'shape' ? 'fill' : 'stroke';
              send({ op: 'set-colors', layer: layer.id, [field]: hex }, `color:${layer.id}:${field}`);
            }}
          />
        </>
      )}

      <div className="editor__row">
        <input id={ids.visible} type="checkbox" checked={!hidden} onChange={(e) => send({ op: 'visibility', layer: layer.id, visible: e.target.checked })} />
        <label htmlFor={ids.visible}>{frEditor.visible}</label>
      </div>

      <div className="editor__row" role="group" aria-label={frEditor.order}>
        <span className="editor__row-label" aria-hidden="true">{frEditor.order}</span>
        {(
          [
            ['front', frEditor.toFront],
            ['forward', frEditor.forward],
            ['backward', frEditor.backward],
            ['back', frEditor.toBack],
          ] as const
        ).map(([to, label]) => (
          <button key={to} type="button" className="btn btn--ghost btn--sm" onClick={() => send({ op: 'order', layer: layer.id, to })}>
            {label}
          </button>
        ))}
      </div>

      {headline ? (
        <p className="muted">{frEditor.headlineNoRemove}</p>
      ) : (
        <button type="button" className="btn btn--ghost btn--sm editor__remove" onClick={() => send({ op: 'remove', layer: layer.id })}>
          {frEditor.remove}
        </button>
      )}
    </section>
  );
}
