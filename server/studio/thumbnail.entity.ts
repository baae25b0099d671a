import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';

export const THUMBNAIL_STATUSES = ['queued', 'rendering', 'ready', 'failed'] as const;

export const Thumbnail = defineEntity({
  name: 'Thumbnail',
  tableName: 'thumbnails',
  indexes: [{ properties: ['user', 'createdAt'] }],
  // One click is accepted once, whatever the number of times it is sent (server/studio/generate.ts).
  uniques: [{ properties: ['user', 'requestId', 'variant'] }],
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).deleteRule('cascade'),
    title: p.string().length(200),
    prompt: p.text(),
    style: p.string().length(16),
    seed: p.integer(),
    status: p.enum(THUMBNAIL_STATUSES).default('queued'),
    /** The layered design (shared/engine/model/design.ts, any saved version): re-renderable and editable. */
    design: p.json<Record<string, unknown>>().nullable(),
    /** Bumped on each change of the design after generation (« Améliorer »): exports are per revision. */
    revision: p.integer().default(0),
    /** The legibility score of the rendered revision (shared/engine/quality/score.ts). */
    score: p.json<Record<string, unknown>>().nullable(),
    /** The image engine that composed it (local, openai). */
    engine: p.string().length(16).default('local'),
    /** Indexed, as every file column: the retention pass looks files up by key (server/privacy/stored-files.ts). */
    jpegKey: p.string().nullable().index(),
    previewKey: p.string().nullable().index(),
    width: p.integer().nullable(),
    height: p.integer().nullable(),
    bytes: p.integer().nullable(),
    error: p.string().length(500).nullable(),
    readyAt: p.datetime().nullable(),
    /** The settings' tab it was made from (titre, prompt, images). */
    mode: p.string().length(16).default('titre'),
    /** The user's uploads it was made with (« Ajout image », Gaming only), in their order. */
    images: p.json<string[]>().default([]),
    /** Where the generation is (GENERATION_STAGES), for the live progress. */
    stage: p.string().length(16).default('queued'),
    /** The pictograms MGX3 proposed for it: cycling through them is free. */
    proposals: p.json<string[]>().default([]),
    /** Variants made by one click share a batch. */
    batch: p.uuid().nullable(),
    variant: p.integer().default(0),
    /** The click that asked for it, named by the client (GenerateInput.requestId); null for callers that name none. */
    requestId: p.uuid().nullable(),
    /** Generation options kept for the job and the history: skin tone, brand kit on or off, « Moi » asked. */
    options: p.json<{ skinTone?: string; brand?: boolean; withMe?: boolean }>().default('{}'),
  },
});
export type IThumbnail = InferEntity<typeof Thumbnail>;
