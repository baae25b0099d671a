import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppErrorCode } from '../../shared/errors';
import { MfaCodeInput, RequestCodeInput, ResetPasswordInput, SessionState, SignInInput, SignInWithCodeInput, SignUpInput, VerifyEmailInput, VerifyMfaInput } from '../../shared/schemas/auth';
import { resetPassword } from './password-reset';
import { siteInfo } from '../site/service';
import { signInWithCode } from './sign-in-code';
import { endOtherSessions, endSession, listSessions } from './sessions';
import { getBalance, listOpenGrants } from '../credits/ledger';
import { AppError } from '../errors';
import { passwordDelayMs, type LimitKind } from './rate-limit';
import { authedProcedure, publicProcedure, router, type Context } from '../trpc';
import { ACCESS_COOKIE, MFA_COOKIE, REFRESH_COOKIE } from './cookies';
import { clearSessionCookies, deliverOutcome, setSessionCookies } from './deliver';
import { challengeOwner, confirmMfaEnrolment, disableMfa, regenerateRecoveryCodes, remainingRecoveryCodes, startMfaEnrolment, verifyMfaChallenge } from './mfa';
import { verifyEmail } from './verification';
import { signIn, signUp } from './service';
import { refreshSession, sessionOfRefreshToken, signOut } from './session-tokens';

const alertDeps = (ctx: Context) => ({ queue: ctx.services.queue, brand: siteInfo(ctx.services.config) });

type SignInPath = 'password' | 'code' | 'mfa';

/**
 * Every way of signing in counts per IP. Failures count per account and source, on their own path:
 * a source that guesses too often is stopped for that account, while the owner elsewhere (and every
 * e-mailed code or recovery link) goes on working. Password guesses for an account from anywhere add
 * a growing delay instead of a block (server/auth/rate-limit.ts).
 */
async function withSignInLimits<T>(ctx: Context, who: { path: SignInPath; email: string; userId?: string }, failure: AppErrorCode, attempt: () => Promise<T>): Promise<T> {
  const { limits } = ctx.services;
  const ip = ctx.client.ip ?? 'unknown';
  const source = `${who.email}|${ip}`;
  const counters: Array<[LimitKind, string]> =
    who.path === 'password'
      ? [['passwordFailSource', source], ['passwordFailAccount', who.email]]
      : who.path === 'code'
        ? [['codeFailSource', source]]
        : [['mfaFailAccount', who.userId ?? who.email]];
  await limits.consume('signInIp', ip);
  await limits.check(counters[0]![0], counters[0]![1]);
  if (who.path === 'password') await sleep(passwordDelayMs(await limits.count('passwordFailAccount', who.email)));
  const result = await attempt().catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === failure) for (const [kind, key] of counters) await limits.consume(kind, key).catch(() => undefined);
    throw err;
  });
  // A second factor still due: its own guesses must not be cleared by passing the first one again.
  const pendingMfa = typeof result === 'object' && result !== null && 'status' in result && result.status === 'mfa_required';
  if (who.path === 'password' || !pendingMfa) for (const [kind, key] of counters) await limits.reset(kind, key);
  return result;
}

