import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { digitalMeFaceFile } from '../../files/keys';
import { readAll } from '../../files/storage';
import { defineJob } from '../../jobs/define';
import { Asset } from '../../files/asset.entity';
import { alignedFace } from '../align';
import { DigitalMe, DigitalMePhoto } from '../digitalme.entity';
import { notifyDigitalMe } from '../events';
import { portraitCutout, setIdentity } from '../portrait-build';
import { BUILD_FAILED_QUEUE, BUILD_QUEUE } from './queues';

const Payload = z.object({ digitalMeId: z.uuid(), revision: z.number().int().min(0) });

/**
 * Builds an accepted set: for each valid photo its face aligned and cropped, and the person cut out
 * (kept as the « Moi » portrait); then the identity reference (the most central photo's descriptor)
 * and the best photo per expression and head angle. Progress is saved and told live as it goes. A
 * build for an older revision (the set changed, or was deleted) stands down. A failure leaves the
 * photos as they are and the set `failed`, to be built again.
 */
export const buildJob = defineJob({
  name: BUILD_QUEUE,
  schema: Payload,
  queue: { retryLimit: 1, retryDelay: 5, expireInSeconds: 600, deadLetter: BUILD_FAILED_QUEUE },
  async handler(data, ctx) {
    const em = ctx.orm.em.fork();
    const current = async () => {
      const d = await em.findOne(DigitalMe, data.digitalMeId, { refresh: true });
      return d && d.revision === data.revision && d.status === 'processing' ? d : null;
    };
    const digitalMe = await current();
    if (!digitalMe) return;
    const userId = digitalMe.user.id;
    const photos = await em.find(DigitalMePhoto, { digitalMe, status: 'accepted' }, { populate: ['asset'], orderBy: { createdAt: 'asc' } });
    const progress = async (done: number) => {
      await em.transactional(async (tx) => {
        const d = await tx.findOne(DigitalMe, data.digitalMeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!d || d.revision !== data.revision || d.status !== 'processing') return;
        d.progress = Math.min(99, Math.round((done / Math.max(1, photos.length)) * 95));
        await tx.flush();
        await notifyDigitalMe(tx, userId);
      });
    };
    try {
      for (const [i, photo] of photos.entries()) {
        if (!(await current())) return;
        const bytes = await readAll(ctx.storage, photo.asset.key);
        if (!bytes || !photo.facts) throw new Error(`photo ${photo.id} has no file or measures`);
        const facts = photo.facts;
        const aligned = await alignedFace(bytes, facts);
        // The files of a photo are written while the set is share-locked: a deletion asked meanwhile
        // waits for them and then removes them with the rest, or went first and nothing is written.
        // Written without the lock, a face crop or a cut-out could outlive the deletion of its set.
        const written = await em.transactional(async (tx) => {
          const d = await tx.findOne(DigitalMe, data.digitalMeId, { lockMode: LockMode.PESSIMISTIC_READ });
          const row = d && d.revision === data.revision && d.status === 'processing' ? await tx.findOne(DigitalMePhoto, photo.id) : null;
          if (!row) return false;
          const faceKey = digitalMeFaceFile(userId, photo.id);
          await ctx.storage.put(faceKey, aligned);
          const cut = await portraitCutout(tx, ctx.storage, photo.asset, bytes, facts);
          Object.assign(row, { faceKey, cutout: tx.getReference(Asset, cut.id), facts: { ...facts, bleed: cut.bleed ?? facts.bleed ?? [] } });
          await tx.flush();
          return true;
        });
        if (!written) return;
        await progress(i + 1);
      }
      const identity = setIdentity(photos.map((p) => ({ id: p.id, expression: p.expression ?? null, facts: p.facts! })));
      // A photo stored before descriptors, not yet measured again by digitalme.backfill-descriptors.
      if (!identity) throw new Error('a photo of the set has no identity descriptor');
      await em.transactional(async (tx) => {
        const d = await tx.findOne(DigitalMe, data.digitalMeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!d || d.revision !== data.revision || d.status !== 'processing') return;
        for (const p of photos) {
          const row = await tx.findOne(DigitalMePhoto, p.id);
          if (row) Object.assign(row, { similarity: identity.similarity.get(p.id), best: identity.best.has(p.id) });
        }
        Object.assign(d, { status: 'ready', progress: 100, descriptor: identity.descriptor, centralPhoto: identity.central.id, readyAt: new Date(), error: null });
        await tx.flush();
        await notifyDigitalMe(tx, userId);
      });
      ctx.log.info({ digitalMeId: data.digitalMeId, photos: photos.length }, 'DigitalMe built');
    } catch (err) {
      ctx.log.error({ err, digitalMeId: data.digitalMeId }, 'DigitalMe build failed');
      await failBuild(em, data.digitalMeId, data.revision, String((err as Error).message ?? err));
    }
  },
});

/** The set of this revision, still being built, marked `failed` (its photos kept, to be built again). */
async function failBuild(em: EntityManager, digitalMeId: string, revision: number, error: string): Promise<boolean> {
  return em.transactional(async (tx) => {
    const d = await tx.findOne(DigitalMe, digitalMeId, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!d || d.revision !== revision || d.status !== 'processing') return false;
    Object.assign(d, { status: 'failed', error: error.slice(0, 500) });
    await tx.flush();
    await notifyDigitalMe(tx, d.user.id);
    return true;
  });
}

/** Dead letter of `digitalme.build`: a build that crashed or expired on every attempt fails instead of staying « processing ». */
export const buildFailedJob = defineJob({
  name: BUILD_FAILED_QUEUE,
  schema: Payload.loose(),
  queue: { retryLimit: 10, retryDelay: 5, retryBackoff: true },
  async handler(data, ctx) {
    if (await failBuild(ctx.orm.em.fork(), data.digitalMeId, data.revision, 'build crashed or expired after every retry')) ctx.log.warn({ digitalMeId: data.digitalMeId }, 'DigitalMe build failed after every retry');
  },
});
