import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { readAll } from '../../files/storage';
import { defineJob } from '../../jobs/define';
import { DigitalMe, DigitalMePhoto } from '../digitalme.entity';
import { notifyDigitalMe } from '../events';
import { checkPhoto } from '../photo-check';
import { storedFacts } from '../portrait-build';
import { reviewSet } from '../service';
import { CHECK_PHOTO_FAILED_QUEUE, CHECK_PHOTO_QUEUE } from './queues';

/**
 * The verdict of a photo we could not read or measure (its file gone, or the check crashing on every
 * attempt): « not a photo we can read », so the person replaces it; it never counts as valid.
 */
const UNREADABLE = 'not_image' as const;

/**
 * Checks one DigitalMe photo by its content in the worker (where the face models are loaded once),
 * stores its verdict and measures (an accepted photo's analysis and cut-out queued with them), then
 * judges the set again (near-duplicates, the same person) and tells the owner's open pages. A photo
 * removed meanwhile is simply gone; a verdict already given is not given twice.
 */
export const checkPhotoJob = defineJob({
  name: CHECK_PHOTO_QUEUE,
  schema: z.object({ photoId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 120, deadLetter: CHECK_PHOTO_FAILED_QUEUE },
  work: (config) => ({ localConcurrency: Math.min(2, config.RENDER_CONCURRENCY) }),
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const photo = await em.findOne(DigitalMePhoto, data.photoId, { populate: ['asset'] });
    if (!photo || photo.status !== 'checking') return;
    const bytes = await readAll(ctx.storage, photo.asset.key);
    const check = bytes ? await checkPhoto(bytes) : null;
    await em.transactional(async (tx) => {
      const digitalMe = await tx.findOne(DigitalMe, photo.digitalMe.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const row = digitalMe ? await tx.findOne(DigitalMePhoto, data.photoId, { refresh: true }) : null;
      if (!digitalMe || !row || row.status !== 'checking') return;
      if (!check) Object.assign(row, { status: 'refused', reason: UNREADABLE });
      else if (check.status === 'accepted') {
        Object.assign(row, { status: 'accepted', reason: null, facts: storedFacts(check.facts), expression: check.facts.expression });
        // An accepted photo is analysed and cut out now (server/vision), so the build only reads its portrait.
        await ctx.queue.enqueue(tx, 'vision.analyse', { assetId: row.asset.id });
      }
      else Object.assign(row, { status: 'refused', reason: check.reason, expression: check.facts?.expression ?? null });
      await tx.flush();
      await reviewSet(tx, digitalMe);
      await notifyDigitalMe(tx, row.user.id);
    });
    ctx.log.info({ photoId: data.photoId, verdict: check?.status ?? 'missing', reason: check?.status === 'refused' ? check.reason : undefined }, 'DigitalMe photo checked');
  },
});

/** Dead letter of `digitalme.check`: the photo is refused as unreadable instead of staying « checking » for ever. */
export const checkPhotoFailedJob = defineJob({
  name: CHECK_PHOTO_FAILED_QUEUE,
  schema: z.object({ photoId: z.uuid() }).loose(),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const refused = await em.transactional(async (tx) => {
      const photo = await tx.findOne(DigitalMePhoto, data.photoId);
      if (!photo) return false;
      const digitalMe = await tx.findOne(DigitalMe, photo.digitalMe.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const row = digitalMe ? await tx.findOne(DigitalMePhoto, data.photoId, { refresh: true }) : null;
      if (!digitalMe || !row || row.status !== 'checking') return false;
      Object.assign(row, { status: 'refused', reason: UNREADABLE });
      await tx.flush();
      await notifyDigitalMe(tx, row.user.id);
      return true;
    });
    if (refused) ctx.log.warn({ photoId: data.photoId }, 'DigitalMe photo check failed after every retry; refused as unreadable');
  },
});
