import { z } from 'zod';
import { defineJob } from '../../jobs/define';
import { isSandbox } from '../providers/sandbox';
import { SandboxPayment } from '../sandbox-payment.entity';

/**
 * The sandbox gateway's side: posts the signed notification of a finished test payment to the
 * callback URL, over HTTP, retried with backoff like a real gateway until it gets a 2xx.
 */
export const sandboxNotifyJob = defineJob({
  name: 'billing.sandbox-notify',
  schema: z.object({ id: z.string().min(1).max(40) }),
  queue: { retryLimit: 8, retryDelay: 1, retryBackoff: true, retryDelayMax: 300, expireInSeconds: 60 },
  async handler({ id }, ctx) {
    if (!isSandbox(ctx.payments)) return; // the provider changed since: nothing to notify
    const payment = await ctx.orm.em.fork().findOne(SandboxPayment, id);
    if (!payment || payment.status === 'open') return;
    const body = JSON.stringify({ id: payment.id, order_id: payment.orderId, status: payment.status, amount: payment.amount, currency: payment.currency, method: 'Mode test' });
    const res = await fetch(payment.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': ctx.payments.sign(body), 'user-agent': 'MiniaLab-Sandbox/1.0' },
      body,
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`sandbox notification answered ${res.status}`);
    ctx.log.info({ id, status: payment.status }, 'sandbox notification delivered');
  },
});
