import type { Box, FormatId } from '../model/design';
import { FORMATS } from '../model/design';

/**
 * Where things go in each frame. YouTube draws the video's duration in the bottom-right corner:
 * its 20 % × 20 % zone is kept free of text and logo in every format (Shorts and covers too: the
 * apps draw their own badges there).
 */
export function cornerZone(width: number, height: number): Box {
  return { x: width * 0.8, y: height * 0.8, w: width * 0.2, h: height * 0.2 };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

export interface FrameTemplate {
  width: number;
  height: number;
  /** Smallest distance between important ink and the edges. */
  margin: number;
  /** Where the headline block may go. */
  headline: Box;
  /** Where the subject goes (never overlapping the headline area). */
  subject: Box;
  /** Text sizes relative to the 16:9 design. */
  textScale: number;
}

/** Rule of thirds: the headline holds the left two thirds (or the top of tall frames), the subject the last third. */
export function frameTemplate(format: FormatId, headlineShare = 0.62): FrameTemplate {
  const { width: W, height: H } = FORMATS[format];
  if (format === 'hd') {
    const m = 56;
    const split = Math.round(W * headlineShare);
    return {
      width: W,
      height: H,
      margin: m,
      headline: { x: m, y: m, w: split - m, h: H - 2 * m },
      subject: { x: split + 24, y: m, w: W - split - 24 - m / 2, h: H * 0.8 - m - 8 },
      textScale: 1,
    };
  }
  if (format === 'story') {
    const m = 72;
    return {
      width: W,
      height: H,
      margin: m,
      // The top 10 % and bottom 20 % are under the apps' own buttons and captions.
      headline: { x: m, y: Math.round(H * 0.12), w: W - 2 * m, h: Math.round(H * 0.33) },
      subject: { x: Math.round(W * 0.12), y: Math.round(H * 0.5), w: Math.round(W * 0.76), h: Math.round(H * 0.28) },
      textScale: 1.3,
    };
  }
  const m = 64;
  return {
    width: W,
    height: H,
    margin: m,
    headline: { x: m, y: m, w: W - 2 * m, h: Math.round(H * 0.44) },
    subject: { x: Math.round(W * 0.18), y: Math.round(H * 0.56), w: Math.round(W * 0.5), h: Math.round(H * 0.44) - m },
    textScale: 1.05,
  };
}
