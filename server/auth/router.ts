import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppErrorCode } from '../../shared/errors';
import type { AuthResult } from '../../shared/schemas/auth';
import { MfaCodeInput, StartGoogleLinkInput, RequestCodeInput, ResetPasswordInput, SessionState, SignInInput, SignInWithCodeInput, SignUpInput, VerifyEmailInput, VerifyMfaInput } from '../../shared/schemas/auth';
import { tracked } from '@trpc/server';
import { startGoogleLink, unlinkGoogle } from './google-link';
import { resetPassword } from './password-reset';
import { siteInfo } from '../site/service';
import { CODE_TTL_MINUTES, signInWithCode } from './sign-in-code';
import { endOtherSessions, endSession, listSessions } from './sessions';
import { getBalance, listOpenGrants } from '../credits/ledger';
import { teamOwnerFor } from '../billing/subscriptions';
import { AppError } from '../errors';
import { passwordDelayMs, sourceOf, type LimitKind } from './rate-limit';
import { knownDevice, rememberDevice } from './known-device';
import { hashOpaqueToken } from './tokens';
import { User } from '../db/user.entity';
import type { SignInOutcome } from './sign-in';
import { authedProcedure, publicProcedure, router, type Context } from '../trpc';
import { ACCESS_COOKIE, CODE_COOKIE, MFA_COOKIE, REFRESH_COOKIE } from './cookies';
import { clearSessionCookies, deliverOutcome, setSessionCookies } from './deliver';
import { challengeOwner, confirmMfaEnrolment, disableMfa, regenerateRecoveryCodes, remainingRecoveryCodes, startMfaEnrolment, verifyMfaChallenge } from './mfa';
import { verifyEmail } from './verification';
import { googleEnabled } from './google';
import { signIn, signUp } from './service';
import { refreshSession, sessionOfRefreshToken, signOut } from './session-tokens';

const alertDeps = (ctx: Context) => ({ queue: ctx.services.queue, brand: siteInfo(ctx.services.config) });

type SignInPath = 'password' | 'code' | 'mfa';

/**
 * The longest a password check waits for its turn: one turn at the widest spacing (passwordDelayMs).
 * Past it the password is not checked and the answer offers an e-mailed code, rather than holding
 * the owner (and a queue of guesses) on an open connection.
 */
const MAX_PASSWORD_WAIT_MS = 3_000;

/**
 * Every way of signing in counts per source (server/auth/rate-limit.ts). Attempts count per account
 * and source before they run, so parallel guesses cannot slip past the limit, and a success clears
 * them: a source that guesses is stopped for that account, while the owner elsewhere goes on. Password
 * checks from a device the account never signed in from take their turn, spaced by the account's
 * recent failures; the owner's own devices skip the turns. Past the turns nothing is checked, and the
 * answer (the same for a right or a wrong password) offers the e-mailed code.
 */
