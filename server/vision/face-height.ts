// How tall a photo's face is, from the top of the forehead to the chin, on the face mesh: what the rule
// for small photos reads (a face too small for a hero is upscaled, or drawn as a framed insert).
import type { Config, Human } from '@vladmandic/human';
import sharp from 'sharp';
import { faceOval, meshIndex } from './face-mesh';
import { inHumanTurn } from './human-turn';
import type { Box } from './matte';
import { loadVisionModels, type VisionModels } from './models';

/** The crop the mesh runs on: the face and as much again around it, at most this side. */
const CROP_SIDE = 640;

let loading: Promise<{ vision: VisionModels; mesh: Human }> | null = null;

/**
 * A Human instance with the mesh alone: the DigitalMe's (face-models.ts) also runs the iris and
 * identity models, a tenth of a second a photo this measure never reads. Weights are module-level in
 * Human: the detector already loaded is shared, only the mesh's load once.
 */
function loadMesh(): Promise<{ vision: VisionModels; mesh: Human }> {
  loading ??= (async () => {
    const vision = await loadVisionModels();
    const HumanClass = vision.human.constructor as new (config: Partial<Config>) => Human;
    const base = structuredClone(vision.human.config);
    const mesh = new HumanClass({ ...base, face: { ...base.face, detector: { ...base.face.detector, rotation: true, maxDetected: 1 }, mesh: { ...base.face.mesh, enabled: true } } });
    await inHumanTurn(() => mesh.load());
    return { vision, mesh };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * The face in `face` (a detector's box in the photo's upright pixels) from the top of the forehead to
 * the chin, in those pixels: its length (`height`) and its box (`oval`, faceOval in face-mesh.ts, which
 * the layout aims at); null when the mesh finds no face there. The mesh runs on a crop around the face,
 * so a small face in a large photo is measured at the photo's own detail.
 */
export async function meshFace(bytes: Buffer, face: Box, photo: { width: number; height: number }): Promise<{ height: number; oval: Box } | null> {
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
  const { vision, mesh } = await loadMesh();
  const input = vision.tf.tensor4d(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), [1, info.height, info.width, 3], 'int32');
  let points: Array<[number, number]> | undefined;
  try {
    const result = await inHumanTurn(() => mesh.detect(input));
    for (const f of result.face) f.tensor?.dispose();
    points = result.face.filter((f) => f.mesh.length >= 468).sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0]?.mesh.map((p): [number, number] => [p[0], p[1]]);
  } finally {
    input.dispose();
  }
  if (!points) return null;
  const [x0, y0] = points[meshIndex.foreheadTop]!;
  const [x1, y1] = points[meshIndex.chin]!;
  const o = faceOval(points);
  const oval = { x: Math.round(left + o.x / k), y: Math.round(top + o.y / k), w: Math.round(o.w / k), h: Math.round(o.h / k) };
  return { height: Math.round(Math.hypot(x1 - x0, y1 - y0) / k), oval };
}
