import type { PgBoss } from 'pg-boss';
import type { AppServices } from '../services';
import { jobs } from './registry';

/** Starts a pg-boss worker for each job. Handlers re-validate their payload before running. */
export async function startWorkers(services: AppServices): Promise<void> {
  const boss: PgBoss = services.boss;
  for (const job of jobs) {
    // NOTIFY wakes workers for new jobs; retries and delayed jobs are only found by polling, so keep it short.
    const options = { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: 1, notifyPollingIntervalSeconds: 1, ...job.work?.(services.config) } as const;
    await boss.work(job.name, options, async (batch) => {
      for (const item of batch) {
        const log = services.log.child({ job: job.name, bossJobId: item.id, retryCount: item.retryCount });
        const parsed = job.schema.safeParse(item.data);
        if (!parsed.success) {
          // A payload that cannot be valid will never become valid: drop it, do not retry it.
          log.error({ issues: parsed.error.issues }, 'invalid job payload; dropped');
          continue;
        }
        try {
          await job.handler(parsed.data as never, { ...services, log, jobId: item.id, retryCount: item.retryCount, signal: item.signal });
        } catch (err) {
          log.error({ err }, 'job attempt failed');
          throw err;
        }
      }
    });
  }
}
