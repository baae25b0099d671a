/**
 * How varied MGX3's pictures are: a list of titles in each style, the compositions used and the
 * distance between every pair of pictures — reduced to 16×9 grey pixels (mean absolute difference,
 * 0–255), and in colour at 32×18 (mean |ΔRGB| over the three channels): its mean and its 10th
 * percentile (the closest pairs: two pictures that look like one template).
 * Issue targets: 16×9 grey ≥ 55, colour mean ≥ 70 and 10th percentile ≥ 45, on fifty titles nobody
 * tuned on: `unseen`, `unseen2`… the sets of tests/data/unseen-sets.ts, each written before a round
 * of tuning and measured once before it was read.
 *
 *   npx tsx scripts/variety.ts [--titles variety|tuning|unseen|unseen2|…] [--style mini] [--count 50] [--seed 1000] [--closest 8 [--out DIR]]
 *
 * `--closest N` writes, per style, the N closest pairs in colour side by side into DIR/closest-<style>.png
 * (default DIR /tmp/variety-closest), with their titles printed: what still reads as one template;
 * `--sheet` writes every picture of each style in one grid (DIR/style-<style>.png), to see the feed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { STYLE_IDS } from '../shared/engine/model/design';
import { VARIETY_TITLES } from '../tests/data/variety-titles';
import { creatorTitles } from '../tests/data/creator-titles';
import { UNSEEN_SETS } from '../tests/data/unseen-sets';
import { moreTitles } from '../tests/data/creator-titles-more';
import { thirdTitles } from '../tests/data/creator-titles-third';
import { fourthTitles } from '../tests/data/creator-titles-fourth';
import { drawDesign, madeDesign } from './lib/mgx3-local';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
// `tuning`: fifty titles spread over the tuning lists (every topic), to tune on before measuring the unseen ones.
const tuning = [...creatorTitles, ...moreTitles, ...thirdTitles, ...fourthTitles].filter((_, i) => i % 6 === 0).map((t) => t.title);
const which = arg('titles', 'variety');
const lists: Record<string, readonly string[]> = {
  ...Object.fromEntries(UNSEEN_SETS.map((set) => [set.id, set.titles.map((t) => t.title)])),
  tuning,
};
const list = lists[which] ?? [...VARIETY_TITLES];
const count = Number(arg('count', String(list.length)));
const seed = Number(arg('seed', '1000'));
const titles = list.slice(0, count);

export interface Variety {
  compositions: Map<string, number>;
  /** The pictures' grounds (the background's first colour), with how many times each was used. */
  grounds: Map<string, number>;
  /** Colour pairs, the closest first: indices into the titles, and their distance. */
  pairs: Array<{ a: number; b: number; d: number }>;
  /** The pictures at 320×180, for the closest pairs' sheet. */
  thumbs: Array<{ rgba: Buffer; width: number; height: number }>;
  /** Mean pair distance at 16×9 grey. */
  distance: number;
  /** Mean pair distance in colour at 32×18, and its 10th percentile. */
  colour: number;
  colourP10: number;
}

function pairDistances(pictures: Buffer[]): Array<{ a: number; b: number; d: number }> {
  const out: Array<{ a: number; b: number; d: number }> = [];
  for (let a = 0; a < pictures.length; a++) {
    for (let b = a + 1; b < pictures.length; b++) {
      let d = 0;
      const pa = pictures[a]!;
      const pb = pictures[b]!;
      for (let k = 0; k < pa.length; k++) d += Math.abs(pa[k]! - pb[k]!);
      out.push({ a, b, d: d / pa.length });
    }
  }
  return out;
}

