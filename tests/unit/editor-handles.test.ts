import { describe, expect, it } from 'vitest';
import { placeHandles } from '../../client/pages/studio/editor/EditorStage';

/** The stage clips what crosses its edges: every handle must stay on it, where a pointer can grab it. */
const frame = { width: 1280, height: 720 };
const stage = { width: 640, height: 360 };
const onStage = (box: { x: number; y: number; w: number; h: number }, p: { x: number; y: number }) => {
  const x = (box.x * stage.width) / frame.width + p.x;
  const y = (box.y * stage.height) / frame.height + p.y;
  return x >= 0 && x <= stage.width && y >= 0 && y <= stage.height;
};

describe('the editor’s handles', () => {
  it('put the rotation handle above a layer with room above it', () => {
    const box = { x: 200, y: 300, w: 400, h: 100 };
    const p = placeHandles(box, frame, stage);
    expect(p.rotate.side).toBe('above');
    expect(p.rotate.y).toBeLessThan(0);
    expect(p.rotate.x).toBeCloseTo(100);
  });

  it('put it below a layer at the top of the frame, inside a layer as tall as the frame, never off the stage', () => {
    for (const [box, side] of [
      [{ x: 100, y: 10, w: 600, h: 120 }, 'below'],
      [{ x: 100, y: -30, w: 600, h: 120 }, 'below'],
      [{ x: -100, y: -20, w: 1500, h: 760 }, 'inside'],
    ] as const) {
      const p = placeHandles(box, frame, stage);
      expect(p.rotate.side).toBe(side);
      expect(onStage(box, p.rotate), JSON.stringify(box)).toBe(true);
      for (const c of Object.values(p.corners)) expect(onStage(box, c), JSON.stringify(box)).toBe(true);
    }
  });

  it('leave the corner handles on the box’s corners when they are well inside the stage', () => {
    const box = { x: 200, y: 300, w: 400, h: 100 };
    const p = placeHandles(box, frame, stage);
    expect(p.corners).toEqual({ nw: { x: 0, y: 0 }, ne: { x: 200, y: 0 }, sw: { x: 0, y: 50 }, se: { x: 200, y: 50 } });
  });
});
