import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Thumbnail } from './thumbnail.entity';

export const GENERATION_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;

/** Our record of one paid generation: what was charged, each attempt, and how it ended. */
export const GenerationJob = defineEntity({
  name: 'GenerationJob',
  tableName: 'generation_jobs',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    thumbnail: () => p.manyToOne(Thumbnail).index().deleteRule('cascade'),
    kind: p.string().length(32),
    status: p.enum(GENERATION_JOB_STATUSES).default('queued'),
    credits: p.integer(),
    attempts: p.integer().default(0),
    error: p.string().length(500).nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type IGenerationJob = InferEntity<typeof GenerationJob>;
