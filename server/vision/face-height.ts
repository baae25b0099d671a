// How tall a photo's face is, from the top of the forehead to the chin, on the face mesh: what the rule
// for small photos reads (a face too small for a hero is upscaled, or drawn as a framed insert).
import sharp from 'sharp';
import { detectMeshFaces, meshIndex } from './face-mesh';
import type { Box } from './matte';

/** The crop the mesh runs on: the face and as much again around it, at most this side. */
const CROP_SIDE = 640;

/**
 * The forehead-to-chin height of the face in `face` (a detector's box in the photo's upright pixels),
 * in those pixels; null when the mesh finds no face there. The mesh runs on a crop around the face, so
 * a small face in a large photo is measured at the photo's own detail.
 */
export async function meshFaceHeight(bytes: Buffer, face: Box, photo: { width: number; height: number }): Promise<number | null> {
  const side = Math.max(face.w, face.h) * 2;
  const left = Math.max(0, Math.round(face.x + face.w / 2 - side / 2));
  const top = Math.max(0, Math.round(face.y + face.h / 2 - side / 2));
  const width = Math.min(photo.width - left, Math.round(side));
  const height = Math.min(photo.height - top, Math.round(side));
  if (width < 8 || height < 8) return null;
  const k = Math.min(1, CROP_SIDE / Math.max(width, height));
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .extract({ left, top, width, height })
    .resize(Math.max(1, Math.round(width * k)), Math.max(1, Math.round(height * k)))
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const faces = await detectMeshFaces(
    { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height },
    { embedding: false },
  );
  const mesh = faces[0]?.mesh;
  if (!mesh) return null;
  const [x0, y0] = mesh[meshIndex.foreheadTop]!;
  const [x1, y1] = mesh[meshIndex.chin]!;
  return Math.round(Math.hypot(x1 - x0, y1 - y0) / k);
}
