import { GOOGLE_STATE_TTL_MINUTES } from '../../shared/session';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { parseCookie } from 'cookie';
import express, { type CookieOptions, type Request, type Response, type Router } from 'express';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import passport from 'passport';
import { Strategy as GoogleStrategy } from 'passport-google-oauth20';
import { z } from 'zod';
import { paths, safeNextPath } from '../../shared/routes';
import { email as emailSchema } from '../../shared/schemas/auth';
import type { Config } from '../config';
import { AppError } from '../errors';
import type { AppServices } from '../ports';
import { siteInfo } from '../site/service';
import type { Context } from '../trpc';
import { deliverOutcome } from './deliver';
import type { AlertDeps } from './new-device-alert';
import type { SecretBox } from './secret-box';
import type { ClientInfo } from './session-tokens';
import { Session } from './session.entity';
import { linkGoogle, openLinkTicket, type GoogleLinkTarget } from './google-link';
import { completeSignIn, type SignInOutcome } from './sign-in';
import { User } from '../db/user.entity';
import { markEmailVerified } from './verification';

/** Google sign-in is offered only when the app is registered with Google. */
export function googleEnabled(config: Pick<Config, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>): boolean {
  return Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
}

/** Why a Google sign-in ended on /connexion; the client shows the French sentence for each code. */
export type GoogleErrorCode = 'google_refuse' | 'google_etat' | 'google_email' | 'google_echec' | 'google_delie' | 'trop_de_tentatives';

/**
 * How « Lier mon compte Google » ended, in /espace?google=<code>#compte: linked, already another
 * account's, the ticket or session no longer good, or one of the sign-in flow's own failures.
 */
export type GoogleLinkResult = 'lie' | 'deja_lie' | 'lien_expire' | GoogleErrorCode;

/** The account with this address unlinked Google: only « Lier mon compte Google » brings it back. */
export class GoogleUnlinkedError extends Error {
  override name = 'GoogleUnlinkedError';
}

/** Google vouched for no address, or for one it has not verified: we cannot create or link an account. */
export class GoogleEmailError extends Error {
  override name = 'GoogleEmailError';
}

export interface GoogleProfile {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

const MOUNT_PATH = '/auth/google';
/** One cookie per started flow (`ml_google_<state>`), so two tabs signing in at once do not undo each other. */
const STATE_COOKIE_PREFIX = 'ml_google_';
const stateCookie = (state: unknown) => (typeof state === 'string' && /^[\w-]{16,64}$/.test(state) ? `${STATE_COOKIE_PREFIX}${state}` : null);
const STATE_TTL_MS = GOOGLE_STATE_TTL_MINUTES * 60_000;
/** The `oauth` library behind passport sets no timeout: a provider that hangs must not hold the request. */
const PROVIDER_TIMEOUT_MS = 20_000;

// ---------------------------------------------------------------------------------------------
// The account side
// ---------------------------------------------------------------------------------------------

/** The user's name as stored: Google's, tidied and cut to 80 characters, else the e-mail's local part. */
function displayName(name: string | null, email: string): string {
  const clean = (s: string) => [...s.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\s+/g, ' ').trim()].slice(0, 80).join('').trim();
  return clean(name ?? '') || clean(email.split('@')[0] ?? '') || 'Utilisateur';
}

/** A photo address we are willing to show: https only, and it must fit the column. */
export function avatarOf(picture: string | null): string | null {
  if (!picture || picture.length > 1024) return null;
  return URL.parse(picture)?.protocol === 'https:' ? picture : null;
}

/**
 * Finds, links or creates the account of a person Google vouched for, and signs them in (or asks
 * for their second factor). One transaction: a failure leaves no half-made account behind.
 */
export async function signInWithGoogle(em: EntityManager, profile: GoogleProfile, client: ClientInfo, alerts?: AlertDeps): Promise<SignInOutcome> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await em.transactional((tx) => signInOnce(tx, profile, client, alerts));
    } catch (err) {
      // Two callbacks for one new person at once (double click, two tabs): the loser of the insert
      // race finds the winner's row on its retry and signs into it.
      if (!(err instanceof UniqueConstraintViolationException) || attempt > 0) throw err;
    }
  }
}

