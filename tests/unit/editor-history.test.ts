import { describe, expect, it } from 'vitest';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { applyOperations, layerBounds, type ApplyHost } from '../../shared/engine/model/operations';
import { serverMeasurer } from '../../server/engine/index';
import { applyEdit, applyFrom, canRedo, canUndo, changesOf, createHistory, liveDesign, operationsOf, operationsToSave, redo, replay, settleLast, undo, type EditHistory } from '../../client/pages/studio/editor/edit-history';
import { readDraft, writeDraft } from '../../client/pages/studio/editor/editor-draft';
import { OPERATIONS_MAX, type Operation } from '../../shared/engine/model/operations';
import { frEditor } from '../../client/i18n/fr-editor';
import { cornerViolations } from '../../shared/engine/model/edit';

const host: ApplyHost = { measurer: serverMeasurer() };
const saved: Design = layoutDesign(host.measurer, { title: 'Le secret du thiéboudienne', prompt: '', style: 'pro', seed: 7 });
const titleId = headlineOf(saved)!.id;

function ok(h: EditHistory, op: Parameters<typeof applyEdit>[2], key: string | null = null): EditHistory {
  const out = applyEdit(h, host, op, key);
  expect(out.refused).toBeNull();
  return out.history;
}

describe('the editor’s undo and redo', () => {
  it('the live design is always the saved one with the list applied, as the server will apply it', () => {
    let h = createHistory(saved);
    h = ok(h, { op: 'set-text', layer: titleId, text: 'Top 5 astuces' });
    h = ok(h, { op: 'add-shape', shape: 'arrow' });
    h = ok(h, { op: 'move', layer: titleId, dx: 12, dy: -8 });
    expect(operationsOf(h)).toHaveLength(3);
    expect(liveDesign(h)).toEqual(applyOperations(host, saved, operationsOf(h)).design);
  });

  it('undoes and redoes as deep as the session, and a new change drops what was undone', () => {
    let h = createHistory(saved);
    for (let i = 0; i < 30; i++) h = ok(h, { op: 'move', layer: titleId, dx: i % 2 ? 3 : -2, dy: 1 });
    h = ok(h, { op: 'add-shape', shape: 'circle' });
    const all = liveDesign(h);
    for (let i = 0; i < 31; i++) h = undo(h);
    expect(liveDesign(h)).toBe(saved);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    for (let i = 0; i < 31; i++) h = redo(h);
    expect(liveDesign(h)).toEqual(all);
    expect(canRedo(h)).toBe(false);

    const hasCircle = (x: EditHistory) => liveDesign(x).layers.some((l) => l.type === 'shape' && l.shape === 'circle' && l.id.startsWith('ajout-'));
    h = undo(undo(h));
    expect(hasCircle(h)).toBe(false);
    expect(operationsOf(h)).toHaveLength(29);
    h = redo(h);
    expect(operationsOf(h)).toHaveLength(30);
    expect(hasCircle(h)).toBe(false);
    h = redo(h);
    expect(hasCircle(h)).toBe(true);
    h = undo(h);
    h = ok(h, { op: 'add-shape', shape: 'badge' });
    expect(canRedo(h)).toBe(false);
    expect(liveDesign(h)).toEqual(applyOperations(host, saved, operationsOf(h)).design);
  });

  it('coalesces an arrow key held down into one move, and the words typed in one field into one retype', () => {
    let h = createHistory(saved);
    // Leftwards: the layout put the words near the right edge of the safe area, where a move right stops.
    for (let i = 0; i < 5; i++) h = ok(h, { op: 'move', layer: titleId, dx: -8, dy: 0 }, `keys:${titleId}`);
    for (const text of ['T', 'To', 'Top', 'Top 5']) h = ok(h, { op: 'set-text', layer: titleId, text }, `text:${titleId}`);
    expect(operationsOf(h)).toEqual([
      { op: 'move', layer: titleId, dx: -40, dy: 0 },
      { op: 'set-text', layer: titleId, text: 'Top 5' },
    ]);
    // Another key, or the same key after something else, starts a new entry.
    h = ok(h, { op: 'move', layer: titleId, dx: 8, dy: 0 }, `keys:${titleId}`);
    expect(operationsOf(h)).toHaveLength(3);
    // One undo takes back the whole burst of typing, not one letter.
    h = undo(undo(h));
    expect(headlineOf(liveDesign(h))!.text).toBe(headlineOf(saved)!.text);
    // Moved there and back: nothing left to undo.
    let back = createHistory(saved);
    back = ok(back, { op: 'move', layer: titleId, dx: 8, dy: 0 }, 'k');
    back = ok(back, { op: 'move', layer: titleId, dx: -8, dy: 0 }, 'k');
    expect(canUndo(back)).toBe(false);
  });

  it('a drag is one operation from where it started, and a drop in the duration corner stops at its edge', () => {
    let start = createHistory(saved);
    start = ok(start, { op: 'set-text', layer: titleId, text: 'Fin' });
    let drag = start;
    for (const dx of [5, 10, 20, 40]) {
      const out = applyFrom(start, host, { op: 'move', layer: titleId, dx, dy: 4 });
      expect(out.refused).toBeNull();
      drag = out.history;
    }
    expect(operationsOf(drag)).toEqual([{ op: 'set-text', layer: titleId, text: 'Fin' }, { op: 'move', layer: titleId, dx: 40, dy: 4 }]);

    const d = liveDesign(start);
    const b = layerBounds(d, headlineOf(d)!);
    const asked: Operation = { op: 'move', layer: titleId, dx: d.width - 20 - (b.x + b.w), dy: d.height - 20 - (b.y + b.h) };
    const into = applyFrom(start, host, asked);
    expect(into.refused).toBeNull();
    expect(cornerViolations(liveDesign(into.history))).toEqual([]);
    // What is kept is the move made, not the one asked: the draft and the save replay it as shown.
    const made = operationsOf(into.history).at(-1);
    expect(made).not.toEqual(asked);
    expect(applyOperations(host, liveDesign(start), [made!]).design).toEqual(liveDesign(into.history));
  });

  it('the headline cannot be removed (it can be hidden), and a reloaded draft replays what is still accepted', () => {
    const h = createHistory(saved);
    const out = applyEdit(h, host, { op: 'remove', layer: titleId });
    expect(out.refused?.reason).toContain('masquez-le');
    const hidden = ok(h, { op: 'visibility', layer: titleId, visible: false });
    expect(liveDesign(hidden).hidden).toEqual([titleId]);

    const { history, dropped } = replay(saved, host, [{ op: 'add-shape', shape: 'arrow' }, { op: 'remove', layer: titleId }]);
    expect(dropped).toBe(1);
    expect(operationsOf(history)).toEqual([{ op: 'add-shape', shape: 'arrow' }]);
  });
});