async function withSignInLimits<T>(ctx: Context, who: { path: SignInPath; email: string; userId?: string }, failure: AppErrorCode, attempt: () => Promise<T>): Promise<T> {
  const { limits } = ctx.services;
  const source = sourceOf(ctx.client.ip);
  await limits.consume('signInIp', source);
  const attempts: Array<[LimitKind, string]> = [];
  const failures: Array<[LimitKind, string]> = [];
  // Counted as failures before the check, given back when it was not one.
  const counted: Array<[LimitKind, string]> = [];
  if (who.path === 'password') {
    const device = await ownDevice(ctx, who.email);
    if (device && (await limits.count('passwordFailDevice', device.key)) < 10) {
      failures.push(['passwordFailAccount', who.email], ['passwordFailDevice', device.key]);
    } else {
      attempts.push(['passwordSource', `${source}|${who.email}`]);
      await limits.consume('passwordSource', `${source}|${who.email}`);
      // Each attempt sees every attempt before it, finished or still running: parallel guesses cannot
      // all pass as « few failures so far », so only the first few go without a turn.
      const before = (await limits.consume('passwordFailAccount', who.email)) - 1;
      counted.push(['passwordFailAccount', who.email]);
      const spacing = passwordDelayMs(before);
      if (spacing > 0) {
        const wait = await limits.pace(`password|${who.email}`, spacing, MAX_PASSWORD_WAIT_MS);
        if (wait === null) throw new AppError('PASSWORD_TURNS_FULL', 'password turns full for this account');
        await sleep(wait);
      }
    }
  } else {
    const [kind, key]: [LimitKind, string] = who.path === 'code' ? ['codeSource', `${source}|${who.email}`] : ['mfaAccount', who.userId ?? who.email];
    attempts.push([kind, key]);
    await limits.consume(kind, key);
  }
  const result = await attempt().catch(async (err: unknown) => {
    if (err instanceof AppError && err.code === failure) for (const [kind, key] of failures) await limits.consume(kind, key).catch(() => undefined);
    else for (const [kind, key] of counted) await limits.refund(kind, key).catch(() => undefined);
    throw err;
  });
  for (const [kind, key] of counted) await limits.refund(kind, key);
  // A second factor still due: its own attempts must not be cleared by passing the first one again.
  const pendingMfa = typeof result === 'object' && result !== null && 'status' in result && result.status === 'mfa_required';
  if (who.path === 'password' || !pendingMfa) for (const [kind, key] of attempts) await limits.reset(kind, key);
  return result;
}

/** This browser's device cookie, when it is one the account of `email` signed in from. */
async function ownDevice(ctx: Context, email: string): Promise<{ key: string } | null> {
  const device = knownDevice(ctx.cookies, ctx.services.secrets);
  return device !== null && (await userIdByEmail(ctx.em, email)) === device.userId ? device : null;
}

async function userIdByEmail(em: Context['em'], email: string): Promise<string | null> {
  return (await em.findOne(User, { email }, { fields: ['id'] }))?.id ?? null;
}

