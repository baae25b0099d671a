import type { Design } from '../../../../shared/engine/model/design';
import { applyOperation, applyOperations, effectiveOperation, OperationError, OPERATIONS_MAX, type ApplyHost, type Operation, type RefusalKind } from '../../../../shared/engine/model/operations';
import { squashOperations } from '../../../../shared/engine/model/squash';
import { frEditor } from '../../../i18n/fr-editor';

/**
 * The editor's state, pure: the saved design plus the list of operations made since (the live
 * design is the saved one with every operation applied, as the server will apply them), and the
 * operations undone that « Rétablir » can bring back. Each entry keeps the design it produced, so
 * undo, redo and the next operation never replay the whole list.
 *
 * Coalescing: operations given the same `key` one after another (the arrow key held down on one
 * layer, the words typed into one field) become one entry, so one « Annuler » undoes the gesture,
 * not one pixel or one letter. A drag does not need a key: it is applied from the state it started
 * from (see `applyFrom`), which also makes it one entry.
 *
 * The layout pass: after a change the editor runs the pass (make-way.ts) and keeps what it did as
 * the entry's `settle`, a 'make-way' operation saved right after the entry's own: one « Annuler »
 * takes back the change and what made way for it, and the server replays both as they were shown.
 *
 * One save carries at most OPERATIONS_MAX operations: « Enregistrer » sends the session squashed
 * (`operationsToSave`), and a history that reaches the cap is squashed in place (the same design in
 * fewer entries: « Annuler » then steps back over merged changes); when even that leaves no room, the
 * next change is refused and the person is asked to save first. So any session fits in one save.
 */
export interface Entry {
  /** The operation as it applied (a move of text as far as the safe area let it go). */
  op: Operation;
  /** The design after this operation and its settle (and all before them). */
  design: Design;
  /** Operations given the same key in a row merge into this entry. */
  key: string | null;
  /** What the layout pass made of the operation: a 'make-way' operation, null when it had nothing to do; absent until it has run. */
  settle?: Operation | null;
}

export interface EditHistory {
  saved: Design;
  entries: readonly Entry[];
  /** Undone entries, the next one to redo last. Cleared by any new operation. */
  undone: readonly Entry[];
}

export type Outcome = { history: EditHistory; refused: null } | { history: EditHistory; refused: { reason: string; kind: RefusalKind } };

export function createHistory(saved: Design): EditHistory {
  return { saved, entries: [], undone: [] };
}

/** The design drawn and edited now. */
export function liveDesign(h: EditHistory): Design {
  return h.entries.at(-1)?.design ?? h.saved;
}

/** The session's operations, each entry's followed by its settle (the draft kept on this device). */
export function operationsOf(h: EditHistory): Operation[] {
  return h.entries.flatMap((e) => (e.settle ? [e.op, e.settle] : [e.op]));
}

/** The changes the person made (a change and what made way for it are one). */
export function changesOf(h: EditHistory): number {
  return h.entries.length;
}

/** The entry that leads to the design before `entry` (the saved design for the first one). */
export function designBefore(h: EditHistory, entry: Entry): Design {
  const i = h.entries.indexOf(entry);
  return i > 0 ? h.entries[i - 1]!.design : h.saved;
}

/**
 * The layout pass's result kept with the entry it ran for: only while that entry is still the last
 * one and nothing is undone (a redo after it would start from the design it had before), else the
 * history as it is. A result the design refuses is kept as nothing to do.
 */
export function settleLast(h: EditHistory, host: ApplyHost, entry: Entry, settle: Operation | null): EditHistory {
  if (h.entries.at(-1) !== entry || h.undone.length > 0 || entry.settle !== undefined) return h;
  const tried = settle ? attempt(host, entry.design, settle) : null;
  const done: Entry = tried && !('reason' in tried) && tried.design !== entry.design ? { ...entry, settle, design: tried.design } : { ...entry, settle: null };
  return { ...h, entries: [...h.entries.slice(0, -1), done] };
}

/** What « Enregistrer » sends: the session squashed, the same design in fewer operations (none when the changes cancel out). */
export function operationsToSave(h: EditHistory, host: ApplyHost): Operation[] {
  return squashOperations(host, h.saved, operationsOf(h));
}

export const canUndo = (h: EditHistory): boolean => h.entries.length > 0;
export const canRedo = (h: EditHistory): boolean => h.undone.length > 0;

/**
 * One more operation. Refused (the duration corner, the frame, the engine's bounds): the history is
 * unchanged and the French reason comes back. An operation that changes nothing is not recorded.
 */
export function applyEdit(h: EditHistory, host: ApplyHost, op: Operation, key: string | null = null): Outcome {
  const last = h.entries.at(-1);
  if (key !== null && last && last.key === key) {
    const merged = merge(last.op, op);
    if (merged) {
      const before = h.entries.at(-2)?.design ?? h.saved;
      const tried = attempt(host, before, merged);
      if ('reason' in tried) return { history: h, refused: tried };
      // Merged back to nothing (moved there and back): the entry goes. What made way for the last one is run again.
      const entries = tried.design === before ? h.entries.slice(0, -1) : [...h.entries.slice(0, -1), { op: effectiveOperation(before, merged), design: tried.design, key }];
      return { history: { ...h, entries, undone: [] }, refused: null };
    }
  }
  return push(h, host, op, key, true);
}

