import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';
import type { Db, PgBoss, Queue } from 'pg-boss';
import type { z } from 'zod';
import type { jobs } from '../job-registry';
import type { JobQueue } from '../ports';

export type { JobName, JobPayload, JobQueue } from '../ports';

// The registry's type map is the one import of the kernel from above (a type only): it fills the
// payloads `enqueue` takes (declared empty in server/ports.ts; TypeScript merges the two), while the
// job list itself is passed in at run time by the root (server/boot.ts, scripts, tests).
type AnyJob = (typeof jobs)[number];
type RegisteredPayloads = { [J in AnyJob as J['name']]: z.input<J['schema']> };
declare module '../ports' {
  interface JobPayloads extends RegisteredPayloads {}
}

/**
 * pg-boss writes its job row through the caller's MikroORM transaction, so a rolled-back
 * business write drops its job too. Kysely passes pg-boss's `$1` SQL through untouched.
 */
export function transactionExecutor(em: EntityManager): Db {
  return {
    async executeSql(text, values) {
      const result = await em.getKysely().executeQuery(CompiledQuery.raw(text, (values ?? []) as unknown[]));
      return { rows: result.rows as unknown[] as any[] };
    },
  };
}

/** What the queue needs of each job: its name, payload schema and queue options (never its handler). */
export interface QueuedJob {
  name: string;
  schema: z.ZodType;
  queue: Omit<Queue, 'name'>;
}

export function createJobQueue(boss: PgBoss, jobs: readonly QueuedJob[]): JobQueue {
  return {
    async enqueue(em, name, data, options = {}) {
      const def = jobs.find((job) => job.name === name);
      if (!def) throw new Error(`unknown job ${name}`);
      const payload = def.schema.parse(data) as object;
      const id = await boss.send(name, payload, { ...options, db: transactionExecutor(em) });
      if (!id) throw new Error(`pg-boss refused job ${name}`);
      return id;
    },
  };
}

/**
 * Every job beats while it runs (pg-boss refreshes it every half period): a worker that dies (kill -9,
 * out of memory, machine lost) stops beating, and its job is failed and retried elsewhere within
 * about this long plus one supervision pass, instead of waiting for its whole expiry. The expiry
 * still bounds a live handler that hangs.
 */
export const JOB_HEARTBEAT_SECONDS = 20;
/** How often pg-boss looks for stopped heartbeats and expired jobs (its default is 60 s). */
export const SUPERVISE_INTERVAL_SECONDS = 10;

/** Creates every queue (and its dead-letter queue first) at start. Idempotent. */
export async function createQueues(boss: PgBoss, jobs: readonly QueuedJob[]): Promise<void> {
  const existing = new Set((await boss.getQueues()).map((q) => q.name));
  for (const job of jobs) {
    const { deadLetter } = job.queue;
    if (deadLetter && !existing.has(deadLetter) && !jobs.some((j) => j.name === deadLetter)) {
      await boss.createQueue(deadLetter, { notify: true });
    }
  }
  // Dead-letter targets that are jobs themselves must exist before the queues that point at them.
  const ordered = [...jobs].sort((a, b) => Number(Boolean(a.queue.deadLetter)) - Number(Boolean(b.queue.deadLetter)));
  for (const job of ordered) {
    const { policy: _policy, partition: _partition, ...options } = job.queue;
    if (existing.has(job.name)) await boss.updateQueue(job.name, { heartbeatSeconds: JOB_HEARTBEAT_SECONDS, ...options });
    else await boss.createQueue(job.name, { notify: true, heartbeatSeconds: JOB_HEARTBEAT_SECONDS, ...job.queue });
  }
}
