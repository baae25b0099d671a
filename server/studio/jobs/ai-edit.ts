import sharp from 'sharp';
import { z } from 'zod';
import type { FailureCode } from '../../../shared/failures';
import { ImageEngineError } from '../../image-engines/errors';
import { buildEditPrompt } from '../../image-engines/prompts';
import { defineJob } from '../../jobs/define';
import { aiEditFailure } from '../ai-edit';
import { savePicture, startPictureAttempt, targetPicture, type PictureTarget } from '../picture-job';
import { DEAD_LETTER_QUEUE, failPictureJob, refundDeadJob } from '../paid-jobs';
import { detectPictureFaces } from '../../vision/picture-faces';
import { AI_EDIT_FAILED_QUEUE, AI_EDIT_QUEUE } from './queues';

const Payload = z.object({
  jobId: z.uuid(),
  thumbnailId: z.uuid(),
  /** The revision the edit was asked on: once a new one is saved, a second run has nothing to do. */
  revision: z.number().int().min(0),
  /** The picture's layer id, or `fond` for the background (ai-edit.ts). */
  layerId: z.string().regex(/^[a-z0-9-]{1,40}$/),
  instruction: z.string().min(1).max(400),
});

/**
 * The mask of a picture (opaque = keep, transparent = redo): a cut-out is redone where it is
 * opaque (its own alpha), a background only in the part the frame shows, any other photo whole.
 */
async function maskFor(target: PictureTarget, picture: Buffer): Promise<Buffer | undefined> {
  if (target.kind === 'layer' && !target.cutout) return undefined;
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const mask = Buffer.alloc(width * height * 4);
  if (target.kind === 'layer') {
    for (let i = 0; i < width * height; i++) mask[i * 4 + 3] = 255 - data[i * 4 + 3]!;
  } else {
    const { crop } = target;
    if (crop.x <= 0 && crop.y <= 0 && crop.w >= 1 && crop.h >= 1) return undefined;
    const x0 = Math.floor(crop.x * width);
    const y0 = Math.floor(crop.y * height);
    const x1 = Math.ceil((crop.x + crop.w) * width);
    const y1 = Math.ceil((crop.y + crop.h) * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) mask[(y * width + x) * 4 + 3] = x >= x0 && x < x1 && y >= y0 && y < y1 ? 0 : 255;
  }
  return sharp(mask, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/**
 * Makes an AI edit asked by `requestAiEdit`: the picture layer's image, its mask and the user's
 * words go to the hosted engine; the answer (changed only inside the mask) is stored as a new
 * asset of the user, and the design pointing at it is saved as a new revision, whose render follows
 * (`studio.render-file`, which refunds and restores if it cannot be drawn). A refusal or an outage ends
 * here: credits back, the thumbnail ready on its previous design with the code of its reason.
 * Idempotent: a closed job or a saved revision is left alone, so a second run charges nothing twice.
 */
export const aiEditJob = defineJob({
  name: AI_EDIT_QUEUE,
  schema: Payload,
  queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: 300, deadLetter: AI_EDIT_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const fail = async (failure: FailureCode, detail: string) => {
      const refunded = await failPictureJob(em, data.jobId, data.revision, { failure, detail });
      if (refunded !== null) ctx.log.warn({ jobId: data.jobId, refunded, detail }, 'AI edit failed; credits refunded');
    };

    const started = await startPictureAttempt(em, data.jobId, data.revision);
    if (!started) return;
    const { userId, design } = started;

    const engine = ctx.engine;
    if (!engine.editPicture) return fail(aiEditFailure('unavailable'), `engine ${engine.id} cannot edit pictures (configuration changed since the request)`);
    const found = await targetPicture(em, ctx.storage, userId, design, data.layerId);
    if ('missing' in found) return fail(aiEditFailure('bad_request'), found.detail);
    const { target, source, picture } = found;

    let png: Buffer;
    try {
      png = await engine.editPicture({
        png: picture,
        mask: await maskFor(target, picture),
        prompt: buildEditPrompt({ instruction: data.instruction, target: target.kind === 'background' ? 'background' : 'subject' }),
        signal: ctx.signal,
      });
    } catch (err) {
      if (err instanceof ImageEngineError) return fail(aiEditFailure(err.code), `${err.code}: ${err.message}`);
      throw err;
    }
    ctx.signal?.throwIfAborted(); // pg-boss gave up on this attempt: leave the outcome to the retry or the dead letter

    const meta = await sharp(png).metadata();
    // The redrawn picture's faces (Face Swap reads them from the design); none known if the mesh cannot read it.
    const faces = await detectPictureFaces(png).catch((err: unknown) => {
      ctx.log.warn({ jobId: data.jobId, err }, 'faces of an edited picture not detected');
      return [];
    });
    const made = { png, width: meta.width ?? 0, height: meta.height ?? 0, hasAlpha: meta.hasAlpha ?? false, faces: () => faces };
    const saved = await savePicture(em, ctx, { ...data, userId }, { target, source }, made);
    if (saved) ctx.log.info({ jobId: data.jobId, thumbnailId: data.thumbnailId, engine: engine.id, target: target.kind }, 'AI edit saved; rendering');
    else ctx.log.warn({ jobId: data.jobId }, 'AI edit finished after the job was closed; result discarded');
  },
});

/** Dead letter of `studio.ai-edit` (it crashed on every attempt): refund, and the thumbnail stays as it was. */
export const aiEditFailedJob = defineJob({
  name: AI_EDIT_FAILED_QUEUE,
  schema: Payload,
  queue: DEAD_LETTER_QUEUE,
  async handler(data, ctx) {
    const fail = failPictureJob(ctx.orm.em.fork(), data.jobId, data.revision, { failure: aiEditFailure('crash'), detail: 'AI edit failed after every retry' });
    await refundDeadJob(ctx.log, data.jobId, fail, 'AI edit failed after every retry; credits refunded');
  },
});