export async function variety(style: (typeof STYLE_IDS)[number], from: readonly string[] = titles): Promise<Variety> {
  const greys: Buffer[] = [];
  const colours: Buffer[] = [];
  const compositions = new Map<string, number>();
  const grounds = new Map<string, number>();
  const thumbs: Variety['thumbs'] = [];
  for (const [i, title] of from.entries()) {
    const d = await madeDesign(title, style, seed + i);
    const id = `${d.composition?.id ?? '?'}${d.composition?.side === 'left' ? '←' : ''}`;
    compositions.set(id, (compositions.get(id) ?? 0) + 1);
    const ground = d.background.colors[0] ?? '?';
    grounds.set(ground, (grounds.get(ground) ?? 0) + 1);
    const r = await drawDesign(d, 0.25);
    if (closest > 0 || sheet) thumbs.push(r);
    const picture = sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha();
    greys.push(await picture.clone().greyscale().resize(16, 9, { fit: 'fill' }).raw().toBuffer());
    colours.push(await picture.clone().resize(32, 18, { fit: 'fill' }).raw().toBuffer());
  }
  const grey = pairDistances(greys).map((p) => p.d);
  const pairs = pairDistances(colours).sort((a, b) => a.d - b.d);
  const colour = pairs.map((p) => p.d);
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  return { compositions, grounds, pairs, thumbs, distance: mean(grey), colour: mean(colour), colourP10: colour[Math.floor(colour.length * 0.1)] ?? 0 };
}

const closest = Number(arg('closest', '0'));
const sheet = process.argv.includes('--sheet');

/** Every picture of a style in a grid of 8 columns at 160×90, as a feed shows them. */
async function styleSheet(style: string, v: Variety, out: string): Promise<void> {
  const cols = 8;
  const w = 160;
  const h = 90;
  const gap = 4;
  const layers = await Promise.all(
    v.thumbs.map(async (t, i) => ({
      input: await sharp(t.rgba, { raw: { width: t.width, height: t.height, channels: 4 } }).resize(w, h).png().toBuffer(),
      left: (i % cols) * (w + gap),
      top: Math.floor(i / cols) * (h + gap),
    })),
  );
  const file = path.join(out, `style-${style}.png`);
  await sharp({ create: { width: cols * (w + gap), height: Math.ceil(v.thumbs.length / cols) * (h + gap), channels: 4, background: '#202020' } }).composite(layers).png().toFile(file);
  console.log(`  ${file}`);
}

/** The N closest pairs side by side, one pair a row, the distance in the gap. */
async function closestSheet(style: string, v: Variety, out: string): Promise<void> {
  const shown = v.pairs.slice(0, closest);
  const { width: w, height: h } = v.thumbs[0]!;
  const gap = 8;
  const layers = shown.flatMap((p, row) => [
    { input: v.thumbs[p.a]!.rgba, raw: { width: w, height: h, channels: 4 as const }, left: 0, top: row * (h + gap) },
    { input: v.thumbs[p.b]!.rgba, raw: { width: w, height: h, channels: 4 as const }, left: w + gap, top: row * (h + gap) },
  ]);
  const file = path.join(out, `closest-${style}.png`);
  await sharp({ create: { width: 2 * w + gap, height: shown.length * (h + gap), channels: 4, background: '#202020' } }).composite(layers).png().toFile(file);
  console.log(`  ${file}`);
  for (const p of shown) console.log(`  ${p.d.toFixed(1)}  « ${titles[p.a]} » · « ${titles[p.b]} »`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${titles.length} titres (${arg('titles', 'variety')}), graine ${seed}`);
  const only = arg('style', '');
  for (const style of STYLE_IDS.filter((id) => !only || id === only)) {
    const v = await variety(style);
    console.log(`${style.padEnd(7)} ${v.compositions.size} compositions (${[...v.compositions].map(([k, n]) => `${k} ${n}`).join(', ')}) · gris 16×9 ${v.distance.toFixed(1)} · couleur 32×18 ${v.colour.toFixed(1)} (10e centile ${v.colourP10.toFixed(1)})`);
    console.log(`        fonds : ${[...v.grounds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}`);
    const out = path.resolve(arg('out', '/tmp/variety-closest'));
    if (closest > 0 || sheet) mkdirSync(out, { recursive: true });
    if (closest > 0) await closestSheet(style, v, out);
    if (sheet) await styleSheet(style, v, out);
  }
}
