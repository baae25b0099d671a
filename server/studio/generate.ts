import { randomInt, randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS, formatCredits } from '../../shared/credits';
import type { GenerateInput } from '../../shared/schemas/studio';
import { refundCredits, spendCredits } from '../credits/ledger';
import { teamOwnerFor } from '../billing/subscriptions';
import type { JobQueue } from '../jobs/queue';
import { GenerationJob, type IGenerationJob } from './generation-job.entity';
import { RENDER_QUEUE } from './jobs/queues';
import { notifyStatus } from '../realtime/status-events';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';
import { Asset } from '../files/asset.entity';
import { AppError } from '../errors';
import { requireDigitalMe } from '../digitalme/portraits';

/**
 * Accepts a generation of 1 or 3 variants: charges 10 credits each, records each thumbnail and job,
 * and enqueues their renders, all in one transaction. Either everything happens or nothing does: a
 * balance short of the whole click refuses it as a whole. Images must be the user's own uploads, and
 * only enter Gaming designs (checked by GenerateInput, whatever the client sends). « Moi » asks for a
 * usable DigitalMe (built, and a plan that includes it) before anything is charged.
 *
 * A click named by its `requestId` is accepted once: sent again (its first answer lost to an outage,
 * though its transaction may have committed), it gets the thumbnails it made, charged once. Two
 * sendings at the same moment meet on the user's credit lock or on the unique index: the second
 * waits for the first, then reads what it made.
 */
export async function requestGeneration(
  em: EntityManager,
  args: { queue: JobQueue; userId: string; input: GenerateInput },
): Promise<IThumbnail[]> {
  const { requestId } = args.input;
  if (!requestId) return acceptGeneration(em, args);
  const made = () => em.fork().find(Thumbnail, { user: args.userId, requestId }, { orderBy: { variant: 'asc' } });
  const already = await made();
  if (already.length > 0) return already;
  try {
    return await acceptGeneration(em, args);
  } catch (err) {
    // Refused because the same click was accepted meanwhile (the unique index, or the credits it just
    // spent): answer what it made. Any other refusal stands.
    const meanwhile = await made().catch(() => []);
    if (meanwhile.length > 0) return meanwhile;
    throw err;
  }
}

async function acceptGeneration(em: EntityManager, args: { queue: JobQueue; userId: string; input: GenerateInput }): Promise<IThumbnail[]> {
  const { input } = args;
  return em.transactional(async (tx) => {
    if (input.withMe) await requireDigitalMe(tx, args.userId);
    if (input.images.length > 0) {
      const owned = await tx.count(Asset, { id: { $in: input.images }, user: args.userId, kind: 'upload' });
      if (owned !== input.images.length) throw new AppError('VALIDATION', 'unknown images', { fieldErrors: { images: ['Une des images n’existe plus : choisissez-la de nouveau dans « Mes images ».'] } });
    }
    const batch = input.variants > 1 ? randomUUID() : null;
    const thumbnails: IThumbnail[] = [];
    for (let variant = 0; variant < input.variants; variant++) {
      const thumbnailId = randomUUID();
      const jobId = randomUUID();
      await spendCredits(tx, { userId: args.userId, amount: CREDIT_COSTS.generation, reason: 'generation', reference: `generation:${jobId}`, teamOwnerId: await teamOwnerFor(tx, args.userId) });
      thumbnails.push(
        tx.create(Thumbnail, {
          id: thumbnailId,
          user: args.userId,
          title: input.title,
          prompt: input.prompt,
          style: input.style,
          seed: randomInt(0, 2 ** 31 - 1),
          status: 'queued',
          stage: 'queued',
          mode: input.mode,
          images: input.images,
          batch,
          variant,
          requestId: input.requestId ?? null,
          options: { skinTone: input.skinTone, brand: input.brand, ...(input.withMe ? { withMe: true } : {}) },
        }),
      );
      tx.create(GenerationJob, { id: jobId, user: args.userId, thumbnail: thumbnailId, kind: 'generate', status: 'queued', credits: CREDIT_COSTS.generation });
      await tx.flush();
      await args.queue.enqueue(tx, RENDER_QUEUE, { jobId });
    }
    return thumbnails;
  });
}

/** The job row, locked, if it is still open; null once it succeeded or failed (then nothing may change it). */
export async function lockOpenJob(tx: EntityManager, jobId: string): Promise<IGenerationJob | null> {
  const job = await tx.findOne(GenerationJob, jobId, { populate: ['thumbnail'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  return job && job.status !== 'succeeded' && job.status !== 'failed' ? job : null;
}

/** The ledger reference of what a job charged. */
export function creditReference(job: { kind: string; id: string }): string {
  if (job.kind === 'faceswap') return `faceswap:${job.id}`;
  return `${job.kind === 'modify' ? 'modification' : 'generation'}:${job.id}`;
}

/**
 * A generation failed for good: the thumbnail is marked failed with the reason a user may read, and
 * the credits come back, in one transaction. Running it twice refunds once.
 */
/** The French sentence of a generation that failed at a stage, with the credits given back. */
export function failureAt(stage: string, refunded: number): string {
  const what: Record<string, string> = {
    queued: 'La génération n’a pas pu démarrer.',
    composing: 'La composition de la miniature a échoué.',
    cutting: 'Le détourage de vos images a échoué.',
    rendering: 'Le rendu de l’image a échoué.',
  };
  const back = refunded > 0 ? `Vos ${formatCredits(refunded)} ont été rendus.` : 'Vos crédits ont été rendus.';
  return `${what[stage] ?? 'La génération a échoué.'} ${back}`;
}

export async function failGeneration(em: EntityManager, jobId: string, reason: { code: string; publicMessage?: string; detail: string }): Promise<number | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job) return null;
    job.status = 'failed';
    job.error = reason.detail.slice(0, 500);
    job.finishedAt = new Date();
    job.thumbnail.status = 'failed';
    await tx.flush();
    const refunded = await refundCredits(tx, { userId: job.user.id, reference: creditReference(job) });
    // What failed, at which stage, and what came back (a hosted engine's own French reason wins).
    job.thumbnail.error = (reason.publicMessage ?? failureAt(job.thumbnail.stage, refunded)).slice(0, 500);
    await tx.flush();
    await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'failed' });
    return refunded;
  });
}
