import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import type { Design } from '../../shared/engine/model/design';
import { applyOperations, type Operation } from '../../shared/engine/model/operations';
import { squashKey, squashOperations } from '../../shared/engine/model/squash';
import { editDesigns, editHost } from '../fixtures/edit-designs';
import { operationArb } from '../fixtures/edit-operations-arb';
import { fuzzRuns } from '../fixtures/fuzz-runs';

/**
 * The editor squashes a session before saving (shared/engine/model/squash.ts): the list it sends must draw
 * exactly the design the session drew, on designs laid out by the real engine.
 */
const m = serverMeasurer();
const host = editHost(m);
const designs = editDesigns(m);

/** A session as a person makes one: most operations on a few layers, repeated, with others between. */
function sessionArb(design: Design, maxLength: number): fc.Arbitrary<Operation[]> {
  const few = new Set(design.layers.slice(0, 3).map((l) => l.id));
  const onFew = operationArb(design, 'french').filter((op) => !('layer' in op) || op.layer === undefined || few.has(op.layer));
  return fc.array(fc.oneof({ arbitrary: onFew, weight: 4 }, { arbitrary: operationArb(design, 'french'), weight: 1 }), { minLength: 1, maxLength });
}
const caseArb = fc.nat({ max: designs.length - 1 }).chain((i) => fc.tuple(fc.constant(i), sessionArb(designs[i]!, 30)));

/**
 * Moves by whole pixels, colours and visibility on the design's layers: what always merges. (Words and
 * fonts retypeset the text where it stands, so an intermediate text can leave its mark, a pixel of
 * rounding: those merge when the result is the same, and stay two operations when it is not.)
 */
function plainSessionArb(design: Design): fc.Arbitrary<Operation[]> {
  const layer = fc.constantFrom(...design.layers.map((l) => l.id));
  const hex = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
  const op: fc.Arbitrary<Operation> = fc.oneof(
    fc.record({ op: fc.constant('move' as const), layer, dx: fc.integer({ min: -80, max: 80 }), dy: fc.integer({ min: -80, max: 80 }) }),
    fc.record({ op: fc.constant('set-colors' as const), layer, fill: hex }),
    fc.record({ op: fc.constant('visibility' as const), layer, visible: fc.boolean() }),
  );
  return fc.array(op, { minLength: 1, maxLength: 30 });
}
const plainCaseArb = fc.nat({ max: designs.length - 1 }).chain((i) => fc.tuple(fc.constant(i), plainSessionArb(designs[i]!)));

describe('squashOperations', { timeout: 60_000 }, () => {
  it('draws the same design as the whole session, refuses nothing, and is never longer than what changed the design', () => {
    fc.assert(
      fc.property(caseArb, ([i, ops]) => {
        const start = designs[i]!;
        const whole = applyOperations(host, start, ops);
        const squashed = squashOperations(host, start, ops);
        const replayed = applyOperations(host, start, squashed);
        expect(replayed.design).toEqual(whole.design);
        expect(replayed.refused).toEqual([]);
        expect(replayed.applied.length).toBe(squashed.length);
        expect(squashed.length).toBeLessThanOrEqual(whole.applied.length);
      }),
      fuzzRuns(100, 2626),
    );
  });

  it('leaves one operation per layer and property of a session of whole-pixel moves, colours and visibility', () => {
    fc.assert(
      fc.property(plainCaseArb, ([i, ops]) => {
        const start = designs[i]!;
        const squashed = squashOperations(host, start, ops);
        expect(applyOperations(host, start, squashed).design).toEqual(applyOperations(host, start, ops).design);
        const keys = squashed.map(squashKey);
        expect(new Set(keys).size, JSON.stringify(squashed)).toBe(keys.length);
      }),
      fuzzRuns(60, 1414),
    );
  });
});
