// The first steps every paid job that changes a design's picture shares (an AI edit, a Face Swap):
// count the attempt on its still-open job, then find the picture it changes and read it, the user's own.
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Design } from '../../shared/engine/design';
import { AppError } from '../errors';
import { readAll, type Storage } from '../files/storage';
import { pictureTarget, type PictureTarget } from './ai-edit';
import { Asset, type IAsset } from '../files/asset.entity';
import { lockOpenJob } from './paid-jobs';

/** The attempt counted, with the design it was asked on; null when the job is closed or a newer revision was saved. */
export async function startPictureAttempt(em: EntityManager, jobId: string, revision: number): Promise<{ userId: string; design: Design } | null> {
  return em.transactional(async (tx) => {
    const job = await lockOpenJob(tx, jobId);
    if (!job || job.thumbnail.revision !== revision || !job.thumbnail.design) return null;
    job.attempts += 1;
    await tx.flush();
    return { userId: job.user.id, design: parseDesign(job.thumbnail.design) };
  });
}

export type TargetPicture = { target: PictureTarget; source: IAsset; picture: Buffer } | { missing: 'layer' | 'file'; detail: string };

/** The picture layer (or background) named and its bytes; `missing` says which is gone, for the job's French reason. */
export async function targetPicture(em: EntityManager, storage: Storage, userId: string, design: Design, layerId: string): Promise<TargetPicture> {
  let target: PictureTarget;
  try {
    target = pictureTarget(design, layerId);
  } catch (err) {
    if (err instanceof AppError) return { missing: 'layer', detail: `picture layer ${layerId}: ${err.message}` };
    throw err;
  }
  const source = await em.findOne(Asset, { id: target.asset, user: userId });
  const picture = source ? await readAll(storage, source.key) : null;
  if (!source || !picture) return { missing: 'file', detail: `picture ${target.asset} is missing` };
  return { target, source, picture };
}