async function signInOnce(tx: EntityManager, profile: GoogleProfile, client: ClientInfo, alerts: AlertDeps | undefined): Promise<SignInOutcome> {
  const avatar = avatarOf(profile.picture);
  const email = profile.email?.toLowerCase() ?? null;
  const verifiedEmail = profile.emailVerified ? email : null;

  // a) Already linked: Google's `sub` is the identity, whatever the address says now.
  const linked = await tx.findOne(User, { googleSub: profile.sub }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (linked) {
    // Google's photo kept up to date, unless the owner removed it in « Compte ».
    if (avatar && linked.avatarUrl) linked.avatarUrl = avatar;
    await tx.flush();
    // Only an address Google verified *and* that is this account's proves the account's address.
    if (verifiedEmail === linked.email) await markEmailVerified(tx, linked, { proof: 'google', googleSub: profile.sub });
    return completeSignIn(tx, linked, client, { method: 'google', alerts });
  }

  // c) Without a verified address we can neither match an account nor make one.
  if (!verifiedEmail) throw new GoogleEmailError('Google gave no verified e-mail address');

  // b) An account with this address: link it, never a second account for the same person.
  const existing = await tx.findOne(User, { email: verifiedEmail }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (existing) {
    if (existing.googleUnlinkedAt) throw new GoogleUnlinkedError(`account ${existing.id} unlinked google`);
    if (!existing.emailVerifiedAt) {
      // Nobody ever proved this address, so whoever signed up with it may be squatting it to spy on
      // the real owner later: their password, sessions and chosen name do not survive the owner's arrival.
      existing.passwordHash = null;
      existing.name = displayName(profile.name, verifiedEmail);
      await tx.nativeUpdate(Session, { user: existing.id, revokedAt: null }, { revokedAt: new Date(), revokedReason: 'google_link' });
    }
    // A different Google account now holding this verified address replaces the old link: whoever
    // controls the address can already sign in with an e-mail code, so refusing would add nothing.
    existing.googleSub = profile.sub;
    if (!existing.avatarUrl && avatar) existing.avatarUrl = avatar;
    await tx.flush();
    await markEmailVerified(tx, existing, { proof: 'google', googleSub: profile.sub });
    return completeSignIn(tx, existing, client, { method: 'google', alerts });
  }

  // d) A new person: the account is made from what Google vouched for, with no password.
  const user = tx.create(User, {
    email: verifiedEmail,
    name: displayName(profile.name, verifiedEmail),
    passwordHash: null,
    googleSub: profile.sub,
    avatarUrl: avatar,
  });
  await tx.flush();
  await markEmailVerified(tx, user, { proof: 'google', googleSub: profile.sub }); // the sign-up gift, once per person
  return completeSignIn(tx, user, client, { method: 'google', alerts });
}

// ---------------------------------------------------------------------------------------------
// The OAuth side
// ---------------------------------------------------------------------------------------------

/**
 * The ID token's claims we use, once its signature, issuer, audience and lifetime are checked.
 * Google puts the address and, with the `profile` scope, the name and photo in the ID token
 * itself, so no userinfo call is made: everything we act on is signed. A malformed address counts
 * as no address; `email_verified` counts only as the boolean `true`.
 */
const IdTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  nonce: z.string().optional(),
  email: emailSchema.nullish().catch(null),
  email_verified: z.unknown().optional(),
  name: z.string().max(1000).nullish().catch(null),
  picture: z.string().nullish().catch(null),
});

