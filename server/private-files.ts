import { INVOICE_FILE_LINK, INVOICE_FILE_ROUTE } from './billing/http';
import type { FileLinks } from './files/file-links';
import { ASSET_FILE_ROUTES } from './files/file-routes';
import { DATA_EXPORT_FILE_LINK, DATA_EXPORT_FILE_ROUTE } from './privacy/http';
import { STUDIO_FILE_LINKS, STUDIO_FILE_ROUTES } from './studio/owned-files';

/**
 * Every address that serves a person's private file, each declared by the domain that owns the file
 * and gathered here: the app mounts these and only these (server/files/file-routes.ts), and the
 * authorization sweep asks each of them.
 */
export const FILE_ROUTES = [INVOICE_FILE_ROUTE, ...STUDIO_FILE_ROUTES, ...ASSET_FILE_ROUTES, DATA_EXPORT_FILE_ROUTE];

/** Which of a person's things an address names (the sweep seeds one of each kind for its owner). */
export type OwnedFileKind = (typeof FILE_ROUTES)[number]['owns'];

/** What « Télécharger » offers through a signed link: a thumbnail's HD JPEG, an export (4K, 9:16, 1:1), an invoice PDF, the « mes données » ZIP. */
export const FILE_LINKS = { ...STUDIO_FILE_LINKS, invoice: INVOICE_FILE_LINK, dataExport: DATA_EXPORT_FILE_LINK } as const satisfies FileLinks;

export const PRIVATE_FILES = { routes: FILE_ROUTES, links: FILE_LINKS };
