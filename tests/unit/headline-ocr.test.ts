import { describe, expect, it } from 'vitest';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { madeDesign, productJpeg } from '../../scripts/lib/mgx3-local';
import { OCR_TITLES } from '../data/ocr-titles';
import { OCR_SAMPLE, OCR_SAMPLE_FLOOR, OCR_SEED, accentsRecovered, readHeadline, scoreReading, type HeadlineReading } from '../support/headline-ocr';

const CELLS = OCR_SAMPLE.map((c) => ({ ...c, title: OCR_TITLES[c.index] ?? '' }));
const designOf = (c: (typeof CELLS)[number]) => madeDesign(c.title, c.style, OCR_SEED + c.index);

async function read(design: Design): Promise<HeadlineReading> {
  return readHeadline(await productJpeg(design), design);
}

describe('the headline read back as written', { timeout: 30_000 }, () => {
  it('reads the six styles’ headlines back close to the letter, accents included', async () => {
    const readings = await Promise.all(CELLS.map(async (c) => read(await designOf(c))));
    const mean = readings.reduce((s, r) => s + r.best.score, 0) / readings.length;
    const accented = readings.reduce((s, r) => s + r.best.accentCount, 0);
    const recovered = readings.reduce((s, r) => s + r.best.accents * r.best.accentCount, 0);
    expect(accented).toBeGreaterThan(5);
    const seen = readings.map((r) => `${r.best.score.toFixed(3)} « ${r.best.read} »`).join('\n');
    expect(mean, seen).toBeGreaterThanOrEqual(OCR_SAMPLE_FLOOR.score);
    expect(recovered / accented, seen).toBeGreaterThanOrEqual(OCR_SAMPLE_FLOOR.accents);
  });

  it('gives a low score to a picture whose headline is not the one written (the yardstick can fail)', async () => {
    const design = await designOf(CELLS[0]!);
    const h = headlineOf(design)!;
    // The same letters, each line written backwards: as legible, and not the title.
    const garbled: Design = {
      ...design,
      layers: design.layers.map((l) => (l === h ? { ...h, lines: h.lines.map((line) => Array.from(line).reverse().join('')) } : l)),
    };
    const reading = await readHeadline(await productJpeg(garbled), design);
    expect(reading.best.score).toBeLessThan(0.5);
  });

  it('counts letters read in place of the headline’s, and its accents only where they were written', () => {
    expect(scoreReading('LE PRIX', 'LE PRIX').score).toBe(1);
    // A pictogram read as « @ » before the words: two characters (« @ » and a space) of seven.
    expect(scoreReading('@ LE PRIX', 'LE PRIX').score).toBeCloseTo(1 - 2 / 7);
    // Two words run together: one character off, half the words.
    expect(scoreReading('LEPRIX', 'LE PRIX')).toMatchObject({ score: 1 - 1 / 7, words: 0 });
    // The giant figure and a tag are words the picture writes on purpose, neither needed nor noise.
    expect(scoreReading('7 ASTUCES ACTU', 'ASTUCES', ['7', 'ACTU']).score).toBe(1);
    expect(scoreReading('ASTUCES', 'ASTUCES', ['7']).score).toBe(1);
    expect(scoreReading('CETTE ANNÉE ?\n?', 'CETTE ANNÉE\u202f?', ['?']).score).toBe(1);
    // Line breaks, narrow spaces and curly apostrophes are typography, not letters.
    expect(scoreReading("J'AI TESTÉ\nÇA?", 'J’AI TESTÉ ÇA\u202f?').score).toBe(1);
    expect(accentsRecovered('ELEVE', 'ÉLÈVE')).toEqual({ total: 2, recovered: 0 });
    expect(accentsRecovered('ÉLEVÈ', 'ÉLÈVE')).toEqual({ total: 2, recovered: 1 });
  });
});
