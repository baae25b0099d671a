// The DigitalMe set's rules, called by its router and its jobs: consent first, photos one by one
// through the product's upload path (each checked by its content in the worker, then against the
// rest of the set), the build once enough photos pass, and deletion of everything at once.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DIGITALME_CONSENT_VERSION, DIGITALME_MAX_PHOTOS, DIGITALME_REFUSAL_TEXT, type DigitalMeExpression, type DigitalMeRefusal } from '../../shared/digitalme';
import { planHas, planUnlocking } from '../../shared/plans';
import { featurePlan, requireFeature } from '../billing/subscriptions';
import { emailHash, PrivacyRequest } from '../db/privacy-request.entity';
import { User } from '../db/user.entity';
import { AppError } from '../errors';
import { digitalMeFaceFile } from '../files/keys';
import type { Storage } from '../files/storage';
import { acceptImageUpload, type UploadSource } from '../files/uploads';
import type { JobQueue } from '../jobs/queue';
import type { Logger } from '../log';
import { Asset } from '../files/asset.entity';
import { DigitalMe, DigitalMePhoto, RECHECK_ERROR, type DigitalMeStatus, type IDigitalMe, type IDigitalMePhoto } from './digitalme.entity';
import { notifyDigitalMe } from './events';
import { BUILD_QUEUE, CHECK_PHOTO_QUEUE } from './jobs/queues';
import type { PhotoCheck, PhotoFacts } from './photo-check';
import { checkSet } from './set-check';

export interface DigitalMeDeps {
  em: EntityManager;
  storage: Storage;
  queue: JobQueue;
  /** Valid photos the set needs (config DIGITALME_MIN_PHOTOS). */
  minPhotos: number;
  log?: Logger;
  /** Where an upload's bytes wait while they arrive (server/files/upload-temp.ts). */
  tmpDir?: string;
}

/** Reasons only the rest of the set decides: they are judged again whenever the set changes. */
const SET_REASONS: ReadonlySet<DigitalMeRefusal> = new Set(['duplicate', 'other_person']);

export interface DigitalMePhotoDto {
  id: string;
  status: 'checking' | 'accepted' | 'refused';
  reason: DigitalMeRefusal | null;
  /** The French reason shown next to the thumbnail. */
  message: string | null;
  thumbUrl: string;
  expression: DigitalMeExpression | null;
}

export interface DigitalMeStateDto {
  status: 'none' | DigitalMeStatus;
  consent: { at: string; version: string; current: boolean } | null;
  photos: DigitalMePhotoDto[];
  valid: number;
  min: number;
  max: number;
  progress: number;
  plan: { included: boolean; requiredPlan: string };
  /** Ready and included in the plan: « Moi » and Face Swap can use it. */
  usable: boolean;
  /**
   * The set was ready (or being collected) and its photos, measured again, no longer all pass: some file
   * unreadable or face not found, or a photo now refused as someone else. Its owner checks the photos and
   * builds it again; cleared by the next build request.
   */
  recheck: boolean;
  readyAt: string | null;
}

function photoDto(p: IDigitalMePhoto): DigitalMePhotoDto {
  return {
    id: p.id,
    status: p.status,
    reason: p.reason ?? null,
    message: p.reason ? DIGITALME_REFUSAL_TEXT[p.reason] : null,
    thumbUrl: `/files/assets/${p.asset.id}/thumb.webp`,
    expression: p.expression ?? null,
  };
}

export async function digitalMeState(em: EntityManager, userId: string, minPhotos: number): Promise<DigitalMeStateDto> {
  const [digitalMe, plan] = await Promise.all([em.findOne(DigitalMe, { user: userId }), featurePlan(em, userId)]);
  const included = planHas(plan, 'digitalme');
  const photos = digitalMe ? await em.find(DigitalMePhoto, { digitalMe }, { orderBy: { createdAt: 'asc', id: 'asc' } }) : [];
  return {
    status: digitalMe?.status ?? 'none',
    consent: digitalMe ? { at: digitalMe.consentAt.toISOString(), version: digitalMe.consentVersion, current: digitalMe.consentVersion === DIGITALME_CONSENT_VERSION } : null,
    photos: photos.map(photoDto),
    valid: photos.filter((p) => p.status === 'accepted').length,
    min: minPhotos,
    max: DIGITALME_MAX_PHOTOS,
    progress: digitalMe?.progress ?? 0,
    plan: { included, requiredPlan: planUnlocking('digitalme').name },
    usable: included && digitalMe?.status === 'ready',
    recheck: digitalMe?.status === 'collecting' && (digitalMe.error ?? '').startsWith(RECHECK_ERROR),
    readyAt: digitalMe?.readyAt?.toISOString() ?? null,
  };
}

