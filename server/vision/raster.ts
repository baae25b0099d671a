// Small raster helpers on plain typed arrays: masks stay in JS between the models and the PNG encoder, so
// no tensor outlives a call and nothing depends on the tfjs backend's speed for per-pixel work.
import sharp from 'sharp';

export interface Rgb {
  data: Uint8Array; // RGB, 3 bytes a pixel
  width: number;
  height: number;
}

/** Decodes an upload to sRGB RGB at most `maxSide` px on the long side (never enlarged); alpha is flattened on white. */
export async function decodeRgb(input: Buffer | Rgb, maxSide: number): Promise<Rgb> {
  const pipeline = Buffer.isBuffer(input)
    ? sharp(input, { failOn: 'error' }).rotate()
    : sharp(input.data, { raw: { width: input.width, height: input.height, channels: 3 } });
  const { data, info } = await pipeline
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`vision: expected 3 channels after decoding, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height };
}

/** Mean over a (2r+1)² window, clamped at the borders (divides by the pixels actually inside). */
export function boxMean(src: Float32Array, w: number, h: number, r: number, out = new Float32Array(w * h)): Float32Array {
  const tmp = new Float32Array(w * h);
  // Horizontal pass as running sums; the inner loop is split so the middle of a row has no clamping.
  const inv = 1 / (2 * r + 1);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let sum = 0;
    for (let x = 0; x <= Math.min(r, w - 1); x++) sum += src[row + x]!;
    for (let x = 0; x < w; x++) {
      if (x - r > 0 && x + r < w) {
        tmp[row + x] = sum * inv;
      } else {
        tmp[row + x] = sum / (Math.min(w - 1, x + r) - Math.max(0, x - r) + 1);
      }
      if (x + r + 1 < w) sum += src[row + x + r + 1]!;
      if (x - r >= 0) sum -= src[row + x - r]!;
    }
  }
  const colSum = new Float64Array(w);
  for (let y = 0; y <= Math.min(r, h - 1); y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) colSum[x]! += tmp[row + x]!;
  }
  for (let y = 0; y < h; y++) {
    const k = 1 / (Math.min(h - 1, y + r) - Math.max(0, y - r) + 1);
    const row = y * w;
    for (let x = 0; x < w; x++) out[row + x] = colSum[x]! * k;
    if (y + r + 1 < h) {
      const add = (y + r + 1) * w;
      for (let x = 0; x < w; x++) colSum[x]! += tmp[add + x]!;
    }
    if (y - r >= 0) {
      const sub = (y - r) * w;
      for (let x = 0; x < w; x++) colSum[x]! -= tmp[sub + x]!;
    }
  }
  return out;
}

/** Bilinear resize of a one-channel float map (pixel centres aligned, like sharp and tfjs's default). */
export function resizeFloat(src: Float32Array, sw: number, sh: number, dw: number, dh: number): Float32Array {
  const out = new Float32Array(dw * dh);
  const sx = sw / dw;
  const sy = sh / dh;
  const x0s = new Int32Array(dw);
  const x1s = new Int32Array(dw);
  const fxs = new Float32Array(dw);
  for (let x = 0; x < dw; x++) {
    const fx = Math.min(Math.max((x + 0.5) * sx - 0.5, 0), sw - 1);
    x0s[x] = Math.floor(fx);
    x1s[x] = Math.min(x0s[x]! + 1, sw - 1);
    fxs[x] = fx - x0s[x]!;
  }
  for (let y = 0; y < dh; y++) {
    const fy = Math.min(Math.max((y + 0.5) * sy - 0.5, 0), sh - 1);
    const y0 = Math.floor(fy);
    const y1 = Math.min(y0 + 1, sh - 1);
    const wy = fy - y0;
    const r0 = y0 * sw;
    const r1 = y1 * sw;
    for (let x = 0; x < dw; x++) {
      const wx = fxs[x]!;
      const a = src[r0 + x0s[x]!]! * (1 - wx) + src[r0 + x1s[x]!]! * wx;
      const b = src[r1 + x0s[x]!]! * (1 - wx) + src[r1 + x1s[x]!]! * wx;
      out[y * dw + x] = a * (1 - wy) + b * wy;
    }
  }
  return out;
}

/** Binary erosion by a (2r+1)² square: a pixel survives when its whole window (inside the picture) is set. */
export function erode(mask: Uint8Array, w: number, h: number, r: number): Uint8Array {
  // Separable: a row pass then a column pass, each counting the set pixels of a running window.
  const rows = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    let count = 0;
    for (let x = 0; x <= Math.min(r, w - 1); x++) count += mask[row + x]!;
    for (let x = 0; x < w; x++) {
      const span = Math.min(w - 1, x + r) - Math.max(0, x - r) + 1;
      rows[row + x] = count === span ? 1 : 0;
      if (x + r + 1 < w) count += mask[row + x + r + 1]!;
      if (x - r >= 0) count -= mask[row + x - r]!;
    }
  }
  const out = new Uint8Array(w * h);
  const counts = new Int32Array(w);
  for (let y = 0; y <= Math.min(r, h - 1); y++) for (let x = 0; x < w; x++) counts[x]! += rows[y * w + x]!;
  for (let y = 0; y < h; y++) {
    const span = Math.min(h - 1, y + r) - Math.max(0, y - r) + 1;
    const row = y * w;
    for (let x = 0; x < w; x++) out[row + x] = counts[x] === span ? 1 : 0;
    if (y + r + 1 < h) for (let x = 0; x < w; x++) counts[x]! += rows[(y + r + 1) * w + x]!;
    if (y - r >= 0) for (let x = 0; x < w; x++) counts[x]! -= rows[(y - r) * w + x]!;
  }
  return out;
}

/**
 * Labels the 4-connected regions of equal value among the pixels `include` accepts: a label per pixel
 * (0 for the others), and each label's value, size and whether it touches the image border.
 */
export function regionsOf(values: Uint8Array, w: number, h: number, include: (value: number) => boolean) {
  const labels = new Int32Array(w * h);
  const sizes: number[] = [0];
  const valueOf: number[] = [0];
  const touchesBorder: boolean[] = [false];
  const stack = new Int32Array(w * h);
  for (let start = 0; start < values.length; start++) {
    const value = values[start]!;
    if (!include(value) || labels[start] !== 0) continue;
    const label = sizes.length;
    let size = 0;
    let border = false;
    let top = 0;
    stack[top++] = start;
    labels[start] = label;
    while (top > 0) {
      const i = stack[--top]!;
      size++;
      const x = i % w;
      const y = (i - x) / w;
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) border = true;
      if (x > 0 && values[i - 1] === value && labels[i - 1] === 0) {
        labels[i - 1] = label;
        stack[top++] = i - 1;
      }
      if (x < w - 1 && values[i + 1] === value && labels[i + 1] === 0) {
        labels[i + 1] = label;
        stack[top++] = i + 1;
      }
      if (y > 0 && values[i - w] === value && labels[i - w] === 0) {
        labels[i - w] = label;
        stack[top++] = i - w;
      }
      if (y < h - 1 && values[i + w] === value && labels[i + w] === 0) {
        labels[i + w] = label;
        stack[top++] = i + w;
      }
    }
    sizes.push(size);
    valueOf.push(value);
    touchesBorder.push(border);
  }
  return { labels, sizes, valueOf, touchesBorder };
}

/**
 * Labels 4-connected regions whose pixels equal `value`; returns a label per pixel (0 = other value) and
 * each label's size and whether it touches the image border.
 */
export function components(mask: Uint8Array, w: number, h: number, value: 0 | 1) {
  const { labels, sizes, touchesBorder } = regionsOf(mask, w, h, (v) => v === value);
  return { labels, sizes, touchesBorder };
}

/** Resizes to exactly `w`×`h`, stretching like the segmenters' training pipelines do. */
export async function stretchRgb(image: Rgb, w: number, h: number): Promise<Rgb> {
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize({ width: w, height: h, fit: 'fill' })
    .raw()
    .toBuffer();
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: w, height: h };
}

/** Size of the picture as displayed (EXIF orientations 5–8 swap width and height). */
export async function orientedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return swap ? { width: height, height: width } : { width, height };
}
