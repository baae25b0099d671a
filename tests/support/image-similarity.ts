// How close a picture is to a reference of the same size, as the eye judges it: SSIM (Wang, Bovik, Sheikh
// and Simoncelli, 2004) on brightness, with its usual 11×11 Gaussian window (σ 1.5) and constants. A blurred
// picture loses on SSIM's contrast and structure terms even when its colours are right, which PSNR forgives.
import type { Rgb } from '../../server/vision/raster';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const RADIUS = 5;
const KERNEL = (() => {
  const k = Array.from({ length: 2 * RADIUS + 1 }, (_, i) => Math.exp(-((i - RADIUS) ** 2) / (2 * 1.5 ** 2)));
  const sum = k.reduce((a, b) => a + b, 0);
  return k.map((v) => v / sum);
})();

/** BT.601 brightness, as SSIM's authors measured it. */
export function lumaOf(image: Rgb): Float32Array {
  const out = new Float32Array(image.width * image.height);
  for (let i = 0; i < out.length; i++) out[i] = 0.299 * image.data[i * 3]! + 0.587 * image.data[i * 3 + 1]! + 0.114 * image.data[i * 3 + 2]!;
  return out;
}

/** Separable Gaussian blur, edges clamped. */
function blur(src: Float32Array, w: number, h: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -RADIUS; k <= RADIUS; k++) s += KERNEL[k + RADIUS]! * src[y * w + Math.min(w - 1, Math.max(0, x + k))]!;
      tmp[y * w + x] = s;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -RADIUS; k <= RADIUS; k++) s += KERNEL[k + RADIUS]! * tmp[Math.min(h - 1, Math.max(0, y + k)) * w + x]!;
      out[y * w + x] = s;
    }
  }
  return out;
}

/** Mean SSIM of brightness over `box` (the whole picture when absent): 1 identical, lower is further. */
export function ssim(a: Rgb, b: Rgb, box: Box = { x: 0, y: 0, w: a.width, h: a.height }): number {
  if (a.width !== b.width || a.height !== b.height) throw new Error(`ssim: ${a.width}×${a.height} against ${b.width}×${b.height}`);
  const { width: w, height: h } = a;
  const la = lumaOf(a);
  const lb = lumaOf(b);
  const aa = la.map((v) => v * v);
  const bb = lb.map((v) => v * v);
  const ab = la.map((v, i) => v * lb[i]!);
  const [ma, mb, saa, sbb, sab] = [la, lb, aa, bb, ab].map((x) => blur(x, w, h)) as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
  const x0 = Math.max(0, Math.round(box.x));
  const y0 = Math.max(0, Math.round(box.y));
  const x1 = Math.min(w, Math.round(box.x + box.w));
  const y1 = Math.min(h, Math.round(box.y + box.h));
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * w + x;
      const mu1 = ma[i]!;
      const mu2 = mb[i]!;
      const v1 = saa[i]! - mu1 * mu1;
      const v2 = sbb[i]! - mu2 * mu2;
      const cov = sab[i]! - mu1 * mu2;
      sum += ((2 * mu1 * mu2 + C1) * (2 * cov + C2)) / ((mu1 * mu1 + mu2 * mu2 + C1) * (v1 + v2 + C2));
      n++;
    }
  }
  return n > 0 ? sum / n : Number.NaN;
}

/**
 * Mean gradient magnitude (Sobel) of brightness over `box`: how much edge a picture has. An enlargement's
 * value over its reference's says how sharp it looks (under 1 blurred, over 1 oversharpened).
 */
export function edgeEnergy(image: Rgb, box: Box = { x: 0, y: 0, w: image.width, h: image.height }): number {
  const l = lumaOf(image);
  const w = image.width;
  const x0 = Math.max(1, Math.round(box.x));
  const y0 = Math.max(1, Math.round(box.y));
  const x1 = Math.min(w - 1, Math.round(box.x + box.w));
  const y1 = Math.min(image.height - 1, Math.round(box.y + box.h));
  let sum = 0;
  let n = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const at = (dx: number, dy: number) => l[(y + dy) * w + x + dx]!;
      const gx = at(1, -1) + 2 * at(1, 0) + at(1, 1) - at(-1, -1) - 2 * at(-1, 0) - at(-1, 1);
      const gy = at(-1, 1) + 2 * at(0, 1) + at(1, 1) - at(-1, -1) - 2 * at(0, -1) - at(1, -1);
      sum += Math.hypot(gx, gy);
      n++;
    }
  }
  return n > 0 ? sum / n : 0;
}
