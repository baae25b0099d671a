import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findPlan, PLAN_PERIOD_DAYS, planHas, planRank, planUnlocking, type Feature, type PlanId } from '../../shared/plans';
import { expireGrants, grantCredits } from '../credits/ledger';
import { AppError } from '../errors';
import { TeamMember } from './team.entity';
import { SubscriptionPeriod, type ISubscriptionPeriod } from './subscription-period.entity';
import { Subscription, type ISubscription } from './subscription.entity';
import { DAY_MS } from '../../shared/format';


export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

async function livePeriods(em: EntityManager, subscriptionId: string): Promise<ISubscriptionPeriod[]> {
  return em.find(SubscriptionPeriod, { subscription: subscriptionId, voidedAt: null }, { orderBy: { startsAt: 'asc' } });
}

/** The period in force at `now`; when an upgrade overlaps the period it replaced, the higher plan wins. */
export function periodAt(periods: ISubscriptionPeriod[], now: Date): ISubscriptionPeriod | null {
  let best: ISubscriptionPeriod | null = null;
  for (const period of periods) {
    if (period.startsAt > now || period.endsAt <= now) continue;
    if (!best || planRank(period.plan as PlanId) > planRank(best.plan as PlanId) || (period.plan === best.plan && period.startsAt > best.startsAt)) best = period;
  }
  return best;
}

/** The end of the time already paid for (renewals included), or null when nothing runs any more. */
export function paidThrough(periods: ISubscriptionPeriod[], now: Date): Date | null {
  const ends = periods.filter((p) => p.endsAt > now).map((p) => p.endsAt.getTime());
  return ends.length ? new Date(Math.max(...ends)) : null;
}

export interface PlanState {
  plan: PlanId | null;
  period: ISubscriptionPeriod | null;
  paidThrough: Date | null;
  subscription: ISubscription | null;
  periods: ISubscriptionPeriod[];
}

/** What a user has paid for at `now`. Feature gates read this, never a cached column. */
export async function planState(em: EntityManager, userId: string, now = new Date()): Promise<PlanState> {
  const subscription = await em.findOne(Subscription, { user: userId });
  if (!subscription || subscription.status === 'terminated') return { plan: null, period: null, paidThrough: null, subscription, periods: [] };
  const periods = await livePeriods(em, subscription.id);
  const period = periodAt(periods, now);
  return { plan: (period?.plan as PlanId | undefined) ?? null, period, paidThrough: paidThrough(periods, now), subscription, periods };
}

/**
 * The owner of the user's team while that team is alive (its owner's plan includes teams), else null.
 * A member has the owner's plan features and spends the owner's credits once their own run out.
 */
export async function teamOwnerFor(em: EntityManager, userId: string, now = new Date()): Promise<string | null> {
  return (await liveTeam(em, userId, now))?.ownerId ?? null;
}

/** The user's team while alive, with the owner's plan (read once for both questions). */
async function liveTeam(em: EntityManager, userId: string, now: Date): Promise<{ ownerId: string; plan: PlanId } | null> {
  const membership = await em.findOne(TeamMember, { member: userId }, { fields: ['owner'] });
  if (!membership) return null;
  const { plan } = await planState(em, membership.owner.id, now);
  return plan && planHas(plan, 'team') ? { ownerId: membership.owner.id, plan } : null;
}

/**
 * The plan whose features the user has at `now`: their own, or their team owner's while they are in
 * a live team (the higher of both). Feature gates read this; billing reads `planState`.
 */
export async function featurePlan(em: EntityManager, userId: string, now = new Date()): Promise<PlanId | null> {
  const own = (await planState(em, userId, now)).plan;
  const team = await liveTeam(em, userId, now);
  if (!team || (own && planRank(own) >= planRank(team.plan))) return own;
  return team.plan;
}

/** Refuses a feature the user's plan (or their team's) lacks, naming the cheapest plan that has it. */
export async function requireFeature(em: EntityManager, userId: string, feature: Feature, now = new Date()): Promise<void> {
  const plan = await featurePlan(em, userId, now);
  if (planHas(plan, feature)) return;
  const unlocking = planUnlocking(feature);
  throw new AppError('PLAN_REQUIRED', `${feature} needs ${unlocking.id} (user has ${plan ?? 'no plan'})`, { requiredPlan: unlocking.name });
}

