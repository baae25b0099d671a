import type { Box } from '../model/design';
import { intersects } from './frame';

/**
 * Where a « Moi » portrait goes in its subject's box. A DigitalMe cut-out is a bust with room around
 * it: placed like any cut-out (whole, standing on the box's bottom) its face came out a stamp, low in
 * the frame, in YouTube's duration corner on the right. A creator's face sells the thumbnail, so it is
 * placed by the face: as large as the box allows (up to 42 % of its height), hair room above, the bust
 * running off the frame's bottom edge (a bust that stops above the edge looks pasted on), and never
 * with the face on the words, on a mark (the « TOP » badge, the « ? ») or in the duration corner.
 * The largest placement that keeps every rule wins; the face's centre may slide toward the box's outer
 * side. Null when none does (the caller then places it as any cut-out).
 */
export interface MePlacement {
  /** The cut-out's box in the frame. */
  box: Box;
  /** Its face in the frame. */
  face: Box;
}

const FACE_SHARE = 0.42;
const STEPS = 14;

export function placeMe(args: {
  size: { width: number; height: number };
  /** The face in the cut-out's pixels. */
  face: Box;
  box: Box;
  frame: { width: number; height: number; margin: number };
  /** Boxes the face must not touch (the words, the marks, the duration corner). */
  avoid: Box[];
  /** The side of the frame the box is on: the face slides that way when it must. */
  outer: 'left' | 'right' | null;
}): MePlacement | null {
  const { size, face: f, box, frame, avoid, outer } = args;
  if (f.w <= 0 || f.h <= 0) return null;
  const maxK = Math.min((box.h * FACE_SHARE) / f.h, (box.w * 0.62) / f.w);
  const slide = outer === 'right' ? 1 : outer === 'left' ? -1 : 0;
  // Bust to the bottom edge first, at any size (a smaller face beats a bust pasted mid-air); then, for
  // a close-up (no shoulders to reach the edge), high in the box, then lower (under a mark).
  // Less hair room (a fifth of the face) before giving up the bottom edge: the top of the hair may touch the frame's top.
  const passes: Array<[lower: number, hair: number]> = [[-1, 0.32], [-1, 0.2], [0, 0.32], [0.35, 0.32], [0.7, 0.32]];
  for (const [lower, hair] of passes) {
    const anchored = lower < 0;
    for (let step = 0; step < STEPS; step++) {
      const k = maxK * (1 - step * 0.045);
      const fw = f.w * k;
      const fh = f.h * k;
      for (const shift of [0, 0.12, 0.24, -0.12, -0.24]) {
        const cx = box.x + box.w / 2 + slide * shift * box.w;
        // Hair above the face's box (about a third of its height) stays inside the frame.
        let top = Math.max(box.y + fh * hair, frame.margin * 0.4 + fh * hair) + Math.max(0, lower) * Math.max(0, box.h - fh * (1 + hair));
        const ox = cx - (f.x + f.w / 2) * k;
        let oy = top - f.y * k;
        // The bust reaches the bottom edge: pushed down when it would stop above it. A close-up (a
        // face with no shoulders) cannot, without its face sinking: it is then placed high, as a sticker.
        const bottom = oy + size.height * k;
        if (anchored && bottom < frame.height) {
          oy += frame.height - bottom;
          top = oy + f.y * k;
        }
        // Judged as it will be stored (rounded): a face half a pixel off a mark is on it once rounded.
        const faceBox = roundBox({ x: ox + f.x * k, y: top, w: fw, h: fh });
        const inFrame = faceBox.x >= frame.margin * 0.3 && faceBox.x + faceBox.w <= frame.width - frame.margin * 0.3 && faceBox.y >= 0 && faceBox.y + faceBox.h <= frame.height - frame.margin * 0.5;
        const inBox = faceBox.x >= box.x - box.w * 0.05 && faceBox.x + faceBox.w <= box.x + box.w * 1.05;
        if (!inFrame || !inBox || avoid.some((a) => intersects(faceBox, a))) continue;
        return { box: roundBox({ x: ox, y: oy, w: size.width * k, h: size.height * k }), face: faceBox };
      }
    }
  }
  return null;
}

function roundBox(b: Box): Box {
  return { x: Math.round(b.x), y: Math.round(b.y), w: Math.round(b.w), h: Math.round(b.h) };
}
