import { z } from 'zod';
import type { AppErrorCode } from '../../shared/errors';
import { RequestCodeInput, ResetPasswordInput, SessionState, SignInInput, SignInWithCodeInput, SignUpInput } from '../../shared/schemas/auth';
import { requestPasswordReset, resetPassword } from './password-reset';
import { siteInfo } from '../site/service';
import { requestSignInCode, signInWithCode } from './sign-in-code';
import { endOtherSessions, endSession, listSessions } from './sessions';
import { getBalance, listOpenGrants } from '../credits/ledger';
import { AppError } from '../errors';
import { authedProcedure, publicProcedure, router, type Context } from '../trpc';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './cookies';
import { REFRESH_TOKEN_TTL_DAYS, refreshSession, sessionOfRefreshToken, signIn, signOut, signUp, type IssuedSession } from './service';

function setSessionCookies(ctx: Context, session: IssuedSession) {
  ctx.cookies.set(ACCESS_COOKIE, session.access_token, { maxAgeSeconds: session.expires_in });
  ctx.cookies.set(REFRESH_COOKIE, session.refresh_token, { maxAgeSeconds: REFRESH_TOKEN_TTL_DAYS * 86_400 });
}

const alertDeps = (ctx: Context) => ({ queue: ctx.services.queue, brand: siteInfo(ctx.services.config) });

/**
 * Every way of signing in counts per IP, and counts failures per account (a success clears them),
 * so the owner is not locked out by signing in often but guessing stops after a few tries.
 */
async function withSignInLimits(ctx: Context, email: string, failure: AppErrorCode, attempt: () => Promise<IssuedSession>): Promise<IssuedSession> {
  const { limits } = ctx.services;
  await limits.consume('signInIp', ctx.client.ip ?? 'unknown');
  await limits.check('signInEmail', email);
  const session = await attempt().catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === failure) await limits.consume('signInEmail', email);
    throw err;
  });
  await limits.reset('signInEmail', email);
  return session;
}

function clearSessionCookies(ctx: Context) {
  ctx.cookies.clear(ACCESS_COOKIE);
  ctx.cookies.clear(REFRESH_COOKIE);
}

export const authRouter = router({
  signUp: publicProcedure.input(SignUpInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signUpIp', ctx.client.ip ?? 'unknown');
    const session = await signUp(ctx.em, input, ctx.client);
    setSessionCookies(ctx, session);
    ctx.log.info({ userId: session.user.id }, 'account created');
    return session;
  }),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    const session = await withSignInLimits(ctx, input.email, 'INVALID_CREDENTIALS', () => signIn(ctx.em, input, ctx.client, alertDeps(ctx)));
    setSessionCookies(ctx, session);
    return session;
  }),

  /** Sends a 6-digit code by e-mail; the same answer whether or not the address has an account. */
  requestCode: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('codeRequestIp', ctx.client.ip ?? 'unknown');
    await ctx.services.limits.consume('codeRequestEmail', input.email);
    await requestSignInCode(ctx.em, { queue: ctx.services.queue, brand: siteInfo(ctx.services.config), email: input.email });
    return { sent: true as const };
  }),

  signInWithCode: publicProcedure.input(SignInWithCodeInput).mutation(async ({ ctx, input }) => {
    const session = await withSignInLimits(ctx, input.email, 'INVALID_CODE', () => signInWithCode(ctx.em, { ...input, client: ctx.client, alerts: alertDeps(ctx) }));
    setSessionCookies(ctx, session);
    return session;
  }),

  /** Password recovery by e-mail link (single use, 1 hour); the same answer for unknown addresses. */
  requestPasswordReset: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('resetRequestIp', ctx.client.ip ?? 'unknown');
    await ctx.services.limits.consume('resetRequestEmail', input.email);
    await requestPasswordReset(ctx.em, { queue: ctx.services.queue, brand: siteInfo(ctx.services.config), email: input.email });
    return { sent: true as const };
  }),

  resetPassword: publicProcedure.input(ResetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signInIp', ctx.client.ip ?? 'unknown');
    const session = await resetPassword(ctx.em, { ...input, client: ctx.client });
    setSessionCookies(ctx, session);
    return session;
  }),

  refresh: publicProcedure.input(z.object({ refresh_token: z.string().min(1).max(200) }).optional()).mutation(async ({ ctx, input }) => {
    const token = input?.refresh_token ?? ctx.cookies.get(REFRESH_COOKIE);
    if (!token) throw new AppError('SESSION_EXPIRED', 'no refresh token');
    await ctx.services.limits.consume('refreshIp', ctx.client.ip ?? 'unknown');
    try {
      const session = await refreshSession(ctx.em, token, ctx.client);
      setSessionCookies(ctx, session);
      return session;
    } catch (err) {
      if (err instanceof AppError && err.code === 'SESSION_EXPIRED') clearSessionCookies(ctx);
      throw err;
    }
  }),

  /**
   * Who is signed in, or null. When only the refresh cookie is left (the access token expired while
   * the tab slept), it renews the pair here so a returning visitor stays signed in.
   */
  session: publicProcedure.output(SessionState).query(async ({ ctx }) => {
    const auth = await ctx.getAuth();
    if (auth) return { user: auth.user, expiresAt: decodeExp(ctx.bearer ?? ctx.cookies.get(ACCESS_COOKIE) ?? '') };
    const token = ctx.cookies.get(REFRESH_COOKIE);
    if (!token) return null;
    try {
      const session = await refreshSession(ctx.em, token, ctx.client);
      setSessionCookies(ctx, session);
      return { user: session.user, expiresAt: session.expires_at };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      clearSessionCookies(ctx);
      return null;
    }
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const auth = await ctx.getAuth();
    const refreshToken = ctx.cookies.get(REFRESH_COOKIE);
    const sessionId = auth?.sessionId ?? (refreshToken ? await sessionOfRefreshToken(ctx.em, refreshToken) : null);
    if (sessionId) await signOut(ctx.em, sessionId);
    clearSessionCookies(ctx);
    return { ok: true as const };
  }),

  balance: authedProcedure.query(async ({ ctx }) => ({ credits: await getBalance(ctx.em, ctx.auth.userId) })),

  /** The personal space lists the signed-in devices and can end any of them, or all the others. */
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx.em, ctx.auth.userId, ctx.auth.sessionId)),
  endSession: authedProcedure.input(z.object({ id: z.uuid({ error: 'Session inconnue.' }) })).mutation(async ({ ctx, input }) => {
    await endSession(ctx.em, ctx.auth.userId, input.id);
    if (input.id === ctx.auth.sessionId) clearSessionCookies(ctx);
    return { ok: true as const };
  }),
  endOtherSessions: authedProcedure.mutation(async ({ ctx }) => ({ ended: await endOtherSessions(ctx.em, ctx.auth.userId, ctx.auth.sessionId) })),

  /** The personal space: who I am, and which credits I hold until when (soonest expiry first). */
  account: authedProcedure.query(async ({ ctx }) => {
    const grants = await listOpenGrants(ctx.em, ctx.auth.userId);
    return {
      user: ctx.auth.user,
      credits: grants.reduce((sum, g) => sum + g.remaining, 0),
      grants: grants.map((g) => ({ remaining: g.remaining, expiresAt: g.expiresAt?.toISOString() ?? null })),
    };
  }),
});

function decodeExp(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: number };
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}
