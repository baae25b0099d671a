import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import type { StyleId } from '../../../shared/schemas/studio';
import { GenerationJob } from '../generation-job.entity';
import { notifyStatus } from '../status-events';
import { Thumbnail } from '../thumbnail.entity';

export const RENDER_FAILED_QUEUE = 'studio.render-failed';

/**
 * Renders a paid thumbnail. Idempotent: a finished job is left alone, and a retry overwrites the same
 * files. After its last retry pg-boss copies the payload to `studio.render-failed`, which refunds.
 */
export const renderThumbnailJob = defineJob({
  name: 'studio.render',
  schema: z.object({ jobId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 120, deadLetter: RENDER_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler({ jobId }, ctx) {
    const em = ctx.orm.em.fork();
    const job = await em.findOne(GenerationJob, jobId, { populate: ['thumbnail'] });
    if (!job) {
      ctx.log.warn({ jobId }, 'render job without its record; skipped');
      return;
    }
    if (job.status === 'succeeded' || job.status === 'failed') return;
    const thumbnail = job.thumbnail;

    await em.transactional(async (tx) => {
      job.status = 'running';
      job.attempts += 1;
      job.startedAt ??= new Date();
      thumbnail.status = 'rendering';
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: thumbnail.id, status: 'rendering' });
    });

    const rendered = await ctx.engine.render({
      title: thumbnail.title,
      prompt: thumbnail.prompt,
      style: thumbnail.style as StyleId,
      seed: thumbnail.seed,
    });
    const base = `thumbnails/${job.user.id}/${thumbnail.id}`;
    await ctx.storage.put(`${base}.jpg`, rendered.jpeg);
    await ctx.storage.put(`${base}.webp`, rendered.preview);

    await em.transactional(async (tx) => {
      Object.assign(thumbnail, {
        status: 'ready',
        design: rendered.design as unknown as Record<string, unknown>,
        jpegKey: `${base}.jpg`,
        previewKey: `${base}.webp`,
        width: rendered.width,
        height: rendered.height,
        bytes: rendered.jpeg.length,
        error: null,
        readyAt: new Date(),
      });
      job.status = 'succeeded';
      job.error = null;
      job.finishedAt = new Date();
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: thumbnail.id, status: 'ready' });
    });
    ctx.log.info({ jobId, thumbnailId: thumbnail.id, bytes: rendered.jpeg.length, engine: ctx.engine.id }, 'thumbnail rendered');
  },
});
