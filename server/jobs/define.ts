import type { Queue, WorkOptions } from 'pg-boss';
import type { z } from 'zod';
import type { Config } from '../config';
import type { AppServices } from '../ports';

export interface JobContext extends AppServices {
  jobId: string;
  retryCount: number;
  /** Aborted when pg-boss stops waiting for this attempt (expiry, shutdown). */
  signal?: AbortSignal;
}

/** One job: its name (`domain.verb`), payload schema, queue options and handler. */
export interface JobDefinition<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  name: Name;
  schema: Schema;
  queue: Omit<Queue, 'name'>;
  work?: (config: Config) => Pick<WorkOptions, 'localConcurrency' | 'batchSize' | 'pollingIntervalSeconds' | 'notifyPollingIntervalSeconds'>;
  handler: (data: z.infer<Schema>, ctx: JobContext) => Promise<void>;
}

export function defineJob<const Name extends string, Schema extends z.ZodType>(def: JobDefinition<Name, Schema>) {
  return def;
}

