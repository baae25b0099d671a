import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { VERSION_KINDS } from '../../shared/schemas/history';
import { Thumbnail } from './thumbnail.entity';

/**
 * One rendered revision of a thumbnail's design, written when its HD file is ready (jobs/export.ts):
 * the list of versions only shows designs that exist as pictures, each restorable for free. The
 * files stay under the revision's own keys (server/files/keys.ts `thumbnailFiles`) until the
 * thumbnail is deleted.
 */
export const ThumbnailVersion = defineEntity({
  name: 'ThumbnailVersion',
  tableName: 'thumbnail_versions',
  uniques: [{ properties: ['thumbnail', 'revision'] }],
  properties: {
    ...baseProperties,
    thumbnail: () => p.manyToOne(Thumbnail).deleteRule('cascade'),
    revision: p.integer(),
    /** The design of that revision, as drawn. */
    design: p.json<Record<string, unknown>>(),
    /** What made it: first render, paid edit, « Améliorer », a restore, « Autre sujet », a copy. */
    kind: p.enum(VERSION_KINDS),
    /** Indexed, as every file column: the retention pass looks files up by key (server/privacy/stored-files.ts). */
    jpegKey: p.string().nullable().index(),
    previewKey: p.string().nullable().index(),
  },
});
export type IThumbnailVersion = InferEntity<typeof ThumbnailVersion>;
