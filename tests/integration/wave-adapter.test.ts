import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError, type CheckoutRequest, type IncomingNotification, type PaymentProvider, type VerifiedNotification } from '../../server/billing/providers/types';
import { waveProvider } from '../../server/billing/providers/wave';
import { startFakeWave, type FakeWave } from '../fixtures/wave-server';

/**
 * The Wave adapter against the fake Wave over real HTTP: checkout creation, errors, and webhooks
 * delivered by the fake to a small endpoint that verifies them with the adapter, as the app's
 * /api/paiements/notification/wave will (raw bytes in, 2xx when verified, 401 otherwise).
 */
const TOLERANCE = 300;

let wave: FakeWave;
let provider: PaymentProvider;
let endpoint: http.Server;
/** What the endpoint received last, and what the adapter made of it. */
let last: { notification: IncomingNotification; verified: VerifiedNotification | null } | null;

const servers: http.Server[] = [];

function listen(server: http.Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
}

function request(orderId = randomUUID(), amountXof = 19_680): CheckoutRequest {
  return {
    orderId,
    amountXof,
    currency: 'XOF',
    label: 'Forfait Premium — 30 jours',
    description: 'Miniatures illimitées',
    customer: { name: 'Awa Ndiaye', email: 'awa@example.sn' },
    successUrl: `http://localhost:3000/paiement/retour?commande=${orderId}`,
    cancelUrl: `http://localhost:3000/paiement/annule?commande=${orderId}`,
    callbackUrl: 'http://localhost:3000/api/paiements/notification/wave',
  };
}

/** Wave's scheme, written out independently of the adapter: hex HMAC-SHA256 of `t` then the raw body. */
function sign(secret: string, t: number, body: string): string {
  return createHmac('sha256', secret).update(`${t}${body}`).digest('hex');
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  wave = await startFakeWave();
  provider = waveProvider({ apiKey: wave.apiKey, webhookSecret: wave.webhookSecret, apiUrl: wave.apiUrl, toleranceSeconds: TOLERANCE, timeoutMs: 2_000 });
  endpoint = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]));
      const notification = { headers, rawBody: Buffer.concat(chunks) };
      const verified = await provider.verifyNotification(notification);
      last = { notification, verified };
      res.writeHead(verified ? 200 : 401).end();
    });
  });
  wave.setWebhookUrl(`${await listen(endpoint)}/api/paiements/notification/wave`);
});
afterAll(async () => {
  await wave?.stop();
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((resolve) => s.close(resolve));
  }
});
beforeEach(() => {
  last = null;
});

