// TO REMOVE one release after the queue rename, with RETIRED_QUEUES (queues.ts) and their entries in
// the job registry: by then no job waits under these names. Check before removing:
//   select name, count(*) from pgboss.job where name in ('studio.render', 'studio.render-failed',
//   'studio.export', 'studio.export-failed', 'digitalme.faceswap', 'digitalme.faceswap-failed')
//   and state in ('created', 'retry', 'active') group by name;
//
// A job queued under a retired name before the deploy (or copied to a retired dead letter) runs
// through the very handler of its new name, so it is charged once and refunded once like any other:
// these definitions differ from the current ones by their names only. Nothing queues under them.
import { defineJob } from '../../jobs/define';
import { composeJob } from './compose';
import { composeFailedJob } from './compose-failed';
import { faceSwapFailedJob, faceSwapJob } from './face-swap';
import { renderFileFailedJob, renderFileJob } from './render-file';
import { RETIRED_QUEUES } from './queues';

/** `studio.render` composed the design: now `studio.compose`. */
export const retiredComposeJob = defineJob({ ...composeJob, name: RETIRED_QUEUES.compose, queue: { ...composeJob.queue, deadLetter: RETIRED_QUEUES.composeFailed } });
export const retiredComposeFailedJob = defineJob({ ...composeFailedJob, name: RETIRED_QUEUES.composeFailed });

/** `studio.export` drew the files: now `studio.render-file`. */
export const retiredRenderFileJob = defineJob({ ...renderFileJob, name: RETIRED_QUEUES.renderFile, queue: { ...renderFileJob.queue, deadLetter: RETIRED_QUEUES.renderFileFailed } });
export const retiredRenderFileFailedJob = defineJob({ ...renderFileFailedJob, name: RETIRED_QUEUES.renderFileFailed });

/** `digitalme.faceswap` named the persona for a studio job: now `studio.face-swap`. */
export const retiredFaceSwapJob = defineJob({ ...faceSwapJob, name: RETIRED_QUEUES.faceSwap, queue: { ...faceSwapJob.queue, deadLetter: RETIRED_QUEUES.faceSwapFailed } });
export const retiredFaceSwapFailedJob = defineJob({ ...faceSwapFailedJob, name: RETIRED_QUEUES.faceSwapFailed });

/** Every retired definition, registered after the current ones (server/job-registry.ts). */
export const retiredJobs = [retiredComposeJob, retiredComposeFailedJob, retiredRenderFileJob, retiredRenderFileFailedJob, retiredFaceSwapJob, retiredFaceSwapFailedJob] as const;
