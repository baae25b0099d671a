import type { EntityManager } from '@mikro-orm/postgresql';
import { credits, type Credits } from '../../shared/credits';
import { AppError } from '../errors';
import { CreditEntry, type ICreditEntry } from './credit-entry.entity';

/**
 * The only code that moves credits. Every function expects to run inside the caller's transaction,
 * so a spend commits or rolls back together with the action it pays for.
 */

const DAY_MS = 86_400_000;
/** A refund whose original grant expired meanwhile comes back as a fresh grant valid this long. */
const REFUND_GRANT_DAYS = 30;

interface OpenGrant {
  id: string;
  remaining: number;
  expires_at: Date | null;
}

/** Serialises every credit movement of one user: concurrent spends queue up behind this row lock. */
async function lockUser(em: EntityManager, userId: string): Promise<void> {
  await em.execute('select id from users where id = ? for update', [userId]);
}

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
  args: { userId: string; amount: number; reason: string; reference?: string; expiresAt: Date; startsAt?: Date | null },
): Promise<ICreditEntry> {
  credits(args.amount);
  if (args.amount === 0) throw new RangeError('a grant gives at least one credit');
  const entry = em.create(CreditEntry, {
    user: args.userId,
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
 * Takes `amount` credits from the grants that expire first. Throws INSUFFICIENT_CREDITS, writing
 * nothing, when the balance is short.
 */
export async function spendCredits(
  em: EntityManager,
  args: { userId: string; amount: number; reason: string; reference: string; now?: Date },
): Promise<void> {
  const now = args.now ?? new Date();
  await lockUser(em, args.userId);
  const grants = await openGrants(em, args.userId, now);
  const available = grants.reduce((sum, g) => sum + g.remaining, 0);
  if (available < args.amount) {
    throw new AppError('INSUFFICIENT_CREDITS', `balance ${available} < ${args.amount}`);
  }
  let left = args.amount;
  for (const grant of grants) {
    if (left === 0) break;
    const take = Math.min(left, grant.remaining);
    em.create(CreditEntry, { user: args.userId, kind: 'spend', amount: -take, grant: grant.id, reason: args.reason, reference: args.reference });
    left -= take;
  }
  await em.flush();
}

/**
 * Gives back what was spent under `reference`. Idempotent: a second call finds the refund and does nothing.
 * Returns the number of credits given back.
 */
export async function refundCredits(em: EntityManager, args: { userId: string; reference: string; now?: Date }): Promise<number> {
  const now = args.now ?? new Date();
  await lockUser(em, args.userId);
  const entries = await em.find(CreditEntry, { user: args.userId, reference: args.reference }, { populate: ['grant'] });
  if (entries.some((e) => e.kind === 'refund' || (e.kind === 'grant' && e.reason === 'refund'))) return 0;
  let total = 0;
  for (const spend of entries.filter((e) => e.kind === 'spend')) {
    const amount = -spend.amount;
    total += amount;
    const grant = spend.grant;
    if (grant && (!grant.expiresAt || grant.expiresAt > now)) {
      em.create(CreditEntry, { user: args.userId, kind: 'refund', amount, grant: grant.id, reason: 'refund', reference: args.reference });
    } else {
      em.create(CreditEntry, {
        user: args.userId,
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
