import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from './order.entity';
import { PaymentNotification } from './payment-notification.entity';
import { RefusedNotification } from './refused-notification.entity';
import { settlePayment, type BillingDeps } from './orders';
import { ProviderError, type IncomingNotification } from './providers/types';
import { DAY_MS } from '../../shared/format';

/** Headers worth keeping with a notification: what it is and who signed it. Never cookies or auth. */
const KEPT_HEADERS = ['content-type', 'user-agent', 'wave-signature', 'x-sandbox-signature', 'x-forwarded-for'];
const MAX_LOGGED_BODY = 64 * 1024;
/** A refused request leaves at most this much of its body, in one row per source. */
const REFUSED_SAMPLE = 1024;
/** At most this many sources get a row of their own; the rest share OTHER_SOURCES. */
const MAX_REFUSED_SOURCES = 5000;
const OTHER_SOURCES = 'autres';
/** Refused requests are forgotten this long after the last one from their source. */
export const REFUSED_RETENTION_DAYS = 30;

export interface NotificationResult {
  httpStatus: number;
  outcome: string;
}

// PostgreSQL text cannot hold NUL: a body with one would fail the insert.
const asText = (body: Buffer, max: number) => body.subarray(0, max).toString('utf8').replaceAll('\u0000', '\uFFFD');

function keptHeaders(headers: IncomingNotification['headers'], names: string[], max: number): Record<string, string> {
  return Object.fromEntries(names.flatMap((h) => (headers[h] ? [[h, String(headers[h]).slice(0, max)]] : [])));
}

/**
 * Counts a refused request in one row per provider, source and reason: a flood of forged posts
 * costs one small upsert each and leaves a count, not its bodies.
 */
async function recordRefusal(em: EntityManager, provider: string, incoming: IncomingNotification & { ip: string | null }, reason: string): Promise<void> {
  const now = new Date();
  const table = em.getMetadata(RefusedNotification).tableName;
  const upsert = (ip: string, onlyIfRoom: boolean) =>
    em.getConnection().execute(
      `insert into ${table} (id, provider, ip, reason, count, first_at, last_at, sample, sample_headers)
       select ?, ?, ?, ?, 1, ?, ?, ?, ?
       where not ? or exists (select 1 from ${table} where provider = ? and ip = ? and reason = ?) or (select count(*) from (select 1 from ${table} limit ${MAX_REFUSED_SOURCES}) kept) < ${MAX_REFUSED_SOURCES}
       on conflict (provider, ip, reason) do update set count = ${table}.count + 1, last_at = excluded.last_at, sample = excluded.sample, sample_headers = excluded.sample_headers
       returning id`,
      [randomUUID(), provider, ip, reason, now, now, asText(incoming.rawBody, REFUSED_SAMPLE), JSON.stringify(keptHeaders(incoming.headers, ['content-type', 'user-agent'], 200)), onlyIfRoom, provider, ip, reason],
    );
  const ip = (incoming.ip ?? 'inconnue').slice(0, 64);
  // Past MAX_REFUSED_SOURCES sources (a botnet), new ones are counted together: the table stays small.
  if ((await upsert(ip, true)).length === 0) await upsert(OTHER_SOURCES, false);
}

/**
 * One notification from a gateway, as our endpoint received it. It must first prove it comes from
 * the gateway (signature or hash, checked here, with no call out): a refused one is only counted
 * (recordRefusal) and never reaches the gateway nor the orders. A proven one is logged whole, then
 * the payment's state is taken from the signed body or asked of the gateway (PayDunya) before
 * anything is granted.
 */
export async function handleNotification(
  em: EntityManager,
  deps: BillingDeps,
  incoming: IncomingNotification & { ip: string | null },
): Promise<NotificationResult> {
  const verified = await deps.provider.verifyNotification(incoming);
  if (!verified) {
    deps.log.warn({ provider: deps.provider.id, ip: incoming.ip }, 'payment notification refused: not signed by the gateway');
    await recordRefusal(em, deps.provider.id, incoming, 'signature');
    return { httpStatus: 401, outcome: 'refused_signature' };
  }
  const log = em.create(PaymentNotification, {
    provider: deps.provider.id,
    headers: keptHeaders(incoming.headers, KEPT_HEADERS, 500),
    rawBody: asText(incoming.rawBody, MAX_LOGGED_BODY),
    ip: incoming.ip,
    verified: true,
    providerRef: verified.providerRef,
  });
  await em.flush();
  const finish = async (httpStatus: number, outcome: string, orderId?: string | null) => {
    log.outcome = outcome;
    if (orderId) log.order = em.getReference(Order, orderId);
    await em.flush();
    return { httpStatus, outcome };
  };

  let state = verified.state;
  if (!state) {
    try {
      state = await deps.provider.confirm(verified.providerRef);
    } catch (err) {
      deps.log.error({ err, provider: deps.provider.id, providerRef: verified.providerRef }, 'payment confirmation failed; the gateway will retry');
      // A 5xx makes the gateway try again later.
      return finish(err instanceof ProviderError ? 502 : 500, 'confirm_failed');
    }
  }
  const { outcome, orderId } = await settlePayment(em.fork(), deps, { state });
  // Unknown orders and refused amounts are answered 200: retrying cannot make them valid. They stay logged.
  return finish(200, outcome, orderId);
}

/** The daily clean-up: refused requests are kept 30 days after their source's last one. */
export async function forgetOldRefusals(em: EntityManager, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - REFUSED_RETENTION_DAYS * DAY_MS);
  const counted = await em.nativeDelete(RefusedNotification, { lastAt: { $lt: cutoff } });
  // Refused posts logged whole before the counter existed.
  const legacy = await em.nativeDelete(PaymentNotification, { verified: false, createdAt: { $lt: cutoff } });
  return counted + legacy;
}
