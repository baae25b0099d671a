import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../errors';
import { Thumbnail, type IThumbnail } from './thumbnail.entity';

/** The user's thumbnails, newest first, a page at a time (the cursor is the last one's date and id). */
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
