// « Face Swap » on a thumbnail: the user's DigitalMe face in place of a photographed face
// of the design, for 10 credits, as a pg-boss job. Everything that can be known before the job is
// checked before anything is charged: the plan, a ready DigitalMe, the thumbnail, a face in the
// design (saved with it when it was made, server/vision/picture-faces.ts), which face, its angle.
// The studio router only calls these; the job (jobs/face-swap.ts) does the swap and refunds failures.
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS } from '../../../shared/credits';
import { parseDesign, type Design } from '../../../shared/engine/model/design';
import type { FailureCode } from '../../../shared/failures';
import { planHas, planUnlocking } from '../../../shared/plans';
import { featurePlan, requireFeature } from '../../billing/subscriptions';
import { AppError } from '../../errors';
import type { JobQueue } from '../../jobs/queue';
import { Asset } from '../../files/asset.entity';
import { FACE_SWAP_QUEUE } from '../jobs/queues';
import { payForPictureChange } from '../picture-job';
import { getOwnThumbnail, lockOwnReady } from '../thumbnails';
import type { IThumbnail } from '../thumbnail.entity';
import { digitalMeUse, requireDigitalMe } from '../../digitalme/portraits';
import type { FaceSwapErrorCode } from '../../vision/face-swap';
import { swappableFaces, tooTurnedToSwap, type SwappableFace } from '../../vision/picture-faces';

/** The faces of a saved design, placed in its frame with its pictures' sizes (the user's own assets). */
export async function facesOfDesign(em: EntityManager, userId: string, design: Design): Promise<SwappableFace[]> {
  const ids = [...new Set([...design.layers.flatMap((l) => (l.type === 'image' && l.faces.length > 0 ? [l.asset] : [])), ...(design.background.kind === 'image' ? [design.background.asset] : [])])];
  const rows = ids.length > 0 ? await em.find(Asset, { id: { $in: ids }, user: userId }, { fields: ['id', 'width', 'height'] }) : [];
  const sizes = new Map(rows.map((a) => [a.id, { width: a.width, height: a.height }]));
  return swappableFaces(design, (id) => sizes.get(id));
}

/** Why the studio shows « Face Swap » disabled, in the order the server refuses (plan first: it names the plan). */
export type FaceSwapBlock = { reason: 'plan'; requiredPlan: string } | { reason: 'digitalme' } | { reason: 'no_face' } | { reason: 'not_ready' };

/**
 * What the studio may offer on a thumbnail before the click: the cost, the faces to pick from (with
 * their place in the preview, and those too turned to swap), or why it cannot be done.
 */
export async function faceSwapOptions(em: EntityManager, userId: string, thumbnailId: string): Promise<{ cost: number; blocked: FaceSwapBlock | null; faces: Array<{ index: number; box: SwappableFace['box']; profile: boolean }> }> {
  const t = await getOwnThumbnail(em, userId, thumbnailId);
  const faces = t.design ? (await facesOfDesign(em, userId, parseDesign(t.design))).map((f) => ({ index: f.index, box: f.box, profile: tooTurnedToSwap(f.face) })) : [];
  const cost = CREDIT_COSTS.faceswap;
  const plan = await featurePlan(em, userId);
  if (!planHas(plan, 'faceswap')) return { cost, blocked: { reason: 'plan', requiredPlan: planUnlocking('faceswap').name }, faces };
  if (!(await digitalMeUse(em, userId)).usable) return { cost, blocked: { reason: 'digitalme' }, faces };
  if (faces.length === 0) return { cost, blocked: { reason: 'no_face' }, faces };
  if (t.status !== 'ready') return { cost, blocked: { reason: 'not_ready' }, faces };
  return { cost, blocked: null, faces };
}

/** The face asked for, or a French-mapped refusal: none, several and none chosen, unknown, too turned. */
export function chooseFace(faces: SwappableFace[], index: number | undefined): SwappableFace {
  if (faces.length === 0) throw new AppError('FACESWAP_NO_FACE', 'the design holds no photographed face');
  const offer = { faces: faces.map((f) => ({ index: f.index, box: f.box })) };
  if (index === undefined && faces.length > 1) throw new AppError('FACESWAP_CHOOSE_FACE', `${faces.length} faces, none chosen`, offer);
  const face = faces[index ?? 0];
  // An index from an older design (the design changed since the choice was offered): offer the choice again.
  if (!face) throw new AppError('FACESWAP_CHOOSE_FACE', `face ${index} of ${faces.length}`, offer);
  if (tooTurnedToSwap(face.face)) throw new AppError('FACESWAP_PROFILE', `face ${face.index} turned yaw ${face.face.yaw} pitch ${face.face.pitch}`);
  return face;
}

/**
 * Accepts a Face Swap: checks everything above, then spends 10 credits in the same transaction that
 * queues the job and marks the thumbnail as being changed. Nothing is charged when it is refused.
 */
export async function requestFaceSwap(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string; face?: number | undefined }): Promise<{ thumbnail: IThumbnail; jobId: string }> {
  await requireFeature(em, args.userId, 'faceswap');
  await requireDigitalMe(em, args.userId);
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const design = parseDesign(t.design);
    const chosen = chooseFace(await facesOfDesign(tx, args.userId, design), args.face);
    const { x, y, w, h } = chosen.face;
    const jobId = await payForPictureChange(tx, { queue: args.queue, kind: 'faceswap', userId: args.userId, thumbnail: t }, (jobId) => ({
      name: FACE_SWAP_QUEUE,
      data: { jobId, thumbnailId: t.id, revision: t.revision, layerId: chosen.layerId, face: { x, y, w, h } },
    }));
    return { thumbnail: t, jobId };
  });
}

/** Why a swap could not be made (its credits given back), by what the swap said. */
export function faceSwapFailure(code?: FaceSwapErrorCode): FailureCode {
  return code ? FACESWAP_FAILURES[code] : 'FACESWAP_FAILED';
}

const FACESWAP_FAILURES: Record<FaceSwapErrorCode, FailureCode> = {
  unreadable_target: 'FACESWAP_UNREADABLE_TARGET',
  no_face_in_target: 'FACESWAP_NO_FACE_IN_TARGET',
  several_faces: 'FACESWAP_SEVERAL_FACES',
  face_not_found: 'FACESWAP_FACE_NOT_FOUND',
  profile_too_steep: 'FACESWAP_PROFILE_TOO_STEEP',
  no_usable_source: 'FACESWAP_NO_USABLE_SOURCE',
  poor_result: 'FACESWAP_POOR_RESULT',
};
