// What each stored analysis of a photo was made with (server/vision/photo-analyses.ts). A version names
// the algorithm and the weights it ran: change either and the version changes, so every photo is
// analysed again on its next use, and the daily retention pass deletes what the old version made.
// tests/unit/analysis-versions.test.ts hashes the weight files: a new model file fails it until its
// sha256 is written below.
import { visionLimits } from './cutout';
import { DEFAULT_UPSCALE, UPSCALE_VERSIONS } from './upscale';

export const ANALYSIS_KINDS = ['cutout', 'face', 'upscale'] as const;
export type AnalysisKind = (typeof ANALYSIS_KINDS)[number];

/** The first 12 hex digits of each weight file's sha256 (models/README.md lists them whole). */
export const WEIGHTS = {
  /** Face detection, in the @vladmandic/human package (node_modules/@vladmandic/human/models/). */
  blazeface: 'dc9a97fdc50b',
  /** The 468-point face mesh, same package: the face's height from forehead to chin. */
  facemesh: '3826da640b0a',
  /** Person segmentation (models/selfie/selfie.bin). */
  selfie: '8f57aaa72dc0',
  /** Salient object (models/u2netp/u2netp.onnx). */
  u2netp: '309c8469258d',
} as const;

/**
 * Bump a kind's number when its code changes what it stores (a new rule in classify.ts, matte.ts or
 * cutout.ts, another size): the stored analyses of the previous number are then stale.
 */
// face 2: the face's box from the mesh (faceOval); cutout 2: hair kept and furniture dropped (person-regions.ts), the sides its photo cut (bleed), a small face cut out of its enlarged copy.
export const ALGORITHMS: Record<AnalysisKind, number> = { face: 2, cutout: 2, upscale: 1 };

const face = `face-${ALGORITHMS.face}/blazeface-${WEIGHTS.blazeface}/facemesh-${WEIGHTS.facemesh}/u2netp-${WEIGHTS.u2netp}`;

/**
 * The version each kind is made at today. A cut-out is made from the face analysis (the faces it keeps
 * the person by), so a new face version is a new cut-out version too; so is a new upscaler, which a small
 * face's cut-out is made from.
 */
export const CURRENT_VERSIONS: Record<AnalysisKind, string> = {
  face,
  cutout: `cutout-${ALGORITHMS.cutout}/${face}/selfie-${WEIGHTS.selfie}/side-${visionLimits.storedSide}/upscale-${UPSCALE_VERSIONS[DEFAULT_UPSCALE]}`,
  upscale: `upscale-${ALGORITHMS.upscale}/${UPSCALE_VERSIONS[DEFAULT_UPSCALE]}`,
};

/** What the analyses kept before this table (assets' own columns) are marked with: stale, made again on next use. */
export const LEGACY_VERSION = 'legacy';
