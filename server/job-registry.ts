import { accountMailJob } from './auth/jobs/account-mail';
import { dailyBillingJob } from './billing/jobs/daily';
import { invoiceJob } from './billing/jobs/invoice';
import { sandboxNotifyJob } from './billing/jobs/sandbox-notify';
import { sendMailJob } from './mail/jobs/send-mail';
import { composeFailedJob } from './studio/jobs/compose-failed';
import { composeJob } from './studio/jobs/compose';
import { renderFileFailedJob, renderFileJob } from './studio/jobs/render-file';
import { retiredJobs } from './studio/jobs/retired';
import { aiEditFailedJob, aiEditJob } from './studio/jobs/ai-edit';
import { buildFailedJob, buildJob } from './digitalme/jobs/build';
import { checkPhotoFailedJob, checkPhotoJob } from './digitalme/jobs/check-photo';
import { backfillDescriptorsJob } from './digitalme/jobs/backfill-descriptors';
import { faceSwapFailedJob, faceSwapJob } from './studio/jobs/face-swap';
import { dataExportFailedJob, dataExportJob } from './privacy/jobs/export';
import { retentionJob } from './privacy/jobs/retention';
import { analyseJob } from './vision/jobs/analyse';

/**
 * Every job of the product. The worker registers these and createQueues creates their queues;
 * `enqueue` is typed from this list. The last ones (`retiredJobs`, studio/jobs/retired.ts) run what
 * the previous release queued under names since changed: TO REMOVE one release after the rename.
 */
export const jobs = [accountMailJob, composeJob, composeFailedJob, renderFileJob, renderFileFailedJob, sendMailJob, invoiceJob, dailyBillingJob, sandboxNotifyJob, aiEditJob, aiEditFailedJob, checkPhotoJob, checkPhotoFailedJob, buildJob, buildFailedJob, backfillDescriptorsJob, faceSwapJob, faceSwapFailedJob, dataExportJob, dataExportFailedJob, retentionJob, analyseJob, ...retiredJobs] as const;
