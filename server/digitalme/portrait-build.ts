// The build steps of one DigitalMe photo and of the set, shared by the `digitalme.build` job and the
// test seed: what is kept of a check's measures, the person cut out once (the photo's cut-out, a
// `cutout` asset derived from it), and the choice of the set's best photo per expression and head angle.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigitalMeExpression } from '../../shared/digitalme';
import type { Storage } from '../files/storage';
import { randomUUID } from 'node:crypto';
import { Asset, type IAsset } from '../files/asset.entity';
import { engineAssetFile } from '../files/keys';
import { readAll } from '../files/storage';
import { cutOutPerson, CutoutError, type CutOut } from '../vision/cutout';
import type { Box } from '../vision/matte';
import { PhotoAnalysis } from '../vision/photo-analysis.entity';
import { photoCutout } from '../vision/photo-analyses';
import { isCloseUp, roundPortrait } from '../vision/round-portrait';
import type { StoredPhotoFacts } from './digitalme.entity';
import type { PhotoFacts } from './photo-check';

/** What the database keeps of a check's measures: enough for the build, « Moi » and the swap. */
export function storedFacts(facts: PhotoFacts): StoredPhotoFacts {
  return {
    width: facts.width,
    height: facts.height,
    box: facts.box,
    angles: facts.angles,
    mouthOpening: facts.mouthOpening,
    sharpness: facts.sharpness,
    hash: facts.hash,
    mesh: facts.mesh.map(([x, y]) => [Math.round(x * 10) / 10, Math.round(y * 10) / 10]),
    embedding: facts.embedding,
    descriptor: facts.descriptor,
  };
}

/**
 * The person of a DigitalMe photo cut out (transparent PNG, its face located): the photo's cut-out,
 * made once per version of the models (usually at its upload, server/vision/photo-analyses.ts), else
 * here around the face the check measured; a close-up, cut by the photo's sides or top, becomes a
 * round badge of the face instead (round-portrait.ts), made once per photo.
 */
export async function portraitCutout(em: EntityManager, storage: Storage, photo: IAsset, bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'width' | 'height'>): Promise<{ id: string; width: number; height: number; face: Box | null }> {
  const [x, y, w, h] = facts.box;
  const stored = await photoCutout(em, storage, photo, { bytes, make: () => cutOutPerson(bytes, { width: facts.width, faces: [{ x, y, w, h, score: 1 }] }) });
  if (!stored) throw new CutoutError('mask-empty', 0);
  const png = await readAll(storage, stored.key);
  if (!png) throw new Error(`cut-out ${stored.id} has no file`);
  const cut = { ...stored, png };
  return (await isCloseUp(cut)) ? storedBadge(em, storage, photo, () => roundPortrait(bytes, { x, y, w, h }, facts)) : stored;
}

/** A DigitalMe photo's round badge, made once: a picture of its own, derived from the photo (its cut-out is the analysis's). */
async function storedBadge(em: EntityManager, storage: Storage, photo: IAsset, make: () => Promise<CutOut>): Promise<{ id: string; width: number; height: number; face: Box | null }> {
  const analysed = await em.find(PhotoAnalysis, { source: photo.id, file: { $ne: null } }, { fields: ['file'] });
  const known = await em.findOne(Asset, { user: photo.user, kind: 'cutout', derivedFrom: photo.id, id: { $nin: analysed.map((a) => a.file!.id) } });
  if (known) return { id: known.id, width: known.width, height: known.height, face: (known.face as Box | null) ?? null };
  const badge = await make();
  const id = randomUUID();
  const key = engineAssetFile(photo.user.id, id);
  await storage.put(key, badge.png);
  await em.transactional(async (tx) => {
    tx.create(Asset, { id, user: photo.user.id, kind: 'cutout', key, width: badge.width, height: badge.height, bytes: badge.png.length, format: 'png', hasAlpha: true, derivedFrom: photo.id, face: badge.face });
  });
  return { id, width: badge.width, height: badge.height, face: badge.face };
}

/** Head angle buckets a set should cover: looking left, at the lens, right. */
export function yawBucket(yaw: number): 'left' | 'front' | 'right' {
  return yaw < -12 ? 'left' : yaw > 12 ? 'right' : 'front';
}

/**
 * The set's best photos: for each expression and head-angle bucket, the sharpest photo closest to the
 * set's identity. Returns the ids to mark `best`.
 */
export function chooseBest(photos: ReadonlyArray<{ id: string; expression: DigitalMeExpression | null; facts: Pick<StoredPhotoFacts, 'angles' | 'sharpness'>; similarity: number | null }>): Set<string> {
  const byBucket = new Map<string, (typeof photos)[number]>();
  const score = (p: (typeof photos)[number]) => (p.similarity ?? 0) + Math.min(p.facts.sharpness, 0.2);
  for (const p of photos) {
    const key = `${p.expression ?? 'serious'}:${yawBucket(p.facts.angles.yaw)}`;
    const known = byBucket.get(key);
    if (!known || score(p) > score(known)) byBucket.set(key, p);
  }
  return new Set([...byBucket.values()].map((p) => p.id));
}
