import type { Design } from './design';
import { applyOperation, OperationError, type ApplyHost, type Operation } from './operations';

/**
 * An editing session squashed before it is saved: one operation per layer and property where they
 * combine, with the same final design, so a long session fits in one modification (OPERATIONS_MAX)
 * and the server lays out a short list.
 *
 * Operations are relative (a move, a scale) and every step rounds, so no rule merges them blindly:
 * each rewrite is checked by applying it to the design it starts from and comparing the design it
 * ends on with the one the session reached there. Only what is proven equal is merged, so the list
 * the server receives draws exactly what the editor showed. What cannot be combined exactly stays
 * as two operations: two resizes whose roundings differ, words retyped where earlier words left the
 * block a pixel off.
 *
 * Steps: replay (refused operations and those that change nothing go, a `place` becomes the move it
 * made, a logo's move the corner it reached); then each operation walks back past the operations it
 * commutes with, merging with the previous one of its layer and property; a removal takes in the
 * earlier edits of its layer, a new style the edits its layout erases.
 */
export function squashOperations(host: ApplyHost, saved: Design, ops: readonly Operation[]): Operation[] {
  const steps = replay(host, saved, ops);
  const out: Step[] = [];
  for (const step of steps) {
    out.push(step);
    mergeBack(host, out);
  }
  const squashed = out.map((s) => s.op);
  // Each rewrite was proven locally; replaying the whole list once more costs little and guards the bookkeeping.
  const final = steps.at(-1)?.after ?? saved;
  const check = replay(host, saved, squashed);
  return check.length === squashed.length && sameDesign(check.at(-1)?.after ?? saved, final) ? squashed : steps.map((s) => s.op);
}

/** Which layer and property an operation sets: two operations with the same key may merge. Null: never merged (each addition is its own). */
export function squashKey(op: Operation): string | null {
  switch (op.op) {
    case 'set-text':
      return `${op.layer}|text`;
    case 'set-highlight':
      return `${op.layer}|highlight`;
    case 'set-font':
      return `${op.layer}|font`;
    case 'set-colors':
      return `${op.layer}|colors`;
    case 'scale':
      return `${op.layer}|size`;
    case 'move':
    case 'place':
      return `${op.layer}|position`;
    case 'rotate':
      return `${op.layer}|rotation`;
    case 'order':
      return `${op.layer}|order`;
    case 'visibility':
      return `${op.layer}|visibility`;
    case 'remove':
      return `${op.layer}|remove`;
    case 'subject':
      return `${op.layer ?? 'subject'}|subject`;
    case 'me':
      return `${op.layer}|subject`;
    case 'logo':
      return 'logo';
    case 'background':
      return 'background';
    case 'style':
      return 'style';
    case 'add-tag':
    case 'add-shape':
    case 'make-way':
      return null;
  }
}

interface Step {
  op: Operation;
  before: Design;
  after: Design;
}

function tryApply(host: ApplyHost, design: Design, op: Operation): Design | null {
  try {
    return applyOperation(host, design, op);
  } catch (err) {
    if (err instanceof OperationError) return null;
    throw err;
  }
}

function applyAll(host: ApplyHost, design: Design, ops: readonly Operation[]): Step[] | null {
  const steps: Step[] = [];
  let current = design;
  for (const op of ops) {
    const next = tryApply(host, current, op);
    if (next === null || next === current) return null;
    steps.push({ op, before: current, after: next });
    current = next;
  }
  return steps;
}

/** The session's operations that changed the design, each in its plainest exact form. */
function replay(host: ApplyHost, saved: Design, ops: readonly Operation[]): Step[] {
  const steps: Step[] = [];
  let current = saved;
  for (const op of ops) {
    const next = tryApply(host, current, op);
    if (next === null || next === current) continue;
    const plain = plainer(current, next, op);
    const kept = plain && sameDesign(tryApply(host, current, plain), next) ? plain : op;
    steps.push({ op: kept, before: current, after: next });
    current = next;
  }
  return steps;
}

/** A `place` as the move it made (it merges with other moves), a logo's move or place as the corner it reached. */
function plainer(before: Design, after: Design, op: Operation): Operation | null {
  if (op.op !== 'place' && op.op !== 'move') return null;
  const a = before.layers.find((l) => l.id === op.layer);
  const b = after.layers.find((l) => l.id === op.layer);
  if (!a || !b || a.type !== b.type) return null;
  if (b.type === 'logo') return { op: 'logo', corner: b.corner };
  if (op.op === 'move') return null;
  const at = (l: typeof a): { x: number; y: number } | null => {
    switch (l.type) {
      case 'text':
        return { x: l.x, y: l.y };
      case 'image':
      case 'picto':
        return l.box;
      case 'shape':
        return l.shape === 'arrow' ? l.from : l;
      default:
        return null;
    }
  };
  const p = at(a);
  const q = at(b);
  return p && q ? { op: 'move', layer: op.layer, dx: q.x - p.x, dy: q.y - p.y } : null;
}

