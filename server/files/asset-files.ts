import { z } from 'zod';
import { Asset, type AssetFormat } from './asset.entity';
import type { FindOwnedFile } from './serve';

/** Which stored file an asset address names, for its owner: `/files/assets/:id` and `/files/assets/:id/thumb.webp`. */

const IdParam = z.object({ id: z.uuid() });
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
