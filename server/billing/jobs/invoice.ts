import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { deliverInvoice } from '../invoices';

/** After a payment commits: the invoice PDF, then the confirmation e-mail carrying it. Idempotent. */
export const invoiceJob = defineJob({
  name: 'billing.invoice',
  schema: z.object({ invoiceId: z.uuid() }),
  queue: { retryLimit: 8, retryDelay: 5, retryBackoff: true, retryDelayMax: 600, expireInSeconds: 120 },
  async handler({ invoiceId }, ctx) {
    await deliverInvoice(ctx.orm.em.fork(), ctx, invoiceId);
    ctx.log.info({ invoiceId }, 'invoice ready and mailed');
  },
});
