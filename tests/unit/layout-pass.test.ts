import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_TIMEOUT, fuzzRuns } from '../fixtures/fuzz-runs';
import { brokenAfter, layoutCaseArb } from '../fixtures/layout-cases';

/**
 * The layout pass holds the ink rules (shared/engine/layout/collisions.ts, checked on every layer's
 * pixels at 1280×720) after a generation and after each kind of edit: a French instruction, a change
 * of style, the 9:16 and 1:1 versions, and edits by hand, where only what the hand placed may still
 * overlap (it keeps its place; the editor shows the overlap). Random titles, styles, compositions
 * and edit sequences from a fixed seed (tests/fixtures/layout-cases.ts); `npm run bench -- mise-en-page`
 * runs many more.
 */
describe('the layout pass', () => {
  it('leaves no collision after generation, instruction, restyle and adaptation, and by hand only where the hand placed', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(layoutCaseArb, async (c) => {
        const { design, left } = await brokenAfter(c);
        checked++;
        expect(left, `${c.title} · ${design.style} · ${design.composition?.id} · ${JSON.stringify(c.edits)} · ${c.frame}`).toEqual([]);
      }),
      fuzzRuns(200, 29),
    );
    expect(checked).toBeGreaterThanOrEqual(200);
  }, FUZZ_TIMEOUT * 3);
});
