import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { Design, TextLayer } from '../../../shared/engine/design';
import { headlineOf } from '../../../shared/engine/design';
import { cornerViolations, headlineEdit, moveLayer, offFrame, replaceLayer, retypeset, toggleHighlight } from '../../../shared/engine/edit';
import { rotatedBounds } from '../../../shared/engine/render';
import { wordCore } from '../../../shared/engine/text';
import { browserMeasurer, prepareDesign } from '../../engine/browser';
import { describeError } from '../../i18n/errors';
import { fr } from '../../i18n/fr';
import { useTRPC } from '../../lib/trpc';
import { DesignCanvas } from './DesignCanvas';
import type { ThumbnailView } from './Preview';

const SWATCHES = ['#FFD400', '#FF3B30', '#39FF14', '#00E5FF', '#FF5A36', '#2B59FF', '#FFFFFF', '#111111'];

/**
 * Direct editing: the headline's words, its highlighted words and colour, and its place (drag it on
 * the picture, or use the arrow keys). Every change is drawn at once by the engine in the browser;
 * « Enregistrer » sends the design to the server, which typesets it again and renders the files.
 */
export function Editor(props: { thumbnail: ThumbnailView & { design: Design }; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Design>(props.thumbnail.design);
  const [ready, setReady] = useState(false);
  // The drag's starting point and the headline as it was then: each move is measured from there.
  const drag = useRef<{ x: number; y: number; layer: TextLayer } | null>(null);
  const headline = headlineOf(draft);

  useEffect(() => {
    void prepareDesign(props.thumbnail.design)
      .catch(() => undefined) // the system font measures instead; the server typesets for real anyway
      .then(() => setReady(true));
  }, [props.thumbnail.design]);

  const save = useMutation(
    trpc.studio.modify.mutationOptions({
      onSuccess: ({ thumbnail }) => {
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: thumbnail.id }), thumbnail);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
        props.onClose();
      },
    }),
  );

  const update = (layer: TextLayer) => setDraft((d) => replaceLayer(d, layer));
  const inCorner = cornerViolations(draft).length > 0;
  const outside = offFrame(draft).length > 0;
  const changed = JSON.stringify(draft) !== JSON.stringify(props.thumbnail.design);

  const toDesign = (e: React.PointerEvent<HTMLElement>): { x: number; y: number } => {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - rect.left) / rect.width) * draft.width, y: ((e.clientY - rect.top) / rect.height) * draft.height };
  };
  const onPointerDown = (e: React.PointerEvent<HTMLDivElement>) => {
    if (!headline || e.button !== 0) return;
    const p = toDesign(e);
    const b = rotatedBounds(headline.box, headline.rotation);
    if (p.x < b.x || p.x > b.x + b.w || p.y < b.y || p.y > b.y + b.h) return;
    drag.current = { ...p, layer: headline };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: React.PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const p = toDesign(e);
    update(moveLayer(start.layer, p.x - start.x, p.y - start.y));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (!headline) return;
    const step = e.shiftKey ? 32 : 8;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    update(moveLayer(headline, move[0], move[1]));
  };

  const words = headline ? [...new Set(headline.lines.flatMap((l) => l.split(' ')).map(wordCore).filter(Boolean))] : [];
  return (
    <div className="editor" data-testid="editor">
      <div
        className="preview editor__stage"
        tabIndex={0}
        role="application"
        aria-label={fr.editor.stage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onLostPointerCapture={endDrag}
        onKeyDown={onKeyDown}
      >
        <DesignCanvas design={draft} label={fr.editor.stage} fallback={null} />
        <div className="editor__corner" aria-hidden="true" data-warn={inCorner ? 'true' : 'false'} />
      </div>
      {headline ? (
        <div className="form editor__fields">
          <div className="field">
            <label htmlFor="editor-text">{fr.editor.text}</label>
            <input id="editor-text" value={headline.text} maxLength={140} disabled={!ready} onChange={(e) => update(retypeset(browserMeasurer(), { ...headline, text: e.target.value }, draft))} />
          </div>
          <fieldset className="field editor__words">
            <legend>{fr.editor.highlight}</legend>
            {words.map((w) => (
              <button key={w} type="button" className="chip" aria-pressed={headline.highlight.words.includes(w)} onClick={() => update(toggleHighlight(headline, w))}>
                {w}
              </button>
            ))}
          </fieldset>
          <fieldset className="field editor__swatches">
            <legend>{fr.editor.color}</legend>
            {SWATCHES.map((c) => (
              <button key={c} type="button" className="swatch" style={{ background: c }} aria-label={fr.editor.colorName(c)} aria-pressed={headline.highlight.color === c} onClick={() => update({ ...headline, highlight: { ...headline.highlight, color: c } })} />
            ))}
          </fieldset>
          <p className="muted">{fr.editor.moveHint}</p>
          {inCorner ? <p className="alert alert--error" role="alert">{fr.editor.corner}</p> : null}
          {outside ? <p className="alert alert--error" role="alert">{fr.editor.outside}</p> : null}
          {save.error ? <p className="alert alert--error" role="alert">{describeError(save.error).message}</p> : null}
          <div className="preview__actions">
            <button type="button" className="btn btn--primary" disabled={!changed || inCorner || outside || save.isPending} onClick={() => {
                const headline = headlineEdit(props.thumbnail.design, draft);
                if (headline) save.mutate({ id: props.thumbnail.id, headline });
              }}>
              {save.isPending ? fr.editor.saving : fr.editor.save}
            </button>
            <button type="button" className="btn btn--ghost" onClick={props.onClose}>{fr.editor.cancel}</button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
