import { octetInputParser } from '@trpc/server/http';
import { tracked } from '@trpc/server';
import { z } from 'zod';
import { sentName } from '../files/sent-name';
import { uploadTempDir } from '../files/upload-temp';
import { authedProcedure, router, type Context } from '../trpc';
import { addPhoto, deleteDigitalMe, digitalMeState, giveConsent, logDigitalMeErasure, removePhoto, requestBuild, type DigitalMeDeps } from './service';

function deps(ctx: Context & { auth: { userId: string } }): DigitalMeDeps {
  return { em: ctx.em, storage: ctx.services.storage, queue: ctx.services.queue, minPhotos: ctx.services.config.DIGITALME_MIN_PHOTOS, log: ctx.log, tmpDir: uploadTempDir(ctx.services.config.dataDir) };
}

/** One photo per call, streamed (served on the upload mount, 25 MB cap, like `images.upload`). */
export const digitalMeUploadProcedures = {
  upload: authedProcedure.input(octetInputParser).mutation(async ({ ctx, input, signal }) => {
    await ctx.services.limits.consume('uploadUser', ctx.auth.userId);
    const photo = await addPhoto(deps(ctx), ctx.auth.userId, input, sentName(ctx), signal);
    ctx.log.info({ photoId: photo.id }, 'DigitalMe photo received');
    return photo;
  }),
};

export const digitalMeRouter = router({
  ...digitalMeUploadProcedures,

  /** The set as its page shows it: consent, photos with their verdicts, the count, progress, the plan. */
  state: authedProcedure.query(({ ctx }) => digitalMeState(ctx.em, ctx.auth.userId, ctx.services.config.DIGITALME_MIN_PHOTOS)),

  consent: authedProcedure.input(z.object({ accepted: z.literal(true), version: z.string().min(1).max(20) })).mutation(async ({ ctx, input }) => {
    await giveConsent(ctx.em, ctx.auth.userId, input.version);
    return { consented: true };
  }),

  removePhoto: authedProcedure.input(z.object({ id: z.uuid() })).mutation(async ({ ctx, input }) => {
    await removePhoto(deps(ctx), ctx.auth.userId, input.id);
    return { removed: true };
  }),

  build: authedProcedure.mutation(async ({ ctx }) => {
    await requestBuild(deps(ctx), ctx.auth.userId);
    return { building: true };
  }),

  delete: authedProcedure.mutation(async ({ ctx }) => {
    const { photos } = await deleteDigitalMe(deps(ctx), ctx.auth.userId);
    // An erasure request, answered at once: logged so the 30-day promise is measurable.
    await logDigitalMeErasure(ctx.em, ctx.auth.userId, photos);
    ctx.log.info({ photos }, 'DigitalMe deleted');
    return { deleted: true };
  }),

  /** Live: a tick each time a verdict, the progress or the status changes; the page reads `state` again. */
  events: authedProcedure.subscription(async function* ({ ctx, signal }) {
    const changes = ctx.services.statusEvents?.digitalMeChanges(ctx.auth.userId, signal);
    if (!changes) return;
    let n = 0;
    try {
      yield tracked(String(n++), { changed: true });
      while (!(await changes.next()).done) yield tracked(String(n++), { changed: true });
    } finally {
      await changes.return?.();
    }
  }),
});
