import { z } from 'zod';
import { clearSessionCookies } from '../auth/deliver';
import { requireRecentSignIn } from '../auth/sessions';
import { User } from '../db/user.entity';
import { verifyPassword } from '../auth/passwords';
import { AppError } from '../errors';
import { siteInfo } from '../site/service';
import { authedProcedure, router, type Context } from '../trpc';
import { closeAccount, closureInfo } from './closure';
import { latestExport, requestExport } from './export';
import { reuseChoice, setReuseOptOut } from './reuse';

export const CLOSE_CONFIRMATION = 'SUPPRIMER';

const CloseInput = z.object({
  password: z.string().max(200).optional(),
  confirm: z.string().refine((v) => v.trim().toUpperCase() === CLOSE_CONFIRMATION, { message: `Tapez ${CLOSE_CONFIRMATION} pour confirmer.` }),
});

const deps = (ctx: Context) => ({ em: ctx.em, storage: ctx.services.storage, queue: ctx.services.queue, brand: siteInfo(ctx.services.config), log: ctx.log });

/** The user's rights over their data: closing the account. */
export const privacyRouter = router({
  /** The newest « mes données » export: its progress, then its download while valid. */
  exportState: authedProcedure.query(({ ctx }) => latestExport(ctx.em, ctx.auth.userId)),

  /** « Exporter mes données »: one at a time; a running one is answered as it is. */
  requestExport: authedProcedure.mutation(async ({ ctx }) => {
    await ctx.services.limits.consume('freeRenderUser', ctx.auth.userId);
    return requestExport(ctx.em, ctx.services.queue, ctx.auth.userId);
  }),

  /** Master's refusal of reuse for promotion or training: the choice and whether the plan offers it. */
  reuse: authedProcedure.query(({ ctx }) => reuseChoice(ctx.em, ctx.auth.userId)),
  setReuseOptOut: authedProcedure.input(z.object({ optOut: z.boolean() })).mutation(async ({ ctx, input }) => {
    await setReuseOptOut(ctx.em, ctx.auth.userId, input.optOut);
    return reuseChoice(ctx.em, ctx.auth.userId);
  }),

  /** What closing would delete and keep, and whether a paid period would be lost. */
  closureInfo: authedProcedure.query(({ ctx }) => closureInfo(ctx.em, ctx.auth.userId)),

  /** « Supprimer mon compte »: the password (or a recent Google sign-in) and the word typed. */
  close: authedProcedure.input(CloseInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('accountControlUser', ctx.auth.userId);
    const user = await ctx.em.findOneOrFail(User, ctx.auth.userId);
    if (user.passwordHash) {
      if (!input.password || !(await verifyPassword(user.passwordHash, input.password))) throw new AppError('WRONG_PASSWORD', 'closing: wrong password');
    } else {
      await requireRecentSignIn(ctx.em, ctx.auth.sessionId);
    }
    await closeAccount(deps(ctx), ctx.auth.userId);
    clearSessionCookies(ctx.cookies);
    return { closed: true };
  }),
});
