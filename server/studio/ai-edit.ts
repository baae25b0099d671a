import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Design, type ImageLayer } from '../../shared/engine/design';
import { AppError } from '../errors';
import type { ImageEngine } from '../image-engines/engine';
import type { JobQueue } from '../jobs/queue';
import { AI_EDIT_QUEUE } from './jobs/queues';
import { payForJob } from './paid-jobs';
import { notifyStatus } from '../realtime/status-events';
import { lockOwnReady } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';
import { INSTRUCTION_MAX } from '../../shared/engine/instruction-limits';

/**
 * AI edits of a thumbnail's picture (« mets-lui une chemise rouge », « enlève le verre de la table »):
 * changes no layer operation can make, because they need new pixels. Only with a hosted engine
 * (IMAGE_ENGINE openai or gemini); only the picture layer changes, through our own mask, and the
 * model never draws text. A paid modification (5 credits), refunded if the model refuses or is down.
 */

/** The id the background answers to when a layer is named (design layers ids are lowercase words). */
export const BACKGROUND_LAYER_ID = 'fond';
/** The same bounds as « Décrire une modification » (shared/engine/instruction-limits.ts). */
export const INSTRUCTION_MIN = 2;

/** What the studio may tell the user about pixel edits before they try one. */
export function aiEditAvailable(engine: ImageEngine): boolean {
  return typeof engine.editPicture === 'function';
}

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

/** The instruction as the job keeps it: trimmed, inner whitespace collapsed. */
export function cleanInstruction(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Accepts an AI edit: checks that the engine can do it and that the thumbnail has a picture, then
 * spends 5 credits in the same transaction that queues `studio.ai-edit` and marks the thumbnail as
 * being changed. Nothing is charged when it is refused here.
 */
export async function requestAiEdit(
  em: EntityManager,
  args: { queue: JobQueue; engine: ImageEngine; userId: string; thumbnailId: string; instruction: string; layerId?: string | undefined },
): Promise<{ thumbnail: IThumbnail; jobId: string }> {
  if (!aiEditAvailable(args.engine)) throw new AppError('AI_ENGINE_REQUIRED', `engine ${args.engine.id} cannot edit pictures`);
  const instruction = cleanInstruction(args.instruction);
  if ([...instruction].length < INSTRUCTION_MIN || [...instruction].length > INSTRUCTION_MAX) {
    throw new AppError('VALIDATION', 'instruction length', { fieldErrors: { instruction: [`Décrivez le changement en ${INSTRUCTION_MIN} à ${INSTRUCTION_MAX} caractères.`] } });
  }
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const target = pictureTarget(parseDesign(t.design), args.layerId);
    // A modification job: its price, ledger reference and refund are a modification's.
    const jobId = await payForJob(tx, {
      queue: args.queue,
      kind: 'modify',
      userId: args.userId,
      thumbnailId: t.id,
      started: { attempts: 0 },
      queued: (jobId) => {
        t.status = 'rendering';
        t.stage = 'composing';
        t.error = null;
        return { name: AI_EDIT_QUEUE, data: { jobId, thumbnailId: t.id, revision: t.revision, layerId: target.kind === 'layer' ? target.layerId : BACKGROUND_LAYER_ID, instruction } };
      },
    });
    await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
    return { thumbnail: t, jobId };
  });
}

/** The French sentence of an AI edit that could not be made, by what the engine said. */
export function aiEditFailure(code: string): string {
  if (code === 'refused') return 'Le moteur IA a refusé cette modification. Vos crédits ont été rendus.';
  if (code === 'timeout' || code === 'rate_limited' || code === 'unavailable') return 'Le moteur IA ne répond pas pour le moment. Réessayez plus tard : vos crédits ont été rendus.';
  return 'La modification de la photo n’a pas pu être faite. Vos crédits ont été rendus.';
}
