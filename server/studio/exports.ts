import type { EntityManager } from '@mikro-orm/postgresql';
import { requireFeature } from '../billing/subscriptions';
import { notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { ThumbnailExport, type ExportFormat, type IThumbnailExport } from './export.entity';
import { enqueueRenderFile } from './jobs/queues';
import { lockOwnReady } from './thumbnails';
import { Thumbnail } from './thumbnail.entity';

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
    await enqueueRenderFile(tx, args.queue, { purpose: 'export', thumbnailId: t.id, target: args.format, revision: t.revision, exportId: row.id });
    return row;
  });
}

export async function listExports(em: EntityManager, userId: string, thumbnailId: string): Promise<IThumbnailExport[]> {
  const t = await em.findOne(Thumbnail, { id: thumbnailId, user: userId });
  if (!t) throw notFound('thumbnail', thumbnailId);
  return em.find(ThumbnailExport, { thumbnail: t.id, revision: t.revision }, { orderBy: { createdAt: 'asc' } });
}
