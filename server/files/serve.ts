import { pipeline } from 'node:stream/promises';
import type { Request, RequestHandler, Response } from 'express';
import { AppError } from '../errors';
import type { Context } from '../trpc';

/** What an address names once its owner is known: the stored key and how to send it. */
export interface OwnedFile {
  key: string | null | undefined;
  type: string;
  /** Sent as an attachment with this name (a download); otherwise shown inline. */
  downloadName?: string | null;
  /**
   * `immutable`: the key changes whenever the content does (revisions, new uploads), so the
   * browser keeps it a year. `revalidate`: always asked again (downloads, invoices).
   */
  cache: 'immutable' | 'revalidate';
}

/**
 * Finds the file an address names for this user, or null. Someone else's file must answer null
 * (or throw NOT_FOUND) exactly like a missing one: ids are not a way to probe.
 */
export type FindOwnedFile = (req: Request, ctx: Context, userId: string) => Promise<OwnedFile | null>;

const NOT_FOUND = { error: 'Fichier introuvable.' };
const SIGNED_OUT = { error: 'Connectez-vous pour voir ce fichier.' };
const STORAGE_DOWN = { error: 'Vos fichiers sont momentanément inaccessibles. Réessayez dans quelques instants : rien n’est perdu.' };

/**
 * Private files (thumbnails, exports, a design's images, uploads, invoices) are served here and
 * only here: a signed-out visitor gets a 401, anyone but the owner the same 404 as a missing file,
 * and the owner the bytes with private cache headers and nosniff (the type is ours, never guessed).
 * `validAddress` refuses a malformed address (a bad id) with that 404 before any lookup.
 */
export async function serveOwnedFile(req: Request, res: Response, ctx: Context, find: FindOwnedFile, validAddress = true): Promise<void> {
  if (!validAddress) {
    res.status(404).json(NOT_FOUND);
    return;
  }
  const auth = await ctx.getAuth();
  if (!auth) {
    res.status(401).json(SIGNED_OUT);
    return;
  }
  let found: OwnedFile | null;
  try {
    found = await find(req, ctx, auth.userId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') found = null;
    else throw err;
  }
  await sendFile(req, res, ctx, found);
}

/**
 * Streams what `find` named (or the 404 when it names nothing stored) with our headers: the type is
 * ours, never guessed. `inline` shows a download in the page, still named for whoever saves it.
 */
export async function sendFile(req: Request, res: Response, ctx: Context, found: OwnedFile | null, inline = false): Promise<void> {
  let file: Awaited<ReturnType<Context['services']['storage']['open']>> = null;
  try {
    file = found?.key ? await ctx.services.storage.open(found.key) : null;
  } catch (err) {
    // The store is unreachable (an object store's outage, a network cut): say so, and that it will pass.
    req.log.error({ err, key: found?.key }, 'storage unavailable');
    res.status(503).setHeader('Retry-After', '5').json(STORAGE_DOWN);
    return;
  }
  if (!found || !file) {
    res.status(404).json(NOT_FOUND);
    return;
  }
  res.setHeader('Content-Type', found.type);
  res.setHeader('Content-Length', String(file.size));
  res.setHeader('Cache-Control', found.cache === 'immutable' && !found.downloadName ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (found.downloadName) {
    res.attachment(found.downloadName);
    // Express writes the name (quoted, encoded) only as an attachment; inline keeps that same name.
    if (inline) res.setHeader('Content-Disposition', String(res.getHeader('Content-Disposition')).replace(/^attachment/, 'inline'));
  }
  try {
    await pipeline(file.stream, res);
  } catch (err) {
    // A client that leaves mid-download is normal; anything else is worth a line in the log.
    if ((err as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') req.log.warn({ err }, 'file stream failed');
  }
}

/** An Express GET handler serving what `find` names, with a request context of its own. */
export function ownedFileRoute(contextFor: (req: Request, res: Response) => Context, find: FindOwnedFile, validAddress: (req: Request) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    serveOwnedFile(req, res, contextFor(req, res), find, validAddress(req)).catch(next);
  };
}

/** A file name for a download: the title without accents or punctuation, at most 48 characters. */
export function fileSlug(title: string, fallback = 'miniature'): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 48);
  return base || fallback;
}
