import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { startFakeWave, type FakeWave } from '../fixtures/wave-server';
import { billingProbe } from './billing-probe';
import { eventually, useHarness } from './harness';

/**
 * PAYMENT_PROVIDER=wave end to end: our app opens checkout sessions at the fake Wave, which posts
 * signed webhooks (HMAC-SHA256 of timestamp + raw body) to our real HTTP endpoint.
 */
let fake: FakeWave;
const { em, orderOf, notificationsOf, invoicesOf, credits, expectNothingGranted } = billingProbe(() => h);
let endpoint: string;
beforeAll(async () => {
  fake = await startFakeWave();
});
afterAll(async () => {
  await fake?.stop();
});
const h = useHarness(() => ({
  listen: true,
  env: { PAYMENT_PROVIDER: 'wave', WAVE_API_URL: fake.apiUrl, WAVE_API_KEY: fake.apiKey, WAVE_WEBHOOK_SECRET: fake.webhookSecret },
}));
beforeAll(async () => {
  await h.http();
  endpoint = `${h.config.PUBLIC_URL}/api/paiements/notification/wave`;
  fake.setWebhookUrl(endpoint);
});

const now = () => Math.floor(Date.now() / 1000);

/** A signed-up user with a pending Wave order: returns the order id and Wave's session id. */
async function checkout(planId: 'PREMIUM' | 'STARTER' | 'PACK_100' = 'PREMIUM') {
  const user = await h.newUser('Aminata Sarr');
  const { url, orderId } = await user.as().checkout.create({ planId, successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
  const sessionId = url!.split('/').pop()!;
  return { user, orderId: orderId!, sessionId, url: url! };
}

/** A checkout.session.completed event claiming the session was paid, as raw JSON. */
function completedEvent(sessionId: string): string {
  const { refunded: _refunded, ...session } = fake.sessions.get(sessionId)!;
  return JSON.stringify({
    id: `AE_${sessionId}`,
    type: 'checkout.session.completed',
    data: { ...session, checkout_status: 'complete', payment_status: 'succeeded', transaction_id: 'T_FORGED', when_completed: new Date().toISOString() },
  });
}
const signature = (body: string, secret = fake.webhookSecret, t = now()) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}${body}`).digest('hex')}`;

async function post(body: string, header?: string): Promise<number> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (header !== undefined) headers['wave-signature'] = header;
  const res = await fetch(endpoint, { method: 'POST', headers, body });
  await res.arrayBuffer();
  return res.status;
}


