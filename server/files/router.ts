import { octetInputParser } from '@trpc/server/http';
import { z } from 'zod';
import { UPLOAD_PURPOSES, type UploadPurpose } from './asset.entity';
import { authedProcedure, router, type Context } from '../trpc';
import { fileLinkFor, type FileLinks } from './file-links';
import { sentName } from './sent-name';

import { acceptImageUpload, deleteUpload, listUploads, uploadDto, uploadUsage, type UploadDeps } from './uploads';
import { uploadTempDir } from './upload-temp';

/** What an upload procedure gives the upload path: the request's database, storage, queue, log and temporary folder. */
export function uploadDeps(ctx: Context): UploadDeps {
  return { em: ctx.em, storage: ctx.services.storage, queue: ctx.services.queue, log: ctx.log, tmpDir: uploadTempDir(ctx.services.config.dataDir) };
}

/** One upload procedure per purpose, every one through acceptImageUpload (one file per call, streamed). */
function uploadProcedure(purpose: UploadPurpose) {
  return authedProcedure.input(octetInputParser).mutation(async ({ ctx, input, signal }) => {
    await ctx.services.limits.consume('uploadUser', ctx.auth.userId);
    const { asset, duplicate } = await acceptImageUpload(uploadDeps(ctx), input, { userId: ctx.auth.userId, purpose, fileName: sentName(ctx), signal });
    ctx.log.info({ assetId: asset.id, purpose, bytes: asset.bytes, duplicate }, 'image uploaded');
    return { ...uploadDto(asset), duplicate };
  });
}

/**
 * The procedures that take a file. They are served on their own mount (/api/upload, a 25 MB cap)
 * as well as in the app router (for types; its 64 KB cap refuses any real file there). Each domain
 * that takes a file of its own (the DigitalMe's photos, the profile photo) declares its procedure in
 * its router; the root mounts them all (server/router.ts).
 */
export const uploadProcedures = {
  /** « Ajout image »: a picture for a design. */
  upload: uploadProcedure('image'),
  /** The brand kit's logo (transparency kept). */
  uploadLogo: uploadProcedure('logo'),
};

export const imagesRouter = router({
  ...uploadProcedures,

  /** « Mes images »: newest first, with a thumbnail, and how full the space is. */
  list: authedProcedure.input(z.object({ purpose: z.enum(UPLOAD_PURPOSES).optional() }).optional()).query(async ({ ctx, input }) => {
    const [items, usage] = await Promise.all([listUploads(ctx.em, ctx.auth.userId, input?.purpose), uploadUsage(ctx.em.fork(), ctx.auth.userId)]);
    return { items: items.map(uploadDto), usage };
  }),

  /** Deletes an image and its files; designs that drew it show without it. */
  delete: authedProcedure.input(z.object({ id: z.uuid() })).mutation(async ({ ctx, input }) => {
    await deleteUpload({ em: ctx.em, storage: ctx.services.storage, log: ctx.log }, ctx.auth.userId, input.id);
    return { deleted: true };
  }),
});

/** The files router, for the kinds of file the domains offer through a signed link (server/private-files.ts). */
export function filesRouterFor<Kind extends string>(links: FileLinks<Kind>) {
  const kinds = Object.keys(links) as [Kind, ...Kind[]];
  return router({
    /**
     * « Télécharger » in an in-app browser: a few minutes' address of one of the caller's files (a JPEG,
     * an invoice, the data export) that opens without the session, so that a long press, the phone's
     * download manager or Chrome can save it (server/files/signed-links.ts).
     */
    saveLink: authedProcedure.input(z.object({ kind: z.enum(kinds), id: z.uuid() })).mutation(({ ctx, input }) => fileLinkFor(ctx, links, ctx.auth.userId, input)),
  });
}
