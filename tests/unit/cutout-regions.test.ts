// Which regions of a person mask the cut-out keeps, on drawn probability maps: the person joined to their
// face through the torso, never a chair flush with the head or another person at the frame's edge.
import { describe, expect, it } from 'vitest';
import { decide, type Box } from '../../server/vision/matte';

const W = 400;
const H = 300;
const face: Box = { x: 170, y: 60, w: 60, h: 70 };

/** A probability map: 0.9 inside the drawn shapes, 0.05 elsewhere, like a confident segmenter. */
function map(...shapes: Array<(x: number, y: number) => boolean>) {
  const soft = new Float32Array(W * H).fill(0.05);
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) if (shapes.some((inside) => inside(x, y))) soft[y * W + x] = 0.9;
  return soft;
}
const rect = (x0: number, y0: number, x1: number, y1: number) => (x: number, y: number) => x >= x0 && x < x1 && y >= y0 && y < y1;
const ellipse = (cx: number, cy: number, rx: number, ry: number) => (x: number, y: number) => ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

// Head and hair, neck, a torso widening to the bottom edge, arms held out (not reaching the frame).
const person = [
  ellipse(200, 92, 38, 50),
  rect(185, 135, 215, 165),
  (x: number, y: number) => y >= 160 && Math.abs(x - 200) <= 90 + (y - 160) * 0.15,
  rect(40, 165, 360, 185),
];
const inPerson = (x: number, y: number) => person.some((inside) => inside(x, y));

function kept(mask: Uint8Array, region: (x: number, y: number) => boolean) {
  let all = 0;
  let on = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!region(x, y)) continue;
      all++;
      on += mask[y * W + x]!;
    }
  }
  return on / all;
}

describe('a person cut-out keeps what joins the face through the torso', () => {
  it('drops a chair back flush with the top edge, joined to the head only by a thin bridge', () => {
    const chair = rect(250, 0, 330, 150);
    const bridge = rect(236, 80, 250, 84);
    const mask = decide(map(...person, chair, bridge), W, H, [face]);
    expect(kept(mask, chair)).toBe(0);
    expect(kept(mask, inPerson)).toBe(1);
  });

  it('drops what a chair back behind the head shows beside it, up to the top edge, even joined wide', () => {
    const chair = rect(110, 0, 330, 200);
    // Beside the head zone (the face box widened by a quarter of its width) and above the chin.
    const besideHead = (x: number, y: number) => chair(x, y) && y < face.y + face.h && (x < face.x - 15 || x >= face.x + face.w + 15);
    const mask = decide(map(...person, chair), W, H, [face]);
    expect(kept(mask, besideHead)).toBe(0);
    expect(kept(mask, inPerson)).toBe(1);
  });

  it('drops another person cut by the frame’s edge beside them, however large', () => {
    const neighbour = rect(0, 220, 70, 300);
    const mask = decide(map(...person, neighbour), W, H, [face]);
    expect(kept(mask, neighbour)).toBe(0);
    expect(kept(mask, inPerson)).toBe(1);
  });

  it('keeps shoulders cut by the frame’s sides below the chin, and every person of a group', () => {
    const shoulders = rect(0, 200, W, 300);
    const friend: Box = { x: 20, y: 70, w: 50, h: 60 };
    const friendHead = ellipse(45, 100, 32, 42);
    const friendNeck = rect(35, 130, 55, 200);
    const mask = decide(map(...person, shoulders, friendHead, friendNeck), W, H, [face, friend]);
    expect(kept(mask, shoulders)).toBe(1);
    expect(kept(mask, friendHead)).toBe(1);
    expect(kept(mask, inPerson)).toBe(1);
  });

  it('keeps every large region when no face is found (a person seen from behind)', () => {
    const neighbour = rect(0, 220, 70, 300);
    const mask = decide(map(...person, neighbour), W, H, []);
    expect(kept(mask, neighbour)).toBe(1);
    expect(kept(mask, inPerson)).toBe(1);
  });
});
