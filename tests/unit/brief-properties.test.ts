import fc from 'fast-check';
import sharp from 'sharp';
import { FUZZ_TIMEOUT, fuzzRuns } from '../fixtures/fuzz-runs';
import { describe, expect, it } from 'vitest';
import { renderHdFiles, serverMeasurer } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramExists, pictogramSvg } from '../../server/pictograms/library';
import { planComposition, readBriefFor } from '../../server/studio/compose-plan';
import type { BriefReading } from '../../server/reader/brief/brief';
import { headlineFromBrief } from '../../server/reader/brief/brief-headline';
import { Design } from '../../shared/engine/model/design';
import { cornerViolations } from '../../shared/engine/model/edit';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { STYLE_IDS } from '../../shared/engine/model/style-ids';
import { GenerateInput, SKIN_TONES } from '../../shared/schemas/studio';
import { briefArb, longBriefArb, titleArb } from '../fixtures/brief-arb';

/**
 * Issue 17: no brief crashes the reader, and no title and brief the studio accepts crash the
 * generation. The reader runs as the server runs it (with the pictogram matcher, readBriefFor) on
 * briefs of its own vocabulary mixed with anything (other scripts, emoji, controls, SQL, HTML, 10 000
 * characters); then the worker's own path, plan then layout, gives a valid design, a few drawn.
 * tests/unit/brief-reader.test.ts checks what the reader understands; this only that it holds.
 */
const m = serverMeasurer();
const HEX = /^#[0-9A-F]{6}$/;
const CHIPS = new Set(['fond', 'titre', 'accent', 'ambiance', 'sujet', 'texte', 'mise-en-page', 'personne', 'style']);
const MOODS = new Set(['surprise', 'serieux', 'festif', 'choc', 'calme', 'mystere', null]);

/** A reading the studio can show and the generation can use. */
function expectUsable(brief: string, r: BriefReading): void {
  for (const hex of [...(r.background ?? []), r.textColor, r.accent]) if (hex !== null) expect(hex).toMatch(HEX);
  expect(r.background === null || (r.background.length >= 1 && r.background.length <= 3)).toBe(true);
  expect(MOODS.has(r.mood)).toBe(true);
  expect(r.style === null || (STYLE_IDS as readonly string[]).includes(r.style)).toBe(true);
  for (const chip of r.understood) {
    expect(CHIPS.has(chip.kind)).toBe(true);
    expect(chip.label).toMatch(/\p{L}|\p{N}/u);
  }
  for (const s of r.subjects) if (s.icon !== null) expect(pictogramExists(s.icon), s.icon).toBe(true);
  for (const q of r.quoted) expect(typeof q).toBe('string');
  for (const w of r.ignored) expect(w.trim().length).toBeGreaterThan(0);
  // The headline the studio writes when the title is empty: five words at most.
  const headline = headlineFromBrief(brief, r);
  expect(headline.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w)).length).toBeLessThanOrEqual(5);
}

describe('the brief reader', { timeout: FUZZ_TIMEOUT }, () => {
  it('reads any brief without throwing, the same way twice, into colours, chips and subjects the studio can use', () => {
    fc.assert(
      fc.property(briefArb(), fc.constantFrom(...SKIN_TONES), (brief, tone) => {
        const r = readBriefFor(brief, tone);
        expectUsable(brief, r);
        expect(readBriefFor(brief, tone)).toEqual(r);
      }),
      fuzzRuns(200, 1730),
    );
  });

  it('reads 10 000 characters of anything', () => {
    fc.assert(
      fc.property(longBriefArb, (brief) => {
        expectUsable(brief, readBriefFor(brief));
      }),
      fuzzRuns(15, 1731),
    );
  });
});

/** What the worker lays out for a generation (render-thumbnail.ts with the local engine, no brand, no upload). */
function generated(input: GenerateInput, seed: number): Design {
  const plan = planComposition({ title: input.title, prompt: input.prompt, skinTone: input.skinTone });
  return layoutDesign(m, { title: plan.headline, prompt: input.prompt, style: input.style, seed, subjects: plan.subjects, hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
}

describe('a generation from any title and brief the studio accepts', { timeout: FUZZ_TIMEOUT }, () => {
  const accepted = fc
    .record({ title: titleArb, prompt: briefArb(), style: fc.constantFrom(...STYLE_IDS), skinTone: fc.constantFrom(...SKIN_TONES), seed: fc.integer({ min: 0, max: 0xffffffff }) })
    .map(({ seed, ...raw }) => ({ parsed: GenerateInput.safeParse(raw), seed }))
    .filter(({ parsed }) => parsed.success)
    .map(({ parsed, seed }) => ({ input: parsed.data!, seed }));

  it('is laid out as a valid design with nothing in the duration corner', () => {
    fc.assert(
      fc.property(accepted, ({ input, seed }) => {
        const design = generated(input, seed);
        expect(Design.safeParse(design).success).toBe(true);
        expect(cornerViolations(design)).toEqual([]);
        expect(design.layers.some((l) => l.type === 'text' && l.role === 'headline')).toBe(true);
      }),
      fuzzRuns(60, 1732),
    );
  });

  it('is drawn to a 1280×720 JPEG', async () => {
    await fc.assert(
      fc.asyncProperty(accepted, async ({ input, seed }) => {
        const design = generated(input, seed);
        const { jpeg } = await renderHdFiles(design, await pictoImages(design, pictogramSvg));
        const meta = await sharp(jpeg).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
      }),
      fuzzRuns(4, 1733),
    );
  });
});
