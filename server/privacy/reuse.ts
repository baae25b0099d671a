// The Master opt-out from reuse for promotion or model training (a right of the privacy policy). The product
// reuses no user content today; any future reuse (a showcase of thumbnails, a training set) must ask
// `mayReuseContent` for each account first, and DigitalMe photos are never reused at all.
import type { EntityManager } from '@mikro-orm/postgresql';
import { planHas } from '../../shared/plans';
import { User } from '../db/user.entity';
import { featurePlan, requireFeature } from '../billing/subscriptions';

/** False when the account refused reuse (or no longer exists). */
export async function mayReuseContent(em: EntityManager, userId: string): Promise<boolean> {
  const user = await em.findOne(User, userId, { fields: ['reuseOptOutAt'] });
  return user !== null && user.reuseOptOutAt === null;
}

export async function reuseChoice(em: EntityManager, userId: string): Promise<{ optedOut: boolean; since: string | null; allowed: boolean }> {
  const [user, plan] = await Promise.all([em.findOneOrFail(User, userId, { fields: ['reuseOptOutAt'] }), featurePlan(em, userId)]);
  return { optedOut: user.reuseOptOutAt !== null, since: user.reuseOptOutAt?.toISOString() ?? null, allowed: planHas(plan, 'training_opt_out') };
}

/** Sets the choice (Master only, the plan gate naming it); kept when the plan ends, since it only protects. */
export async function setReuseOptOut(em: EntityManager, userId: string, optOut: boolean, now = new Date()): Promise<void> {
  await requireFeature(em, userId, 'training_opt_out', now);
  const user = await em.findOneOrFail(User, userId);
  user.reuseOptOutAt = optOut ? (user.reuseOptOutAt ?? now) : null;
  await em.flush();
}
