import { accountMailJob } from './auth/jobs/account-mail';
import { dailyBillingJob } from './billing/jobs/daily';
import { invoiceJob } from './billing/jobs/invoice';
import { sandboxNotifyJob } from './billing/jobs/sandbox-notify';
import { sendMailJob } from './mail/jobs/send-mail';
import { renderFailedJob } from './studio/jobs/render-failed';
import { renderThumbnailJob } from './studio/jobs/render-thumbnail';
import { exportFailedJob, exportJob } from './studio/jobs/export';
import { aiEditFailedJob, aiEditJob } from './studio/jobs/ai-edit';
import { buildFailedJob, buildJob } from './digitalme/jobs/build';
import { checkPhotoFailedJob, checkPhotoJob } from './digitalme/jobs/check-photo';
import { faceSwapFailedJob, faceSwapJob } from './studio/jobs/face-swap';
import { dataExportFailedJob, dataExportJob } from './privacy/jobs/export';
import { retentionJob } from './privacy/jobs/retention';

/** Every job of the product. The worker registers these; `enqueue` is typed from this list. */
export const jobs = [accountMailJob, renderThumbnailJob, renderFailedJob, exportJob, exportFailedJob, sendMailJob, invoiceJob, dailyBillingJob, sandboxNotifyJob, aiEditJob, aiEditFailedJob, checkPhotoJob, checkPhotoFailedJob, buildJob, buildFailedJob, faceSwapJob, faceSwapFailedJob, dataExportJob, dataExportFailedJob, retentionJob] as const;
