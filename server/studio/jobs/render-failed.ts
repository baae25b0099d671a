import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { failGeneration } from '../generate';
import { RENDER_FAILED_QUEUE } from './queues';

/** Dead letter of `studio.render` and of a generation's first `studio.export`: fail and refund. */
export const renderFailedJob = defineJob({
  name: RENDER_FAILED_QUEUE,
  schema: z.object({ jobId: z.uuid().optional() }).loose(),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  async handler({ jobId }, ctx) {
    if (!jobId) return; // an export made after generation: exportJob's own dead letter handles it
    const refunded = await failGeneration(ctx.orm.em.fork(), jobId, { code: 'render_failed', detail: 'render failed after every retry' });
    if (refunded !== null) ctx.log.warn({ jobId, refunded }, 'generation failed; credits refunded');
  },
});
