import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS } from '../../shared/credits';
import { applyHeadlineEdit, cornerViolations, offFrame } from '../../shared/engine/edit';
import { parseDesign } from '../../shared/engine/design';
import type { HeadlineEdit } from '../../shared/schemas/studio';
import { refundCredits, spendCredits } from '../credits/ledger';
import { serverMeasurer } from '../engine/index';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { creditReference, lockOpenJob } from './generate';
import { GenerationJob } from './generation-job.entity';
import { notifyStatus } from './status-events';
import { lockOwnReady, saveRevision } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';

/**
 * Saves an edit made in the studio as a new revision and re-renders it: 5 credits (a modification),
 * spent in the same transaction that queues the render, refunded if it fails. Only the headline's
 * words, highlights and place can change; the server typesets it again itself (French rules, fit)
 * and refuses text in the duration corner or off the picture.
 */
export async function modifyThumbnail(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string; edit: HeadlineEdit }): Promise<{ thumbnail: IThumbnail; charged: boolean }> {
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const current = parseDesign(t.design);
    const edited = applyHeadlineEdit(serverMeasurer(), current, args.edit);
    if (cornerViolations(edited).length > 0) throw new AppError('TEXT_IN_CORNER');
    if (offFrame(edited).length > 0) throw new AppError('OFF_FRAME');
    if (JSON.stringify(edited) === JSON.stringify(current)) return { thumbnail: t, charged: false };
    const jobId = randomUUID();
    await spendCredits(tx, { userId: args.userId, amount: CREDIT_COSTS.modification, reason: 'modification', reference: `modification:${jobId}` });
    tx.create(GenerationJob, { id: jobId, user: args.userId, thumbnail: t.id, kind: 'modify', status: 'running', credits: CREDIT_COSTS.modification, attempts: 1, startedAt: new Date() });
    await saveRevision(tx, args.queue, t, edited, { jobId });
    return { thumbnail: t, charged: true };
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
