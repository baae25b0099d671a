import type { Request } from 'express';
import { z } from 'zod';
import type { FileLink } from '../files/file-links';
import { isIdAddress, type FileRoute } from '../files/file-routes';
import { fileSlug, type FindOwnedFile } from '../files/serve';
import { ThumbnailExport } from './export.entity';
import { getOwnThumbnail } from './thumbnails';
import { versionFiles } from './versions';

/**
 * Which stored file each studio address names, for its owner (served by server/files/serve.ts):
 * `/files/thumbnails/:id.:ext` and `/files/exports/:id.jpg`.
 */

const ThumbnailParams = z.object({ id: z.uuid(), ext: z.enum(['jpg', 'webp']) });
const IdParam = z.object({ id: z.uuid() });
/** `?revision=3`: the files of one listed version (« Versions »), not the current ones. */
const RevisionQuery = z.object({ revision: z.coerce.number().int().min(0).max(1_000_000).optional() });

export const isThumbnailAddress = (req: Request) => ThumbnailParams.safeParse(req.params).success;

/** The HD JPEG and the WebP preview of a thumbnail (`?download` for an attachment, `?revision=N` for a version's). */
export const findThumbnailFile: FindOwnedFile = async (req, ctx, userId) => {
  const { id, ext } = ThumbnailParams.parse(req.params);
  const thumbnail = await getOwnThumbnail(ctx.em, userId, id);
  const download = req.query.download !== undefined;
  const asked = RevisionQuery.safeParse(req.query);
  if (!asked.success) return null;
  const files = asked.data.revision === undefined ? thumbnail : await versionFiles(ctx.em, thumbnail, asked.data.revision);
  if (!files) return null;
  return {
    key: ext === 'jpg' ? files.jpegKey : files.previewKey,
    type: ext === 'jpg' ? 'image/jpeg' : 'image/webp',
    downloadName: download ? `minialab-${fileSlug(thumbnail.title)}-${thumbnail.id.slice(0, 8)}.${ext}` : null,
    cache: 'immutable',
  };
};

const EXPORT_SUFFIX: Record<string, string> = { '4k': '4k', story: '9x16', square: '1x1' };

/** An export (4K, 9:16, 1:1), always as a download. */
export const findExportFile: FindOwnedFile = async (req, ctx, userId) => {
  const { id } = IdParam.parse(req.params);
  const row = await ctx.em.findOne(ThumbnailExport, { id, user: userId }, { populate: ['thumbnail'] });
  if (!row || row.status !== 'ready') return null;
  return { key: row.key, type: 'image/jpeg', downloadName: `minialab-${fileSlug(row.thumbnail.title)}-${EXPORT_SUFFIX[row.format] ?? row.format}.jpg`, cache: 'revalidate' };
};

/** The studio's private file addresses (server/private-files.ts gathers every domain's). */
export const STUDIO_FILE_ROUTES: readonly FileRoute<'thumbnail' | 'export'>[] = [
  {
    path: '/files/thumbnails/:id.:ext',
    what: 'a thumbnail’s HD JPEG and WebP preview, current or of a listed version, shown or downloaded',
    owns: 'thumbnail',
    find: findThumbnailFile,
    validAddress: isThumbnailAddress,
    urls: (id) => [`/files/thumbnails/${id}.jpg`, `/files/thumbnails/${id}.webp`, `/files/thumbnails/${id}.jpg?download=1`, `/files/thumbnails/${id}.jpg?revision=0`, `/files/thumbnails/${id}.webp?revision=0`],
  },
  { path: '/files/exports/:id.jpg', what: 'a 4K, 9:16 or 1:1 export', owns: 'export', find: findExportFile, validAddress: isIdAddress, urls: (id) => [`/files/exports/${id}.jpg`] },
];

/** What « Télécharger » offers of the studio's files through a signed link (server/files/file-links.ts). */
export const STUDIO_FILE_LINKS = {
  // The HD JPEG « Télécharger » offers (`/files/thumbnails/:id.jpg?download=1`), named as that download.
  thumbnail: { find: findThumbnailFile, address: (id) => ({ params: { id, ext: 'jpg' }, query: { download: '1' } }), disposition: 'inline' },
  export: { find: findExportFile, address: (id) => ({ params: { id }, query: {} }), disposition: 'inline' },
} as const satisfies Record<string, FileLink>;
