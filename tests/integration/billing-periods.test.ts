import { describe, expect, it } from 'vitest';
import { formatXof, xof } from '../../shared/money';
import { getBalance } from '../../server/credits/ledger';
import { Invoice } from '../../server/billing/invoice.entity';
import { Order } from '../../server/billing/order.entity';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { createCheckout, settlePayment } from '../../server/billing/orders';
import { runDailyBilling } from '../../server/billing/renewals';
import { billingDeps } from '../../server/billing/router';
import { planState, requireFeature, terminateSubscription } from '../../server/billing/subscriptions';
import { AppError } from '../../server/errors';
import { appCodeOf, useHarness } from './harness';

const DAY = 86_400_000;
const h = useHarness({ worker: false });

// After the 30-day sign-up gift of the test users has expired, so balances show only what was paid for.
const T0 = new Date(Date.now() + 40 * DAY);
const at = (days: number) => new Date(T0.getTime() + days * DAY);
const deps = () => billingDeps({ services: h.services, log: h.services.log });
const em = () => h.services.orm.em.fork();

/** A paid order, settled by the gateway's word at a given moment (the clock under test). */
async function pay(userId: string, productId: string, now: Date) {
  const { orderId } = await createCheckout(em(), deps(), { userId, productId, successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
  const { outcome } = await settlePayment(em(), deps(), { state: await paidState(orderId!), now });
  expect(outcome).toBe('paid');
  return orderId!;
}
/** What the gateway says of a paid order: its own reference, the catalogue amount. */
async function paidState(orderId: string) {
  const order = await em().findOneOrFail(Order, orderId);
  return { providerRef: order.providerRef!, orderId, status: 'paid' as const, amount: order.amountXof, currency: 'XOF', method: 'Wave' };
}
const balance = (userId: string, now: Date) => getBalance(em(), userId, now);
const plan = async (userId: string, now: Date) => (await planState(em(), userId, now)).plan;
const mails = (to: string, kind: string) => em().count(MailMessage, { to, kind });

describe('paid periods with a controlled clock', () => {
  it('a period starts at payment, its credits last until its end, then expire with it', async () => {
    const user = await h.newUser();
    await pay(user.userId, 'STARTER', T0);
    expect(await plan(user.userId, at(0))).toBe('STARTER');
    expect(await balance(user.userId, at(29.9))).toBe(200);
    expect(await plan(user.userId, at(29.9))).toBe('STARTER');
    expect(await plan(user.userId, at(30))).toBeNull();
    expect(await balance(user.userId, at(30))).toBe(0);
  });

  it('reminds once, 3 days before the end, and ends an unrenewed subscription', async () => {
    const user = await h.newUser();
    await pay(user.userId, 'PREMIUM', T0);
    await runDailyBilling(em(), h.services, at(26));
    expect(await mails(user.email, 'renewal-reminder')).toBe(0);
    await runDailyBilling(em(), h.services, at(27.1));
    await runDailyBilling(em(), h.services, at(28.1));
    expect(await mails(user.email, 'renewal-reminder')).toBe(1);
    const reminder = await h.lastMail(user.email, 'renewal-reminder');
    expect(reminder.text).toContain(formatXof(xof(19680)));
    expect(reminder.text).toContain(`${h.config.PUBLIC_URL}/espace?renouveler=1#abonnement`);
    expect((await planState(em(), user.userId, at(28.1))).subscription?.status).toBe('active');

    await runDailyBilling(em(), h.services, at(30.01));
    const sub = (await planState(em(), user.userId, at(30.01))).subscription!;
    expect(sub.status).toBe('ended');
    expect(await mails(user.email, 'subscription-ended')).toBe(1);
    await runDailyBilling(em(), h.services, at(31));
    expect(await mails(user.email, 'subscription-ended')).toBe(1);
  });

  it('no reminder when reminders are off or the subscription is résiliée; résiliation ends it at the period’s end', async () => {
    const quiet = await h.newUser();
    const leaving = await h.newUser();
    // Real time here: these users act through the API now.
    const now = new Date();
    await pay(quiet.userId, 'STARTER', now);
    await pay(leaving.userId, 'STARTER', now);
    await quiet.as().billing.setReminders({ on: false });
    await leaving.as().billing.cancel();
    expect((await leaving.as().billing.overview()).subscription).toMatchObject({ status: 'ending', cancelAtPeriodEnd: true });
    expect(await plan(leaving.userId, new Date(now.getTime() + 29 * DAY))).toBe('STARTER');
    await runDailyBilling(em(), h.services, new Date(now.getTime() + 28 * DAY));
    expect(await mails(quiet.email, 'renewal-reminder')).toBe(0);
    expect(await mails(leaving.email, 'renewal-reminder')).toBe(0);
    await leaving.as().billing.resume();
    expect((await leaving.as().billing.overview()).subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });
  });

  it('a renewal paid early starts when the current period ends; its credits wait for it', async () => {
    const user = await h.newUser();
    await pay(user.userId, 'PREMIUM', T0);
    const before = await balance(user.userId, at(28));
    await pay(user.userId, 'PREMIUM', at(28));
    // Not spendable yet: the new period has not started.
    expect(await balance(user.userId, at(28))).toBe(before);
    expect(await plan(user.userId, at(31))).toBe('PREMIUM');
    // Day 31: the first period's credits expired, the second's 1 000 are there.
    expect(await balance(user.userId, at(31))).toBe(1000);
    expect(await plan(user.userId, at(60))).toBeNull();
    // The reminder of the first period is not sent: the paid time now ends on day 60.
    await runDailyBilling(em(), h.services, at(28.5));
    expect(await mails(user.email, 'renewal-reminder')).toBe(0);
  });

  it('an upgrade starts now; a downgrade waits for the end of the paid time', async () => {
    const up = await h.newUser();
    await pay(up.userId, 'STARTER', T0);
    await pay(up.userId, 'MASTER', at(10));
    expect(await plan(up.userId, at(10))).toBe('MASTER');
    expect(await plan(up.userId, at(39.9))).toBe('MASTER');
    expect(await plan(up.userId, at(40))).toBeNull();

    const down = await h.newUser();
    await pay(down.userId, 'MASTER', T0);
    await pay(down.userId, 'STARTER', at(5));
    expect(await plan(down.userId, at(5))).toBe('MASTER');
    expect(await plan(down.userId, at(29.9))).toBe('MASTER');
    expect(await plan(down.userId, at(30))).toBe('STARTER');
    expect(await plan(down.userId, at(60))).toBeNull();
  });

  it('pack credits last as long as the paid time, or 30 days without a plan', async () => {
    const planless = await h.newUser();
    await pay(planless.userId, 'PACK_100', T0);
    expect(await balance(planless.userId, at(29.9))).toBe(100);
    expect(await balance(planless.userId, at(30))).toBe(0);

    const subscriber = await h.newUser();
    await pay(subscriber.userId, 'STARTER', T0);
    await pay(subscriber.userId, 'PACK_300', at(20));
    expect(await balance(subscriber.userId, at(29.9))).toBe(500);
    expect(await balance(subscriber.userId, at(30))).toBe(0);
  });

  it('orders of the old packs (1 000 credits at 45 900 F, 300 at 15 900 F) still grant, invoice and show what was bought', async () => {
    const user = await h.newUser();
    // An order made before the catalogue changed: the row keeps its product and amount.
    const old = async (product: string, amountXof: number) => {
      const { orderId } = await createCheckout(em(), deps(), { userId: user.userId, productId: 'PACK_100', successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` });
      await em().nativeUpdate(Order, { id: orderId! }, { product, amountXof });
      return orderId!;
    };
    const thousand = await old('PACK_1000', 45900);
    const threeHundred = await old('PACK_300', 15900);
    // Paid late, after the change: the amount checked is the order's, the credits the pack's.
    for (const orderId of [thousand, threeHundred]) expect((await settlePayment(em(), deps(), { state: await paidState(orderId), now: T0 })).outcome).toBe('paid');
    expect(await balance(user.userId, at(1))).toBe(1300);

    const seen = await Promise.all([thousand, threeHundred].map((id) => user.as().checkout.order({ id })));
    expect(seen.map((o) => [o.label, o.amountXof, o.creditsGranted])).toEqual([
      ['Pack de 1\u202f000 crédits', 45900, 1000],
      ['Pack de 300 crédits', 15900, 300],
    ]);
    const invoices = await em().find(Invoice, { order: { $in: [thousand, threeHundred] } }, { orderBy: { sequence: 'asc' } });
    expect(invoices.map((i) => [i.label, i.ttcXof])).toEqual([
      ['Pack de 1\u202f000 crédits', 45900],
      ['Pack de 300 crédits', 15900],
    ]);
    // The retired pack cannot be bought any more.
    expect(await appCodeOf(user.as().checkout.create({ planId: 'PACK_1000' as never, successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` }))).toBe('VALIDATION');
  });

  it('billing.current tells the header whether a plan is running', async () => {
    const user = await h.newUser();
    expect(await user.as().billing.current()).toEqual({ planId: null });
    await pay(user.userId, 'PREMIUM', new Date());
    expect(await user.as().billing.current()).toEqual({ planId: 'PREMIUM' });
  });

  it('feature gates follow the plan in force and name the plan that unlocks them', async () => {
    const user = await h.newUser();
    const refused = async (feature: Parameters<typeof requireFeature>[2], now: Date) => {
      try {
        await requireFeature(em(), user.userId, feature, now);
        return null;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        return { code: err.code, plan: err.details.requiredPlan };
      }
    };
    expect(await refused('faceswap', T0)).toEqual({ code: 'PLAN_REQUIRED', plan: 'Premium' });
    expect(await refused('export_4k', T0)).toEqual({ code: 'PLAN_REQUIRED', plan: 'Premium' });
    await pay(user.userId, 'STARTER', T0);
    expect(await refused('generation', at(1))).toBeNull();
    expect(await refused('digitalme', at(1))).toEqual({ code: 'PLAN_REQUIRED', plan: 'Premium' });
    await pay(user.userId, 'PREMIUM', at(2));
    expect(await refused('faceswap', at(3))).toBeNull();
    expect(await refused('export_4k', at(3))).toBeNull();
    expect(await refused('team', at(3))).toEqual({ code: 'PLAN_REQUIRED', plan: 'Master' });
    expect(await refused('early_access', at(3))).toEqual({ code: 'PLAN_REQUIRED', plan: 'Master' });
    expect(await refused('faceswap', at(32))).toEqual({ code: 'PLAN_REQUIRED', plan: 'Premium' });
  });

  it('an operator’s termination ends the plan and its credits at once', async () => {
    const user = await h.newUser();
    const now = new Date();
    await pay(user.userId, 'PREMIUM', now);
    expect(await balance(user.userId, now)).toBe(1030);
    const { creditsExpired } = await terminateSubscription(em(), { userId: user.userId, reason: 'fraude au paiement', now });
    expect(creditsExpired).toBe(1000);
    expect(await balance(user.userId, new Date())).toBe(30);
    expect(await plan(user.userId, new Date())).toBeNull();
    expect((await user.as().billing.overview()).subscription?.status).toBe('terminated');
    expect(await appCodeOf(user.as().billing.cancel())).toBe('SUBSCRIPTION_TERMINATED');
  });
});

