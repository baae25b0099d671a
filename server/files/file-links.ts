import type { Request, RequestHandler, Response } from 'express';
import { AppError, notFound } from '../errors';
import type { Context } from '../trpc';
import { sendFile, type FindOwnedFile, type OwnedFile } from './serve';
import { FILE_LINK_TTL_S, readFileLink, signFileLink, type FileLinkClaims } from './signed-links';

/** Where a signed link is opened: `/files/lien/<token>` (declared in server/files/file-routes.ts). */
export const FILE_LINK_PREFIX = '/files/lien/';

/** How a domain offers one kind of its files through a signed link (server/private-files.ts lists them). */
export interface FileLink {
  find: FindOwnedFile;
  address: (id: string) => { params: Record<string, string>; query: Record<string, string> };
  /**
   * `inline`: a picture, shown in the page to be long-pressed (still named for whoever saves it).
   * `attachment`: a document no in-app browser shows (a PDF, a ZIP): opening the link hands it to the
   * app's or the phone's download manager, or downloads it in Chrome.
   */
  disposition: 'inline' | 'attachment';
}

/** Each kind of link finds its file through the same lookup as its private address, for the link's owner. */
export type FileLinks<Kind extends string = string> = Readonly<Record<Kind, FileLink>>;

/** The owner's file a link names, or null (gone, not theirs, not ready): the lookups read only an address's params and query. */
async function findLinked(ctx: Context, links: FileLinks, claims: FileLinkClaims): Promise<OwnedFile | null> {
  const linked = links[claims.kind]!;
  const address = linked.address(claims.id) as unknown as Request;
  try {
    return await linked.find(address, ctx, claims.userId);
  } catch (err) {
    if (err instanceof AppError && err.code === 'NOT_FOUND') return null;
    throw err;
  }
}

/**
 * A link to one of the caller's files, valid a few minutes (FILE_LINK_TTL_S). Someone else's file, or
 * one not ready, answers NOT_FOUND like a missing one.
 */
export async function fileLinkFor(ctx: Context, links: FileLinks, userId: string, file: { kind: string; id: string }): Promise<{ url: string; expiresAt: string; validMinutes: number }> {
  const claims = { ...file, userId };
  const found = Object.hasOwn(links, file.kind) ? await findLinked(ctx, links, claims) : null;
  if (!found?.key) throw notFound('file', `${file.kind} ${file.id}`);
  const { token, expiresAt } = await signFileLink(ctx.services.fileLinkKey, claims);
  // How long it lasts, for the page to say so: a phone's clock may be off, so not computed from expiresAt there.
  return { url: `${FILE_LINK_PREFIX}${token}`, expiresAt: expiresAt.toISOString(), validMinutes: FILE_LINK_TTL_S / 60 };
}

const LINK_INVALID = { error: 'Ce lien n’est pas valable.' };
const LINK_EXPIRED = { error: `Ce lien a expiré (il ne vaut que ${FILE_LINK_TTL_S / 60} minutes) : revenez à la page d’où il vient et touchez de nouveau « Télécharger ».` };

/**
 * Opens a signed link without any session: the link names its file and owner. A forged or altered
 * link answers 403, an expired one 410; a picture shows inline (the page shows it to be long-pressed),
 * still named as its download for whoever saves it, and a document comes as an attachment.
 */
export function fileLinkRoute(contextFor: (req: Request, res: Response) => Context, links: FileLinks): RequestHandler {
  return (req, res, next) => {
    (async () => {
      const ctx = contextFor(req, res);
      const reading = await readFileLink(ctx.services.fileLinkKey, String(req.params.token ?? ''));
      // A kind no domain offers is no link of ours, like a forged one.
      if (!reading.ok || !Object.hasOwn(links, reading.claims.kind)) {
        const expired = !reading.ok && reading.reason === 'expired';
        res.status(expired ? 410 : 403).json(expired ? LINK_EXPIRED : LINK_INVALID);
        return;
      }
      await sendFile(req, res, ctx, await findLinked(ctx, links, reading.claims), links[reading.claims.kind]!.disposition === 'inline');
    })().catch(next);
  };
}
