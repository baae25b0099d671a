import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { forgetOldRefusals } from '../notifications';
import { runDailyBilling } from '../renewals';

/** Every day at 08:00 in Dakar: forgets refused webhook posts after 30 days and expired limit counters, ends finished subscriptions, sends renewal reminders. */
export const DAILY_BILLING_CRON = '0 8 * * *';

export const dailyBillingJob = defineJob({
  name: 'billing.daily',
  // The cron sends no data; `now` lets a test or an operator replay a given day.
  schema: z.object({ now: z.iso.datetime().optional() }),
  queue: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600 },
  async handler({ now }, ctx) {
    const day = now ? new Date(now) : new Date();
    // Clean-ups first: a failure in the billing pass must not keep old data past its time.
    await forgetOldRefusals(ctx.orm.em.fork(), day);
    await ctx.limits.purge();
    await runDailyBilling(ctx.orm.em.fork(), ctx, day);
  },
});
