import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { refundCredits } from '../../credits/ledger';
import { defineJob } from '../../jobs/define';
import { GenerationJob } from '../generation-job.entity';
import { notifyStatus } from '../status-events';
import { RENDER_FAILED_QUEUE } from './render-thumbnail';

/**
 * Dead-letter handler of `studio.render`: the render failed for good, so the thumbnail is marked
 * failed and its credits come back, in one transaction. Running it twice refunds once.
 */
export const renderFailedJob = defineJob({
  name: RENDER_FAILED_QUEUE,
  schema: z.object({ jobId: z.uuid() }),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  async handler({ jobId }, ctx) {
    const em = ctx.orm.em.fork();
    await em.transactional(async (tx) => {
      const job = await tx.findOne(GenerationJob, jobId, { populate: ['thumbnail'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!job || job.status === 'succeeded' || job.status === 'failed') return;
      job.status = 'failed';
      job.error ??= 'render failed after every retry';
      job.finishedAt = new Date();
      job.thumbnail.status = 'failed';
      job.thumbnail.error = 'render_failed';
      await tx.flush();
      const refunded = await refundCredits(tx, { userId: job.user.id, reference: `generation:${job.id}` });
      await notifyStatus(tx, { thumbnailId: job.thumbnail.id, status: 'failed' });
      ctx.log.warn({ jobId, refunded }, 'generation failed; credits refunded');
    });
  },
});
