import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormOptions, type Orm } from '../../server/orm';
import { isDatabaseOutage } from '../../server/db/outage';
import { eventually } from './harness';
import { withDatabase } from './global-setup';

/**
 * A statement that gets no answer in time (a frozen database, here a sleeping one) must not leave its
 * transaction open on a pooled connection: the next request on that connection would join it, and
 * its commit would commit the abandoned half (a charge without its job).
 */
const adminUrl = inject('adminUrl');
const dbName = `t_${randomBytes(6).toString('hex')}`;
let orm: Orm;
const LIMIT_MS = 400;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  // One connection, so that whatever the pool keeps (or loses) is what the next request gets.
  orm = await MikroORM.init({ ...ormOptions(withDatabase(adminUrl, dbName), { connectMs: 2_000, statementMs: null, queryMs: LIMIT_MS }), pool: { min: 0, max: 1 } });
  await orm.em.fork().execute('create table marks (n int)');
});

afterAll(async () => {
  await orm?.close(true);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('a pooled connection caught by a timeout or an outage', () => {
  it('past its query limit: fails as an outage after one limit, and its transaction goes with its connection', async () => {
    let started = 0;
    const failure = await orm.em
      .fork()
      .transactional(async (tx) => {
        await tx.execute('insert into marks values (1)');
        started = performance.now();
        await tx.execute('select pg_sleep(1.2)'); // no answer within the limit, nor within two
      })
      .catch((err: unknown) => err);
    expect(isDatabaseOutage(failure)).toBe(true);
    // Its ROLLBACK fails at once on the closed connection instead of waiting a limit more behind the sleep.
    expect(performance.now() - started).toBeLessThan(2 * LIMIT_MS);

    // The next request commits only its own write, once the server answers again.
    await eventually(
      () =>
        orm.em
          .fork()
          .transactional((tx) => tx.execute('insert into marks values (2)'))
          .then(() => true)
          .catch(() => undefined),
      5_000,
      'a write after the timeout',
    );
    expect((await orm.em.fork().execute<Array<{ n: number }>>('select n from marks order by n')).map((r) => r.n)).toEqual([2]);
  });

  it('dead in a transaction (a restart, a terminated session): gives its place in the pool back', async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const failure = await orm.em
        .fork()
        .transactional(async (tx) => {
          const [session] = await tx.execute<Array<{ pid: number }>>('select pg_backend_pid() as pid');
          await admin.query('select pg_terminate_backend($1)', [session!.pid]);
          await tx.execute('insert into marks values (3)');
        })
        .catch((err: unknown) => err);
      expect(isDatabaseOutage(failure)).toBe(true);
    } finally {
      await admin.end();
    }
    // The pool holds one connection: the next request gets one (a new one) instead of waiting for nothing.
    expect(await orm.em.fork().execute<Array<{ one: number }>>('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
