import type express from 'express';
import type { Request, Response } from 'express';
import { findInvoiceFile, isInvoiceAddress } from '../billing/http';
import { findDataExport, isDataExportAddress } from '../privacy/http';
import { findAssetFile, findAssetThumbnail, findExportFile, findThumbnailFile, isIdAddress, isThumbnailAddress } from '../studio/owned-files';
import type { Context } from '../trpc';
import { FILE_LINK_PREFIX, fileLinkRoute } from './file-links';
import { ownedFileRoute, type FindOwnedFile } from './serve';

/**
 * Every address that serves a person's private file, declared once: the app mounts these and only
 * these (mountFileRoutes), and the authorization sweep (tests/integration/authz-sweep.test.ts) asks
 * each of them, for a real file of one user, as that user and as three strangers. A file route added
 * to the app without a line here fails the sweep; a line here without a seeded object of its kind too.
 */

/** Which of a person's things an address names (the sweep seeds one of each kind for its owner). */
export type OwnedFileKind = 'invoice' | 'thumbnail' | 'export' | 'asset' | 'upload' | 'dataExport';

export interface FileRoute {
  /** The Express path pattern. */
  path: string;
  /** What it serves, for a reader of this list. */
  what: string;
  owns: OwnedFileKind;
  find: FindOwnedFile;
  /** A malformed address (a bad id) is answered 404 before any lookup. */
  validAddress: (req: Request) => boolean;
  /** Every address the product links to for one object of `owns` (each variant is swept). */
  urls: (id: string) => string[];
}

export const FILE_ROUTES: readonly FileRoute[] = [
  { path: '/factures/:id', what: 'an invoice PDF', owns: 'invoice', find: findInvoiceFile, validAddress: isInvoiceAddress, urls: (id) => [`/factures/${id}`] },
  {
    path: '/files/thumbnails/:id.:ext',
    what: 'a thumbnail’s HD JPEG and WebP preview, current or of a listed version, shown or downloaded',
    owns: 'thumbnail',
    find: findThumbnailFile,
    validAddress: isThumbnailAddress,
    urls: (id) => [`/files/thumbnails/${id}.jpg`, `/files/thumbnails/${id}.webp`, `/files/thumbnails/${id}.jpg?download=1`, `/files/thumbnails/${id}.jpg?revision=0`, `/files/thumbnails/${id}.webp?revision=0`],
  },
  { path: '/files/exports/:id.jpg', what: 'a 4K, 9:16 or 1:1 export', owns: 'export', find: findExportFile, validAddress: isIdAddress, urls: (id) => [`/files/exports/${id}.jpg`] },
  { path: '/files/assets/:id', what: 'a design’s image: an upload, a logo, a profile photo, a DigitalMe photo, an engine’s picture', owns: 'asset', find: findAssetFile, validAddress: isIdAddress, urls: (id) => [`/files/assets/${id}`] },
  { path: '/files/assets/:id/thumb.webp', what: 'the small WebP of an upload (« Mes images », DigitalMe)', owns: 'upload', find: findAssetThumbnail, validAddress: isIdAddress, urls: (id) => [`/files/assets/${id}/thumb.webp`] },
  { path: '/files/donnees/:id.zip', what: 'a « mes données » export, for 7 days', owns: 'dataExport', find: findDataExport, validAddress: isDataExportAddress, urls: (id) => [`/files/donnees/${id}.zip`] },
];

/**
 * The one address that serves a private file without the session: a short-lived signed link
 * (server/files/file-links.ts), minted by `files.saveLink` for the file's owner only. Holding the link
 * is the permission; the sweep checks that it opens with no cookie and that a forged or expired one
 * does not.
 */
export const SIGNED_FILE_ROUTE = { path: `${FILE_LINK_PREFIX}:token`, what: 'a thumbnail’s HD JPEG, an export, an invoice PDF or a « mes données » ZIP, for a few minutes, for an in-app browser' } as const;

/** Where private files live: any route of the app under these must be one of FILE_ROUTES or SIGNED_FILE_ROUTE. */
export const PRIVATE_FILE_PREFIXES = ['/files/', '/factures/'] as const;

/** Mounts every private file route, each through the one owner check (server/files/serve.ts). */
export function mountFileRoutes(app: express.Express, contextFor: (req: Request, res: Response) => Context): void {
  for (const route of FILE_ROUTES) app.get(route.path, ownedFileRoute(contextFor, route.find, route.validAddress));
  app.get(SIGNED_FILE_ROUTE.path, fileLinkRoute(contextFor));
}
