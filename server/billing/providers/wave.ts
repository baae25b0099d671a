import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import {
  ProviderError,
  type CheckoutRequest,
  type CheckoutSession,
  type IncomingNotification,
  type PaymentProvider,
  type PaymentState,
  type PaymentStatus,
  type VerifiedNotification,
} from './types';

/**
 * Wave Checkout API (https://docs.wave.com/checkout, https://docs.wave.com/webhook).
 *
 * - `POST /v1/checkout/sessions` with `Authorization: Bearer <api key>` and a JSON body whose `amount`
 *   is a string (XOF has no decimals) answers a session `{ id: "cos-…", wave_launch_url, … }`.
 * - `GET /v1/checkout/sessions/:id` answers the same session object: `checkout_status`
 *   (open | complete | expired) and `payment_status` (processing | cancelled | succeeded).
 * - `POST /v1/checkout/sessions/:id/refund` refunds the whole payment (no body, no partial refund,
 *   documented as idempotent, answers 200 with an empty body).
 * - Errors are JSON `{ code, message, details? }` with a 4xx/5xx status.
 *
 * Wave has no per-session callback URL: the webhook URL (ours is PUBLIC_URL/api/paiements/notification/wave)
 * is registered once in Wave's business portal, with the « signing secret » strategy and the events
 * checkout.session.completed and checkout.session.payment_failed. The portal shows the secret
 * (WAVE_WEBHOOK_SECRET). The « shared secret » strategy (the secret as a Bearer token) is refused
 * here: it would not prove that the body is Wave's.
 *
 * Not used: Wave documents an Idempotency-Key header for its payout APIs only, not for checkout
 * sessions, so none is sent; a retried create just makes a second open session, which is harmless
 * (only one can be paid per attempt, and `client_reference` ties both to the order). Wave's optional
 * request signing of API calls (a per-key setting) is not supported: leave it off on our key.
 */
export interface WaveOptions {
  apiKey: string;
  webhookSecret: string;
  /** https://api.wave.com in production; tests point it at the fake server. */
  apiUrl: string;
  /** How far a webhook's signed timestamp may be from our clock, in either direction. */
  toleranceSeconds: number;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

const METHOD = 'Wave';
const UNAVAILABLE = 'Wave est momentanément indisponible. Réessayez dans quelques instants.';

/** The part of Wave's checkout session we rely on; other fields are ignored. */
const SessionSchema = z.object({
  id: z.string().min(1),
  amount: z.string(),
  currency: z.string().min(1),
  checkout_status: z.string(),
  payment_status: z.string(),
  client_reference: z.string().nullish(),
  wave_launch_url: z.string().nullish(),
});
type WaveSession = z.infer<typeof SessionSchema>;

/** Wave's webhook envelope: `data` is a checkout session for checkout.session.* events. */
const EventSchema = z.object({ id: z.string().min(1), type: z.string().min(1), data: z.unknown() });

const ErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

export function waveProvider(opts: WaveOptions): PaymentProvider {
  const doFetch = opts.fetch ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const now = opts.now ?? (() => new Date());
  const base = opts.apiUrl.replace(/\/+$/, '');

  /** One call to Wave: returns the parsed JSON body of a 2xx answer (undefined when empty). */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let res: Response;
    let text: string;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${opts.apiKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: 'error',
        // Covers the body too: a server that sends headers and then stalls still times out.
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      const why = timedOut ? `no answer within ${timeoutMs} ms` : `network error: ${err instanceof Error ? err.message : String(err)}`;
      throw new ProviderError('wave', `Wave ${method} ${path}: ${why}`, UNAVAILABLE);
    }
    if (!res.ok) {
      const parsed = ErrorSchema.safeParse(safeJson(text));
      const detail = parsed.success && (parsed.data.code || parsed.data.message) ? `${parsed.data.code ?? '?'}: ${parsed.data.message ?? ''}` : text.slice(0, 200);
      // Server-side trouble is worth telling the payer to retry; a 4xx is our request or our key.
      const publicMessage = res.status >= 500 || res.status === 429 ? UNAVAILABLE : null;
      throw new ProviderError('wave', `Wave ${method} ${path} answered ${res.status} (${detail})`, publicMessage, res.status);
    }
    if (text.trim() === '') return undefined;
    const json = safeJson(text);
    if (json === undefined) throw new ProviderError('wave', `Wave ${method} ${path} answered ${res.status} with a body that is not JSON`, UNAVAILABLE, res.status);
    return json;
  }

  async function getSession(providerRef: string): Promise<WaveSession> {
    const json = await call('GET', `/v1/checkout/sessions/${encodeURIComponent(providerRef)}`);
    const session = SessionSchema.safeParse(json);
    if (!session.success || session.data.id !== providerRef) throw new ProviderError('wave', `Wave answered an unexpected checkout session for ${providerRef}`);
    return session.data;
  }

