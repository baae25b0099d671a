import { z } from 'zod';
import { CheckoutInput, NextPlanInput, OrderId, RemindersInput, SandboxCompleteInput, SandboxId } from '../../shared/schemas/billing';
import { notFound } from '../errors';
import { authedProcedure, publicProcedure, router, type Context } from '../trpc';
import { createCheckout, ownOrder, recheckPendingOrder, type BillingDeps } from './orders';
import { completeSandboxPayment, sandboxPaymentView } from './sandbox';
import { cancelAtPeriodEnd, resumeSubscription, setNextPlan, setRenewalReminders } from './subscriptions';
import { billingOverview, currentPlan, orderDto } from './views';

export const billingDeps = (ctx: Pick<Context, 'services' | 'log'>): BillingDeps => ({
  provider: ctx.services.payments,
  queue: ctx.services.queue,
  config: ctx.services.config,
  log: ctx.log,
});

export const checkoutRouter = router({
  /** SPEC.md §7: a checkout link for a plan or a pack; `{ url: null }` with the provider `none`. */
  create: authedProcedure.input(CheckoutInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('checkoutUser', ctx.auth.userId);
    return createCheckout(ctx.em, billingDeps(ctx), {
      userId: ctx.auth.userId,
      productId: input.planId,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      requestOrigin: ctx.client.origin,
    });
  }),

  /** The real state of one's own order, for /success and /cancel (asks the gateway while it is pending). */
  order: authedProcedure.input(z.object({ id: OrderId })).query(async ({ ctx, input }) => {
    const order = await ownOrder(ctx.em, ctx.auth.userId, input.id);
    await recheckPendingOrder(ctx.em, billingDeps(ctx), order);
    return orderDto(ctx.em, await ownOrder(ctx.em.fork(), ctx.auth.userId, input.id));
  }),
});

export const billingRouter = router({
  overview: authedProcedure.query(({ ctx }) => billingOverview(ctx.em, ctx.auth.userId)),
  /** Whether the signed-in user has a plan running: « Mon forfait » rather than « S’abonner ». */
  current: authedProcedure.query(({ ctx }) => currentPlan(ctx.em, ctx.auth.userId)),
  /** « Résilier »: effective at the end of the paid time. */
  cancel: authedProcedure.mutation(async ({ ctx }) => {
    await cancelAtPeriodEnd(ctx.em, ctx.auth.userId);
    return { ok: true };
  }),
  resume: authedProcedure.mutation(async ({ ctx }) => {
    await resumeSubscription(ctx.em, ctx.auth.userId);
    return { ok: true };
  }),
  setReminders: authedProcedure.input(RemindersInput).mutation(async ({ ctx, input }) => {
    await setRenewalReminders(ctx.em, ctx.auth.userId, input.on);
    return { ok: true };
  }),
  setNextPlan: authedProcedure.input(NextPlanInput).mutation(async ({ ctx, input }) => {
    await setNextPlan(ctx.em, ctx.auth.userId, input.planId);
    return { ok: true };
  }),
});

/** The sandbox gateway's hosted page (PAYMENT_PROVIDER=sandbox only). Open to anyone holding the id, like a gateway's page. */
const sandboxOnly = publicProcedure.use(({ ctx, next }) => {
  if (ctx.services.payments.id !== 'sandbox') throw notFound('sandbox_payment', '(sandbox gateway is off)');
  return next();
});

export const sandboxRouter = router({
  get: sandboxOnly.input(z.object({ id: SandboxId })).query(async ({ ctx, input }) => sandboxPaymentView(ctx.em, input.id, (await ctx.getAuth())?.userId ?? null)),
  complete: sandboxOnly.input(SandboxCompleteInput).mutation(({ ctx, input }) =>
    completeSandboxPayment(ctx.em, { id: input.id, outcome: input.outcome, queue: ctx.services.queue }),
  ),
});
