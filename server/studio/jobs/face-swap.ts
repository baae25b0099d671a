import { z } from 'zod';
import type { FailureCode } from '../../../shared/failures';
import type { Design, PictureFace } from '../../../shared/engine/model/design';
import { readAll } from '../../files/storage';
import { defineJob } from '../../jobs/define';
import { savePicture, startPictureAttempt, targetPicture } from '../picture-job';
import { Asset } from '../../files/asset.entity';
import { DEAD_LETTER_QUEUE, failPictureJob, refundDeadJob } from '../paid-jobs';
import { faceSwapFailure } from '../face-swap/face-swap-request';
import { FACE_SWAP_FAILED_QUEUE, FACE_SWAP_QUEUE } from './queues';
import { FaceSwapError } from '../../vision/face-swap';
import { swapFault } from '../../vision/swap-gate';
import { swapSourcesOf } from '../../digitalme/portraits';
import { makeFaceSwap } from '../face-swap/swap-engine';

const Payload = z.object({
  jobId: z.uuid(),
  thumbnailId: z.uuid(),
  /** The revision the swap was asked on: once a new one is saved, a second run has nothing to do. */
  revision: z.number().int().min(0),
  /** The picture's layer id, or `fond` for the background. */
  layerId: z.string().regex(/^[a-z0-9-]{1,40}$/),
  /** The face chosen, in shares of that picture, as the design kept it. */
  face: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1), w: z.number().min(0).max(1), h: z.number().min(0).max(1) }),
});

/**
 * Makes a Face Swap asked by `requestFaceSwap`: the picture the face is in, the DigitalMe photos,
 * the swap (swap-engine.ts: the hosted engine's when configured, else or on its failure offline), the result stored as a new asset of the user and the design pointing
 * at it saved as a new revision, whose render follows (`studio.render-file`, which refunds and restores
 * if it cannot be drawn). A swap that cannot be made (the face no longer found, no usable photo) ends
 * here: credits back, the thumbnail ready on its previous design with the code of its reason.
 * Idempotent: a closed job or a saved revision is left alone.
 */
export const faceSwapJob = defineJob({
  name: FACE_SWAP_QUEUE,
  schema: Payload,
  queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: 300, deadLetter: FACE_SWAP_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: config.RENDER_CONCURRENCY }),
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const fail = async (failure: FailureCode, detail: string) => {
      const refunded = await failPictureJob(em, data.jobId, data.revision, { failure, detail });
      if (refunded !== null) ctx.log.warn({ jobId: data.jobId, refunded, detail }, 'face swap failed; credits refunded');
    };

    const started = await startPictureAttempt(em, data.jobId, data.revision);
    if (!started) return;
    const { userId, design } = started;

    const found = await targetPicture(em, ctx.storage, userId, design, data.layerId);
    if ('missing' in found) return fail(faceSwapFailure(found.missing === 'layer' ? 'face_not_found' : 'unreadable_target'), found.detail);
    const { target, source, picture } = found;

    // A DigitalMe deleted since the request leaves no source: the swap fails below and refunds.
    const sources = await swapSourcesOf(em, userId);
    const photos = new Map((await em.find(Asset, { id: { $in: sources.map((s) => s.assetId) }, user: userId })).map((a) => [a.id, a.key]));
    let swapped;
    try {
      swapped = await makeFaceSwap(ctx, picture, data.face, sources, async (s) => {
        const key = photos.get(s.assetId);
        return key ? readAll(ctx.storage, key) : null;
      });
    } catch (err) {
      if (err instanceof FaceSwapError) return fail(faceSwapFailure(err.code), `${err.code}: ${err.message}`);
      throw err;
    }
    ctx.signal?.throwIfAborted(); // pg-boss gave up on this attempt: leave the outcome to the retry or the dead letter

    // Our own check (DECISIONS: a result that fails it is not delivered and not charged): the skin
    // within ΔE 3 of the DigitalMe's, no edge along the outline, the face matching the neck below it.
    const { skinDeltaE, seam, neck } = swapped.quality;
    const fault = swapFault(swapped.quality);
    const measured = `skin ΔE ${skinDeltaE.toFixed(2)}, seam ${seam.toFixed(2)}, neck ${'gap' in neck ? `gap ${neck.gap.toFixed(2)}` : neck.skipped}`;
    if (fault) return fail(faceSwapFailure('poor_result'), `poor_result (${fault}): ${measured}`);

    // The faces stay where they were (the swap keeps the target's outline): a second swap finds them.
    const kept = (current: Design) => (target.kind === 'background' ? (current.background.kind === 'image' ? (current.background.faces ?? []) : []) : ((current.layers.find((l: Design['layers'][number]) => l.id === target.layerId && l.type === 'image') as { faces?: PictureFace[] } | undefined)?.faces ?? []));
    const made = { png: swapped.png, width: swapped.width, height: swapped.height, hasAlpha: source.hasAlpha, face: source.face, faces: kept };
    const saved = await savePicture(em, ctx, { ...data, userId }, { target, source }, made, 'faceswap');
    if (saved) ctx.log.info({ jobId: data.jobId, thumbnailId: data.thumbnailId, photoId: swapped.photoId, target: target.kind, by: swapped.by, quality: measured }, 'face swap saved; rendering');
    else ctx.log.warn({ jobId: data.jobId }, 'face swap finished after the job was closed; result discarded');
  },
});

/** Dead letter of `studio.face-swap` (it crashed on every attempt): refund, and the thumbnail stays as it was. */
export const faceSwapFailedJob = defineJob({
  name: FACE_SWAP_FAILED_QUEUE,
  schema: Payload,
  queue: DEAD_LETTER_QUEUE,
  async handler(data, ctx) {
    const fail = failPictureJob(ctx.orm.em.fork(), data.jobId, data.revision, { failure: faceSwapFailure(), detail: 'face swap failed after every retry' });
    await refundDeadJob(ctx.log, data.jobId, fail, 'face swap failed after every retry; credits refunded');
  },
});
