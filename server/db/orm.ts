import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import pg from 'pg';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index';
import { PROJECT_ROOT } from '../config';
import { entities } from './entities';

export type Orm = MikroORM;
export type { EntityManager } from '@mikro-orm/postgresql';

/** The same bound pg-boss uses by default (its connectionTimeoutMillis), for every pool and client of ours. */
export const DB_CONNECT_TIMEOUT_MS = 10_000;

export function ormOptions(clientUrl: string): Options {
  return {
    entities,
    clientUrl,
    extensions: [Migrator],
    forceUtcTimezone: true,
    ensureDatabase: false,
    debug: false,
    pool: { min: 0, max: 20 },
    // A request waits at most this long for a connection (a full pool, a database that does not
    // answer), then fails with a 503 « momentanément indisponible » instead of hanging.
    driverOptions: { connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS },
    // Tables owned by libraries, created by our migrations: never diffed away.
    schemaGenerator: { skipTables: ['rate_limits'] },
    migrations: {
      path: path.join(PROJECT_ROOT, 'migrations'),
      emit: 'ts',
      // Migrations are imported statically so the bundled server carries them (no file globbing at run time).
      migrationsList,
      snapshotName: '.snapshot-minialab',
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
  };
}

export async function initOrm(clientUrl: string): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl));
}

/** Any number taken once for the project: every process asks PostgreSQL for this same lock. */
export const MIGRATION_LOCK_KEY = 7_311_202_611;

/**
 * Brings the schema up to date, once, whatever the number of processes booting at the same moment
 * (web and workers on several machines): each waits for a session-level advisory lock, so the first
 * one migrates and the others find nothing left to do. The lock lives on its own session connection,
 * `lockUrl` (DIRECT_DATABASE_URL behind a transaction-mode pooler, where sessions do not hold).
 */
export async function migrate(orm: Orm, lockUrl: string = orm.config.get('clientUrl')!): Promise<string[]> {
  const lock = new pg.Client({ connectionString: lockUrl, connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const done = await orm.migrator.up();
    return done.map((m) => m.name);
  } finally {
    // Ending the session releases the lock too, should the unlock itself fail.
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}
