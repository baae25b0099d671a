import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Thumbnail } from './thumbnail.entity';

export const GENERATION_JOB_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
/**
 * What a paid job is, which says what it cost and under which ledger reference (studio/paid-jobs.ts):
 * a generation, a modification (a saved edit, or an AI edit of the picture) or a Face Swap.
 */
export const PAID_JOB_KINDS = ['generate', 'modify', 'faceswap'] as const;
export type PaidJobKind = (typeof PAID_JOB_KINDS)[number];

/** Our record of one paid generation: what was charged, each attempt, and how it ended. */
export const GenerationJob = defineEntity({
  name: 'GenerationJob',
  tableName: 'generation_jobs',
  properties: {
    ...baseProperties,
    user: () => p.manyToOne(User).index().deleteRule('cascade'),
    thumbnail: () => p.manyToOne(Thumbnail).index().deleteRule('cascade'),
    kind: p.enum(PAID_JOB_KINDS),
    status: p.enum(GENERATION_JOB_STATUSES).default('queued'),
    credits: p.integer(),
    attempts: p.integer().default(0),
    error: p.string().length(500).nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});
export type IGenerationJob = InferEntity<typeof GenerationJob>;
