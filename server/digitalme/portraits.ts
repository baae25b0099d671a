// What the rest of the product reads of a DigitalMe: whether the user may use it now (built, and a
// plan that includes it), the portraits « Moi » subjects are drawn from, and the photos a FaceSwap
// takes the face from. The studio and the FaceSwap job call these; they never read the entities.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigitalMeExpression } from '../../shared/digitalme';
import { planHas, planUnlocking } from '../../shared/plans';
import { featurePlan } from '../billing/subscriptions';
import { AppError } from '../errors';
import { DigitalMe, DigitalMePhoto, type IDigitalMe, type StoredPhotoFacts } from './digitalme.entity';
import { faceOval } from '../vision/face-mesh';
import { isCovered } from '../vision/face-paint';

export type DigitalMeUse =
  | { usable: true; digitalMe: IDigitalMe }
  /** `plan`: the plan does not include it (whether a set was made or kept); `none`: never made (or deleted); `not_ready`: photos still being added, checked or built. */
  | { usable: false; reason: 'none' | 'not_ready' | 'plan'; digitalMe: IDigitalMe | null };

export async function digitalMeUse(em: EntityManager, userId: string, now = new Date()): Promise<DigitalMeUse> {
  const [digitalMe, plan] = await Promise.all([em.findOne(DigitalMe, { user: userId }), featurePlan(em, userId, now)]);
  // The plan first, set or no set: a user without it is told which plan has it (the studio links the
  // pricing page), never sent to « Mon espace » to make a DigitalMe the section would not let them make.
  if (!planHas(plan, 'digitalme')) return { usable: false, reason: 'plan', digitalMe };
  if (!digitalMe) return { usable: false, reason: 'none', digitalMe: null };
  if (digitalMe.status !== 'ready') return { usable: false, reason: 'not_ready', digitalMe };
  return { usable: true, digitalMe };
}

/** Refuses with a French-mapped error when the DigitalMe cannot be used now (plan first: it names the plan). */
export async function requireDigitalMe(em: EntityManager, userId: string, now = new Date()): Promise<IDigitalMe> {
  const use = await digitalMeUse(em, userId, now);
  if (use.usable) return use.digitalMe;
  if (use.reason === 'plan') throw new AppError('PLAN_REQUIRED', `digitalme needs ${planUnlocking('digitalme').id}`, { requiredPlan: planUnlocking('digitalme').name });
  throw new AppError('DIGITALME_NOT_READY', `digitalme ${use.reason}`);
}

/** A built photo of the set, as « Moi » subjects use it. */
export interface Portrait {
  photoId: string;
  /** The person cut out (transparent PNG asset of the user); its `face` field locates the face in its pixels. */
  cutoutAssetId: string;
  expression: DigitalMeExpression | null;
  /** Degrees: positive yaw is the head turned toward the picture's right (server/vision/face-mesh.ts). */
  yaw: number;
  pitch: number;
  mouthOpening: number;
  best: boolean;
  /** The face (forehead to chin, from the mesh) and the box the check found, in the photo's pixels: the cut-out's `face` is that box moved into its own pixels. */
  oval: { x: number; y: number; w: number; h: number } | null;
  checkBox: [number, number, number, number] | null;
  /** The sides of the photo that cut the person (a close-up). */
  bleed: Array<'left' | 'top' | 'right'>;
  /** Face paint or an object over the face (server/vision/face-paint.ts): shown only when no clean photo of its expression exists. Absent: clean. */
  covered?: boolean;
}

/** The portraits of a ready set, its best photos first. Empty when nothing was built. */
export async function portraitsOf(em: EntityManager, userId: string): Promise<Portrait[]> {
  const photos = await em.find(
    DigitalMePhoto,
    { user: userId, status: 'accepted', cutout: { $ne: null }, digitalMe: { status: 'ready' } },
    { orderBy: { best: 'desc', similarity: 'desc', createdAt: 'asc' } },
  );
  return photos.map((p) => ({
    photoId: p.id,
    cutoutAssetId: p.cutout!.id,
    expression: p.expression ?? null,
    yaw: p.facts?.angles.yaw ?? 0,
    pitch: p.facts?.angles.pitch ?? 0,
    mouthOpening: p.facts?.mouthOpening ?? 0,
    best: p.best,
    oval: p.facts && p.facts.mesh.length >= 468 ? faceOval(p.facts.mesh) : null,
    checkBox: p.facts?.box ?? null,
    bleed: p.facts?.bleed ?? [],
    covered: isCovered(p.facts?.cover),
  }));
}

/** An accepted photo a FaceSwap may take the face from: the stored photo and what the check measured. */
export interface SwapSource {
  photoId: string;
  assetId: string;
  facts: StoredPhotoFacts;
}

export async function swapSourcesOf(em: EntityManager, userId: string): Promise<SwapSource[]> {
  const photos = await em.find(DigitalMePhoto, { user: userId, status: 'accepted', facts: { $ne: null }, digitalMe: { status: 'ready' } }, { orderBy: { best: 'desc', similarity: 'desc' } });
  return photos.map((p) => ({ photoId: p.id, assetId: p.asset.id, facts: p.facts! }));
}
