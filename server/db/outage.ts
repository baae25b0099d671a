import { ConnectionException } from '@mikro-orm/core';

/** What a visitor reads while the database (or the queue, which lives in it) cannot be reached. */
export const SERVICE_UNAVAILABLE = 'Le service est momentanément indisponible. Réessayez dans un instant.';

// Connection failures, PostgreSQL shutting down or starting (SQLSTATE class 08, 57P01–57P03), a
// statement past its statement_timeout (57014), pool timeouts and queries past their query_timeout
// (a database that answers nothing: server/db/time-limits.ts).
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTCONN', '57P01', '57P02', '57P03', '57014']);
const MESSAGES = /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Query read timeout|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

/**
 * True when an error means « the database is out of reach » rather than « this request is wrong »:
 * those are answered 503 (retry later), never 500. Looks through wrapped causes (MikroORM, pg-boss).
 */
export function isDatabaseOutage(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof ConnectionException) return true;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || code.startsWith('08'))) return true;
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseOutage(inner))) return true;
    if (e instanceof Error && MESSAGES.test(e.message)) return true;
  }
  return false;
}
