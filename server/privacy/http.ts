import type { Request } from 'express';
import { z } from 'zod';
import type { FindOwnedFile } from '../files/serve';
import { findDataExportFile } from './export';

const Params = z.object({ id: z.uuid() });

export const isDataExportAddress = (req: Request) => Params.safeParse(req.params).success;

/** GET /files/donnees/:id.zip — « mes données », to its owner only, for 7 days. */
export const findDataExport: FindOwnedFile = async (req, ctx, userId) => {
  const found = await findDataExportFile(Params.parse(req.params).id, ctx.em, userId);
  return found ? { key: found.key, type: 'application/zip', downloadName: found.downloadName, cache: 'revalidate' } : null;
};
