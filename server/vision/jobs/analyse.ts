import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { analysePhoto } from '../photo-analyses';

/** Queued by the upload path (server/files/uploads.ts) in the upload's own transaction. */
export const ANALYSE_QUEUE = 'vision.analyse';

/**
 * A photo analysed as soon as it is uploaded (« Ajout image », DigitalMe): its face analysis, then its
 * cut-out, stored once (server/vision/photo-analyses.ts), so the generations that use it only read.
 * Idempotent: what is stored is not made again; a generation asking at the same moment waits for it.
 * One at a time per worker: the models take one turn at a time anyway, and a worker keeps a core for
 * generations. A photo deleted meanwhile is left alone. After the last retry nothing is lost: the first
 * generation that needs the analysis makes it.
 */
export const analyseJob = defineJob({
  name: ANALYSE_QUEUE,
  schema: z.object({ assetId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 300 },
  work: () => ({ localConcurrency: 1 }),
  async handler({ assetId }, ctx) {
    const started = performance.now();
    const outcome = await analysePhoto(ctx.orm.em.fork(), ctx.storage, assetId);
    ctx.log.info({ assetId, outcome, ms: Math.round(performance.now() - started) }, 'photo analysed');
  },
});
