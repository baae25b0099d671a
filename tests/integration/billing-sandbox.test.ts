import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { orderReference } from '../../shared/schemas/billing';
import { getBalance } from '../../server/credits/ledger';
import { Invoice } from '../../server/billing/invoice.entity';
import { Order } from '../../server/billing/order.entity';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { isSandbox } from '../../server/billing/providers/sandbox';
import { appCodeOf, eventually, type Harness, useHarness } from './harness';

const h = useHarness({ listen: true, http: true });

const returns = () => ({ successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
const orderOf = async (id: string) => h.services.orm.em.fork().findOneOrFail(Order, id);
const paidOrder = (user: { as: () => ReturnType<Harness['api']> }, id: string) =>
  eventually(async () => {
    const order = await user.as().checkout.order({ id });
    return order.status === 'paid' ? order : undefined;
  }, 10_000, 'the order to be paid');

async function sandboxWebhook(body: object | string, signature?: string) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['x-sandbox-signature'] = signature;
  const res = await fetch(`${h.base}/api/paiements/notification/sandbox`, { method: 'POST', headers, body: raw });
  return res.status;
}

describe('sandbox checkout, end to end over HTTP', () => {
  it('Premium: hosted page, signed webhook, 30-day period, 1 000 credits, invoice PDF and e-mail', async () => {
    const user = await h.newUser('Moussa Ndiaye');
    const { url, orderId } = await user.as().checkout.create({ planId: 'PREMIUM', ...returns() });
    expect(url).toMatch(new RegExp(`^${h.config.PUBLIC_URL}/paiement/test/sbx_`));
    const id = url!.split('/').pop()!;

    const page = await h.api().sandbox.get({ id });
    expect(page).toMatchObject({ label: 'Forfait Premium — 30 jours', product: 'PREMIUM', amountXof: 19680, currency: 'XOF', status: 'open' });
    // Whoever holds the link sees what is to pay; only the order's owner sees the payer's e-mail.
    expect(page.customerEmail).toBeNull();
    expect((await (await h.newUser('Curieux Inconnu')).as().sandbox.get({ id })).customerEmail).toBeNull();
    expect((await user.as().sandbox.get({ id })).customerEmail).toBe(user.email);

    const { redirectUrl } = await h.api().sandbox.complete({ id, outcome: 'paid' });
    expect(redirectUrl).toBe(`${h.config.PUBLIC_URL}/success?commande=${orderId}`);
    const order = await paidOrder(user, orderId!);
    expect(order).toMatchObject({ product: 'PREMIUM', amountXof: 19680, creditsGranted: 1000 });
    expect(order.invoice?.number).toMatch(/^ML-\d{4}-\d{6}$/);
    expect(new Date(order.periodEnd!).getTime() - new Date(order.periodStart!).getTime()).toBe(30 * 86_400_000);

    expect((await user.as().auth.balance()).credits).toBe(1030);
    const overview = await user.as().billing.overview();
    expect(overview.subscription).toMatchObject({ plan: 'PREMIUM', status: 'active', renewalReminders: true });
    expect(overview.features).toContain('faceswap');
    expect(overview.invoices).toHaveLength(1);

    // The notification went over HTTP, signed, and is logged as verified (the /success page may have
    // asked the gateway first, in which case the notification found the order already paid).
    const logged = await eventually(async () => {
      const rows = await h.services.orm.em.fork().find(PaymentNotification, { order: orderId });
      return rows.length ? rows : undefined;
    }, 10_000, 'the notification');
    expect(logged).toHaveLength(1);
    expect(logged[0]!.verified).toBe(true);
    expect(['paid', 'duplicate']).toContain(logged[0]!.outcome);

    // The confirmation e-mail carries the invoice PDF.
    const mail = await eventually(async () => (await h.lastMail(user.email, 'payment-confirmed').catch(() => undefined)) ?? undefined, 15_000, 'confirmation e-mail');
    expect(mail.subject).toContain(order.invoice!.number);
    expect(mail.attachments).toEqual([expect.objectContaining({ filename: `facture-${order.invoice!.number}.pdf`, contentType: 'application/pdf' })]);

    // Its owner downloads the invoice; nobody else can.
    const cookie = Object.entries(user.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    const pdf = await fetch(`${h.base}${order.invoice!.url}`, { headers: { cookie } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`facture-${order.invoice!.number}.pdf`);
    const bytes = new Uint8Array(await pdf.arrayBuffer());
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    // What the invoice says: a test payment as such, the method once, a short order reference, the example editor marked.
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    const printed = text.replace(/[\u202f\u00a0\s]+/g, ' ');
    expect(printed).toContain('Paiement de test (sandbox)');
    expect(printed).not.toContain('Mode test via Mode test');
    expect(printed).toContain(`Commande : ${orderReference(orderId!)}`);
    expect(printed).not.toContain(orderId!);
    expect(printed).toContain('EXEMPLE — identité de l’éditeur non configurée');
    const other = await h.newUser('Fatou Sow');
    const otherCookie = Object.entries(other.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await fetch(`${h.base}${order.invoice!.url}`, { headers: { cookie: otherCookie } })).status).toBe(404);
    expect((await fetch(`${h.base}${order.invoice!.url}`)).status).toBe(401);
  });

  it('cancelled on the sandbox page: back to /cancel, nothing charged, no invoice', async () => {
    const user = await h.newUser();
    const { url, orderId } = await user.as().checkout.create({ planId: 'STARTER', ...returns() });
    const id = url!.split('/').pop()!;
    const { redirectUrl } = await h.api().sandbox.complete({ id, outcome: 'cancelled' });
    expect(redirectUrl).toBe(`${h.config.PUBLIC_URL}/cancel?commande=${orderId}`);
    await eventually(async () => ((await orderOf(orderId!)).status === 'cancelled' ? true : undefined), 10_000, 'cancelled order');
    expect((await user.as().auth.balance()).credits).toBe(30);
    expect((await user.as().billing.overview()).subscription).toBeNull();
    expect(await h.services.orm.em.fork().count(Invoice, { order: orderId })).toBe(0);
    // A finished test payment cannot be replayed.
    expect(await appCodeOf(h.api().sandbox.complete({ id, outcome: 'paid' }))).toBe('SANDBOX_CLOSED');
  });

  it('refuses forged, unsigned and stale notifications, changing nothing', async () => {
    const user = await h.newUser();
    const { url, orderId } = await user.as().checkout.create({ planId: 'MASTER', ...returns() });
    const id = url!.split('/').pop()!;
    const body = { id, order_id: orderId, status: 'paid', amount: 45920, currency: 'XOF', method: 'Mode test' };
    const raw = JSON.stringify(body);
    const provider = h.services.payments;
    if (!isSandbox(provider)) throw new Error('sandbox expected');

    expect(await sandboxWebhook(body)).toBe(401);
    expect(await sandboxWebhook(body, `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`)).toBe(401);
    expect(await sandboxWebhook(raw.replace('45920', '45921'), provider.sign(raw))).toBe(401);
    expect(await sandboxWebhook(raw, provider.sign(raw, Math.floor(Date.now() / 1000) - 3600))).toBe(401);
    expect(await sandboxWebhook('pas du json', provider.sign('pas du json'))).toBe(401);

    expect((await orderOf(orderId!)).status).toBe('pending');
    expect((await user.as().auth.balance()).credits).toBe(30);
    // Refused posts leave a counter per source, not their bodies, and nothing among the accepted notifications.
    expect(await h.services.orm.em.fork().count(PaymentNotification, { verified: false })).toBe(0);
    const [counted] = await h.services.orm.em.fork().find(RefusedNotification, { provider: 'sandbox', reason: 'signature' });
    expect(counted!.count).toBeGreaterThanOrEqual(5);
    expect(counted!.sample.length).toBeLessThanOrEqual(1024);
  });

  it('refuses a signed notification whose amount or currency differs from the order', async () => {
    const user = await h.newUser();
    const { url, orderId } = await user.as().checkout.create({ planId: 'PREMIUM', ...returns() });
    const id = url!.split('/').pop()!;
    const provider = h.services.payments;
    if (!isSandbox(provider)) throw new Error('sandbox expected');
    for (const [amount, currency] of [[100, 'XOF'], [19680, 'EUR']] as const) {
      const raw = JSON.stringify({ id, order_id: orderId, status: 'paid', amount, currency, method: 'Mode test' });
      expect(await sandboxWebhook(raw, provider.sign(raw))).toBe(200);
    }
    expect((await orderOf(orderId!)).status).toBe('pending');
    expect((await user.as().auth.balance()).credits).toBe(30);
    const outcomes = (await h.services.orm.em.fork().find(PaymentNotification, { providerRef: id })).map((n) => n.outcome);
    expect(outcomes).toEqual(['amount_mismatch', 'amount_mismatch']);
  });

  it('the same notification delivered 50 times at once grants once', async () => {
    const user = await h.newUser();
    const { url, orderId } = await user.as().checkout.create({ planId: 'PACK_300', ...returns() });
    const id = url!.split('/').pop()!;
    const provider = h.services.payments;
    if (!isSandbox(provider)) throw new Error('sandbox expected');
    const raw = JSON.stringify({ id, order_id: orderId, status: 'paid', amount: 14900, currency: 'XOF', method: 'Mode test' });
    const signature = provider.sign(raw);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => sandboxWebhook(raw, signature)));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect((await user.as().auth.balance()).credits).toBe(330);
    const outcomes = (await h.services.orm.em.fork().find(PaymentNotification, { providerRef: id })).map((n) => n.outcome).sort();
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(49);

    // Out of order: a « cancelled » notice arriving after the payment changes nothing.
    const late = JSON.stringify({ id, order_id: orderId, status: 'cancelled', amount: 14900, currency: 'XOF', method: 'Mode test' });
    expect(await sandboxWebhook(late, provider.sign(late))).toBe(200);
    expect((await h.services.orm.em.fork().findOneOrFail(Order, orderId!)).status).toBe('paid');
    expect((await user.as().auth.balance()).credits).toBe(330);
    expect(await h.services.orm.em.fork().count(Invoice, { order: orderId })).toBe(1);
    const em = h.services.orm.em.fork();
    expect(await getBalance(em, user.userId)).toBe(330);
  });

  it('refuses return addresses outside our origin and unknown products, with no order made', async () => {
    const user = await h.newUser();
    const em = h.services.orm.em.fork();
    expect(await appCodeOf(user.as().checkout.create({ planId: 'PREMIUM', successUrl: 'https://evil.example/success', cancelUrl: `${h.config.PUBLIC_URL}/cancel` }))).toBe('BAD_RETURN_URL');
    expect(await appCodeOf(user.as().checkout.create({ planId: 'PREMIUM', successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}@evil.example/cancel` }))).toBe('BAD_RETURN_URL');
    expect(await appCodeOf(user.as().checkout.create({ planId: 'GRATUIT' as never, ...returns() }))).toBe('VALIDATION');
    expect(await em.count(Order, { user: user.userId })).toBe(0);
  });

  it('someone else’s order reads as not found', async () => {
    const a = await h.newUser();
    const b = await h.newUser();
    const { orderId } = await a.as().checkout.create({ planId: 'STARTER', ...returns() });
    expect(await appCodeOf(b.as().checkout.order({ id: orderId! }))).toBe('NOT_FOUND');
  });
});
