// `npx tsx scripts/swap-sheet.ts [out.png]`: a contact sheet of Face Swaps on the committed photos, for a
// person to look at (issue 32): per row the thumbnail's face before, the DigitalMe photo, and the face
// after, for a light photo and for its darkened STAND-INS (Monk 6 and 10, made at run time, never Black
// people's photos), each with its skin ΔE, seam, face-to-neck gap and the job's verdict under it.
// Written to .tmp/swap-sheet.png unless told otherwise; the path is printed.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detectMeshFaces, loadMeshModels, type MeshFace } from '../server/vision/face-mesh';
import { detectTargetFaces, measureSwap, prepareSourceFace, swapOntoFace, type SourceFace } from '../server/vision/face-swap';
import { swapFault } from '../server/vision/swap-gate';
import { decodeRgb, type Rgb } from '../server/vision/raster';
import { rgbToLab } from '../shared/engine/style/color';
import { darkenSkin } from '../tests/fixtures/darkened-skin';
import { MONK_SWATCHES } from './lib/face-eval';

const photos = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const out = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '.tmp', 'swap-sheet.png'));
const TILE = 220;
const CAPTION = 44;

/** Source photo → target photo (and which face, left to right), as in the evaluation's cases. */
const CASES: Array<[string, string, number]> = [
  ['jesper_2.jpg', 'new_wave_2.jpg', 0], // the same man onto another photo of his
  ['jesper_2.jpg', 'astronaut.png', 0],
  ['astronaut.png', 'jesper_2.jpg', 0],
  ['jesper_2.jpg', 'anne_helene.jpg', 0],
  ['new_wave_2.jpg', 'faceapi-sample4.jpg', 1],
  ['astronaut.png', 'qt-logo.jpg', 2],
];
const STAND_INS = [6, 10];

await loadMeshModels();

async function targetFace(file: string, nth: number): Promise<{ image: Rgb; face: MeshFace }> {
  const image = await decodeRgb(readFileSync(path.join(photos, file)), 4096);
  const faces = (await detectTargetFaces(image)).filter((f) => f.score >= 0.6).sort((a, b) => a.box.x - b.box.x);
  return { image, face: faces[nth]! };
}

/** A square crop around the face, its neck included. */
async function crop(image: Rgb, face: MeshFace): Promise<Buffer> {
  const xs = face.mesh.slice(0, 468).map((p) => p[0]);
  const ys = face.mesh.slice(0, 468).map((p) => p[1]);
  const side = Math.round(Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)) * 1.7);
  const left = Math.max(0, Math.min(image.width - side, Math.round((Math.min(...xs) + Math.max(...xs)) / 2 - side / 2)));
  const top = Math.max(0, Math.min(image.height - side, Math.round((Math.min(...ys) + Math.max(...ys)) / 2 - side * 0.42)));
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .extract({ left, top, width: Math.min(side, image.width - left), height: Math.min(side, image.height - top) })
    .resize(TILE, TILE, { fit: 'contain', background: '#ffffff' })
    .png()
    .toBuffer();
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const caption = (lines: string[], width: number) =>
  Buffer.from(`<svg width="${width}" height="${CAPTION}"><rect width="100%" height="100%" fill="#ffffff"/>${lines.map((l, i) => `<text x="6" y="${16 + i * 17}" font-family="sans-serif" font-size="13" fill="#222">${escape(l)}</text>`).join('')}</svg>`);

const rows: Buffer[] = [];
for (const [sourceFile, targetFile, nth] of CASES) {
  const prepared = (await prepareSourceFace(readFileSync(path.join(photos, sourceFile))))!;
  const target = await targetFace(targetFile, nth);
  const sources: Array<[string, SourceFace]> = [['telle quelle', prepared]];
  for (const monk of STAND_INS) {
    const image = await darkenSkin(prepared.image, prepared.face, rgbToLab(...MONK_SWATCHES[monk]!));
    const face = (await detectMeshFaces(image))[0];
    if (face) sources.push([`substitut Monk ${monk}`, { image, face }]);
  }
  const tiles: Array<{ input: Buffer; left: number; top: number }> = [];
  let left = 0;
  tiles.push({ input: await crop(target.image, target.face), left, top: 0 }, { input: caption([`avant : ${targetFile}`], TILE), left, top: TILE });
  left += TILE;
  for (const [label, source] of sources) {
    const { rgb, mask } = await swapOntoFace(target.image, target.face, source);
    const m = await measureSwap(target.image, rgb, target.face, source, mask);
    const fault = swapFault(m);
    const gap = 'gap' in m.neck ? m.neck.gap.toFixed(1) : 'non mesuré';
    tiles.push({ input: await crop(source.image, source.face), left, top: 0 }, { input: caption([`DigitalMe : ${sourceFile}`, label], TILE), left, top: TILE });
    left += TILE;
    tiles.push(
      { input: await crop(rgb, target.face), left, top: 0 },
      { input: caption([`ΔE ${m.skinDeltaE.toFixed(1)} couture ${m.seam.toFixed(2)} cou ${gap}`, fault ? `refusé (${fault})` : 'livré'], TILE), left, top: TILE },
    );
    left += TILE;
  }
  rows.push(await sharp({ create: { width: left, height: TILE + CAPTION, channels: 3, background: '#ffffff' } }).composite(tiles).png().toBuffer());
  console.error(`… ${sourceFile} → ${targetFile}`);
}
const width = Math.max(...(await Promise.all(rows.map(async (r) => (await sharp(r).metadata()).width!))));
mkdirSync(path.dirname(out), { recursive: true });
await sharp({ create: { width, height: rows.length * (TILE + CAPTION), channels: 3, background: '#ffffff' } })
  .composite(rows.map((input, i) => ({ input, left: 0, top: i * (TILE + CAPTION) })))
  .png()
  .toFile(out);
console.log(out);
process.exit(0);
