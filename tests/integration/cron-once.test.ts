import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBoss, TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DAILY_BILLING_CRON, dailyBillingJob } from '../../server/billing/jobs/daily';
import { bossOptions, scheduleDailyJobs } from '../../server/boot';
import { createQueues } from '../../server/jobs/queue';
import { jobs } from '../../server/job-registry';
import { RETENTION_CRON, retentionJob } from '../../server/privacy/jobs/retention';
import { TEMPLATE_DB, withDatabase } from './global-setup';

/**
 * Issue 17, « cron jobs run once per schedule whatever the number of workers »: three workers, each
 * with pg-boss as the product configures it (server/boot.ts bossOptions) and each declaring the daily
 * schedules at boot as the product does (scheduleDailyJobs), on one database, over two days.
 *
 * Time is pg-boss's own TestClock, shared by the three instances: it drives their timers and, through
 * the schema's job_now(), the database's idea of now, so the real cron passes, their claim on
 * pgboss.version and the singleton slots all run as in production, two days in a few seconds
 * (real time would need a day per period; even a per-minute cron needs a minute per period, since
 * pg-boss files at most one job per schedule per minute).
 */
const adminUrl = () => inject('adminUrl');
const dbName = `t_cron_${randomBytes(4).toString('hex')}`;
const clock = new TestClock(new Date('2026-03-02T00:00:00Z'));
const workers: PgBoss[] = [];
/** Each run of a scheduled job: which queue, which worker ran it, and when (test clock). */
const runs: Array<{ queue: string; worker: number; at: string }> = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`create database ${dbName} template ${TEMPLATE_DB}`);
  await admin.end();
  const url = withDatabase(adminUrl(), dbName);
  for (let n = 0; n < 3; n++) {
    const boss = new PgBoss({ ...bossOptions(url, { listen: true }), clock });
    boss.on('error', (err) => console.error(`worker ${n}`, err));
    await boss.start();
    workers.push(boss);
  }
  for (const [n, boss] of workers.entries()) {
    await createQueues(boss, jobs);
    await scheduleDailyJobs(boss); // every worker declares the schedules at boot
    for (const queue of [dailyBillingJob.name, retentionJob.name]) {
      // In place of the real passes (tested in their own files): a note of who ran what, and when.
      // Woken by NOTIFY when a job is filed; the slow polling keeps the simulated minutes cheap.
      await boss.work(queue, { pollingIntervalSeconds: 30 }, async () => {
        runs.push({ queue, worker: n, at: new Date(clock.now()).toISOString() });
      });
    }
  }
}, 60_000);

afterAll(async () => {
  for (const boss of workers) await boss.stop({ graceful: false });
  const admin = new pg.Client({ connectionString: adminUrl() });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

/**
 * Lets the three workers live through an instant (Africa/Dakar is UTC all year): from 20 s before to
 * 90 s after, room for a cron pass (every 30 s), the send-it worker (5 s) and a worker to run the job.
 */
async function liveAround(instant: string) {
  await clock.setTime(new Date(new Date(instant).getTime() - 20_000));
  await clock.tick(110_000);
}

describe('daily schedules with three workers on one database', () => {
  it('run once per day each, billing at 08:00 and retention at 03:30 Dakar time, over two days', { timeout: 120_000 }, async () => {
    expect([DAILY_BILLING_CRON, RETENTION_CRON]).toEqual(['0 8 * * *', '30 3 * * *']); // the times below
    const schedules = await workers[0]!.getSchedules();
    expect(schedules.map((s) => s.name).sort()).toEqual([dailyBillingJob.name, retentionJob.name]); // three declarations, one row each

    for (const day of ['2026-03-02', '2026-03-03']) {
      await liveAround(`${day}T03:30:00Z`);
      await liveAround(`${day}T08:00:00Z`);
    }
    // Time also passes away from the due times: nothing runs then.
    await clock.setTime(new Date('2026-03-03T12:00:00Z'));
    await clock.tick(110_000);

    const byDay = (queue: string) => runs.filter((r) => r.queue === queue).map((r) => r.at.slice(0, 13)).sort();
    expect(byDay(retentionJob.name)).toEqual(['2026-03-02T03', '2026-03-03T03']);
    expect(byDay(dailyBillingJob.name)).toEqual(['2026-03-02T08', '2026-03-03T08']);
    // Once in the queue as well: no second job waiting for a worker that was slower to poll.
    const db = new pg.Client({ connectionString: withDatabase(adminUrl(), dbName) });
    await db.connect();
    try {
      const { rows } = await db.query<{ name: string; n: number }>(`select name, count(*)::int as n from pgboss.job where name = any($1) group by name order by name`, [[dailyBillingJob.name, retentionJob.name]]);
      expect(rows).toEqual([
        { name: dailyBillingJob.name, n: 2 },
        { name: retentionJob.name, n: 2 },
      ]);
    } finally {
      await db.end();
    }
  });
});
