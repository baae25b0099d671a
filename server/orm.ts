import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../migrations/index';
import { PROJECT_ROOT } from './config';
import { entities } from './entities';
import { BACKGROUND_DB_LIMITS, boundedClient, pgTimeLimits, type DbTimeLimits } from './db/time-limits';
import type { Orm } from './ports';

export type { Orm } from './ports';
export type { EntityManager } from '@mikro-orm/postgresql';

/**
 * `limits`: WEB_DB_LIMITS for the ORM that serves web requests; the default, BACKGROUND_DB_LIMITS,
 * for migrations, jobs and scripts (server/db/time-limits.ts).
 */
export function ormOptions(clientUrl: string, limits: DbTimeLimits = BACKGROUND_DB_LIMITS): Options {
  return {
    entities,
    clientUrl,
    extensions: [Migrator],
    forceUtcTimezone: true,
    ensureDatabase: false,
    debug: false,
    pool: { min: 0, max: 20 },
    // A request waits at most so long for a connection (a full pool, a database that does not
    // answer) or for an answer, then fails with a 503 « momentanément indisponible » instead of hanging.
    driverOptions: pgTimeLimits(limits),
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

export async function initOrm(clientUrl: string, limits?: DbTimeLimits): Promise<Orm> {
  return MikroORM.init(ormOptions(clientUrl, limits));
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
  // Background limits: waiting for the lock lasts as long as another process's migrations.
  const lock = boundedClient(lockUrl, BACKGROUND_DB_LIMITS);
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
