import { LockMode, raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { HistoryFilters } from '../../shared/schemas/history';
import { AppError, notFound } from '../errors';
import { allThumbnailFiles } from '../files/keys';
import type { Storage } from '../files/storage';
import type { Logger } from '../log';
import { ThumbnailExport } from './export.entity';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';
import { ThumbnailVersion } from './version.entity';

/**
 * The user's history: their thumbnails newest first, a page at a time (the cursor is the last one's
 * date and id, so a page never repeats or skips one whatever the filters), searched by title and
 * filtered by style, day and exports made; renamed and deleted one or many at once.
 */
export async function listHistory(
  em: EntityManager,
  userId: string,
  page: HistoryFilters & { limit: number; cursor?: string | null },
): Promise<{ items: IThumbnail[]; nextCursor: string | null }> {
  const after = page.cursor ? decodeCursor(page.cursor) : null;
  const where: Array<FilterQuery<IThumbnail>> = [{ user: userId }, ...filterConditions(page)];
  if (after) where.push({ $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, id: { $lt: after.id } }] });
  const items = await em.find(Thumbnail, { $and: where }, { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: page.limit + 1 });
  const more = items.length > page.limit;
  const slice = more ? items.slice(0, page.limit) : items;
  const last = slice.at(-1);
  return { items: slice, nextCursor: more && last ? encodeCursor(last) : null };
}

/** At most this many words of a search count (a pasted paragraph is not a query). */
const MAX_SEARCH_WORDS = 8;

/** `%`, `_` and `\` are a user's characters, not patterns. */
const likeLiteral = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Africa/Dakar keeps UTC all year (no summer time since 1941), so one of its days is exactly that
 * UTC day. Named so that the rule is written once, and the filter reads as the person's calendar.
 */
function dakarDayStart(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

function filterConditions(f: HistoryFilters): Array<FilterQuery<IThumbnail>> {
  const conditions: Array<FilterQuery<IThumbnail>> = [];
  // Every word must appear in the title, whatever its case and accents (« ETE » finds « Été »):
  // PostgreSQL's `unaccent` (a trusted contrib extension, created by the migration) does both sides.
  const words = (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  for (const word of words) {
    conditions.push({ [raw((alias) => `lower(unaccent(${alias}.title)) like lower(unaccent(?))`, [`%${likeLiteral(word)}%`])]: [] });
  }
  if (f.style) conditions.push({ style: f.style });
  if (f.from) conditions.push({ createdAt: { $gte: dakarDayStart(f.from) } });
  if (f.to) {
    const next = dakarDayStart(f.to);
    next.setUTCDate(next.getUTCDate() + 1);
    conditions.push({ createdAt: { $lt: next } });
  }
  if (f.exports && f.exports.length > 0) {
    const formats = [...new Set(f.exports)];
    const list = formats.map(() => '?').join(', ');
    conditions.push({
      [raw((alias) => `exists (select 1 from thumbnail_exports e where e.thumbnail_id = ${alias}.id and e.status = 'ready' and e.format in (${list}))`, formats)]: [],
    });
  }
  return conditions;
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

/** A new name in the history and for downloads; the picture keeps its headline (that is an edit). */
export async function renameThumbnail(em: EntityManager, userId: string, id: string, title: string): Promise<IThumbnail> {
  return em.transactional(async (tx) => {
    const t = await tx.findOne(Thumbnail, { id, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!t) throw notFound('thumbnail', id);
    t.title = title;
    await tx.flush();
    return t;
  });
}

/**
 * Deletes the user's thumbnails among `ids` with their versions, exports and jobs (the rows, in one
 * transaction), then every file of every revision and export (after the commit: a file is never gone
 * while its row still points at it). Ids of someone else, or unknown, are not found and left alone.
 * A thumbnail whose picture or an export is still being drawn is refused, and nothing is deleted.
 * The images a design drew (uploads, AI backgrounds, logos) stay: copies and « Mes images » share them.
 */
export async function deleteThumbnails(deps: { em: EntityManager; storage: Storage; log: Logger }, userId: string, ids: string[]): Promise<number> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const { keys, deleted } = await deps.em.transactional(async (tx) => {
    const rows = await tx.find(Thumbnail, { id: { $in: unique }, user: userId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (rows.length === 0) return { keys: [], deleted: 0 };
    if (rows.some((t) => t.status === 'queued' || t.status === 'rendering')) throw new AppError('STILL_RENDERING');
    const found = rows.map((t) => t.id);
    const exports = await tx.find(ThumbnailExport, { thumbnail: { $in: found } });
    if (exports.some((e) => e.status === 'queued' || e.status === 'rendering')) throw new AppError('STILL_RENDERING');
    const versions = await tx.find(ThumbnailVersion, { thumbnail: { $in: found } }, { fields: ['jpegKey', 'previewKey'] });
    const keys = new Set<string>();
    for (const t of rows) {
      for (const key of allThumbnailFiles(userId, t.id, t.revision)) keys.add(key);
      if (t.jpegKey) keys.add(t.jpegKey);
      if (t.previewKey) keys.add(t.previewKey);
    }
    for (const v of versions) for (const key of [v.jpegKey, v.previewKey]) if (key) keys.add(key);
    for (const e of exports) if (e.key) keys.add(e.key);
    // Versions, exports and generation jobs go with their thumbnail (foreign keys on delete cascade).
    const deleted = await tx.nativeDelete(Thumbnail, { id: { $in: found }, user: userId });
    return { keys: [...keys], deleted };
  });
  for (const key of keys) {
    try {
      await deps.storage.delete(key);
    } catch (err) {
      // The rows are gone: a file left behind is only disk space, found again by the owner's folder.
      deps.log.error({ err, key }, 'deleting a thumbnail file failed');
    }
  }
  return deleted;
}
