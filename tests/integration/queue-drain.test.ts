import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBoss, TestClock } from 'pg-boss';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { bossOptions } from '../../server/boot';
import { drainingWork } from '../../server/jobs/worker';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * A backlog goes out as fast as its handlers run: jobs waiting in a queue (sign-in codes asked by a
 * crowd, generations at a busy hour) are not taken one per polling interval. The clock is pg-boss's
 * TestClock and never moves, so no polling timer ever fires: every job after the first is fetched
 * only because the one before it woke the workers.
 */
const dbName = `t_drain_${randomBytes(4).toString('hex')}`;
let boss: PgBoss;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
  await admin.end();
  boss = new PgBoss({ ...bossOptions(withDatabase(inject('adminUrl'), dbName), { listen: true }), clock: new TestClock(new Date('2026-03-02T00:00:00Z')) });
  await boss.start();
});

afterAll(async () => {
  await boss.stop({ graceful: false });
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

it('a queue of 30 waiting jobs is drained without waiting a polling interval between them', async () => {
  const queue = 'test.backlog';
  await boss.createQueue(queue, { notify: true });
  for (let n = 0; n < 30; n++) await boss.send(queue, { n });
  const done: number[] = [];
  const all = new Promise<void>((resolve) => {
    void drainingWork(boss, queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, localConcurrency: 2 }, async (item) => {
      done.push((item.data as { n: number }).n);
      if (done.length === 30) resolve();
    });
  });
  await expect(Promise.race([all.then(() => 'drained'), new Promise((r) => setTimeout(() => r(`stuck after ${done.length}`), 10_000))])).resolves.toBe('drained');
  expect(new Set(done).size).toBe(30);
});
