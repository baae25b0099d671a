import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { runDailyBilling } from '../renewals';

/** Every day at 08:00 in Dakar: ends finished subscriptions and sends renewal reminders. */
export const DAILY_BILLING_CRON = '0 8 * * *';

export const dailyBillingJob = defineJob({
  name: 'billing.daily',
  // The cron sends no data; `now` lets a test or an operator replay a given day.
  schema: z.object({ now: z.iso.datetime().optional() }),
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
  async handler({ now }, ctx) {
    await runDailyBilling(ctx.orm.em.fork(), ctx, now ? new Date(now) : new Date());
  },
});
