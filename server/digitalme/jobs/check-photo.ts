import { LockMode } from '@mikro-orm/core';
import { z } from 'zod';
import { readAll } from '../../files/storage';
import { defineJob } from '../../jobs/define';
import { DigitalMe, DigitalMePhoto } from '../digitalme.entity';
import { notifyDigitalMe } from '../events';
import { checkPhoto } from '../photo-check';
import { storedFacts } from '../portrait-build';
import { reviewSet } from '../service';
import { CHECK_PHOTO_QUEUE } from './queues';

/**
 * Checks one DigitalMe photo by its content in the worker (where the face models are loaded once),
 * stores its verdict and measures, then judges the set again (near-duplicates, the same person) and
 * tells the owner's open pages. A photo removed meanwhile is simply gone; a verdict already given is
 * not given twice.
 */
export const checkPhotoJob = defineJob({
  name: CHECK_PHOTO_QUEUE,
  schema: z.object({ photoId: z.uuid() }),
  queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 120 },
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
      if (!check) Object.assign(row, { status: 'refused', reason: 'not_image' });
      else if (check.status === 'accepted') Object.assign(row, { status: 'accepted', reason: null, facts: storedFacts(check.facts), expression: check.facts.expression });
      else Object.assign(row, { status: 'refused', reason: check.reason, expression: check.facts?.expression ?? null });
      await tx.flush();
      await reviewSet(tx, digitalMe);
      await notifyDigitalMe(tx, row.user.id);
    });
    ctx.log.info({ photoId: data.photoId, verdict: check?.status ?? 'missing', reason: check?.status === 'refused' ? check.reason : undefined }, 'DigitalMe photo checked');
  },
});
