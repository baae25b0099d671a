import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { getOwnThumbnail } from './service';
import { Asset } from './asset.entity';
import { ThumbnailExport } from './export.entity';
import { AppError, notFound } from '../errors';
import type { Context } from '../trpc';

const Params = z.object({ id: z.uuid(), ext: z.enum(['jpg', 'webp']) });

/**
 * Generated files are private: only their owner gets the bytes; anyone else gets the same 404 as a
 * missing file, and a signed-out visitor a 401.
 */
async function ownerOnly(req: Request, res: Response, ctx: Context, valid: boolean, serve: (userId: string) => Promise<void>): Promise<void> {
  if (!valid) {
    res.status(404).json({ error: 'Fichier introuvable.' });
    return;
  }
  const auth = await ctx.getAuth();
  if (!auth) {
    res.status(401).json({ error: 'Connectez-vous pour voir ce fichier.' });
    return;
  }
  try {
    await serve(auth.userId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      res.status(404).json({ error: 'Fichier introuvable.' });
      return;
    }
    throw err;
  }
}

/** The HD JPEG and the WebP preview of a thumbnail (`?download` for an attachment). */
export async function serveThumbnailFile(req: Request, res: Response, ctx: Context): Promise<void> {
  const params = Params.safeParse(req.params);
  await ownerOnly(req, res, ctx, params.success, async (userId) => {
    const { id, ext } = params.data!;
    const thumbnail = await getOwnThumbnail(ctx.em, userId, id);
    const key = ext === 'jpg' ? thumbnail.jpegKey : thumbnail.previewKey;
    const name = `minialab-${slug(thumbnail.title)}-${thumbnail.id.slice(0, 8)}.${ext}`;
    await send(req, res, ctx, key, ext === 'jpg' ? 'image/jpeg' : 'image/webp', req.query.download !== undefined ? name : null);
  });
}

async function send(req: Request, res: Response, ctx: Context, key: string | null | undefined, type: string, downloadName: string | null): Promise<void> {
  const file = key ? await ctx.services.storage.open(key) : null;
  if (!file) throw notFound('file', key ?? '(none)');
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (downloadName) {
    res.setHeader('Cache-Control', 'private, no-cache');
    res.attachment(downloadName);
  }
  try {
    await pipeline(file.stream, res);
  } catch (err) {
    // A client that leaves mid-download is normal; anything else is worth a line in the log.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err }, 'file stream failed');
  }
}

const EXPORT_SUFFIX: Record<string, string> = { '4k': '4k', story: '9x16', square: '1x1' };

/** An export (4K, 9:16, 1:1) or a design's image (AI background, subject, logo): owner only, like thumbnails. */
export async function serveOwnedFile(kind: 'export' | 'asset', req: Request, res: Response, ctx: Context): Promise<void> {
  const id = z.uuid().safeParse(req.params.id);
  await ownerOnly(req, res, ctx, id.success, async (userId) => {
    if (kind === 'export') {
      const row = await ctx.em.findOne(ThumbnailExport, { id: id.data!, user: userId }, { populate: ['thumbnail'] });
      if (!row || row.status !== 'ready') throw notFound('file', id.data!);
      const name = `minialab-${slug(row.thumbnail.title)}-${EXPORT_SUFFIX[row.format] ?? row.format}.jpg`;
      await send(req, res, ctx, row.key, 'image/jpeg', name);
    } else {
      const asset = await ctx.em.findOne(Asset, { id: id.data!, user: userId });
      await send(req, res, ctx, asset?.key, 'image/png', null);
    }
  });
}

function slug(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return base || 'miniature';
}
