import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { DEAD_LETTER_QUEUE, failGeneration, refundDeadJob } from '../paid-jobs';
import { COMPOSE_FAILED_QUEUE } from './queues';

/** Dead letter of `studio.compose` and of a generation's first `studio.render-file`: fail and refund. */
export const composeFailedJob = defineJob({
  name: COMPOSE_FAILED_QUEUE,
  schema: z.object({ jobId: z.uuid().optional() }).loose(),
  queue: DEAD_LETTER_QUEUE,
  async handler({ jobId }, ctx) {
    if (!jobId) return; // a file drawn after generation: renderFileJob's own dead letter handles it
    await refundDeadJob(ctx.log, jobId, failGeneration(ctx.orm.em.fork(), jobId, { detail: 'render failed after every retry' }), 'generation failed; credits refunded');
  },
});
