// The build steps of one DigitalMe photo and of the set, shared by the `digitalme.build` job and the
// test seed: what is kept of a check's measures, the person cut out once (the photo's cut-out, a
// `cutout` asset derived from it, with the sides its photo cut), and the choice of the set's best photo
// per expression and head angle.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigitalMeExpression } from '../../shared/digitalme';
import type { BleedSide } from '../../shared/engine/layout/hero-placement';
import type { Storage } from '../files/storage';
import type { IAsset } from '../files/asset.entity';
import { cutOutPerson, CutoutError, type CutOut } from '../vision/cutout';
import { cutSides } from '../vision/cut-edges';
import { DESCRIPTOR_VERSION } from '../vision/face-descriptor';
import { centralIndex, identityScore } from '../vision/identity';
import { isCovered } from '../vision/face-paint';
import type { Box } from '../vision/matte';
import { photoCutout } from '../vision/photo-analyses';
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
    descriptor: facts.descriptor,
    descriptorVersion: DESCRIPTOR_VERSION,
    cover: Math.round(facts.cover * 1000) / 1000,
  };
}

/**
 * The person of a DigitalMe photo cut out (transparent PNG, its face located) and the sides its photo
 * cut. A close-up stays a cut-out: the layout draws it as a big face cut by the frame's edges.
 */
export async function makePortraitCutout(bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'width' | 'height'>): Promise<CutOut & { bleed: BleedSide[] }> {
  const [x, y, w, h] = facts.box;
  const cut = await cutOutPerson(bytes, { width: facts.width, faces: [{ x, y, w, h, score: 1 }] });
  return { ...cut, bleed: await cutSides(cut.png) };
}

/**
 * The person of a DigitalMe photo as « Moi » draws it: the photo's cut-out, made once per version of the
 * models (usually when the check accepts the photo, server/vision/photo-analyses.ts), else here around
 * the face the check measured.
 */
export async function portraitCutout(em: EntityManager, storage: Storage, photo: IAsset, bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'width' | 'height'>): Promise<{ id: string; width: number; height: number; face: Box | null; bleed: BleedSide[] }> {
  const [x, y, w, h] = facts.box;
  const stored = await photoCutout(em, storage, photo, { bytes, make: () => cutOutPerson(bytes, { width: facts.width, faces: [{ x, y, w, h, score: 1 }] }) });
  if (!stored) throw new CutoutError('mask-empty', 0);
  return { id: stored.id, width: stored.width, height: stored.height, face: stored.face, bleed: stored.bleed };
}

/**
 * A built set's identity: its most central photo (whose descriptor is the set's reference), each photo's
 * similarity to it, and the best photo per expression and head angle. Null when a photo has no
 * descriptor (stored before descriptors, not yet measured again): such a set cannot be built as it is.
 */
export function setIdentity<P extends { id: string; expression: DigitalMeExpression | null; facts: StoredPhotoFacts }>(photos: readonly P[]): { central: P; descriptor: number[]; similarity: Map<string, number>; best: Set<string> } | null {
  if (photos.length === 0 || photos.some((p) => !p.facts.descriptor?.length)) return null;
  const central = photos[centralIndex(photos.map((p) => p.facts))]!;
  const similarity = new Map(photos.map((p) => [p.id, identityScore(p.facts, central.facts)!]));
  const best = chooseBest(photos.map((p) => ({ id: p.id, expression: p.expression, facts: p.facts, similarity: similarity.get(p.id)! })));
  return { central, descriptor: central.facts.descriptor!, similarity, best };
}

/** Head angle buckets a set should cover: looking left, at the lens, right. */
export function yawBucket(yaw: number): 'left' | 'front' | 'right' {
  return yaw < -12 ? 'left' : yaw > 12 ? 'right' : 'front';
}

/**
 * The set's best photos: for each expression and head-angle bucket, the sharpest photo closest to the
 * set's identity, a clean face before any face-painted or covered one (face-paint.ts): a covered photo
 * is the best of its bucket only when the bucket has nothing else. Returns the ids to mark `best`.
 */
export function chooseBest(photos: ReadonlyArray<{ id: string; expression: DigitalMeExpression | null; facts: Pick<StoredPhotoFacts, 'angles' | 'sharpness' | 'cover'>; similarity: number | null }>): Set<string> {
  const byBucket = new Map<string, (typeof photos)[number]>();
  const score = (p: (typeof photos)[number]) => (p.similarity ?? 0) + Math.min(p.facts.sharpness, 0.2);
  const covered = (p: (typeof photos)[number]) => Number(isCovered(p.facts.cover));
  for (const p of photos) {
    const key = `${p.expression ?? 'neutral'}:${yawBucket(p.facts.angles.yaw)}`;
    const known = byBucket.get(key);
    if (!known || covered(p) < covered(known) || (covered(p) === covered(known) && score(p) > score(known))) byBucket.set(key, p);
  }
  return new Set([...byBucket.values()].map((p) => p.id));
}
