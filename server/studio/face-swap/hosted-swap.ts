// Face Swap by the hosted engine (OpenAI images/edits with high input fidelity, or Gemini's image
// model), behind the same call as the offline swap: the same face chosen with the same checks, the
// DigitalMe photos closest in pose as references, and only the face's outline redrawn (the engine
// composites the answer back through the mask: every pixel outside it is the picture's own).
//
// Hosted image models are known to lighten dark skin. The answer's skin is measured against the
// DigitalMe's own (mean Lab of the mesh's skin triangles, as everywhere in the swap's checks) and,
// when it drifted more than SKIN_TOLERANCE, moved back inside the mask by the difference, so what
// the user gets keeps their skin tone whatever the model did. The offline swap stays the fallback:
// the job makes it when the hosted call fails (digitalme-swap.ts).
//
// What leaves the machine: the picture's face region (at most 1536 px) and up to 3 small JPEG crops
// of the user's own photos, without metadata (hosted-scene.ts `referenceJpeg`), for this one request.
import sharp from 'sharp';
import type { PictureFace } from '../../../shared/engine/model/design';
import type { ImageEngine } from '../../image-engines/engine';
import { decodeRgb, type Rgb } from '../../vision/raster';
import { softBlur } from '../../vision/blend';
import { measuredFace, type DigitalMeSwap } from './digitalme-swap';
import { loadMeshModels, meshIndex, type MeshFace, type Point } from '../../vision/face-mesh';
import { detectTargetFaces, FaceSwapError, faceWidth, iou, measureSkinLab, measureSwap, pickTargetFace, poseDistance, swapLimits } from '../../vision/face-swap';
import { referenceJpeg, SCENE_REFERENCES } from '../me/hosted-scene';
import { deltaE2000, labToRgb, rgbToLab, type Lab } from '../../../shared/engine/style/color';
import { rasterPolygon } from '../../vision/mesh-warp';
import { boxPixels } from '../../vision/picture-faces';
import type { SwapSource } from '../../digitalme/portraits';

/** ΔE2000 between the answer's skin and the DigitalMe's beyond which the tone is put back. */
export const SKIN_TOLERANCE = 2.5;

export interface HostedSwap extends DigitalMeSwap {
  /** Skin of the DigitalMe photo, of the model's answer, and of what is returned (mean Lab). */
  skin: { source: Lab; answer: Lab; result: Lab };
  /** Whether the answer's tone was moved back to the DigitalMe's. */
  toneCorrected: boolean;
  referencePhotoIds: string[];
}

