/**
 * Small faces, enlarged: what each way costs and how close it comes to the photo the face came from, which
 * chooses H1 (a face at least this tall is used as it is) and H2 (below it the photo is too small for a hero).
 * Prints figures and a contact sheet (.data/upscale/planche.png); never passes or fails.
 *
 * Cost: ESRGAN-slim's time per 128 px tile, its worker's peak memory above the process's, and the whole
 * head-and-shoulders region of a 64, 100 and 140 px face, beside Lanczos-3 on the same regions.
 *
 * Quality: every whole face of the committed photos at least 200 px tall (forehead to chin, Human's mesh) is brought
 * down to h px (Lanczos-3, antialiased, then JPEG quality 85: a small photo as it reaches us), enlarged ×4 by
 * (a) Lanczos-3 and (b) ESRGAN-slim, both through upscaleRegion, and brought to the original's size. The
 * reference is the original photo, untouched: resizing it to a common 300 px would enlarge most of these faces
 * (200–225 px) and blur the reference itself, which favours whichever method blurs. Measures over the face's
 * box: SSIM of brightness, and where Human's mesh lands (mean distance to the reference's mesh, in % of the
 * face's height) and whether it finds the face at all.
 *
 * Run: npx tsx bench/upscale.ts (or npm run bench -- agrandissement)
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { detectMeshFaces, meshIndex, type MeshFace } from '../server/vision/face-mesh';
import { decodeRgb, type Rgb } from '../server/vision/raster';
import { resample } from '../server/vision/resample';
import { FACE_HEIGHT_UPSCALED_FROM, FACE_HEIGHT_USED_AS_IS, headAndShoulders, upscaleRegion, type UpscaleMethod } from '../server/vision/upscale';
import { ssim } from '../tests/support/image-similarity';

const photos = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const fr = (n: number, digits = 0) => n.toLocaleString('fr-FR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const mb = (bytes: number) => `${fr(bytes / 2 ** 20)} Mo`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
const mean = (xs: number[]) => xs.reduce((s, v) => s + v, 0) / Math.max(1, xs.length);
const METHODS: UpscaleMethod[] = ['lanczos3', 'esrgan-slim'];

/** Face heights measured, in source pixels. */
export const HEIGHTS = [40, 56, 64, 72, 96, 112, 128, 160, 200];
/** SSIM of the face at or above which an enlarged face passes for its original at thumbnail size (the contact sheet). */
export const CLOSE_ENOUGH = 0.95;
/** SSIM under which even the better enlargement is visibly another, blurred picture (the contact sheet). */
export const TOO_FAR = 0.9;
/** How much closer ESRGAN must come to count as better than Lanczos-3 (less is noise between nine faces). */
export const MODEL_GAIN = 0.005;

const faceHeight = (f: MeshFace) => {
  const [a, b] = [f.mesh[meshIndex.foreheadTop]!, f.mesh[meshIndex.chin]!];
  return Math.hypot(a[0] - b[0], a[1] - b[1]);
};
const faceBox = (f: MeshFace) => {
  const xs = meshIndex.silhouette.map((i) => f.mesh[i]![0]);
  const ys = meshIndex.silhouette.map((i) => f.mesh[i]![1]);
  return { x: Math.min(...xs), y: Math.min(...ys), w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
};
const rgbOf = async (png: Buffer): Promise<Rgb> => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
};
const encode = (image: Rgb, format: 'png' | 'jpeg') => {
  const s = sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } });
  return (format === 'png' ? s.png() : s.jpeg({ quality: 85 })).toBuffer();
};
const crop = (image: Rgb, box: { x: number; y: number; w: number; h: number }): Rgb => {
  const data = new Uint8Array(box.w * box.h * 3);
  for (let y = 0; y < box.h; y++)
    data.set(image.data.subarray(((box.y + y) * image.width + box.x) * 3, ((box.y + y) * image.width + box.x + box.w) * 3), y * box.w * 3);
  return { data, width: box.w, height: box.h };
};

/** Peak RSS of this process since the call, from the kernel (VmHWM after resetting it), when Linux allows it. */
function resetPeak(): boolean {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    return true;
  } catch {
    return false;
  }
}
const peakRss = () => Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? Number.NaN) * 1024;

