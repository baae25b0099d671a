/**
 * The headline read back (tests/support/headline-ocr.ts) on the thirty titles of
 * tests/data/ocr-titles.ts in the six styles, as the product makes them (the export job's
 * 1280×720 JPEG) and the same designs without their subjects and decorations. Prints the mean
 * score and the share of accented letters recovered per style and overall for both, the worst ten
 * pictures and the ten that lose most to their subjects and decorations, with what was read, and
 * the time per Tesseract process; draws each ten on a sheet in .data/ocr/ for a person to look at.
 *
 * Run: npx tsx bench/ocr.ts (or `npm run bench -- ocr`)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import { STYLE_IDS, type Design, type StyleId } from '../shared/engine/model/design';
import { OCR_TITLES } from '../tests/data/ocr-titles';
import {
  OCR_SAMPLE,
  OCR_SAMPLE_FLOOR,
  OCR_SEED,
  overTheWords,
  readHeadline,
  withoutSubjectsOrDecorations,
  type HeadlineReading,
} from '../tests/support/headline-ocr';
import { designFor, madeDesign, productJpeg } from '../scripts/lib/mgx3-local';

/** As the product makes them (after the layout pass); OCR_BEFORE_PASS=1 reads them as laid out before it. */
const made = async (title: string, style: (typeof STYLE_IDS)[number], seed: number): Promise<Design> => (process.env.OCR_BEFORE_PASS ? designFor(title, style, seed) : madeDesign(title, style, seed));

export type Variant = 'product' | 'bare';
const VARIANT_WORDS: Record<Variant, string> = { product: 'tel que le produit les fait', bare: 'sans sujets ni décorations' };

export interface OcrCell {
  title: string;
  style: StyleId;
  variant: Variant;
  jpeg: Buffer;
  reading: HeadlineReading;
}

export interface OcrBench {
  cells: OcrCell[];
  calls: number;
  ocrMs: number;
  wallMs: number;
  parallel: number;
  /** The test's six pictures as made, and with every pictogram, circle and arrow drawn over the words. */
  sample: { asMade: number; overTheWords: number };
}

/** Every title × style × variant, two pictures read at a time (one Tesseract process each, one thread). */
export async function benchOcr(titles: readonly string[] = OCR_TITLES, parallel = Math.min(2, availableParallelism())): Promise<OcrBench> {
  const jobs: Array<() => Promise<OcrCell>> = [];
  for (const [i, title] of titles.entries()) {
    for (const style of STYLE_IDS) {
      const design = await made(title, style, OCR_SEED + i);
      for (const [variant, d] of [
        ['product', design],
        ['bare', withoutSubjectsOrDecorations(design)],
      ] as const) {
        jobs.push(async () => {
          const jpeg = await productJpeg(d);
          return { title, style, variant, jpeg, reading: await readHeadline(jpeg, d) };
        });
      }
    }
  }
  const cells: OcrCell[] = [];
  const start = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < jobs.length) {
        const job = jobs[next++];
        if (job) cells.push(await job());
      }
    }),
  );
  const wallMs = performance.now() - start;
  const sampleMean = async (change: (d: Design) => Design) => {
    let sum = 0;
    for (const c of OCR_SAMPLE) {
      const d = change(await made(titles[c.index] ?? '', c.style, OCR_SEED + c.index));
      sum += (await readHeadline(await productJpeg(d), d)).best.score;
    }
    return sum / OCR_SAMPLE.length;
  };
  const sample = { asMade: await sampleMean((d) => d), overTheWords: await sampleMean(overTheWords) };
  return { cells, calls: cells.reduce((n, c) => n + c.reading.calls, 0), ocrMs: cells.reduce((n, c) => n + c.reading.ocrMs, 0), wallMs, parallel, sample };
}

/** Mean score, and accented letters recovered over all the accented letters of the headlines. */
export function summarise(cells: readonly OcrCell[]): { score: number; accents: number; accentsAnyReading: number; words: number; n: number } {
  const n = cells.length;
  const score = cells.reduce((s, c) => s + c.reading.best.score, 0) / (n || 1);
  const words = cells.reduce((s, c) => s + c.reading.best.words, 0) / (n || 1);
  const total = cells.reduce((s, c) => s + c.reading.best.accentCount, 0);
  const share = (of: (c: OcrCell) => number) => (total ? cells.reduce((s, c) => s + of(c) * c.reading.best.accentCount, 0) / total : 1);
  return { score, accents: share((c) => c.reading.best.accents), accentsAnyReading: share((c) => c.reading.accents), words, n };
}

const f3 = (v: number) => v.toFixed(3).replace('.', ',');

