import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { siteInfo } from '../../site/service';
import { runRetention } from '../retention';

/** pg-boss cron (Africa/Dakar): once a day whatever the number of workers, as pg-boss schedules are singletons. */
export const RETENTION_CRON = '30 3 * * *';

/** The daily retention pass (server/privacy/retention.ts); `now` lets an operator or a test replay a given day. */
export const retentionJob = defineJob({
  name: 'privacy.retention',
  schema: z.object({ now: z.iso.datetime().optional() }),
  queue: { retryLimit: 2, retryDelay: 300, expireInSeconds: 1800 },
  async handler({ now }, ctx) {
    await runRetention({ em: ctx.orm.em.fork(), storage: ctx.storage, queue: ctx.queue, brand: { ...siteInfo(ctx.config), publicUrl: ctx.config.PUBLIC_URL }, log: ctx.log }, now ? new Date(now) : new Date());
  },
});
