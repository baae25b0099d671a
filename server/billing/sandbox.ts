import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { Order } from './order.entity';
import { SandboxPayment } from './sandbox-payment.entity';

/**
 * The sandbox gateway's hosted page: what the payer is asked to pay. Anyone holding the link sees the
 * amount (as on a gateway's page); the payer's e-mail is shown only to the order's owner.
 */
export async function sandboxPaymentView(em: EntityManager, id: string, viewerId: string | null) {
  const payment = await em.findOne(SandboxPayment, id);
  if (!payment) throw notFound('sandbox_payment', id);
  // Built into the app, the test gateway may read the order: its page says what a plan includes today.
  const order = await em.findOne(Order, payment.orderId);
  const owner = viewerId ? await em.count(Order, { id: payment.orderId, user: viewerId }) : 0;
  return {
    id: payment.id,
    label: payment.label,
    product: order?.product ?? null,
    amountXof: payment.amount,
    currency: payment.currency,
    customerEmail: owner > 0 ? payment.customerEmail : null,
    status: payment.status,
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * The payer's choice on the sandbox page. Like a real gateway, it records the outcome, queues its
 * signed notification to our webhook (delivered over HTTP, with retries), and sends the payer back to
 * the success or cancel page. A finished test payment cannot be replayed.
 */
export async function completeSandboxPayment(
  em: EntityManager,
  args: { id: string; outcome: 'paid' | 'cancelled' | 'failed'; queue: JobQueue },
): Promise<{ redirectUrl: string }> {
  return em.transactional(async (tx) => {
    const payment = await tx.findOne(SandboxPayment, args.id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!payment) throw notFound('sandbox_payment', args.id);
    if (payment.status !== 'open') throw new AppError('SANDBOX_CLOSED', `sandbox payment ${args.id} is ${payment.status}`);
    payment.status = args.outcome;
    payment.completedAt = new Date();
    await tx.flush();
    await args.queue.enqueue(tx, 'billing.sandbox-notify', { id: payment.id });
    return { redirectUrl: args.outcome === 'paid' ? payment.successUrl : payment.cancelUrl };
  });
}
