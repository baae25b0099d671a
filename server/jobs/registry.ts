import { sendMailJob } from '../mail/jobs/send-mail';
import { renderFailedJob } from '../studio/jobs/render-failed';
import { renderThumbnailJob } from '../studio/jobs/render-thumbnail';

/** Every job of the product. The worker registers these; `enqueue` is typed from this list. */
export const jobs = [renderThumbnailJob, renderFailedJob, sendMailJob] as const;
