import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors';
import type { LimitKind, RateLimits } from '../ports';

// The interfaces are the kernel's (server/ports.ts); their importers keep finding them here.
export type { LimitKind, RateLimits } from '../ports';

/*
 * Brute-force and abuse limits on the account endpoints, counted in Postgres so every web process
 * shares them. Each sign-in attempt costs an argon2 hash, so this also protects the CPU.
 *
 * No stranger may lock an owner out:
 * - attempts are limited per account and source (an IPv4 address, an IPv6 /64), never per account
 *   alone, so a source that guesses is stopped and the owner elsewhere is not;
 * - password checks for an account from a device it does not know take turns (`pace`), each waiting
 *   longer as failures grow: a botnet spread over thousands of addresses gets one guess per slot,
 *   while the owner waits seconds at worst, and never on a device it signed in from (a device cookie);
 * - past those turns a password is not checked at all (the answer cannot say whether it was right)
 *   and the owner is offered an e-mailed code instead;
 * - e-mailed codes are bound to the browser that asked for them, and code or link requests are
 *   limited per source (with a generous daily cap per address against mail-bombing), so password
 *   failures, guesses elsewhere or a stranger's requests never stop the owner's code or link. Each
 *   source gets a small daily share of an address's codes, so filling the address's day takes many
 *   sources (codeRequestSourceDay, codeRequestDay), and a device the account knows is not counted.
 */

/** `memory`: counted in this process only, for limits that protect its CPU and must not cost a database write per call. */
const RULES: Record<LimitKind, { points: number; duration: number; memory?: true }> = {
  signInIp: { points: 30, duration: 10 * 60 },
  /** Password attempts for one account from one source (counted before checking, cleared by a success). */
  passwordSource: { points: 10, duration: 15 * 60 },
  /** Wrong passwords for one account from anywhere: never blocks, only spaces the turns (passwordDelayMs). */
  passwordFailAccount: { points: 1_000_000, duration: 15 * 60 },
  /** Wrong passwords from a device the account signed in from: past this, it is treated as any other device. */
  passwordFailDevice: { points: 10, duration: 15 * 60 },
  /** E-mailed code attempts for one account from one source (each code also dies after 5 tries, from its own browser). */
  codeSource: { points: 10, duration: 15 * 60 },
  /** Second-factor attempts per account: only someone who has the password gets this far. */
  mfaAccount: { points: 10, duration: 15 * 60 },
  signUpIp: { points: 10, duration: 60 * 60 },
  refreshIp: { points: 120, duration: 60 * 60 },
  codeRequestIp: { points: 20, duration: 60 * 60 },
  /** Codes asked for one address from one source. */
  codeRequestSource: { points: 5, duration: 60 * 60 },
  /** Codes asked for one address from one source in a day: each source's share of codeRequestDay. */
  codeRequestSourceDay: { points: 3, duration: 24 * 60 * 60 },
  /**
   * Codes mailed to one address in a day from devices the account does not know: no mail-bombing (4 an
   * hour at most), and with 3 per source it takes 34 sources to fill; 20 sources leave the owner 40.
   */
  codeRequestDay: { points: 100, duration: 24 * 60 * 60 },
  resetRequestIp: { points: 20, duration: 60 * 60 },
  resetRequestSource: { points: 5, duration: 60 * 60 },
  resetRequestDay: { points: 40, duration: 24 * 60 * 60 },
  /** Each sign-up sends an e-mail: no mail-bombing an address through the form. */
  signUpEmail: { points: 5, duration: 60 * 60 },
  /** Enrolment, disabling and new recovery codes each check a code: no guessing from a stolen session. */
  mfaManageUser: { points: 10, duration: 15 * 60 },
  /** Wrong second-factor codes per account and day, on top of mfaAccount's 10 per 15 minutes: no slow guessing over months. */
  mfaFailDay: { points: 30, duration: 24 * 60 * 60 },
  /** Each checkout makes an order and a call to the gateway: 30 an hour is plenty for a real payer. */
  checkoutUser: { points: 30, duration: 60 * 60 },
  /** Exports and « Améliorer » are free but each runs a render: 120 an hour is far above any real use. */
  freeRenderUser: { points: 120, duration: 60 * 60 },
  /** « Décrire une modification » is read on each pause in typing (a few milliseconds, no render): 1 200 an hour. */
  instructionUser: { points: 1200, duration: 60 * 60 },
  /** Each upload is decoded and re-encoded: 200 an hour covers a DigitalMe set sent three times over. */
  uploadUser: { points: 200, duration: 60 * 60 },
  /** Account control asks the password (closing the account): no guessing it from a stolen session. */
  accountControlUser: { points: 10, duration: 15 * 60 },
  /** Each request mails the support address: 10 a day is far above a real need. */
  supportUser: { points: 10, duration: 24 * 60 * 60 },
  /** Each invitation mails an address: a team has 4 seats, 20 a day allows mistakes, not mail-bombing. */
  teamInviteUser: { points: 20, duration: 24 * 60 * 60 },
  /** Accepting checks a token: no guessing links from a stolen session. */
  teamAcceptUser: { points: 20, duration: 60 * 60 },
  /** Each change of address mails an address the account does not own yet: 5 a day is plenty, and no mail-bombing. */
  emailChangeDay: { points: 5, duration: 24 * 60 * 60 },
  /**
   * Each save lays the design out on the server (up to OPERATIONS_MAX operations) before it is
   * refused or charged: 10 a minute is above a real pace (each save is followed by its render).
   */
  modifyUser: { points: 10, duration: 60 },
  /** On top of instructionUser's hour: a read follows each pause in typing (300 ms), so at most 33 in 10 s; a script's burst stops at 30. */
  instructionBurstUser: { points: 30, duration: 10 },
  /**
   * The brief's chips, read on each pause in typing (350 ms: at most 29 in 10 s for one typist), by
   * visitors too: per source, 60 in 10 s lets two people type at full pace behind one address.
   */
  briefSource: { points: 60, duration: 10, memory: true },
};