  return {
    id: 'wave',
    label: 'Wave',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      if (!Number.isSafeInteger(request.amountXof) || request.amountXof <= 0) {
        throw new ProviderError('wave', `Wave needs a positive whole amount of francs, got ${request.amountXof}`);
      }
      // Wave takes no callback URL here (see above) and shows no label: only what it documents.
      const json = await call('POST', '/v1/checkout/sessions', {
        amount: String(request.amountXof),
        currency: request.currency,
        success_url: request.successUrl,
        error_url: request.cancelUrl,
        client_reference: request.orderId,
      });
      const session = SessionSchema.safeParse(json);
      if (!session.success || !session.data.wave_launch_url) throw new ProviderError('wave', 'Wave answered a checkout session without id or wave_launch_url', UNAVAILABLE);
      return { url: session.data.wave_launch_url, providerRef: session.data.id };
    },

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      try {
        const signature = parseSignatureHeader(notification.headers['wave-signature']);
        if (!signature) return null;
        const age = Math.floor(now().getTime() / 1000) - Number(signature.timestamp);
        if (Math.abs(age) > opts.toleranceSeconds) return null; // replayed, or a clock far off
        // HMAC-SHA256(secret, timestamp text + raw body bytes): never a re-serialised JSON.
        const expected = createHmac('sha256', opts.webhookSecret).update(signature.timestamp).update(notification.rawBody).digest();
        // Several v1 values arrive while Wave rotates the secret: one match is enough.
        if (!signature.v1.some((hex) => timingSafeEqual(Buffer.from(hex, 'hex'), expected))) return null;

        const event = EventSchema.safeParse(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(notification.rawBody)));
        if (!event.success) return null;
        if (!event.data.type.startsWith('checkout.session.')) {
          // Genuine but not about a checkout (the portal's test.test_event, merchant.payment_received,
          // b2b.*): acknowledged as a pending state under the event id, which matches no order, so
          // the endpoint answers 2xx and Wave does not retry it or mark the webhook unhealthy.
          return { providerRef: event.data.id, state: { providerRef: event.data.id, orderId: null, status: 'pending', amount: 0, currency: '', method: null } };
        }
        const session = SessionSchema.safeParse(event.data.data);
        if (!session.success) return null;
        const state = toState(session.data, event.data.type === 'checkout.session.payment_failed');
        return state ? { providerRef: state.providerRef, state } : null;
      } catch {
        return null; // bad UTF-8 or JSON: whatever it is, it is refused, never thrown
      }
    },

    async confirm(providerRef: string): Promise<PaymentState> {
      const state = toState(await getSession(providerRef), false);
      if (!state) throw new ProviderError('wave', `Wave reported an amount that is not whole francs for ${providerRef}`);
      return state;
    },

    async refund(providerRef: string, amountXof: number): Promise<void> {
      // Wave refunds the whole payment only: check first that the whole payment is what is asked.
      const session = await getSession(providerRef);
      const state = toState(session, false);
      if (state?.status !== 'paid') throw new ProviderError('wave', `Wave session ${providerRef} is not paid (${session.checkout_status}/${session.payment_status}), nothing to refund`);
      if (state.amount !== amountXof) throw new ProviderError('wave', `Wave only refunds whole payments: ${providerRef} was ${state.amount} ${state.currency}, asked ${amountXof}`);
      await call('POST', `/v1/checkout/sessions/${encodeURIComponent(providerRef)}/refund`);
    },
  };
}

/**
 * A session's state. A payment_failed event says « failed »: that attempt failed, but Wave records
 * it as the session's `last_payment_error` and the payer may try again before the session expires,
 * so a later « paid » can still follow. An expired session that was never paid is cancelled.
 * Null when the amount is not whole francs.
 */
function toState(session: WaveSession, failedEvent: boolean): PaymentState | null {
  if (!/^\d{1,15}$/.test(session.amount)) return null;
  let status: PaymentStatus;
  if (session.payment_status === 'succeeded') status = 'paid';
  else if (failedEvent) status = 'failed';
  else if (session.payment_status === 'cancelled' || session.checkout_status === 'expired') status = 'cancelled';
  else status = 'pending';
  return {
    providerRef: session.id,
    orderId: session.client_reference ?? null,
    status,
    amount: Number(session.amount),
    currency: session.currency,
    method: METHOD,
  };
}

/**
 * `Wave-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`. Exactly one `t`, at least one
 * well-formed v1; other keys (a future v2) are ignored. Null when malformed.
 */
export function parseSignatureHeader(header: string | undefined): { timestamp: string; v1: string[] } | null {
  if (!header || header.length > 4096) return null;
  let timestamp: string | null = null;
  const v1: string[] = [];
  for (const part of header.split(',')) {
    const eq = part.indexOf('=');
    if (eq < 0) return null;
    const key = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (key === 't') {
      if (timestamp !== null || !/^\d{1,12}$/.test(value)) return null;
      timestamp = value;
    } else if (key === 'v1') {
      if (/^[0-9a-fA-F]{64}$/.test(value)) v1.push(value);
    }
  }
  return timestamp !== null && v1.length > 0 && v1.length <= 16 ? { timestamp, v1 } : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
