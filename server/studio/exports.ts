import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { CREDIT_COSTS } from '../../shared/credits';
import { parseDesign } from '../../shared/engine/design';
import type { HeadlineEdit } from '../../shared/schemas/studio';
import { applyHeadlineEdit, cornerViolations, offFrame } from '../../shared/engine/edit';
import { spendCredits } from '../credits/ledger';
import { GenerationJob } from './generation-job.entity';
import { improveDesign } from '../../shared/engine/improve';
import type { ScoreReport } from '../../shared/engine/score';
import { requireFeature } from '../billing/subscriptions';
import { serverMeasurer } from '../engine/index';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { ThumbnailExport, type ExportFormat, type IThumbnailExport } from './export.entity';
import { EXPORT_QUEUE } from './jobs/export';
import { currentReport } from './service';
import { notifyStatus } from './status-events';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';

async function lockOwnReady(tx: EntityManager, userId: string, id: string): Promise<IThumbnail> {
  const t = await tx.findOne(Thumbnail, { id, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!t) throw notFound('thumbnail', id);
  if (t.status !== 'ready' || !t.design) throw new AppError('NOT_READY', `thumbnail ${id} is ${t.status}`);
  return t;
}

/**
 * Asks for a 4K, 9:16 or 1:1 file of the thumbnail's current design. Free (downloads cost nothing);
 * 4K needs a plan that includes it. Asking twice for the same revision returns the same export.
 */
export async function requestExport(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string; format: ExportFormat }): Promise<IThumbnailExport> {
  if (args.format === '4k') await requireFeature(em, args.userId, 'export_4k');
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const existing = await tx.findOne(ThumbnailExport, { thumbnail: t.id, format: args.format, revision: t.revision });
    if (existing && existing.status !== 'failed') return existing;
    const row = existing ?? tx.create(ThumbnailExport, { user: args.userId, thumbnail: t.id, format: args.format, revision: t.revision });
    Object.assign(row, { status: 'queued', error: null });
    await tx.flush();
    await args.queue.enqueue(tx, EXPORT_QUEUE, { thumbnailId: t.id, target: args.format, revision: t.revision, exportId: row.id });
    return row;
  });
}

export async function listExports(em: EntityManager, userId: string, thumbnailId: string): Promise<IThumbnailExport[]> {
  const t = await em.findOne(Thumbnail, { id: thumbnailId, user: userId });
  if (!t) throw notFound('thumbnail', thumbnailId);
  return em.find(ThumbnailExport, { thumbnail: t.id, revision: t.revision }, { orderBy: { createdAt: 'asc' } });
}

/**
 * « Améliorer »: applies the score's fixable suggestions to the design, saves it as a new revision
 * and re-renders it (post-processing only: no new generation, no credits — it corrects our own
 * layout). Says NOTHING_TO_IMPROVE when no suggestion can be applied automatically.
 */
export async function improveThumbnail(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string }): Promise<{ thumbnail: IThumbnail; applied: string[] }> {
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const previous = t.design;
    const current = parseDesign(t.design);
    // The findings the studio showed, with today's answer on what can be fixed (older reports too).
    const report = currentReport(t.score as unknown as ScoreReport | null, current);
    if (!report || !report.checks.some((c) => c.fixable)) throw new AppError('NOTHING_TO_IMPROVE');
    const { design, applied } = improveDesign(serverMeasurer(), current, report);
    if (applied.length === 0 || JSON.stringify(design) === JSON.stringify(current)) throw new AppError('NOTHING_TO_IMPROVE');
    t.design = design as unknown as Record<string, unknown>;
    t.revision += 1;
    t.status = 'rendering';
    t.error = null;
    await tx.flush();
    await args.queue.enqueue(tx, EXPORT_QUEUE, { thumbnailId: t.id, target: 'hd', revision: t.revision, restore: previous ?? undefined });
    await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
    return { thumbnail: t, applied };
  });
}

export interface ExportDto {
  id: string;
  format: ExportFormat;
  status: IThumbnailExport['status'];
  width: number | null;
  height: number | null;
  bytes: number | null;
  downloadUrl: string | null;
}

export function exportDto(e: IThumbnailExport): ExportDto {
  return {
    id: e.id,
    format: e.format as ExportFormat,
    status: e.status,
    width: e.width ?? null,
    height: e.height ?? null,
    bytes: e.bytes ?? null,
    downloadUrl: e.status === 'ready' ? `/files/exports/${e.id}.jpg` : null,
  };
}

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
    const previous = t.design;
    t.design = edited as unknown as Record<string, unknown>;
    t.revision += 1;
    t.status = 'rendering';
    t.error = null;
    await tx.flush();
    await args.queue.enqueue(tx, EXPORT_QUEUE, { thumbnailId: t.id, target: 'hd', revision: t.revision, jobId, restore: previous ?? undefined });
    await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
    return { thumbnail: t, charged: true };
  });
}