export interface CostFigures {
  tile128Ms: number[];
  tile128CpuMs: number[];
  loadMs: number[];
  workerAbove: number[];
  kernelAbove: number[];
  regions: Array<{ face: number; box: string; tiles: number; ms: Record<UpscaleMethod, number> }>;
}

export async function benchUpscaleCost(runs = 3): Promise<CostFigures> {
  const bytes = readFileSync(path.join(photos, 'jesper_2.jpg'));
  const original = await decodeRgb(bytes, 4096);
  const [face] = await detectMeshFaces(original);
  if (!face) throw new Error('no face in jesper_2.jpg');
  const h0 = faceHeight(face);
  const top = face.mesh[meshIndex.foreheadTop]!;
  const figures: CostFigures = { tile128Ms: [], tile128CpuMs: [], loadMs: [], workerAbove: [], kernelAbove: [], regions: [] };
  const esrgan = async (jpeg: Buffer, box: { x: number; y: number; w: number; h: number }) => {
    const kernelReset = resetPeak();
    const rss = process.memoryUsage.rss();
    const r = await upscaleRegion(jpeg, box, 'esrgan-slim');
    if (!r.esrgan) throw new Error('ESRGAN figures missing');
    figures.loadMs.push(r.esrgan.loadMs);
    figures.workerAbove.push(r.esrgan.peakRss - r.esrgan.rssBefore);
    if (kernelReset) figures.kernelAbove.push(peakRss() - rss);
    return r.esrgan;
  };
  // A 128 px tile: a 108 px core with its 10 px of context on every side, inside the photo.
  const photoJpeg = await encode(original, 'jpeg');
  await esrgan(photoJpeg, { x: 300, y: 150, w: 108, h: 108 }); // warm-up: the first worker compiles WASM
  for (let i = 0; i < 2 * runs; i++) {
    const run = await esrgan(photoJpeg, { x: 250 + 20 * i, y: 150, w: 108, h: 108 });
    figures.tile128Ms.push(...run.tileMs);
    figures.tile128CpuMs.push(...run.tileCpuMs);
  }

  for (const target of [64, 100, 140]) {
    const k = target / h0;
    let small = resample(original, Math.round(original.width * k), Math.round(original.height * k));
    // The whole head and shoulders, as a photo framed wider would have them (jesper_2 cuts them): mirrored edges.
    const pad = Math.ceil(2 * target);
    const padded = await sharp(small.data, { raw: { width: small.width, height: small.height, channels: 3 } })
      .extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: 'mirror' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    small = { data: new Uint8Array(padded.data), width: padded.info.width, height: padded.info.height };
    const jpeg = await encode(small, 'jpeg');
    const box = headAndShoulders({ centreX: top[0] * k + pad, top: top[1] * k + pad, faceHeight: target }, small.width, small.height);
    const ms = {} as Record<UpscaleMethod, number>;
    let tiles = 0;
    for (const method of METHODS) {
      const wall: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        if (method === 'esrgan-slim') tiles = (await esrgan(jpeg, box)).tileMs.length;
        else await upscaleRegion(jpeg, box, method);
        wall.push(performance.now() - t);
      }
      ms[method] = median(wall);
    }
    figures.regions.push({ face: target, box: `${box.w}×${box.h}`, tiles, ms });
  }
  return figures;
}

export function printUpscaleCost(r: CostFigures) {
  console.log(`Agrandissement ×4 des petits visages — ${availableParallelism()} cœurs, charge ${fr(loadavg()[0]!, 2)}`);
  console.log(
    `  ESRGAN-slim, une tuile de 128 px : médiane ${fr(median(r.tile128Ms))} ms, max ${fr(Math.max(...r.tile128Ms))} ms sur ${r.tile128Ms.length} tuiles (objectif ≤ 1 000 ms) ; temps processeur du fil ${fr(median(r.tile128CpuMs))} ms`,
  );
  console.log(`  ESRGAN-slim, chargement de tfjs et du modèle dans le fil : médiane ${fr(median(r.loadMs))} ms`);
  const kernel = r.kernelAbove.length ? `, VmHWM du noyau (tout le processus, remis à zéro avant l’appel) : ${mb(Math.max(...r.kernelAbove))}` : '';
  console.log(
    `  Pic de mémoire du fil au-dessus du processus : RSS relevé par le fil après chaque tuile ${mb(Math.max(...r.workerAbove))}${kernel} (objectif ≤ 250 Mo)`,
  );
  for (const g of r.regions) {
    console.log(
      `  Visage de ${g.face} px, tête et épaules ${g.box} : Lanczos-3 ${fr(g.ms.lanczos3)} ms, ESRGAN-slim ${fr(g.ms['esrgan-slim'])} ms (${g.tiles} tuiles, fil compris)`,
    );
  }
}

