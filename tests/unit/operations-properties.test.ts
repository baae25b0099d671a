import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { Design } from '../../shared/engine/model/design';
import { cornerViolations, offFrame } from '../../shared/engine/model/edit';
import { applyOperations, type Operation } from '../../shared/engine/model/operations';
import { logoBox } from '../../shared/engine/render/render';
import { editDesigns, editHost } from '../fixtures/edit-designs';
import { operationListArb } from '../fixtures/edit-operations-arb';

/**
 * Properties of `applyOperations` over random operation lists (fast-check), on designs laid out by
 * the real engine in several titles, styles and formats. The designs and lists are deep-frozen: an
 * operation that mutated what it was given would throw here, as would any bug that escapes as
 * something other than a refusal.
 */
const m = serverMeasurer();
const host = editHost(m);
const designs = editDesigns(m).map(deepFreeze);
const RUNS = 300;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A design and a list of operations on it (ids of its own layers, of added ones, unknown ones). */
const caseArb = fc.nat({ max: designs.length - 1 }).chain((i) => fc.tuple(fc.constant(i), operationListArb(designs[i]!, 14).map(deepFreeze)));

function visible(d: Design): Design {
  const hidden = new Set(d.hidden ?? []);
  return { ...d, layers: d.layers.filter((l) => !hidden.has(l.id)) };
}

/** Text off the frame, and logos whose box leaves it. */
function outside(d: Design): string[] {
  const logos = d.layers.filter((l) => l.type === 'logo').filter((l) => {
    const b = logoBox(l, d.width, d.height);
    return b.x < 0 || b.y < 0 || b.x + b.w > d.width || b.y + b.h > d.height;
  });
  return [...offFrame(d), ...logos.map((l) => l.id)];
}

describe('applyOperations over random operation lists', { timeout: 60_000 }, () => {
  it('the laid-out designs start with nothing in the duration corner', () => {
    // (Off the frame is compared with the start instead: the question composition's giant « ? » is
    // tilted, so its hull crosses the edge by design; edits may move it, never push it further.)
    for (const d of designs) expect(cornerViolations(d), `${d.style}/${d.format}`).toEqual([]);
  });

  it('never throws, always gives a valid design, and never puts visible text or a logo in the corner or off the frame', () => {
    fc.assert(
      fc.property(caseArb, ([i, ops]) => {
        const start = designs[i]!;
        const { design, applied, refused } = applyOperations(host, start, ops);
        expect(Design.safeParse(design).success).toBe(true);
        const inCorner = new Set(cornerViolations(visible(start)));
        expect(cornerViolations(visible(design)).filter((id) => !inCorner.has(id))).toEqual([]);
        const off = new Set(outside(visible(start)));
        expect(outside(visible(design)).filter((id) => !off.has(id))).toEqual([]);
        // Every index is applied, refused or a no-op, never two of these.
        const seen = [...applied, ...refused.map((r) => r.index)];
        expect(new Set(seen).size).toBe(seen.length);
        for (const r of refused) expect(r.reason.length).toBeGreaterThan(0);
      }),
      { numRuns: RUNS, seed: 1414 },
    );
  });

  it('is deterministic, refused operations change nothing, applied ones change something, and one by one equals the whole list', () => {
    fc.assert(
      fc.property(caseArb, ([i, ops]) => {
        const start = designs[i]!;
        const first = applyOperations(host, start, ops);
        const again = applyOperations(host, structuredClone(start), structuredClone(ops) as Operation[]);
        expect(again).toEqual(first);
        // Without the refused operations, the same design, and nothing refused.
        const refusedAt = new Set(first.refused.map((r) => r.index));
        const kept = applyOperations(host, start, ops.filter((_, k) => !refusedAt.has(k)));
        expect(kept.refused).toEqual([]);
        expect(kept.design).toEqual(first.design);
        // The editor replays a list one operation at a time (undo, redo): the same result.
        let stepped = start;
        for (const op of ops) {
          const one = applyOperations(host, stepped, [op]);
          // « Applied » means the design changed: the studio lists it as a change, undo steps back over it.
          if (one.applied.length > 0) expect(one.design).not.toEqual(stepped);
          else expect(one.design).toBe(stepped);
          stepped = one.design;
        }
        expect(stepped).toEqual(first.design);
      }),
      { numRuns: RUNS, seed: 2626 },
    );
  });
});
