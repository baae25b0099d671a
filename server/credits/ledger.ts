import type { EntityManager } from '@mikro-orm/postgresql';
import { credits, type Credits } from '../../shared/credits';
import { AppError } from '../errors';
import { CreditEntry, type ICreditEntry } from './credit-entry.entity';
import { DAY_MS } from '../../shared/format';

/**
 * The only code that moves credits. Every function expects to run inside the caller's transaction,
 * so a spend commits or rolls back together with the action it pays for.
 */

/** A refund whose original grant expired meanwhile comes back as a fresh grant valid this long. */
const REFUND_GRANT_DAYS = 30;

interface OpenGrant {
  id: string;
  remaining: number;
  expires_at: Date | null;
}

/**
 * Serialises every credit movement of one user: concurrent spends queue up behind this row lock. A
 * team member's spend locks the member and the owner, always in id order, so two members spending at
 * once cannot deadlock and never draw the same owner credit twice.
 */
async function lockUsers(em: EntityManager, ...userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)].sort();
  await em.execute(`select id from users where id in (${ids.map(() => '?').join(', ')}) order by id for update`, ids);
}
const lockUser = (em: EntityManager, userId: string) => lockUsers(em, userId);

async function openGrants(em: EntityManager, userId: string, now: Date): Promise<OpenGrant[]> {
  const rows = await em.execute<Array<{ id: string; remaining: number | string; expires_at: Date | string | null }>>(
    `select g.id, g.expires_at, (g.amount + coalesce(sum(e.amount), 0))::int as remaining
       from credit_entries g
       left join credit_entries e on e.grant_id = g.id
      where g.user_id = ? and g.kind = 'grant' and (g.expires_at is null or g.expires_at > ?)
        and (g.starts_at is null or g.starts_at <= ?)
      group by g.id
     having g.amount + coalesce(sum(e.amount), 0) > 0
      order by g.expires_at asc nulls last, g.created_at asc, g.id asc`,
    [userId, now, now],
  );
  // Raw rows come back as the driver gives them (timestamps may be strings): normalise here.
  return rows.map((r) => ({ id: r.id, remaining: Number(r.remaining), expires_at: r.expires_at === null ? null : new Date(r.expires_at) }));
}

export async function getBalance(em: EntityManager, userId: string, now = new Date()): Promise<Credits> {
  const grants = await openGrants(em, userId, now);
  return credits(grants.reduce((sum, g) => sum + g.remaining, 0));
}

/**
 * Refuses (INSUFFICIENT_CREDITS) what the user cannot pay now, with a team owner's credits counted as
 * spendCredits counts them, locking and writing nothing: the cheap refusal before costly work. The
 * spend itself checks again under its lock.
 */
export async function requireCredits(em: EntityManager, args: { userId: string; amount: number; teamOwnerId?: string | null; now?: Date }): Promise<void> {
  const now = args.now ?? new Date();
  const owners = [args.userId, ...(args.teamOwnerId && args.teamOwnerId !== args.userId ? [args.teamOwnerId] : [])];
  let available = 0;
  for (const userId of owners) available += await getBalance(em, userId, now);
  if (available < args.amount) throw new AppError('INSUFFICIENT_CREDITS', `balance ${available} < ${args.amount}`);
}

/** The grants that make up the balance, soonest expiry first (for « expire le … » hints). */
export async function listOpenGrants(em: EntityManager, userId: string, now = new Date()) {
  return (await openGrants(em, userId, now)).map((g) => ({ id: g.id, remaining: credits(g.remaining), expiresAt: g.expires_at }));
}

/** Grants paid for but not started yet (a renewal paid before the current period ends). */
export async function listUpcomingGrants(em: EntityManager, userId: string, now = new Date()) {
  const rows = await em.find(CreditEntry, { user: userId, kind: 'grant', startsAt: { $gt: now } }, { orderBy: { startsAt: 'asc' } });
  return rows.map((g) => ({ id: g.id, amount: credits(g.amount), startsAt: g.startsAt!, expiresAt: g.expiresAt }));
}

export async function grantCredits(
  em: EntityManager,
  args: { userId: string; amount: number; reason: string; reference?: string; expiresAt: Date; startsAt?: Date | null; actorId?: string | null },
): Promise<ICreditEntry> {
  credits(args.amount);
  if (args.amount === 0) throw new RangeError('a grant gives at least one credit');
  const entry = em.create(CreditEntry, {
    user: args.userId,
    actor: args.actorId === undefined ? args.userId : args.actorId,
    kind: 'grant',
    amount: args.amount,
    reason: args.reason,
    reference: args.reference ?? null,
    expiresAt: args.expiresAt,
    startsAt: args.startsAt ?? null,
  });
  await em.flush();
  return entry;
}