/** Hands a sign-in outcome to the browser, and remembers it as one of the account's devices once fully signed in. */
function deliver(ctx: Context, outcome: SignInOutcome): AuthResult {
  if (outcome.status === 'signed_in') rememberDevice(ctx.cookies, ctx.services.secrets, outcome.session.user.id);
  return deliverOutcome(ctx.cookies, outcome);
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
    await ctx.services.limits.consume('signInIp', sourceOf(ctx.client.ip));
    return deliver(ctx, await verifyEmail(ctx.em, { token: input.token, client: ctx.client, alerts: alertDeps(ctx) }));
  }),

  signIn: publicProcedure.input(SignInInput).mutation(async ({ ctx, input }) => {
    const outcome = await withSignInLimits(ctx, { path: 'password', email: input.email }, 'INVALID_CREDENTIALS', () => signIn(ctx.em, input, ctx.client, alertDeps(ctx)));
    return deliver(ctx, outcome);
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
    rememberDevice(ctx.cookies, ctx.services.secrets, session.user.id);
    return { status: 'signed_in' as const, session };
  }),

  /**
   * Sends a 6-digit code by e-mail; the same answer, and the same work, whether or not the address has
   * an account. The code is bound to this browser (a challenge cookie, also returned for API clients).
   */
  requestCode: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    const source = sourceOf(ctx.client.ip);
    await ctx.services.limits.consume('codeRequestIp', source);
    await ctx.services.limits.consume('codeRequestSource', `${source}|${input.email}`);
    // The day caps hold strangers' requests only: no number of them keeps the owner's own device from a code.
    if (!(await ownDevice(ctx, input.email))) {
      await ctx.services.limits.consume('codeRequestSourceDay', `${source}|${input.email}`);
      await ctx.services.limits.consume('codeRequestDay', input.email);
    }
    const challenge = randomBytes(24).toString('base64url');
    await ctx.services.queue.enqueue(ctx.em, 'auth.account-mail', { kind: 'sign-in-code', email: input.email, challengeHash: hashOpaqueToken(challenge) });
    ctx.cookies.set(CODE_COOKIE, challenge, { maxAgeSeconds: CODE_TTL_MINUTES * 60 });
    return { sent: true as const, challenge };
  }),

  signInWithCode: publicProcedure.input(SignInWithCodeInput).mutation(async ({ ctx, input }) => {
    const challenge = input.challenge ?? ctx.cookies.get(CODE_COOKIE) ?? null;
    const outcome = await withSignInLimits(ctx, { path: 'code', email: input.email }, 'INVALID_CODE', () =>
      signInWithCode(ctx.em, { email: input.email, code: input.code, challenge, client: ctx.client, alerts: alertDeps(ctx) }),
    );
    ctx.cookies.clear(CODE_COOKIE);
    return deliver(ctx, outcome);
  }),

  /** Password recovery by e-mail link (single use, 1 hour); the same answer for unknown addresses. */
  requestPasswordReset: publicProcedure.input(RequestCodeInput).mutation(async ({ ctx, input }) => {
    const source = sourceOf(ctx.client.ip);
    await ctx.services.limits.consume('resetRequestIp', source);
    await ctx.services.limits.consume('resetRequestSource', `${source}|${input.email}`);
    await ctx.services.limits.consume('resetRequestDay', input.email);
    await ctx.services.queue.enqueue(ctx.em, 'auth.account-mail', { kind: 'password-recovery', email: input.email });
    return { sent: true as const };
  }),

  resetPassword: publicProcedure.input(ResetPasswordInput).mutation(async ({ ctx, input }) => {
    await ctx.services.limits.consume('signInIp', sourceOf(ctx.client.ip));
    return deliver(ctx, await resetPassword(ctx.em, { ...input, client: ctx.client, alerts: alertDeps(ctx) }));
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

  /** What the user can spend: their own credits, plus their team's while they are in a live Master team. */
  balance: authedProcedure.query(async ({ ctx }) => {
    const [own, ownerId] = await Promise.all([getBalance(ctx.em, ctx.auth.userId), teamOwnerFor(ctx.em, ctx.auth.userId)]);
    const team = ownerId ? await getBalance(ctx.em, ownerId) : 0;
    return { credits: own + team, team };
  }),

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

  /**
   * « Compte »: « Lier mon compte Google » asks the password, then hands the address of the Google
   * flow with a ticket that only this browser's session can use (server/auth/google.ts).
   */
  startGoogleLink: authedProcedure.input(StartGoogleLinkInput).mutation(async ({ ctx, input }) => {
    if (!googleEnabled(ctx.services.config)) throw new AppError('UNAVAILABLE', 'google sign-in not configured');
    await ctx.services.limits.consume('accountControlUser', ctx.auth.userId);
    return startGoogleLink(ctx.em, ctx.services.secrets, { userId: ctx.auth.userId, sessionId: ctx.auth.sessionId, current: input.current });
  }),

  /** « Compte »: Google no longer signs in, only while a password remains. */
  unlinkGoogle: authedProcedure.mutation(async ({ ctx }) => {
    await ctx.services.limits.consume('accountControlUser', ctx.auth.userId);
    await unlinkGoogle(ctx.em, alertDeps(ctx), ctx.auth.userId);
    return { ok: true as const };
  }),

  /** Live: a tick when the account's name, photo or address changes (« user updated »); the page reads the session again. */
  events: authedProcedure.subscription(async function* ({ ctx, signal }) {
    const changes = ctx.services.statusEvents?.userChanges(ctx.auth.userId, signal);
    if (!changes) return;
    let n = 0;
    try {
      while (!(await changes.next()).done) yield tracked(String(n++), { changed: true });
    } finally {
      await changes.return?.();
    }
  }),

  /** The personal space: who I am, and which credits I hold until when (soonest expiry first). */
  account: authedProcedure.query(async ({ ctx }) => {
    const [grants, row] = await Promise.all([listOpenGrants(ctx.em, ctx.auth.userId), ctx.em.findOneOrFail(User, ctx.auth.userId, { fields: ['passwordHash', 'googleSub'] })]);
    return {
      user: ctx.auth.user,
      /** Whether a password signs in too (an account made with Google may have none yet). */
      hasPassword: Boolean(row.passwordHash),
      /** Whether Google signs in too (User.googleSub). */
      googleLinked: Boolean(row.googleSub),
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
