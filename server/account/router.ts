import { octetInputParser } from '@trpc/server/http';
import { z } from 'zod';
import { ChangePasswordInput, ConfirmEmailChangeInput, RenameInput, RequestEmailChangeInput } from '../../shared/schemas/auth';
import { sourceOf } from '../auth/rate-limit';
import { uploadDeps } from '../files/router';
import { sentName } from '../files/sent-name';
import { siteInfo } from '../site/service';
import { authedProcedure, router, type Context } from '../trpc';
import { changePassword, renameUser } from './account-settings';
import { removeAvatar, setAvatar } from './avatar';
import { confirmEmailChange, requestEmailChange } from './email-change';
import { creditHistory } from './ledger-view';

const alertDeps = (ctx: Context) => ({ queue: ctx.services.queue, brand: siteInfo(ctx.services.config) });

/** The profile photo takes a file: served on the upload mount (/api/upload, 25 MB cap) like `images.upload`. */
export const accountUploadProcedures = {
  /** « Compte »: the profile photo, cut to a square; it replaces the previous one. */
  uploadAvatar: authedProcedure.input(octetInputParser).mutation(async ({ ctx, input, signal }) => {
    await ctx.services.limits.consume('uploadUser', ctx.auth.userId);
    const result = await setAvatar(uploadDeps(ctx), ctx.auth.userId, input, sentName(ctx), signal);
    ctx.log.info('profile photo uploaded');
    return result;
  }),
};

/** « Compte » and « Mouvements de crédits »: the account's settings, its address, its photo and its credit ledger. */
export const accountRouter = router({
  ...accountUploadProcedures,

  /** « Compte »: a new name, told at once to every open page of the account. */
  rename: authedProcedure.input(RenameInput).mutation(async ({ ctx, input }) => {
    await renameUser(ctx.em, ctx.auth.userId, input.name);
    return { name: input.name };
  }),

  /** « Compte »: the password changed (the current one asked) or added to a Google account (a recent sign-in asked). */
  changePassword: authedProcedure.input(ChangePasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('accountControlUser', ctx.auth.userId);
    return changePassword(ctx.em, alertDeps(ctx), { userId: ctx.auth.userId, sessionId: ctx.auth.sessionId, current: input.current, next: input.next, endOthers: input.endOthers });
  }),

  /**
   * « Compte »: a new address, asked with the current password (or a recent sign-in for a Google
   * account without one). Counted like every account control (guessing the password), and per day:
   * each request mails an address the account does not yet own.
   */
  requestEmailChange: authedProcedure.input(RequestEmailChangeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('accountControlUser', ctx.auth.userId);
    await ctx.services.limits.consume('emailChangeDay', ctx.auth.userId);
    return requestEmailChange(ctx.em, alertDeps(ctx), { userId: ctx.auth.userId, sessionId: ctx.auth.sessionId, email: input.email, current: input.current });
  }),

  /**
   * The link from the new address (/confirmer-email), opened signed in to the account that asked:
   * the link proves the mailbox, the session proves the account (someone who gets a victim to click
   * a link cannot move their own account onto the victim's address).
   */
  confirmEmailChange: authedProcedure.input(ConfirmEmailChangeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signInIp', sourceOf(ctx.client.ip));
    return confirmEmailChange(ctx.em, alertDeps(ctx), input.token, ctx.auth.userId);
  }),

  /** « Compte »: no profile photo any more (the uploaded one deleted, Google's no longer shown). */
  removeAvatar: authedProcedure.mutation(async ({ ctx }) => {
    await removeAvatar({ em: ctx.em, storage: ctx.services.storage, log: ctx.log }, ctx.auth.userId);
    return { ok: true as const };
  }),

  /** The credit ledger, newest first, a page at a time (« Mouvements de crédits »). */
  ledger: authedProcedure
    .input(z.object({ before: z.object({ at: z.iso.datetime(), id: z.uuid() }).optional() }))
    .query(({ ctx, input }) => creditHistory(ctx.em, ctx.auth.userId, input.before ? { at: new Date(input.before.at), id: input.before.id } : undefined)),
});