/**
 * Takes `amount` credits from the grants that expire first. A team member (`teamOwnerId` given, see
 * teamOwnerFor) spends their own credits first, then the owner's: those rows are the owner's, with the
 * member as actor. Throws INSUFFICIENT_CREDITS, writing nothing, when the balance is short.
 */
export async function spendCredits(
  em: EntityManager,
  args: { userId: string; amount: number; reason: string; reference: string; now?: Date; teamOwnerId?: string | null },
): Promise<void> {
  const now = args.now ?? new Date();
  const teamOwnerId = args.teamOwnerId && args.teamOwnerId !== args.userId ? args.teamOwnerId : null;
  await lockUsers(em, args.userId, ...(teamOwnerId ? [teamOwnerId] : []));
  const sources = [{ userId: args.userId, grants: await openGrants(em, args.userId, now) }];
  if (teamOwnerId) sources.push({ userId: teamOwnerId, grants: await openGrants(em, teamOwnerId, now) });
  const available = sources.reduce((sum, s) => sum + s.grants.reduce((t, g) => t + g.remaining, 0), 0);
  if (available < args.amount) {
    throw new AppError('INSUFFICIENT_CREDITS', `balance ${available} < ${args.amount}`);
  }
  let left = args.amount;
  for (const source of sources) {
    for (const grant of source.grants) {
      if (left === 0) break;
      const take = Math.min(left, grant.remaining);
      em.create(CreditEntry, { user: source.userId, actor: args.userId, kind: 'spend', amount: -take, grant: grant.id, reason: args.reason, reference: args.reference });
      left -= take;
    }
  }
  await em.flush();
}

/**
 * Gives back what was spent under `reference`. Idempotent: a second call finds the refund and does nothing.
 * Returns the number of credits given back.
 */
export async function refundCredits(em: EntityManager, args: { userId: string; reference: string; now?: Date }): Promise<number> {
  const now = args.now ?? new Date();
  // The spend may have drawn on a team owner's credits too (rows of the owner, with this user as actor).
  const owners = await em.execute<Array<{ user_id: string }>>('select distinct user_id from credit_entries where reference = ? and actor_id = ? and user_id <> ?', [args.reference, args.userId, args.userId]);
  await lockUsers(em, args.userId, ...owners.map((o) => o.user_id));
  const entries = await em.find(CreditEntry, { reference: args.reference, $or: [{ user: args.userId }, { actor: args.userId }] }, { populate: ['grant'] });
  if (entries.some((e) => e.kind === 'refund' || (e.kind === 'grant' && e.reason === 'refund'))) return 0;
  let total = 0;
  for (const spend of entries.filter((e) => e.kind === 'spend')) {
    const amount = -spend.amount;
    total += amount;
    const grant = spend.grant;
    const back = { user: spend.user.id, actor: args.userId };
    if (grant && (!grant.expiresAt || grant.expiresAt > now)) {
      em.create(CreditEntry, { ...back, kind: 'refund', amount, grant: grant.id, reason: 'refund', reference: args.reference });
    } else {
      em.create(CreditEntry, {
        ...back,
        kind: 'grant',
        amount,
        reason: 'refund',
        reference: args.reference,
        expiresAt: new Date(now.getTime() + REFUND_GRANT_DAYS * DAY_MS),
      });
    }
  }
  await em.flush();
  return total;
}

/**
 * Ends the given grants now: what is left of each is written off by an `expire` entry (an operator's
 * termination). Returns the credits written off.
 */
export async function expireGrants(em: EntityManager, args: { userId: string; references: string[]; reason: string; now?: Date }): Promise<number> {
  if (args.references.length === 0) return 0;
  await lockUser(em, args.userId);
  const rows = await em.execute<Array<{ id: string; remaining: number | string }>>(
    `select g.id, (g.amount + coalesce(sum(e.amount), 0))::int as remaining
       from credit_entries g
       left join credit_entries e on e.grant_id = g.id
      where g.user_id = ? and g.kind = 'grant' and g.reference in (${args.references.map(() => '?').join(', ')})
      group by g.id
     having g.amount + coalesce(sum(e.amount), 0) > 0`,
    [args.userId, ...args.references],
  );
  let total = 0;
  for (const row of rows) {
    const remaining = Number(row.remaining);
    total += remaining;
    em.create(CreditEntry, { user: args.userId, kind: 'expire', amount: -remaining, grant: row.id, reason: args.reason.slice(0, 32), reference: null });
  }
  await em.flush();
  return total;
}

export function daysFrom(now: Date, days: number): Date {
  return new Date(now.getTime() + days * DAY_MS);
}
