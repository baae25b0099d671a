import type { Request } from 'express';
import { z } from 'zod';
import type { FileLink } from '../files/file-links';
import type { FileRoute } from '../files/file-routes';
import type { FindOwnedFile } from '../files/serve';
import { findDataExportFile } from './export';

const Params = z.object({ id: z.uuid() });

export const isDataExportAddress = (req: Request) => Params.safeParse(req.params).success;

/** GET /files/donnees/:id.zip — « mes données », to its owner only, for 7 days. */
export const findDataExport: FindOwnedFile = async (req, ctx, userId) => {
  const found = await findDataExportFile(Params.parse(req.params).id, ctx.em, userId);
  return found ? { key: found.key, type: 'application/zip', downloadName: found.downloadName, cache: 'revalidate' } : null;
};

/** The data export's private address (server/private-files.ts gathers every domain's). */
export const DATA_EXPORT_FILE_ROUTE: FileRoute<'dataExport'> = { path: '/files/donnees/:id.zip', what: 'a « mes données » export, for 7 days', owns: 'dataExport', find: findDataExport, validAddress: isDataExportAddress, urls: (id) => [`/files/donnees/${id}.zip`] };

/** `/files/donnees/:id.zip` through a signed link: only while the export is ready and within its 7 days. */
export const DATA_EXPORT_FILE_LINK = { find: findDataExport, address: (id) => ({ params: { id }, query: {} }), disposition: 'attachment' } as const satisfies FileLink;