describe('what made way for a change', () => {
  const subject = saved.layers.find((l) => l.type === 'picto' || l.type === 'shape')!.id;
  /** What the layout pass might make of a move of the headline: the subject smaller and further right. */
  const madeWay: Operation = { op: 'make-way', moved: [{ layer: subject, k: 0.8, ax: 900, ay: 400, dx: 30, dy: 0 }], pointers: [], dropped: [] };

  it('is one change with the gesture: counted once, undone and redone together, saved and replayed after it', () => {
    let h = ok(createHistory(saved), { op: 'set-text', layer: titleId, text: 'Top 5' });
    h = applyFrom(h, host, { op: 'move', layer: titleId, dx: -20, dy: 10 }).history;
    const gesture = h.entries.at(-1)!;
    h = settleLast(h, host, gesture, madeWay);
    expect(changesOf(h)).toBe(2);
    expect(operationsOf(h)).toEqual([{ op: 'set-text', layer: titleId, text: 'Top 5' }, gesture.op, madeWay]);
    expect(liveDesign(h)).toEqual(applyOperations(host, saved, operationsOf(h)).design);
    expect(liveDesign(h).layers.find((l) => l.id === subject)).not.toEqual(gesture.design.layers.find((l) => l.id === subject));
    // One « Annuler »: the gesture and what made way for it.
    const back = undo(h);
    expect(liveDesign(back)).toEqual(applyOperations(host, saved, [{ op: 'set-text', layer: titleId, text: 'Top 5' }]).design);
    expect(liveDesign(redo(back))).toEqual(liveDesign(h));
    // Sent squashed, and kept as a draft: the same design, one change after a reload.
    expect(applyOperations(host, saved, operationsToSave(h, host)).design).toEqual(liveDesign(h));
    const { history, dropped } = replay(saved, host, operationsOf(h));
    expect(dropped).toBe(0);
    expect(changesOf(history)).toBe(2);
    expect(liveDesign(history)).toEqual(liveDesign(h));
    expect(liveDesign(undo(history))).toEqual(liveDesign(back));
  });

  it('is kept only for the change it ran for, while it is the last one and nothing is undone', () => {
    const h = applyFrom(createHistory(saved), host, { op: 'move', layer: titleId, dx: -20, dy: 10 }).history;
    const gesture = h.entries.at(-1)!;
    const later = ok(h, { op: 'rotate', layer: titleId, degrees: 5 });
    expect(settleLast(later, host, gesture, madeWay)).toBe(later);
    const undone = undo(later);
    expect(settleLast(undone, host, undone.entries.at(-1)!, madeWay)).toBe(undone);
    // Nothing to do, or a result the design refuses: taken as nothing to do, not run again.
    const none = settleLast(h, host, gesture, null);
    expect(none.entries.at(-1)!.settle).toBeNull();
    expect(liveDesign(none)).toBe(gesture.design);
    const refused = settleLast(h, host, gesture, { ...madeWay, moved: [{ ...madeWay.moved[0]!, layer: 'disparu' }] } as Operation);
    expect(refused.entries.at(-1)!.settle).toBeNull();
    expect(operationsOf(refused)).toEqual([gesture.op]);
  });
});

