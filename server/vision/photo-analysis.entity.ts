import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Asset } from '../files/asset.entity';
import { ANALYSIS_KINDS } from './analysis-versions';
import type { Analysed } from './cutout';
import type { Box } from './matte';
import type { BleedSide } from '../../shared/engine/layout/hero-placement';

/** What the face analysis found in a photo: its role and faces (cutout.ts `Analysed`), and how tall its largest face is. */
export interface FaceData extends Analysed {
  /**
   * The largest face from the top of the forehead to the chin, in the photo's pixels, measured on the
   * face mesh; null when there is no face, or the mesh found none where the detector did.
   */
  faceHeight: number | null;
  /** That face's box from the forehead to the chin (face-mesh.ts faceOval), in the photo's pixels: where the layout aims. Absent before version 2. */
  faceOval?: Box | null;
}

/** A cut-out: where its largest face is in its own pixels, and which part of the photo it is. */
export type CutoutData =
  | {
      face: Box | null;
      /** In the photo's pixels; null for cut-outs made before this was kept (legacy). */
      source: Box | null;
      /** The sides of the cut-out its photo cut (a close-up): the layout keeps them at the frame's edges. Absent before version 2. */
      bleed?: BleedSide[];
    }
  /** The segmentation found no usable subject: the photo is drawn as a framed insert, and not cut out again. */
  | { failed: string };

/** Kept open for the upscaler: what it did to which part of the photo. */
export type UpscaleData = Record<string, unknown>;

export type AnalysisData = FaceData | CutoutData | UpscaleData;

/**
 * One analysis of a photo (an upload, a DigitalMe photo) by one version of the vision models: its face
 * analysis, its cut-out, its upscaled copy. Made once (eagerly at upload, or by the first use that finds
 * none), then read by every generation. A derived picture (cut-out, upscaled copy) stays an Asset of
 * its owner, `derivedFrom` its photo: designs point at it, drawing and serving read it by id like any
 * other picture; this row is its index. Deleting the photo deletes the rows (the derived Assets go with
 * it through `derivedFrom`, as every picture made from a photo does); deleting a derived Asset deletes
 * its row. Private to its owner; never in the quota, nor in the data export.
 */
export const PhotoAnalysis = defineEntity({
  name: 'PhotoAnalysis',
  tableName: 'photo_analyses',
  uniques: [{ properties: ['source', 'kind', 'version'] }],
  indexes: [{ properties: ['kind', 'version'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    /** The photo analysed. */
    source: () => p.manyToOne(Asset).deleteRule('cascade'),
    kind: p.enum(ANALYSIS_KINDS),
    /** server/vision/analysis-versions.ts: another version is stale. */
    version: p.string().length(200),
    /** The derived picture, for a cut-out or an upscaled copy. */
    file: () => p.manyToOne(Asset).nullable().index().deleteRule('cascade'),
    data: p.json<AnalysisData>(),
  },
});
export type IPhotoAnalysis = InferEntity<typeof PhotoAnalysis>;
