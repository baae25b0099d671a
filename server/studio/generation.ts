import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { refundCredits } from '../credits/ledger';
import { GenerationJob, type IGenerationJob } from './generation-job.entity';
import { notifyStatus } from './status-events';

/** The job row, locked, if it is still open; null once it succeeded or failed (then nothing may change it). */
export async function lockOpenJob(tx: EntityManager, jobId: string): Promise<IGenerationJob | null> {
  const job = await tx.findOne(GenerationJob, jobId, { populate: ['thumbnail'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  return job && job.status !== 'succeeded' && job.status !== 'failed' ? job : null;
}

/**
 * A generation failed for good: the thumbnail is marked failed with the reason a user may read, and
 * the credits come back, in one transaction. Running it twice refunds once.
 */
export async function failGeneration(em: EntityManager, jobId: string, reason: { code: string; publicMessage?: string; detail: string }): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job) return null;
    job.status = 'failed';
    job.error = reason.detail.slice(0, 500);
    job.finishedAt = new Date();
    job.thumbnail.status = 'failed';
    job.thumbnail.error = (reason.publicMessage ?? reason.code).slice(0, 500);
    await tx.flush();
    const refunded = await refundCredits(tx, { userId: job.user.id, reference: `generation:${job.id}` });
    await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'failed' });
    return refunded;
  });
}
