import { randomInt, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { CREDIT_COSTS } from '../../shared/credits';
import type { GenerateInput, ThumbnailStatus } from '../../shared/schemas/studio';
import { spendCredits } from '../credits/ledger';
import { AppError, notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { GenerationJob } from './generation-job.entity';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';
import { parseDesign, type Design } from '../../shared/engine/design';
import { reviseReport, type ScoreReport } from '../../shared/engine/score';
import { serverMeasurer } from '../engine/index';

/** Failure reasons stored on a thumbnail are either a French sentence (hosted engine) or a code. */
function publicError(stored: string | null | undefined): string {
  if (stored && /\s/.test(stored)) return stored;
  return 'La génération a échoué. Vos crédits ont été rendus.';
}

/**
 * Accepts a generation: charges the credits, records the thumbnail and job, and enqueues the render,
 * all in one transaction. Either everything happens or nothing does.
 */
export async function requestGeneration(
  em: EntityManager,
  args: { queue: JobQueue; userId: string; input: GenerateInput },
): Promise<IThumbnail> {
  return em.transactional(async (tx) => {
    const thumbnailId = randomUUID();
    const jobId = randomUUID();
    await spendCredits(tx, { userId: args.userId, amount: CREDIT_COSTS.generation, reason: 'generation', reference: `generation:${jobId}` });
    const thumbnail = tx.create(Thumbnail, {
      id: thumbnailId,
      user: args.userId,
      title: args.input.title,
      prompt: args.input.prompt,
      style: args.input.style,
      seed: randomInt(0, 2 ** 31 - 1),
      status: 'queued',
    });
    tx.create(GenerationJob, { id: jobId, user: args.userId, thumbnail: thumbnailId, kind: 'generate', status: 'queued', credits: CREDIT_COSTS.generation });
    await tx.flush();
    await args.queue.enqueue(tx, 'studio.render', { jobId });
    return thumbnail;
  });
}

export async function getOwnThumbnail(em: EntityManager, userId: string, id: string): Promise<IThumbnail> {
  const thumbnail = await em.findOne(Thumbnail, { id, user: userId });
  // Someone else's thumbnail answers exactly like a missing one: ids are not a way to probe.
  if (!thumbnail) throw notFound('thumbnail', id);
  return thumbnail;
}

export async function listHistory(
  em: EntityManager,
  userId: string,
  page: { limit: number; cursor?: string | null },
): Promise<{ items: IThumbnail[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const items = await em.find(
    Thumbnail,
    after
      ? { user: userId, $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] }
      : { user: userId },
    { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: page.limit + 1 },
  );
  const more = items.length > page.limit;
  const slice = more ? items.slice(0, page.limit) : items;
  const last = slice.at(-1);
  return { items: slice, nextCursor: more && last ? encodeCursor(last) : null };
}

function encodeCursor(t: IThumbnail): string {
  return Buffer.from(`${t.createdAt.toISOString()}|${t.id}`).toString('base64url');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Only what encodeCursor writes is read back: anything else is a bad request, never a query that fails. */
function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const [iso, id] = parts;
  const createdAt = new Date(iso ?? '');
  if (parts.length !== 2 || !iso || !ISO.test(iso) || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new AppError('VALIDATION', 'bad cursor', { reasons: ['Page d’historique introuvable : rechargez la page.'] });
  }
  return { createdAt, id };
}

export interface ThumbnailDto {
  /** The design as saved (current version), for the browser preview and the editor; null until composed. */
  design: Design | null;
  revision: number;
  score: ScoreReport | null;
  engine: string;
  /** Why it failed, in French, when it did. */
  error: string | null;
  id: string;
  title: string;
  prompt: string;
  style: string;
  status: ThumbnailStatus;
  createdAt: string;
  readyAt: string | null;
  width: number | null;
  height: number | null;
  bytes: number | null;
  imageUrl: string | null;
  previewUrl: string | null;
  downloadUrl: string | null;
}

/**
 * A saved score with today's answers about it: what « Améliorer » can fix in this design, why not
 * otherwise, and the honest total (a report saved by an older version included). The measures stay
 * those of the rendered file.
 */
export function currentReport(stored: ScoreReport | null, design: Design | null): ScoreReport | null {
  // Reports scored by this version already carry these answers (scoreDesign ends with reviseReport):
  // only older ones are revised, so reading a history page does not typeset every headline again.
  if (!stored || !design || stored.checks.every((check) => 'why' in check)) return stored;
  try {
    return reviseReport(serverMeasurer(), design, stored);
  } catch {
    return stored; // a report of an unknown shape is shown as saved
  }
}

export function toDto(t: IThumbnail): ThumbnailDto {
  const ready = t.status === 'ready';
  const version = t.readyAt ? t.readyAt.getTime() : 0;
  let design: Design | null = null;
  try {
    design = t.design ? parseDesign(t.design) : null;
  } catch {
    design = null; // unreadable old data: the files still show
  }
  return {
    design,
    revision: t.revision,
    score: currentReport(t.score as unknown as ScoreReport | null, design),
    engine: t.engine,
    error: t.status === 'failed' ? publicError(t.error) : t.error && t.status === 'ready' ? t.error : null,
    id: t.id,
    title: t.title,
    prompt: t.prompt,
    style: t.style,
    status: t.status as ThumbnailStatus,
    createdAt: t.createdAt.toISOString(),
    readyAt: t.readyAt?.toISOString() ?? null,
    width: t.width ?? null,
    height: t.height ?? null,
    bytes: t.bytes ?? null,
    imageUrl: ready ? `/files/thumbnails/${t.id}.jpg?v=${version}-${t.revision}` : null,
    previewUrl: ready ? `/files/thumbnails/${t.id}.webp?v=${version}-${t.revision}` : null,
    downloadUrl: ready ? `/files/thumbnails/${t.id}.jpg?download=1` : null,
  };
}
