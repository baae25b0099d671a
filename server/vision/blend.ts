// Masks and the gradient-domain blend of the Face Swap, on planar float images.
//
// A Poisson (gradient-domain) clone takes the pasted face's gradients and the picture's values on the
// mask's edge, so the face's overall colour follows that edge: on its own it lightens a dark face on a
// lighter photo. The swap therefore first brings the target's visible skin to the creator's tone
// (visible-skin.ts), and only then blends here: the edge it solves against is already at the
// creator's tone, so what the solve removes is the leftover seam, not the creator's skin. Where the
// picture beyond the edge is not skin (hair, background, the inside of an open mouth) the solve would
// pull the face toward hair or teeth: there the feathered mask is kept as it is (`seamless` = 0).
import { boxMean } from './raster';
import { solvePoisson } from './poisson';

/** RGB distance (0–255 scale) between the face and the picture at which a difference is only a third dissolved. */
export const BLEND_AGREEMENT = 30;

/** Close to a Gaussian of σ ≈ r·0.8: two box passes. */
export function softBlur(src: Float32Array, w: number, h: number, r: number): Float32Array {
  if (r < 1) return src.slice();
  return boxMean(boxMean(src, w, h, r), w, h, r);
}

/**
 * Distance of each pixel inside `inside` (> 0.5) to the nearest pixel outside it (chamfer 3-4, in pixels,
 * within 8 % of Euclidean); 0 outside. Pixels beyond the region's edge count as inside (a face cut by
 * the picture's border has no edge there).
 */
export function insideDistance(inside: Float32Array, w: number, h: number): Float32Array {
  const big = 1e9;
  const d = new Float32Array(w * h);
  for (let i = 0; i < d.length; i++) d[i] = inside[i]! > 0.5 ? big : 0;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= w || y >= h ? big : d[y * w + x]!);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4);
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (d[i] === 0) continue;
      d[i] = Math.min(d[i]!, at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4);
    }
  }
  for (let i = 0; i < d.length; i++) d[i] = d[i]! >= big ? Math.max(w, h) : d[i]! / 3;
  return d;
}

/**
 * Blends `a` (the new face) over `b` (the picture) with `mask` (1 = a), channel by channel, in the
 * gradient domain: the result is the feathered blend m·a + (1 − m)·b plus a correction h that solves
 *   ∇²h = −div(σ · (a − b) · ∇m)   inside the mask, h = 0 on its edge,
 * where σ (`seamless`, 0–1) says how far the feather's colour ramp is replaced by a smooth solve. With
 * σ = 1 and a − b constant c, h = −c·m: the ramp is gone and the face moves by c toward the edge's
 * colour (why the edge must be at the creator's tone first); with σ = 0, h = 0: the feather as it is.
 * In between, the face's own gradients are kept everywhere, the picture's outside. Returns new planes.
 */
export function gradientBlend(a: Float32Array[], b: Float32Array[], mask: Float32Array, seamless: Float32Array, w: number, h: number): Float32Array[] {
  const n = w * h;
  const domain = new Uint8Array(n);
  for (let i = 0; i < n; i++) domain[i] = mask[i]! > 0 ? 1 : 0;
  // How far a leftover difference is dissolved: fully when small (a seam), less and less when large
  // (the edge is not skin at the creator's tone after all: hair, a shadow), where the feather stays.
  const agreement = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    let d2 = 0;
    for (let c = 0; c < a.length; c++) d2 += (a[c]![i]! - b[c]![i]!) ** 2;
    agreement[i] = Math.exp(-d2 / (BLEND_AGREEMENT * BLEND_AGREEMENT));
  }
  const rhs = a.map((channelA, c) => {
    const channelB = b[c]!;
    const out = new Float32Array(n);
    // Flux across each edge between a pixel and its right or lower neighbour, added to one side and taken
    // from the other. Outside the mask `a` means nothing (the warp may not even cover it): an edge leaving
    // the mask takes the difference on its inner side.
    const difference = (i: number) => channelA[i]! - channelB[i]!;
    const flux = (i: number, j: number) => {
      const k = mask[i]! > 0 && mask[j]! > 0 ? -1 : mask[i]! > 0 ? i : j;
      const d = k < 0 ? 0.5 * (difference(i) + difference(j)) : difference(k);
      const trust = k < 0 ? 0.5 * (agreement[i]! + agreement[j]!) : agreement[k]!;
      return 0.5 * (seamless[i]! + seamless[j]!) * trust * d * (mask[j]! - mask[i]!);
    };
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const i = y * w + x;
        if (x + 1 < w && (domain[i] || domain[i + 1])) {
          const f = flux(i, i + 1);
          out[i]! += f;
          out[i + 1]! -= f;
        }
        if (y + 1 < h && (domain[i] || domain[i + w])) {
          const f = flux(i, i + w);
          out[i]! += f;
          out[i + w]! -= f;
        }
      }
    }
    return out;
  });
  const correction = solvePoisson(rhs, domain, w, h);
  return a.map((channelA, c) => {
    const channelB = b[c]!;
    const fix = correction[c]!;
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++) out[i] = mask[i]! * channelA[i]! + (1 - mask[i]!) * channelB[i]! + fix[i]!;
    return out;
  });
}