/** An ID token we refuse: `code` is what the person is told on /connexion. */
class IdTokenRejected extends Error {
  override name = 'IdTokenRejected';
  constructor(
    readonly code: GoogleErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/**
 * One key set per JWKS address and process: jose fetches it on first use, keeps it, and fetches
 * again only for a key id it does not know (Google rotating its keys), at most every 30 s.
 */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySetOf(jwksUrl: string): ReturnType<typeof createRemoteJWKSet> {
  let keys = keySets.get(jwksUrl);
  if (!keys) keySets.set(jwksUrl, (keys = createRemoteJWKSet(new URL(jwksUrl))));
  return keys;
}

/** Google writes its issuer with or without the scheme; any other provider has the one it publishes. */
function issuersOf(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/**
 * Checks the ID token the token endpoint returned with the code: signed by one of the provider's
 * published keys (RS256, as Google signs), issued by the provider, for our client, not expired,
 * and carrying the nonce this browser's attempt sent (a token from another attempt, replayed into
 * this callback, is refused). Identity is its `sub`.
 */
async function verifyIdToken(
  // The client id is required here: without it jose would not check the audience at all.
  config: { GOOGLE_CLIENT_ID: string } & Pick<Config, 'GOOGLE_ISSUER' | 'GOOGLE_JWKS_URL'>,
  idToken: unknown,
  nonce: string,
): Promise<GoogleProfile> {
  if (typeof idToken !== 'string' || !idToken) throw new IdTokenRejected('google_echec', 'the token endpoint returned no ID token');
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(idToken, keySetOf(config.GOOGLE_JWKS_URL), {
      issuer: issuersOf(config.GOOGLE_ISSUER),
      audience: config.GOOGLE_CLIENT_ID,
      algorithms: ['RS256'],
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (err) {
    throw new IdTokenRejected('google_echec', 'ID token refused', { cause: err });
  }
  const claims = IdTokenClaims.safeParse(payload);
  if (!claims.success) throw new IdTokenRejected('google_echec', 'ID token without a usable sub', { cause: claims.error });
  // Another attempt's token (or none): the person is told to start again, as for an expired attempt.
  if (claims.data.nonce === undefined || !sameState(claims.data.nonce, nonce)) throw new IdTokenRejected('google_etat', 'ID token nonce is not this attempt’s');
  return {
    sub: claims.data.sub,
    email: claims.data.email ?? null,
    emailVerified: claims.data.email_verified === true,
    name: claims.data.name ?? null,
    picture: claims.data.picture ?? null,
  };
}

/** What travels, sealed, in the short-lived cookie between the start of the flow and its callback. */
const PendingFlow = z.object({
  state: z.string().min(1),
  verifier: z.string().min(43).max(128),
  /** Sent in the authorization request; the ID token must carry it back. */
  nonce: z.string().min(16).max(64),
  next: z.string(),
  exp: z.number(),
  /** « Lier mon compte Google » from « Compte »: the account and session the ticket was made for. */
  link: z.object({ userId: z.string(), sessionId: z.string() }).optional(),
});

const sameState = (a: string, b: string) => timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

type StoreCallback = (err: Error | null, handle?: string) => void;
/** What the start of the flow hands the state store, and the callback gets back from it. */
type FlowState = { next?: unknown; nonce: string; link?: GoogleLinkTarget };
type VerifyCallback = (err: Error | null, verifier: string | false, info?: { next: string; nonce: string; link?: GoogleLinkTarget } | { message: GoogleErrorCode }) => void;

/**
 * passport-oauth2's state store, without express-session: the `state` handle, the PKCE verifier,
 * the OpenID nonce and the page to return to are sealed (AES-GCM) in an httpOnly cookie of this
 * browser, scoped to /auth/google. passport picks the call shape from the functions' arity:
 * `store` must take 5 arguments to receive the PKCE verifier, and `verify` 3; a PKCE verify hands
 * back the verifier (a string) as its "ok" value.
 */
function cookieStateStore(secrets: SecretBox, cookieOptions: CookieOptions) {
  return {
    store(req: Request, verifier: string, state: FlowState, _meta: unknown, done: StoreCallback): void {
      const handle = randomBytes(24).toString('base64url');
      const flow = { state: handle, verifier, nonce: state.nonce, next: safeNextPath(state.next), exp: Date.now() + STATE_TTL_MS, ...(state.link ? { link: state.link } : {}) };
      req.res!.cookie(stateCookie(handle)!, secrets.seal(JSON.stringify(flow)), { ...cookieOptions, maxAge: STATE_TTL_MS });
      done(null, handle);
    },
    verify(req: Request, providedState: string | undefined, done: VerifyCallback): void {
      const name = stateCookie(providedState);
      const sealed = name ? parseCookie(req.headers.cookie ?? '')[name] : undefined;
      if (name) req.res!.clearCookie(name, cookieOptions); // one callback per start, whatever happens
      const flow = sealed ? openFlow(secrets, sealed) : null;
      if (!flow || flow.exp <= Date.now() || typeof providedState !== 'string' || !sameState(flow.state, providedState)) {
        return done(null, false, { message: 'google_etat' });
      }
      done(null, flow.verifier, { next: safeNextPath(flow.next), nonce: flow.nonce, ...(flow.link ? { link: flow.link } : {}) });
    },
  };
}

/** The flow this callback ends, read without spending it (only to know where its failures land). */
function pendingFlowOf(req: Request, secrets: SecretBox): z.infer<typeof PendingFlow> | null {
  const name = stateCookie(req.query.state);
  const sealed = name ? parseCookie(req.headers.cookie ?? '')[name] : undefined;
  return sealed ? openFlow(secrets, sealed) : null;
}

function openFlow(secrets: SecretBox, sealed: string): z.infer<typeof PendingFlow> | null {
  try {
    return PendingFlow.parse(JSON.parse(secrets.open(sealed)));
  } catch {
    return null; // not ours, tampered with, or from before a key change
  }
}

/**
 * passport-google-oauth20 knows no `nonce`: authorizationParams, the hook passport-oauth2 gives
 * strategies for extra authorization parameters, adds the one this attempt was started with.
 */
class OpenIdGoogleStrategy extends GoogleStrategy {
  override authorizationParams(options: { nonce?: unknown }): object {
    return { ...super.authorizationParams(options), ...(typeof options.nonce === 'string' ? { nonce: options.nonce } : {}) };
  }
}

type Failed = { kind: 'failed'; code: GoogleErrorCode; err?: unknown };
/** The code exchanged: the ID token as the token endpoint returned it, not yet checked. */
type Exchanged = { kind: 'token'; idToken: unknown; nonce: string; next: string; link: GoogleLinkTarget | null } | Failed;
type Outcome = { kind: 'profile'; profile: GoogleProfile; next: string; link: GoogleLinkTarget | null } | Failed;

/**
 * Google sign-in on the server's own routes: GET /auth/google starts the flow (state, nonce, PKCE
 * S256), GET /auth/google/callback ends it with a verified ID token, a session and a redirect. Every failure lands on
 * /connexion?erreur=<code>, never on an error page.
 */
export function googleRoutes(services: AppServices, contextFor: (req: Request, res: Response) => Context): Router {
  const { config } = services;
  if (!config.GOOGLE_CLIENT_ID || !config.GOOGLE_CLIENT_SECRET) throw new Error('Google sign-in needs GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET');
  const idTokenConfig = { GOOGLE_CLIENT_ID: config.GOOGLE_CLIENT_ID, GOOGLE_ISSUER: config.GOOGLE_ISSUER, GOOGLE_JWKS_URL: config.GOOGLE_JWKS_URL };

  const cookieOptions: CookieOptions = { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: MOUNT_PATH };
  const strategy = new OpenIdGoogleStrategy(
    {
      clientID: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      callbackURL: `${config.PUBLIC_URL}${MOUNT_PATH}/callback`,
      authorizationURL: config.GOOGLE_AUTHORIZATION_URL,
      tokenURL: config.GOOGLE_TOKEN_URL,
      scope: ['openid', 'email', 'profile'],
      // Who the person is comes from the ID token alone, checked below: no userinfo call.
      skipUserProfile: true,
      state: true,
      pkce: true,
      store: cookieStateStore(services.secrets, cookieOptions) as never, // @types lack the PKCE (5-argument) store
    },
    // passport-oauth2 passes the token endpoint's answer (`params`) to a verify of 5 arguments. The
    // ID token is checked once the callback has the nonce back from the state store.
    (_accessToken: string, _refreshToken: string, params: { id_token?: unknown }, _profile: unknown, done: (err: unknown, user?: { idToken: unknown }) => void) => {
      done(null, { idToken: params.id_token });
    },
  );

  const authenticator = new passport.Passport();
  authenticator.use('google', strategy);

  const router = express.Router();
  const failTo = (res: Response, code: GoogleErrorCode) => res.redirect(302, `${paths.signIn}?erreur=${code}`);
  /** A link from « Compte » ends back there, whatever happened. */
  const toAccount = (res: Response, code: GoogleLinkResult) => res.redirect(302, `${paths.account}?google=${code}#compte`);

  router.get('/', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const linking = req.query.lier !== undefined;
    const fail = (code: GoogleErrorCode) => (linking ? toAccount(res, code) : failTo(res, code));
    try {
      await services.limits.consume('signInIp', req.ip ?? 'unknown');
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') return fail('trop_de_tentatives');
      req.log.error({ err }, 'google sign-in: rate limit check failed');
      return fail('google_echec');
    }
    // passport would take a `code` here for a callback: this route only ever starts a flow.
    if (req.query.code !== undefined || req.query.error !== undefined) return fail('google_echec');
    // « Lier mon compte Google »: the ticket must be this very browser's session (no link handed to someone else).
    let link: GoogleLinkTarget | undefined;
    if (linking) {
      const target = openLinkTicket(services.secrets, req.query.lier);
      const auth = target ? await contextFor(req, res).getAuth() : null;
      if (!target || !auth || auth.userId !== target.userId || auth.sessionId !== target.sessionId) return toAccount(res, 'lien_expire');
      link = target;
    }
    // The nonce goes to Google in the authorization request and, sealed with the state, into this
    // browser's cookie: the ID token must bring it back to this very attempt.
    const nonce = randomBytes(24).toString('base64url');
    const state: FlowState = { next: link ? paths.account : req.query.suivant, nonce, link };
    // On success the strategy itself redirects to the provider; the callback only sees errors.
    authenticator.authenticate('google', { session: false, state: state as never, nonce } as passport.AuthenticateOptions, (err: unknown) => {
      req.log.error({ err }, 'google sign-in: could not start');
      fail('google_echec');
    })(req, res, () => fail('google_echec'));
  });

  router.get('/callback', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const linking = Boolean(pendingFlowOf(req, services.secrets)?.link);
    const outcome = await callbackOutcome(req, res);
    if (outcome.kind === 'failed') {
      if (outcome.code === 'google_echec') req.log.warn({ err: outcome.err }, 'google sign-in failed');
      else req.log.info({ code: outcome.code, err: outcome.err }, 'google sign-in refused');
      return linking ? toAccount(res, outcome.code) : failTo(res, outcome.code);
    }
    const ctx = contextFor(req, res);
    if (outcome.link) {
      // Still the same account and session as when the ticket was made.
      const auth = await ctx.getAuth();
      if (!auth || auth.userId !== outcome.link.userId || auth.sessionId !== outcome.link.sessionId) return toAccount(res, 'lien_expire');
      const { profile } = outcome;
      try {
        await linkGoogle(ctx.em, { queue: services.queue, brand: siteInfo(config) }, {
          userId: auth.userId,
          sub: profile.sub,
          avatar: avatarOf(profile.picture),
          googleEmail: profile.emailVerified ? (profile.email?.toLowerCase() ?? null) : null,
        });
        return toAccount(res, 'lie');
      } catch (err) {
        if (err instanceof AppError && err.code === 'GOOGLE_ALREADY_LINKED') return toAccount(res, 'deja_lie');
        req.log.error({ err }, 'google link: account step failed');
        return toAccount(res, 'google_echec');
      }
    }
    try {
      const signIn = await signInWithGoogle(ctx.em, outcome.profile, ctx.client, { queue: services.queue, brand: siteInfo(config) });
      deliverOutcome(ctx.cookies, signIn);
      if (signIn.status === 'signed_in') return res.redirect(302, outcome.next);
      return res.redirect(302, `${paths.signIn}?etape=mfa&suivant=${encodeURIComponent(outcome.next)}`);
    } catch (err) {
      if (err instanceof GoogleEmailError) return failTo(res, 'google_email');
      if (err instanceof GoogleUnlinkedError) return failTo(res, 'google_delie');
      req.log.error({ err }, 'google sign-in: account step failed');
      return failTo(res, 'google_echec');
    }
  });

  /** Runs the strategy on the callback (state and PKCE checks, code exchange), then checks the ID token. */
  async function callbackOutcome(req: Request, res: Response): Promise<Outcome> {
    const error = req.query.error;
    if (error !== undefined || typeof req.query.code !== 'string') {
      const name = stateCookie(req.query.state);
      if (name) res.clearCookie(name, cookieOptions);
      // access_denied: the person said no on Google's consent screen.
      if (error === 'access_denied') return { kind: 'failed', code: 'google_refuse' };
      return { kind: 'failed', code: 'google_echec', err: new Error(`provider error ${String(error ?? 'without a code')}`) };
    }
    const exchanged = await new Promise<Exchanged>((resolve) => {
      const timer = setTimeout(() => resolve({ kind: 'failed', code: 'google_echec', err: new Error('Google did not answer in time') }), PROVIDER_TIMEOUT_MS);
      const settle = (outcome: Exchanged) => {
        clearTimeout(timer);
        resolve(outcome);
      };
      authenticator.authenticate('google', { session: false }, (err: unknown, user: { idToken: unknown } | false | undefined, info: unknown) => {
        if (err) return settle({ kind: 'failed', code: 'google_echec', err });
        const state = (info as { state?: { next?: unknown; nonce?: unknown; link?: GoogleLinkTarget } } | undefined)?.state;
        if (!user || typeof state?.nonce !== 'string') {
          const code = (info as { message?: unknown } | undefined)?.message === 'google_etat' ? 'google_etat' : 'google_echec';
          return settle({ kind: 'failed', code, err: info });
        }
        settle({ kind: 'token', idToken: user.idToken, nonce: state.nonce, next: safeNextPath(state.next), link: state.link ?? null });
      })(req, res, (err: unknown) => settle({ kind: 'failed', code: 'google_echec', err }));
    });
    if (exchanged.kind === 'failed') return exchanged;
    try {
      const profile = await verifyIdToken(idTokenConfig, exchanged.idToken, exchanged.nonce);
      return { kind: 'profile', profile, next: exchanged.next, link: exchanged.link };
    } catch (err) {
      return { kind: 'failed', code: err instanceof IdTokenRejected ? err.code : 'google_echec', err };
    }
  }

  return router;
}
