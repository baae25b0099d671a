import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { DIGITALME_EXPRESSIONS, DIGITALME_REFUSALS } from '../../shared/digitalme';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Asset } from '../files/asset.entity';

/**
 * `collecting`: consent given, photos being added and checked one by one. `processing`: the set was
 * accepted (at least the minimum of valid photos) and the `digitalme.build` job is aligning faces,
 * cutting people out and choosing the best photo per expression and angle. `ready`: usable as « Moi »
 * and as the FaceSwap source. `failed`: the build could not finish (the reason is in `error`); the
 * photos stay, the user can build again. Adding or removing a photo on a ready set takes it back to
 * `collecting` until it is built again.
 */
export const DIGITALME_STATUSES = ['collecting', 'processing', 'ready', 'failed'] as const;
export type DigitalMeStatus = (typeof DIGITALME_STATUSES)[number];

/**
 * A creator's DigitalMe, one per user: their consent (date and version of the text they ticked), the
 * state of their set, and once built the set's identity (the descriptor of its most central photo).
 * Private to its owner; deleted at once, files included, on request (server/digitalme/service.ts).
 */
export const DigitalMe = defineEntity({
  name: 'DigitalMe',
  tableName: 'digital_mes',
  properties: {
    ...baseProperties,
    user: () => p.oneToOne(User).owner().unique().deleteRule('cascade'),
    status: p.enum(DIGITALME_STATUSES).default('collecting'),
    /** When the person ticked the consent box, and which text (shared/digitalme.ts DIGITALME_CONSENT_VERSION). */
    consentAt: p.datetime(),
    consentVersion: p.string().length(20),
    /** 0 to 100 while `processing`: shown live. */
    progress: p.integer().default(0),
    /** Bumped at each build request: a build job for an older revision leaves the set alone. */
    revision: p.integer().default(0),
    /** The identity reference: dlib's descriptor (128 numbers) of the set's most central accepted photo, once built. */
    descriptor: p.json<number[]>().nullable(),
    centralPhoto: p.uuid().nullable(),
    readyAt: p.datetime().nullable(),
    /**
     * English, for the log; the page shows a French sentence by status. On a `collecting` set, starting
     * with RECHECK_ERROR: its photos were measured again and it must be checked and built anew.
     */
    error: p.string().length(500).nullable(),
  },
});
export type IDigitalMe = InferEntity<typeof DigitalMe>;

/**
 * How `error` starts on a set its photos' new measures sent back to `collecting` (a photo's file gone or
 * its face no longer found, or the set's verdicts changed): its page asks for a recheck until it is built again.
 */
export const RECHECK_ERROR = 'recheck:';

export const DIGITALME_PHOTO_STATUSES = ['checking', 'accepted', 'refused'] as const;
export type DigitalMePhotoStatus = (typeof DIGITALME_PHOTO_STATUSES)[number];

/** A face box in the photo's pixels: x, y, width, height. */
export type PixelBox = [number, number, number, number];

/**
 * What the check kept of an accepted photo for the build and the swap (server/digitalme/photo-check.ts
 * PhotoFacts, without the mesh's z and the raw emotion scores the build does not need).
 */
export interface StoredPhotoFacts {
  width: number;
  height: number;
  box: PixelBox;
  angles: { yaw: number; pitch: number; roll: number };
  mouthOpening: number;
  sharpness: number;
  hash: string;
  /** 478 points, x and y in the photo's pixels. */
  mesh: Array<[number, number]>;
  /**
   * dlib's 128-d identity descriptor. Absent on photos measured before it was added, until the
   * `digitalme.backfill-descriptors` job measures them again: such a photo is compared to nothing (identity.ts).
   */
  descriptor?: number[];
  /** face-descriptor.ts DESCRIPTOR_VERSION the descriptor was measured at: another version is measured again by the backfill. */
  descriptorVersion?: string;
  /**
   * Share of the face's skin covered by paint or an object (server/vision/face-paint.ts); absent on photos
   * checked before it was measured, which count as clean until the backfill measures them again (coverStep).
   */
  cover?: number;
  /** Set at the build: the sides of the photo that cut the person (a close-up), which the layout keeps at the frame's edges. */
  bleed?: Array<'left' | 'top' | 'right'>;
}

/**
 * One photo of a DigitalMe set: the cleaned upload (EXIF and GPS gone, `purpose: 'digitalme'`), its
 * verdict with the French reason's code when refused, and once built, the aligned face crop and the
 * person cut out (a transparent PNG asset) that « Moi » subjects and FaceSwap draw from.
 */
export const DigitalMePhoto = defineEntity({
  name: 'DigitalMePhoto',
  tableName: 'digital_me_photos',
  properties: {
    ...baseProperties,
    digitalMe: () => p.manyToOne(DigitalMe).index().deleteRule('cascade'),
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    /** The stored photo: deleting the asset deletes the photo. */
    asset: () => p.manyToOne(Asset).index().deleteRule('cascade'),
    status: p.enum(DIGITALME_PHOTO_STATUSES).default('checking'),
    reason: p.enum(DIGITALME_REFUSALS).nullable(),
    /** Set by the check, accepted photos only (and refused ones the set refused: duplicate, other person). */
    facts: p.json<StoredPhotoFacts>().nullable(),
    expression: p.enum(DIGITALME_EXPRESSIONS).nullable(),
    /** Similarity of the face to the set's central photo, when measured (0 to 1). */
    similarity: p.float().nullable(),
    /** Built: the face aligned (eyes level) and cropped, a JPEG in storage. */
    faceKey: p.string().length(200).nullable().index(),
    /** Built: the person cut out of the photo (kind `cutout`, derived from `asset`). */
    cutout: () => p.manyToOne(Asset).nullable().index().deleteRule('set null'),
    /** Built: one of the set's best photos for its expression and head angle. */
    best: p.boolean().default(false),
  },
});
export type IDigitalMePhoto = InferEntity<typeof DigitalMePhoto>;