interface Sample {
  file: string;
  h0: number;
  h: number;
  ssim: Record<UpscaleMethod, number>;
  /** Mean distance of the 468 mesh points to the reference's, in % of the face's height; null when no face was found. */
  mesh: Record<UpscaleMethod, number | null>;
}

export interface QualityFigures {
  faces: Array<{ file: string; h0: number }>;
  samples: Sample[];
  sheet: string;
}

export async function benchUpscaleQuality(heights = HEIGHTS, sheetDir = path.resolve('.data/upscale')): Promise<QualityFigures> {
  const faces: Array<{ file: string; h0: number; image: Rgb; face: MeshFace }> = [];
  for (const file of readdirSync(photos).filter((f) => /\.(jpg|png)$/.test(f))) {
    const image = await decodeRgb(readFileSync(path.join(photos, file)), 4096);
    for (const face of await detectMeshFaces(image)) {
      // A face the frame cuts (jesper.jpg's forehead) has a mesh guessed beyond the photo: no reference for it.
      const box = faceBox(face);
      const whole = box.x >= 0 && box.y >= 0 && box.x + box.w <= image.width && box.y + box.h <= image.height;
      if (whole && faceHeight(face) >= 200) faces.push({ file, h0: faceHeight(face), image, face });
    }
  }
  const samples: Sample[] = [];
  const sheetRows: Buffer[][] = [];
  for (const [n, { file, h0, image, face }] of faces.entries()) {
    const fb = faceBox(face);
    const side = Math.round(1.4 * h0);
    const x = Math.max(0, Math.min(image.width - side, Math.round(fb.x + fb.w / 2 - side / 2)));
    const y = Math.max(0, Math.min(image.height - side, Math.round(fb.y + fb.h / 2 - side / 2)));
    const reference = crop(image, { x, y, w: Math.min(side, image.width), h: Math.min(side, image.height) });
    const box = { x: fb.x - x, y: fb.y - y, w: fb.w, h: fb.h };
    const [refMesh] = await detectMeshFaces(reference);
    for (const [row, h] of heights.entries()) {
      const k = h / h0;
      const small = resample(reference, Math.round(reference.width * k), Math.round(reference.height * k));
      const jpeg = await encode(small, 'jpeg');
      const sample: Sample = { file, h0, h, ssim: {} as Sample['ssim'], mesh: {} as Sample['mesh'] };
      const drawn: Rgb[] = [];
      for (const method of METHODS) {
        const up = await upscaleRegion(jpeg, { x: 0, y: 0, w: small.width, h: small.height }, method);
        const back = resample(await rgbOf(up.png), reference.width, reference.height);
        drawn.push(back);
        sample.ssim[method] = ssim(back, reference, box);
        const [m] = await detectMeshFaces(back);
        sample.mesh[method] =
          m && refMesh ? (100 * mean(refMesh.mesh.slice(0, 468).map((p, i) => Math.hypot(p[0] - m.mesh[i]![0], p[1] - m.mesh[i]![1])))) / h0 : null;
      }
      samples.push(sample);
      // The sheet: the sharpest fixture (jesper_2) and the first studio photo, each face at the same size.
      if (file === 'jesper_2.jpg' || (file === 'faceapi-sample2.jpg' && n === faces.findIndex((f) => f.file === file))) {
        const cells = await Promise.all([reference, ...drawn].map((im) => encode(im, 'png').then((png) => sharp(png).resize(300, 300).png().toBuffer())));
        (sheetRows[row] ??= []).push(...cells);
      }
    }
  }
  mkdirSync(sheetDir, { recursive: true });
  const sheet = path.join(sheetDir, 'planche.png');
  const columns = Math.max(...sheetRows.map((r) => r.length));
  await sharp({ create: { width: columns * 300, height: sheetRows.length * 300, channels: 3, background: '#ffffff' } })
    .composite(sheetRows.flatMap((cells, row) => cells.map((input, col) => ({ input, left: col * 300, top: row * 300 }))))
    .png()
    .toFile(sheet);
  return { faces: faces.map(({ file, h0 }) => ({ file, h0 })), samples, sheet };
}

