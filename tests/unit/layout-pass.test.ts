import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FUZZ_TIMEOUT, fuzzRuns } from '../fixtures/fuzz-runs';
import { broken, brokenAfter, layoutCaseArb, settle, subjectIcon } from '../fixtures/layout-cases';
import { serverMeasurer } from '../../server/engine/index';
import { readInstruction } from '../../server/reader/instruction/instruction';
import { planComposition } from '../../server/studio/compose-plan';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { placedBy } from '../../shared/engine/layout/make-way';
import { headlineOf } from '../../shared/engine/model/design';
import { applyOperations, layerBounds } from '../../shared/engine/model/operations';

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

  it('moves « le mouton à gauche et le titre à droite » each with what it stands on, and clear of each other', async () => {
    const m = serverMeasurer();
    const title = 'Tabaski : le prix du mouton explose';
    const plan = planComposition({ title, prompt: '' });
    // Full-bleed in Minimaliste: the title lies on a strap, the sheep on a disc.
    const before = await settle(layoutDesign(m, { title: plan.headline, prompt: '', style: 'mini', seed: 7, subjects: plan.subjects, hints: { ...plan.hints, composition: 'full-bleed' } }));
    const ops = readInstruction('le mouton à gauche et le titre à droite', before, { subjectIcon }).ops;
    expect(ops.map((o) => o.op)).toEqual(['place', 'place']);
    const applied = applyOperations({ measurer: m }, before, ops).design;
    const after = await settle(applied, placedBy(ops, before, applied), undefined, 'instruction');
    const box = (id: string) => layerBounds(after, after.layers.find((l) => l.id === id)!);
    const centre = (b: { x: number; y: number; w: number; h: number }) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
    // The words still lie on their strap, the sheep still stands on its disc.
    const words = headlineOf(after)!.box;
    const strap = box('bandeau-titre');
    expect(words.x >= strap.x && words.x + words.w <= strap.x + strap.w + 40 && words.y >= strap.y - 4 && words.y + words.h <= strap.y + strap.h + 4).toBe(true);
    expect(Math.hypot(centre(box('disque')).x - centre(box('sujet')).x, centre(box('disque')).y - centre(box('sujet')).y)).toBeLessThan(box('sujet').w * 0.35);
    // The sheep on the left, the title on the right, and nothing on anything.
    expect(centre(box('sujet')).x).toBeLessThan(after.width / 2);
    expect(centre(words).x).toBeGreaterThan(centre(headlineOf(before)!.box).x);
    expect(await broken(after)).toEqual([]);
  });
});
