import type { Box } from '../model/design';
import { cornerZone, intersects } from './frame';

/**
 * Where text may be moved: the frame less a margin of 5 % of its shorter side on every side (36 px at
 * 1280×720, 54 px on the 9:16 and 1:1 frames), less YouTube's duration corner. The same margin on
 * all four sides, as a frame reads; inside the layouts' own (56, 72 and 64 px), so whatever a layout
 * placed stands inside it and moves freely; wide enough to clear the rounded corners phones cut from
 * a thumbnail and keep letters from touching the edge. A text dragged past it stops at its edge (the
 * studio and the server both move it with `keepInSafeArea`) instead of the move being refused.
 */
export const SAFE_MARGIN = 0.05;

export function safeArea(width: number, height: number): Box {
  const m = Math.round(Math.min(width, height) * SAFE_MARGIN);
  return { x: m, y: m, w: width - 2 * m, h: height - 2 * m };
}

export interface SafeMove {
  dx: number;
  dy: number;
  /** What stopped the move short of what was asked: the safe area's edge, the duration corner, or nothing. */
  held: 'edge' | 'corner' | null;
}

/**
 * A move of text (its `bounds`: letters with their pill; its `reach`: letters with their shadow) kept
 * in the safe area, each axis on its own. Only where it would go further out than it is: a text the
 * layout put a little past the margin may stay there and move along it, never further. A move that
 * would bring the shadow into the duration corner stops at the corner's edge, above it or left of it,
 * whichever is nearer to where it was asked; when neither place is in the safe area the move is left
 * as asked (and the corner refuses it).
 */
export function keepInSafeArea(frame: { width: number; height: number }, bounds: Box, reach: Box, dx: number, dy: number): SafeMove {
  const area = safeArea(frame.width, frame.height);
  const range = (start: number, length: number, lo0: number, hi1: number): [number, number] => {
    const lo = lo0 - start;
    const hi = hi1 - (start + length);
    return [Math.min(lo, hi, 0), Math.max(lo, hi, 0)];
  };
  const [x0, x1] = range(bounds.x, bounds.w, area.x, area.x + area.w);
  const [y0, y1] = range(bounds.y, bounds.h, area.y, area.y + area.h);
  const within = (v: number, lo: number, hi: number) => Math.round(Math.min(hi, Math.max(lo, v)));
  let mx = within(dx, Math.ceil(x0), Math.floor(x1));
  let my = within(dy, Math.ceil(y0), Math.floor(y1));
  let held: SafeMove['held'] = mx !== Math.round(dx) || my !== Math.round(dy) ? 'edge' : null;

  const corner = cornerZone(frame.width, frame.height);
  const shifted = (b: Box, x: number, y: number): Box => ({ ...b, x: b.x + x, y: b.y + y });
  // A text already in the corner (the tilted « ? ») is left to the corner's own check.
  if (!intersects(reach, corner) && intersects(shifted(reach, mx, my), corner)) {
    // A pixel of room: the layer's box lands on whole pixels (moveLayer rounds where it ends, not the move).
    const up = { dx: mx, dy: Math.floor(corner.y - (reach.y + reach.h)) - 1 };
    const left = { dx: Math.floor(corner.x - (reach.x + reach.w)) - 1, dy: my };
    const fits = (m: { dx: number; dy: number }) => m.dx >= Math.ceil(x0) && m.dx <= Math.floor(x1) && m.dy >= Math.ceil(y0) && m.dy <= Math.floor(y1);
    const best = [up, left].filter(fits).sort((a, b) => Math.hypot(a.dx - mx, a.dy - my) - Math.hypot(b.dx - mx, b.dy - my))[0];
    if (best) {
      mx = best.dx;
      my = best.dy;
      held = 'corner';
    }
  }
  return { dx: mx, dy: my, held };
}
