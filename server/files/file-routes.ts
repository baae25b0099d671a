import type express from 'express';
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Context } from '../trpc';
import { findAssetFile, findAssetThumbnail } from './asset-files';
import { FILE_LINK_PREFIX, fileLinkRoute, type FileLinks } from './file-links';
import { ownedFileRoute, type FindOwnedFile } from './serve';

/**
 * Every address that serves a person's private file is declared once, by the domain that owns the
 * file (its invoices, thumbnails, exports, data exports; the seam's own uploads below), and the
 * root gathers them into one list (server/private-files.ts): the app mounts these and only these
 * (mountFileRoutes), and the authorization sweep (tests/integration/authz-sweep.test.ts) asks each
 * of them, for a real file of one user, as that user and as three strangers. A file route added to
 * the app without a line in that list fails the sweep; a line there without a seeded object of its
 * kind too.
 */
export interface FileRoute<Kind extends string = string> {
  /** The Express path pattern. */
  path: string;
  /** What it serves, for a reader of this list. */
  what: string;
  /** Which of a person's things it names (the sweep seeds one of each kind for its owner). */
  owns: Kind;
  find: FindOwnedFile;
  /** A malformed address (a bad id) is answered 404 before any lookup. */
  validAddress: (req: Request) => boolean;
  /** Every address the product links to for one object of `owns` (each variant is swept). */
  urls: (id: string) => string[];
}

const IdParam = z.object({ id: z.uuid() });

/** An address naming its object by a uuid `:id`. */
export const isIdAddress = (req: Request) => IdParam.safeParse(req.params).success;

/** The seam's own files: a design's images and the small WebP of an upload (the Asset entity is the seam's). */
export const ASSET_FILE_ROUTES: readonly FileRoute<'asset' | 'upload'>[] = [
  { path: '/files/assets/:id', what: 'a design’s image: an upload, a logo, a profile photo, a DigitalMe photo, an engine’s picture', owns: 'asset', find: findAssetFile, validAddress: isIdAddress, urls: (id) => [`/files/assets/${id}`] },
  { path: '/files/assets/:id/thumb.webp', what: 'the small WebP of an upload (« Mes images », DigitalMe)', owns: 'upload', find: findAssetThumbnail, validAddress: isIdAddress, urls: (id) => [`/files/assets/${id}/thumb.webp`] },
];

/**
 * The one address that serves a private file without the session: a short-lived signed link
 * (server/files/file-links.ts), minted by `files.saveLink` for the file's owner only. Holding the link
 * is the permission; the sweep checks that it opens with no cookie and that a forged or expired one
 * does not.
 */
export const SIGNED_FILE_ROUTE = { path: `${FILE_LINK_PREFIX}:token`, what: 'a thumbnail’s HD JPEG, an export, an invoice PDF or a « mes données » ZIP, for a few minutes, for an in-app browser' } as const;

/** Where private files live: any route of the app under these must be a declared file route or SIGNED_FILE_ROUTE. */
export const PRIVATE_FILE_PREFIXES = ['/files/', '/factures/'] as const;

/** Mounts every private file route, each through the one owner check (server/files/serve.ts), and the signed links. */
export function mountFileRoutes(app: express.Express, contextFor: (req: Request, res: Response) => Context, files: { routes: readonly FileRoute[]; links: FileLinks }): void {
  for (const route of files.routes) app.get(route.path, ownedFileRoute(contextFor, route.find, route.validAddress));
  app.get(SIGNED_FILE_ROUTE.path, fileLinkRoute(contextFor, files.links));
}
