import { randomBytes } from 'node:crypto';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import pg from 'pg';
import { PgBoss, TestClock } from 'pg-boss';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { bossOptions } from '../../server/boot';
import { drainingWork } from '../../server/job-worker';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * How the product's workers take jobs (server/job-worker.ts), on a real pg-boss. The clock is
 * pg-boss's TestClock and never moves, so no polling timer and no heartbeat supervision ever fires:
 * whatever happens here happens because a finished job asked for it.
 */
const dbName = `t_worker_${randomBytes(4).toString('hex')}`;
const bosses: PgBoss[] = [];
let proxy: CuttableProxy;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
  await admin.end();
  proxy = await cuttableProxy(new URL(inject('adminUrl')));
});

afterAll(async () => {
  for (const boss of bosses) await boss.stop({ graceful: false });
  proxy.close();
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

async function startBoss(url: string): Promise<PgBoss> {
  const boss = new PgBoss({ ...bossOptions(url, { listen: true }), clock: new TestClock(new Date('2026-03-02T00:00:00Z')) });
  boss.on('error', () => undefined); // the cut connections of the second test
  await boss.start();
  bosses.push(boss);
  return boss;
}

const within = <T>(work: Promise<T>, ms: number, stuck: () => string) =>
  Promise.race([work.then(() => 'done'), new Promise((r) => setTimeout(() => r(stuck()), ms))]);

it('a queue of 30 waiting jobs (sign-in codes asked by a crowd) is drained without waiting a polling interval between them', async () => {
  const boss = await startBoss(withDatabase(inject('adminUrl'), dbName));
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
  await expect(within(all, 10_000, () => `stuck after ${done.length}`)).resolves.toBe('done');
  expect(new Set(done).size).toBe(30);
});

it('a job that failed because the database was out of reach is retried as soon as it is back, not when its heartbeat is missed', async () => {
  // pg-boss reaches its database through a proxy this test can cut, as a restart or a network fault would.
  const url = withDatabase(`postgres://${proxy.credentials}@127.0.0.1:${proxy.port}`, dbName);
  const boss = await startBoss(url);
  const queue = 'test.outage';
  await boss.createQueue(queue, { notify: true, retryLimit: 2, retryDelay: 0 });
  await boss.send(queue, { title: 'Pendant la coupure' });
  const attempts: number[] = [];
  const retried = new Promise<void>((resolve) => {
    void drainingWork(boss, queue, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1 }, async (item) => {
      attempts.push(item.retryCount);
      if (item.retryCount > 0) return resolve();
      proxy.cut();
      setTimeout(() => proxy.restore(), 1_500);
      throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
  });
  await expect(within(retried, 15_000, () => `attempts seen: ${attempts.join(',')}`)).resolves.toBe('done');
  expect(attempts).toEqual([0, 1]);
});

interface CuttableProxy {
  port: number;
  credentials: string;
  /** Drops every connection and refuses new ones. */
  cut(): void;
  restore(): void;
  close(): void;
}

/** A TCP relay to the suite's PostgreSQL that can be cut, without touching the server every test file shares. */
async function cuttableProxy(target: URL): Promise<CuttableProxy> {
  let open = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = connect(Number(target.port), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined).on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    credentials: `${target.username}:${target.password}`,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    restore() {
      open = true;
    },
    close() {
      for (const s of sockets) s.destroy();
      server.close();
    },
  };
}