/** H1 and H2 read off the table, by the thresholds above. */
export function chooseHeights(samples: Sample[], heights = HEIGHTS) {
  const rows = heights.map((h) => {
    const at = samples.filter((s) => s.h === h);
    const a = mean(at.map((s) => s.ssim.lanczos3));
    const b = mean(at.map((s) => s.ssim['esrgan-slim']));
    return { h, a, b, best: Math.max(a, b), modelBetter: b - a >= MODEL_GAIN };
  });
  // The smallest height from which every taller one passes: a rule, not a lucky row.
  const from = (ok: (r: (typeof rows)[number]) => boolean) => {
    let chosen: number | null = null;
    for (const r of [...rows].reverse()) {
      if (!ok(r)) break;
      chosen = r.h;
    }
    return chosen;
  };
  return { rows, h1: from((r) => !r.modelBetter && r.a >= CLOSE_ENOUGH), h2: from((r) => r.best >= TOO_FAR) };
}

export function printUpscaleQuality(r: QualityFigures) {
  console.log(
    `Visages ramenés à h px puis agrandis, contre la photo d’origine (${r.faces.length} visages : ${r.faces.map((f) => `${f.file} ${fr(f.h0)} px`).join(', ')})`,
  );
  console.log('  h px │ SSIM (a) Lanczos-3 │ SSIM (b) ESRGAN-slim │ maillage (a) │ maillage (b) │ visage perdu (a/b)');
  const { rows, h1, h2 } = chooseHeights(r.samples);
  for (const row of rows) {
    const at = r.samples.filter((s) => s.h === row.h);
    const meshOf = (m: UpscaleMethod) => at.map((s) => s.mesh[m]).filter((v): v is number => v !== null);
    const lost = (m: UpscaleMethod) => at.filter((s) => s.mesh[m] === null).length;
    console.log(
      `  ${String(row.h).padStart(4)} │ ${fr(row.a, 3).padStart(18)} │ ${fr(row.b, 3).padStart(20)} │ ${`${fr(mean(meshOf('lanczos3')), 2)} %`.padStart(12)} │ ${`${fr(mean(meshOf('esrgan-slim')), 2)} %`.padStart(12)} │ ${lost('lanczos3')}/${lost('esrgan-slim')} sur ${at.length}`,
    );
  }
  console.log(`  Seuils : assez proche SSIM ≥ ${fr(CLOSE_ENOUGH, 2)}, trop loin SSIM < ${fr(TOO_FAR, 2)}, modèle meilleur s’il gagne ≥ ${fr(MODEL_GAIN, 3)}`);
  console.log(`  H1 = ${h1 ?? 'aucune'} px (utilisée telle quelle à partir de là), H2 = ${h2 ?? 'aucune'} px (en dessous : avertissement, encart)`);
  const same = h1 === FACE_HEIGHT_USED_AS_IS && h2 === FACE_HEIGHT_UPSCALED_FROM;
  console.log(
    `  Règle du produit (server/vision/upscale.ts) : H1 ${FACE_HEIGHT_USED_AS_IS} px, H2 ${FACE_HEIGHT_UPSCALED_FROM} px — ${same ? 'celle que ces mesures donnent' : 'AUTRE que celle que ces mesures donnent : à revoir'}`,
  );
  console.log(`  Planche (photo d’origine, (a), (b) ; une ligne par h) : ${r.sheet}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printUpscaleCost(await benchUpscaleCost());
  printUpscaleQuality(await benchUpscaleQuality());
  process.exit(0);
}
