import { expect } from 'vitest';
import { Invoice } from '../../server/billing/invoice.entity';
import { Order } from '../../server/billing/order.entity';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import type { Harness } from './harness';
import { startPlanPeriod } from '../../server/billing/subscriptions';
import { productPrice } from '../../shared/plans';

export type User = Awaited<ReturnType<Harness['newUser']>>;

/** What a payment left behind, read the way the accountant (or the user) would see it. */
export function billingProbe(h: () => Harness) {
  const em = () => h().services.orm.em.fork();
  const orderOf = (id: string) => em().findOneOrFail(Order, id);
  const notificationsOf = (providerRef: string) => em().find(PaymentNotification, { providerRef }, { orderBy: { createdAt: 'asc' } });
  const invoicesOf = (orderId: string) => em().count(Invoice, { order: orderId });
  const credits = async (user: User) => (await user.as().auth.balance()).credits;
  /** Nothing was granted: the order is still `status`, welcome credits only, no plan, no invoice. */
  const expectNothingGranted = async (user: User, orderId: string, status = 'pending') => {
    expect((await orderOf(orderId)).status).toBe(status);
    expect(await credits(user)).toBe(30);
    expect((await user.as().billing.overview()).subscription).toBeNull();
    expect(await invoicesOf(orderId)).toBe(0);
  };
  return { em, orderOf, notificationsOf, invoicesOf, credits, expectNothingGranted };
}

/** A plan paid and started now, as the payment webhook would do it (without going through a gateway). */
export async function paidPlan(h: Harness, userId: string, planId: 'STARTER' | 'PREMIUM' | 'MASTER', now = new Date()) {
  return h.services.orm.em.fork().transactional(async (tx) => {
    const order = tx.create(Order, {
      user: userId,
      kind: 'plan',
      product: planId,
      amountXof: productPrice(planId)!,
      provider: 'sandbox',
      status: 'paid',
      paidAt: now,
      paymentMethod: 'Wave',
      successUrl: `${h.config.PUBLIC_URL}/paiement/succes`,
      cancelUrl: `${h.config.PUBLIC_URL}/paiement/annule`,
    });
    await tx.flush();
    return startPlanPeriod(tx, { userId, planId, orderId: order.id, now });
  });
}
