import path from 'node:path';
import { Migrator } from '@mikro-orm/migrations';
import { MikroORM, type Options } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index';
import { PROJECT_ROOT } from '../config';
import { entities } from './entities';

export type Orm = MikroORM;
export type { EntityManager } from '@mikro-orm/postgresql';

export function ormOptions(clientUrl: string): Options {
  return {
    entities,
    clientUrl,
    extensions: [Migrator],
    forceUtcTimezone: true,
    ensureDatabase: false,
    debug: false,
    pool: { min: 0, max: 20 },
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

export async function migrate(orm: Orm): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}