describe('one session, one save', () => {
  const other = 'anneau';
  /** Moves back and forth on two layers, each its own entry: far more than one save carries. */
  const longSession: Operation[] = Array.from({ length: OPERATIONS_MAX * 2 + 7 }, (_, i) => ({ op: 'move', layer: i % 2 ? titleId : other, dx: i % 4 < 2 ? 3 : -3, dy: i % 4 < 2 ? 1 : -1 }));

  it('a session longer than one save is squashed as it goes: the same design, and what « Enregistrer » sends fits', () => {
    let h = createHistory(saved);
    for (const op of longSession) h = ok(h, op);
    expect(h.entries.length).toBeLessThanOrEqual(OPERATIONS_MAX);
    expect(liveDesign(h)).toEqual(applyOperations(host, saved, longSession).design);
    const sent = operationsToSave(h, host);
    expect(sent.length).toBeLessThanOrEqual(OPERATIONS_MAX);
    expect(applyOperations(host, saved, sent).design).toEqual(liveDesign(h));
  });

  it('a draft stored over the cap is squashed when it is read back, never dropped', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    writeDraft(storage, 'brouillon', longSession);
    const stored = readDraft(storage, 'brouillon');
    expect(stored).toHaveLength(longSession.length);
    const { history, dropped } = replay(saved, host, stored);
    expect(dropped).toBe(0);
    expect(history.entries.length).toBeLessThanOrEqual(OPERATIONS_MAX);
    expect(liveDesign(history)).toEqual(applyOperations(host, saved, longSession).design);
  });

  it('when squashing leaves no room, the next change is refused and the person is asked to save first', () => {
    let h = createHistory(saved);
    // Badges up to the design's 60 layers, then each recoloured and turned: changes that do not merge.
    while (liveDesign(h).layers.length < 60) h = ok(h, { op: 'add-shape', shape: 'badge' });
    const badges = liveDesign(h).layers.filter((l) => l.id.startsWith('ajout-')).map((l) => l.id);
    const more: Operation[] = badges.flatMap((layer, i) => [{ op: 'set-colors', layer, fill: `#${(i * 3 + 17).toString(16).padStart(6, '0')}` } as const, { op: 'rotate', layer, degrees: 5 + (i % 10) } as const]);
    let refused: string | null = null;
    for (const op of more) {
      const out = applyEdit(h, host, op);
      if (out.refused) {
        refused = out.refused.reason;
        break;
      }
      h = out.history;
    }
    expect(refused).toBe(frEditor.saveFirst(OPERATIONS_MAX));
    expect(operationsToSave(h, host).length).toBeLessThanOrEqual(OPERATIONS_MAX);
  });
});
