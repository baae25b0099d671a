import { describe, expect, it } from 'vitest';
import { headlineOf, type Design } from '../../shared/engine/model/design';
import { madeDesign, productJpeg } from '../../scripts/lib/mgx3-local';
import { OCR_TITLES } from '../data/ocr-titles';
import { OCR_SAMPLE, OCR_SAMPLE_FLOOR, OCR_SEED, accentsRecovered, headlineZone, readHeadline, scoreReading, textNear, wordsOfTsv, type HeadlineReading } from '../support/headline-ocr';

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

  it('counts what is read next to the headline’s letters, and not a picture read as letters across the frame', async () => {
    const design = await designOf(CELLS[0]!);
    const h = headlineOf(design)!;
    const zone = headlineZone(design)!;
    // The zone holds the letters and half a capital around them, no more.
    expect(zone.x).toBeLessThanOrEqual(h.box.x);
    expect(zone.w).toBeLessThan(1280);
    const row = (page: number, line: number, word: number, x: number, y: number, text: string) => `5\t${page}\t1\t1\t${line}\t${word}\t${x}\t${y}\t40\t30\t90\t${text}`;
    const inside = { x: Math.round(zone.x + zone.w / 2), y: Math.round(zone.y + zone.h / 2) };
    const tsv = [
      'level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext',
      row(1, 1, 1, inside.x, inside.y, 'LE'),
      row(1, 1, 2, inside.x + 10, inside.y, 'PRIX'),
      // Half a capital past the letters: still next to them.
      row(1, 1, 3, Math.round(zone.x + zone.w - 30), inside.y, '@'),
      row(1, 2, 1, 1270, 700, 'AOAN'),
      row(2, 1, 1, inside.x, inside.y, 'DEUX'),
    ].join('\n');
    const pages = wordsOfTsv(tsv, 2);
    expect(textNear(pages[0]!, zone)).toBe('LE PRIX @');
    expect(textNear(pages[0]!, null)).toBe('LE PRIX @\nAOAN');
    expect(textNear(pages[1]!, zone)).toBe('DEUX');
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
    expect(scoreReading('100000 F CFA', '100\u202f000 F CFA').score).toBe(1);
    // Only the groups of one number are glued: « 3 000 » is not « 3000 0 ».
    expect(scoreReading('EN 3 MOIS', 'EN 3 MOIS').score).toBe(1);
    expect(scoreReading('1 2000', '12 000').score).toBeLessThan(1);
    expect(accentsRecovered('ELEVE', 'ÉLÈVE')).toEqual({ total: 2, recovered: 0 });
    expect(accentsRecovered('ÉLEVÈ', 'ÉLÈVE')).toEqual({ total: 2, recovered: 1 });
  });
});
