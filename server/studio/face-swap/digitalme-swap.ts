// The swap as the Face Swap job makes it: one picture of a thumbnail, the face chosen in it (its box
// saved with the design), and the user's DigitalMe. The source photo is chosen from what the check
// already measured on every photo (head angles, mesh), so only the chosen photo is read and decoded:
// a set of 20 photos costs no more than a set of 3 (a swap must take at most 3 s).
import sharp from 'sharp';
import type { PictureFace } from '../../../shared/engine/model/design';
import { decodeRgb } from '../../vision/raster';
import { loadMeshModels, mouthOpening, type MeshFace, type Point } from '../../vision/face-mesh';
import { chooseSource, detectTargetFaces, FaceSwapError, measureSwap, pickTargetFace, swapLimits, swapOntoFace, type SourceFace } from '../../vision/face-swap';
import type { SwapMeasures } from '../../vision/swap-measures';
import { boxPixels } from '../../vision/picture-faces';
import type { SwapSource } from '../../digitalme/portraits';

/** A DigitalMe photo's face as the check measured it, in the photo's pixels (no detection needed), with its paint or cover share when measured. */
export function measuredFace(source: SwapSource): MeshFace & { cover?: number } {
  const { facts } = source;
  const [x, y, w, h] = facts.box;
  const mesh = facts.mesh.map(([px, py]): Point => [px, py]);
  return { box: { x, y, w, h }, score: 1, mesh, yaw: facts.angles.yaw, pitch: facts.angles.pitch, roll: facts.angles.roll, mouthOpen: mouthOpening(mesh), cover: facts.cover };
}

/** The measured face moved onto the photo as decoded for the swap (at most `sourceSide` on its long side). */
function scaledFace(face: MeshFace, k: number): MeshFace {
  return { ...face, box: { x: face.box.x * k, y: face.box.y * k, w: face.box.w * k, h: face.box.h * k }, mesh: face.mesh.map(([x, y]): Point => [x * k, y * k]) };
}

export interface DigitalMeSwap {
  /** The picture with the new face, PNG, the picture's size; a cut-out keeps its transparency. */
  png: Buffer;
  width: number;
  height: number;
  /** The DigitalMe photo the face was taken from. */
  photoId: string;
  targetFace: MeshFace;
  /** Skin ΔE, seam and face-to-neck gap of the result (swap-measures.ts): what the job's check judges. */
  quality: SwapMeasures;
}

/**
 * Swaps the face at `face` (shares of the picture, as the design keeps it) with the closest DigitalMe
 * photo in pose and mouth. `readPhoto` gives a photo's bytes (null when its file is gone: the next
 * closest is tried). Throws FaceSwapError with its French message when the swap cannot be made.
 */
export async function swapWithDigitalMe(picture: Buffer, face: Pick<PictureFace, 'x' | 'y' | 'w' | 'h'>, sources: SwapSource[], readPhoto: (source: SwapSource) => Promise<Buffer | null>): Promise<DigitalMeSwap> {
  await loadMeshModels();
  let image;
  let rgba: Buffer | null = null;
  try {
    const meta = await sharp(picture).metadata();
    image = await decodeRgb(picture, swapLimits.maxSide);
    // A cut-out is decoded over white for the swap; its own pixels (soft edges, transparency) are kept wherever the swap did not paint.
    if (meta.hasAlpha) rgba = await sharp(picture).rotate().resize({ width: image.width, height: image.height, fit: 'fill' }).ensureAlpha().raw().toBuffer();
  } catch {
    throw new FaceSwapError('unreadable_target');
  }
  const target = pickTargetFace(await detectTargetFaces(image), boxPixels(face, image.width, image.height));

  const measured = sources.map(measuredFace);
  const tried = new Set<number>();
  let source: SourceFace | null = null;
  let chosen = -1;
  while (!source) {
    chosen = chooseSource(target, measured.map((m, i) => (tried.has(i) ? null : m)));
    if (chosen < 0) throw new FaceSwapError('no_usable_source');
    tried.add(chosen);
    const bytes = await readPhoto(sources[chosen]!);
    if (!bytes) continue;
    const decoded = await decodeRgb(bytes, swapLimits.sourceSide).catch(() => null);
    if (!decoded) continue;
    source = { image: decoded, face: scaledFace(measured[chosen]!, decoded.width / sources[chosen]!.facts.width) };
  }

  const { rgb, mask } = await swapOntoFace(image, target, source);
  const quality = await measureSwap(image, rgb, target, source, mask);
  let png: Buffer;
  if (rgba) {
    // Only the pixels the swap changed take its colour (the face is opaque); every other keeps its own
    // colour and alpha, so the matte's soft edge is not flattened onto white.
    for (let i = 0, j = 0; i < rgb.data.length; i += 3, j += 4) {
      if (rgb.data[i] === image.data[i] && rgb.data[i + 1] === image.data[i + 1] && rgb.data[i + 2] === image.data[i + 2]) continue;
      rgba[j] = rgb.data[i]!;
      rgba[j + 1] = rgb.data[i + 1]!;
      rgba[j + 2] = rgb.data[i + 2]!;
    }
    png = await sharp(rgba, { raw: { width: rgb.width, height: rgb.height, channels: 4 } }).png({ compressionLevel: 3 }).toBuffer();
  } else {
    png = await sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } }).png({ compressionLevel: 3 }).toBuffer();
  }
  return { png, width: rgb.width, height: rgb.height, photoId: sources[chosen]!.photoId, targetFace: target, quality };
}
