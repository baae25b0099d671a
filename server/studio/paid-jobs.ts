// The life of every paid picture job (a generation, « Moi » included; a modification; an AI edit;
// a Face Swap), in one place: what each kind costs and under which ledger reference, the credits
// spent, the job row written and its job queued in the one paying transaction, and how a failure
// closes the job and gives the credits back, once, whoever notices it first (the job or its dead letter).
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS } from '../../shared/credits';
import { encodeFailure, type FailureCode } from '../../shared/failures';
import type { SpendReason } from '../../shared/ledger';
import { teamOwnerFor } from '../billing/subscriptions';
import { refundCredits, spendCredits } from '../credits/ledger';
import type { JobContext } from '../jobs/define';
import type { JobName, JobPayload, JobQueue } from '../jobs/queue';
import { notifyStatus } from '../realtime/status-events';
import { GenerationJob, type IGenerationJob, type PaidJobKind } from './generation-job.entity';

/** What each kind costs, and the word its ledger rows carry (their reason, and the prefix of their reference). */
const PRICES: Record<PaidJobKind, { amount: number; reason: SpendReason }> = {
  generate: { amount: CREDIT_COSTS.generation, reason: 'generation' },
  modify: { amount: CREDIT_COSTS.modification, reason: 'modification' },
  faceswap: { amount: CREDIT_COSTS.faceswap, reason: 'faceswap' },
};

/** The ledger reason of each kind of job (the soak checks the ledger by it). */
export const PAID_JOB_REASONS = Object.fromEntries(Object.entries(PRICES).map(([kind, { reason }]) => [kind, reason])) as Record<PaidJobKind, SpendReason>;

/** The ledger reference of what a job charged. */
export function creditReference(job: { kind: PaidJobKind; id: string }): string {
  return `${PRICES[job.kind].reason}:${job.id}`;
}

/** A job to queue, named as the registry names it and with its payload. */
export type QueuedJob<N extends JobName> = { name: N; data: JobPayload<N> };

/**
 * Accepts a paid job inside the caller's transaction: spends its price (the user's credits, then
 * their team owner's), records its job row and queues its job, so that either all three happen or
 * none does. `queued` makes the changes that go with the row (the thumbnail created or marked as
 * being changed) and names the job to queue; it runs after the spend, before the flush. A job
 * that changes a ready thumbnail is running from the start (`started`); a generation waits, queued.
 * Returns the job's id.
 */
export async function payForJob<N extends JobName>(
  tx: EntityManager,
  args: {
    queue: JobQueue;
    kind: PaidJobKind;
    userId: string;
    thumbnailId: string;
    /** Read already (modify.ts checks the balance before its transaction); else read here. */
    teamOwnerId?: string | null;
    started?: { attempts: number };
    queued: (jobId: string) => QueuedJob<N> | Promise<QueuedJob<N>>;
  },
): Promise<string> {
  const { kind, userId } = args;
  const id = randomUUID();
  const { amount, reason } = PRICES[kind];
  const teamOwnerId = args.teamOwnerId !== undefined ? args.teamOwnerId : await teamOwnerFor(tx, userId);
  await spendCredits(tx, { userId, amount, reason, reference: creditReference({ kind, id }), teamOwnerId });
  const job = await args.queued(id);
  tx.create(GenerationJob, {
    id,
    user: userId,
    thumbnail: args.thumbnailId,
    kind,
    status: args.started ? 'running' : 'queued',
    credits: amount,
    ...(args.started ? { attempts: args.started.attempts, startedAt: new Date() } : {}),
  });
  await tx.flush();
  await args.queue.enqueue(tx, job.name, job.data);
  return id;
}

