import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

/**
 * `cutout`: a person or object cut out of an upload by the worker; `upscaled`: an upload enlarged by the
 * upscaler. Both are made once per photo and indexed by server/vision's photo_analyses.
 */
export const ASSET_KINDS = ['ai-background', 'ai-subject', 'upload', 'logo', 'cutout', 'upscaled'] as const;
/** What a person sent an image for (server/files/uploads.ts); engine images have none. */
export const UPLOAD_PURPOSES = ['image', 'logo', 'avatar', 'digitalme'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const ASSET_FORMATS = ['png', 'jpeg', 'webp'] as const;
export type AssetFormat = (typeof ASSET_FORMATS)[number];

/**
 * An image a design draws (AI background, cut-out subject, logo, a person's own upload): private
 * to its owner. Engine images are PNG; uploads are cleaned and re-encoded (JPEG, or PNG with
 * transparency) and keep a small WebP thumbnail for « Mes images ».
 */
export const Asset = defineEntity({
  name: 'Asset',
  tableName: 'assets',
  indexes: [{ properties: ['user', 'sha256'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    kind: p.enum(ASSET_KINDS),
    key: p.string().length(200).index(),
    width: p.integer(),
    height: p.integer(),
    /** Bytes of the stored image (what the upload quota counts). */
    bytes: p.integer(),
    /** Absent on engine images made before formats were recorded: those are PNG. */
    format: p.enum(ASSET_FORMATS).nullable(),
    /** Uploads only from here on. */
    purpose: p.enum(UPLOAD_PURPOSES).nullable(),
    /** The sent file's name, cleaned, for display only (never a path). */
    originalName: p.string().length(120).nullable(),
    /** Whether the stored image has transparent pixels (kept as PNG). */
    hasAlpha: p.boolean().default(false),
    /** Of the stored bytes: the same picture sent twice is kept once. */
    sha256: p.string().length(64).nullable(),
    thumbKey: p.string().length(200).nullable().index(),
    /** The upload a picture was made from (a cut-out, an edit of it): deleting the upload deletes what was made from it. */
    derivedFrom: p.uuid().nullable().index(),
    /**
     * Where the face is, in the image's pixels, on a picture made from a photo (an AI edit of a cut-out,
     * a DigitalMe badge). A cut-out's own face is in its analysis (server/vision/photo-analysis.entity.ts).
     */
    face: p.json<{ x: number; y: number; w: number; h: number }>().nullable(),
  },
});
export type IAsset = InferEntity<typeof Asset>;
