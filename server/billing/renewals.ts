import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { formatXof } from '../../shared/money';
import { findPlan, RENEWAL_REMINDER_DAYS, type PlanId } from '../../shared/plans';
import type { Config } from '../config';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { queueMail } from '../mail/service';
import { siteInfo } from '../site/service';
import { Subscription } from './subscription.entity';
import { addDays, renewalPlan, syncSubscription } from './subscriptions';
import { endLapsedTeams } from './team-membership';

export const RENEW_PATH = '/espace?renouveler=1#abonnement';

/**
 * The daily billing pass (pg-boss cron `billing.daily`, and callable with any clock in tests):
 * subscriptions whose paid time is over end (their credits expired with the period), and those ending
 * within 3 days get one reminder e-mail with the renewal link, unless reminders are off or the
 * subscription was résiliée. Each subscription is handled in its own transaction, locked.
 */
export async function runDailyBilling(em: EntityManager, deps: { queue: JobQueue; config: Config; log: Logger }, now = new Date()) {
  const ids = (await em.fork().find(Subscription, { status: { $in: ['active', 'ending'] } }, { fields: ['id'] })).map((s) => s.id);
  const site = siteInfo(deps.config);
  let reminded = 0;
  let ended = 0;
  for (const id of ids) {
    await em.fork().transactional(async (tx) => {
      const subscription = await tx.findOne(Subscription, id, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true, populate: ['user'] });
      if (!subscription) return;
      const planName = findPlan(subscription.plan)?.name ?? subscription.plan;
      const { endedNow, paidThrough } = await syncSubscription(tx, subscription, now);
      if (endedNow) {
        ended += 1;
        await queueMail(tx, {
          queue: deps.queue,
          brand: site,
          to: subscription.user.email,
          template: { kind: 'subscription-ended', name: subscription.user.name, planName, endedAt: subscription.endedAt ?? now, pricingLink: `${site.publicUrl}/tarifs` },
        });
        return;
      }
      if (subscription.status !== 'active' || !subscription.renewalReminders) return;
      if (!paidThrough || paidThrough > addDays(now, RENEWAL_REMINDER_DAYS)) return;
      if (subscription.reminderSentFor?.getTime() === paidThrough.getTime()) return;
      const plan = findPlan(renewalPlan(subscription) as PlanId)!;
      await queueMail(tx, {
        queue: deps.queue,
        brand: site,
        to: subscription.user.email,
        template: {
          kind: 'renewal-reminder',
          name: subscription.user.name,
          planName: plan.name,
          endsAt: paidThrough,
          amount: formatXof(plan.priceXof),
          renewLink: `${site.publicUrl}${RENEW_PATH}`,
          settingsLink: `${site.publicUrl}/espace#abonnement`,
        },
      });
      subscription.reminderSentFor = paidThrough;
      reminded += 1;
    });
  }
  // A Master team ends with its owner's plan (ended, or renewed as a plan without teams).
  const teamMembersReleased = await endLapsedTeams(em.fork(), { queue: deps.queue, brand: site }, now);
  deps.log.info({ subscriptions: ids.length, reminded, ended, teamMembersReleased }, 'daily billing pass done');
  return { reminded, ended, teamMembersReleased };
}