/** One more entry; with `capped`, within what one save carries (the history squashed first if it is full). */
function push(h: EditHistory, host: ApplyHost, op: Operation, key: string | null, capped: boolean): Outcome {
  // Room for the operation and what the pass may add after it.
  const full = (x: EditHistory) => operationsOf(x).length >= OPERATIONS_MAX - 1;
  const base = capped && full(h) ? compact(h, host) : h;
  const before = liveDesign(base);
  const tried = attempt(host, before, op);
  if ('reason' in tried) return { history: h, refused: tried };
  if (tried.design === before) return { history: h, refused: null };
  if (capped && full(base)) return { history: h, refused: { reason: frEditor.saveFirst(OPERATIONS_MAX), kind: 'other' } };
  return { history: { ...base, entries: [...base.entries, { op: effectiveOperation(before, op), design: tried.design, key }], undone: [] }, refused: null };
}

/**
 * A 'make-way' operation read back (a draft, a squashed list) goes with the entry before it, as the
 * editor made it; the entries before the last are taken as laid out (their pass is not run again).
 */
function withSettle(h: EditHistory, host: ApplyHost, op: Operation): Outcome | null {
  const last = h.entries.at(-1);
  if (op.op !== 'make-way' || !last || last.settle) return null;
  const tried = attempt(host, last.design, op);
  if ('reason' in tried) return { history: h, refused: tried };
  return { history: { ...h, entries: [...h.entries.slice(0, -1), { ...last, settle: op, design: tried.design }] }, refused: null };
}

/** Histories already squashed (a history never changes: the same one is not squashed twice). */
const compacted = new WeakMap<EditHistory, EditHistory>();

/** The history as its squashed list: the same live design, in as few entries as the squash leaves. */
function compact(h: EditHistory, host: ApplyHost): EditHistory {
  let c = compacted.get(h);
  if (!c) {
    c = entriesOf(h.saved, host, squashOperations(host, h.saved, operationsOf(h)));
    compacted.set(h, c);
  }
  return c;
}

/** A history of operations that each apply and change the design (what the squash returns). */
function entriesOf(saved: Design, host: ApplyHost, ops: readonly Operation[]): EditHistory {
  let h = createHistory(saved);
  for (const op of ops) h = (withSettle(h, host, op) ?? push(h, host, op, null, false)).history;
  return h;
}

/**
 * A gesture (drag, handle, pinch) applied as one operation from the history it started from: each
 * pointer move replaces the previous one, so the whole gesture is one entry, one « Annuler ».
 */
export function applyFrom(start: EditHistory, host: ApplyHost, op: Operation): Outcome {
  return applyEdit(start, host, op, null);
}

export function undo(h: EditHistory): EditHistory {
  const last = h.entries.at(-1);
  if (!last) return h;
  // After an undo, nothing merges any more: neither the entry undone (once redone) nor the one before.
  return seal({ ...h, entries: h.entries.slice(0, -1), undone: [...h.undone, { ...last, key: null }] });
}

/** Ends the current gesture: the next operation starts a new entry even with the same key (a field left, another layer chosen). */
export function seal(h: EditHistory): EditHistory {
  const last = h.entries.at(-1);
  if (!last || last.key === null) return h;
  return { ...h, entries: [...h.entries.slice(0, -1), { ...last, key: null }] };
}

export function redo(h: EditHistory): EditHistory {
  const next = h.undone.at(-1);
  if (!next) return h;
  return { ...h, entries: [...h.entries, next], undone: h.undone.slice(0, -1) };
}

/**
 * A saved list replayed (a local draft after a reload): the operations still accepted, and how many
 * were dropped because the design refuses them now. A draft longer than one save (kept before a
 * smaller cap) is squashed, never dropped.
 */
export function replay(saved: Design, host: ApplyHost, ops: readonly Operation[]): { history: EditHistory; dropped: number } {
  if (ops.length > OPERATIONS_MAX) {
    return { history: entriesOf(saved, host, squashOperations(host, saved, ops)), dropped: applyOperations(host, saved, ops).refused.length };
  }
  let h = createHistory(saved);
  let dropped = 0;
  for (const op of ops) {
    const out = withSettle(h, host, op) ?? applyEdit(h, host, op);
    if (out.refused) dropped++;
    h = out.history;
  }
  return { history: h, dropped };
}

function attempt(host: ApplyHost, design: Design, op: Operation): { design: Design } | { reason: string; kind: RefusalKind } {
  try {
    return { design: applyOperation(host, design, op) };
  } catch (err) {
    if (err instanceof OperationError) return { reason: err.reason, kind: err.kind };
    throw err;
  }
}

const MAX_DELTA = 4000;

/**
 * Two operations of one gesture as one, or null when they do not combine: moves add up, sizes
 * multiply (within the operation's bounds), words, fonts, highlights and rotations are replaced by
 * the newer, colours are merged field by field.
 */
export function merge(a: Operation, b: Operation): Operation | null {
  if (a.op !== b.op) return null;
  if ('layer' in a && 'layer' in b && a.layer !== b.layer) return null;
  switch (b.op) {
    case 'move': {
      const prev = a as typeof b;
      const dx = prev.dx + b.dx;
      const dy = prev.dy + b.dy;
      return Math.abs(dx) > MAX_DELTA || Math.abs(dy) > MAX_DELTA ? null : { ...b, dx, dy };
    }
    case 'scale': {
      const factor = Math.round((a as typeof b).factor * b.factor * 10000) / 10000;
      return factor < 0.25 || factor > 4 ? null : { ...b, factor };
    }
    case 'set-colors':
    case 'background':
      // Field by field: the fill chosen, then the outline, is one change of colours.
      return { ...a, ...Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) } as typeof b;
    case 'set-text':
    case 'set-font':
    case 'set-highlight':
    case 'rotate':
      return b;
    default:
      return null;
  }
}
