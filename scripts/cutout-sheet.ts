// Contact sheet of the offline cut-outs, to judge them by eye: one row per picture with the original,
// the mask, the cut-out over bright magenta (shows fringes of the old background) and over black.
// Usage: npx tsx scripts/cutout-sheet.ts [out.png] [extra pictures…]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { analyseImage, CutoutError, cutOutObject, cutOutPerson, type CutOut } from '../server/vision/cutout';
import { landscape, productOnPlainBackground, screenshot } from '../tests/fixtures/synthetic-pictures';

const cell = 300;
const label = 24;
const root = path.resolve(import.meta.dirname, '..');
const out = process.argv[2] ?? path.join(root, '.tmp', 'cutout-sheet.png');
const photosDir = path.join(root, 'tests', 'fixtures', 'photos');

const pictures: Array<{ name: string; bytes: Buffer }> = [
  ...readdirSync(photosDir)
    .filter((f) => /\.(png|jpe?g)$/i.test(f))
    .map((f) => ({ name: f, bytes: readFileSync(path.join(photosDir, f)) })),
  ...process.argv.slice(3).map((f) => ({ name: path.basename(f), bytes: readFileSync(f) })),
  { name: 'synthetic landscape', bytes: landscape() },
  { name: 'synthetic screenshot', bytes: screenshot() },
  { name: 'synthetic product', bytes: productOnPlainBackground() },
];

const fit = (input: Buffer, background: string) =>
  sharp(input).resize(cell, cell, { fit: 'contain', background }).flatten({ background }).png().toBuffer();

function text(s: string) {
  const safe = s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return Buffer.from(`<svg width="${cell * 4}" height="${label}"><text x="4" y="17" font-family="sans-serif" font-size="15" fill="#fff">${safe}</text></svg>`);
}

const tiles: OverlayOptions[] = [];
let row = 0;
for (const picture of pictures) {
  const started = performance.now();
  const analysed = await analyseImage(picture.bytes);
  const analyseMs = performance.now() - started;
  let cut: CutOut | null = null;
  let note = '';
  const cutStarted = performance.now();
  try {
    if (analysed.role === 'person') cut = await cutOutPerson(picture.bytes, analysed);
    if (analysed.role === 'object') cut = await cutOutObject(picture.bytes);
  } catch (error) {
    if (!(error instanceof CutoutError)) throw error;
    note = ` → insert (${error.code})`;
  }
  const cutMs = performance.now() - cutStarted;
  const top = row * (cell + label);
  tiles.push({ input: await fit(picture.bytes, '#303030'), left: 0, top: top + label });
  if (cut) {
    const mask = await sharp(cut.png).extractChannel(3).toColourspace('b-w').png().toBuffer();
    tiles.push({ input: await fit(mask, '#000000'), left: cell, top: top + label });
    tiles.push({ input: await fit(cut.png, '#ff00ff'), left: cell * 2, top: top + label });
    tiles.push({ input: await fit(cut.png, '#000000'), left: cell * 3, top: top + label });
  }
  const faces = analysed.faces.length ? `, ${analysed.faces.length} face(s)` : '';
  const timing = `analyse ${analyseMs.toFixed(0)} ms${cut ? `, cut-out ${cutMs.toFixed(0)} ms, ${cut.width}×${cut.height}` : ''}`;
  tiles.push({ input: text(`${picture.name}: ${analysed.role} (${analysed.reason}${faces})${note} — ${timing}`), left: 0, top });
  console.log(`${picture.name}: ${analysed.role} (${analysed.reason}${faces})${note} — ${timing}`);
  row++;
}

await sharp({ create: { width: cell * 4, height: row * (cell + label), channels: 3, background: '#181818' } })
  .composite(tiles)
  .png()
  .toFile(out);
console.log(`contact sheet: ${out}`);
