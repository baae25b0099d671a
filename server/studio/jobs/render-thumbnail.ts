import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { StyleId } from '../../../shared/schemas/studio';
import { defineJob } from '../../jobs/define';
import { GenerationJob, type IGenerationJob } from '../generation-job.entity';
import { notifyStatus } from '../status-events';

export const RENDER_FAILED_QUEUE = 'studio.render-failed';

/** The job row, locked, if it is still open; null once it succeeded or failed (then nothing may change it). */
async function lockOpenJob(tx: EntityManager, jobId: string): Promise<IGenerationJob | null> {
  const job = await tx.findOne(GenerationJob, jobId, { populate: ['thumbnail'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  return job && job.status !== 'succeeded' && job.status !== 'failed' ? job : null;
}

/**
 * Renders a paid thumbnail. Idempotent: a finished job is left alone, and a retry overwrites the same
 * files. After its last retry pg-boss copies the payload to `studio.render-failed`, which refunds.
 * Each write re-checks the job under a row lock, so an attempt that outlived its expiry (and was
 * already failed and refunded) can never turn it back into a success.
 */
export const renderThumbnailJob = defineJob({
  name: 'studio.render',
  schema: z.object({ jobId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 1, expireInSeconds: 120, deadLetter: RENDER_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler({ jobId }, ctx) {
    const em = ctx.orm.em.fork();
    const started = await em.transactional(async (tx) => {
      const job = await lockOpenJob(tx, jobId);
      if (!job) return null;
      job.status = 'running';
      job.attempts += 1;
      job.startedAt ??= new Date();
      job.thumbnail.status = 'rendering';
      await tx.flush();
      await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'rendering' });
      const { id, title, prompt, style, seed } = job.thumbnail;
      return { userId: job.user.id, thumbnail: { id, title, prompt, style: style as StyleId, seed } };
    });
    if (!started) return;
    const { thumbnail, userId } = started;

    const rendered = await ctx.engine.render({ title: thumbnail.title, prompt: thumbnail.prompt, style: thumbnail.style, seed: thumbnail.seed });
    ctx.signal?.throwIfAborted(); // pg-boss gave up on this attempt: leave the outcome to the retry or the dead letter
    const base = `thumbnails/${userId}/${thumbnail.id}`;
    await ctx.storage.put(`${base}.jpg`, rendered.jpeg);
    await ctx.storage.put(`${base}.webp`, rendered.preview);

    const finished = await em.transactional(async (tx) => {
      const job = await lockOpenJob(tx, jobId);
      if (!job) return false;
      Object.assign(job.thumbnail, {
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
      return true;
    });
    if (finished) ctx.log.info({ jobId, thumbnailId: thumbnail.id, bytes: rendered.jpeg.length, engine: ctx.engine.id }, 'thumbnail rendered');
    else ctx.log.warn({ jobId }, 'render finished after the job was closed; result discarded');
  },
});
