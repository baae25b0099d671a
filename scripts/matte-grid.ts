// The tracing aid behind tests/fixtures/mattes: a crop of a photo enlarged with nearest-neighbour, a grid
// of photo coordinates drawn over it, and the matte's current outlines (person red, hair magenta, strands
// orange, holes green), so points can be read off and corrected by eye.
// Usage: npx tsx scripts/matte-grid.ts <matte name> <x> <y> <w> <h> <scale> [out.png] [grid step]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { matteSources, photosDir } from '../tests/support/true-mattes';

const [name, xs, ys, ws, hs, ss, outArg, stepArg] = process.argv.slice(2);
const source = matteSources().find((s) => s.name === name);
if (!source || !ss) {
  console.error('Usage: npx tsx scripts/matte-grid.ts <matte name> <x> <y> <w> <h> <scale> [out.png] [grid step]');
  process.exit(2);
}
const [x, y, w, h, scale] = [xs, ys, ws, hs, ss].map(Number) as [number, number, number, number, number];
const step = stepArg ? Number(stepArg) : w > 300 ? 50 : w > 120 ? 20 : 10;
const out = outArg ?? path.join(import.meta.dirname, '..', '.tmp', 'matte-grid', `${name}-${x}-${y}.png`);
const W = Math.round(w * scale);
const H = Math.round(h * scale);

let grid = '';
const line = (value: number) => (value % (step * 5) === 0 ? '#00ffff' : '#ffff00');
for (let gx = Math.ceil(x / step) * step; gx <= x + w; gx += step) {
  const px = (gx - x) * scale;
  grid += `<line x1="${px}" y1="0" x2="${px}" y2="${H}" stroke="${line(gx)}" stroke-opacity="0.55"/><text x="${px + 2}" y="12" font-size="11" fill="#00ffff" font-family="sans-serif">${gx}</text>`;
}
for (let gy = Math.ceil(y / step) * step; gy <= y + h; gy += step) {
  const py = (gy - y) * scale;
  grid += `<line x1="0" y1="${py}" x2="${W}" y2="${py}" stroke="${line(gy)}" stroke-opacity="0.55"/><text x="2" y="${py - 2}" font-size="11" fill="#00ffff" font-family="sans-serif">${gy}</text>`;
}
const colours = { person: '#ff3030', hair: '#ff00ff', wisps: '#ff9900', hole: '#00ff00' };
const outlines = source.shapes.map((s) => `<path d="${s.d}" fill="none" stroke="${colours[s.role]}" stroke-width="${1.5 / scale}"/>`).join('');
const overlay = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><g transform="scale(${scale}) translate(${-x} ${-y})">${outlines}</g>${grid}</svg>`,
);

mkdirSync(path.dirname(out), { recursive: true });
await sharp(path.join(photosDir, source.photo))
  .extract({ left: x, top: y, width: w, height: h })
  .resize(W, H, { kernel: 'nearest' })
  .composite([{ input: overlay }])
  .png()
  .toFile(out);
console.log(out);
