// The cut-out quality measure on the hand-traced mattes: each person (photo × true alpha) composited over a
// known flat background, the product's cut-out put back in the composite's coordinates, and four figures
// counted against the truth (halo, hair recall, IoU, false keep). Used by bench/matte-quality.ts and tests.
import path from 'node:path';
import sharp from 'sharp';
import type { CutOut } from '../../server/vision/cutout';
import { erode } from '../../server/vision/raster';
import { deltaE2000, rgbToLab, type Lab } from '../../shared/engine/style/color';
import { mattesDir, photosDir, type MatteSource } from './true-mattes';

export interface Background {
  name: string;
  rgb: [number, number, number];
}

/** Four flat backgrounds that each hide a different failure: a light fringe, a dark one, a keyed colour, skin-like warmth. */
export const BACKGROUNDS: Background[] = [
  { name: 'presque blanc', rgb: [244, 244, 240] },
  { name: 'presque noir', rgb: [18, 18, 20] },
  { name: 'vert saturé', rgb: [0, 177, 64] },
  { name: 'ocre moyen', rgb: [192, 112, 58] },
];

/** One composite to cut out, with its truth at the same size. */
export interface MatteCase {
  name: string;
  /** Null: the photo itself, with its real background (no halo can be counted there). */
  background: Background | null;
  width: number;
  height: number;
  /** The composite, losslessly encoded, as an upload would arrive. */
  png: Buffer;
  /** True alpha, 0..255. */
  alpha: Uint8Array;
  /** 1 where the true hair is (hair mask and true alpha ≥ 0.5). */
  hair: Uint8Array;
  /** The photo's own colours at the case's size: what a perfect cut-out would show. */
  photo: Uint8Array;
}

