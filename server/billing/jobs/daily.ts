import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { forgetOldRefusals } from '../notifications';
import { runDailyBilling } from '../renewals';

/** Every day at 08:00 in Dakar: ends finished subscriptions, sends renewal reminders, forgets refused webhook posts after 30 days. */
export const DAILY_BILLING_CRON = '0 8 * * *';

export const dailyBillingJob = defineJob({
  name: 'billing.daily',
  // The cron sends no data; `now` lets a test or an operator replay a given day.
  schema: z.object({ now: z.iso.datetime().optional() }),
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
  async handler({ now }, ctx) {
    const day = now ? new Date(now) : new Date();
    await runDailyBilling(ctx.orm.em.fork(), ctx, day);
    await forgetOldRefusals(ctx.orm.em.fork(), day);
  },
});
