import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Thumbnail } from './thumbnail.entity';

/** Extra files made from a design on request: 4K, Shorts 9:16, square 1:1. The HD file lives on the thumbnail. */
export const EXPORT_FORMATS = ['4k', 'story', 'square'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;

export const ThumbnailExport = defineEntity({
  name: 'ThumbnailExport',
  tableName: 'thumbnail_exports',
  uniques: [{ properties: ['thumbnail', 'format', 'revision'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    thumbnail: () => p.manyToOne(Thumbnail).deleteRule('cascade'),
    format: p.enum(EXPORT_FORMATS),
    /** The design revision it was made from. */
    revision: p.integer(),
    status: p.enum(EXPORT_STATUSES).default('queued'),
    key: p.string().length(200).nullable().index(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    bytes: p.integer().nullable(),
    error: p.string().length(500).nullable(),
    readyAt: p.datetime().nullable(),
  },
});
export type IThumbnailExport = InferEntity<typeof ThumbnailExport>;
