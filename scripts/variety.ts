/**
 * How varied MGX3's pictures are: a list of titles in each style, the compositions used and the
 * distance between every pair of pictures — reduced to 16×9 grey pixels (mean absolute difference,
 * 0–255), and in colour at 32×18 (mean |ΔRGB| over the three channels): its mean and its 10th
 * percentile (the closest pairs: two pictures that look like one template).
 * Issue targets: 16×9 grey ≥ 55, colour mean ≥ 70 and 10th percentile ≥ 45, on the fifty unseen titles
 * (`unseen`; `unseen2` is the second set of fifty, kept untouched after the first was measured).
 *
 *   npx tsx scripts/variety.ts [--titles variety|tuning|unseen|unseen2] [--count 50] [--seed 1000]
 */
import sharp from 'sharp';
import { STYLE_IDS } from '../shared/engine/model/design';
import { VARIETY_TITLES } from '../tests/data/variety-titles';
import { unseenTitles } from '../tests/data/creator-titles-unseen';
import { unseenTitles2 } from '../tests/data/creator-titles-unseen-2';
import { creatorTitles } from '../tests/data/creator-titles';
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
  unseen: unseenTitles.map((t) => t.title),
  unseen2: unseenTitles2.map((t) => t.title),
  tuning,
};
const list = lists[which] ?? [...VARIETY_TITLES];
const count = Number(arg('count', String(list.length)));
const seed = Number(arg('seed', '1000'));
const titles = list.slice(0, count);

export interface Variety {
  compositions: Map<string, number>;
  /** Mean pair distance at 16×9 grey. */
  distance: number;
  /** Mean pair distance in colour at 32×18, and its 10th percentile. */
  colour: number;
  colourP10: number;
}

function pairDistances(pictures: Buffer[]): number[] {
  const out: number[] = [];
  for (let a = 0; a < pictures.length; a++) {
    for (let b = a + 1; b < pictures.length; b++) {
      let d = 0;
      const pa = pictures[a]!;
      const pb = pictures[b]!;
      for (let k = 0; k < pa.length; k++) d += Math.abs(pa[k]! - pb[k]!);
      out.push(d / pa.length);
    }
  }
  return out;
}

export async function variety(style: (typeof STYLE_IDS)[number], from: readonly string[] = titles): Promise<Variety> {
  const greys: Buffer[] = [];
  const colours: Buffer[] = [];
  const compositions = new Map<string, number>();
  for (const [i, title] of from.entries()) {
    const d = await madeDesign(title, style, seed + i);
    const id = d.composition?.id ?? '?';
    compositions.set(id, (compositions.get(id) ?? 0) + 1);
    const r = await drawDesign(d, 0.25);
    const picture = sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha();
    greys.push(await picture.clone().greyscale().resize(16, 9, { fit: 'fill' }).raw().toBuffer());
    colours.push(await picture.clone().resize(32, 18, { fit: 'fill' }).raw().toBuffer());
  }
  const grey = pairDistances(greys);
  const colour = pairDistances(colours).sort((a, b) => a - b);
  const mean = (xs: number[]): number => xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length);
  return { compositions, distance: mean(grey), colour: mean(colour), colourP10: colour[Math.floor(colour.length * 0.1)] ?? 0 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${titles.length} titres (${arg('titles', 'variety')}), graine ${seed}`);
  for (const style of STYLE_IDS) {
    const v = await variety(style);
    console.log(`${style.padEnd(7)} ${v.compositions.size} compositions (${[...v.compositions].map(([k, n]) => `${k} ${n}`).join(', ')}) · gris 16×9 ${v.distance.toFixed(1)} · couleur 32×18 ${v.colour.toFixed(1)} (10e centile ${v.colourP10.toFixed(1)})`);
  }
}
