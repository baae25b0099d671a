import type { HeadlineBox } from './types.ts';

/** Output frame: YouTube's recommended thumbnail size. */
export const WIDTH = 1280;
export const HEIGHT = 720;

/**
 * YouTube overlays the video duration in the bottom-right corner; nothing
 * important (the headline above all) may be placed in its 20 % × 20 % zone.
 */
export const CORNER: HeadlineBox = { x: WIDTH * 0.8, y: HEIGHT * 0.8, w: WIDTH * 0.2, h: HEIGHT * 0.2 };

/** Minimum distance between the headline ink and the frame edges. */
export const SAFE_MARGIN = 48;

export function intersects(a: HeadlineBox, b: HeadlineBox): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export function intersectsCorner(box: HeadlineBox): boolean {
  return intersects(box, CORNER);
}
