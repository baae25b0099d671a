import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS } from '../../shared/credits';
import { headlineOf, parseDesign, type Design } from '../../shared/engine/model/design';
import { restyleDesign } from '../../shared/engine/layout/restyle';
import { applyOperations, type Applied, type ApplyHost, type AssetFacts, type Operation } from '../../shared/engine/model/operations';
import type { HeadlineEdit } from '../../shared/schemas/studio';
import { storedPictureFacts } from '../vision/picture-faces';
import { Asset } from '../files/asset.entity';
import { requireCredits } from '../credits/ledger';
import { teamOwnerFor } from '../billing/subscriptions';
import { serverMeasurer } from '../engine/index';
import { AppError } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { RENDER_FILE_QUEUE } from './jobs/queues';
import { payForJob } from './paid-jobs';
import { notifyStatus } from '../realtime/status-events';
import { getOwnThumbnail, lockOwnReady, nextRevision } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';
import { requireDigitalMe } from '../digitalme/portraits';
import { headlineSideOf, loadMePortraits, wantedExpression } from './me/me-subject';
import { readBriefFor } from './compose-plan';
import type { Storage } from '../files/storage';
import { editMadeWay, type EditSource } from './make-way';

/**
 * Saves edits made in the studio (the editor, or a French instruction read into operations) as a new
 * revision and re-renders it: 5 credits (a modification), spent in the same transaction that queues
 * the render, refunded if it fails. The server never takes a design from the browser: it applies the
 * operations to the saved design itself (shared/engine/model/operations.ts), typesetting text again, and
 * refuses the whole save, with each French reason, when one of them is refused (the duration
 * corner, the frame's edges, the engine's bounds, an image that is not the user's). Nothing that
 * changes nothing is charged. Then the layout pass, unless the editor already ran it (`passRun`).
 *
 * The layout is the costly part, so everything that can refuse cheaply comes first: whose thumbnail
 * it is and whether it is ready, the credits, and what the operations use (the user's own images,
 * « Moi » and the plan it needs). A refusal after that costs no credit, so the router counts every
 * call against the user's limit (modifyUser) before reading it.
 */
export async function modifyThumbnail(em: EntityManager, args: { queue: JobQueue; storage: Storage; userId: string; thumbnailId: string; ops: Operation[]; by?: EditSource; passRun?: boolean }): Promise<{ thumbnail: IThumbnail; charged: boolean }> {
  const seen = await getOwnThumbnail(em, args.userId, args.thumbnailId);
  if (seen.status !== 'ready' || !seen.design) throw new AppError('NOT_READY', `thumbnail ${seen.id} is ${seen.status}`);
  const teamOwnerId = await teamOwnerFor(em, args.userId);
  await requireCredits(em, { userId: args.userId, amount: CREDIT_COSTS.modification, teamOwnerId });
  const host = await applyHostFor(em, args.userId, args.ops, seen.prompt, seen.title);
  const seenDesign = parseDesign(seen.design);
  const laidOut = await layOut(host, seenDesign, args.ops);
  // Refused, or changing nothing: answered without a transaction.
  refuseIfRefused(laidOut);
  if (JSON.stringify(laidOut.design) === JSON.stringify(seenDesign)) return { thumbnail: seen, charged: false };
  // The layout pass: what the edits placed stays, what it now collides with makes way. The editor
  // ran it after each change and sent what it did ('make-way' operations): replayed, not run again,
  // so the picture saved is the one the person saw (this canvas may measure a pixel differently).
  const settled = args.passRun ? laidOut.design : await editMadeWay(em, args.storage, args.userId, seenDesign, laidOut.design, args.ops, args.by);
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const current = parseDesign(t.design);
    // Saved elsewhere in the meantime: the operations apply to the design as it is now.
    const result = t.revision === seen.revision ? laidOut : applyOperations(host, current, args.ops);
    refuseIfRefused(result);
    if (JSON.stringify(result.design) === JSON.stringify(current)) return { thumbnail: t, charged: false };
    // Saved elsewhere meanwhile: the editor's pass ran on another design, so the server's runs.
    const edited = t.revision === seen.revision ? settled : await editMadeWay(tx, args.storage, args.userId, current, result.design, args.ops, args.by);
    await payForJob(tx, {
      queue: args.queue,
      kind: 'modify',
      userId: args.userId,
      thumbnailId: t.id,
      teamOwnerId,
      started: { attempts: 1 },
      queued: (jobId) => ({ name: RENDER_FILE_QUEUE, data: nextRevision(t, edited, { jobId }) }),
    });
    await notifyStatus(tx, { thumbnailId: t.id, status: 'rendering' });
    return { thumbnail: t, charged: true };
  });
}