/**
 * Who a request comes from, for limits: its IPv4 address, or its IPv6 /64 (one home or phone gets a
 * whole /64, so counting single IPv6 addresses would give an attacker endless « sources »).
 */
export function sourceOf(ip: string | null | undefined): string {
  if (!ip) return 'inconnue';
  const plain = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(plain) !== 6) return plain;
  const full = expandIPv6(plain);
  return `${full.slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = Array.from({ length: Math.max(0, 8 - left.length - right.length) }, () => '0');
  return [...left, ...(ip.includes('::') ? middle : []), ...right].map((part) => part.toLowerCase().replace(/^0+(?=.)/, ''));
}

export function createRateLimits(pool: pg.Pool): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([kind, { memory, ...rule }]) => [
      kind,
      memory
        ? new RateLimiterMemory({ keyPrefix: kind, ...rule })
        : new RateLimiterPostgres({ storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, keyPrefix: kind, ...rule }),
    ]),
  ) as Record<LimitKind, RateLimiterPostgres | RateLimiterMemory>;
  // Long keys (an address and a source) are hashed rather than cut, so no part of them is lost.
  const keyOf = (key: string) => (key.length <= 200 ? key.toLowerCase() : createHash('sha256').update(key.toLowerCase()).digest('hex'));
  const limited = (kind: LimitKind, res: RateLimiterRes) =>
    new AppError('RATE_LIMITED', `${kind} limit reached`, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
  return {
    async consume(kind, key) {
      try {
        return (await limiters[kind].consume(keyOf(key))).consumedPoints;
      } catch (err) {
        if (err instanceof RateLimiterRes) throw limited(kind, err);
        throw err;
      }
    },
    async refund(kind, key) {
      await limiters[kind].reward(keyOf(key), 1);
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
    async pace(key, spacingMs, maxWaitMs) {
      const { rows } = await pool.query<{ wait: number }>(
        `insert into sign_in_paces (key, next_at) values ($1, now() + $2 * interval '1 millisecond')
         on conflict (key) do update set next_at = greatest(sign_in_paces.next_at, now()) + $2 * interval '1 millisecond'
           where greatest(sign_in_paces.next_at, now()) + $2 * interval '1 millisecond' <= now() + $3 * interval '1 millisecond'
         returning greatest(0, extract(epoch from (next_at - now())) * 1000)::int as wait`,
        [keyOf(key), spacingMs, maxWaitMs],
      );
      return rows[0]?.wait ?? null;
    },
    async purge() {
      const counters = await pool.query(`delete from rate_limits where expire is not null and expire < $1`, [Date.now()]);
      const slots = await pool.query(`delete from sign_in_paces where next_at < now() - interval '1 day'`);
      return (counters.rowCount ?? 0) + (slots.rowCount ?? 0);
    },
  };
}

/**
 * The wait before checking a password, from the account's recent failures (any source): none for the
 * first five, then 200 ms more per failure, at most 3 s. A botnet guessing one account over thousands
 * of addresses is slowed down; the owner waits a few seconds at worst, or, when the turns are taken,
 * is offered an e-mailed code.
 */
export function passwordDelayMs(recentFailures: number): number {
  return recentFailures <= 5 ? 0 : Math.min(200 * (recentFailures - 5), 3000);
}
