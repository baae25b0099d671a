import type { Box } from '../../../../shared/engine/model/design';

/**
 * Snapping while a layer is dragged: its edges to the safe margins (5 % of the frame, inside the
 * 4–6 % band the layouts keep free) and its centre to the frame's centre lines. Pure: the editor
 * draws the guides it returns.
 */
export const SAFE_MARGIN = 0.05;

export interface Snapped {
  dx: number;
  dy: number;
  /** Guides met, in frame pixels: vertical lines at x, horizontal lines at y. */
  guides: { x: number[]; y: number[] };
}

/** Lines a box may snap to on one axis of a frame `size` long. */
function lines(size: number): number[] {
  return [Math.round(size * SAFE_MARGIN), Math.round(size / 2), Math.round(size * (1 - SAFE_MARGIN))];
}

function snapAxis(start: number, length: number, delta: number, size: number, threshold: number): { delta: number; guide: number | null } {
  const targets = lines(size);
  const [low, mid, high] = targets as [number, number, number];
  const a = start + delta;
  // Candidate: (distance, corrected delta, guide)
  const candidates: Array<[number, number, number]> = [
    [Math.abs(a - low), delta + (low - a), low],
    [Math.abs(a + length / 2 - mid), delta + (mid - (a + length / 2)), mid],
    [Math.abs(a + length - high), delta + (high - (a + length)), high],
  ];
  const best = candidates.filter(([d]) => d <= threshold).sort((p, q) => p[0] - q[0])[0];
  return best ? { delta: Math.round(best[1]), guide: best[2] } : { delta: Math.round(delta), guide: null };
}

/** The move (dx, dy) of a box in a width × height frame, snapped within `threshold` frame pixels. */
export function snapMove(box: Box, dx: number, dy: number, width: number, height: number, threshold = Math.round(width * 0.012)): Snapped {
  const x = snapAxis(box.x, box.w, dx, width, threshold);
  const y = snapAxis(box.y, box.h, dy, height, threshold);
  return { dx: x.delta, dy: y.delta, guides: { x: x.guide === null ? [] : [x.guide], y: y.guide === null ? [] : [y.guide] } };
}
