import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { siteInfo } from '../../site/service';
import { buildExport, failExport } from '../export';

const Payload = z.object({ exportId: z.uuid() });

/** « Exporter mes données »: the ZIP, streamed to storage, then the e-mail (server/privacy/export.ts). */
export const dataExportJob = defineJob({
  name: 'privacy.export',
  schema: Payload,
  queue: { retryLimit: 2, retryDelay: 10, expireInSeconds: 900, deadLetter: 'privacy.export-failed' },
  async handler({ exportId }, ctx) {
    await buildExport({ em: ctx.orm.em.fork(), storage: ctx.storage, queue: ctx.queue, brand: { ...siteInfo(ctx.config), publicUrl: ctx.config.PUBLIC_URL } }, exportId);
    ctx.log.info({ exportId }, 'data export ready');
  },
});

/** Dead letter: every attempt failed; the export says so and can be asked again. */
export const dataExportFailedJob = defineJob({
  name: 'privacy.export-failed',
  schema: Payload,
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  async handler({ exportId }, ctx) {
    await failExport(ctx.orm.em.fork(), exportId, 'export failed after every retry');
    ctx.log.warn({ exportId }, 'data export failed after every retry');
  },
});
