import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Orm } from '../../ports';
import { SandboxPayment } from '../sandbox-payment.entity';
import { ProviderError, type PaymentProvider, type PaymentState } from './types';

/**
 * PAYMENT_PROVIDER=sandbox (the default): a gateway built into the app for development, tests and
 * demos. Its hosted page (/paiement/test/:id, « Mode test ») lets the payer pay, cancel or fail; it
 * then signs a notification and posts it over HTTP to our webhook endpoint, exactly like a real
 * gateway, and our billing code handles it through the same path as PayDunya or Wave.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
const TOLERANCE_SECONDS = 300;

export const SandboxNotificationBody = z.object({
  id: z.string().min(1).max(40),
  order_id: z.uuid(),
  status: z.enum(['paid', 'cancelled', 'failed']),
  amount: z.number().int(),
  currency: z.string().length(3),
  method: z.string().max(60),
});
export type SandboxNotificationBody = z.infer<typeof SandboxNotificationBody>;

export interface SandboxProvider extends PaymentProvider {
  id: 'sandbox';
  /** The gateway side: the signature header for a notification body. */
  sign(rawBody: string, timestampSeconds?: number): string;
}

function hmac(secret: Buffer, timestamp: string, rawBody: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
}

export function sandboxProvider(opts: { orm: Orm; publicUrl: string; secret: Buffer; now?: () => Date }): SandboxProvider {
  const now = opts.now ?? (() => new Date());
  const stateOf = (row: { id: string; orderId: string; status: string; amount: number; currency: string }): PaymentState => ({
    providerRef: row.id,
    orderId: row.orderId,
    status: row.status === 'open' ? 'pending' : (row.status as PaymentState['status']),
    amount: row.amount,
    currency: row.currency,
    method: 'Mode test',
  });
  return {
    id: 'sandbox',
    label: 'Mode test',
    async createCheckout(request) {
      const em = opts.orm.em.fork();
      const id = `sbx_${randomBytes(18).toString('base64url')}`;
      em.create(SandboxPayment, {
        id,
        orderId: request.orderId,
        amount: request.amountXof,
        currency: request.currency,
        label: request.label,
        customerEmail: request.customer.email,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        callbackUrl: request.callbackUrl,
      });
      await em.flush();
      // The page opens at the address the payer uses the app at (the return pages' origin, ours by then).
      return { url: new URL(`/paiement/test/${id}`, request.successUrl || opts.publicUrl).toString(), providerRef: id };
    },
    async verifyNotification({ headers, rawBody }) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      const parts = Object.fromEntries((header ?? '').split(',').map((kv) => kv.split('=', 2) as [string, string]));
      const t = parts.t;
      const v1 = parts.v1;
      if (!t || !v1 || !/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return null;
      if (Math.abs(now().getTime() / 1000 - Number(t)) > TOLERANCE_SECONDS) return null;
      const expected = hmac(opts.secret, t, rawBody);
      if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return null;
      let body: SandboxNotificationBody;
      try {
        body = SandboxNotificationBody.parse(JSON.parse(rawBody.toString('utf8')));
      } catch {
        return null;
      }
      return {
        providerRef: body.id,
        state: { providerRef: body.id, orderId: body.order_id, status: body.status, amount: body.amount, currency: body.currency, method: body.method },
      };
    },
    async confirm(providerRef) {
      const row = await opts.orm.em.fork().findOne(SandboxPayment, providerRef);
      if (!row) throw new ProviderError('sandbox', `unknown sandbox payment ${providerRef}`);
      return stateOf(row);
    },
    sign(rawBody, timestampSeconds = Math.floor(now().getTime() / 1000)) {
      const t = String(timestampSeconds);
      return `t=${t},v1=${hmac(opts.secret, t, rawBody).toString('hex')}`;
    },
  };
}

export function isSandbox(provider: PaymentProvider): provider is SandboxProvider {
  return provider.id === 'sandbox';
}
