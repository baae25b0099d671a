import { setTimeout as sleep } from 'node:timers/promises';
import type { PgBoss, WorkOptions } from 'pg-boss';
import { isDatabaseOutage } from './db/outage';
import type { AppServices } from './ports';
import { jobs } from './job-registry';

/** Starts a pg-boss worker for each job. Handlers re-validate their payload before running. */
export async function startWorkers(services: AppServices): Promise<void> {
  const boss: PgBoss = services.boss;
  for (const job of jobs) {
    // NOTIFY wakes workers for new jobs; retries and delayed jobs are only found by polling, so keep it short.
    const options = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, ...job.work?.(services.config) } as const;
    await drainingWork(boss, job.name, options, async (item) => {
      const log = services.log.child({ job: job.name, bossJobId: item.id, retryCount: item.retryCount });
      const parsed = job.schema.safeParse(item.data);
      if (!parsed.success) {
        // A payload that cannot be valid will never become valid: drop it, do not retry it.
        log.error({ issues: parsed.error.issues }, 'invalid job payload; dropped');
        return;
      }
      try {
        await job.handler(parsed.data as never, { ...services, log, jobId: item.id, retryCount: item.retryCount, signal: item.signal });
      } catch (err) {
        log.error({ err }, 'job attempt failed');
        throw err;
      }
    });
  }
}

interface WorkItem {
  id: string;
  data: unknown;
  retryCount: number;
  signal?: AbortSignal;
}

/**
 * boss.work, draining a backlog at the handlers' own speed. After each batch a pg-boss worker waits
 * its polling interval before it fetches again, even when jobs are waiting (its burst modes need
 * batches of several jobs, or queue statistics refreshed every few seconds): a queue of 60 sign-in
 * codes went out one a second, and the owner's code waited a minute behind strangers' requests. So a
 * finished batch wakes this process's workers of its queue, as a new job's NOTIFY does: each fetches
 * at once, and one that finds nothing goes back to waiting.
 */
export async function drainingWork(
  boss: PgBoss,
  name: string,
  options: WorkOptions & { includeMetadata: true },
  handle: (item: WorkItem) => Promise<void>,
): Promise<string> {
  const wake = () => {
    for (const worker of boss.getWipData()) if (worker.name === name) boss.notifyWorker(worker.id);
  };
  return boss.work(name, options, async (batch) => {
    try {
      for (const item of batch) {
        try {
          await handle(item);
        } catch (err) {
          if (isDatabaseOutage(err)) await databaseBack(boss, item.signal);
          throw err;
        }
      }
    } finally {
      wake();
    }
  });
}

/** The longest a job that failed for want of the database waits for it before reporting the failure anyway. */
const OUTAGE_WAIT_MS = 30_000;

/**
 * A job that failed because the database could not be reached reports its failure only once the
 * database answers again: pg-boss records a failure (and schedules the retry) in the database, so a
 * failure reported during the outage is lost, and the job then stays « active » until its stopped
 * heartbeat is noticed, 20 to 30 s later (a thumbnail seen « en cours » that long after a restart).
 */
async function databaseBack(boss: PgBoss, signal: AbortSignal | undefined): Promise<void> {
  const deadline = Date.now() + OUTAGE_WAIT_MS;
  while (Date.now() < deadline && !signal?.aborted) {
    try {
      await boss.getDb().executeSql('select 1');
      return;
    } catch {
      await sleep(250);
    }
  }
}
