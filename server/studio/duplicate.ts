import { randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../jobs/queue';
import { enqueueRenderFile } from './jobs/queues';
import { notifyStatus } from '../realtime/status-events';
import { lockOwnReady } from './thumbnails';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';

/**
 * « Dupliquer »: a new thumbnail of the same user with the whole design as it is now (edits
 * included), its settings (title, brief, style, mode, images, options) and its proposals, drawn by
 * the usual HD render as a free render (DECISIONS: a copy costs nothing, it is not a generation).
 * The copy has its own versions (its first is « Copie »), exports and files; both live apart after.
 * The row gets a fresh seed (a later regeneration of the copy differs); the design keeps its own.
 */
export async function duplicateThumbnail(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string }): Promise<IThumbnail> {
  return em.transactional(async (tx) => {
    const source = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const copy = tx.create(Thumbnail, {
      user: args.userId,
      title: source.title,
      prompt: source.prompt,
      style: source.style,
      seed: randomInt(0, 2 ** 31 - 1),
      status: 'rendering',
      stage: 'rendering',
      design: source.design,
      engine: source.engine,
      mode: source.mode,
      images: [...(source.images ?? [])],
      proposals: [...(source.proposals ?? [])],
      options: { ...source.options },
      revision: 0,
    });
    await tx.flush();
    await enqueueRenderFile(tx, args.queue, { purpose: 'duplicate', thumbnailId: copy.id, target: 'hd', revision: 0, version: 'duplicate' });
    await notifyStatus(tx, { thumbnailId: copy.id, status: 'rendering' });
    return copy;
  });
}
