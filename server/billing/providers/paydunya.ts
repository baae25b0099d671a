/**
 * PayDunya « Paiement Avec Redirection » (PAR): we create a checkout invoice, send the payer to
 * PayDunya's hosted page, and learn the outcome from PayDunya's IPN plus a `confirm` call.
 *
 * What PayDunya documents (developers.paydunya.com/doc/FR/http_json, /doc/EN/http_json), checked
 * against PayDunya's own clients (github.com/paydunyadev/paydunya-php, paydunya-woocommerce-gateway):
 *  - bases `https://app.paydunya.com/sandbox-api/v1` (test) and `https://app.paydunya.com/api/v1` (live);
 *  - headers PAYDUNYA-MASTER-KEY, PAYDUNYA-PRIVATE-KEY, PAYDUNYA-TOKEN, JSON bodies and answers;
 *  - every answer carries `response_code` and `response_text`; success is `response_code === "00"`;
 *  - `POST /checkout-invoice/create` → `{ response_code: "00", response_text: <checkout URL>,
 *    description: "Checkout Invoice Created", token }`;
 *  - `GET /checkout-invoice/confirm/{token}` → `{ response_code, status, invoice: { total_amount, … },
 *    custom_data, customer: { …, payment_method }, receipt_url, … }`;
 *  - the IPN is the only non-JSON message: an application/x-www-form-urlencoded POST to callback_url,
 *    PHP-style nested fields (`data[hash]`, `data[status]`, `data[invoice][token]`, …), where
 *    `data[hash]` is the SHA-512 (hex) of the account's MASTER KEY — PayDunya's WooCommerce plugin
 *    checks exactly `$_POST['data']['hash'] === hash('sha512', $master_key)`.
 *
 * That hash is the same for every IPN and proves nothing about the rest of the body, so
 * `verifyNotification` only extracts the token and the service always asks `confirm`.
 *
 * No `refund`: PayDunya documents no refund endpoint for checkout invoices. Its only way to send
 * money back is the disbursement (« PUSH ») API, a new payout to a wallet, which is a different
 * operation (fees, the payer's wallet number) left to a person in PayDunya's dashboard.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
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

export const PAYDUNYA_API_URLS = {
  test: 'https://app.paydunya.com/sandbox-api/v1',
  live: 'https://app.paydunya.com/api/v1',
} as const;

export interface PaydunyaOptions {
  mode: 'test' | 'live';
  masterKey: string;
  privateKey: string;
  token: string;
  /** Overrides the base chosen from `mode` (tests point it at tests/fixtures/paydunya-server.ts). */
  apiUrl?: string;
  /** Shown on PayDunya's checkout page and receipts. */
  storeName: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const UNAVAILABLE = 'Le service de paiement est momentanément indisponible. Réessayez dans un instant.';