/** The whole save refused, with each French reason, when one operation is. */
function refuseIfRefused(result: Applied): void {
  if (result.refused.length === 0) return;
  const kinds = new Set(result.refused.map((r) => r.kind));
  const code = kinds.size === 1 && kinds.has('corner') ? 'TEXT_IN_CORNER' : kinds.size === 1 && kinds.has('outside') ? 'OFF_FRAME' : 'EDIT_REFUSED';
  throw new AppError(code, `refused operations ${result.refused.map((r) => r.index).join(',')}`, { reasons: [...new Set(result.refused.map((r) => r.reason))] });
}

/** Layout between two turns of the event loop: a few milliseconds, so a request that arrives meanwhile waits no longer. */
const SLICE_MS = 2;
let layoutTurn: Promise<unknown> = Promise.resolve();

/**
 * The operations applied as applyOperations applies them, but one modification at a time in this
 * process and a few milliseconds per turn of the event loop: a burst of saves (or of refusals) never
 * holds other requests, /healthz among them, for more than a slice.
 */
export function layOut(host: ApplyHost, design: Design, ops: readonly Operation[]): Promise<Applied> {
  const run = layoutTurn.then(async () => {
    let current = design;
    const applied: number[] = [];
    const refused: Applied['refused'] = [];
    let slice = performance.now();
    for (const [index, op] of ops.entries()) {
      if (performance.now() - slice > SLICE_MS) {
        await new Promise((resolve) => setImmediate(resolve));
        slice = performance.now();
      }
      const one = applyOperations(host, current, [op]);
      current = one.design;
      if (one.applied.length > 0) applied.push(index);
      refused.push(...one.refused.map((r) => ({ ...r, index })));
    }
    return { design: current, applied, refused };
  });
  layoutTurn = run.catch(() => undefined);
  return run;
}

/**
 * What the operations may use on the server: its own measurer, the restyle, and the facts of the
 * images they name, read from the database and only when they are the user's own (a logo for the
 * logo, an upload or its cut-out for a subject or a background). Also the instruction preview's host
 * (instruction.ts), so a preview is exactly what a save gives.
 */
export async function applyHostFor(tx: EntityManager, userId: string, ops: Operation[], prompt: string, title = ''): Promise<ApplyHost> {
  const logoIds = new Set<string>();
  const imageIds = new Set<string>();
  for (const op of ops) {
    if (op.op === 'logo' && op.asset) logoIds.add(op.asset);
    if ((op.op === 'subject' || op.op === 'background') && op.asset) imageIds.add(op.asset);
  }
  const facts = new Map<string, AssetFacts>();
  const ids = [...logoIds, ...imageIds];
  if (ids.length > 0) {
    const rows = await tx.find(Asset, { id: { $in: ids }, user: userId });
    const allowed = rows.filter((a) => (logoIds.has(a.id) ? a.kind === 'logo' : a.kind === 'upload' || a.kind === 'cutout'));
    const pictures = await storedPictureFacts(tx, allowed.filter((a) => !logoIds.has(a.id)));
    for (const a of allowed) {
      const found = pictures.get(a.id);
      facts.set(a.id, { width: a.width, height: a.height, cutout: a.kind === 'cutout' || a.hasAlpha, face: found?.face ?? a.face, faces: found?.faces ?? [] });
    }
  }
  // « Remplacer par Moi »: refused before anything is charged when the DigitalMe cannot be used (plan, set).
  const me = ops.some((op) => op.op === 'me') ? await meHost(tx, userId, prompt, title) : undefined;
  return { measurer: serverMeasurer(), asset: (id) => facts.get(id), restyle: (d, style) => restyleDesign(serverMeasurer(), d, style, prompt), me };
}

/** The user's « Moi » portrait for a place in a design: the thumbnail's brief gives the expression, the words' side the head's turn. */
async function meHost(tx: EntityManager, userId: string, prompt: string, title: string): Promise<ApplyHost['me']> {
  await requireDigitalMe(tx, userId);
  const portraits = await loadMePortraits(tx, userId);
  const wanted = wantedExpression(prompt, title, readBriefFor(prompt));
  return (design, at) => {
    const found = portraits.subjectFor(wanted, headlineSideOf(design, null, at));
    return found ? { asset: found.subject.asset, width: found.subject.width, height: found.subject.height, face: found.subject.face ?? null, bleed: found.subject.bleed ?? [], sourceFace: found.subject.sourceFace ?? null } : undefined;
  };
}

/** The older headline edit (words, highlights, accent, a move) as operations. */
export function headlineOperations(design: Design, edit: HeadlineEdit): Operation[] {
  const h = headlineOf(design);
  if (!h) return [];
  return [
    { op: 'move', layer: h.id, dx: edit.dx, dy: edit.dy },
    { op: 'set-text', layer: h.id, text: edit.text },
    { op: 'set-highlight', layer: h.id, words: edit.words },
    { op: 'set-colors', layer: h.id, accent: edit.color },
  ];
}