/**
 * Brings the row's plan, dates and status in line with its periods at `now`. `endedNow` is true when
 * this call is the one that noticed the end (so the caller sends the « forfait terminé » e-mail once).
 */
export async function syncSubscription(
  em: EntityManager,
  subscription: ISubscription,
  now = new Date(),
): Promise<{ endedNow: boolean; paidThrough: Date | null }> {
  if (subscription.status === 'terminated') return { endedNow: false, paidThrough: null };
  const periods = await livePeriods(em, subscription.id);
  const current = periodAt(periods, now);
  let endedNow = false;
  if (current) {
    subscription.plan = current.plan;
    subscription.currentPeriodStart = current.startsAt;
    subscription.currentPeriodEnd = current.endsAt;
    subscription.status = subscription.cancelAtPeriodEnd ? 'ending' : 'active';
    subscription.endedAt = null;
  } else if (subscription.status !== 'ended') {
    subscription.status = 'ended';
    subscription.endedAt = periods.length ? new Date(Math.max(...periods.map((p) => p.endsAt.getTime()))) : now;
    subscription.cancelAtPeriodEnd = false;
    endedNow = true;
  }
  await em.flush();
  return { endedNow, paidThrough: paidThrough(periods, now) };
}

async function lockedSubscription(em: EntityManager, userId: string): Promise<ISubscription | null> {
  return em.findOne(Subscription, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
}

/**
 * A verified payment of a plan: a 30-day period and its credits, inside the payment's transaction.
 * A first plan, or a higher one than the plan in force (upgrade), starts now; the same plan or a lower
 * one (renewal, downgrade) starts when the paid time ends. Credits of a period that starts later are
 * granted now and spendable from its start; they expire with the period.
 */
export async function startPlanPeriod(
  em: EntityManager,
  args: { userId: string; planId: PlanId; orderId: string; now?: Date },
): Promise<{ startsAt: Date; endsAt: Date; credits: number }> {
  const now = args.now ?? new Date();
  const plan = findPlan(args.planId);
  if (!plan) throw new Error(`unknown plan ${args.planId}`);
  let subscription = await lockedSubscription(em, args.userId);
  let startsAt = now;
  if (!subscription) {
    subscription = em.create(Subscription, { user: args.userId, plan: plan.id, status: 'active', currentPeriodStart: now, currentPeriodEnd: addDays(now, PLAN_PERIOD_DAYS) });
  } else if (subscription.status === 'terminated') {
    // A new payment after a termination starts afresh (an operator blocks an account elsewhere).
    subscription.status = 'active';
    subscription.statusReason = null;
  } else {
    const periods = await livePeriods(em, subscription.id);
    const current = periodAt(periods, now);
    const paid = paidThrough(periods, now);
    if (current && paid && planRank(plan.id) <= planRank(current.plan as PlanId)) startsAt = paid;
  }
  const endsAt = addDays(startsAt, PLAN_PERIOD_DAYS);
  em.create(SubscriptionPeriod, { subscription, order: args.orderId, plan: plan.id, startsAt, endsAt, source: 'payment' });
  // Paying is renewing: a pending résiliation is withdrawn and a chosen downgrade has been applied.
  subscription.cancelAtPeriodEnd = false;
  subscription.nextPlan = null;
  await em.flush();
  await grantCredits(em, {
    userId: args.userId,
    amount: plan.creditsPerMonth,
    reason: 'plan_period',
    reference: `order:${args.orderId}`,
    expiresAt: endsAt,
    startsAt: startsAt > now ? startsAt : null,
  });
  await syncSubscription(em, subscription, now);
  return { startsAt, endsAt, credits: plan.creditsPerMonth };
}

async function requireSubscription(em: EntityManager, userId: string, now: Date): Promise<ISubscription> {
  const subscription = await lockedSubscription(em, userId);
  if (!subscription) throw new AppError('NO_SUBSCRIPTION', 'no subscription');
  if (subscription.status === 'terminated') throw new AppError('SUBSCRIPTION_TERMINATED', 'terminated');
  await syncSubscription(em, subscription, now);
  if (subscription.status === 'ended') throw new AppError('NO_SUBSCRIPTION', 'subscription ended');
  return subscription;
}

/** « Résilier »: nothing more is asked, and the plan stops when the paid time ends. */
export async function cancelAtPeriodEnd(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const subscription = await requireSubscription(tx, userId, now);
    subscription.cancelAtPeriodEnd = true;
    await syncSubscription(tx, subscription, now);
  });
}

