import pg from 'pg';

/** How long the database may keep one of our pools or clients waiting. */
export interface DbTimeLimits {
  /** For a new connection, or for a free one from a full pool. */
  connectMs: number;
  /** Server side: PostgreSQL cancels a statement that runs longer, cleanly (null: no limit). */
  statementMs: number | null;
  /**
   * Client side: a query without an answer after this long fails, whatever the server's state. A
   * database that is frozen (stopped, its disk or host stalled) or out of reach never cancels
   * anything by itself, so this is the bound that holds then.
   */
  queryMs: number;
}

/**
 * Web requests answer within 5 s, even while the database is frozen: a request fails on its first
 * statement that gets no answer (4 s at most), or on a connection it cannot get (3 s), then says
 * « momentanément indisponible » (503). The server's own limit comes first, 1 s before ours, so a
 * slow statement on a live database is cancelled by PostgreSQL (a clean error, its connection kept)
 * rather than dropped by us. No web statement comes near 3 s on a sound database.
 */
export const WEB_DB_LIMITS: DbTimeLimits = { connectMs: 3_000, statementMs: 3_000, queryMs: 3_500 };

/**
 * Migrations, jobs (the retention pass, pg-boss itself) and operator scripts may run long statements
 * (an index build, a day's deletions) and have no one waiting on a page: no server-side limit, and a
 * client-side one far above any of their statements, so that a connection lost without a word (no
 * reset ever comes) fails in the end instead of holding its job forever.
 */
export const BACKGROUND_DB_LIMITS: DbTimeLimits = { connectMs: 10_000, statementMs: null, queryMs: 10 * 60_000 };

/** The message `pg` gives a query that ran out of its `query_timeout`. */
export const QUERY_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * A `pg` client that closes its connection when a query runs out of time, and goes back to its pool
 * whenever its connection ends while it is lent out.
 *
 * - `pg` only fails the timed-out query's promise: the statement stays on the connection (PostgreSQL
 *   may still run it once it answers again, inside a transaction left open), and a pool released
 *   without an error (Kysely's, under MikroORM) would hand that connection to the next request, whose
 *   statements would wait behind it or join the abandoned transaction, and whose commit would commit
 *   it: a charge without its job. Closed, the connection takes its open transaction with it (the
 *   server rolls it back), and the request's ROLLBACK fails at once instead of waiting a limit of its own.
 * - Kysely gives a connection back only when its COMMIT or ROLLBACK succeeds
 *   (kysely-org/kysely#1990), which never happens on a dead connection: each transaction caught by
 *   an outage or a timeout would hold one of the pool's places for good, until the pool is empty and
 *   every request waits for nothing. So a lent client whose connection ends returns itself, with the
 *   error that removes it from the pool, and a later release by its borrower does nothing.
 */
export class BoundedClient extends pg.Client {
  /** The pool's release for the current loan (pg-pool assigns `client.release` at each checkout), null once given back. */
  #giveBack: ((err?: Error | boolean) => void) | null = null;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (err: unknown, res: unknown) => {
          this.dropAfterTimeout(err);
          (last as (err: unknown, res: unknown) => void)(err, res);
        };
        return query(...args);
      }
      const result = query(...args);
      if (typeof (result as Promise<unknown> | undefined)?.then === 'function') (result as Promise<unknown>).then(undefined, (err: unknown) => this.dropAfterTimeout(err));
      return result;
    }) as pg.Client['query'];
    Object.defineProperty(this, 'release', {
      configurable: true,
      get: () => (err?: Error | boolean) => {
        const giveBack = this.#giveBack;
        this.#giveBack = null;
        giveBack?.(err);
      },
      set: (poolRelease: (err?: Error | boolean) => void) => {
        this.#giveBack = poolRelease;
      },
    });
    this.on('end', () => this.release(new Error('connection ended while lent out')));
  }

  /** Set by pg-pool on each checkout; calling it more than once per checkout does nothing. */
  declare release: (err?: Error | boolean) => void;

  private dropAfterTimeout(err: unknown): void {
    // end() with a query still on the wire destroys the socket (pg does not wait for an answer then).
    if (err instanceof Error && err.message === QUERY_TIMEOUT_MESSAGE) this.end().catch(() => undefined);
  }
}

/** The options that put these limits on a `pg` pool or client (MikroORM's driverOptions take them too). */
export function pgTimeLimits(limits: DbTimeLimits) {
  return {
    Client: BoundedClient,
    connectionTimeoutMillis: limits.connectMs,
    query_timeout: limits.queryMs,
    ...(limits.statementMs === null ? {} : { statement_timeout: limits.statementMs }),
  } satisfies pg.PoolConfig;
}

/** One client of its own (a lock, LISTEN) under these limits. */
export function boundedClient(connectionString: string, limits: DbTimeLimits): BoundedClient {
  const { Client: _pooled, ...options } = pgTimeLimits(limits);
  return new BoundedClient({ connectionString, ...options });
}
