// What an uploaded picture is for (« Ajout image », Gaming style), and its cut-out when it has a subject.
// Models run offline on the worker (see models.ts); every function takes an already validated upload.
import { isCleanObject, isScreenshotLike, measurePicture, type PictureStats } from './classify';
import { applyGuidedFilter, fitGuidedFilter } from './guided-filter';
import { decide, decontaminate, encodeRgbaPng, feather, subjectBounds, type Box } from './matte';
import { inHumanTurn } from './human-turn';
import { loadVisionModels, type VisionModels } from './models';
import { decodeRgb, orientedSize, resizeFloat, stretchRgb, type Rgb } from './raster';
import { objectProbability, personProbability } from './segmenters';

export type UploadRole = 'person' | 'background' | 'insert' | 'object';

/** Why a role was chosen, for logs and the contact sheet. */
export type RoleReason = 'face' | 'object' | 'wide' | 'screenshot' | 'scenery' | 'default';

export interface Analysed {
  role: UploadRole;
  reason: RoleReason;
  width: number;
  height: number;
  /** Every face found, largest first, in source pixels (a group photo lists them all). */
  faces: Array<{ x: number; y: number; w: number; h: number; score: number }>;
}

export interface CutOut {
  png: Buffer;
  width: number;
  height: number;
  /** The largest face, in cut-out pixels (null for objects, or a person seen from behind). */
  face: Box | null;
  /** Where the cut-out comes from, in source pixels (the photo is cut out at most `visionLimits.storedSide` px on its long side). */
  source: Box;
}

/** The segmentation failed: the caller uses the picture as a framed insert instead. */
export type CutoutErrorCode = 'mask-empty' | 'mask-full';

export class CutoutError extends Error {
  constructor(readonly code: CutoutErrorCode, readonly coverage: number) {
    super(`cut-out refused: ${code} (subject covers ${(coverage * 100).toFixed(1)} % of the picture)`);
    this.name = 'CutoutError';
  }
}

/** Tunables, exported so tests and the contact sheet state the same numbers. */
export const visionLimits = {
  /** Blazeface score from which a face counts (its own default is 0.5: too many posters and patterns). */
  faceScore: 0.6,
  /** A face must be at least this share of the picture's short side, or it is a passer-by in scenery. */
  faceShare: 0.06,
  wideAspect: 1.5,
  /** Between this and `wideAspect`, scenery and screenshots are still backgrounds (a 4:3 photo crops to 16:9). */
  landscapeAspect: 1.2,
  /**
   * The photo's long side when it is cut out: a 4K frame is 2160 px tall and the person can fill it, so
   * a person photographed upright (3:4) keeps about 2 400 px of height, and in a 4:3 landscape photo
   * 1 700 px. 0.9 s and +100 MB at peak over 1 600 px, once per photo, off the generation's path; an
   * upload's whole 3 840 px would cost 1.5 s and +250 MB for pixels no 4K file shows.
   */
  storedSide: 2560,
  analysisSide: 512,
  /** The mask is fitted to the photo's edges on a copy this size, then applied at the stored size. */
  refineSide: 384,
  /** Below or above these shares of the picture, the mask is not a subject but a failure. */
  minCoverage: 0.015,
  maxCoverage: 0.95,
};

type Face = Analysed['faces'][number];

async function detectFaces(models: VisionModels, image: Rgb): Promise<Face[]> {
  const input = models.tf.tensor4d(image.data, [1, image.height, image.width, 3], 'int32');
  try {
    const result = await inHumanTurn(() => models.human.detect(input));
    return result.face
      .map((f) => ({ x: f.box[0], y: f.box[1], w: f.box[2], h: f.box[3], score: f.score }))
      .sort((a, b) => b.w * b.h - a.w * a.h);
  } finally {
    input.dispose();
  }
}

function scaleBox<T extends Box>(box: T, k: number, dx = 0, dy = 0): T {
  return { ...box, x: Math.round(box.x * k - dx), y: Math.round(box.y * k - dy), w: Math.round(box.w * k), h: Math.round(box.h * k) };
}

function personFaces(faces: Analysed['faces'], width: number, height: number) {
  const minSide = Math.min(width, height) * visionLimits.faceShare;
  return faces.filter((f) => f.score >= visionLimits.faceScore && f.h >= minSide);
}

