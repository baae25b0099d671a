import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { SandboxPayment } from './sandbox-payment.entity';

/** The sandbox gateway's hosted page: what the payer is asked to pay. */
export async function sandboxPaymentView(em: EntityManager, id: string) {
  const payment = await em.findOne(SandboxPayment, id);
  if (!payment) throw new AppError('NOT_FOUND', `sandbox payment ${id}`);
  return {
    id: payment.id,
    label: payment.label,
    amountXof: payment.amount,
    currency: payment.currency,
    customerEmail: payment.customerEmail,
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
    if (!payment) throw new AppError('NOT_FOUND', `sandbox payment ${args.id}`);
    if (payment.status !== 'open') throw new AppError('SANDBOX_CLOSED', `sandbox payment ${args.id} is ${payment.status}`);
    payment.status = args.outcome;
    payment.completedAt = new Date();
    await tx.flush();
    await args.queue.enqueue(tx, 'billing.sandbox-notify', { id: payment.id });
    return { redirectUrl: args.outcome === 'paid' ? payment.successUrl : payment.cancelUrl };
  });
}