/** The job row, locked, if it is still open; null once it succeeded or failed (then nothing may change it). */
export async function lockOpenJob(tx: EntityManager, jobId: string): Promise<IGenerationJob | null> {
  const job = await tx.findOne(GenerationJob, jobId, { populate: ['thumbnail'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  return job && job.status !== 'succeeded' && job.status !== 'failed' ? job : null;
}

/** The open job closed as failed (not yet flushed). */
function closeFailed(job: IGenerationJob, error: string): void {
  job.status = 'failed';
  job.error = error.slice(0, 500);
  job.finishedAt = new Date();
}

/** Gives back what the job charged; a second call gives back nothing. */
function refund(tx: EntityManager, job: IGenerationJob): Promise<number> {
  return refundCredits(tx, { userId: job.user.id, reference: creditReference(job) });
}

/** Why a generation failed, by the stage it failed at (the client says it in French). */
export function failureAt(stage: string): FailureCode {
  const what: Record<string, FailureCode> = {
    queued: 'GENERATION_QUEUED',
    composing: 'GENERATION_COMPOSING',
    cutting: 'GENERATION_CUTTING',
    rendering: 'GENERATION_RENDERING',
  };
  return what[stage] ?? 'FAILED';
}

/**
 * A generation failed for good: the thumbnail is marked failed with the code of its reason, and
 * the credits come back, in one transaction. Running it twice refunds once.
 */
export async function failGeneration(em: EntityManager, jobId: string, reason: { failure?: FailureCode; detail: string }): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job) return null;
    closeFailed(job, reason.detail);
    job.thumbnail.status = 'failed';
    await tx.flush();
    const refunded = await refund(tx, job);
    // What failed, at which stage, and what came back (a hosted engine's own reason wins).
    job.thumbnail.error = reason.failure ?? encodeFailure(failureAt(job.thumbnail.stage), refunded);
    await tx.flush();
    await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'failed' });
    return refunded;
  });
}

/**
 * A modification could not be drawn: its credits come back and the thumbnail returns to the design
 * its files show (as a new revision), still ready. Running it twice refunds once.
 */
export async function failModification(em: EntityManager, jobId: string, restore: Record<string, unknown>): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job) return null;
    closeFailed(job, 'modification failed after every retry');
    const t = job.thumbnail;
    Object.assign(t, { design: restore, revision: t.revision + 1, status: t.jpegKey ? 'ready' : 'failed', error: encodeFailure('MODIFICATION_FAILED') });
    await tx.flush();
    const refunded = await refund(tx, job);
    await notifyStatus(tx, { thumbnailId: t.id, status: t.status });
    return refunded;
  });
}

/**
 * A paid change of a thumbnail's picture (an AI edit, a Face Swap) failed before its new design was
 * saved: the credits come back (once, whoever calls it first: the job or its dead letter), and the
 * thumbnail stays on the design it had, ready, with the code of its reason. Returns what was refunded,
 * or null when the job was already closed or its new design saved.
 */
export async function failPictureJob(em: EntityManager, jobId: string, revision: number, reason: { failure: FailureCode; detail: string }): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    // Saved already (a new revision): its render closes the job, and its own dead letter refunds.
    if (!job || job.thumbnail.revision !== revision) return null;
    closeFailed(job, reason.detail);
    const t = job.thumbnail;
    // Its files are still those of its current design: nothing to put back but its status.
    if (t.status === 'rendering') Object.assign(t, { status: t.jpegKey ? 'ready' : 'failed', error: encodeFailure(reason.failure) });
    await tx.flush();
    const refunded = await refund(tx, job);
    await notifyStatus(tx, { thumbnailId: t.id, status: t.status });
    return refunded;
  });
}

/**
 * The queue options of a dead letter: pg-boss copies there a job that failed on every attempt, and
 * the copy is tried again, backing off, until what failed is undone (refunds are idempotent).
 */
export const DEAD_LETTER_QUEUE = { retryLimit: 10, retryDelay: 5, retryBackoff: true } as const;

/** A paid job's dead letter: the failure recorded and the credits given back (`fail`); the log says so once. */
export async function refundDeadJob(log: JobContext['log'], jobId: string, fail: Promise<number | null>, message: string): Promise<void> {
  const refunded = await fail;
  if (refunded !== null) log.warn({ jobId, refunded }, message);
}
