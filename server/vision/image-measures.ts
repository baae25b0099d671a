// Pixel measures of one face: sharpness, exposure, whether the eyes show. Each is built so a dark skin
// in good light scores like a light one: sharpness on contrast-normalised brightness, exposure from
// clipped pixels and from the face's brightest parts (whites of the eyes, teeth, specular highlights),
// never from the skin's own brightness.
import type { Rgb } from './raster';

export type Polygon = ReadonlyArray<readonly [number, number]>;

const luma = (d: Uint8Array, i: number) => 0.2126 * d[i * 3]! + 0.7152 * d[i * 3 + 1]! + 0.0722 * d[i * 3 + 2]!;

/** Pixels inside a polygon (even-odd rule, pixel centres), as a 0/1 mask the size of the image. */
export function polygonMask(width: number, height: number, poly: Polygon): Uint8Array {
  const mask = new Uint8Array(width * height);
  const ys = poly.map((p) => p[1]);
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(...ys)));
  const crossings: number[] = [];
  for (let y = y0; y <= y1; y++) {
    const cy = y + 0.5;
    crossings.length = 0;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const [xi, yi] = poly[i]!;
      const [xj, yj] = poly[j]!;
      if (yi > cy !== yj > cy) crossings.push(xi + ((cy - yi) / (yj - yi)) * (xj - xi));
    }
    crossings.sort((a, b) => a - b);
    for (let k = 0; k + 1 < crossings.length; k += 2) {
      const from = Math.max(0, Math.ceil(crossings[k]! - 0.5));
      const to = Math.min(width - 1, Math.floor(crossings[k + 1]! - 0.5));
      for (let x = from; x <= to; x++) mask[y * width + x] = 1;
    }
  }
  return mask;
}

/** The polygon pulled toward its centroid: keeps the face's own texture, not its edge against the background. */
export function shrinkPolygon(poly: Polygon, factor: number): Array<[number, number]> {
  const cx = poly.reduce((s, p) => s + p[0], 0) / poly.length;
  const cy = poly.reduce((s, p) => s + p[1], 0) / poly.length;
  return poly.map(([x, y]) => [cx + (x - cx) * factor, cy + (y - cy) * factor]);
}

