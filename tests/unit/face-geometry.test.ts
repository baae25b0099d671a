import { describe, expect, it } from 'vitest';
import { browRaise, mouthCornerLift, type MeshPoint } from '../../server/vision/face-geometry';

/**
 * The mesh measures an expression is read from, on drawn meshes (only the points the measures read are
 * placed; MediaPipe Face Mesh numbering): each moves the way the face does, and none depends on the
 * head's roll, the face's size or where it is in the photo.
 */
type Points = Record<number, [number, number]>;

function face({ corners = 200, brows = 70 }: { corners?: number; brows?: number } = {}): Points {
  const p: Points = {
    // Eyes: outer and inner corners, upper and lower lids.
    33: [100, 100], 133: [140, 100], 159: [120, 92], 145: [120, 108],
    263: [240, 100], 362: [200, 100], 386: [220, 92], 374: [220, 108],
    // Mouth: corners, inner lips, inner corners.
    61: [140, corners], 291: [200, corners], 13: [170, 195], 14: [170, 205], 78: [145, 200], 308: [195, 200],
  };
  [70, 63, 105, 66, 107].forEach((i, k) => (p[i] = [95 + k * 12, brows]));
  [300, 293, 334, 296, 336].forEach((i, k) => (p[i] = [195 + k * 12, brows]));
  return p;
}

function mesh(points: Points, move: (p: [number, number]) => [number, number] = (q) => q): MeshPoint[] {
  return Array.from({ length: 478 }, (_, i) => (points[i] ? move(points[i]) : [0, 0]));
}

/** The same face turned by `degrees` about a point, scaled and moved: a tilted head, larger, elsewhere. */
const tilted = (degrees: number, scale: number, dx: number, dy: number) => ([x, y]: [number, number]): [number, number] => {
  const a = (degrees * Math.PI) / 180;
  const [cx, cy] = [170, 150];
  return [dx + scale * ((x - cx) * Math.cos(a) - (y - cy) * Math.sin(a)), dy + scale * ((x - cx) * Math.sin(a) + (y - cy) * Math.cos(a))];
};

describe('mouth corners', () => {
  it('lift in a smile, droop when sad, and sit level otherwise', () => {
    expect(mouthCornerLift(mesh(face()))).toBeCloseTo(0, 9);
    expect(mouthCornerLift(mesh(face({ corners: 190 })))).toBeCloseTo(10 / 60, 9);
    expect(mouthCornerLift(mesh(face({ corners: 210 })))).toBeCloseTo(-10 / 60, 9);
  });

  it('read the same on a tilted, larger face elsewhere in the photo', () => {
    const smile = face({ corners: 190 });
    for (const degrees of [-35, -10, 20, 40]) {
      expect(mouthCornerLift(mesh(smile, tilted(degrees, 2.7, 900, 400)))).toBeCloseTo(mouthCornerLift(mesh(smile)), 9);
    }
  });
});

describe('brows', () => {
  it('stand higher above the lids when raised, lower when drawn down', () => {
    const rest = browRaise(mesh(face()));
    expect(rest).toBeCloseTo(22 / 40, 9);
    expect(browRaise(mesh(face({ brows: 60 })))).toBeGreaterThan(rest + 0.2);
    expect(browRaise(mesh(face({ brows: 80 })))).toBeLessThan(rest - 0.2);
  });

  it('read the same on a tilted, larger face elsewhere in the photo', () => {
    const raised = face({ brows: 58 });
    for (const degrees of [-30, 15, 45]) {
      expect(browRaise(mesh(raised, tilted(degrees, 0.6, 50, 900)))).toBeCloseTo(browRaise(mesh(raised)), 9);
    }
  });
});