/** Tokens go into a URL path: PayDunya's are short alphanumeric strings (`test_…` in sandbox). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,128}$/;

type Json = Record<string, unknown>;

export function paydunyaProvider(opts: PaydunyaOptions): PaymentProvider {
  const base = (opts.apiUrl ?? PAYDUNYA_API_URLS[opts.mode]).replace(/\/+$/, '');
  const doFetch = opts.fetch ?? globalThis.fetch;
  const timeoutMs = opts.timeoutMs ?? 15_000;
  const expectedHash = Buffer.from(createHash('sha512').update(opts.masterKey, 'utf8').digest('hex'), 'utf8');

  /** One call to PayDunya; resolves only with a `response_code: "00"` answer. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Json> {
    let res: Response;
    let text: string;
    try {
      res = await doFetch(base + path, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          'PAYDUNYA-MASTER-KEY': opts.masterKey,
          'PAYDUNYA-PRIVATE-KEY': opts.privateKey,
          'PAYDUNYA-TOKEN': opts.token,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await res.text(); // inside the try: the body can time out too
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      const reason = timedOut ? `no answer within ${timeoutMs} ms` : err instanceof Error ? err.message : String(err);
      throw new ProviderError('paydunya', `PayDunya ${method} ${path} failed: ${reason}`, UNAVAILABLE);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    if (!isRecord(json)) {
      throw new ProviderError('paydunya', `PayDunya ${method} ${path} answered HTTP ${res.status} without a JSON object`, UNAVAILABLE, res.status);
    }
    const code = asString(json.response_code);
    if (code !== '00') {
      // Non-"00" codes are refusals (bad keys « 1001 Invalid Masterkey Specified », bad data…):
      // nothing the payer can act on, except when PayDunya itself is failing (HTTP 5xx).
      throw new ProviderError(
        'paydunya',
        `PayDunya ${method} ${path} refused (HTTP ${res.status}): ${code ?? 'no response_code'} ${asString(json.response_text) ?? ''}`.trim(),
        res.status >= 500 ? UNAVAILABLE : null,
        res.status,
      );
    }
    return json;
  }

  return {
    id: 'paydunya',
    label: 'PayDunya',

    async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
      const amount = request.amountXof;
      if (!Number.isSafeInteger(amount) || amount <= 0) {
        throw new ProviderError('paydunya', `amountXof must be a positive whole number of francs, got ${amount}`);
      }
      const answer = await call('POST', '/checkout-invoice/create', {
        invoice: {
          // Keyed item_0, item_1… as PayDunya's PHP client sends them (json_encode with JSON_FORCE_OBJECT).
          items: { item_0: { name: request.label, quantity: 1, unit_price: amount, total_price: amount, description: request.description } },
          // PayDunya charges exactly this total and computes nothing itself (paydunya-php README).
          total_amount: amount,
          description: request.description,
        },
        store: { name: opts.storeName },
        // Echoed by confirm and the IPN: how a token leads back to our order.
        custom_data: { order_id: request.orderId },
        actions: { cancel_url: request.cancelUrl, return_url: request.successUrl, callback_url: request.callbackUrl },
      });
      const token = asString(answer.token);
      const url = asString(answer.response_text);
      if (!token || !TOKEN_SHAPE.test(token) || !url || !/^https?:\/\//.test(url)) {
        throw new ProviderError('paydunya', 'PayDunya created an invoice but its answer lacks a usable token or checkout URL', UNAVAILABLE);
      }
      return { url, providerRef: token };
    },

    async verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null> {
      const form = parseNestedForm(notification.rawBody.toString('utf8'));
      const data = form.data;
      if (!isRecord(data)) return null;
      const hash = asString(data.hash);
      if (!hash) return null;
      const received = Buffer.from(hash.toLowerCase(), 'utf8');
      // Lengths are public (128 hex digits); timingSafeEqual throws on a length mismatch.
      if (received.length !== expectedHash.length || !timingSafeEqual(received, expectedHash)) return null;
      const token = isRecord(data.invoice) ? asString(data.invoice.token) : null;
      if (!token || !TOKEN_SHAPE.test(token)) return null;
      // The hash is a constant: status and amount in the body are not trusted, `confirm` is.
      return { providerRef: token, state: null };
    },

    async confirm(providerRef: string): Promise<PaymentState> {
      if (!TOKEN_SHAPE.test(providerRef)) {
        throw new ProviderError('paydunya', `Not a PayDunya invoice token: ${JSON.stringify(providerRef.slice(0, 40))}`);
      }
      const answer = await call('GET', `/checkout-invoice/confirm/${encodeURIComponent(providerRef)}`);
      const invoice = isRecord(answer.invoice) ? answer.invoice : {};
      // total_amount arrives as a string ("5000") or a number depending on the endpoint. Not
      // rounded: a fractional total must never match an order by accident.
      const amount = Number(invoice.total_amount);
      if (invoice.total_amount === undefined || invoice.total_amount === '' || !Number.isFinite(amount)) {
        throw new ProviderError('paydunya', `PayDunya confirm for ${providerRef} has no usable invoice.total_amount`, UNAVAILABLE);
      }
      const customData = isRecord(answer.custom_data) ? answer.custom_data : {};
      const customer = isRecord(answer.customer) ? answer.customer : {};
      return {
        providerRef,
        orderId: asString(customData.order_id),
        status: mapStatus(asString(answer.status)),
        amount,
        // PayDunya only settles in francs CFA (BCEAO XOF): its PHP client's invoice currency is
        // fixed to "fcfa" and its WooCommerce plugin refuses any order not in « BCEAO XOF (FCFA) ».
        currency: 'XOF',
        method: methodLabel(asString(customer.payment_method)),
      };
    },
  };
}

function mapStatus(status: string | null): PaymentStatus {
  switch (status) {
    case 'completed':
      return 'paid';
    case 'pending':
      return 'pending';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'failed'; // "failed" and anything PayDunya may add later: never treated as paid
  }
}

/**
 * PayDunya names the channel used in `customer.payment_method` (slugs such as
 * `orange-money-senegal`, `wave-ci`; some integrations report underscores). Matched loosely
 * since the list of channels grows country by country.
 */
export function methodLabel(slug: string | null): string {
  const s = (slug ?? '').toLowerCase().replaceAll('_', '-');
  if (s.includes('wave')) return 'Wave';
  if (s.includes('orange-money')) return 'Orange Money';
  if (s.includes('free-money')) return 'Free Money';
  if (s.includes('wizall')) return 'Wizall Money';
  if (s.includes('expresso')) return 'E-Money';
  if (s.includes('mtn')) return 'MTN Mobile Money';
  if (s.includes('moov')) return 'Moov Money';
  if (s.includes('t-money')) return 'T-Money';
  if (s.includes('card') || s.includes('carte')) return 'Carte bancaire';
  return 'PayDunya';
}

type Tree = { [key: string]: string | Tree };

/**
 * Reads PHP-style form fields (`data[invoice][token]=…`) into nested objects, as PHP's $_POST does.
 * Objects have no prototype (a `__proto__` field is just a field); unreadable keys and keys that
 * are both a value and a group are skipped, which leaves the message without what we need.
 */
export function parseNestedForm(body: string): Tree {
  const root: Tree = Object.create(null) as Tree;
  for (const [key, value] of new URLSearchParams(body)) {
    const match = /^([^[\]]+)((?:\[[^[\]]+\])*)$/.exec(key);
    if (!match) continue;
    const path = [match[1]!, ...[...match[2]!.matchAll(/\[([^[\]]+)\]/g)].map((m) => m[1]!)];
    let node: Tree | null = root;
    for (const segment of path.slice(0, -1)) {
      const next: string | Tree | undefined = node[segment];
      if (next === undefined) node = node[segment] = Object.create(null) as Tree;
      else if (typeof next === 'object') node = next;
      else {
        node = null;
        break;
      }
    }
    const last = path.at(-1)!;
    if (node && typeof node[last] !== 'object') node[last] = value;
  }
  return root;
}

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}