/** Withdraws a résiliation before the end. */
export async function resumeSubscription(em: EntityManager, userId: string, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const subscription = await requireSubscription(tx, userId, now);
    subscription.cancelAtPeriodEnd = false;
    await syncSubscription(tx, subscription, now);
  });
}

/** « Renouvellement automatique » on or off: whether the reminder with its renewal link is sent. */
export async function setRenewalReminders(em: EntityManager, userId: string, on: boolean, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const subscription = await requireSubscription(tx, userId, now);
    subscription.renewalReminders = on;
  });
}

/** A downgrade for the next renewal (null: renew the plan in force). A higher plan is bought now instead. */
export async function setNextPlan(em: EntityManager, userId: string, planId: PlanId | null, now = new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    const subscription = await requireSubscription(tx, userId, now);
    if (planId !== null && planRank(planId) > planRank(subscription.plan as PlanId)) {
      throw new AppError('VALIDATION', 'an upgrade is a new period bought now, not a renewal choice');
    }
    subscription.nextPlan = planId === subscription.plan ? null : planId;
  });
}

/** The plan a renewal buys: the chosen downgrade, or the plan in force. */
export function renewalPlan(subscription: ISubscription): PlanId {
  return (subscription.nextPlan ?? subscription.plan) as PlanId;
}

/**
 * Operator: ends a subscription at once (fraud, non-payment, abuse). Its periods are voided and what
 * is left of their credits expires now.
 */
export async function terminateSubscription(em: EntityManager, args: { userId: string; reason: string; now?: Date }): Promise<{ creditsExpired: number }> {
  const now = args.now ?? new Date();
  return em.transactional(async (tx) => {
    const subscription = await lockedSubscription(tx, args.userId);
    if (!subscription) throw new AppError('NO_SUBSCRIPTION', 'no subscription');
    if (subscription.status === 'terminated') throw new AppError('SUBSCRIPTION_TERMINATED', 'already terminated');
    const periods = await livePeriods(tx, subscription.id);
    const running = periods.filter((p) => p.endsAt > now);
    for (const period of running) period.voidedAt = now;
    subscription.status = 'terminated';
    subscription.statusReason = args.reason;
    subscription.endedAt = now;
    subscription.cancelAtPeriodEnd = false;
    await tx.flush();
    const references = running.map((p) => (p.order ? `order:${p.order.id}` : `period:${p.id}`));
    const creditsExpired = await expireGrants(tx, { userId: args.userId, references, reason: 'terminated', now });
    return { creditsExpired };
  });
}

/** Operator: adds days of the plan in force after the paid time (a goodwill gesture), without credits. */
export async function extendSubscription(em: EntityManager, args: { userId: string; days: number; reason: string; now?: Date }): Promise<{ endsAt: Date }> {
  const now = args.now ?? new Date();
  return em.transactional(async (tx) => {
    const subscription = await lockedSubscription(tx, args.userId);
    if (!subscription) throw new AppError('NO_SUBSCRIPTION', 'no subscription');
    if (subscription.status === 'terminated') throw new AppError('SUBSCRIPTION_TERMINATED', 'terminated');
    const periods = await livePeriods(tx, subscription.id);
    const startsAt = paidThrough(periods, now) ?? now;
    const plan = periodAt(periods, now)?.plan ?? subscription.plan;
    const endsAt = addDays(startsAt, args.days);
    tx.create(SubscriptionPeriod, { subscription, order: null, plan, startsAt, endsAt, source: 'operator' });
    subscription.statusReason = args.reason;
    await tx.flush();
    await syncSubscription(tx, subscription, now);
    return { endsAt };
  });
}
