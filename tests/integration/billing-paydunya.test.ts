import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../server/billing/order.entity';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { startFakePayDunya, type FakePayDunya } from '../fixtures/paydunya-server';
import { billingProbe } from './billing-probe';
import { appCodeOf, eventually, useHarness } from './harness';

/**
 * PAYMENT_PROVIDER=paydunya end to end: our app calls the fake PayDunya's API, the fake posts its
 * IPN to our real HTTP endpoint, and we confirm each IPN with the fake before granting anything.
 * The app reaches the fake through a small relay that can play « PayDunya is down ».
 */
async function startRelay(target: string) {
  const state = { down: false };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (state.down) {
      res.writeHead(503, { 'content-type': 'text/html' }).end('<h1>503 Service Temporarily Unavailable</h1>');
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'content-length', 'connection'].includes(k))) as Record<string, string>;
    const answer = await fetch(new URL(req.url!, target), { method: req.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' }).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    state,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: FakePayDunya;
let relay: Awaited<ReturnType<typeof startRelay>>;
const { em, orderOf, notificationsOf, invoicesOf, credits, expectNothingGranted } = billingProbe(() => h);
beforeAll(async () => {
  fake = await startFakePayDunya();
  const api = new URL(fake.apiUrl);
  relay = await startRelay(api.origin);
});
afterAll(async () => {
  await relay?.stop();
  await fake?.stop();
});
const h = useHarness(() => ({
  listen: true,
  env: {
    PAYMENT_PROVIDER: 'paydunya',
    PAYDUNYA_API_URL: `${relay.url}${new URL(fake.apiUrl).pathname}`,
    PAYDUNYA_MASTER_KEY: fake.keys.masterKey,
    PAYDUNYA_PRIVATE_KEY: fake.keys.privateKey,
    PAYDUNYA_TOKEN: fake.keys.token,
  },
}));
beforeAll(async () => {
  await h.http();
});


/** A signed-up user with a pending PayDunya order: returns the order id and PayDunya's token. */
async function checkout(planId: 'PREMIUM' | 'STARTER' | 'PACK_300' = 'PREMIUM') {
  const user = await h.newUser('Ousmane Faye');
  const { url, orderId } = await user.as().checkout.create({ planId, successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
  const token = url!.split('/').pop()!;
  return { user, orderId: orderId!, token, url: url! };
}


describe('PayDunya checkout, end to end through the webhook endpoint', () => {
  it('creates an invoice at PayDunya for the catalogue price, with our callback and return pages', async () => {
    const { orderId, token, url } = await checkout('PREMIUM');
    const invoice = fake.invoices.get(token)!;
    expect(url).toBe(invoice.checkoutUrl);
    expect(invoice.requestedAmount).toBe(19680);
    expect(invoice.customData).toEqual({ order_id: orderId });
    expect(invoice.actions).toEqual({
      callback_url: `${h.config.PUBLIC_URL}/api/paiements/notification/paydunya`,
      return_url: `${h.config.PUBLIC_URL}/success?commande=${orderId}`,
      cancel_url: `${h.config.PUBLIC_URL}/cancel?commande=${orderId}`,
    });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'pending', provider: 'paydunya', providerRef: token, amountXof: 19680, checkoutUrl: url });
  });

  it('a paid invoice: the IPN is confirmed with PayDunya, then the plan, 1 000 credits and one invoice', async () => {
    const { user, orderId, token } = await checkout('PREMIUM');
    expect(await fake.pay(token, { method: 'wave-senegal' })).toEqual({ ipnStatus: 200 });

    const order = await user.as().checkout.order({ id: orderId });
    expect(order).toMatchObject({ status: 'paid', product: 'PREMIUM', amountXof: 19680, creditsGranted: 1000 });
    expect(order.invoice?.number).toMatch(/^ML-\d{4}-\d{6}$/);
    expect((await orderOf(orderId)).paymentMethod).toBe('Wave');
    expect(await credits(user)).toBe(1030);
    const overview = await user.as().billing.overview();
    expect(overview.subscription).toMatchObject({ plan: 'PREMIUM', status: 'active' });
    expect(overview.invoices).toEqual([expect.objectContaining({ number: order.invoice!.number, ttcXof: 19680 })]);

    const [logged, ...more] = await notificationsOf(token);
    expect(more).toHaveLength(0);
    expect(logged).toMatchObject({ provider: 'paydunya', verified: true, outcome: 'paid' });
    expect(logged!.order?.id).toBe(orderId);
    expect(logged!.rawBody).toContain(`data%5Binvoice%5D%5Btoken%5D=${token}`);

    const mail = await eventually(async () => (await h.lastMail(user.email, 'payment-confirmed').catch(() => undefined)) ?? undefined, 15_000, 'confirmation e-mail');
    expect(mail.subject).toContain(order.invoice!.number);
  });

  it('a forged IPN (wrong or missing hash) is refused with 401 and changes nothing', async () => {
    const { user, orderId, token } = await checkout('STARTER');
    const wrongHash = createHash('sha512').update('pas-la-bonne-cle').digest('hex');
    expect(await fake.sendIpn(token, { 'data[hash]': wrongHash, 'data[status]': 'completed' })).toBe(401);
    expect(await fake.sendIpn(token, { 'data[hash]': null, 'data[status]': 'completed' })).toBe(401);

    await expectNothingGranted(user, orderId);
    expect(await em().count(PaymentNotification, { provider: 'paydunya', rawBody: { $like: `%${token}%` } })).toBe(0);
    const [refused] = await em().find(RefusedNotification, { provider: 'paydunya', reason: 'signature' });
    expect(refused!.count).toBeGreaterThanOrEqual(2);
    expect(refused!.sample).toContain(token); // the last refused body, cut short
  });

  it('a genuine IPN for an invoice PayDunya still reports pending grants nothing', async () => {
    const { user, orderId, token } = await checkout('PREMIUM');
    // The IPN's own body claims « completed »: only the confirm answer counts.
    expect(await fake.sendIpn(token, { 'data[status]': 'completed' })).toBe(200);
    await expectNothingGranted(user, orderId);
    expect(await notificationsOf(token)).toEqual([expect.objectContaining({ verified: true, outcome: 'pending' })]);
  });

  it('a payment whose total PayDunya reports differently is refused (amount_mismatch)', async () => {
    const { user, orderId, token } = await checkout('PREMIUM');
    expect(await fake.pay(token, { amount: 100 })).toEqual({ ipnStatus: 200 });
    await expectNothingGranted(user, orderId);
    expect((await orderOf(orderId)).failureReason).toContain('100');
    expect(await notificationsOf(token)).toEqual([expect.objectContaining({ verified: true, outcome: 'amount_mismatch' })]);
  });

  it('the same genuine IPN delivered 20 times at once grants once', async () => {
    const { user, orderId, token } = await checkout('PACK_300');
    await fake.pay(token, { sendIpn: false });
    const statuses = await Promise.all(Array.from({ length: 20 }, () => fake.sendIpn(token)));
    expect(statuses).toEqual(Array(20).fill(200));

    expect(await credits(user)).toBe(330);
    expect(await invoicesOf(orderId)).toBe(1);
    expect((await user.as().billing.overview()).invoices).toHaveLength(1);
    const outcomes = (await notificationsOf(token)).map((n) => n.outcome);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(19);
  });

  it('PayDunya unreachable when its IPN arrives: 5xx so it retries, and the retry succeeds', async () => {
    const { user, orderId, token } = await checkout('PREMIUM');
    relay.state.down = true;
    try {
      // PayDunya retries an IPN that was not answered 2xx.
      expect(await fake.pay(token)).toEqual({ ipnStatus: 502 });
      await expectNothingGranted(user, orderId);
      expect(await notificationsOf(token)).toEqual([expect.objectContaining({ verified: true, outcome: 'confirm_failed' })]);
    } finally {
      relay.state.down = false;
    }
    expect(await fake.sendIpn(token)).toBe(200);
    expect((await orderOf(orderId)).status).toBe('paid');
    expect(await credits(user)).toBe(1030);
    expect(await invoicesOf(orderId)).toBe(1);
    expect((await notificationsOf(token)).map((n) => n.outcome)).toEqual(['confirm_failed', 'paid']);
  });

  it('PayDunya refusing to create the invoice: PAYMENT_FAILED and the order is marked failed', async () => {
    const user = await h.newUser();
    const before = fake.invoices.size;
    fake.failNextCreate('1003', 'Store name is required');
    const attempt = user.as().checkout.create({ planId: 'PREMIUM', successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
    expect(await appCodeOf(attempt)).toBe('PAYMENT_FAILED');
    expect(fake.invoices.size).toBe(before);
    const orders = await em().find(Order, { user: user.userId });
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ status: 'failed', providerRef: null, checkoutUrl: null });
    expect(orders[0]!.failureReason).toContain('1003');
    expect(await credits(user)).toBe(30);
  });

  it('a cancelled payment: the order is cancelled and nothing is granted', async () => {
    const { user, orderId, token } = await checkout('STARTER');
    expect(await fake.cancel(token)).toEqual({ ipnStatus: 200 });
    await expectNothingGranted(user, orderId, 'cancelled');
    expect((await user.as().checkout.order({ id: orderId })).status).toBe('cancelled');
    expect(await notificationsOf(token)).toEqual([expect.objectContaining({ verified: true, outcome: 'cancelled' })]);
  });

  it('the /success page asks PayDunya itself when the IPN never came', async () => {
    const { user, orderId, token } = await checkout('PREMIUM');
    expect(await fake.pay(token, { sendIpn: false })).toEqual({ ipnStatus: null });
    expect((await orderOf(orderId)).status).toBe('pending');

    const order = await user.as().checkout.order({ id: orderId });
    expect(order).toMatchObject({ status: 'paid', creditsGranted: 1000 });
    expect(order.invoice).not.toBeNull();
    expect(await credits(user)).toBe(1030);
    expect((await user.as().billing.overview()).subscription).toMatchObject({ plan: 'PREMIUM' });
    expect(await notificationsOf(token)).toHaveLength(0);
    // A late IPN then finds the order already paid.
    expect(await fake.sendIpn(token)).toBe(200);
    expect(await invoicesOf(orderId)).toBe(1);
    expect((await notificationsOf(token)).map((n) => n.outcome)).toEqual(['duplicate']);
  });
});
