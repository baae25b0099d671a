import type { EntityManager } from '@mikro-orm/postgresql';
import type { FailureCode } from '../../shared/failures';
import { parseDesign } from '../../shared/engine/model/design';
import { AppError } from '../errors';
import type { ImageEngine } from '../image-engines/engine';
import type { JobQueue } from '../jobs/queue';
import { AI_EDIT_QUEUE } from './jobs/queues';
import { BACKGROUND_LAYER_ID, payForPictureChange, pictureTarget } from './picture-job';
import { lockOwnReady } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';
import { INSTRUCTION_MAX } from '../../shared/engine/model/instruction-limits';

/**
 * AI edits of a thumbnail's picture (« mets-lui une chemise rouge », « enlève le verre de la table »):
 * changes no layer operation can make, because they need new pixels. Only with a hosted engine
 * (IMAGE_ENGINE openai or gemini); only the picture layer changes, through our own mask, and the
 * model never draws text. A paid modification (5 credits), refunded if the model refuses or is down.
 */

/** The same bounds as « Décrire une modification » (shared/engine/model/instruction-limits.ts). */
export const INSTRUCTION_MIN = 2;

/** What the studio may tell the user about pixel edits before they try one. */
export function aiEditAvailable(engine: ImageEngine): boolean {
  return typeof engine.editPicture === 'function';
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
    const jobId = await payForPictureChange(tx, { queue: args.queue, kind: 'modify', userId: args.userId, thumbnail: t }, (jobId) => ({
      name: AI_EDIT_QUEUE,
      data: { jobId, thumbnailId: t.id, revision: t.revision, layerId: target.kind === 'layer' ? target.layerId : BACKGROUND_LAYER_ID, instruction },
    }));
    return { thumbnail: t, jobId };
  });
}

/** Why an AI edit could not be made, by what the engine said. */
export function aiEditFailure(code: string): FailureCode {
  if (code === 'refused') return 'AI_EDIT_REFUSED';
  if (code === 'timeout' || code === 'rate_limited' || code === 'unavailable') return 'AI_EDIT_UNAVAILABLE';
  return 'AI_EDIT_FAILED';
}
