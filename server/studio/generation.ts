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

/** The ledger reference of what a job charged. */
export function creditReference(job: { kind: string; id: string }): string {
  return `${job.kind === 'modify' ? 'modification' : 'generation'}:${job.id}`;
}

/**
 * A modification could not be drawn: its credits come back and the thumbnail returns to the design
 * its files show (as a new revision), still ready. Running it twice refunds once.
 */
export async function failModification(em: EntityManager, jobId: string, restore: Record<string, unknown>): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job) return null;
    job.status = 'failed';
    job.error = 'modification failed after every retry';
    job.finishedAt = new Date();
    const t = job.thumbnail;
    Object.assign(t, { design: restore, revision: t.revision + 1, status: t.jpegKey ? 'ready' : 'failed', error: 'La modification n’a pas pu être appliquée. Vos crédits ont été rendus.' });
    await tx.flush();
    const refunded = await refundCredits(tx, { userId: job.user.id, reference: creditReference(job) });
    await notifyStatus(tx, { thumbnailId: t.id, status: t.status });
    return refunded;
  });
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
    const refunded = await refundCredits(tx, { userId: job.user.id, reference: creditReference(job) });
    await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'failed' });
    return refunded;
  });
}
