// A database of its own, cloned from the test template, with the migrations as the app runs them (the
// committed snapshot is not written from it), taken down to the migration just before `migration`: a
// test then writes rows as an older release left them and runs the migration up (and down) on them.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrationsList } from '../../migrations/index';
import { ormOptions } from '../../server/orm';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/** The migration before `migration`: going down to it undoes `migration` and every later one. */
export function migrationBefore(migration: string): string {
  return migrationsList[migrationsList.findIndex((m) => m.name === migration) - 1]!.name!;
}

/** Runs `body` on a fresh database taken down to just before `migration`, then drops the database. */
export async function beforeMigration(migration: string, body: (orm: MikroORM, before: string) => Promise<void>): Promise<void> {
  const adminUrl = inject('adminUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  const options = ormOptions(withDatabase(adminUrl, name));
  const orm = await MikroORM.init({ ...options, migrations: { ...options.migrations, snapshot: false } });
  try {
    const before = migrationBefore(migration);
    await orm.migrator.down({ to: before });
    await body(orm, before);
  } finally {
    await orm.close(true);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