function percentile(values: Float32Array | number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = Float32Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

export interface ExposureStats {
  /** Share of face pixels clipped to black (every channel ≤ 8): detail lost in the shadows. */
  crushed: number;
  /** Share of face pixels clipped to white (every channel ≥ 250): detail burnt out. */
  blown: number;
  /** Brightness (0–255) the face's brightest 1 % reach: eye whites, teeth, highlights; low only when the face gets no light. */
  faceHighlights: number;
  /**
   * Brightness the brightest 10 % of the eyes reach (inside both eye contours): the whites of the eyes,
   * which are near-white on every face whatever its skin. On a dark-skinned face the skin's own
   * highlights stay under the face's top 1 %, so `faceHighlights` alone read skin tone as exposure.
   */
  eyeWhites: number;
  /** Brightness 90 % of the whole picture stays under: the surroundings the face is judged against. */
  sceneHighlights: number;
  /**
   * Brightness 90 % of the picture outside the face (its box, grown by a fifth) stays under: how much
   * light the place had, read where the skin is not. Equal to `sceneHighlights` when no box is given.
   */
  surroundings: number;
  /** Share of the whole picture clipped to white. */
  sceneBlown: number;
}

export function exposureStats(
  image: Rgb,
  faceMask: Uint8Array,
  scene: Rgb,
  eyeMask?: Uint8Array,
  /** The face's box in the scene's pixels: x, y, width, height. */
  faceInScene?: readonly [number, number, number, number],
): ExposureStats {
  const { data } = image;
  const values: number[] = [];
  const eyes: number[] = [];
  if (eyeMask) for (let i = 0; i < eyeMask.length; i++) if (eyeMask[i]) eyes.push(luma(data, i));
  let crushed = 0;
  let blown = 0;
  for (let i = 0; i < faceMask.length; i++) {
    if (!faceMask[i]) continue;
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    if (Math.max(r, g, b) <= 8) crushed++;
    if (Math.min(r, g, b) >= 250) blown++;
    values.push(luma(data, i));
  }
  const n = Math.max(1, values.length);
  const sceneLuma = new Float32Array(scene.width * scene.height);
  const around: number[] = [];
  const [fx, fy, fw, fh] = faceInScene ?? [0, 0, 0, 0];
  const x0 = fx - fw * 0.1;
  const x1 = fx + fw * 1.1;
  const y0 = fy - fh * 0.1;
  const y1 = fy + fh * 1.1;
  let sceneBlown = 0;
  for (let i = 0; i < sceneLuma.length; i++) {
    sceneLuma[i] = luma(scene.data, i);
    if (Math.min(scene.data[i * 3]!, scene.data[i * 3 + 1]!, scene.data[i * 3 + 2]!) >= 250) sceneBlown++;
    const x = i % scene.width;
    const y = (i - x) / scene.width;
    if (x < x0 || x > x1 || y < y0 || y > y1) around.push(sceneLuma[i]!);
  }
  return {
    crushed: crushed / n,
    blown: blown / n,
    faceHighlights: percentile(values, 0.99),
    eyeWhites: percentile(eyes, 0.9),
    sceneHighlights: percentile(sceneLuma, 0.9),
    surroundings: around.length > 0 ? percentile(around, 0.9) : percentile(sceneLuma, 0.9),
    sceneBlown: sceneBlown / sceneLuma.length,
  };
}

/**
 * Variance of the Laplacian of the face's brightness, after the brightness is scaled to unit standard
 * deviation inside the face: a low-contrast (dark or evenly lit) face is not mistaken for a blurry one.
 * Read only where the 3×3 neighbourhood lies inside the mask, so the face's outline does not count.
 */
export function sharpness(image: Rgb, mask: Uint8Array): number {
  const { width: w, height: h, data } = image;
  const l = new Float32Array(w * h);
  let sum = 0;
  let sum2 = 0;
  let n = 0;
  for (let i = 0; i < l.length; i++) {
    const v = luma(data, i);
    l[i] = v;
    if (mask[i]) {
      sum += v;
      sum2 += v * v;
      n++;
    }
  }
  if (n < 100) return 0;
  const mean = sum / n;
  const std = Math.sqrt(Math.max(sum2 / n - mean * mean, 1e-6));
  let lapSum = 0;
  let lapSum2 = 0;
  let m = 0;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      if (!(mask[i] && mask[i - 1] && mask[i + 1] && mask[i - w] && mask[i + w])) continue;
      const lap = (l[i - 1]! + l[i + 1]! + l[i - w]! + l[i + w]! - 4 * l[i]!) / std;
      lapSum += lap;
      lapSum2 += lap * lap;
      m++;
    }
  }
  if (m === 0) return 0;
  const lapMean = lapSum / m;
  return lapSum2 / m - lapMean * lapMean;
}

/**
 * How much the eye region varies against the face: an open eye shows a white and a dark iris whatever
 * the skin around it (ratio well above 1); sunglasses or a hand make it flat (ratio well under 1).
 * Spread is p90 − p10 of brightness, inside the eye's contour and inside the whole face.
 */
export function eyeContrast(image: Rgb, eye: Polygon, faceMask: Uint8Array): number {
  const eyeMask = polygonMask(image.width, image.height, eye);
  const eyeValues: number[] = [];
  const faceValues: number[] = [];
  for (let i = 0; i < faceMask.length; i++) {
    if (eyeMask[i]) eyeValues.push(luma(image.data, i));
    if (faceMask[i]) faceValues.push(luma(image.data, i));
  }
  if (eyeValues.length < 4) return 0;
  const spread = (v: number[]) => percentile(v, 0.9) - percentile(v, 0.1);
  return spread(eyeValues) / Math.max(8, spread(faceValues));
}

