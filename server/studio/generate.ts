import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { GenerateInput } from '../../shared/schemas/studio';
import type { JobQueue } from '../jobs/queue';
import { COMPOSE_QUEUE } from './jobs/queues';
import { payForJob } from './paid-jobs';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';
import { Asset } from '../files/asset.entity';
import { isSmallPersonPhoto, storedFaceAnalyses } from '../vision/photo-analyses';
import { AppError } from '../errors';
import { requireDigitalMe } from '../digitalme/portraits';

/**
 * Accepts a generation of 1 or 3 variants: charges 10 credits each, records each thumbnail and job,
 * and enqueues their renders, all in one transaction. Either everything happens or nothing does: a
 * balance short of the whole click refuses it as a whole. Images must be the user's own uploads, and
 * only enter Gaming designs (checked by GenerateInput, whatever the client sends). « Moi » asks for a
 * usable DigitalMe (built, and a plan that includes it) before anything is charged.
 *
 * A click named by its `requestId` is accepted once: sent again (its first answer lost to an outage,
 * though its transaction may have committed), it gets the thumbnails it made, charged once. Two
 * sendings at the same moment meet on the user's credit lock or on the unique index: the second
 * waits for the first, then reads what it made.
 */
export async function requestGeneration(
  em: EntityManager,
  args: { queue: JobQueue; userId: string; input: GenerateInput },
): Promise<IThumbnail[]> {
  const { requestId } = args.input;
  if (!requestId) return acceptGeneration(em, args);
  const made = () => em.fork().find(Thumbnail, { user: args.userId, requestId }, { orderBy: { variant: 'asc' } });
  const already = await made();
  if (already.length > 0) return already;
  try {
    return await acceptGeneration(em, args);
  } catch (err) {
    // Refused because the same click was accepted meanwhile (the unique index, or the credits it just
    // spent): answer what it made. Any other refusal stands.
    const meanwhile = await made().catch(() => []);
    if (meanwhile.length > 0) return meanwhile;
    throw err;
  }
}

async function acceptGeneration(em: EntityManager, args: { queue: JobQueue; userId: string; input: GenerateInput }): Promise<IThumbnail[]> {
  const { input } = args;
  return em.transactional(async (tx) => {
    if (input.withMe) await requireDigitalMe(tx, args.userId);
    if (input.images.length > 0) {
      const owned = await tx.count(Asset, { id: { $in: input.images }, user: args.userId, kind: 'upload' });
      if (owned !== input.images.length) throw new AppError('VALIDATION', 'unknown images', { fieldErrors: { images: ['Une des images n’existe plus : choisissez-la de nouveau dans « Mes images ».'] } });
      // A face too small to be the hero is taken only once the user saw the warning (« Continuer quand même »).
      if (!input.smallPhotos) {
        const small = [...(await storedFaceAnalyses(tx, args.userId, input.images)).entries()].filter(([, f]) => isSmallPersonPhoto(f));
        if (small.length > 0) throw new AppError('PHOTO_TOO_SMALL', `face too small in ${small.map(([id]) => id).join(', ')}`);
      }
    }
    const batch = input.variants > 1 ? randomUUID() : null;
    const thumbnails: IThumbnail[] = [];
    for (let variant = 0; variant < input.variants; variant++) {
      const thumbnailId = randomUUID();
      await payForJob(tx, {
        queue: args.queue,
        kind: 'generate',
        userId: args.userId,
        thumbnailId,
        queued: (jobId) => {
          thumbnails.push(
            tx.create(Thumbnail, {
              id: thumbnailId,
              user: args.userId,
              title: input.title,
              prompt: input.prompt,
              style: input.style,
              seed: randomInt(0, 2 ** 31 - 1),
              status: 'queued',
              stage: 'queued',
              mode: input.mode,
              images: input.images,
              batch,
              variant,
              requestId: input.requestId ?? null,
              options: { skinTone: input.skinTone, brand: input.brand, ...(input.withMe ? { withMe: true } : {}) },
            }),
          );
          return { name: COMPOSE_QUEUE, data: { jobId } };
        },
      });
    }
    return thumbnails;
  });
}
