import type { Request } from 'express';
import { z } from 'zod';
import { fileSlug, type FindOwnedFile } from '../files/serve';
import { Asset, type AssetFormat } from '../files/asset.entity';
import { ThumbnailExport } from './export.entity';
import { getOwnThumbnail } from './thumbnails';
import { versionFiles } from './versions';

/**
 * Which stored file each studio address names, for its owner (served by server/files/serve.ts):
 * `/files/thumbnails/:id.:ext`, `/files/exports/:id.jpg`, `/files/assets/:id` and `/files/assets/:id/thumb.webp`.
 */

const ThumbnailParams = z.object({ id: z.uuid(), ext: z.enum(['jpg', 'webp']) });
const IdParam = z.object({ id: z.uuid() });
/** `?revision=3`: the files of one listed version (« Versions »), not the current ones. */
const RevisionQuery = z.object({ revision: z.coerce.number().int().min(0).max(1_000_000).optional() });

export const isThumbnailAddress = (req: Request) => ThumbnailParams.safeParse(req.params).success;
export const isIdAddress = (req: Request) => IdParam.safeParse(req.params).success;

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

const ASSET_TYPE: Record<AssetFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** A design's image (AI background, subject, logo, upload): its key never changes, so it is cached for good. */
export const findAssetFile: FindOwnedFile = async (req, ctx, userId) => {
  const { id } = IdParam.parse(req.params);
  const asset = await ctx.em.findOne(Asset, { id, user: userId });
  return asset ? { key: asset.key, type: ASSET_TYPE[asset.format ?? 'png'], cache: 'immutable' } : null;
};

/** The small WebP of an upload, for « Mes images ». */
export const findAssetThumbnail: FindOwnedFile = async (req, ctx, userId) => {
  const { id } = IdParam.parse(req.params);
  const asset = await ctx.em.findOne(Asset, { id, user: userId });
  return asset?.thumbKey ? { key: asset.thumbKey, type: 'image/webp', cache: 'immutable' } : null;
};
