// The steps every paid job that changes a design's picture shares (an AI edit, a Face Swap): count
// the attempt on its still-open job, find the picture it changes and read it, the user's own; at the
// end, put the picture it made in place of that one.
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Design, type PictureFace } from '../../shared/engine/design';
import type { VersionKind } from '../../shared/schemas/history';
import { AppError } from '../errors';
import { engineAssetFile } from '../files/keys';
import { readAll, type Storage } from '../files/storage';
import type { JobQueue } from '../jobs/queue';
import { withPictureFaces } from '../vision/picture-faces';
import { pictureTarget, withPicture, type PictureTarget } from './ai-edit';
import { Asset, type IAsset } from '../files/asset.entity';
import { lockOpenJob } from './paid-jobs';
import { saveRevision } from './thumbnails';
import { Thumbnail } from './thumbnail.entity';

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

/** The picture a job made for its target. */
export interface MadePicture {
  png: Buffer;
  width: number;
  height: number;
  hasAlpha: boolean;
  /** A cut-out's face box, kept so the layout still aims at the face. */
  face?: IAsset['face'];
  /** The faces of the new picture (Face Swap reads them from the design), from the design as it is when saved. */
  faces: (design: Design) => PictureFace[];
}

/**
 * Puts a job's picture in place of its target: the file stored, then in one transaction its asset,
 * the design pointing at it as the next revision, and the render of its file queued. When the job
 * was closed or a newer revision saved meanwhile, nothing is saved, the stored file is deleted, and
 * the answer is false.
 */
export async function savePicture(
  em: EntityManager,
  deps: { storage: Storage; queue: JobQueue },
  job: { jobId: string; thumbnailId: string; revision: number; userId: string },
  found: { target: PictureTarget; source: IAsset },
  made: MadePicture,
  kind?: VersionKind,
): Promise<boolean> {
  const { target, source } = found;
  const id = randomUUID();
  const key = engineAssetFile(job.userId, id);
  await deps.storage.put(key, made.png);
  const saved = await em.transactional(async (tx) => {
    if (!(await lockOpenJob(tx, job.jobId))) return false;
    const t = await tx.findOne(Thumbnail, job.thumbnailId, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!t?.design || t.revision !== job.revision) return false;
    tx.create(Asset, {
      id,
      user: job.userId,
      // A made picture, never a 'cutout': later generations reuse an upload's cut-out by that kind, and must get the person's own picture.
      kind: target.kind === 'background' ? 'ai-background' : 'ai-subject',
      key,
      width: made.width,
      height: made.height,
      bytes: made.png.length,
      format: 'png',
      hasAlpha: made.hasAlpha,
      ...(made.face !== undefined ? { face: made.face } : {}),
      // Made from the user's own picture: deleting that upload deletes this too.
      derivedFrom: source.kind === 'upload' ? source.id : (source.derivedFrom ?? null),
    });
    const current = parseDesign(t.design);
    t.stage = 'rendering';
    await saveRevision(tx, deps.queue, t, withPictureFaces(withPicture(current, target, id), new Map([[id, made.faces(current)]])), { jobId: job.jobId }, kind);
    return true;
  });
  if (!saved) await deps.storage.delete(key);
  return saved;
}
