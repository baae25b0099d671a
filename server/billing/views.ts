import type { EntityManager } from '@mikro-orm/postgresql';
import { findPlan, planRank, productLabel, productPrice, PLANS, RENEWAL_REMINDER_DAYS, type Feature, type PlanId } from '../../shared/plans';
import { listUpcomingGrants } from '../credits/ledger';
import { Invoice } from './invoice.entity';
import { invoiceFileName } from './invoices';
import type { IOrder } from './order.entity';
import { addDays, planState, renewalPlan, syncSubscription } from './subscriptions';

export function invoiceUrl(invoiceId: string): string {
  return `/factures/${invoiceId}`;
}

export async function orderDto(em: EntityManager, order: IOrder) {
  const invoice = order.status === 'paid' ? await em.findOne(Invoice, { order: order.id }) : null;
  return {
    id: order.id,
    kind: order.kind,
    product: order.product,
    label: productLabel(order.product),
    amountXof: order.amountXof,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    creditsGranted: order.creditsGranted ?? null,
    periodStart: order.periodStart?.toISOString() ?? null,
    periodEnd: order.periodEnd?.toISOString() ?? null,
    invoice: invoice ? { id: invoice.id, number: invoice.number, url: invoiceUrl(invoice.id), fileName: invoiceFileName(invoice) } : null,
  };
}

/** The plan in force, for the header and hero of every page a signed-in user opens (cheap: two small reads). */
export async function currentPlan(em: EntityManager, userId: string, now = new Date()): Promise<{ planId: PlanId | null }> {
  return { planId: (await planState(em, userId, now)).plan };
}

/** The personal space's billing card: the plan in force, the paid time, renewal, and the invoices. */
export async function billingOverview(em: EntityManager, userId: string, now = new Date()) {
  const state = await planState(em, userId, now);
  if (state.subscription) await syncSubscription(em, state.subscription, now);
  const sub = state.subscription;
  const invoices = await em.find(Invoice, { user: userId }, { orderBy: { issuedAt: 'desc' }, limit: 100 });
  const upcoming = await listUpcomingGrants(em, userId, now);
  const features: Feature[] = state.plan ? [...findPlan(state.plan)!.features] : [];
  const running = sub && (sub.status === 'active' || sub.status === 'ending') && state.plan;
  const renewPlan = running ? renewalPlan(sub) : null;
  return {
    subscription: sub
      ? {
          plan: state.plan,
          planName: state.plan ? findPlan(state.plan)!.name : (findPlan(sub.plan)?.name ?? sub.plan),
          status: sub.status,
          currentPeriodStart: state.period?.startsAt.toISOString() ?? null,
          currentPeriodEnd: state.period?.endsAt.toISOString() ?? null,
          paidThrough: state.paidThrough?.toISOString() ?? null,
          endedAt: sub.endedAt?.toISOString() ?? null,
          renewalReminders: sub.renewalReminders,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          nextPlan: (sub.nextPlan as PlanId | null) ?? null,
          /** A later period already paid (renewal paid early). */
          renewed: state.periods.some((p) => state.period && p.startsAt >= state.period.endsAt),
          /** The reminder window: the renewal link shows prominently. */
          renewalDue: Boolean(running && state.paidThrough && state.paidThrough <= addDays(now, RENEWAL_REMINDER_DAYS)),
          renewal: renewPlan ? { planId: renewPlan, priceXof: productPrice(renewPlan)! } : null,
          /** Plans the user may choose for the next renewal (a downgrade waits for it). */
          downgrades: running ? PLANS.filter((p) => planRank(p.id) < planRank(state.plan!)).map((p) => p.id) : [],
        }
      : null,
    features,
    upcomingCredits: upcoming.map((g) => ({ amount: g.amount, startsAt: g.startsAt.toISOString() })),
    invoices: invoices.map((i) => ({ id: i.id, number: i.number, issuedAt: i.issuedAt.toISOString(), label: i.label, ttcXof: i.ttcXof, url: invoiceUrl(i.id), fileName: invoiceFileName(i) })),
  };
}