async function grey(input: Buffer | string, width?: number, height?: number): Promise<Uint8Array> {
  let image = sharp(input).extractChannel(0);
  if (width && height)
    image = sharp(await image.png().toBuffer())
      .resize(width, height, { fit: 'fill' })
      .extractChannel(0);
  const data = await image.raw().toBuffer();
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * The person of `source` over `background` (or the photo as it is, when null), scaled by `scale` (≤ 1):
 * the composite is made at the photo's size and then downscaled as a whole, like a small upload; the
 * truth is downscaled the same way.
 */
export async function matteCase(source: MatteSource, background: Background | null, scale = 1): Promise<MatteCase> {
  const { x, y, w, h } = source.crop;
  const photo = await sharp(path.join(photosDir, source.photo))
    .extract({ left: x, top: y, width: w, height: h })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer();
  const alpha = await grey(path.join(mattesDir, `${source.name}.alpha.png`));
  const hairMask = await grey(path.join(mattesDir, `${source.name}.hair.png`));
  const composite = Buffer.alloc(w * h * 3);
  for (let i = 0; i < w * h; i++) {
    const a = alpha[i]! / 255;
    for (let c = 0; c < 3; c++) composite[i * 3 + c] = background ? Math.round(a * photo[i * 3 + c]! + (1 - a) * background.rgb[c]!) : photo[i * 3 + c]!;
  }
  const width = Math.max(1, Math.round(w * scale));
  const height = Math.max(1, Math.round(h * scale));
  let image = sharp(composite, { raw: { width: w, height: h, channels: 3 } });
  if (scale !== 1) image = image.resize(width, height, { fit: 'fill' });
  const png = await image.png({ compressionLevel: 1 }).toBuffer();
  const alphaAt = scale === 1 ? alpha : await grey(path.join(mattesDir, `${source.name}.alpha.png`), width, height);
  const hairAt = scale === 1 ? hairMask : await grey(path.join(mattesDir, `${source.name}.hair.png`), width, height);
  const hair = new Uint8Array(width * height);
  for (let i = 0; i < hair.length; i++) hair[i] = hairAt[i]! >= 128 && alphaAt[i]! >= 128 ? 1 : 0;
  const photoAt =
    scale === 1
      ? photo
      : await sharp(photo, { raw: { width: w, height: h, channels: 3 } })
          .resize(width, height, { fit: 'fill' })
          .raw()
          .toBuffer();
  return {
    name: source.name,
    background,
    width,
    height,
    png,
    alpha: alphaAt,
    hair,
    photo: new Uint8Array(photoAt.buffer, photoAt.byteOffset, photoAt.byteLength),
  };
}

/** The cut-out put back where it came from, at the composite's size: straight RGB and alpha, transparent outside. */
export async function placeCutOut(cut: CutOut, width: number, height: number): Promise<{ rgb: Uint8Array; alpha: Uint8Array }> {
  const { x, y, w, h } = cut.source;
  const { data, info } = await sharp(cut.png).ensureAlpha().resize(w, h, { fit: 'fill', kernel: 'nearest' }).raw().toBuffer({ resolveWithObject: true });
  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  for (let yy = 0; yy < info.height; yy++) {
    const ty = y + yy;
    if (ty < 0 || ty >= height) continue;
    for (let xx = 0; xx < info.width; xx++) {
      const tx = x + xx;
      if (tx < 0 || tx >= width) continue;
      const s = (yy * info.width + xx) * 4;
      const t = ty * width + tx;
      rgb[t * 3] = data[s]!;
      rgb[t * 3 + 1] = data[s + 1]!;
      rgb[t * 3 + 2] = data[s + 2]!;
      alpha[t] = data[s + 3]!;
    }
  }
  return { rgb, alpha };
}

/** Pixel counts behind the four figures, kept as counts so cases can be pooled. */
export interface MatteCounts {
  band: number;
  halo: number;
  hair: number;
  hairKept: number;
  intersection: number;
  union: number;
  kept: number;
  keptBackground: number;
}

export const BAND_PX = 3;
export const HALO_DELTA_E = 10;

/** What a perfect cut-out would give: the true alpha with the person's own colours (the floor of each figure). */
export const truthAsCut = (truth: MatteCase) => ({ rgb: truth.photo, alpha: truth.alpha });

/** Counts one cut-out (already placed) against its case's truth. */
export function countMatte(truth: MatteCase, placed: { rgb: Uint8Array; alpha: Uint8Array }): MatteCounts {
  const { width: w, height: h } = truth;
  const n = w * h;
  const kept = new Uint8Array(n);
  for (let i = 0; i < n; i++) kept[i] = placed.alpha[i]! >= 128 ? 1 : 0;
  // The band inside the kept edge: kept pixels within 3 px (square window) of a dropped one. The frame's
  // own border is not an edge of the cut-out, so erosion treats the outside of the picture as kept.
  const inner = erode(kept, w, h, BAND_PX);
  const bgLab: Lab | null = truth.background ? rgbToLab(...truth.background.rgb) : null;
  const counts: MatteCounts = { band: 0, halo: 0, hair: 0, hairKept: 0, intersection: 0, union: 0, kept: 0, keptBackground: 0 };
  for (let i = 0; i < n; i++) {
    const isKept = kept[i] === 1;
    const isTrue = truth.alpha[i]! >= 128;
    if (isKept) counts.kept++;
    if (isKept && !isTrue) counts.keptBackground++;
    if (isKept && isTrue) counts.intersection++;
    if (isKept || isTrue) counts.union++;
    if (truth.hair[i]) {
      counts.hair++;
      if (isKept) counts.hairKept++;
    }
    if (bgLab && isKept && !inner[i]) {
      counts.band++;
      const lab = rgbToLab(placed.rgb[i * 3]!, placed.rgb[i * 3 + 1]!, placed.rgb[i * 3 + 2]!);
      if (deltaE2000(lab, bgLab) < HALO_DELTA_E) counts.halo++;
    }
  }
  return counts;
}

export function poolCounts(all: MatteCounts[]): MatteCounts {
  const sum: MatteCounts = { band: 0, halo: 0, hair: 0, hairKept: 0, intersection: 0, union: 0, kept: 0, keptBackground: 0 };
  for (const c of all) for (const k of Object.keys(sum) as Array<keyof MatteCounts>) sum[k] += c[k];
  return sum;
}

export interface MatteFigures {
  /** Share of the band inside the kept edge that is the known background's colour (ΔE2000 < 10). */
  halo: number;
  /** Share of the true hair kept (cut-out alpha ≥ 0.5). */
  hairRecall: number;
  iou: number;
  /** Share of the kept pixels that are true background. */
  falseKeep: number;
}

export function figures(c: MatteCounts): MatteFigures {
  const ratio = (a: number, b: number) => (b === 0 ? 0 : a / b);
  return {
    halo: ratio(c.halo, c.band),
    hairRecall: ratio(c.hairKept, c.hair),
    iou: ratio(c.intersection, c.union),
    falseKeep: ratio(c.keptBackground, c.kept),
  };
}
