import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign, type Design } from '../../shared/engine/model/design';
import { readInstruction, type InstructionReading } from '../reader/instruction/instruction';
import { applyOperations } from '../../shared/engine/model/operations';
import { AppError } from '../errors';
import { Asset } from '../files/asset.entity';
import { storedCutoutIds } from '../vision/photo-analyses';
import { matchSubjects } from '../pictograms/matcher';
import { applyHostFor } from './modify';
import { editMadeWay } from './make-way';
import type { Storage } from '../files/storage';
import { getOwnThumbnail } from './thumbnails';

export interface InstructionPreview extends InstructionReading {
  /** The design with the understood changes, drawn at once in the studio's preview; null when nothing changes. */
  preview: Design | null;
  /** At least one change applies: « Appliquer (5 crédits) » is offered. */
  changed: boolean;
}

/** The server's pictogram matcher, as the reader's noun lookup (« le téléphone » → its icon). */
export function subjectIcon(words: string): string | null {
  return matchSubjects(words, { limit: 1 })[0]?.icon ?? null;
}

/**
 * Reads a French instruction against the thumbnail's saved design (free, nothing saved): the
 * operations it understood, applied here as `studio.modify` would apply them, so what the studio
 * previews is what a save gives. Operations the design refuses (the duration corner, the frame's
 * edges…) leave the list and join « Ignoré » with their French reason, so the list the browser
 * sends back to `studio.modify` is one the server accepts.
 */
export async function readInstructionFor(em: EntityManager, args: { storage: Storage; userId: string; thumbnailId: string; text: string; hasAiEngine: boolean }): Promise<InstructionPreview> {
  const t = await getOwnThumbnail(em, args.userId, args.thumbnailId);
  if (t.status !== 'ready' || !t.design) throw new AppError('NOT_READY', `thumbnail ${t.id} is ${t.status}`);
  const design = parseDesign(t.design);
  const userImages = design.style === 'gaming' ? await thumbnailImages(em, args.userId, t.images) : [];
  const reading = readInstruction(args.text, design, { subjectIcon, hasAiEngine: args.hasAiEngine, userImages });
  if (reading.ops.length === 0) return { ...reading, preview: null, changed: false };
  const host = await applyHostFor(em, args.userId, reading.ops, t.prompt, t.title);
  const result = applyOperations(host, design, reading.ops);
  const refused = new Map(result.refused.map((r) => [r.index, r.reason]));
  // Old index → new index, for the operations kept.
  const kept = new Map<number, number>();
  const ops = reading.ops.filter((_, i) => {
    if (refused.has(i)) return false;
    kept.set(i, kept.size);
    return true;
  });
  const understood: InstructionReading['understood'] = [];
  const ignored = [...reading.ignored];
  for (const change of reading.understood) {
    const left = change.ops.filter((i) => kept.has(i)).map((i) => kept.get(i)!);
    const reasons = [...new Set(change.ops.filter((i) => refused.has(i)).map((i) => refused.get(i)!))];
    if (left.length > 0) understood.push({ text: change.text, ops: left });
    if (reasons.length > 0) ignored.push(`${change.text} : ${reasons.map(lowerFirst).join(' ')}`);
  }
  const changed = result.applied.length > 0;
  // Through the layout pass, as the save will be: the preview is what « Appliquer » gives.
  const preview = changed ? await editMadeWay(em, args.storage, args.userId, design, result.design, ops, 'instruction') : null;
  return { ops, understood, ignored, needsPixels: reading.needsPixels, preview, changed };
}

/**
 * The pictures a thumbnail was made with, as « ma photo » for the reader: each upload's cut-out
 * when the worker made one (a person stands on the design without their room), else the upload.
 * Deleted ones are left out; applyHostFor checks again that each is the user's.
 */
async function thumbnailImages(em: EntityManager, userId: string, uploads: readonly string[]): Promise<string[]> {
  if (uploads.length === 0) return [];
  const [rows, analysed] = await Promise.all([
    em.find(Asset, { user: userId, $or: [{ id: { $in: [...uploads] }, kind: 'upload' }, { derivedFrom: { $in: [...uploads] }, kind: 'cutout' }] }, { orderBy: { createdAt: 'desc' } }),
    storedCutoutIds(em.fork(), userId, uploads),
  ]);
  const out: string[] = [];
  for (const id of uploads) {
    // The cut-out its analysis names (the current models' when there are several), else any made from it.
    const cut = analysed.get(id) ?? rows.find((a) => a.kind === 'cutout' && a.derivedFrom === id)?.id;
    const upload = rows.find((a) => a.kind === 'upload' && a.id === id);
    if (cut) out.push(cut);
    else if (upload) out.push(upload.id);
  }
  return out;
}

function lowerFirst(s: string): string {
  return s.charAt(0).toLocaleLowerCase('fr-FR') + s.slice(1);
}
