import { tracked } from '@trpc/server';
import { z } from 'zod';
import { GenerateInput, HistoryInput, ThumbnailId } from '../../shared/schemas/studio';
import { authedProcedure, router } from '../trpc';
import { getOwnThumbnail, listHistory, requestGeneration, toDto } from './service';

const TERMINAL = new Set(['ready', 'failed']);

export const studioRouter = router({
  generate: authedProcedure.input(GenerateInput).mutation(async ({ ctx, input }) => {
    const thumbnail = await requestGeneration(ctx.em, { queue: ctx.services.queue, userId: ctx.auth.userId, input });
    return toDto(thumbnail);
  }),

  get: authedProcedure.input(z.object({ id: ThumbnailId })).query(async ({ ctx, input }) => {
    return toDto(await getOwnThumbnail(ctx.em, ctx.auth.userId, input.id));
  }),

  history: authedProcedure.input(HistoryInput).query(async ({ ctx, input }) => {
    const page = await listHistory(ctx.em, ctx.auth.userId, input);
    return { items: page.items.map(toDto), nextCursor: page.nextCursor };
  }),

  /**
   * Live status over SSE: the current state first, then each change, until ready or failed.
   * Changes arrive by Postgres NOTIFY from whichever process renders.
   */
  status: authedProcedure.input(z.object({ id: ThumbnailId })).subscription(async function* ({ ctx, input, signal }) {
    const changes = ctx.services.statusEvents?.changes(input.id, signal);
    try {
      let dto = toDto(await getOwnThumbnail(ctx.em.fork(), ctx.auth.userId, input.id));
      yield tracked(`${dto.id}:${dto.status}`, dto);
      while (changes && !TERMINAL.has(dto.status)) {
        if ((await changes.next()).done) return;
        dto = toDto(await getOwnThumbnail(ctx.em.fork(), ctx.auth.userId, input.id));
        yield tracked(`${dto.id}:${dto.status}`, dto);
      }
    } finally {
      await changes?.return?.();
    }
  }),
});