export async function analyseImage(bytes: Buffer): Promise<Analysed> {
  const models = await loadVisionModels();
  const { width, height } = await orientedSize(bytes);
  const small = await decodeRgb(bytes, visionLimits.analysisSide);
  const k = width / small.width;
  const faces = (await detectFaces(models, small)).map((f) => scaleBox(f, k));
  const people = personFaces(faces, width, height);
  if (people.length > 0) return { role: 'person', reason: 'face', width, height, faces: people };

  const stats = await pictureStats(small);
  return { ...roleWithoutPerson(stats, width / height), width, height, faces: [] };
}

async function pictureStats(small: Rgb): Promise<PictureStats> {
  const square = await stretchRgb(small, 320, 320);
  return measurePicture(square, await objectProbability(square));
}

export function roleWithoutPerson(stats: PictureStats, aspect: number): { role: UploadRole; reason: RoleReason } {
  // A clean object wins even on a wide picture: a product on a studio backdrop is no backdrop itself.
  if (isCleanObject(stats)) return { role: 'object', reason: 'object' };
  const screenshot = isScreenshotLike(stats);
  if (aspect >= visionLimits.wideAspect) return { role: 'background', reason: 'wide' };
  if (aspect >= visionLimits.landscapeAspect) {
    if (screenshot) return { role: 'background', reason: 'screenshot' };
    // No subject the object model is sure of: scenery, which a 4:3 crop turns into a usable backdrop.
    if (stats.objectUncertainty > 0.3 || stats.objectCoverage < 0.03 || stats.objectBorder > 0.2) return { role: 'background', reason: 'scenery' };
  }
  return { role: 'insert', reason: 'default' };
}

/** Refines a low-resolution probability map on the stored-size picture and makes the cut-out. */
async function finish(stored: Rgb, guide: Rgb, probability: Float32Array, facesStored: Box[], sourceWidth: number): Promise<CutOut> {
  // r = 3 px at 384 is about two cells of the segmenter's 256 px output: enough reach to find the real edge.
  const coefficients = fitGuidedFilter(guide, probability, 3, 1e-3);
  const soft = applyGuidedFilter(coefficients, stored);
  const { width: w, height: h } = stored;
  const mask = decide(soft, w, h, facesStored);
  const matte = feather(mask, w, h);
  if (matte.coverage < visionLimits.minCoverage) throw new CutoutError('mask-empty', matte.coverage);
  if (matte.coverage > visionLimits.maxCoverage) throw new CutoutError('mask-full', matte.coverage);
  const rgba = decontaminate(stored, matte.alpha);
  const margin = Math.max(4, Math.round(Math.max(w, h) * 0.015));
  const crop = subjectBounds(matte.alpha, w, h, margin);
  if (!crop) throw new CutoutError('mask-empty', 0);
  const png = await encodeRgbaPng(rgba, w, h, crop);
  const main = facesStored[0];
  const face = main ? scaleBox(main, 1, crop.x, crop.y) : null;
  return { png, width: crop.w, height: crop.h, face, source: scaleBox(crop, sourceWidth / w) };
}

/**
 * Person cut-out; a group stays together as one subject and `face` is its largest face. Pass the upload's
 * `analyseImage` result to skip a second face detection. Throws CutoutError when segmentation fails.
 */
export async function cutOutPerson(bytes: Buffer, analysed?: Pick<Analysed, 'faces' | 'width'>): Promise<CutOut> {
  const models = await loadVisionModels();
  const stored = await decodeRgb(bytes, visionLimits.storedSide);
  const guide = await decodeRgb(stored, visionLimits.refineSide);
  let faces: Box[];
  if (analysed) {
    faces = analysed.faces.map((f) => scaleBox(f, stored.width / analysed.width));
  } else {
    const small = await decodeRgb(stored, visionLimits.analysisSide);
    faces = (await detectFaces(models, small)).filter((f) => f.score >= visionLimits.faceScore).map((f) => scaleBox(f, stored.width / small.width));
  }
  const { width } = await orientedSize(bytes);
  return finish(stored, guide, await personProbability(models, guide), faces, width);
}

/** Object cut-out from the salient-object model; throws CutoutError when it finds nothing usable. */
export async function cutOutObject(bytes: Buffer): Promise<CutOut> {
  const stored = await decodeRgb(bytes, visionLimits.storedSide);
  const guide = await decodeRgb(stored, visionLimits.refineSide);
  const map = await objectProbability(await stretchRgb(guide, 320, 320));
  if (!map) throw new CutoutError('mask-empty', 0);
  const { width } = await orientedSize(bytes);
  return finish(stored, guide, resizeFloat(map, 320, 320, guide.width, guide.height), [], width);
}