describe('Wave checkout, end to end through the webhook endpoint', () => {
  it('opens a session for the catalogue price in XOF, with return pages carrying the order', async () => {
    const { orderId, sessionId, url } = await checkout('PREMIUM');
    const session = fake.sessions.get(sessionId)!;
    expect(url).toBe(session.wave_launch_url);
    expect(session).toMatchObject({
      amount: '19680',
      currency: 'XOF',
      client_reference: orderId,
      success_url: `${h.config.PUBLIC_URL}/success?commande=${orderId}`,
      error_url: `${h.config.PUBLIC_URL}/cancel?commande=${orderId}`,
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'pending', provider: 'wave', providerRef: sessionId, amountXof: 19680 });
  });

  it('a paid session: the signed webhook grants the plan, 1 000 credits and one invoice', async () => {
    const { user, orderId, sessionId } = await checkout('PREMIUM');
    expect(await fake.pay(sessionId)).toEqual({ webhookStatus: 200 });

    const order = await user.as().checkout.order({ id: orderId });
    expect(order).toMatchObject({ status: 'paid', product: 'PREMIUM', amountXof: 19680, creditsGranted: 1000 });
    expect(order.invoice?.number).toMatch(/^ML-\d{4}-\d{6}$/);
    expect((await orderOf(orderId)).paymentMethod).toBe('Wave');
    expect(await credits(user)).toBe(1030);
    const overview = await user.as().billing.overview();
    expect(overview.subscription).toMatchObject({ plan: 'PREMIUM', status: 'active' });
    expect(overview.invoices).toEqual([expect.objectContaining({ number: order.invoice!.number, ttcXof: 19680 })]);

    const logged = await notificationsOf(sessionId);
    expect(logged).toEqual([expect.objectContaining({ provider: 'wave', verified: true, outcome: 'paid' })]);
    expect(logged[0]!.order?.id).toBe(orderId);
    expect(logged[0]!.headers['wave-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);

    const mail = await eventually(async () => (await h.lastMail(user.email, 'payment-confirmed').catch(() => undefined)) ?? undefined, 15_000, 'confirmation e-mail');
    expect(mail.subject).toContain(order.invoice!.number);
  });

  it('refuses wrong secret, altered body, missing header and stale timestamp with 401, changing nothing', async () => {
    const { user, orderId, sessionId } = await checkout('STARTER');
    const body = completedEvent(sessionId);
    const tolerance = h.config.WAVE_WEBHOOK_TOLERANCE_SECONDS;

    expect(await post(body, signature(body, 'wave_sn_WHS_pas-le-bon-secret'))).toBe(401);
    expect(await post(body.replace('"T_FORGED"', '"T_FORGED2"'), signature(body))).toBe(401);
    expect(await post(body)).toBe(401);
    expect(await post(body, signature(body, fake.webhookSecret, now() - tolerance - 60))).toBe(401);
    expect(await post(body, `t=${now()}`)).toBe(401);
    expect(await post(`${body}\u0000`, signature(body))).toBe(401); // a NUL byte is still counted, not a 500

    await expectNothingGranted(user, orderId);
    expect((await user.as().checkout.order({ id: orderId })).status).toBe('pending');
    expect(await em().count(PaymentNotification, { provider: 'wave', rawBody: { $like: `%${sessionId}%` } })).toBe(0);
    const [refused] = await em().find(RefusedNotification, { provider: 'wave', reason: 'signature' });
    expect(refused!.count).toBeGreaterThanOrEqual(6);
  });

  it('refuses a correctly signed payment whose amount or currency differs (amount_mismatch)', async () => {
    for (const tampered of [{ amount: '100' }, { currency: 'EUR' }, { amount: '19679' }]) {
      const { user, orderId, sessionId } = await checkout('PREMIUM');
      expect(await fake.pay(sessionId, tampered)).toEqual({ webhookStatus: 200 });
      await expectNothingGranted(user, orderId);
      expect((await orderOf(orderId)).failureReason).toMatch(/^refused: paid/);
      expect(await notificationsOf(sessionId)).toEqual([expect.objectContaining({ verified: true, outcome: 'amount_mismatch' })]);
    }
  });

  it('the same signed webhook delivered 20 times at once grants once', async () => {
    const { user, orderId, sessionId } = await checkout('PACK_100');
    await fake.pay(sessionId, { sendWebhook: false });
    const body = JSON.stringify({ id: 'AE_once', type: 'checkout.session.completed', data: (({ refunded: _r, ...s }) => s)(fake.sessions.get(sessionId)!) });
    const header = signature(body);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => post(body, header)));
    expect(statuses).toEqual(Array(20).fill(200));

    expect(await credits(user)).toBe(130);
    expect(await invoicesOf(orderId)).toBe(1);
    expect((await user.as().billing.overview()).invoices).toHaveLength(1);
    const outcomes = (await notificationsOf(sessionId)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
  });

  it('a failed attempt, then a successful one: the order ends paid', async () => {
    const { user, orderId, sessionId } = await checkout('PREMIUM');
    expect(await fake.fail(sessionId)).toEqual({ webhookStatus: 200 });
    expect(await credits(user)).toBe(30);
    expect(await invoicesOf(orderId)).toBe(0);

    expect(await fake.pay(sessionId)).toEqual({ webhookStatus: 200 });
    expect((await orderOf(orderId)).status).toBe('paid');
    expect(await credits(user)).toBe(1030);
    expect((await user.as().billing.overview()).subscription).toMatchObject({ plan: 'PREMIUM' });
    expect(await invoicesOf(orderId)).toBe(1);
    expect((await notificationsOf(sessionId)).map((n) => n.outcome)).toEqual(['failed', 'paid']);
  });

  it('after a failed attempt, the /success page still finds a payment whose webhook was lost', async () => {
    const { user, orderId, sessionId } = await checkout('PREMIUM');
    expect(await fake.fail(sessionId)).toEqual({ webhookStatus: 200 });
    expect((await orderOf(orderId)).status).toBe('failed');
    await fake.pay(sessionId, { sendWebhook: false });
    // The payer lands on /success?commande=…, which asks Wave since no webhook came.
    expect(await user.as().checkout.order({ id: orderId })).toMatchObject({ status: 'paid', creditsGranted: 1000 });
    expect(await credits(user)).toBe(1030);
    expect(await invoicesOf(orderId)).toBe(1);
  });

  it('a genuine event of another type is acknowledged with 200 and changes nothing', async () => {
    const { user, orderId, sessionId } = await checkout('STARTER');
    await fake.pay(sessionId, { sendWebhook: false });
    const before = await em().count(PaymentNotification, { provider: 'wave' });
    expect(await fake.sendWebhook(sessionId, { type: 'test.test_event' })).toBe(200);

    await expectNothingGranted(user, orderId);
    const logged = await em().find(PaymentNotification, { provider: 'wave' }, { orderBy: { createdAt: 'desc' }, limit: 1 });
    expect(await em().count(PaymentNotification, { provider: 'wave' })).toBe(before + 1);
    expect(logged[0]).toMatchObject({ verified: true, outcome: 'unknown_order' });
    expect(logged[0]!.order).toBeFalsy();
  });
});