describe('invoice numbers', () => {
  it('20 concurrent payments get 20 consecutive numbers: no gap, no duplicate', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => h.newUser(`Client ${i}`)));
    const year = new Date().getUTCFullYear();
    const before = await em().count(Invoice, { year });
    const orders = await Promise.all(
      users.map((u) => createCheckout(em(), deps(), { userId: u.userId, productId: 'PACK_100', successUrl: `${h.config.PUBLIC_URL}/success`, cancelUrl: `${h.config.PUBLIC_URL}/cancel` })),
    );
    await Promise.all(
      orders.map(({ orderId }) =>
        paidState(orderId!).then((state) => settlePayment(em(), deps(), { state })),
      ),
    );
    const invoices = await em().find(Invoice, { year }, { orderBy: { sequence: 'asc' } });
    const sequences = invoices.map((i) => i.sequence);
    expect(sequences).toHaveLength(before + 20);
    expect(sequences).toEqual(Array.from({ length: before + 20 }, (_, i) => i + 1));
    expect(new Set(invoices.map((i) => i.number)).size).toBe(invoices.length);
    expect(invoices.at(-1)!.number).toBe(`ML-${year}-${String(before + 20).padStart(6, '0')}`);
    const sample = invoices.at(-1)!;
    expect(sample.htXof + sample.tvaXof).toBe(5900);
    expect(sample.htXof).toBe(5000);
  });

  it('a payment that rolls back gives its number back', async () => {
    const year = new Date().getUTCFullYear();
    const last = async () => Number((await em().execute<Array<{ last: number }>>('select last from invoice_counters where year = ?', [year]))[0]?.last ?? 0);
    const before = await last();
    await expect(
      em().transactional(async (tx) => {
        await tx.execute('insert into invoice_counters (year, last) values (?, 1) on conflict (year) do update set last = invoice_counters.last + 1', [year]);
        throw new Error('payment failed after numbering');
      }),
    ).rejects.toThrow('payment failed after numbering');
    expect(await last()).toBe(before);
  });
});
