// Colour guided filter (He, Sun and Tang), in its « fast » form: the linear coefficients are fitted on a
// small copy of the photo and applied to the full-size one. It snaps the segmenter's blurry 256 px mask
// to the photo's real edges (hair, shoulders, fingers) at the size we store, for a few box filters' cost.
import { boxMean, resizeFloat, type Rgb } from './raster';

export interface GuidedCoefficients {
  a: [Float32Array, Float32Array, Float32Array];
  b: Float32Array;
  width: number;
  height: number;
}

/** Fits q ≈ a·I + b in each (2r+1)² window of `guide`, with `eps` damping (intensities in 0..1). */
export function fitGuidedFilter(guide: Rgb, p: Float32Array, r: number, eps: number): GuidedCoefficients {
  const { width: w, height: h } = guide;
  const n = w * h;
  const I = [new Float32Array(n), new Float32Array(n), new Float32Array(n)] as const;
  for (let i = 0; i < n; i++) {
    I[0][i] = guide.data[i * 3]! / 255;
    I[1][i] = guide.data[i * 3 + 1]! / 255;
    I[2][i] = guide.data[i * 3 + 2]! / 255;
  }
  const mean = (src: Float32Array) => boxMean(src, w, h, r);
  const product = (x: Float32Array, y: Float32Array) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = x[i]! * y[i]!;
    return out;
  };
  const mI = [mean(I[0]), mean(I[1]), mean(I[2])] as const;
  const mp = mean(p);
  const mIp = [mean(product(I[0], p)), mean(product(I[1], p)), mean(product(I[2], p))] as const;
  const mRR = mean(product(I[0], I[0]));
  const mRG = mean(product(I[0], I[1]));
  const mRB = mean(product(I[0], I[2]));
  const mGG = mean(product(I[1], I[1]));
  const mGB = mean(product(I[1], I[2]));
  const mBB = mean(product(I[2], I[2]));

  const a: [Float32Array, Float32Array, Float32Array] = [new Float32Array(n), new Float32Array(n), new Float32Array(n)];
  const b = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const r0 = mI[0][i]!;
    const g0 = mI[1][i]!;
    const b0 = mI[2][i]!;
    const pm = mp[i]!;
    const cR = mIp[0][i]! - r0 * pm;
    const cG = mIp[1][i]! - g0 * pm;
    const cB = mIp[2][i]! - b0 * pm;
    // Covariance of the guide's colours in the window, damped on the diagonal.
    const s00 = mRR[i]! - r0 * r0 + eps;
    const s01 = mRG[i]! - r0 * g0;
    const s02 = mRB[i]! - r0 * b0;
    const s11 = mGG[i]! - g0 * g0 + eps;
    const s12 = mGB[i]! - g0 * b0;
    const s22 = mBB[i]! - b0 * b0 + eps;
    // Inverse of the symmetric 3×3 matrix by cofactors.
    const i00 = s11 * s22 - s12 * s12;
    const i01 = s02 * s12 - s01 * s22;
    const i02 = s01 * s12 - s02 * s11;
    const i11 = s00 * s22 - s02 * s02;
    const i12 = s01 * s02 - s00 * s12;
    const i22 = s00 * s11 - s01 * s01;
    const det = s00 * i00 + s01 * i01 + s02 * i02;
    const aR = (i00 * cR + i01 * cG + i02 * cB) / det;
    const aG = (i01 * cR + i11 * cG + i12 * cB) / det;
    const aB = (i02 * cR + i12 * cG + i22 * cB) / det;
    a[0][i] = aR;
    a[1][i] = aG;
    a[2][i] = aB;
    b[i] = pm - aR * r0 - aG * g0 - aB * b0;
  }
  return { a: [mean(a[0]), mean(a[1]), mean(a[2])], b: mean(b), width: w, height: h };
}

/** Applies fitted coefficients to a (usually larger) guide of the same picture: the refined mask, clamped to 0..1. */
export function applyGuidedFilter(coef: GuidedCoefficients, guide: Rgb): Float32Array {
  const { width: w, height: h } = guide;
  const up = (src: Float32Array) => (coef.width === w && coef.height === h ? src : resizeFloat(src, coef.width, coef.height, w, h));
  const aR = up(coef.a[0]);
  const aG = up(coef.a[1]);
  const aB = up(coef.a[2]);
  const b = up(coef.b);
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) {
    const q = (aR[i]! * guide.data[i * 3]! + aG[i]! * guide.data[i * 3 + 1]! + aB[i]! * guide.data[i * 3 + 2]!) / 255 + b[i]!;
    out[i] = q < 0 ? 0 : q > 1 ? 1 : q;
  }
  return out;
}
