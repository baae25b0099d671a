// A skin model learned from one face's own skin pixels, not a fixed colour rule: a 2-D Gaussian over
// chroma measured relative to lightness, (a*, b*) / (L* + 16). Light on skin is multiplicative in linear
// RGB, and scaling XYZ by k scales (L* + 16), a* and b* alike by k^(1/3), so that ratio is the same for
// the lit cheek and the neck in the chin's shadow: the model separates this person's skin from hair,
// clothes and background by hue and saturation, whatever the light, and whatever the skin's depth.
// A pixel's likelihood is read through its Mahalanobis distance to the face's own distribution.
import { rgbToLab } from '../../shared/engine/style/color';

export interface SkinModel {
  /** Mean chroma ratio (u, v) = (a*, b*) / (L* + 16) of the face's skin. */
  mean: [number, number];
  /** Inverse covariance, [uu, uv, vv]. */
  inverse: [number, number, number];
  /** Mean L* of the skin the model was learned on. */
  lightness: number;
  /** Pixels the model was learned on (after trimming). */
  samples: number;
}

export const skinModelLimits = {
  /** Below this L* the chroma ratio is mostly noise (deep shadow, black cloth): never counted as skin. */
  minLightness: 6,
  /** Above this L* the pixel is clipped highlight: its colour is the light's, not the skin's. */
  maxLightness: 98,
  /** Chroma ratios vary at least this much (σ) on any face: JPEG noise and blood under the skin. */
  minSigma: 0.012,
  /** Mahalanobis d² up to which a pixel is skin for sure (95 % of a 2-D Gaussian: χ²₂ 5.99), and from which it is not. */
  sure: 6,
  never: 16,
  /** Fewer pixels than this and no model is learned. */
  minSamples: 50,
};

const chroma = (L: number, a: number, b: number): [number, number] => [a / (L + 16), b / (L + 16)];

function fit(points: Float32Array, count: number, keep: (i: number) => boolean): { mean: [number, number]; cov: [number, number, number]; n: number } {
  let su = 0;
  let sv = 0;
  let n = 0;
  for (let i = 0; i < count; i++) {
    if (!keep(i)) continue;
    su += points[2 * i]!;
    sv += points[2 * i + 1]!;
    n++;
  }
  const mu = su / Math.max(1, n);
  const mv = sv / Math.max(1, n);
  let uu = 0;
  let uv = 0;
  let vv = 0;
  for (let i = 0; i < count; i++) {
    if (!keep(i)) continue;
    const du = points[2 * i]! - mu;
    const dv = points[2 * i + 1]! - mv;
    uu += du * du;
    uv += du * dv;
    vv += dv * dv;
  }
  const floor = skinModelLimits.minSigma ** 2;
  return { mean: [mu, mv], cov: [Math.max(floor, uu / Math.max(1, n)), uv / Math.max(1, n), Math.max(floor, vv / Math.max(1, n))], n };
}

function invert([a, b, c]: [number, number, number]): [number, number, number] {
  const det = a * c - b * b;
  return [c / det, -b / det, a / det];
}

const distance2 = (inv: [number, number, number], mean: [number, number], u: number, v: number) => {
  const du = u - mean[0];
  const dv = v - mean[1];
  return inv[0] * du * du + 2 * inv[1] * du * dv + inv[2] * dv * dv;
};

/**
 * Learns the model from the sRGB pixels where `mask` > 0.5 (the face's skin triangles). Two passes:
 * the second drops what the first puts beyond the sure threshold (a stray eyebrow hair, a lip's edge),
 * so a few wrong pixels do not widen the model. Null when too few pixels are usable.
 */
export function learnSkinModel(pixel: (i: number) => [number, number, number], mask: Float32Array): SkinModel | null {
  const indices: number[] = [];
  const labs: number[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! <= 0.5) continue;
    const [r, g, b] = pixel(i);
    const [L, A, B] = rgbToLab(r, g, b);
    if (L < skinModelLimits.minLightness || L > skinModelLimits.maxLightness) continue;
    indices.push(i);
    labs.push(L, A, B);
  }
  const count = indices.length;
  if (count < skinModelLimits.minSamples) return null;
  const points = new Float32Array(2 * count);
  let lightness = 0;
  for (let k = 0; k < count; k++) {
    const [u, v] = chroma(labs[3 * k]!, labs[3 * k + 1]!, labs[3 * k + 2]!);
    points[2 * k] = u;
    points[2 * k + 1] = v;
    lightness += labs[3 * k]!;
  }
  const first = fit(points, count, () => true);
  const firstInverse = invert(first.cov);
  const second = fit(points, count, (k) => distance2(firstInverse, first.mean, points[2 * k]!, points[2 * k + 1]!) <= skinModelLimits.sure);
  if (second.n < skinModelLimits.minSamples) return null;
  return { mean: second.mean, inverse: invert(second.cov), lightness: lightness / count, samples: second.n };
}

/** How surely a Lab colour is this face's skin: 1 within the sure threshold, 0 beyond `never`, smooth between. */
export function skinLikelihood(model: SkinModel, L: number, a: number, b: number): number {
  if (L < skinModelLimits.minLightness || L > skinModelLimits.maxLightness) return 0;
  const [u, v] = chroma(L, a, b);
  const d2 = distance2(model.inverse, model.mean, u, v);
  if (d2 <= skinModelLimits.sure) return 1;
  if (d2 >= skinModelLimits.never) return 0;
  const t = (skinModelLimits.never - d2) / (skinModelLimits.never - skinModelLimits.sure);
  return t * t * (3 - 2 * t);
}
