// The three measures a Face Swap is judged by and the job's verdict on them (issue 32), on drawn
// pictures: a swap that changed nothing, a hard paste, a soft one; and which fault refuses a swap.
import { describe, expect, it } from 'vitest';
import { maskBand, seamRatio, type SwapMeasures } from '../../server/vision/swap-measures';
import { swapFault, swapGate } from '../../server/vision/swap-gate';
import type { Rgb } from '../../server/vision/raster';

const W = 120;
const H = 100;

function picture(colour: (x: number, y: number) => [number, number, number]): Rgb {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) data.set(colour(x, y), (y * W + x) * 3);
  return { data, width: W, height: H };
}

/** A round mask in the middle, 1 inside; `soft` pixels of ramp at its edge. */
function disc(soft: number, hole = false): Float32Array {
  return Float32Array.from({ length: W * H }, (_, i) => {
    const d = Math.hypot((i % W) - 60, Math.floor(i / W) - 50);
    if (hole && Math.hypot((i % W) - 60, Math.floor(i / W) - 50) < 8) return 0;
    return Math.min(1, Math.max(0, (35 - d) / Math.max(1, soft)));
  });
}

const skin = (x: number, y: number): [number, number, number] => [200 + ((x * 7 + y * 3) % 5), 160, 140];

describe('the seam measure', () => {
  const region = { x: 0, y: 0, w: W, h: H };

  it('reads 1 when the swap changed nothing, and well above 1 for a hard paste of another tone', () => {
    const before = picture(skin);
    expect(seamRatio(before, before, { region, data: disc(1) })).toBeCloseTo(1, 5);
    const mask = disc(1);
    const pasted = picture((x, y) => (mask[y * W + x]! >= 0.5 ? [110, 70, 50] : skin(x, y)));
    expect(seamRatio(before, pasted, { region, data: mask })).toBeGreaterThan(1.5);
  });

  it('reads a tone change spread over a wide feather as a much smaller edge than the same change pasted', () => {
    const before = picture(skin);
    const blend = (mask: Float32Array) =>
      picture((x, y) => {
        const m = mask[y * W + x]!;
        const [r, g, b] = skin(x, y);
        return [Math.round(r * (1 - m) + 180 * m), Math.round(g * (1 - m) + 140 * m), Math.round(b * (1 - m) + 120 * m)];
      });
    const hard = seamRatio(before, blend(disc(1)), { region, data: disc(1) });
    const soft = seamRatio(before, blend(disc(30)), { region, data: disc(30) });
    expect(soft - 1).toBeLessThan((hard - 1) / 4);
  });

  it('leaves the cut of an open mouth out of the band: lips meeting teeth are an edge by nature', () => {
    const band = maskBand({ region, data: disc(1, true) });
    expect(band[50 * W + 60]).toBe(0); // the hole's middle
    expect(band[50 * W + 52]).toBe(0); // the hole's edge
    expect(band[50 * W + 25]).toBe(1); // the outline
  });
});

describe('the job’s verdict on a finished swap', () => {
  const good: SwapMeasures = { skinDeltaE: 1.2, seam: 1, neck: { gap: 1.5, plainAfter: 9, plainBefore: 9, pixels: 400 } };
  const { limits } = swapGate;

  it('delivers a swap within every limit, and one whose neck could not be measured', () => {
    expect(swapFault(good)).toBeNull();
    expect(swapFault({ ...good, neck: { skipped: 'neck_not_visible' } })).toBeNull();
  });

  it('refuses the creator’s skin tone moved beyond DECISIONS’ ΔE 3 first, then an edge, then a neck that does not match', () => {
    expect(limits.skinDeltaE).toBe(3);
    expect(swapFault({ ...good, skinDeltaE: 3.2, seam: 5 })).toBe('skin_tone');
    expect(swapFault({ ...good, seam: limits.seam + 0.1 })).toBe('seam');
    expect(swapFault({ ...good, neck: { gap: limits.gap + 0.5, plainAfter: 20, plainBefore: 9, pixels: 400 } })).toBe('neck');
    // A measure that could not be taken at all is no proof the swap is right.
    expect(swapFault({ ...good, skinDeltaE: Number.NaN })).toBe('skin_tone');
  });
});