async function expectProviderError(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

describe('createCheckout', () => {
  it('creates a session with the documented body and returns the launch URL and the session id', async () => {
    const req = request();
    const session = await provider.createCheckout(req);
    expect(session.providerRef).toMatch(/^cos-/);
    expect(session.url).toBe(`${wave.apiUrl}/c/${session.providerRef}`);
    const stored = wave.sessions.get(session.providerRef!);
    // The fake refuses undocumented fields, so this is the whole body.
    expect(stored).toMatchObject({ amount: '19680', currency: 'XOF', success_url: req.successUrl, error_url: req.cancelUrl, client_reference: req.orderId });
    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('19680 F CFA');
  });

  it('turns a wrong API key into a ProviderError without showing the payer anything', async () => {
    const wrong = waveProvider({ apiKey: 'wave_sn_prod_wrong', webhookSecret: wave.webhookSecret, apiUrl: wave.apiUrl, toleranceSeconds: TOLERANCE });
    const err = await expectProviderError(wrong.createCheckout(request()));
    expect(err.status).toBe(401);
    expect(err.message).toContain('no-matching-api-key');
    expect(err.message).not.toContain('wave_sn_prod_wrong');
    expect(err.publicMessage).toBeNull();
  });

  it("turns Wave's 4xx error body into a ProviderError", async () => {
    const err = await expectProviderError(provider.createCheckout({ ...request(), successUrl: 'pas une adresse' }));
    expect(err.status).toBe(400);
    expect(err.provider).toBe('wave');
    expect(err.message).toContain('request-validation-error');
  });

  it('refuses an amount that is not positive whole francs before calling Wave', async () => {
    await expectProviderError(provider.createCheckout(request(randomUUID(), 0)));
    await expectProviderError(provider.createCheckout(request(randomUUID(), 12.5)));
  });

  it('times out on a Wave that never answers', async () => {
    const silent = http.createServer(() => {}); // accepts, never answers
    const apiUrl = await listen(silent);
    const slow = waveProvider({ apiKey: 'k', webhookSecret: 's', apiUrl, toleranceSeconds: TOLERANCE, timeoutMs: 200 });
    const started = Date.now();
    const err = await expectProviderError(slow.createCheckout(request()));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(err.message).toContain('no answer within 200 ms');
    expect(err.publicMessage).toMatch(/Wave est momentanément indisponible/);
  });

  it('fails cleanly on a closed port, on a 5xx and on a 200 that is not JSON', async () => {
    const closed = http.createServer();
    const closedUrl = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    await expectProviderError(waveProvider({ apiKey: 'k', webhookSecret: 's', apiUrl: closedUrl, toleranceSeconds: TOLERANCE }).createCheckout(request()));

    const broken = http.createServer((req, res) => {
      if (req.url === '/v1/checkout/sessions') res.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
      else res.writeHead(503, { 'content-type': 'application/json' }).end('{"code":"service-unavailable","message":"Down for maintenance"}');
    });
    const brokenProvider = waveProvider({ apiKey: 'k', webhookSecret: 's', apiUrl: await listen(broken), toleranceSeconds: TOLERANCE });
    const notJson = await expectProviderError(brokenProvider.createCheckout(request()));
    expect(notJson.message).toContain('not JSON');
    const down = await expectProviderError(brokenProvider.confirm('cos-1'));
    expect(down.status).toBe(503);
    expect(down.publicMessage).not.toBeNull();
  });
});

describe('verifyNotification', () => {
  async function openSession() {
    const req = request();
    const { providerRef } = await provider.createCheckout(req);
    return { id: providerRef!, orderId: req.orderId };
  }

  it('accepts a genuine checkout.session.completed and maps it from the signed body', async () => {
    const { id, orderId } = await openSession();
    expect(await wave.pay(id)).toEqual({ webhookStatus: 200 });
    expect(last?.verified).toEqual({
      providerRef: id,
      state: { providerRef: id, orderId, status: 'paid', amount: 19_680, currency: 'XOF', method: 'Wave' },
    });
  });

  it('reports the amount and currency Wave signed, even when they differ from the order', async () => {
    const { id } = await openSession();
    expect((await wave.pay(id, { amount: '100', currency: 'XOF' })).webhookStatus).toBe(200);
    expect(last?.verified?.state).toMatchObject({ status: 'paid', amount: 100 });
  });

  it('maps checkout.session.payment_failed to failed', async () => {
    const { id } = await openSession();
    expect((await wave.fail(id)).webhookStatus).toBe(200);
    expect(last?.verified?.state).toMatchObject({ providerRef: id, status: 'failed' });
  });

  it('refuses a webhook signed with another secret', async () => {
    const { id } = await openSession();
    expect((await wave.pay(id, { secret: 'wave_sn_WHS_forged' })).webhookStatus).toBe(401);
    expect(last?.verified).toBeNull();
  });

  it('refuses a body altered by one byte, and a missing signature', async () => {
    const { id } = await openSession();
    await wave.pay(id);
    const genuine = last!.notification;
    expect(await provider.verifyNotification(genuine)).not.toBeNull();
    const altered = Buffer.from(genuine.rawBody);
    const at = altered.indexOf('19680');
    altered[at] = '2'.charCodeAt(0); // 29680
    expect(await provider.verifyNotification({ ...genuine, rawBody: altered })).toBeNull();
    expect(await provider.verifyNotification({ headers: {}, rawBody: genuine.rawBody })).toBeNull();
  });

  it('refuses malformed signature headers and malformed bodies', async () => {
    const { id } = await openSession();
    await wave.pay(id);
    const { rawBody } = last!.notification;
    const t = nowSeconds();
    const good = sign(wave.webhookSecret, t, rawBody.toString('utf8'));
    for (const header of ['', 'garbage', `v1=${good}`, `t=${t}`, `t=abc,v1=${good}`, `t=${t},t=${t},v1=${good}`, `t=${t},v1=${good.slice(0, 63)}`, `t=${t},v1=${'z'.repeat(64)}`, `t=${t};v1=${good}`]) {
      expect(await provider.verifyNotification({ headers: { 'wave-signature': header }, rawBody }), header).toBeNull();
    }
    for (const body of ['not json', '{"id":"AE_1"}', `{"id":"AE_1","type":"checkout.session.completed","data":{"id":"${id}"}}`]) {
      expect(await wave.sendWebhook(id, { body }), body).toBe(401);
    }
    expect(await wave.sendWebhook(id, { body: '{"id":"AE_1","type":"checkout.session.completed","data":{"id":"cos-1","amount":"19680.50","currency":"XOF","checkout_status":"complete","payment_status":"succeeded"}}' })).toBe(401);
  });

  it('refuses a timestamp older or further in the future than the tolerance, in both directions', async () => {
    const { id } = await openSession();
    await wave.pay(id, { sendWebhook: false });
    expect(await wave.sendWebhook(id, { timestamp: nowSeconds() - TOLERANCE - 5 })).toBe(401);
    expect(await wave.sendWebhook(id, { timestamp: nowSeconds() + TOLERANCE + 5 })).toBe(401);
    expect(await wave.sendWebhook(id, { timestamp: nowSeconds() - TOLERANCE + 5 })).toBe(200);
    expect(await wave.sendWebhook(id, { timestamp: nowSeconds() + 5 })).toBe(200);
  });

  it('uses the injected clock', async () => {
    const { id } = await openSession();
    await wave.pay(id, { sendWebhook: false });
    expect(await wave.sendWebhook(id, { timestamp: 1_639_081_943 })).toBe(401);
    const then = waveProvider({ apiKey: wave.apiKey, webhookSecret: wave.webhookSecret, apiUrl: wave.apiUrl, toleranceSeconds: TOLERANCE, now: () => new Date(1_639_082_000_000) });
    expect(await then.verifyNotification(last!.notification)).toMatchObject({ providerRef: id, state: { status: 'paid' } });
  });

  it('accepts two v1 signatures when one of them is valid (secret rotation)', async () => {
    const { id } = await openSession();
    await wave.pay(id, { sendWebhook: false });
    const body = JSON.stringify({ id: 'AE_rotation', type: 'checkout.session.completed', data: { ...wave.sessions.get(id), refunded: undefined } });
    const t = nowSeconds();
    const old = sign('wave_sn_WHS_old_secret', t, body);
    const current = sign(wave.webhookSecret, t, body);
    expect(await wave.sendWebhook(id, { body, signatureHeader: `t=${t},v1=${old},v1=${current}` })).toBe(200);
    expect(await wave.sendWebhook(id, { body, signatureHeader: `t=${t}, v1=${current}, v1=${old}` })).toBe(200);
    expect(await wave.sendWebhook(id, { body, signatureHeader: `t=${t},v1=${old},v1=${old}` })).toBe(401);
  });

  it('verifies the raw bytes as sent, spacing and accents included', async () => {
    const body = '{ "id": "AE_raw",\n  "type": "checkout.session.completed",\n  "data": { "id": "cos-raw", "amount": "5000", "currency": "XOF", "checkout_status": "complete", "payment_status": "succeeded", "client_reference": "commande-été" } }';
    expect(await wave.sendWebhook('unused', { body })).toBe(200);
    expect(last?.verified?.state).toMatchObject({ providerRef: 'cos-raw', orderId: 'commande-été', amount: 5000 });
  });

  it('acknowledges genuine events about something else as pending under the event id', async () => {
    const body = JSON.stringify({ id: 'AE_test', type: 'test.test_event', data: {} });
    expect(await wave.sendWebhook('unused', { body })).toBe(200);
    expect(last?.verified).toMatchObject({ providerRef: 'AE_test', state: { status: 'pending', orderId: null } });
  });
});

describe('confirm and refund', () => {
  async function openSession() {
    const req = request();
    const { providerRef } = await provider.createCheckout(req);
    return { id: providerRef!, orderId: req.orderId };
  }
  const expire = (id: string) => fetch(`${wave.apiUrl}/v1/checkout/sessions/${id}/expire`, { method: 'POST', headers: { authorization: `Bearer ${wave.apiKey}` } });

  it('maps open, paid, failed-attempt and expired sessions', async () => {
    const { id, orderId } = await openSession();
    expect(await provider.confirm(id)).toEqual({ providerRef: id, orderId, status: 'pending', amount: 19_680, currency: 'XOF', method: 'Wave' });
    await wave.pay(id, { sendWebhook: false });
    expect(await provider.confirm(id)).toMatchObject({ status: 'paid', amount: 19_680 });

    const failed = await openSession();
    await wave.fail(failed.id, { sendWebhook: false });
    expect(await provider.confirm(failed.id)).toMatchObject({ status: 'pending' }); // the payer may retry

    const expired = await openSession();
    expect((await expire(expired.id)).status).toBe(200);
    expect(await provider.confirm(expired.id)).toMatchObject({ status: 'cancelled' });
  });

  it('throws a ProviderError for an unknown session', async () => {
    const err = await expectProviderError(provider.confirm('cos-unknown'));
    expect(err.status).toBe(404);
    expect(err.message).toContain('checkout-session-not-found');
  });

  it('refunds a paid session in full, and refuses partial or unpaid refunds', async () => {
    const { id } = await openSession();
    await expectProviderError(provider.refund!(id, 19_680)); // not paid yet
    await wave.pay(id, { sendWebhook: false });
    await expectProviderError(provider.refund!(id, 10_000)); // Wave refunds whole payments only
    expect(wave.sessions.get(id)?.refunded).toBe(false);
    await provider.refund!(id, 19_680);
    expect(wave.sessions.get(id)?.refunded).toBe(true);
    await provider.refund!(id, 19_680); // idempotent at Wave
  });
});
