import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../errors';
import type { Design } from '../../shared/engine/model/design';
import type { JobQueue } from '../jobs/queue';
import type { VersionKind } from '../../shared/schemas/history';
import { enqueueRenderFile, type RenderFileRequest } from './jobs/queues';
import { notifyStatus } from '../realtime/status-events';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';

export async function getOwnThumbnail(em: EntityManager, userId: string, id: string): Promise<IThumbnail> {
  const thumbnail = await em.findOne(Thumbnail, { id, user: userId });
  // Someone else's thumbnail answers exactly like a missing one: ids are not a way to probe.
  if (!thumbnail) throw notFound('thumbnail', id);
  return thumbnail;
}

/** The user's thumbnail, locked for a change of its design; it must be ready (not rendering). */
export async function lockOwnReady(tx: EntityManager, userId: string, id: string): Promise<IThumbnail> {
  const t = await tx.findOne(Thumbnail, { id, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!t) throw notFound('thumbnail', id);
  if (t.status !== 'ready' || !t.design) throw new AppError('NOT_READY', `thumbnail ${id} is ${t.status}`);
  return t;
}

/**
 * A saved change of a ready design: the design saved as a new revision and drawn again; if drawing
 * fails, the previous design comes back (the render's dead letter). `improvement` is a free change of
 * our own making (« Améliorer », « Autre sujet », a restored version); `modification` is the user's
 * paid edit (its job). `kind` names the version the render will list (by default what the purpose says).
 */
export async function saveRevision(tx: EntityManager, queue: JobQueue, t: IThumbnail, design: Design, paid?: { jobId: string }, kind?: VersionKind): Promise<void> {
  const request = nextRevision(t, design, paid, kind);
  await tx.flush();
  await enqueueRenderFile(tx, queue, request);
  await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
}

/** The design set as the thumbnail's next revision (not flushed), and the request that draws it with what to put back if that fails. */
export function nextRevision(t: IThumbnail, design: Design, paid?: { jobId: string }, kind?: VersionKind): RenderFileRequest {
  const previous = t.design;
  t.design = design as unknown as Record<string, unknown>;
  t.revision += 1;
  t.status = 'rendering';
  t.error = null;
  const purpose = paid ? 'modification' : 'improvement';
  return { purpose, thumbnailId: t.id, target: 'hd', revision: t.revision, jobId: paid?.jobId, restore: previous ?? undefined, version: kind };
}
