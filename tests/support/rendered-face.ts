// The face of a rendered thumbnail, found again on the file itself (not read from the design): the
// face mesh's top of the forehead (point 10) to its chin (point 152), over the frame's height. This is
// how the « the creator's face is at least 35 % of the frame » rule is judged, so a placement that
// trusts a wrong face box, an outline that hides the face or a crop that cuts it all show here.
import sharp from 'sharp';
import { detectMeshFaces, meshIndex } from '../../server/vision/face-mesh';

export interface RenderedFace {
  /** Forehead-to-chin length over the frame's height. */
  share: number;
  /** The mesh's extent in the frame's pixels. */
  box: { x: number; y: number; w: number; h: number };
}

/** The largest face of a rendered picture (RGBA or an encoded file), or null when none is found. */
export async function renderedFace(picture: { rgba: Uint8Array | Buffer; width: number; height: number } | Buffer): Promise<RenderedFace | null> {
  const pipeline = Buffer.isBuffer(picture) ? sharp(picture) : sharp(Buffer.from(picture.rgba.buffer, picture.rgba.byteOffset, picture.rgba.byteLength), { raw: { width: picture.width, height: picture.height, channels: 4 } });
  const { data, info } = await pipeline.removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const faces = await detectMeshFaces({ data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height });
  const face = faces[0];
  if (!face) return null;
  const top = face.mesh[meshIndex.foreheadTop]!;
  const chin = face.mesh[meshIndex.chin]!;
  const xs = face.mesh.map((p) => p[0]);
  const ys = face.mesh.map((p) => p[1]);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { share: Math.hypot(chin[0] - top[0], chin[1] - top[1]) / info.height, box: { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y } };
}
