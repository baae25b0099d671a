/**
 * Contact sheet of « Ajout image » (Gaming) with photos of people, large and small: each fixture photo
 * (tests/fixtures/photos, CREDITS.md) as sent, then shrunk so its face is about 110, 70 and 40 px tall
 * (a 212 px or a 140 px webcam photo), through the product's analysis, size rule and cut-out, laid out
 * with three titles and drawn at full size. Each cell's label gives the face's height in the photo's
 * pixels, what the size rule made of it, and the face found again on the drawn file (red under 35 %
 * for a hero). Look at it after any change to the cut-out, the upscaler or the layout.
 *
 *   npx tsx scripts/photo-sheet.ts [--out .data/photo-sheet] [--photos astronaut.png,bar55.jpg]
 *
 * Writes photo-sheet.png (not committed) and prints each cell.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import type { SubjectInput } from '../shared/engine/layout/layout';
import { layoutDesign } from '../shared/engine/layout/layout';
import { HERO_FACE_SHARE } from '../shared/engine/layout/hero-placement';
import { decodeImage, makeWayOnServer, serverMeasurer } from '../server/engine/index';
import { planComposition } from '../server/studio/compose-plan';
import { analyseImage, CutoutError, cutOutPerson } from '../server/vision/cutout';
import { cutSides } from '../server/vision/cut-edges';
import { ovalFromDetectorBox } from '../server/vision/face-mesh';
import { fixturePhoto } from '../tests/fixtures/digitalme-photos';
import { renderedFace } from '../tests/support/rendered-face';
import { drawDesign } from './lib/mgx3-local';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/photo-sheet'));
const photos = arg('photos', 'astronaut.png,jesper_2.jpg,anne_helene.jpg,bar55.jpg').split(',');
const FACES = [0, 110, 70, 40];
const TITLES = ['Je teste le nouveau jeu pendant 24 h', 'Ce boss m’a rendu fou', 'Mon setup gaming à 300 000 F'];
const CELL_W = 300;

mkdirSync(outDir, { recursive: true });
const m = serverMeasurer();
const cells: Array<{ rgba: Buffer; w: number; h: number; text: string; bad: boolean }> = [];
let n = 0;
for (const name of photos) {
  const original = fixturePhoto(name);
  const first = await analyseImage(original);
  const face = first.faces[0];
  if (!face) {
    console.log(`${name} : aucun visage`);
    continue;
  }
  for (const [k, target] of FACES.entries()) {
    // The photo shrunk so its face is `target` px tall (the detector's box; 0: as sent).
    const scale = target === 0 ? 1 : Math.min(1, target / face.h);
    const bytes = scale === 1 ? original : await sharp(original).resize(Math.round(first.width * scale)).jpeg({ quality: 85 }).toBuffer();
    const analysed = await analyseImage(bytes);
    const main = analysed.faces[0];
    const faceHeight = main ? Math.round(ovalFromDetectorBox(main).h) : 0;
    let subject: SubjectInput;
    let made = 'encart';
    const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const images = new Map<string, LoadedImage>();
    try {
      if (analysed.role !== 'person') throw new CutoutError('mask-empty', 0);
      const cut = await cutOutPerson(bytes, analysed);
      images.set(id, await decodeImage(cut.png));
      subject = { kind: 'image', asset: id, width: cut.width, height: cut.height, face: cut.face ? ovalFromDetectorBox(cut.face) : null, cutout: true, bleed: await cutSides(cut.png) };
      made = 'détourée';
    } catch (err) {
      if (!(err instanceof CutoutError)) throw err;
      const { width, height } = await sharp(bytes).metadata();
      images.set(id, await decodeImage(await sharp(bytes).png().toBuffer()));
      subject = { kind: 'image', asset: id, width: width!, height: height!, face: null, cutout: false };
    }
    const title = TITLES[k % TITLES.length]!;
    const plan = planComposition({ title, prompt: '' });
    const laid = layoutDesign(m, { title: plan.headline, prompt: '', style: 'gaming', seed: 11 + k, subjects: [subject], hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
    const design = makeWayOnServer(laid, images);
    const full = await drawDesign(design, 1, images);
    const found = subject.kind === 'image' && subject.cutout !== false ? await renderedFace({ rgba: full.rgba, width: full.width, height: full.height }) : null;
    const share = found?.share ?? 0;
    const bad = subject.kind === 'image' && subject.cutout !== false && share < HERO_FACE_SHARE;
    const text = `${name} ${analysed.width}×${analysed.height} · visage ${faceHeight} px · ${made}${found ? ` · ${(share * 100).toFixed(0)} %` : ''}`;
    console.log(text);
    const small = await sharp(full.rgba, { raw: { width: full.width, height: full.height, channels: 4 } }).resize(CELL_W).raw().toBuffer({ resolveWithObject: true });
    cells.push({ rgba: small.data, w: small.info.width, h: small.info.height, text, bad });
  }
}
const cols = FACES.length;
const cellH = (cells[0]?.h ?? 169) + 26;
const sheet = createCanvas(cols * (CELL_W + 4), Math.ceil(cells.length / cols) * cellH);
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#202020';
ctx.fillRect(0, 0, sheet.width, sheet.height);
for (const [i, c] of cells.entries()) {
  const x = (i % cols) * (CELL_W + 4);
  const y = Math.floor(i / cols) * cellH;
  const img = ctx.createImageData(c.w, c.h);
  img.data.set(c.rgba);
  ctx.putImageData(img, x, y);
  ctx.fillStyle = c.bad ? '#FF6B6B' : '#DDDDDD';
  ctx.font = '11px "Inter"';
  ctx.fillText(c.text, x + 4, y + c.h + 16);
}
const file = path.join(outDir, 'photo-sheet.png');
writeFileSync(file, await sharp(sheet.toBuffer('image/png')).png().toBuffer());
console.log(`écrit ${file}`);
