import type pg from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';

/**
 * Brute-force and abuse limits on the account endpoints, counted in Postgres so every web process
 * shares them. Each sign-in attempt costs an argon2 hash, so this also protects the CPU.
 *
 * No stranger may lock an owner out: wrong guesses block only their own source for that account
 * (per account and IP), never the account as a whole. Guesses spread over many sources meet a
 * per-account delay on the password path instead, which slows a botnet and costs the owner only a
 * short wait. E-mailed codes and recovery links are counted apart, so password failures never stop them.
 */
export interface RateLimits {
  /** Counts one attempt; throws RATE_LIMITED past the limit. */
  consume(kind: LimitKind, key: string): Promise<void>;
  /** Throws RATE_LIMITED if the limit is already reached, without counting. */
  check(kind: LimitKind, key: string): Promise<void>;
  /** Forgets the count (a successful sign-in clears its failures). */
  reset(kind: LimitKind, key: string): Promise<void>;
  /** How many points are counted now (0 when none). */
  count(kind: LimitKind, key: string): Promise<number>;
}

export type LimitKind = 'signInIp' | 'passwordFailSource' | 'passwordFailAccount' | 'codeFailSource' | 'mfaFailAccount' | 'signUpIp' | 'refreshIp' | 'codeRequestIp' | 'codeRequestEmail' | 'resetRequestIp' | 'resetRequestEmail' | 'signUpEmail' | 'mfaManageUser' | 'mfaFailDay' | 'checkoutUser' | 'freeRenderUser';

const RULES: Record<LimitKind, { points: number; duration: number }> = {
  signInIp: { points: 30, duration: 10 * 60 },
  /** Wrong passwords for one account from one source: that source stops guessing for 15 minutes. */
  passwordFailSource: { points: 10, duration: 15 * 60 },
  /** Wrong passwords for one account from anywhere: never blocks, only sets the delay (passwordDelayMs). */
  passwordFailAccount: { points: 1_000_000, duration: 15 * 60 },
  /** Wrong e-mailed codes for one account from one source (each code also dies after 5 tries). */
  codeFailSource: { points: 10, duration: 15 * 60 },
  /** Wrong second-factor codes per account: only someone who has the password gets this far. */
  mfaFailAccount: { points: 10, duration: 15 * 60 },
  signUpIp: { points: 10, duration: 60 * 60 },
  refreshIp: { points: 120, duration: 60 * 60 },
  codeRequestIp: { points: 20, duration: 60 * 60 },
  codeRequestEmail: { points: 5, duration: 60 * 60 },
  resetRequestIp: { points: 20, duration: 60 * 60 },
  resetRequestEmail: { points: 5, duration: 60 * 60 },
  /** Each sign-up sends an e-mail: no mail-bombing an address through the form. */
  signUpEmail: { points: 5, duration: 60 * 60 },
  /** Enrolment, disabling and new recovery codes each check a code: no guessing from a stolen session. */
  mfaManageUser: { points: 10, duration: 15 * 60 },
  /** Wrong second-factor codes per account and day, on top of mfaFailAccount's 10 per 15 minutes: no slow guessing over months. */
  mfaFailDay: { points: 30, duration: 24 * 60 * 60 },
  /** Each checkout makes an order and a call to the gateway: 30 an hour is plenty for a real payer. */
  checkoutUser: { points: 30, duration: 60 * 60 },
  /** Exports and « Améliorer » are free but each runs a render: 120 an hour is far above any real use. */
  freeRenderUser: { points: 120, duration: 60 * 60 },
};

export function createRateLimits(pool: pg.Pool): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([kind, rule]) => [
      kind,
      new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: kind, ...rule }),
    ]),
  ) as Record<LimitKind, RateLimiterPostgres>;
  const keyOf = (key: string) => key.toLowerCase().slice(0, 200);
  const limited = (kind: LimitKind, res: RateLimiterRes) =>
    new AppError('RATE_LIMITED', `${kind} limit reached`, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  return {
    async consume(kind, key) {
      try {
        await limiters[kind].consume(keyOf(key));
      } catch (err) {
        if (err instanceof RateLimiterRes) throw limited(kind, err);
        throw err;
      }
    },
    async check(kind, key) {
      const res = await limiters[kind].get(keyOf(key));
      if (res && res.consumedPoints >= RULES[kind].points) throw limited(kind, res);
    },
    async reset(kind, key) {
      await limiters[kind].delete(keyOf(key));
    },
    async count(kind, key) {
      return (await limiters[kind].get(keyOf(key)))?.consumedPoints ?? 0;
    },
  };
}

/**
 * The wait before checking a password, from the account's recent failures (any source): none for the
 * first five, then 200 ms more per failure, at most 3 s. A botnet guessing one account over thousands
 * of addresses is slowed down; the owner waits a few seconds at worst, and is never refused.
 */
export function passwordDelayMs(recentFailures: number): number {
  return recentFailures <= 5 ? 0 : Math.min(200 * (recentFailures - 5), 3000);
}
