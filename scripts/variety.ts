/**
 * How varied MGX3's pictures are: 30 creator titles in each style, the compositions used and the
 * mean distance between every pair of pictures reduced to 16×9 grey pixels (mean absolute
 * difference, 0–255). The issue asks for at least 6 compositions and a distance of at least 45.
 *
 *   npx tsx scripts/variety.ts [--count 30] [--seed 1000]
 */
import sharp from 'sharp';
import { STYLE_IDS } from '../shared/engine/model/design';
import { VARIETY_TITLES } from '../tests/data/variety-titles';
import { designFor, drawDesign } from './lib/mgx3-local';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const count = arg('count', 30);
const seed = arg('seed', 1000);
const titles = VARIETY_TITLES.slice(0, count);

export async function variety(style: (typeof STYLE_IDS)[number]): Promise<{ compositions: Map<string, number>; distance: number }> {
  const greys: Buffer[] = [];
  const compositions = new Map<string, number>();
  for (const [i, title] of titles.entries()) {
    const d = designFor(title, style, seed + i);
    const id = d.composition?.id ?? '?';
    compositions.set(id, (compositions.get(id) ?? 0) + 1);
    const r = await drawDesign(d, 0.25);
    greys.push(await sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha().greyscale().resize(16, 9, { fit: 'fill' }).raw().toBuffer());
  }
  let sum = 0;
  let pairs = 0;
  for (let a = 0; a < greys.length; a++) {
    for (let b = a + 1; b < greys.length; b++) {
      let d = 0;
      for (let k = 0; k < 144; k++) d += Math.abs(greys[a]![k]! - greys[b]![k]!);
      sum += d / 144;
      pairs++;
    }
  }
  return { compositions, distance: sum / Math.max(1, pairs) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`${titles.length} titres, graine ${seed}`);
  for (const style of STYLE_IDS) {
    const { compositions, distance } = await variety(style);
    console.log(`${style.padEnd(7)} ${compositions.size} compositions (${[...compositions].map(([k, v]) => `${k} ${v}`).join(', ')}) · distance moyenne ${distance.toFixed(1)}`);
  }
}
