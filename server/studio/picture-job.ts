// What every paid job that changes a design's picture shares (an AI edit, a Face Swap): which picture
// it targets, how it is accepted and charged, then in its job the attempt counted, the picture found
// and read (the user's own), and at the end the picture it made put in place of that one.
import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Design, type ImageLayer, type PictureFace } from '../../shared/engine/model/design';
import type { VersionKind } from '../../shared/schemas/history';
import { AppError } from '../errors';
import { engineAssetFile } from '../files/keys';
import { readAll, type Storage } from '../files/storage';
import type { JobName, JobQueue } from '../jobs/queue';
import { notifyStatus } from '../realtime/status-events';
import { withPictureFaces } from '../vision/picture-faces';
import { Asset, type IAsset } from '../files/asset.entity';
import type { PaidJobKind } from './generation-job.entity';
import { lockOpenJob, payForJob, type QueuedJob } from './paid-jobs';
import { saveRevision } from './thumbnails';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';

/** The id the background answers to when a layer is named (design layers ids are lowercase words). */
export const BACKGROUND_LAYER_ID = 'fond';

/** The picture an edit changes: an image layer (a subject, cut out or not), or an image background. */
export type PictureTarget = { kind: 'layer'; layerId: string; asset: string; cutout: boolean } | { kind: 'background'; asset: string; crop: { x: number; y: number; w: number; h: number } };

/**
 * The picture layer of a design: the one named, else the first image subject, else an image
 * background. Pictograms and procedural backgrounds are drawings, not photos: they are swapped by
 * layer operations, not edited by the model.
 */
export function pictureTarget(design: Design, layerId?: string): PictureTarget {
  const background = design.background.kind === 'image' ? design.background : null;
  if (layerId !== undefined) {
    if (layerId === BACKGROUND_LAYER_ID && background) return { kind: 'background', asset: background.asset, crop: background.crop };
    const layer = design.layers.find((l) => l.id === layerId);
    if (layer?.type === 'image') return { kind: 'layer', layerId: layer.id, asset: layer.asset, cutout: layer.cutout };
    throw new AppError('NOT_A_PICTURE', `layer ${layerId} is not a picture`);
  }
  const subject = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
  if (subject) return { kind: 'layer', layerId: subject.id, asset: subject.asset, cutout: subject.cutout };
  if (background) return { kind: 'background', asset: background.asset, crop: background.crop };
  throw new AppError('NO_PICTURE', 'the design has no picture layer');
}

/** The design with the target pointing at the new picture (same size, so the layout does not move). */
export function withPicture(design: Design, target: PictureTarget, asset: string): Design {
  if (target.kind === 'background') {
    if (design.background.kind !== 'image') throw new Error('the background is no longer an image');
    return { ...design, background: { ...design.background, asset } };
  }
  let found = false;
  const layers = design.layers.map((l) => {
    if (l.id !== target.layerId || l.type !== 'image') return l;
    found = true;
    return { ...l, asset };
  });
  if (!found) throw new Error(`layer ${target.layerId} is gone`);
  return { ...design, layers };
}

/**
 * Accepts a paid job that changes a ready thumbnail's picture (an AI edit, a Face Swap) in the
 * caller's transaction: charged, its job row written and its job queued by payForJob, and the
 * thumbnail shown at once as being composed again. Returns the job's id.
 */
export async function payForPictureChange<N extends JobName>(
  tx: EntityManager,
  args: { queue: JobQueue; kind: PaidJobKind; userId: string; thumbnail: IThumbnail },
  job: (jobId: string) => QueuedJob<N>,
): Promise<string> {
  const t = args.thumbnail;
  const jobId = await payForJob(tx, {
    queue: args.queue,
    kind: args.kind,
    userId: args.userId,
    thumbnailId: t.id,
    started: { attempts: 0 },
    queued: (id) => {
      t.status = 'rendering';
      t.stage = 'composing';
      t.error = null;
      return job(id);
    },
  });
  await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
  return jobId;
}

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
