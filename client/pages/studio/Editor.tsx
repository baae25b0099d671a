import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { FONT_FAMILIES, type Design, type StyleId } from '../../../shared/engine/model/design';
import { restyleDesign } from '../../../shared/engine/layout/restyle';
import { safeMove, type ApplyHost, type Operation } from '../../../shared/engine/model/operations';
import { browserMeasurer, prepareDesign, prepareFonts } from '../../engine/browser';
import { fr } from '../../i18n/fr';
import { isPersonPictogram } from '../../../shared/engine/model/people';
import { frEditor } from '../../i18n/fr-editor';
import { onSessionEvent, useSession } from '../../lib/session';
import { paidChangeError, usePaidChange } from '../../lib/paid-action';
import { useTRPC } from '../../lib/trpc';
import { DesignPanel } from './editor/DesignPanel';
import { applyEdit, applyFrom, canRedo, canUndo, changesOf, createHistory, designBefore, liveDesign, operationsOf, operationsToSave, redo, replay, seal, settleLast, undo, type EditHistory } from './editor/edit-history';
import { needsPass, overlapsIn, passAfter, type Overlap } from './editor/layout-pass';
import { browserStorage, draftKey, dropOlderDrafts, readDraft, writeDraft } from './editor/editor-draft';
import { EditorStage, type GestureSink } from './editor/EditorStage';
import { LayerList } from './editor/LayerList';
import { LayerPanel, ROTATE_STEP, SCALE_STEP } from './editor/LayerPanel';
import { layerName, listedLayers } from './editor/layer-names';
import { paletteOf } from './editor/palette';
import type { ThumbnailView } from './thumbnail-view';

/**
 * The layer editor: every change is an operation (shared/engine/model/operations.ts) on the saved design.
 * The live design is the saved one with the session's operations applied, exactly as the server
 * will apply them when « Enregistrer (5 crédits) » sends them (squashed: the same design in fewer
 * operations); undo and redo walk that list. The list is kept on this device (a draft per owner,
 * thumbnail and revision) until it is saved.
 * After each change the layout pass runs here as on the server (editor/layout-pass.ts): what the
 * change placed keeps its place, the rest makes way as soon as the gesture ends, and what the pass did
 * goes with the change (one « Annuler », saved as shown); what still overlaps is outlined, never put back.
 * `focusSave` changes when the user is sent back here to save (the sign-out warning's « Enregistrer »).
 */
/** A pause in a burst of keys or typing long enough to lay the design out. */
const PASS_PAUSE_MS = 350;
/** Overlaps measured per design (undo and redo come back to the same designs). */
const OVERLAPS = new WeakMap<Design, Overlap[]>();

/** The last change still waits for the layout pass (only the last one, and not after an undo). */
function passPending(h: EditHistory): boolean {
  const last = h.entries.at(-1);
  return last !== undefined && last.settle === undefined && h.undone.length === 0 && needsPass(last.op);
}

