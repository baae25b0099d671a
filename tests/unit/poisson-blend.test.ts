// The hand-written Poisson solver and the gradient-domain blend of the Face Swap (issue 32), on drawn
// planes: no model, no photo. What is checked is what a user would see through them: a solved system
// (no blotch left by an unconverged solve), a seam dissolved where the edge is skin at the creator's
// tone, and the feather kept as it is where it is not (hair, an open mouth).
import { describe, expect, it } from 'vitest';
import { gradientBlend } from '../../server/vision/blend';
import { poissonResidual, solvePoisson } from '../../server/vision/poisson';

const W = 160;
const H = 120;

/** A face-like domain: an ellipse with a hole where an open mouth would be. */
function faceDomain(): Uint8Array {
  const domain = new Uint8Array(W * H);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const u = (x - 80) / 60;
      const v = (y - 60) / 50;
      const mouth = Math.abs(x - 80) < 14 && Math.abs(y - 85) < 4;
      if (u * u + v * v < 1 && !mouth) domain[y * W + x] = 1;
    }
  }
  return domain;
}

describe('the Poisson solver', () => {
  it('finds a known solution on a face-shaped domain with a hole, every channel', () => {
    const domain = faceDomain();
    const truth = [0, 1, 2].map((c) => Float32Array.from({ length: W * H }, (_, i) => (domain[i] ? 30 * Math.sin((i % W) / (9 + c)) * Math.cos(Math.floor(i / W) / 7) : 0)));
    const at = (plane: Float32Array, x: number, y: number) => (x >= 0 && y >= 0 && x < W && y < H && domain[y * W + x] ? plane[y * W + x]! : 0);
    const rhs = truth.map((plane) =>
      Float32Array.from({ length: W * H }, (_, i) => {
        if (!domain[i]) return 0;
        const x = i % W;
        const y = Math.floor(i / W);
        return 4 * at(plane, x, y) - at(plane, x - 1, y) - at(plane, x + 1, y) - at(plane, x, y - 1) - at(plane, x, y + 1);
      }),
    );
    const solved = solvePoisson(rhs, domain, W, H, { tolerance: 1e-5 });
    for (let c = 0; c < 3; c++) {
      let worst = 0;
      for (let i = 0; i < W * H; i++) worst = Math.max(worst, Math.abs(solved[c]![i]! - truth[c]![i]!));
      expect(worst).toBeLessThan(0.05); // grey levels: far below what an eye can see
      expect(poissonResidual(solved[c]!, rhs[c]!, domain, W, H)).toBeLessThan(1e-2);
    }
    // Outside the domain (the mouth's hole included) the answer is exactly 0: those pixels stay the picture's.
    expect(solved[0]![85 * W + 80]).toBe(0);
  });
});

describe('the gradient-domain blend', () => {
  const feather = (): Float32Array =>
    Float32Array.from({ length: W * H }, (_, i) => {
      const u = ((i % W) - 80) / 60;
      const v = (Math.floor(i / W) - 60) / 50;
      const r = Math.sqrt(u * u + v * v);
      return Math.min(1, Math.max(0, (1 - r) / 0.25));
    });
  const plane = (f: (x: number, y: number) => number) => Float32Array.from({ length: W * H }, (_, i) => f(i % W, Math.floor(i / W)));
  const edgeStep = (out: Float32Array, mask: Float32Array) => {
    // The largest jump between neighbours across the feather, along the middle row.
    let worst = 0;
    const y = 60;
    for (let x = 1; x < W; x++) if (mask[y * W + x]! < 1 || mask[y * W + x - 1]! < 1) worst = Math.max(worst, Math.abs(out[y * W + x]! - out[y * W + x - 1]!));
    return worst;
  };

  it('dissolves a leftover difference into the face where the edge is skin: no ramp at the edge, the face’s own detail kept', () => {
    const mask = feather();
    const face = plane((x, y) => 120 + 6 * Math.sin(x / 3) * Math.cos(y / 4)); // skin texture
    const picture = plane(() => 108); // the retoned skin around: 12 levels off
    const plain = gradientBlend([face], [picture], mask, new Float32Array(W * H), W, H)[0]!;
    const seamless = gradientBlend([face], [picture], mask, new Float32Array(W * H).fill(1), W, H)[0]!;
    // The feather alone spreads the 12 levels over its width; the solve leaves a smaller step there.
    expect(edgeStep(seamless, mask)).toBeLessThan(edgeStep(plain, mask));
    // And the face's texture is still there in its middle.
    let spread = 0;
    for (let x = 70; x < 90; x++) spread = Math.max(spread, Math.abs(seamless[60 * W + x]! - seamless[60 * W + x - 1]!));
    expect(spread).toBeGreaterThan(1);
  });

  it('keeps the feather as it is where the edge is not skin, and does not drag the face toward a far colour', () => {
    const mask = feather();
    const face = plane(() => 60); // a dark face
    const hair = plane(() => 220); // fair hair around it
    const plain = gradientBlend([face], [hair], mask, new Float32Array(W * H), W, H)[0]!;
    expect(plain[60 * W + 80]).toBeCloseTo(60, 3);
    // Even marked as skin, a difference this large is not dissolved (the face would lighten by 160 levels).
    const marked = gradientBlend([face], [hair], mask, new Float32Array(W * H).fill(1), W, H)[0]!;
    expect(marked[60 * W + 80]).toBeLessThan(62);
  });
});
