import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from './order.entity';
import { PaymentNotification } from './payment-notification.entity';
import { settlePayment, type BillingDeps } from './orders';
import { ProviderError, type IncomingNotification } from './providers/types';

/** Headers worth keeping with a notification: what it is and who signed it. Never cookies or auth. */
const KEPT_HEADERS = ['content-type', 'user-agent', 'wave-signature', 'x-sandbox-signature', 'x-forwarded-for'];
const MAX_LOGGED_BODY = 64 * 1024;

export interface NotificationResult {
  httpStatus: number;
  outcome: string;
}

/**
 * One notification from a gateway, as our endpoint received it. It is logged raw first; then it
 * must prove it comes from the gateway (signature or hash), and the payment's state is taken from
 * the signed body or asked of the gateway (PayDunya) before anything is granted. A forged
 * notification changes nothing but its own log row.
 */
export async function handleNotification(
  em: EntityManager,
  deps: BillingDeps,
  incoming: IncomingNotification & { ip: string | null },
): Promise<NotificationResult> {
  const headers = Object.fromEntries(KEPT_HEADERS.flatMap((h) => (incoming.headers[h] ? [[h, String(incoming.headers[h]).slice(0, 500)]] : [])));
  const log = em.create(PaymentNotification, {
    provider: deps.provider.id,
    headers,
    // PostgreSQL text cannot hold NUL: a body with one would fail the insert (500, nothing logged).
    rawBody: incoming.rawBody.subarray(0, MAX_LOGGED_BODY).toString('utf8').replaceAll('\u0000', '\uFFFD'),
    ip: incoming.ip,
  });
  await em.flush();
  const finish = async (httpStatus: number, outcome: string, extra: { orderId?: string | null; verified?: boolean } = {}) => {
    log.outcome = outcome;
    if (extra.verified) log.verified = true;
    if (extra.orderId) log.order = em.getReference(Order, extra.orderId);
    await em.flush();
    return { httpStatus, outcome };
  };

  const verified = await deps.provider.verifyNotification(incoming);
  if (!verified) {
    deps.log.warn({ provider: deps.provider.id, ip: incoming.ip }, 'payment notification refused: not signed by the gateway');
    return finish(401, 'refused_signature');
  }
  log.providerRef = verified.providerRef;
  let state = verified.state;
  if (!state) {
    try {
      state = await deps.provider.confirm(verified.providerRef);
    } catch (err) {
      deps.log.error({ err, provider: deps.provider.id, providerRef: verified.providerRef }, 'payment confirmation failed; the gateway will retry');
      // A 5xx makes the gateway try again later.
      return finish(err instanceof ProviderError ? 502 : 500, 'confirm_failed', { verified: true });
    }
  }
  const { outcome, orderId } = await settlePayment(em.fork(), deps, { state });
  // Unknown orders and refused amounts are answered 200: retrying cannot make them valid. They stay logged.
  return finish(200, outcome, { orderId, verified: true });
}
