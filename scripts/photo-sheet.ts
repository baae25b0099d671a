/**
 * Contact sheet of « Ajout image » (Gaming) with photos of people, large and small: each fixture photo
 * (tests/fixtures/photos, CREDITS.md) as sent, then shrunk so its face is about 100, 72 and 44 px tall
 * from the forehead to the chin (a 212 px or a 140 px webcam photo), through the product's analysis,
 * size rule (enlarged ×4 between 64 and 128 px, framed under 64) and cut-out, laid out with three
 * titles and drawn at full size. Each cell's label gives the face's height in the photo's pixels, what
 * the size rule made of it, and the face found again on the drawn file (red under 35 % for a hero). Look at it after any change to the cut-out, the upscaler or the layout.
 *
 *   npx tsx scripts/photo-sheet.ts [--out .data/photo-sheet] [--photos astronaut.png,bar55.jpg]
 *
 * Writes photo-sheet.png (not committed) and prints each cell.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import { layoutDesign } from '../shared/engine/layout/layout';
import { HERO_FACE_SHARE } from '../shared/engine/layout/hero-placement';
import { decodeImage, makeWayOnServer, serverMeasurer } from '../server/engine/index';
import { planComposition } from '../server/studio/compose-plan';
import { CutoutError, cutOutPerson, type CutOut } from '../server/vision/cutout';
import { analyseFace, cutOutOfEnlarged, isCutOut, needsUpscale, upscaleHead } from '../server/vision/photo-analyses';
import { uploadSubject } from '../server/studio/user-images';
import { cutSides } from '../server/vision/cut-edges';
import { fixturePhoto } from '../tests/fixtures/digitalme-photos';
import { renderedFace } from '../tests/support/rendered-face';
import { drawDesign } from './lib/mgx3-local';
import { writeLabelledSheet } from './lib/labelled-sheet';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/photo-sheet'));
const photos = arg('photos', 'astronaut.png,jesper_2.jpg,anne_helene.jpg,bar55.jpg').split(',');
/** Face heights (forehead to chin) the photos are shrunk to, besides as sent: two enlarged once, one framed. */
const FACES = [0, 100, 72, 44];
const TITLES = ['Je teste le nouveau jeu pendant 24 h', 'Ce boss m’a rendu fou', 'Mon setup gaming à 300 000 F'];
const CELL_W = 300;

mkdirSync(outDir, { recursive: true });
const m = serverMeasurer();
const cells: Array<{ rgba: Buffer; w: number; h: number; text: string; bad: boolean }> = [];
let n = 0;
for (const name of photos) {
  const original = fixturePhoto(name);
  const first = await analyseFace(original);
  if (!first.faceHeight) {
    console.log(`${name} : aucun visage`);
    continue;
  }
  for (const [k, target] of FACES.entries()) {
    // The photo shrunk so its face is `target` px tall (the detector's box; 0: as sent).
    const scale = target === 0 ? 1 : Math.min(1, target / first.faceHeight);
    const bytes = scale === 1 ? original : await sharp(original).resize(Math.round(first.width * scale)).jpeg({ quality: 85 }).toBuffer();
    const analysed = await analyseFace(bytes);
    const faceHeight = analysed.faceHeight ?? 0;
    const id = `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
    const images = new Map<string, LoadedImage>();
    // As the analysis job makes it: a face of 64 to 128 px cut out of its enlarged head and shoulders, one under 64 px framed.
    let cut: CutOut | null = null;
    try {
      if (isCutOut(analysed)) cut = needsUpscale(analysed) ? await cutOutOfEnlarged(await upscaleHead(bytes, analysed), analysed) : await cutOutPerson(bytes, analysed);
    } catch (err) {
      if (!(err instanceof CutoutError)) throw err;
    }
    const { width, height } = await sharp(bytes).metadata();
    const subject = uploadSubject({ id, width: width!, height: height! }, analysed, cut ? { ...cut, id, bleed: await cutSides(cut.png) } : null);
    images.set(id, await decodeImage(cut ? cut.png : await sharp(bytes).png().toBuffer()));
    const made = !cut ? 'encart' : needsUpscale(analysed) ? 'agrandie ×4' : 'détourée telle quelle';
    const title = TITLES[k % TITLES.length]!;
    const plan = planComposition({ title, prompt: '' });
    const laid = layoutDesign(m, { title: plan.headline, prompt: '', style: 'gaming', seed: 11 + k, subjects: [subject], hints: plan.hints, reaction: plan.reaction, tag: plan.tag });
    const design = makeWayOnServer(laid, images);
    const full = await drawDesign(design, 1, images);
    const found = subject.kind === 'image' && subject.cutout !== false ? await renderedFace({ rgba: full.rgba, width: full.width, height: full.height }) : null;
    const share = found?.share ?? 0;
    const bad = subject.kind === 'image' && subject.cutout !== false && share < HERO_FACE_SHARE;
    const text = `${name.replace(/\.\w+$/, '')} · visage ${faceHeight} px · ${made}${found ? ` · ${(share * 100).toFixed(0)} %` : ''}`;
    console.log(text);
    const small = await sharp(full.rgba, { raw: { width: full.width, height: full.height, channels: 4 } }).resize(CELL_W).raw().toBuffer({ resolveWithObject: true });
    cells.push({ rgba: small.data, w: small.info.width, h: small.info.height, text, bad });
  }
}
const cols = FACES.length;
const cellH = (cells[0]?.h ?? 169) + 26;
const placed = cells.map((c, i) => ({ ...c, x: (i % cols) * (CELL_W + 4), y: Math.floor(i / cols) * cellH }));
const file = path.join(outDir, 'photo-sheet.png');
await writeLabelledSheet(file, placed, { width: cols * (CELL_W + 4), height: Math.ceil(cells.length / cols) * cellH }, 11);
console.log(`écrit ${file}`);