export function Editor(props: { thumbnail: ThumbnailView & { design: Design }; onClose: () => void; extra?: React.ReactNode; focusSave?: number }) {
  const { thumbnail } = props;
  const saved = thumbnail.design;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const userId = useSession().data?.user?.id ?? null;
  const key = userId ? draftKey(userId, thumbnail.id, thumbnail.revision) : null;
  // Signed out (here, in another tab, or expired): the draft is no longer this page's to write or to guard.
  const signedOut = useRef(false);
  useEffect(
    () =>
      onSessionEvent((event) => {
        if (event === 'SIGNED_OUT') signedOut.current = true;
      }),
    [],
  );

  const [history, setHistory] = useState<EditHistory>(() => createHistory(saved));
  const [ready, setReady] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [warnCorner, setWarnCorner] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // The browser's measurer, with every font loaded; a style change lays the design out again as the server does.
  const host = useMemo<ApplyHost>(
    () => ({
      get measurer() {
        return browserMeasurer();
      },
      restyle: (d: Design, style: StyleId) => restyleDesign(browserMeasurer(), d, style, thumbnail.prompt),
    }),
    [thumbnail.prompt],
  );
  const design = liveDesign(history);
  const ops = operationsOf(history);
  const changes = changesOf(history);
  const dirty = changes > 0;
  // A gesture under way: the pass and the overlaps wait for it to end.
  const [gesturing, setGesturing] = useState(false);
  // What stops the text being dragged: the safe area's edge or the duration corner.
  const [held, setHeld] = useState<'edge' | 'corner' | null>(null);
  const [overlaps, setOverlaps] = useState<{ design: Design; list: Overlap[] } | null>(null);
  const selected = selectedId ? (listedLayers(design).find((l) => l.id === selectedId) ?? null) : null;

  // Every font first (a restyle or another font typesets at once), then the unsaved draft, if any.
  useEffect(() => {
    let cancelled = false;
    void Promise.all([prepareFonts(FONT_FAMILIES), prepareDesign(saved)])
      .catch(() => undefined) // the system font measures instead; the server typesets for real anyway
      .then(() => {
        if (cancelled) return;
        const storage = browserStorage();
        if (userId) dropOlderDrafts(storage, userId, thumbnail.id, thumbnail.revision);
        const stored = key ? readDraft(storage, key) : [];
        if (stored.length > 0) {
          const { history: restored, dropped } = replay(saved, host, stored);
          setHistory(restored);
          if (restored.entries.length > 0 || dropped > 0) setNotice(frEditor.draftRestored(restored.entries.length) + (dropped > 0 ? frEditor.draftDropped(dropped) : ''));
        }
        setReady(true);
      });
    return () => {
      cancelled = true;
    };
  }, [saved, key, host, userId, thumbnail.id, thumbnail.revision]);

  // The draft follows every change (after it was read: the first render must not erase it).
  useEffect(() => {
    if (ready && key && !signedOut.current) writeDraft(browserStorage(), key, ops);
  }, [ready, key, ops]);

  const apply = useCallback(
    (op: Operation, coalesce?: string): string | null => {
      if (!ready) return null;
      const out = applyEdit(history, host, op, coalesce ?? null);
      setHistory(out.history);
      setRefusal(out.refused?.reason ?? null);
      return out.refused?.reason ?? null;
    },
    [history, host, ready],
  );

  // A gesture is applied from where it started: one operation, one « Annuler ».
  const gestureRef = useRef<{ start: EditHistory; refused: string | null } | null>(null);
  const gesture: GestureSink = {
    begin: () => {
      gestureRef.current = { start: seal(history), refused: null };
      setGesturing(true);
    },
    update: (op) => {
      const g = gestureRef.current;
      if (!g || !ready) return false;
      const out = applyFrom(g.start, host, op);
      g.refused = out.refused?.reason ?? null;
      const stop = op.op === 'move' ? safeMove(liveDesign(g.start), op).held : null;
      setHeld(stop);
      setWarnCorner(out.refused?.kind === 'corner' || stop === 'corner');
      if (!out.refused) setHistory(out.history);
      return !out.refused;
    },
    end: () => {
      const g = gestureRef.current;
      gestureRef.current = null;
      setWarnCorner(false);
      setHeld(null);
      setGesturing(false);
      if (!g) return;
      // Dropped where it is refused: the state before the gesture, and why.
      if (g.refused) setHistory(g.start);
      setRefusal(g.refused);
    },
  };

  // The layout pass after the last change, once it is over: at once after a gesture or a click (the
  // frame that shows the drop first), after a pause in a burst of keys or typing (one pass, not one per key).
  useEffect(() => {
    if (!ready || gesturing) return;
    const last = history.entries.at(-1);
    if (!last || !passPending(history)) return;
    const before = designBefore(history, last);
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        passAfter(before, last.op, last.design)
          .then(({ settle }) => settle)
          .catch((err: unknown) => {
            console.error('layout pass failed', err);
            return null;
          })
          .then((settle) => {
            if (!cancelled) setHistory((h) => settleLast(h, host, last, settle));
          });
      },
      last.key ? PASS_PAUSE_MS : 0,
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [history, ready, gesturing, host]);

  // What still overlaps in the design at rest (after its pass): outlined on the picture and named below it.
  useEffect(() => {
    if (!ready || gesturing) return;
    if (passPending(history) || OVERLAPS.has(design)) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      overlapsIn(design)
        .catch(() => [])
        .then((list) => {
          OVERLAPS.set(design, list);
          if (!cancelled) setOverlaps({ design, list });
        });
    }, 0);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [design, history, ready, gesturing]);
  const measured = OVERLAPS.get(design) ?? (overlaps?.design === design ? overlaps.list : null);
  const shownOverlaps = gesturing ? [] : (measured ?? []);
  // At rest: the last change laid out and what still overlaps measured (what a save would keep, and shows).
  const settled = ready && !gesturing && !passPending(history) && measured !== null;
  const overlapNames = [...new Set(shownOverlaps.flatMap((o) => [o.a, o.b]))].flatMap((id) => {
    const layer = design.layers.find((l) => l.id === id);
    return layer ? [layerName(design, layer)] : [];
  });

  // What was just added (a tag, a shape) is selected, once the design that holds it is there.
  const selectAdded = useRef(false);
  useEffect(() => {
    if (!selectAdded.current) return;
    selectAdded.current = false;
    setSelectedId(listedLayers(design).at(-1)?.id ?? null);
  }, [design]);

  const select = (id: string | null) => {
    if (id !== selectedId) setHistory((h) => seal(h));
    setSelectedId(id);
  };
  const doUndo = useCallback(() => {
    setHistory((h) => undo(h));
    setRefusal(null);
  }, []);
  const doRedo = useCallback(() => {
    setHistory((h) => redo(h));
    setRefusal(null);
  }, []);

  // Ctrl+Z, Ctrl+Maj+Z, Ctrl+Y (Cmd on a Mac) anywhere in the page, except in a text field (its own undo).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input:not([type]), input[type="text"], textarea')) return;
      const k = e.key.toLowerCase();
      if (k === 'z' && !e.shiftKey) {
        e.preventDefault();
        doUndo();
      } else if ((k === 'z' && e.shiftKey) || k === 'y') {
        e.preventDefault();
        doRedo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [doUndo, doRedo]);

  // Leaving with unsaved changes asks first (the draft stays on this device either way).
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !signedOut.current && currentLocation.pathname !== nextLocation.pathname);

  const onLayerKey = (e: React.KeyboardEvent<HTMLElement>) => {
    if (!selected || e.ctrlKey || e.metaKey || e.altKey) return;
    const id = selected.id;
    const step = e.shiftKey ? 40 : 8;
    const rotation = selected.type === 'text' || selected.type === 'picto' || (selected.type === 'shape' && selected.shape === 'badge') ? selected.rotation : 0;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[e.key];
    if (move) apply({ op: 'move', layer: id, dx: move[0], dy: move[1] }, `keys-move:${id}`);
    else if (e.key === '+' || e.key === '=') apply({ op: 'scale', layer: id, factor: SCALE_STEP }, `size:${id}`);
    else if (e.key === '-' || e.key === '−' || e.key === '_') apply({ op: 'scale', layer: id, factor: Math.round((1 / SCALE_STEP) * 1000) / 1000 }, `size:${id}`);
    else if (e.key === '[') apply({ op: 'rotate', layer: id, degrees: Math.max(-45, rotation - ROTATE_STEP) }, `rot:${id}`);
    else if (e.key === ']') apply({ op: 'rotate', layer: id, degrees: Math.min(45, rotation + ROTATE_STEP) }, `rot:${id}`);
    else if (e.key === 'PageUp') apply({ op: 'order', layer: id, to: 'forward' });
    else if (e.key === 'PageDown') apply({ op: 'order', layer: id, to: 'backward' });
    else if (e.key === 'Delete' || e.key === 'Backspace') {
      // The headline is never removed: hidden instead (« Afficher ce calque » brings it back).
      if (selected.type === 'text' && selected.role === 'headline') apply({ op: 'visibility', layer: id, visible: false });
      else if (apply({ op: 'remove', layer: id }) === null) {
        setSelectedId(null);
        document.getElementById('editor-stage')?.focus();
      }
    } else if (e.key === 'Escape') setSelectedId(null);
    else return;
    e.preventDefault();
  };

  const brand = useQuery(trpc.brand.get.queryOptions());
  const me = useQuery(trpc.studio.me.queryOptions());
  const styleColors = useMemo(() => paletteOf(design.style), [design.style]);
  const brandColors = brand.data?.colors ?? [];

  // A save is a paid modification: after an answer that never came, read again before saving again.
  const paid = usePaidChange(thumbnail);
  const closeSaved = () => {
    if (key) writeDraft(browserStorage(), key, []);
    props.onClose();
  };
  const save = useMutation(
    trpc.studio.modify.mutationOptions({
      onError: paid.onError,
      onSuccess: ({ thumbnail: next }) => {
        if (key) writeDraft(browserStorage(), key, []);
        queryClient.setQueryData(trpc.studio.get.queryKey({ id: next.id }), next);
        void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
        void queryClient.invalidateQueries(trpc.studio.history.pathFilter());
        props.onClose();
      },
    }),
  );
  const saveError = save.error ? paidChangeError(save.error) : paid.notice ? { message: paid.notice, details: [] } : null;
  const saveRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (ready && props.focusSave) saveRef.current?.focus();
  }, [ready, props.focusSave]);
  // The session squashed (one save carries at most OPERATIONS_MAX operations); changes that cancel out leave nothing to pay for.
  // A pass still to run on the last change runs first, so the save is what the person is about to see;
  // « Moi » is placed by the server, which then lays the design out itself.
  const saveWith = async (extra: Operation[] = []) => {
    let h = history;
    const last = h.entries.at(-1);
    if (last && passPending(h)) {
      const { settle } = await passAfter(designBefore(h, last), last.op, last.design).catch(() => ({ settle: null }));
      h = settleLast(h, host, last, settle);
      setHistory(h);
    }
    const list = [...operationsToSave(h, host), ...extra];
    if (list.length === 0) return closeSaved();
    void paid.send(() => save.mutate({ id: thumbnail.id, ops: list, laidOut: extra.length === 0 }), { reset: save.reset, wentThrough: closeSaved });
  };

  return (
    <div className="editor" data-testid="editor" data-settled={settled ? 'true' : 'false'}>
      <p id="editor-help" className="visually-hidden">
        {frEditor.stageHelp}
      </p>
      {notice ? (
        <div className="alert alert--info editor__notice" role="status">
          {notice}{' '}
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            onClick={() => {
              setHistory(createHistory(saved));
              setNotice(null);
            }}
          >
            {frEditor.draftDiscard}
          </button>
        </div>
      ) : null}
      <div className="editor__toolbar" role="toolbar" aria-label={frEditor.title}>
        <button type="button" className="btn btn--ghost btn--sm" onClick={doUndo} disabled={!canUndo(history)} aria-keyshortcuts="Control+Z Meta+Z" title={frEditor.undoHint}>
          {frEditor.undo}
        </button>
        <button type="button" className="btn btn--ghost btn--sm" onClick={doRedo} disabled={!canRedo(history)} aria-keyshortcuts="Control+Shift+Z Control+Y Meta+Shift+Z" title={frEditor.redoHint}>
          {frEditor.redo}
        </button>
        <span className="muted editor__count" aria-live="polite" data-testid="editor-count">
          {ready ? frEditor.changes(changes) : frEditor.loading}
        </span>
      </div>
      <div className="editor__main">
        <div className="editor__stage-col">
          <EditorStage design={design} selected={selected} onSelect={select} gesture={gesture} warnCorner={warnCorner} held={held} overlaps={shownOverlaps} onKeyDown={onLayerKey} describedBy="editor-help" />
          <div className="editor__overlap" aria-live="polite">
            {overlapNames.length > 0 ? (
              <p className="alert alert--warning" data-testid="editor-overlap">
                {frEditor.overlap(overlapNames)}
              </p>
            ) : null}
          </div>
          {refusal ? (
            <p className="alert alert--error" role="alert" data-testid="editor-refusal">
              {refusal}
            </p>
          ) : null}
          <LayerList design={design} selectedId={selectedId} onSelect={select} onKeyDown={onLayerKey} describedBy="editor-help" />
        </div>
        <div className="editor__side">
          {selected ? (
            <LayerPanel key={selected.id} design={design} layer={selected} apply={apply} styleColors={styleColors} brandColors={brandColors} ready={ready} onDone={() => setHistory((h) => seal(h))} />
          ) : (
            <p className="muted editor__panel">{frEditor.noSelection}</p>
          )}
          {selected?.type === 'picto' && isPersonPictogram(selected.icon) && me.data?.usable ? (
            // « Remplacer par Moi »: the server picks and places the portrait, so it is saved at once (with any unsaved edits), as a modification.
            <div className="editor__panel" data-testid="replace-with-me">
              <button type="button" className="btn btn--secondary btn--sm" disabled={!ready || save.isPending} onClick={() => void saveWith([{ op: 'me', layer: selected.id }])}>
                {fr.studio.me.replace}
              </button>
              <p className="muted">{fr.studio.me.replaceHint}</p>
            </div>
          ) : null}
          {props.extra ? <div className="editor__extra">{props.extra}</div> : null}
          <DesignPanel design={design} selected={selected} apply={apply} styleColors={styleColors} brandColors={brandColors} styleReady={ready} onAdded={() => (selectAdded.current = true)} />
        </div>
      </div>
      {saveError ? (
        <div className="alert alert--error" role="alert">
          {saveError.message}
          {saveError.details.length > 0 ? (
            <ul>
              {saveError.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <div className="preview__actions">
        <button type="button" className="btn btn--primary" ref={saveRef} disabled={!dirty || !ready || save.isPending} onClick={() => void saveWith()}>
          {save.isPending ? frEditor.saving : frEditor.save}
        </button>
        <button type="button" className="btn btn--ghost" onClick={props.onClose}>
          {frEditor.close}
        </button>
      </div>
      {blocker.state === 'blocked' ? (
        <div className="alert alert--error editor__leave" role="alertdialog" aria-labelledby="editor-leave-text">
          <p id="editor-leave-text">{frEditor.leave}</p>
          <div className="preview__actions">
            <button type="button" className="btn btn--primary" onClick={() => blocker.reset()} autoFocus>
              {frEditor.leaveStay}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => blocker.proceed()}>
              {frEditor.leaveGo}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