export async function hostedSwap(
  engine: Required<Pick<ImageEngine, 'swapFace'>>,
  picture: Buffer,
  face: Pick<PictureFace, 'x' | 'y' | 'w' | 'h'>,
  sources: SwapSource[],
  readPhoto: (source: SwapSource) => Promise<Buffer | null>,
  signal?: AbortSignal,
): Promise<HostedSwap> {
  await loadMeshModels();
  let image: Rgb;
  let png: Buffer;
  try {
    image = await decodeRgb(picture, swapLimits.maxSide);
    // The picture as sent, at the size the face was found on; a cut-out keeps its transparency.
    png = await sharp(picture).rotate().resize({ width: image.width, height: image.height, fit: 'fill' }).png().toBuffer();
  } catch {
    throw new FaceSwapError('unreadable_target');
  }
  const target = pickTargetFace(await detectTargetFaces(image), boxPixels(face, image.width, image.height));

  // The photos closest in pose and mouth first, as the offline swap picks its one.
  const ranked = sources.map((s) => ({ s, d: poseDistance(target, measuredFace(s)) })).sort((a, b) => a.d - b.d);
  const references: Array<{ source: SwapSource; bytes: Buffer; jpeg: Buffer }> = [];
  for (const { s } of ranked) {
    if (references.length >= SCENE_REFERENCES.max) break;
    const bytes = await readPhoto(s);
    if (!bytes) continue;
    references.push({ source: s, bytes, jpeg: await referenceJpeg(bytes, s.facts) });
  }
  if (references.length === 0) throw new FaceSwapError('no_usable_source');

  const weight = faceMask(target, image.width, image.height);
  const mask = await maskPng(weight, image.width, image.height);
  const answer = await engine.swapFace({ png, mask, references: references.map((r) => r.jpeg), signal });

  const decoded = await sharp(answer).ensureAlpha().resize({ width: image.width, height: image.height, fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  const rgba = decoded.data;
  const rgb = toRgb(rgba, image.width, image.height);
  const first = references[0]!;
  const sourceImage = await decodeRgb(first.bytes, swapLimits.sourceSide);
  const sourceFace = measuredFace(first.source);
  const k = sourceImage.width / first.source.facts.width;
  const source = await measureSkinLab(sourceImage, sourceFace.mesh.map(([x, y]): Point => [x * k, y * k]));
  // The answer's skin where the face is now: the model may have moved it a little, the mesh says where.
  const answered = (await detectTargetFaces(rgb)).sort((a, b) => iou(b.box, target.box) - iou(a.box, target.box))[0];
  const answerSkin = await measureSkinLab(rgb, (answered && iou(answered.box, target.box) > 0.3 ? answered : target).mesh);
  let result = answerSkin;
  const toneCorrected = deltaE2000(source, answerSkin) > SKIN_TOLERANCE;
  if (toneCorrected) {
    shiftTone(rgba, weight, image.width, image.height, [source[0] - answerSkin[0], source[1] - answerSkin[1], source[2] - answerSkin[2]]);
    result = await measureSkinLab(toRgb(rgba, image.width, image.height), (answered ?? target).mesh);
  }
  const out = await sharp(rgba, { raw: { width: image.width, height: image.height, channels: 4 } }).png({ compressionLevel: 3 }).toBuffer();
  // The same measures as the offline swap's, the engine's mask as the blend's: the job judges both alike.
  const delivered = toRgb(rgba, image.width, image.height);
  const quality = await measureSwap(image, delivered, target, { image: sourceImage, face: { ...sourceFace, mesh: sourceFace.mesh.map(([x, y]): Point => [x * k, y * k]) } }, { region: { x: 0, y: 0, w: image.width, h: image.height }, data: weight });
  return {
    png: out,
    width: image.width,
    height: image.height,
    photoId: first.source.photoId,
    targetFace: target,
    skin: { source, answer: answerSkin, result },
    toneCorrected,
    referencePhotoIds: references.map((r) => r.source.photoId),
    quality,
  };
}

/** The face's outline (the mesh's silhouette, up to the hairline), feathered over 6 % of its width: 1 = redo. */
export function faceMask(face: MeshFace, width: number, height: number): Float32Array {
  const outline = meshIndex.silhouette.map((i) => face.mesh[i]!);
  const hard = rasterPolygon(outline, { x: 0, y: 0, w: width, h: height });
  const soft = softBlur(hard, width, height, Math.max(2, Math.round(faceWidth(face.mesh) * 0.06)));
  // Grown a little past the outline so the soft edge falls on the face's border, not inside the cheeks.
  for (let i = 0; i < soft.length; i++) soft[i] = Math.min(1, soft[i]! * 1.6);
  return soft;
}

/** OpenAI's convention: opaque pixels are kept, transparent ones redone. */
async function maskPng(weight: Float32Array, width: number, height: number): Promise<Buffer> {
  const rgba = Buffer.alloc(width * height * 4);
  for (let i = 0; i < weight.length; i++) rgba[i * 4 + 3] = Math.round(255 * (1 - weight[i]!));
  return sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

function toRgb(rgba: Buffer, width: number, height: number): Rgb {
  const data = new Uint8Array(width * height * 3);
  for (let i = 0, j = 0; i < data.length; i += 3, j += 4) {
    data[i] = rgba[j]!;
    data[i + 1] = rgba[j + 1]!;
    data[i + 2] = rgba[j + 2]!;
  }
  return { data, width, height };
}

/** Moves every pixel under the mask by `delta` in Lab, weighted by the mask (the soft edge moves less). */
function shiftTone(rgba: Buffer, weight: Float32Array, width: number, height: number, delta: Lab): void {
  for (let i = 0; i < width * height; i++) {
    const w = weight[i]!;
    if (w <= 0) continue;
    const j = i * 4;
    const [L, a, b] = rgbToLab(rgba[j]!, rgba[j + 1]!, rgba[j + 2]!);
    const [r, g, bl] = labToRgb(L + w * delta[0], a + w * delta[1], b + w * delta[2]);
    rgba[j] = r;
    rgba[j + 1] = g;
    rgba[j + 2] = bl;
  }
}
