// A DigitalMe photo's face, aligned and cropped: the eyes level (rotated by the line between the eye
// centres), the face centred with room for the hair and the chin, 512 px square, JPEG. What a hosted
// engine gets as a reference, and a steady crop for the set's page.
import sharp from 'sharp';
import type { StoredPhotoFacts } from './digitalme.entity';

const RIGHT_EYE = [33, 133] as const;
const LEFT_EYE = [362, 263] as const;
export const ALIGNED_SIDE = 512;

const mid = (mesh: StoredPhotoFacts['mesh'], [a, b]: readonly [number, number]): [number, number] => [(mesh[a]![0] + mesh[b]![0]) / 2, (mesh[a]![1] + mesh[b]![1]) / 2];

/** Degrees the photo turns so the eyes are level (sharp's `rotate` turns clockwise for positive angles). */
export function levelAngle(mesh: StoredPhotoFacts['mesh']): number {
  const [rx, ry] = mid(mesh, RIGHT_EYE);
  const [lx, ly] = mid(mesh, LEFT_EYE);
  return (-Math.atan2(ly - ry, lx - rx) * 180) / Math.PI;
}

export async function alignedFace(bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'mesh' | 'width' | 'height'>): Promise<Buffer> {
  const [x, y, w, h] = facts.box;
  const cx = x + w / 2;
  const cy = y + h / 2;
  // A square about the face, twice its size, cut first (inside the photo) so the turn works on little.
  const side = Math.round(Math.max(w, h) * 2);
  const left = Math.round(Math.min(Math.max(0, cx - side / 2), Math.max(0, facts.width - side)));
  const top = Math.round(Math.min(Math.max(0, cy - side / 2), Math.max(0, facts.height - side)));
  const region = { left, top, width: Math.min(side, facts.width - left), height: Math.min(side, facts.height - top) };
  const angle = levelAngle(facts.mesh);
  const turned = await sharp(bytes).extract(region).rotate(angle, { background: '#808080' }).toBuffer({ resolveWithObject: true });
  // The face's centre in the turned region: rotation about the region's centre, which grows the canvas.
  const rad = (angle * Math.PI) / 180;
  const dx = cx - (region.left + region.width / 2);
  const dy = cy - (region.top + region.height / 2);
  const fx = turned.info.width / 2 + dx * Math.cos(rad) - dy * Math.sin(rad);
  const fy = turned.info.height / 2 + dx * Math.sin(rad) + dy * Math.cos(rad);
  const crop = Math.round(Math.min(Math.max(w, h) * 1.5, turned.info.width, turned.info.height));
  const cl = Math.round(Math.min(Math.max(0, fx - crop / 2), turned.info.width - crop));
  const ct = Math.round(Math.min(Math.max(0, fy - crop * 0.55), turned.info.height - crop));
  return sharp(turned.data).extract({ left: cl, top: ct, width: crop, height: crop }).resize(ALIGNED_SIDE, ALIGNED_SIDE).jpeg({ quality: 88 }).toBuffer();
}
