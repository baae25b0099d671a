// The build steps of one DigitalMe photo and of the set, shared by the `digitalme.build` job and the
// test seed: what is kept of a check's measures, the person cut out once (kept as a `cutout` asset
// derived from the photo, with the sides its photo cut), and the choice of the set's best photo per expression and head angle.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigitalMeExpression } from '../../shared/digitalme';
import type { Storage } from '../files/storage';
import type { IAsset } from '../files/asset.entity';
import { cutOutPerson } from '../vision/cutout';
import { cutSides } from '../vision/cut-edges';
import type { CutOut } from '../vision/cutout';
import type { BleedSide } from '../../shared/engine/layout/hero-placement';
import { storedCutout } from '../vision/stored-cutout';
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
 * The person of a DigitalMe photo cut out (transparent PNG, its face located) and the sides its photo
 * cut. A close-up stays a cut-out: the layout draws it as a big face cut by the frame's edges.
 */
export async function makePortraitCutout(bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'width' | 'height'>): Promise<CutOut & { bleed: BleedSide[] }> {
  const [x, y, w, h] = facts.box;
  const cut = await cutOutPerson(bytes, { width: facts.width, faces: [{ x, y, w, h, score: 1 }] });
  return { ...cut, bleed: await cutSides(cut.png) };
}

/** The person of a DigitalMe photo cut out, made once per photo and kept (a `cutout` asset derived from the photo); `bleed` when it was made now. */
export async function portraitCutout(em: EntityManager, storage: Storage, photo: IAsset, bytes: Buffer, facts: Pick<StoredPhotoFacts, 'box' | 'width' | 'height'>) {
  let bleed: BleedSide[] | null = null;
  const stored = await storedCutout(em, storage, photo, async () => {
    const made = await makePortraitCutout(bytes, facts);
    bleed = made.bleed;
    return made;
  });
  return { ...stored, bleed };
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
