// A close-up photo (the head fills it, cut by the photo's own edges) gives a cut-out whose outline runs
// straight along those cuts: placed in the middle of a thumbnail it reads as a torn sticker. The sides
// it was cut on are measured here, and the layout keeps them at the frame's edges (hero-placement.ts):
// a big face cut by the frame, as creators crop their own.
import sharp from 'sharp';
import type { BleedSide } from '../../shared/engine/layout/hero-placement';

/** Share of a side's length where the cut-out is opaque, on its left, top and right edges. */
export async function cutEdges(png: Buffer): Promise<{ left: number; top: number; right: number }> {
  const { data, info } = await sharp(png).ensureAlpha().extractChannel(3).raw().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = info;
  const opaque = (x: number, y: number) => data[y * w + x]! > 128;
  let left = 0;
  let right = 0;
  let top = 0;
  for (let y = 0; y < h; y++) {
    if (opaque(0, y)) left++;
    if (opaque(w - 1, y)) right++;
  }
  for (let x = 0; x < w; x++) if (opaque(x, 0)) top++;
  return { left: left / h, top: top / w, right: right / h };
}

/** How much of a cut-out's side is opaque before that side counts as cut by its photo. */
const CUT_SIDE = { side: 0.2, top: 0.15 };

/** The sides of a person's cut-out that its photo cut. */
export async function cutSides(png: Buffer): Promise<BleedSide[]> {
  const edges = await cutEdges(png);
  return [...(edges.left > CUT_SIDE.side ? (['left'] as const) : []), ...(edges.top > CUT_SIDE.top ? (['top'] as const) : []), ...(edges.right > CUT_SIDE.side ? (['right'] as const) : [])];
}
