import type { EntityManager } from '@mikro-orm/postgresql';
import { parseDesign } from '../../shared/engine/model/design';
import { VERSION_KIND_LABELS, type VersionKind } from '../../shared/schemas/history';
import { notFound } from '../errors';
import type { JobQueue } from '../jobs/queue';
import { getOwnThumbnail, lockOwnReady, saveRevision } from './thumbnails';
import type { IThumbnail } from './thumbnail.entity';
import { ThumbnailVersion } from './version.entity';
import { currentFileUrls } from './dto';

/** One version as the studio lists it: when, what made it, and its own picture. */
export interface VersionDto {
  revision: number;
  kind: VersionKind;
  /** The kind in French (« Amélioration », « Restauration »…). */
  label: string;
  createdAt: string;
  /** The picture shown now: restoring it changes nothing. */
  current: boolean;
  previewUrl: string | null;
  imageUrl: string | null;
}

/**
 * Addresses of one revision's files, through the owner-only file route (server/studio/owned-files.ts).
 * The current one is named as the studio and the history name it, so its picture is fetched once.
 */
function revisionUrls(t: IThumbnail, revision: number, has: { jpegKey?: string | null; previewKey?: string | null }, current: boolean) {
  const thumbnailId = t.id;
  if (current && revision === t.revision && t.status === 'ready') {
    const urls = currentFileUrls(t);
    return { previewUrl: has.previewKey ? urls.previewUrl : null, imageUrl: has.jpegKey ? urls.imageUrl : null };
  }
  return {
    previewUrl: has.previewKey ? `/files/thumbnails/${thumbnailId}.webp?revision=${revision}` : null,
    imageUrl: has.jpegKey ? `/files/thumbnails/${thumbnailId}.jpg?revision=${revision}` : null,
  };
}

/**
 * The versions of the user's thumbnail, newest first. A thumbnail drawn before versions were kept
 * (and not backfilled: one rendered by an older worker during a deploy) lists its current picture.
 */
export async function listVersions(em: EntityManager, userId: string, thumbnailId: string): Promise<VersionDto[]> {
  const t = await getOwnThumbnail(em, userId, thumbnailId);
  const rows = await em.find(ThumbnailVersion, { thumbnail: t.id }, { orderBy: { revision: 'desc' }, fields: ['revision', 'kind', 'createdAt', 'jpegKey', 'previewKey'] });
  if (rows.length === 0) {
    if (!t.jpegKey) return [];
    const kind: VersionKind = t.revision === 0 ? 'generation' : 'improvement';
    return [{ revision: t.revision, kind, label: VERSION_KIND_LABELS[kind], createdAt: (t.readyAt ?? t.createdAt).toISOString(), current: true, ...revisionUrls(t, t.revision, t, true) }];
  }
  return rows.map((v) => {
    const current = Boolean(v.jpegKey) && v.jpegKey === t.jpegKey;
    return {
      revision: v.revision,
      kind: v.kind as VersionKind,
      label: VERSION_KIND_LABELS[v.kind as VersionKind],
      createdAt: v.createdAt.toISOString(),
      current,
      ...revisionUrls(t, v.revision, v, current),
    };
  });
}

/** The stored files of one listed revision of the user's thumbnail (the file route), or null. */
export async function versionFiles(em: EntityManager, t: IThumbnail, revision: number): Promise<{ jpegKey: string | null; previewKey: string | null } | null> {
  const v = await em.findOne(ThumbnailVersion, { thumbnail: t.id, revision }, { fields: ['jpegKey', 'previewKey'] });
  if (v) return { jpegKey: v.jpegKey ?? null, previewKey: v.previewKey ?? null };
  // The current picture of a thumbnail without version rows (see listVersions).
  return revision === t.revision ? { jpegKey: t.jpegKey ?? null, previewKey: t.previewKey ?? null } : null;
}

/**
 * « Restaurer »: a listed version's design becomes the thumbnail's design again, as a NEW revision
 * (history is never rewritten) drawn by the usual render. Free, like « Améliorer »: it only brings back
 * what was already paid for. Refused while the thumbnail is being drawn (NOT_READY). Restoring the
 * picture shown now changes nothing.
 */
export async function restoreVersion(em: EntityManager, args: { queue: JobQueue; userId: string; thumbnailId: string; revision: number }): Promise<{ thumbnail: IThumbnail; restored: boolean }> {
  return em.transactional(async (tx) => {
    const t = await lockOwnReady(tx, args.userId, args.thumbnailId);
    const v = await tx.findOne(ThumbnailVersion, { thumbnail: t.id, revision: args.revision });
    if (!v) {
      if (args.revision === t.revision) return { thumbnail: t, restored: false };
      throw notFound('version', `${t.id}@${args.revision}`);
    }
    if (v.jpegKey && v.jpegKey === t.jpegKey) return { thumbnail: t, restored: false };
    await saveRevision(tx, args.queue, t, parseDesign(v.design), undefined, 'restore');
    return { thumbnail: t, restored: true };
  });
}
