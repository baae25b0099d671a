import sharp from 'sharp';
import { rgbDistance } from '../../shared/engine/style/color';

/**
 * « Retirer le fond uni »: most creators' logos are a PNG or JPEG on white (or one flat colour), and
 * a white box in the corner of a thumbnail looks cheap. The background is taken away by a flood fill
 * from the borders: every pixel connected to the edge whose colour is close to the border's colour
 * becomes transparent, and the one-pixel ring where the logo meets it is feathered (its alpha follows
 * how far its colour is from the background, and the background's tint is taken out of it), so the
 * edge stays smooth on any thumbnail. A border that is not one colour (a photo, a gradient) is not
 * guessed at: the caller refuses it and asks for a transparent PNG.
 */

export interface RgbaImage {
  /** RGBA, row by row. */
  data: Uint8Array | Uint8ClampedArray | Buffer;
  width: number;
  height: number;
}

export const flatBackgroundLimits = {
  /** Colour distance (RGB, Euclidean) under which a pixel counts as background: JPEG noise on white stays under it. */
  tolerance: 34,
  /** Share of the border's pixels that must be the background colour (a logo may touch the edge a little). */
  flatShare: 0.9,
  /** An already transparent pixel (alpha under this) is background too. */
  transparentAlpha: 16,
  /** Long side worked on and stored: a logo is never drawn wider than 20 % of a 4K frame (768 px). */
  maxSide: 1600,
};

export type FlatBackgroundResult =
  | { ok: true; image: RgbaImage; background: { r: number; g: number; b: number } | null; removed: number }
  | { ok: false; reason: 'not-flat'; flatShare: number };

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The pixels of the 1-pixel frame, each once. */
function borderIndices(width: number, height: number): number[] {
  const out: number[] = [];
  for (let x = 0; x < width; x++) {
    out.push(x);
    if (height > 1) out.push((height - 1) * width + x);
  }
  for (let y = 1; y < height - 1; y++) {
    out.push(y * width);
    if (width > 1) out.push(y * width + width - 1);
  }
  return out;
}

/**
 * Removes a flat background from RGBA pixels (pure: the input is not changed). Returns the new
 * pixels, or `not-flat` with the share of the border that matched when the border is not one colour.
 */
export function removeFlatBackground(input: RgbaImage, limits = flatBackgroundLimits): FlatBackgroundResult {
  const { width, height } = input;
  const src = input.data;
  const n = width * height;
  const tol = limits.tolerance;
  const border = borderIndices(width, height);
  const isClear = (p: number) => src[p * 4 + 3]! < limits.transparentAlpha;
  const opaqueBorder = border.filter((p) => !isClear(p));
  const out = new Uint8ClampedArray(src);

  // A border already transparent: nothing to take away.
  if (opaqueBorder.length <= border.length * (1 - limits.flatShare)) return { ok: true, image: { data: out, width, height }, background: null, removed: 0 };

  const bg = {
    r: median(opaqueBorder.map((p) => src[p * 4]!)),
    g: median(opaqueBorder.map((p) => src[p * 4 + 1]!)),
    b: median(opaqueBorder.map((p) => src[p * 4 + 2]!)),
  };
  const distance = (p: number) => rgbDistance(src[p * 4]!, src[p * 4 + 1]!, src[p * 4 + 2]!, bg.r, bg.g, bg.b);
  const isBackground = (p: number) => isClear(p) || distance(p) <= tol;
  const matching = border.filter(isBackground).length;
  const share = matching / border.length;
  if (share < limits.flatShare) return { ok: false, reason: 'not-flat', flatShare: share };

  // Flood fill (4-connected) from every background pixel of the border.
  const removed = new Uint8Array(n);
  const queue = new Int32Array(n);
  let head = 0;
  let tail = 0;
  for (const p of border) {
    if (!removed[p] && isBackground(p)) {
      removed[p] = 1;
      queue[tail++] = p;
    }
  }
  while (head < tail) {
    const p = queue[head++]!;
    const x = p % width;
    const visit = (q: number) => {
      if (!removed[q] && isBackground(q)) {
        removed[q] = 1;
        queue[tail++] = q;
      }
    };
    if (x > 0) visit(p - 1);
    if (x < width - 1) visit(p + 1);
    if (p >= width) visit(p - width);
    if (p < n - width) visit(p + width);
  }

  for (let p = 0; p < n; p++) if (removed[p]) out[p * 4 + 3] = 0;

  // Feathered edge: the logo's pixels touching the removed background (8-neighbours) are partly the
  // background's colour (anti-aliasing, JPEG blur). Their alpha is how far they are from it, and the
  // background's share is taken out of their colour, so no white fringe shows on a dark thumbnail.
  const full = tol * 3;
  for (let p = 0; p < n; p++) {
    if (removed[p]) continue;
    const x = p % width;
    const y = (p - x) / width;
    let touches = false;
    for (let dy = -1; dy <= 1 && !touches; dy++) {
      for (let dx = -1; dx <= 1 && !touches; dx++) {
        const nx = x + dx;
        const ny = y + dy;
        if ((dx || dy) && nx >= 0 && ny >= 0 && nx < width && ny < height && removed[ny * width + nx]) touches = true;
      }
    }
    if (!touches) continue;
    const a = Math.min(1, distance(p) / full);
    if (a >= 1) continue;
    const k = Math.max(a, 0.05);
    out[p * 4] = bg.r + (src[p * 4]! - bg.r) / k;
    out[p * 4 + 1] = bg.g + (src[p * 4 + 1]! - bg.g) / k;
    out[p * 4 + 2] = bg.b + (src[p * 4 + 2]! - bg.b) / k;
    out[p * 4 + 3] = Math.round(src[p * 4 + 3]! * a);
  }
  return { ok: true, image: { data: out, width, height }, background: bg, removed: tail };
}

/**
 * The whole step on an image file: decoded upright (at most `maxSide`), background removed, the
 * transparent margin trimmed (the logo's box is then the logo), encoded as PNG with alpha.
 */
export async function logoWithoutBackground(bytes: Buffer, limits = flatBackgroundLimits): Promise<{ ok: true; png: Buffer; width: number; height: number } | { ok: false; reason: 'not-flat' | 'empty' }> {
  const raw = await sharp(bytes)
    .rotate()
    .resize({ width: limits.maxSide, height: limits.maxSide, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const result = removeFlatBackground({ data: raw.data, width: raw.info.width, height: raw.info.height }, limits);
  if (!result.ok) return { ok: false, reason: 'not-flat' };
  const { data, width, height } = result.image;
  const bounds = opaqueBounds(data, width, height);
  if (!bounds) return { ok: false, reason: 'empty' };
  const png = await sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } })
    .extract({ left: bounds.x, top: bounds.y, width: bounds.w, height: bounds.h })
    .png({ compressionLevel: 6 })
    .toBuffer({ resolveWithObject: true });
  return { ok: true, png: png.data, width: png.info.width, height: png.info.height };
}

/** The smallest box holding every visible pixel, or null when nothing is visible. */
function opaqueBounds(data: Uint8Array | Uint8ClampedArray | Buffer, width: number, height: number): { x: number; y: number; w: number; h: number } | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3]! > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  return x1 < 0 ? null : { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1 };
}