export const authRouter = router({
  /** Always « check your mailbox », whether or not the address has an account (no enumeration). */
  signUp: publicProcedure.input(SignUpInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signUpIp', ctx.client.ip ?? 'unknown');
    await ctx.services.limits.consume('signUpEmail', input.email);
    return signUp(ctx.em, input, alertDeps(ctx));
  }),

  /** The link of the verification e-mail: proves the address, grants the gift, signs in. */
  verifyEmail: publicProcedure.input(VerifyEmailInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signInIp', ctx.client.ip ?? 'unknown');
    return deliverOutcome(ctx.cookies, await verifyEmail(ctx.em, { token: input.token, client: ctx.client, alerts: alertDeps(ctx) }));
  }),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    const outcome = await withSignInLimits(ctx, { path: 'password', email: input.email }, 'INVALID_CREDENTIALS', () => signIn(ctx.em, input, ctx.client, alertDeps(ctx)));
    return deliverOutcome(ctx.cookies, outcome);
  }),

  /** The second factor: a TOTP or recovery code traded, with the pending challenge, for a session. */
  verifyMfa: publicProcedure.input(VerifyMfaInput).mutation(async ({ ctx, input }) => {
    const challenge = input.challenge ?? ctx.cookies.get(MFA_COOKIE);
    if (!challenge) throw new AppError('MFA_CHALLENGE_EXPIRED', 'no pending challenge');
    const owner = await challengeOwner(ctx.em, challenge);
    const verify = () => verifyMfaChallenge(ctx.em, { secrets: ctx.services.secrets, challenge, code: input.code, client: ctx.client, alerts: alertDeps(ctx) });
    if (owner) await ctx.services.limits.check('mfaFailDay', owner.id);
    const session = owner
      ? await withSignInLimits(ctx, { path: 'mfa', email: owner.email, userId: owner.id }, 'INVALID_MFA_CODE', () =>
          verify().catch(async (err: unknown) => {
            if (err instanceof AppError && err.code === 'INVALID_MFA_CODE') await ctx.services.limits.consume('mfaFailDay', owner.id).catch(() => undefined);
            throw err;
          }),
        )
      : await verify();
    setSessionCookies(ctx.cookies, session);
    return { status: 'signed_in' as const, session };
  }),

  /** Sends a 6-digit code by e-mail; the same answer whether or not the address has an account. */
  requestCode: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('codeRequestIp', ctx.client.ip ?? 'unknown');
    await ctx.services.limits.consume('codeRequestEmail', input.email);
    await ctx.services.queue.enqueue(ctx.em, 'auth.account-mail', { kind: 'sign-in-code', email: input.email });
    return { sent: true as const };
  }),

  signInWithCode: publicProcedure.input(SignInWithCodeInput).mutation(async ({ ctx, input }) => {
    const outcome = await withSignInLimits(ctx, { path: 'code', email: input.email }, 'INVALID_CODE', () => signInWithCode(ctx.em, { ...input, client: ctx.client, alerts: alertDeps(ctx) }));
    return deliverOutcome(ctx.cookies, outcome);
  }),

  /** Password recovery by e-mail link (single use, 1 hour); the same answer for unknown addresses. */
  requestPasswordReset: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('resetRequestIp', ctx.client.ip ?? 'unknown');
    await ctx.services.limits.consume('resetRequestEmail', input.email);
    await ctx.services.queue.enqueue(ctx.em, 'auth.account-mail', { kind: 'password-recovery', email: input.email });
    return { sent: true as const };
  }),

  resetPassword: publicProcedure.input(ResetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signInIp', ctx.client.ip ?? 'unknown');
    return deliverOutcome(ctx.cookies, await resetPassword(ctx.em, { ...input, client: ctx.client, alerts: alertDeps(ctx) }));
  }),

  refresh: publicProcedure.input(z.object({ refresh_token: z.string().min(1).max(200) }).optional()).mutation(async ({ ctx, input }) => {
    const token = input?.refresh_token ?? ctx.cookies.get(REFRESH_COOKIE);
    if (!token) throw new AppError('SESSION_EXPIRED', 'no refresh token');
    await ctx.services.limits.consume('refreshIp', ctx.client.ip ?? 'unknown');
    try {
      const session = await refreshSession(ctx.em, token, ctx.client);
      setSessionCookies(ctx.cookies, session);
      return session;
    } catch (err) {
      if (err instanceof AppError && err.code === 'SESSION_EXPIRED') clearSessionCookies(ctx.cookies);
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
      setSessionCookies(ctx.cookies, session);
      return { user: session.user, expiresAt: session.expires_at };
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      clearSessionCookies(ctx.cookies);
      return null;
    }
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    const auth = await ctx.getAuth();
    const refreshToken = ctx.cookies.get(REFRESH_COOKIE);
    const sessionId = auth?.sessionId ?? (refreshToken ? await sessionOfRefreshToken(ctx.em, refreshToken) : null);
    if (sessionId) await signOut(ctx.em, sessionId);
    clearSessionCookies(ctx.cookies);
    return { ok: true as const };
  }),

  balance: authedProcedure.query(async ({ ctx }) => ({ credits: await getBalance(ctx.em, ctx.auth.userId) })),

  /** The personal space lists the signed-in devices and can end any of them, or all the others. */
  sessions: authedProcedure.query(({ ctx }) => listSessions(ctx.em, ctx.auth.userId, ctx.auth.sessionId)),
  endSession: authedProcedure.input(z.object({ id: z.uuid({ error: 'Session inconnue.' }) })).mutation(async ({ ctx, input }) => {
    await endSession(ctx.em, ctx.auth.userId, input.id);
    if (input.id === ctx.auth.sessionId) clearSessionCookies(ctx.cookies);
    return { ok: true as const };
  }),
  endOtherSessions: authedProcedure.mutation(async ({ ctx }) => ({ ended: await endOtherSessions(ctx.em, ctx.auth.userId, ctx.auth.sessionId) })),

  /** The TOTP second factor, from the personal space. */
  mfa: router({
    status: authedProcedure.query(async ({ ctx }) => ({
      enabled: ctx.auth.user.mfaEnabled,
      recoveryCodesLeft: ctx.auth.user.mfaEnabled ? await remainingRecoveryCodes(ctx.em, ctx.auth.userId) : 0,
    })),
    startEnrolment: authedProcedure.mutation(({ ctx }) => startMfaEnrolment(ctx.em, ctx.services.secrets, ctx.auth.userId, ctx.auth.sessionId, ctx.services.config.BRAND_NAME)),
    confirmEnrolment: authedProcedure.input(MfaCodeInput).mutation(async ({ ctx, input }) => {
      await ctx.services.limits.consume('mfaManageUser', ctx.auth.userId);
      return confirmMfaEnrolment(ctx.em, { secrets: ctx.services.secrets, userId: ctx.auth.userId, sessionId: ctx.auth.sessionId, code: input.code, deps: alertDeps(ctx) });
    }),
    disable: authedProcedure.input(MfaCodeInput).mutation(async ({ ctx, input }) => {
      await ctx.services.limits.consume('mfaManageUser', ctx.auth.userId);
      await disableMfa(ctx.em, { secrets: ctx.services.secrets, userId: ctx.auth.userId, code: input.code, deps: alertDeps(ctx) });
      return { ok: true as const };
    }),
    regenerateRecoveryCodes: authedProcedure.input(MfaCodeInput).mutation(async ({ ctx, input }) => {
      await ctx.services.limits.consume('mfaManageUser', ctx.auth.userId);
      return regenerateRecoveryCodes(ctx.em, { secrets: ctx.services.secrets, userId: ctx.auth.userId, code: input.code });
    }),
  }),

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