/** The box ticked: stored with its date and the text's version (a new version asks again). */
export async function giveConsent(em: EntityManager, userId: string, version: string): Promise<void> {
  await requireFeature(em, userId, 'digitalme');
  if (version !== DIGITALME_CONSENT_VERSION) throw new AppError('DIGITALME_CONSENT_REQUIRED', `consent to ${version}, current ${DIGITALME_CONSENT_VERSION}`);
  await em.transactional(async (tx) => {
    const known = await tx.findOne(DigitalMe, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (known) Object.assign(known, { consentAt: new Date(), consentVersion: version });
    else tx.create(DigitalMe, { user: userId, consentAt: new Date(), consentVersion: version });
    await tx.flush();
    await notifyDigitalMe(tx, userId);
  });
}

/** The set, locked, once its owner may change it: consent to the current text, a plan that has it, not being built. */
async function lockOpenSet(tx: EntityManager, userId: string): Promise<IDigitalMe> {
  const digitalMe = await tx.findOne(DigitalMe, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!digitalMe || digitalMe.consentVersion !== DIGITALME_CONSENT_VERSION) throw new AppError('DIGITALME_CONSENT_REQUIRED', 'no consent to the current text');
  if (digitalMe.status === 'processing') throw new AppError('DIGITALME_BUSY', 'the set is being built');
  return digitalMe;
}

/** Photos that count against the 20: accepted, or still being checked. */
async function keptCount(em: EntityManager, digitalMe: IDigitalMe): Promise<number> {
  return em.count(DigitalMePhoto, { digitalMe, status: { $in: ['checking', 'accepted'] } });
}

/**
 * One photo of the set, streamed through the upload path (typed by its bytes, EXIF and GPS removed,
 * re-encoded), then checked by the `digitalme.check` job. Refused before anything is read when the
 * person has not consented, has no plan with DigitalMe, or already keeps 20 photos.
 */
export async function addPhoto(deps: DigitalMeDeps, userId: string, source: UploadSource, fileName: string | null, signal?: AbortSignal): Promise<DigitalMePhotoDto> {
  await requireFeature(deps.em, userId, 'digitalme');
  const first = await deps.em.fork().findOne(DigitalMe, { user: userId });
  if (!first || first.consentVersion !== DIGITALME_CONSENT_VERSION) throw new AppError('DIGITALME_CONSENT_REQUIRED', 'no consent to the current text');
  if (first.status === 'processing') throw new AppError('DIGITALME_BUSY', 'the set is being built');
  if ((await keptCount(deps.em.fork(), first)) >= DIGITALME_MAX_PHOTOS) throw new AppError('DIGITALME_SET_FULL', 'already 20 photos');
  const { asset } = await acceptImageUpload({ em: deps.em, storage: deps.storage, log: deps.log, tmpDir: deps.tmpDir }, source, { userId, purpose: 'digitalme', fileName, signal });
  try {
    return await keepPhoto(deps, userId, asset);
  } catch (err) {
    // The set changed while the photo was being received (deleted from another tab, being built, full):
    // a stored face photo that belongs to no set would be kept for nothing, so it goes at once.
    await dropUnkeptUpload(deps, userId, asset.id);
    throw err;
  }
}

/** The received photo joins the set, under its lock, checked again now that it is stored. */
async function keepPhoto(deps: DigitalMeDeps, userId: string, asset: { id: string }): Promise<DigitalMePhotoDto> {
  return deps.em.transactional(async (tx) => {
    const digitalMe = await lockOpenSet(tx, userId);
    // The same picture sent twice is one photo of the set.
    const same = await tx.findOne(DigitalMePhoto, { digitalMe, asset: asset.id });
    if (same) return photoDto(same);
    if ((await keptCount(tx, digitalMe)) >= DIGITALME_MAX_PHOTOS) throw new AppError('DIGITALME_SET_FULL', 'already 20 photos');
    const photo = tx.create(DigitalMePhoto, { digitalMe, user: userId, asset: asset.id, status: 'checking' });
    // A new photo changes the set: a ready (or failed) set is collected again and built anew.
    if (digitalMe.status !== 'collecting') Object.assign(digitalMe, { status: 'collecting', progress: 0 });
    await tx.flush();
    await deps.queue.enqueue(tx, CHECK_PHOTO_QUEUE, { photoId: photo.id });
    await notifyDigitalMe(tx, userId);
    return photoDto(photo);
  });
}

/** Deletes a received DigitalMe upload that no photo of a set holds: its row, file and thumbnail. */
async function dropUnkeptUpload(deps: DigitalMeDeps, userId: string, assetId: string): Promise<void> {
  const keys = await deps.em.transactional(async (tx) => {
    if ((await tx.count(DigitalMePhoto, { asset: assetId })) > 0) return [];
    await lockPhotos(tx, [assetId]);
    const assets = await tx.find(Asset, { user: userId, purpose: 'digitalme', $or: [{ id: assetId }, { derivedFrom: assetId }] });
    if (assets.length === 0) return [];
    await tx.nativeDelete(Asset, { id: { $in: assets.map((a) => a.id) } });
    return assets.flatMap((a) => [a.key, a.thumbKey]).filter((k): k is string => Boolean(k));
  });
  await Promise.all(keys.map((k) => deps.storage.delete(k)));
}

/** Removes one photo of the set at once: its row, its stored photo, thumbnail, aligned face and cut-out. */
export async function removePhoto(deps: DigitalMeDeps, userId: string, photoId: string): Promise<void> {
  const keys = await deps.em.transactional(async (tx) => {
    const digitalMe = await lockOpenSet(tx, userId);
    const photo = await tx.findOne(DigitalMePhoto, { id: photoId, digitalMe });
    if (!photo) throw new AppError('NOT_FOUND', `photo ${photoId}`, { resource: 'image' });
    await lockPhotos(tx, [photo.asset.id]);
    const keys = await photoFiles(tx, userId, [photo]);
    await tx.nativeDelete(Asset, { user: userId, $or: [{ id: photo.asset.id }, { derivedFrom: photo.asset.id }] });
    if (digitalMe.status !== 'collecting') Object.assign(digitalMe, { status: 'collecting', progress: 0 });
    await tx.flush();
    await reviewSet(tx, digitalMe);
    await notifyDigitalMe(tx, userId);
    return keys;
  });
  await Promise.all(keys.map((k) => deps.storage.delete(k)));
}

/**
 * The photos' rows locked before their files are listed: the analysis of a photo (server/vision) that
 * finishes meanwhile either lands first, and its cut-out is listed and deleted here, or finds the photo
 * gone and keeps nothing.
 */
async function lockPhotos(tx: EntityManager, assetIds: string[]): Promise<void> {
  if (assetIds.length > 0) await tx.find(Asset, { id: { $in: assetIds } }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
}

/** Every stored file of these photos: the photo, its thumbnail, its cut-outs and its aligned face. */
async function photoFiles(em: EntityManager, userId: string, photos: IDigitalMePhoto[]): Promise<string[]> {
  if (photos.length === 0) return [];
  const ids = photos.map((p) => p.asset.id);
  const assets = await em.find(Asset, { user: userId, $or: [{ id: { $in: ids } }, { derivedFrom: { $in: ids } }] });
  return [...assets.flatMap((a) => [a.key, a.thumbKey]), ...photos.map((p) => p.faceKey ?? digitalMeFaceFile(userId, p.id))].filter((k): k is string => Boolean(k));
}

/**
 * Judges the set-level reasons again over the photos that passed their own checks, in the order
 * they were sent: a near-duplicate of an earlier photo, or a face far from the set's most central one.
 * A photo refused for these can pass again when the set changes (its twin removed, more photos of the
 * person added). Called under the set's lock.
 */
export async function reviewSet(tx: EntityManager, digitalMe: IDigitalMe): Promise<void> {
  const photos = await tx.find(DigitalMePhoto, { digitalMe, facts: { $ne: null } }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const candidates = photos.filter((p) => p.status === 'accepted' || (p.status === 'refused' && p.reason && SET_REASONS.has(p.reason)));
  if (candidates.length === 0) return;
  const checks = candidates.map((p): PhotoCheck => ({ status: 'accepted', facts: p.facts as unknown as PhotoFacts }));
  const result = checkSet(checks, { min: 0, max: Number.POSITIVE_INFINITY });
  candidates.forEach((p, i) => {
    const verdict = result.photos[i]!;
    p.status = verdict.status;
    p.reason = verdict.status === 'refused' ? verdict.reason : null;
    p.similarity = result.similarity[i] ?? null;
  });
  await tx.flush();
}

/** The build: from the minimum of valid photos on. Queued with a new revision, so an older build's job stands down. */
export async function requestBuild(deps: DigitalMeDeps, userId: string): Promise<void> {
  await requireFeature(deps.em, userId, 'digitalme');
  await deps.em.transactional(async (tx) => {
    const digitalMe = await lockOpenSet(tx, userId);
    if ((await tx.count(DigitalMePhoto, { digitalMe, status: 'checking' })) > 0) throw new AppError('DIGITALME_BUSY', 'photos still being checked');
    const valid = await tx.count(DigitalMePhoto, { digitalMe, status: 'accepted' });
    if (valid < deps.minPhotos) throw new AppError('DIGITALME_TOO_FEW', `${valid} valid photos, ${deps.minPhotos} needed`);
    Object.assign(digitalMe, { status: 'processing', progress: 0, revision: digitalMe.revision + 1, error: null });
    await tx.flush();
    await deps.queue.enqueue(tx, BUILD_QUEUE, { digitalMeId: digitalMe.id, revision: digitalMe.revision });
    await notifyDigitalMe(tx, userId);
  });
}

/**
 * Deletes the DigitalMe at once: every photo, thumbnail, aligned face and cut-out file, then the rows
 * (descriptors and measures are columns of those rows). Nothing is kept remotely: no model is trained
 * for anyone, and a hosted engine receives reference photos per request only. A design that drew a
 * « Moi » cut-out keeps its place and draws without it, as for any deleted image.
 */
export async function deleteDigitalMe(deps: Pick<DigitalMeDeps, 'em' | 'storage' | 'log'>, userId: string): Promise<{ photos: number }> {
  const { keys, photos } = await deps.em.transactional(async (tx) => {
    const digitalMe = await tx.findOne(DigitalMe, { user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!digitalMe) return { keys: [], photos: 0 };
    const rows = await tx.find(DigitalMePhoto, { digitalMe });
    const ids = rows.map((p) => p.asset.id);
    await lockPhotos(tx, ids);
    const keys = await photoFiles(tx, userId, rows);
    // Rows first (photos cascade from their assets and from the set), files once that is committed.
    if (ids.length > 0) await tx.nativeDelete(Asset, { user: userId, $or: [{ id: { $in: ids } }, { derivedFrom: { $in: ids } }] });
    await tx.nativeDelete(Asset, { user: userId, purpose: 'digitalme' });
    await tx.nativeDelete(DigitalMe, { id: digitalMe.id });
    await notifyDigitalMe(tx, userId);
    return { keys, photos: rows.length };
  });
  const failed = (await Promise.allSettled(keys.map((k) => deps.storage.delete(k)))).filter((r) => r.status === 'rejected').length;
  if (failed > 0) deps.log?.error({ userId, failed }, 'DigitalMe deleted, but some files could not be removed');
  return { photos };
}

/** Logs an erasure of the DigitalMe, answered at once (deleteDigitalMe did it): the privacy policy's 30 days are measured on these rows. */
export async function logDigitalMeErasure(em: EntityManager, userId: string, photos: number, now = new Date()): Promise<void> {
  const user = await em.findOneOrFail(User, userId);
  em.create(PrivacyRequest, { user: userId, kind: 'digitalme_erasure', emailHash: emailHash(user.email), requestedAt: now, answeredAt: now, detail: { photos } });
  await em.flush();
}
