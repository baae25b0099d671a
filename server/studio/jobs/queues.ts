import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobPayload, JobQueue } from '../../jobs/queue';

/**
 * The studio's queue names and the one way to ask for a file to be drawn, apart from the job
 * handlers so that services queueing work (generate, modify, improve, exports) do not import the
 * handlers, which import them back to close or refund what they started. Each name says what its
 * job does: `studio.compose` makes a paid thumbnail's design, `studio.render-file` draws a saved
 * design into its files.
 */
export const COMPOSE_QUEUE = 'studio.compose';
export const COMPOSE_FAILED_QUEUE = 'studio.compose-failed';
export const RENDER_FILE_QUEUE = 'studio.render-file';
export const RENDER_FILE_FAILED_QUEUE = 'studio.render-file-failed';
/** AI edits of a thumbnail's picture (server/studio/ai-edit.ts) and their dead letter. */
export const AI_EDIT_QUEUE = 'studio.ai-edit';
export const AI_EDIT_FAILED_QUEUE = 'studio.ai-edit-failed';
/** Face Swap on a thumbnail (server/studio/face-swap/) and its dead letter: a studio job, whatever photos it reads. */
export const FACE_SWAP_QUEUE = 'studio.face-swap';
export const FACE_SWAP_FAILED_QUEUE = 'studio.face-swap-failed';

/**
 * The names the previous release queued under, retired because they said the opposite of what the
 * jobs do (or named the wrong domain). Jobs queued under them before a deploy still run, through the
 * same handlers (jobs/retired.ts); never give one of these names to a new job.
 * TO REMOVE one release after the rename, with jobs/retired.ts.
 */
export const RETIRED_QUEUES = {
  compose: 'studio.render',
  composeFailed: 'studio.render-failed',
  renderFile: 'studio.export',
  renderFileFailed: 'studio.export-failed',
  faceSwap: 'digitalme.faceswap',
  faceSwapFailed: 'digitalme.faceswap-failed',
} as const;

/**
 * Why a `studio.render-file` job runs, which says what its failure undoes: a paid generation
 * (refund), a paid modification (refund and put the design back), « Améliorer » (put the design
 * back), a 4K / 9:16 / 1:1 file (mark it failed), the first render of a free copy (« Dupliquer »:
 * mark it failed) or a ready thumbnail drawn again because its files are gone from storage (the
 * retention pass's `repair`: nothing to undo, the row keeps pointing at the files it names).
 */
export const RENDER_FILE_PURPOSES = ['generation', 'modification', 'improvement', 'export', 'duplicate', 'repair'] as const;
export type RenderFilePurpose = (typeof RENDER_FILE_PURPOSES)[number];

/** A request to draw a file: the payload with its purpose always said (payloads queued before it was added are read by `purposeOf`). */
export type RenderFileRequest = JobPayload<typeof RENDER_FILE_QUEUE> & { purpose: RenderFilePurpose };

export async function enqueueRenderFile(tx: EntityManager, queue: JobQueue, request: RenderFileRequest): Promise<string> {
  return queue.enqueue(tx, RENDER_FILE_QUEUE, request);
}

/**
 * The purpose of a payload, derived from the fields set when an older version queued it without
 * one: a job id with a design to restore was a modification, a job id alone a generation, an
 * export id a file, and nothing else « Améliorer ».
 */
export function purposeOf(payload: { purpose?: RenderFilePurpose | undefined; jobId?: string | undefined; exportId?: string | undefined; restore?: unknown }): RenderFilePurpose {
  if (payload.purpose) return payload.purpose;
  if (payload.jobId) return payload.restore ? 'modification' : 'generation';
  if (payload.exportId) return 'export';
  return 'improvement';
}
