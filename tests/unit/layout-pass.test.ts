import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { serverSurface } from '../../server/engine/canvas';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { matchSubjects } from '../../server/pictograms/matcher';
import { readInstruction } from '../../server/reader/instruction/instruction';
import { planComposition } from '../../server/studio/compose-plan';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { collisions, type Collision } from '../../shared/engine/layout/collisions';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { makeWay, placedBy } from '../../shared/engine/layout/make-way';
import { restyleDesign } from '../../shared/engine/layout/restyle';
import { COMPOSITION_IDS } from '../../shared/engine/model/composition-ids';
import type { Design } from '../../shared/engine/model/design';
import { applyOperations, type Operation } from '../../shared/engine/model/operations';
import { STYLE_IDS } from '../../shared/engine/model/style-ids';
import { creatorTitles } from '../data/creator-titles';
import { FUZZ_TIMEOUT, fuzzRuns } from '../fixtures/fuzz-runs';

/**
 * The layout pass holds the ink rules (shared/engine/layout/collisions.ts, checked on every layer's
 * pixels at 1280×720) after a generation and after each kind of edit: a French instruction, a change
 * of style, the 9:16 and 1:1 versions, and edits by hand, where only what the hand placed may still
 * overlap (it keeps its place; the editor shows the overlap). Random titles, styles, compositions
 * and edit sequences, from a fixed seed; `npm run bench -- mise-en-page` runs many more.
 */
const m = serverMeasurer();
const subjectIcon = (words: string) => matchSubjects(words, { limit: 1 })[0]?.icon ?? null;

const INSTRUCTIONS = [
  'titre plus grand',
  'mets le titre en très grand',
  'le sujet à gauche et le titre à droite',
  'ajoute une flèche vers le sujet',
  'ajoute une étiquette "EXCLU"',
  'entoure le sujet',
  'sujet plus grand',
  'mets le logo en haut à gauche',
  'ajoute un badge',
  'titre en haut',
  'écris "NOUVEAU" en rouge',
  'souligne le titre',
];

type Edit = { kind: 'instruction'; text: string } | { kind: 'style'; style: (typeof STYLE_IDS)[number] } | { kind: 'hand'; move: { dx: number; dy: number }; grow: number } | { kind: 'frame'; format: 'story' | 'square' };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  { arbitrary: fc.constantFrom(...INSTRUCTIONS).map((text) => ({ kind: 'instruction' as const, text })), weight: 4 },
  { arbitrary: fc.constantFrom(...STYLE_IDS).map((style) => ({ kind: 'style' as const, style })), weight: 2 },
  { arbitrary: fc.record({ move: fc.record({ dx: fc.integer({ min: -500, max: 500 }), dy: fc.integer({ min: -300, max: 300 }) }), grow: fc.constantFrom(1, 1.3, 1.6) }).map((h) => ({ kind: 'hand' as const, ...h })), weight: 2 },
);

const titleArb = fc.oneof(
  fc.constantFrom(...creatorTitles.map((t) => t.title)),
  fc.array(fc.constantFrom('TOP 5', 'Dakar', 'mon', 'business', 'qui', 'gagne', '?', '100 000 F', 'la', 'recette', 'iPhone', 'vs', 'Samsung', 'avant', 'après', 'école', 'Tabaski', 'mouton', '!'), { minLength: 2, maxLength: 9 }).map((w) => w.join(' ')),
);

const caseArb = fc.record({
  title: titleArb,
  style: fc.constantFrom(...STYLE_IDS),
  composition: fc.constantFrom(...COMPOSITION_IDS),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
  edits: fc.array(edit, { maxLength: 3 }),
  frame: fc.option(fc.constantFrom('story' as const, 'square' as const), { freq: 3 }),
});

async function settle(design: Design, pinned: readonly string[] = []): Promise<Design> {
  return makeWay(design, { createSurface: serverSurface, images: await pictoImages(design, pictogramSvg) }, { pinned }).design;
}

async function broken(design: Design): Promise<Collision[]> {
  return collisions(design, { createSurface: serverSurface, images: await pictoImages(design, pictogramSvg) }, 1);
}

describe('the layout pass', () => {
  it('leaves no collision after generation, instruction, restyle and adaptation, and by hand only where the hand placed', async () => {
    let checked = 0;
    await fc.assert(
      fc.asyncProperty(caseArb, async (c) => {
        const plan = planComposition({ title: c.title, prompt: '' });
        let design = await settle(layoutDesign(m, { title: plan.headline, prompt: '', style: c.style, seed: c.seed, subjects: plan.subjects, hints: { ...plan.hints, composition: c.composition }, reaction: plan.reaction, tag: plan.tag }));
        let pinned: string[] = [];
        const host = { measurer: m, restyle: (d: Design, style: (typeof STYLE_IDS)[number]) => restyleDesign(m, d, style, '') };
        for (const e of [...c.edits, ...(c.frame ? [{ kind: 'frame' as const, format: c.frame }] : [])]) {
          if (e.kind === 'frame') {
            design = await settle(adaptDesign(m, design, e.format, ''));
            pinned = [];
            continue;
          }
          const ops: Operation[] =
            e.kind === 'instruction'
              ? readInstruction(e.text, design, { subjectIcon }).ops
              : e.kind === 'style'
                ? [{ op: 'style', style: e.style }]
                : [{ op: 'move', layer: design.layers.find((l) => ('role' in l && l.role === 'subject') || l.type === 'picto')?.id ?? 'titre', dx: e.move.dx, dy: e.move.dy }, { op: 'scale', layer: 'titre', factor: e.grow }];
          const applied = applyOperations(host, design, ops);
          const byHand = e.kind === 'hand' ? placedBy(ops, design, applied.design) : [];
          design = await settle(applied.design, placedBy(ops, design, applied.design));
          pinned = byHand;
        }
        const left = (await broken(design)).filter((x) => !pinned.some((id) => x.a.startsWith(id) || x.b.startsWith(id)));
        checked++;
        expect(left, `${c.title} · ${design.style} · ${design.composition?.id} · ${JSON.stringify(c.edits)} · ${c.frame}`).toEqual([]);
      }),
      fuzzRuns(200, 29),
    );
    expect(checked).toBeGreaterThanOrEqual(200);
  }, FUZZ_TIMEOUT * 3);
});
