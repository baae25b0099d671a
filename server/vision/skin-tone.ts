// Colour transfer that keeps the person's skin tone and takes the target's light.
// Classic swaps match the pasted face's Lab mean and spread to the target face's (Reinhard et al.):
// that repaints the new face in the old face's skin tone, and lightens a dark face pasted over a
// lighter one. Here the source keeps its own mean L*, a*, b* (who the person is) and only the *shape*
// of the target's light is taken: where the target face is brighter or darker than its own mean.
// Light is multiplicative in linear RGB; scaling XYZ by k scales (L* + 16), a* and b* by k^(1/3), so
// the shading factor is applied to (L* + 16) and to the chroma alike, which keeps the hue of the skin.
import { softBlur } from './blend';
import { labToRgb, rgbToLab, type Lab } from '../../shared/engine/style/color';

export interface Planes {
  r: Float32Array;
  g: Float32Array;
  b: Float32Array;
}

function toLab(p: Planes): [Float32Array, Float32Array, Float32Array] {
  const n = p.r.length;
  const L = new Float32Array(n);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const lab = rgbToLab(Math.round(p.r[i]!), Math.round(p.g[i]!), Math.round(p.b[i]!));
    L[i] = lab[0];
    A[i] = lab[1];
    B[i] = lab[2];
  }
  return [L, A, B];
}

/** Mean Lab of the pixels where `mask` > 0.5. */
export function maskedMeanLab(p: Planes, mask: Float32Array): Lab {
  let L = 0;
  let A = 0;
  let B = 0;
  let n = 0;
  for (let i = 0; i < mask.length; i++) {
    if (mask[i]! <= 0.5) continue;
    const lab = rgbToLab(Math.round(p.r[i]!), Math.round(p.g[i]!), Math.round(p.b[i]!));
    L += lab[0];
    A += lab[1];
    B += lab[2];
    n++;
  }
  return n > 0 ? [L / n, A / n, B / n] : [Number.NaN, Number.NaN, Number.NaN];
}

/** Low-frequency L* over the skin only (normalised convolution: eyes, lips and background do not leak in). */
function skinLowPass(L: Float32Array, skin: Float32Array, w: number, h: number, radius: number, fallback: number): Float32Array {
  const weighted = new Float32Array(L.length);
  for (let i = 0; i < L.length; i++) weighted[i] = L[i]! * skin[i]!;
  const num = softBlur(weighted, w, h, radius);
  const den = softBlur(skin, w, h, radius);
  const out = new Float32Array(L.length);
  for (let i = 0; i < L.length; i++) {
    // Far from any skin the weights vanish: blend toward the mean so the factor there is neutral.
    const d = den[i]!;
    out[i] = d > 1e-3 ? (num[i]! + fallback * 1e-3) / (d + 1e-3) : fallback;
  }
  return out;
}

export interface TransferReport {
  sourceSkin: Lab;
  targetSkin: Lab;
}

/**
 * Recolours `source` (already warped onto the target) in place: its own skin tone, the target's light.
 * `skin` marks skin pixels present in both; `radius` is the scale of "light" (a fraction of the face).
 */
export function transferSkinTone(source: Planes, target: Planes, skin: Float32Array, w: number, h: number, radius: number): TransferReport {
  const [Ls, As, Bs] = toLab(source);
  const [Lt] = toLab(target);
  let ms = 0;
  let mt = 0;
  let n = 0;
  for (let i = 0; i < skin.length; i++) {
    if (skin[i]! <= 0.5) continue;
    ms += Ls[i]!;
    mt += Lt[i]!;
    n++;
  }
  const sourceSkin = maskedMeanLab(source, skin);
  const targetSkin = maskedMeanLab(target, skin);
  if (n === 0) return { sourceSkin, targetSkin };
  ms /= n;
  mt /= n;
  const lowS = skinLowPass(Ls, skin, w, h, radius, ms);
  const lowT = skinLowPass(Lt, skin, w, h, radius, mt);
  for (let i = 0; i < Ls.length; i++) {
    const targetLight = (lowT[i]! + 16) / (mt + 16);
    const sourceLight = (lowS[i]! + 16) / (ms + 16);
    // Bounded: a hard shadow edge in either photo must not turn into a black or white blotch.
    const k = Math.min(1.6, Math.max(0.6, targetLight / sourceLight));
    const L = Math.min(100, Math.max(0, (Ls[i]! + 16) * k - 16));
    const [r, g, b] = labToRgb(L, As[i]! * k, Bs[i]! * k);
    source.r[i] = r;
    source.g[i] = g;
    source.b[i] = b;
  }
  return { sourceSkin, targetSkin };
}
