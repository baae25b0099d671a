// A close-up photo (the head fills it, cut by the photo's own edges) makes a poor cut-out: the person's
// outline runs straight along the cuts, and placed in a thumbnail it reads as a torn sticker. Such a
// portrait is drawn as a round badge instead, the « facecam » bubble creators use: the face centred in a
// disc of the real photo, transparent around it, so the style's outline and glow ring it cleanly.
import sharp from 'sharp';
import type { CutOut } from './cutout';

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

/** A person cut by the photo's sides or top (not only its bottom, which the layout hides at the frame's edge). */
export async function isCloseUp(cut: Pick<CutOut, 'png'>): Promise<boolean> {
  const edges = await cutEdges(cut.png);
  // Hair touching the top or a shoulder at a side is common and reads fine; a face cut through is not.
  return edges.left > 0.25 || edges.right > 0.25 || edges.top > 0.4;
}

/** The face in a disc of the photo, transparent outside it, its face box in the badge's pixels. */
export async function roundPortrait(bytes: Buffer, face: { x: number; y: number; w: number; h: number }, photo: { width: number; height: number }): Promise<CutOut> {
  const cx = face.x + face.w / 2;
  const cy = face.y + face.h * 0.55;
  // Room for the hair and the chin, within the photo.
  const wanted = Math.max(face.w, face.h) * 0.95;
  const r = Math.max(8, Math.floor(Math.min(wanted, cx, cy, photo.width - cx, photo.height - cy)));
  const left = Math.round(cx - r);
  const top = Math.round(cy - r);
  const side = 2 * r;
  const out = Math.min(side, 1024);
  const k = out / side;
  const disc = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${out}" height="${out}"><circle cx="${out / 2}" cy="${out / 2}" r="${out / 2 - 1}" fill="#fff"/></svg>`);
  const png = await sharp(bytes)
    .rotate()
    .extract({ left, top, width: side, height: side })
    .resize(out, out)
    .ensureAlpha()
    .composite([{ input: disc, blend: 'dest-in' }])
    .png()
    .toBuffer();
  return {
    png,
    width: out,
    height: out,
    // The face as it shows in the badge (a face bigger than the photo's room is cut by the disc's square).
    face: clampBox({ x: (face.x - left) * k, y: (face.y - top) * k, w: face.w * k, h: face.h * k }, out),
    source: { x: left, y: top, w: side, h: side },
  };
}

function clampBox(b: { x: number; y: number; w: number; h: number }, side: number) {
  const x0 = Math.max(0, b.x);
  const y0 = Math.max(0, b.y);
  const x1 = Math.min(side, b.x + b.w);
  const y1 = Math.min(side, b.y + b.h);
  return { x: Math.round(x0), y: Math.round(y0), w: Math.round(x1 - x0), h: Math.round(y1 - y0) };
}