/**
 * How an earlier operation `c` bears on `s`: the same key (they may merge), or one `s` may make
 * pointless (a removal and any earlier edit of its layer; a new style and any earlier edit, since
 * it lays the design out again); null when they have nothing to do with each other.
 */
function related(s: Operation, c: Operation): 'same' | 'absorb' | null {
  const key = squashKey(s);
  if (key !== null && key === squashKey(c)) return 'same';
  if (s.op === 'remove' && 'layer' in c && c.layer === s.layer) return 'absorb';
  if (s.op === 'style') return 'absorb';
  return null;
}

/**
 * The last step walked back through the list while an earlier step bears on it: past unrelated
 * steps it commutes with, merged with or absorbing related ones. Stops at the first step it can
 * neither pass nor take in.
 */
function mergeBack(host: ApplyHost, out: Step[]): void {
  let at = out.length - 1;
  const hasRelatedBefore = (index: number) => out.slice(0, index).some((c) => related(out[index]!.op, c.op) !== null);
  while (at > 0 && hasRelatedBefore(at)) {
    const a = out[at - 1]!;
    const b = out[at]!;
    const relation = related(b.op, a.op);
    if (relation === null) {
      if (!swap(host, out, at - 1)) return;
      at--;
      continue;
    }
    const merged = (relation === 'same' ? candidates(a.op, b.op) : [[b.op]])
      .map((ops) => applyAll(host, a.before, ops))
      .find((steps) => steps !== null && sameDesign(steps.at(-1)?.after ?? a.before, b.after));
    if (!merged) {
      // Not mergeable here: it may still pass this step to reach an older one.
      if (!swap(host, out, at - 1)) return;
      at--;
      continue;
    }
    out.splice(at - 1, 2, ...merged);
    if (merged.length !== 1) return;
    at--;
  }
}

/** Swaps steps i and i + 1 when they commute exactly. */
function swap(host: ApplyHost, out: Step[], i: number): boolean {
  const a = out[i]!;
  const b = out[i + 1]!;
  const first = tryApply(host, a.before, b.op);
  if (first === null || first === a.before) return false;
  const second = tryApply(host, first, a.op);
  if (second === null || second === first || !sameDesign(second, b.after)) return false;
  out[i] = { op: b.op, before: a.before, after: first };
  out[i + 1] = { op: a.op, before: first, after: b.after };
  return true;
}

const DELTA_MAX = 4000;

/** Ways to write `a` then `b` (same key) shorter, tried in this order; each is checked before it is kept. */
function candidates(a: Operation, b: Operation): Operation[][] {
  const list: Operation[][] = [[], [b]];
  if (a.op === 'move' && b.op === 'move') {
    const dx = a.dx + b.dx;
    const dy = a.dy + b.dy;
    if (Math.abs(dx) <= DELTA_MAX && Math.abs(dy) <= DELTA_MAX) list.push([{ ...b, dx, dy }]);
  }
  if (a.op === 'scale' && b.op === 'scale') {
    const factor = Math.round(a.factor * b.factor * 10000) / 10000;
    if (factor >= 0.25 && factor <= 4) list.push([{ ...b, factor }]);
  }
  if (a.op === 'rotate' && b.op === 'rotate') {
    // An arrow turns by its angle (no angle of its own): two turns are one turn by their sum.
    const degrees = Math.round((a.degrees + b.degrees) * 10) / 10;
    if (Math.abs(degrees) <= 45) list.push([{ ...b, degrees }]);
  }
  if ((a.op === 'set-colors' && b.op === 'set-colors') || (a.op === 'background' && b.op === 'background') || (a.op === 'logo' && b.op === 'logo')) {
    list.push([{ ...a, ...Object.fromEntries(Object.entries(b).filter(([, v]) => v !== undefined)) } as Operation]);
  }
  list.push([a]);
  return list;
}

/** Two designs with the same content (key order aside, as JSON would compare them). */
export function sameDesign(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    return a.length === bb.length && a.every((v, i) => sameDesign(v, bb[i]));
  }
  const ka = Object.keys(a).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return ka.length === kb.length && ka.every((k) => sameDesign((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}
