import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPayload, JobQueue } from '../../jobs/queue';

/**
 * The studio's queue names and the one way to ask for a render, apart from the job handlers so
 * that services queueing work (generate, modify, improve, exports) do not import the handlers,
 * which import them back to close or refund what they started.
 */
export const RENDER_QUEUE = 'studio.render';
export const RENDER_FAILED_QUEUE = 'studio.render-failed';
export const EXPORT_QUEUE = 'studio.export';
export const EXPORT_FAILED_QUEUE = 'studio.export-failed';
/** AI edits of a thumbnail's picture (server/studio/ai-edit.ts) and their dead letter. */
export const AI_EDIT_QUEUE = 'studio.ai-edit';
export const AI_EDIT_FAILED_QUEUE = 'studio.ai-edit-failed';

/**
 * Why a `studio.export` job runs, which says what its failure undoes: a paid generation (refund),
 * a paid modification (refund and put the design back), « Améliorer » (put the design back), a
 * 4K / 9:16 / 1:1 file (mark it failed), the first render of a free copy (« Dupliquer »: mark it failed)
 * or a ready thumbnail drawn again because its files are gone from storage (the retention pass's
 * `repair`: nothing to undo, the row keeps pointing at the files it names).
 */
export const EXPORT_PURPOSES = ['generation', 'modification', 'improvement', 'export', 'duplicate', 'repair'] as const;
export type ExportPurpose = (typeof EXPORT_PURPOSES)[number];

/** A render request: the payload with its purpose always said (payloads queued before it was added are read by `purposeOf`). */
export type ExportRequest = JobPayload<typeof EXPORT_QUEUE> & { purpose: ExportPurpose };

export async function enqueueExport(tx: EntityManager, queue: JobQueue, request: ExportRequest): Promise<string> {
  return queue.enqueue(tx, EXPORT_QUEUE, request);
}

/**
 * The purpose of a payload, derived from the fields set when an older version queued it without
 * one: a job id with a design to restore was a modification, a job id alone a generation, an
 * export id a file, and nothing else « Améliorer ».
 */
export function purposeOf(payload: { purpose?: ExportPurpose | undefined; jobId?: string | undefined; exportId?: string | undefined; restore?: unknown }): ExportPurpose {
  if (payload.purpose) return payload.purpose;
  if (payload.jobId) return payload.restore ? 'modification' : 'generation';
  if (payload.exportId) return 'export';
  return 'improvement';
}
