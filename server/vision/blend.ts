// Feathered masks and a Laplacian pyramid blend (Burt & Adelson 1983) on planar float images.
// OpenCV.js has no seamlessClone, and a Poisson clone would not suit us anyway: it pulls the pasted
// face's colour toward the target's boundary, which is exactly how a dark face gets lightened on a
// lighter photo. The pyramid blends fine detail over a short band and coarse tones over a wider one,
// but the number of levels is capped so the coarsest band stays at the face's edge, not its centre.
import { boxMean } from './raster';

/** Close to a Gaussian of σ ≈ r·0.8: two box passes. */
export function softBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  if (r < 1) return src.slice();
  return boxMean(boxMean(src, w, h, r), w, h, r);
}

/**
 * A mask that is 0 on and outside the coverage's edge and rises to 1 over about `feather` pixels
 * inside it: the blend never reaches outside what the warp covered.
 */
export function featherInside(coverage: Float32Array, w: number, h: number, feather: number): Float32Array {
  const blurred = softBlur(coverage, w, h, Math.max(1, Math.round(feather / 2)));
  const out = new Float32Array(w * h);
  for (let i = 0; i < out.length; i++) {
    const t = Math.min(1, Math.max(0, 2 * blurred[i]! - 1));
    out[i] = coverage[i]! > 0 ? t * t * (3 - 2 * t) : 0; // smoothstep: no visible kink where the ramp ends
  }
  return out;
}

interface Plane {
  data: Float32Array;
  w: number;
  h: number;
}

const taps = [1 / 16, 4 / 16, 6 / 16, 4 / 16, 1 / 16];

function blur5(p: Plane): Plane {
  const { w, h, data } = p;
  const tmp = new Float32Array(w * h);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const row = y * w;
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -2; k <= 2; k++) s += taps[k + 2]! * data[row + Math.min(w - 1, Math.max(0, x + k))]!;
      tmp[row + x] = s;
    }
  }
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      let s = 0;
      for (let k = -2; k <= 2; k++) s += taps[k + 2]! * tmp[Math.min(h - 1, Math.max(0, y + k)) * w + x]!;
      out[y * w + x] = s;
    }
  }
  return { data: out, w, h };
}

function down(p: Plane): Plane {
  const b = blur5(p);
  const w = Math.ceil(p.w / 2);
  const h = Math.ceil(p.h / 2);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = b.data[2 * y * p.w + 2 * x]!;
  return { data: out, w, h };
}

/** Bilinear enlargement to (w, h); the Laplacian levels are built with this same operator, so the sum is exact. */
function up(p: Plane, w: number, h: number): Float32Array {
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(p.h - 1, y / 2); // `down` keeps the even pixels: coarse pixel k sits on fine pixel 2k
    const y0 = Math.floor(sy);
    const y1 = Math.min(p.h - 1, y0 + 1);
    const fy = sy - y0;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(p.w - 1, x / 2);
      const x0 = Math.floor(sx);
      const x1 = Math.min(p.w - 1, x0 + 1);
      const fx = sx - x0;
      const top = p.data[y0 * p.w + x0]! * (1 - fx) + p.data[y0 * p.w + x1]! * fx;
      const bottom = p.data[y1 * p.w + x0]! * (1 - fx) + p.data[y1 * p.w + x1]! * fx;
      out[y * w + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * Blends `a` (the new face) over `b` (the target) with `mask` (1 = a), channel by channel, over
 * `levels` pyramid levels. Returns new planes.
 */
export function pyramidBlend(a: Float32Array[], b: Float32Array[], mask: Float32Array, w: number, h: number, levels: number): Float32Array[] {
  const masks: Plane[] = [{ data: mask, w, h }];
  for (let k = 1; k < levels; k++) masks.push(down(masks[k - 1]!));
  return a.map((channelA, c) => {
    let ga: Plane = { data: channelA, w, h };
    let gb: Plane = { data: b[c]!, w, h };
    const blended: Float32Array[] = [];
    for (let k = 0; k < levels; k++) {
      const m = masks[k]!.data;
      if (k === levels - 1) {
        const top = new Float32Array(ga.w * ga.h);
        for (let i = 0; i < top.length; i++) top[i] = m[i]! * ga.data[i]! + (1 - m[i]!) * gb.data[i]!;
        blended.push(top);
        break;
      }
      const na = down(ga);
      const nb = down(gb);
      const ua = up(na, ga.w, ga.h);
      const ub = up(nb, gb.w, gb.h);
      const level = new Float32Array(ga.w * ga.h);
      for (let i = 0; i < level.length; i++) level[i] = m[i]! * (ga.data[i]! - ua[i]!) + (1 - m[i]!) * (gb.data[i]! - ub[i]!);
      blended.push(level);
      ga = na;
      gb = nb;
    }
    // Collapse from the top.
    let acc: Plane = { data: blended[levels - 1]!, w: masks[levels - 1]!.w, h: masks[levels - 1]!.h };
    for (let k = levels - 2; k >= 0; k--) {
      const size = masks[k]!;
      const upper = up(acc, size.w, size.h);
      const level = blended[k]!;
      for (let i = 0; i < upper.length; i++) upper[i]! += level[i]!;
      acc = { data: upper, w: size.w, h: size.h };
    }
    return acc.data;
  });
}