export async function printOcr(r: OcrBench, outDir = path.resolve('.data/ocr')): Promise<void> {
  const pick = (variant: Variant, style?: StyleId) => r.cells.filter((c) => c.variant === variant && (!style || c.style === style));
  console.log(
    `Le titre relu par Tesseract (fra, 4 prétraitements × --psm 6 et 11, la meilleure lecture) : ${r.cells.length / 2} miniatures 1280×720, chacune aussi sans sujets ni décorations`,
  );
  console.log(
    'score = 1 − Levenshtein ÷ longueur du titre composé · accents = lettres accentuées retrouvées à leur place dans la lecture au meilleur score (objectif ≥ 0,98 sur les deux, et pas plus de 0,01 sous la version sans sujets ni décorations)',
  );
  console.log(
    'mots = part des mots du titre lus exactement ; « sans » = les mêmes dessins sans sujets ni décorations ; écart = score tel que fait − score sans',
  );
  console.log(
    `${'style'.padEnd(8)} ${'score'.padStart(7)} ${'accents'.padStart(8)} ${'mots'.padStart(6)} │ ${'sans'.padStart(7)} ${'accents'.padStart(8)} ${'mots'.padStart(6)} │ écart`,
  );
  for (const style of [...STYLE_IDS, undefined]) {
    const p = summarise(pick('product', style));
    const b = summarise(pick('bare', style));
    console.log(
      `${(style ?? 'tous').padEnd(8)} ${f3(p.score).padStart(7)} ${f3(p.accents).padStart(8)} ${f3(p.words).padStart(6)} │ ${f3(b.score).padStart(7)} ${f3(b.accents).padStart(8)} ${f3(b.words).padStart(6)} │ ${f3(p.score - b.score)}`,
    );
  }
  const [pa, ba] = [summarise(pick('product')), summarise(pick('bare'))];
  console.log(
    `accents retrouvés dans l’une quelconque des huit lectures (et non dans celle au meilleur score) : ${f3(pa.accentsAnyReading)} tels que faits, ${f3(ba.accentsAnyReading)} sans sujets ni décorations`,
  );
  console.log(
    `Les six du test (npm test, plancher ${f3(OCR_SAMPLE_FLOOR.score)}) : ${f3(r.sample.asMade)} tels que faits, ${f3(r.sample.overTheWords)} avec pictogrammes, cercles et flèches dessinés sur les mots`,
  );
  const perCall = r.ocrMs / (r.calls || 1);
  console.log(
    `Tesseract : ${r.calls} processus (4 images chacun ; le second mode est sauté après une lecture parfaite), ${perCall.toFixed(0)} ms par processus, ${(perCall / 4).toFixed(0)} ms par image lue ; ${(r.wallMs / 1000).toFixed(0)} s en tout, ${r.parallel} à la fois ; charge ${loadavg()[0]?.toFixed(2)}`,
  );

  const bare = new Map(pick('bare').map((c) => [`${c.title}|${c.style}`, c]));
  const bareOf = (c: OcrCell) => bare.get(`${c.title}|${c.style}`);
  const gap = (c: OcrCell) => c.reading.best.score - (bareOf(c)?.reading.best.score ?? c.reading.best.score);
  mkdirSync(outDir, { recursive: true });
  // The worst pictures, then those where subjects and decorations cost the most (what the layout pass owes).
  const lists = [
    { name: 'pires', words: 'Les 10 pires', cells: [...pick('product')].sort((a, b) => a.reading.best.score - b.reading.best.score).slice(0, 10) },
    {
      name: 'ecarts',
      words: 'Les 10 plus grands écarts à la version sans sujets ni décorations',
      cells: [...pick('product')].sort((a, b) => gap(a) - gap(b)).slice(0, 10),
    },
  ];
  for (const list of lists) {
    console.log(`\n${list.words} (${VARIANT_WORDS.product}) :`);
    for (const c of list.cells) {
      console.log(
        `  ${f3(c.reading.best.score)} (sans : ${f3(bareOf(c)?.reading.best.score ?? NaN)}) ${c.style.padEnd(6)} « ${c.reading.expected} »\n        lu « ${c.reading.best.read} » [${c.reading.best.preprocessing}, --psm ${c.reading.best.psm}]`,
      );
    }
    const file = path.join(outDir, `${list.name}.png`);
    writeFileSync(file, await worstSheet(list.cells.flatMap((c) => [c, bareOf(c)].filter((x): x is OcrCell => x !== undefined))));
    console.log(`Planche (à gauche tel que fait, à droite sans sujets ni décorations) : ${file}`);
  }
}

/** Two cells a row (as made, then bare), each 640×360 with the score and what was read under it. */
async function worstSheet(cells: readonly OcrCell[]): Promise<Buffer> {
  const W = 640;
  const H = 360;
  const label = 44;
  const rows = Math.ceil(cells.length / 2);
  const sheet = createCanvas(2 * (W + 4), rows * (H + label + 4));
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#202020';
  ctx.fillRect(0, 0, sheet.width, sheet.height);
  for (const [k, c] of cells.entries()) {
    const x = (k % 2) * (W + 4);
    const y = Math.floor(k / 2) * (H + label + 4);
    ctx.drawImage(await loadImage(c.jpeg), x, y, W, H);
    ctx.fillStyle = c.reading.best.score < 0.98 ? '#FF6B6B' : '#DDDDDD';
    ctx.font = '14px "Inter"';
    ctx.fillText(
      `${c.style} · ${c.variant === 'bare' ? 'sans sujets ni décorations' : 'tel que fait'} · ${f3(c.reading.best.score)} · accents ${f3(c.reading.best.accents)}`,
      x + 4,
      y + H + 16,
    );
    ctx.fillStyle = '#DDDDDD';
    ctx.fillText(`lu : ${c.reading.best.read}`.slice(0, 90), x + 4, y + H + 34);
  }
  return sheet.toBuffer('image/png');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await printOcr(await benchOcr());
