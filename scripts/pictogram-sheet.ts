/**
 * Our own pictograms (`minia:`) beside three Fluent neighbours each, drawn as the server draws them
 * (Skia, @napi-rs/canvas), at 256 px and at 48 px (a subject in a phone's feed), on white and on a
 * dark ground. Look at it after drawing or redrawing one: ours must not look cheaper, flatter or
 * muddier than Fluent's, and must read at 48 px.
 *
 *   npx tsx scripts/pictogram-sheet.ts [--out .data/pictograms] [--only ville,ecole]
 *
 * Writes pictograms.png (every row) and rows/<name>.png (one row each) in the output folder; the
 * PNG files are not committed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp, { type OverlayOptions } from 'sharp';
import { DRAWN_NAMESPACE, DRAWN_PICTOGRAMS } from '../shared/pictograms/drawn-pictograms';
import { pictogramSvg } from '../server/pictograms/library';
import { NEIGHBOURS } from './lib/pictogram-neighbours';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/pictograms'));
const only = arg('only', '') ? new Set(arg('only', '').split(',')) : null;

const BIG = 256;
const SMALL = 48;
const PAD = 16;
const GROUNDS = ['#ffffff', '#1d2030'] as const;

async function drawn(name: string, px: number, ground: string): Promise<Buffer> {
  const svg = pictogramSvg(name);
  if (!svg) throw new Error(`no pictogram ${name}`);
  const image = await loadImage(
    Buffer.from(svg.replace(/<svg\b([^>]*)>/, (_, a: string) => `<svg${a.replace(/\s(width|height)="[^"]*"/g, '')} width="${px}" height="${px}">`)),
  );
  const canvas = createCanvas(px + PAD, px + PAD);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = ground;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(image, PAD / 2, PAD / 2, px, px);
  return canvas.toBuffer('image/png');
}

/** One row: ours then its neighbours at 256 px, then the four at 48 px, on each ground. */
async function row(name: string): Promise<{ png: Buffer; width: number; height: number }> {
  const icons = [`${DRAWN_NAMESPACE}:${name}`, ...(NEIGHBOURS[name] ?? []).map((n) => `fluent:${n}`)];
  const parts: OverlayOptions[] = [];
  let left = 0;
  for (const ground of GROUNDS) {
    for (const icon of icons) {
      parts.push({ input: await drawn(icon, BIG, ground), left, top: 0 });
      left += BIG + PAD;
    }
    for (const [i, icon] of icons.entries()) {
      parts.push({ input: await drawn(icon, SMALL, ground), left: left + (i % 2) * (SMALL + PAD), top: Math.floor(i / 2) * (SMALL + PAD) });
    }
    left += 2 * (SMALL + PAD) + PAD;
  }
  const width = left;
  const height = BIG + PAD;
  const png = await sharp({ create: { width, height, channels: 3, background: '#8a8f99' } })
    .composite(parts)
    .png()
    .toBuffer();
  return { png, width, height };
}

mkdirSync(path.join(outDir, 'rows'), { recursive: true });
const names = DRAWN_PICTOGRAMS.map((d) => d.name).filter((n) => !only || only.has(n));
const rows = [];
for (const name of names) {
  const r = await row(name);
  await sharp(r.png).toFile(path.join(outDir, 'rows', `${name}.png`));
  rows.push(r);
}
const width = Math.max(...rows.map((r) => r.width));
const sheet = sharp({ create: { width, height: rows.reduce((s, r) => s + r.height + 4, 0), channels: 3, background: '#444444' } }).composite(
  rows.map((r, i) => ({ input: r.png, left: 0, top: i * (r.height + 4) })),
);
await sheet.png().toFile(path.join(outDir, 'pictograms.png'));
console.log(`${names.length} pictogrammes → ${outDir}/pictograms.png, rows/<nom>.png`);
