import { pipeline } from 'node:stream/promises';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { getOwnThumbnail } from './service';
import { AppError } from '../errors';
import type { Context } from '../trpc';

const Params = z.object({ id: z.uuid(), ext: z.enum(['jpg', 'webp']) });

/** Generated files are private: only their owner gets the bytes; anyone else gets the same 404. */
export async function serveThumbnailFile(req: Request, res: Response, ctx: Context): Promise<void> {
  const params = Params.safeParse(req.params);
  if (!params.success) {
    res.status(404).json({ error: 'Fichier introuvable.' });
    return;
  }
  const auth = await ctx.getAuth();
  if (!auth) {
    res.status(401).json({ error: 'Connectez-vous pour voir cette miniature.' });
    return;
  }
  try {
    const thumbnail = await getOwnThumbnail(ctx.em, auth.userId, params.data.id);
    const key = params.data.ext === 'jpg' ? thumbnail.jpegKey : thumbnail.previewKey;
    const file = key ? await ctx.services.storage.open(key) : null;
    if (!file) throw new AppError('NOT_FOUND');
    res.setHeader('Content-Type', params.data.ext === 'jpg' ? 'image/jpeg' : 'image/webp');
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Cache-Control', 'private, max-age=31536000, immutable');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (req.query.download !== undefined) {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.attachment(`minialab-${slug(thumbnail.title)}-${thumbnail.id.slice(0, 8)}.${params.data.ext}`);
    }
    try {
      await pipeline(file.stream, res);
    } catch (err) {
      // A client that leaves mid-download is normal; anything else is worth a line in the log.
      if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err }, 'file stream failed');
    }
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') {
      res.status(404).json({ error: 'Fichier introuvable.' });
      return;
    }
    throw err;
  }
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
