import type { EntityManager } from '@mikro-orm/postgresql';
import { requireFeature } from '../billing/subscriptions';
import { AppError, notFound } from '../errors';
import { parseDesign } from '../../shared/engine/model/design';
import { FOUR_K_MAX_ENLARGEMENT, fourKAllowed } from '../../shared/engine/quality/photo-size';
import type { JobQueue } from '../jobs/queue';
import { ThumbnailExport, type ExportFormat, type IThumbnailExport } from './export.entity';
import { enqueueRenderFile } from './jobs/queues';
import { lockOwnReady } from './thumbnails';
import { Thumbnail } from './thumbnail.entity';

/**
 * Asks for a 4K, 9:16 or 1:1 file of the thumbnail's current design. Free (downloads cost nothing);
 * 4K needs a plan that includes it, and a design whose photographed faces it would not enlarge more
 * than 4 times. Asking twice for the same revision returns the same export.
 */
export async function requestExport(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string; format: ExportFormat }): Promise<IThumbnailExport> {
  if (args.format === '4k') await requireFeature(em, args.userId, 'export_4k');
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    // 4K would enlarge a small photo's face more than 4 times (quality/photo-size.ts): the HD file is the one to take.
    if (args.format === '4k' && t.design && !fourKAllowed(parseDesign(t.design))) throw new AppError('EXPORT_4K_PHOTO_TOO_SMALL', `thumbnail ${t.id}: a face would be enlarged more than ${FOUR_K_MAX_ENLARGEMENT} times`);
    const existing = await tx.findOne(ThumbnailExport, { thumbnail: t.id, format: args.format, revision: t.revision });
    if (existing && existing.status !== 'failed') return existing;
    const row = existing ?? tx.create(ThumbnailExport, { user: args.userId, thumbnail: t.id, format: args.format, revision: t.revision });
    Object.assign(row, { status: 'queued', error: null });
    await tx.flush();
    await enqueueRenderFile(tx, args.queue, { purpose: 'export', thumbnailId: t.id, target: args.format, revision: t.revision, exportId: row.id });
    return row;
  });
}

export async function listExports(em: EntityManager, userId: string, thumbnailId: string): Promise<IThumbnailExport[]> {
  const t = await em.findOne(Thumbnail, { id: thumbnailId, user: userId });
  if (!t) throw notFound('thumbnail', thumbnailId);
  return em.find(ThumbnailExport, { thumbnail: t.id, revision: t.revision }, { orderBy: { createdAt: 'asc' } });
}
