import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPlan, findProduct, packCredits, PACK_VALID_DAYS_WITHOUT_PLAN, productLabel, productPrice, type PlanId } from '../../shared/plans';
import { User, type IUser } from '../db/user.entity';
import type { Config } from '../config';
import { grantCredits } from '../credits/ledger';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { issueInvoice } from './invoices';
import { Order, type IOrder } from './order.entity';
import { ProviderError, type PaymentProvider, type PaymentState } from './providers/types';
import { addDays, planState, startPlanPeriod } from './subscriptions';
import { formatDay } from '../../shared/format';

export interface BillingDeps {
  provider: PaymentProvider;
  queue: JobQueue;
  config: Config;
  log: Logger;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function notificationUrl(config: Config, provider: string): string {
  return `${config.PUBLIC_URL}/api/paiements/notification/${provider}`;
}

/**
 * The return addresses must be our own pages: PUBLIC_URL's origin, or the origin the payer is using
 * the app at (127.0.0.1, the machine's address on the network). A gateway never sends them elsewhere.
 */
function ownUrl(config: Config, url: string, requestOrigin: string | null | undefined): URL {
  const allowed = new Set([new URL(config.PUBLIC_URL).origin, ...(requestOrigin ? [requestOrigin] : [])]);
  const parsed = new URL(url);
  const web = parsed.protocol === 'http:' || parsed.protocol === 'https:';
  if (!web || !allowed.has(parsed.origin)) throw new AppError('BAD_RETURN_URL', `return url outside ${[...allowed].join(', ')}`);
  return parsed;
}

/**
 * checkout.create: records a pending order at the catalogue's price and asks the gateway for its
 * hosted page. The provider `none` makes no order and answers without a url.
 */
export async function createCheckout(
  em: EntityManager,
  deps: BillingDeps,
  args: { userId: string; productId: string; successUrl: string; cancelUrl: string; requestOrigin?: string | null },
): Promise<{ url: string | null; orderId: string | null }> {
  const success = ownUrl(deps.config, args.successUrl, args.requestOrigin);
  const cancel = ownUrl(deps.config, args.cancelUrl, args.requestOrigin);
  const product = findProduct(args.productId);
  if (!product) throw new AppError('VALIDATION', `unknown product ${args.productId}`);
  if (deps.provider.id === 'none') {
    deps.log.info({ product: args.productId }, 'checkout requested (provider: none)');
    return { url: null, orderId: null };
  }
  const user = await em.findOneOrFail(User, args.userId);
  const amountXof = productPrice(args.productId)!;
  const order = em.create(Order, {
    user,
    kind: product.kind,
    product: args.productId,
    amountXof,
    currency: 'XOF',
    provider: deps.provider.id,
    status: 'pending',
    successUrl: '',
    cancelUrl: '',
  });
  // The return pages show this order's real state, read from the server.
  success.searchParams.set('commande', order.id);
  cancel.searchParams.set('commande', order.id);
  order.successUrl = success.toString();
  order.cancelUrl = cancel.toString();
  await em.flush();

  try {
    const session = await deps.provider.createCheckout({
      orderId: order.id,
      amountXof,
      currency: 'XOF',
      label: productLabel(args.productId),
      description: `${productLabel(args.productId)} — ${deps.config.BRAND_NAME}`,
      customer: { name: user.name, email: user.email },
      successUrl: order.successUrl,
      cancelUrl: order.cancelUrl,
      callbackUrl: notificationUrl(deps.config, deps.provider.id),
    });
    order.providerRef = session.providerRef;
    order.checkoutUrl = session.url;
    await em.flush();
    deps.log.info({ orderId: order.id, product: order.product, provider: deps.provider.id, providerRef: session.providerRef }, 'checkout created');
    return { url: session.url, orderId: order.id };
  } catch (err) {
    order.status = 'failed';
    order.failureReason = `checkout: ${(err as Error).message}`.slice(0, 300);
    await em.flush();
    deps.log.error({ err, orderId: order.id, provider: deps.provider.id }, 'checkout creation failed');
    const publicMessage = err instanceof ProviderError ? (err.publicMessage ?? undefined) : undefined;
    throw new AppError('PAYMENT_FAILED', 'checkout creation failed', { publicMessage });
  }
}

export type SettleOutcome = 'paid' | 'duplicate' | 'pending' | 'failed' | 'cancelled' | 'unknown_order' | 'amount_mismatch';

async function lockOrder(em: EntityManager, provider: string, state: PaymentState): Promise<IOrder | null> {
  const options = { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['user'] } as const;
  const byRef = await em.findOne(Order, { provider, providerRef: state.providerRef }, options);
  if (byRef) return byRef;
  // The notification may beat our own write of the gateway's reference: fall back to our order id.
  if (!state.orderId || !UUID.test(state.orderId)) return null;
  const byId = await em.findOne(Order, { id: state.orderId, provider }, options);
  if (!byId || (byId.providerRef && byId.providerRef !== state.providerRef)) return null;
  byId.providerRef = state.providerRef;
  return byId;
}

/**
 * Applies the gateway's verified word on a payment, once. The order row is locked first, so the
 * same notification delivered many times at once grants once; a paid order is never paid again. The
 * amount and currency must be the catalogue's, as recorded on the order. Everything a payment
 * brings (period, credits, invoice, e-mail job) commits with the order's new state or not at all.
 */
export async function settlePayment(
  em: EntityManager,
  deps: BillingDeps,
  args: { state: PaymentState; now?: Date },
): Promise<{ outcome: SettleOutcome; orderId: string | null }> {
  const { state } = args;
  const now = args.now ?? new Date();
  return em.transactional(async (tx) => {
    const order = await lockOrder(tx, deps.provider.id, state);
    if (!order) return { outcome: 'unknown_order' as const, orderId: null };
    const done = (outcome: SettleOutcome) => ({ outcome, orderId: order.id });
    if (order.status === 'paid') return done('duplicate');
    if (state.status === 'pending') return done('pending');
    if (state.status === 'failed' || state.status === 'cancelled') {
      if (order.status === 'pending') order.status = state.status;
      return done(state.status);
    }
    if (state.amount !== order.amountXof || state.currency.toUpperCase() !== order.currency || (state.orderId !== null && state.orderId !== order.id)) {
      deps.log.error({ orderId: order.id, expected: order.amountXof, got: state.amount, currency: state.currency }, 'payment refused: amount, currency or order differs from the order');
      order.failureReason = `refused: paid ${state.amount} ${state.currency} for ${order.amountXof} ${order.currency}`.slice(0, 300);
      return done('amount_mismatch');
    }
    order.status = 'paid';
    order.paidAt = now;
    order.paymentMethod = state.method ?? deps.provider.label;
    order.failureReason = null;
    const user = order.user as IUser | null;
    if (!user) {
      // The account was closed between paying and the notification: the money is recorded, nothing to grant.
      deps.log.error({ orderId: order.id }, 'payment for a closed account: refund by hand');
      return done('paid');
    }
    const detail = await fulfil(tx, order, user.id, now);
    await issueInvoice(tx, { order, user, label: productLabel(order.product), detail, providerLabel: deps.provider.label, config: deps.config, queue: deps.queue, now });
    deps.log.info({ orderId: order.id, product: order.product, credits: order.creditsGranted }, 'payment settled');
    return done('paid');
  });
}

/** What the order bought: a plan period with its credits, or a pack's credits. Returns the invoice's detail line. */
async function fulfil(em: EntityManager, order: IOrder, userId: string, now: Date): Promise<string> {
  const plan = order.kind === 'plan' ? findPlan(order.product) : undefined;
  if (plan) {
    const period = await startPlanPeriod(em, { userId, planId: plan.id as PlanId, orderId: order.id, now });
    order.periodStart = period.startsAt;
    order.periodEnd = period.endsAt;
    order.creditsGranted = period.credits;
    return `Période du ${formatDay(period.startsAt)} au ${formatDay(period.endsAt)}`;
  }
  // A pack ordered before it was retired still grants what it was sold with.
  const credits = order.kind === 'pack' ? packCredits(order.product) : undefined;
  if (credits === undefined) throw new Error(`order ${order.id} has unknown product ${order.product}`);
  // DECISIONS.md: pack credits last as long as the paid time, or 30 days without a plan.
  const { paidThrough } = await planState(em, userId, now);
  const expiresAt = paidThrough ?? addDays(now, PACK_VALID_DAYS_WITHOUT_PLAN);
  await grantCredits(em, { userId, amount: credits, reason: 'pack', reference: `order:${order.id}`, expiresAt });
  order.creditsGranted = credits;
  return `Crédits valables jusqu’au ${formatDay(expiresAt)}`;
}

/** The return pages' view of an order. Only its owner may read it. */
export async function ownOrder(em: EntityManager, userId: string, orderId: string): Promise<IOrder> {
  const order = await em.findOne(Order, { id: orderId, user: userId });
  if (!order) throw notFound('order', orderId);
  return order;
}

const RECHECK_MS = 3000;

/**
 * While an order waits for its notification, the /success page may ask the gateway itself (at most
 * every 3 s per order): a lost or late webhook then delays nothing. Same settlement path. A failed
 * order is asked about too: a failed attempt is not final (Wave lets the payer retry the session).
 */
export async function recheckPendingOrder(em: EntityManager, deps: BillingDeps, order: IOrder, now = new Date()): Promise<void> {
  if ((order.status !== 'pending' && order.status !== 'failed') || !order.providerRef || order.provider !== deps.provider.id) return;
  if (order.lastCheckedAt && now.getTime() - order.lastCheckedAt.getTime() < RECHECK_MS) return;
  order.lastCheckedAt = now;
  await em.flush();
  try {
    const state = await deps.provider.confirm(order.providerRef);
    if (state.status !== 'pending' && state.status !== order.status) await settlePayment(em.fork(), deps, { state, now });
  } catch (err) {
    deps.log.warn({ err, orderId: order.id }, 'could not ask the gateway about a pending order');
  }
}

