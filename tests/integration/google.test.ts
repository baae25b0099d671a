import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJwt, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/auth/cookies';
import { openSessionFor } from '../../server/auth/session-tokens';
import { Session } from '../../server/auth/session.entity';
import { User } from '../../server/db/user.entity';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { googleEnvFor, startOidcServer, type OidcAccount, type OidcServer } from '../fixtures/oidc-server';
import { useHarness } from './harness';

/**
 * Google sign-in end to end on loopback: the real Express app and passport strategy against a real
 * OpenID Connect server (oidc-provider) standing in for Google. The app's PUBLIC_URL is fixed
 * before the server picks its port, so the little browser below sends what is addressed to
 * PUBLIC_URL to the running app, as a reverse proxy would.
 */
const PUBLIC_URL = 'http://localhost:3000';
const CLIENT_ID = 'minialab-test.apps.googleusercontent.com';
const CLIENT_SECRET = randomBytes(16).toString('hex');

let oidc: OidcServer;

beforeAll(async () => {
  oidc = await startOidcServer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: `${PUBLIC_URL}/auth/google/callback` });
});
afterAll(async () => {
  await oidc?.close();
});
const h = useHarness(() => ({
  worker: false,
  env: googleEnvFor(oidc, { publicUrl: PUBLIC_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }),
  http: true,
}));

interface StoredCookie {
  value: string;
  attributes: string[];
}

/** A browser reduced to what the flow needs: a cookie jar for the app, and no automatic redirects. */
function browser() {
  const jar = new Map<string, StoredCookie>();
  const get = async (target: string) => {
    const url = new URL(target, PUBLIC_URL);
    if (url.origin !== new URL(PUBLIC_URL).origin) throw new Error(`the browser left the app: ${target}`);
    const cookie = [...jar].map(([k, c]) => `${k}=${c.value}`).join('; ');
    const res = await fetch(`${h.base}${url.pathname}${url.search}`, { redirect: 'manual', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const expired = !value || attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()));
      if (expired) jar.delete(name);
      else jar.set(name, { value, attributes });
    }
    return res;
  };
  return { jar, get, cookies: () => Object.fromEntries([...jar].map(([k, c]) => [k, c.value])) };
}

/** The cookies of Google flows started in this browser and not yet finished. */
const flowCookies = (b: ReturnType<typeof browser>) => [...b.jar.keys()].filter((k) => k.startsWith('ml_google_'));

const newAccount = (overrides: Partial<OidcAccount> = {}): OidcAccount & { email: string } => {
  const id = randomBytes(4).toString('hex');
  const account = { sub: `g-${id}`, email: `awa.${id}@gmail.com`, email_verified: true, name: 'Awa Diop', picture: `https://lh3.googleusercontent.com/a/${id}=s96-c`, ...overrides };
  oidc.setAccount(account);
  return account as OidcAccount & { email: string };
};

/** Clicks « Continuer avec Google », plays the person at the provider, and comes back to the app. */
async function googleSignIn(account: { sub: string; deny?: boolean }, opts: { suivant?: string; b?: ReturnType<typeof browser> } = {}) {
  const b = opts.b ?? browser();
  const start = await b.get(`/auth/google${opts.suivant !== undefined ? `?suivant=${encodeURIComponent(opts.suivant)}` : ''}`);
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get('location')!);
  const callback = await oidc.authorize(authorization.toString(), account);
  const landing = await b.get(callback.toString());
  return { b, authorization, callback, landing, location: landing.headers.get('location') };
}

const users = (email: string) => h.services.orm.em.fork().find(User, { email });
const account = (cookies: Record<string, string>) => h.api(cookies).auth.account();

describe('Google sign-in', () => {
  it('first sign-in creates a verified account from the Google profile, with the gift, and signs in', async () => {
    const person = newAccount({ name: '  Awa   Diop  ', email: undefined });
    const email = `Awa.${person.sub}@GMail.com`;
    oidc.setAccount({ ...person, email });

    expect((await h.api().site.info()).googleSignIn).toBe(true); // the sign-in page shows « Continuer avec Google »
    const { b, authorization, landing, location } = await googleSignIn(person);
    // The request to the provider carries a state and a PKCE S256 challenge, and asks for the three scopes.
    expect(authorization.origin + authorization.pathname).toBe(oidc.authorizationUrl);
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      client_id: CLIENT_ID,
      redirect_uri: `${PUBLIC_URL}/auth/google/callback`,
      response_type: 'code',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
    });
    expect(authorization.searchParams.get('state')).toMatch(/^[\w-]{32}$/);
    expect(authorization.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    // …and a nonce, which the ID token Google signed carries back.
    const nonce = authorization.searchParams.get('nonce');
    expect(nonce).toMatch(/^[\w-]{32}$/);
    expect(decodeJwt(oidc.idTokens.at(-1)!)).toMatchObject({ nonce, sub: person.sub, aud: CLIENT_ID, iss: oidc.issuer });

    expect(landing.status).toBe(302);
    expect(location).toBe('/studio');
    expect(flowCookies(b)).toEqual([]); // the flow's cookie is spent
    expect(b.jar.get(ACCESS_COOKIE)?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(b.jar.has(REFRESH_COOKIE)).toBe(true);

    // The cookies open a session in the real app, over HTTP.
    const res = await fetch(`${h.base}/api/trpc/auth.session`, { headers: { 'x-minialab-request': '1', cookie: `${ACCESS_COOKIE}=${b.cookies()[ACCESS_COOKIE]}` } });
    const session = ((await res.json()) as { result: { data: { user: { email: string; name: string; avatarUrl: string } } } }).result.data;
    expect(session.user).toMatchObject({ email: email.toLowerCase(), name: 'Awa Diop', avatarUrl: person.picture });

    expect(await account(b.cookies())).toMatchObject({ credits: 30 });
    const [user, ...others] = await users(email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({ googleSub: person.sub, passwordHash: null, avatarUrl: person.picture });
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('keeps the state, PKCE verifier and return path in a short-lived httpOnly cookie scoped to /auth/google', async () => {
    const b = browser();
    await b.get('/auth/google');
    const [name] = flowCookies(b);
    expect(name).toMatch(/^ml_google_[\w-]{16,64}$/);
    const cookie = b.jar.get(name!);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['Max-Age=600', 'Path=/auth/google', 'HttpOnly', 'SameSite=Lax']));
    expect(cookie?.value).not.toContain('studio'); // sealed, not readable or forgeable
  });

  it('a second sign-in with the same Google account opens the same account, without a second gift', async () => {
    const person = newAccount();
    const first = await googleSignIn(person);
    const firstUser = (await account(first.b.cookies())).user;

    oidc.setAccount({ ...person, picture: 'https://lh3.googleusercontent.com/a/nouvelle-photo' });
    const second = await googleSignIn(person);
    expect(second.location).toBe('/studio');
    const again = await account(second.b.cookies());
    expect(again.user.id).toBe(firstUser.id);
    expect(again.user.avatarUrl).toBe('https://lh3.googleusercontent.com/a/nouvelle-photo');
    expect(again.credits).toBe(30);
    expect(await users(person.email)).toHaveLength(1);
  });

  it('links a verified e-mail and password account with the same address, and the password still works', async () => {
    const person = newAccount({ picture: null });
    const password = 'Thieb0udienne-Dakar!';
    await h.api().auth.signUp({ name: 'Moussa Ndiaye', email: person.email, password });
    const [mail] = await h.services.orm.em.fork().find(MailMessage, { to: person.email, kind: 'verify-email' });
    const token = mail!.text.match(/verifier-email\?jeton=([\w-]+)/)![1]!;
    await h.api().auth.verifyEmail({ token });
    const [before] = await users(person.email);

    const { b, location } = await googleSignIn(person);
    expect(location).toBe('/studio');
    const linked = await account(b.cookies());
    expect(linked.user).toMatchObject({ id: before!.id, name: 'Moussa Ndiaye' });
    expect(linked.credits).toBe(30); // the gift came with the e-mail proof, not again with Google
    const [after, ...others] = await users(person.email);
    expect(others).toHaveLength(0);
    expect(after).toMatchObject({ googleSub: person.sub, passwordHash: before!.passwordHash });
    await expect(h.api().auth.signIn({ email: person.email, password })).resolves.toBeTruthy();
  });

  it('taking over an address nobody verified drops the squatter’s password, name and sessions', async () => {
    const person = newAccount();
    await h.api().auth.signUp({ name: 'Squatteur', email: person.email, password: 'Mot-De-Passe-Du-Squat-42' });
    const em = h.services.orm.em.fork();
    const squatted = await em.findOneOrFail(User, { email: person.email });
    await openSessionFor(em, squatted, { issuer: PUBLIC_URL }); // as if it had one somehow

    const { b, location } = await googleSignIn(person);
    expect(location).toBe('/studio');
    const owner = await account(b.cookies());
    expect(owner.user).toMatchObject({ id: squatted.id, name: 'Awa Diop' });
    expect(owner.credits).toBe(30); // first proof of the address: the gift

    const fresh = h.services.orm.em.fork();
    expect(await fresh.findOneOrFail(User, squatted.id)).toMatchObject({ passwordHash: null, googleSub: person.sub });
    const sessions = await fresh.find(Session, { user: squatted.id }, { orderBy: { createdAt: 'asc' } });
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ revokedReason: 'google_link' });
    expect(sessions[1]!.revokedAt).toBeNull(); // the owner's own, just opened
  });

  it('denied consent returns to /connexion with google_refuse, and creates nothing', async () => {
    const person = newAccount();
    const { b, callback, location } = await googleSignIn({ sub: person.sub, deny: true });
    expect(callback.searchParams.get('error')).toBe('access_denied');
    expect(location).toBe('/connexion?erreur=google_refuse');
    expect(b.jar.has(ACCESS_COOKIE)).toBe(false);
    expect(flowCookies(b)).toEqual([]);
    expect(await users(person.email)).toHaveLength(0);
  });

  it('refuses an address Google has not verified with google_email', async () => {
    const person = newAccount({ email_verified: false });
    const { b, location } = await googleSignIn(person);
    expect(location).toBe('/connexion?erreur=google_email');
    expect(b.jar.has(ACCESS_COOKIE)).toBe(false);
    expect(await users(person.email)).toHaveLength(0);
  });

  it('refuses a forged, missing or other-browser state with google_etat, before using the code', async () => {
    const person = newAccount();
    const b = browser();
    const start = await b.get('/auth/google');
    const callback = await oidc.authorize(start.headers.get('location')!, person);

    const forged = new URL(callback);
    forged.searchParams.set('state', randomBytes(24).toString('base64url'));
    expect((await b.get(forged.toString())).headers.get('location')).toBe('/connexion?erreur=google_etat');

    const missing = new URL(callback);
    missing.searchParams.delete('state');
    expect((await b.get(missing.toString())).headers.get('location')).toBe('/connexion?erreur=google_etat');

    // Someone else's callback opened in another browser (login CSRF): no cookie there, refused.
    expect((await browser().get(callback.toString())).headers.get('location')).toBe('/connexion?erreur=google_etat');

    expect(b.jar.has(ACCESS_COOKIE)).toBe(false);
    expect(await users(person.email)).toHaveLength(0);
    expect(await h.services.orm.em.fork().count(Session, { user: { email: person.email } })).toBe(0);

    // The genuine callback in its own browser still works, once: its cookie is then spent.
    expect((await b.get(callback.toString())).headers.get('location')).toBe('/studio');
    expect(await users(person.email)).toHaveLength(1);
    expect((await b.get(callback.toString())).headers.get('location')).toBe('/connexion?erreur=google_etat');
  });

  it('two sign-ins started in two tabs of one browser both finish', async () => {
    const [first, second] = [newAccount(), newAccount()];
    const b = browser();
    const startA = await b.get('/auth/google');
    const startB = await b.get('/auth/google');
    expect(flowCookies(b)).toHaveLength(2);
    const callbackA = await oidc.authorize(startA.headers.get('location')!, first);
    const callbackB = await oidc.authorize(startB.headers.get('location')!, second);
    expect((await b.get(callbackA.toString())).headers.get('location')).toBe('/studio');
    expect((await b.get(callbackB.toString())).headers.get('location')).toBe('/studio');
    expect(flowCookies(b)).toEqual([]);
  });

  it('a code the provider refuses at the token endpoint ends on google_echec, not an error page', async () => {
    const person = newAccount();
    const b = browser();
    const start = await b.get('/auth/google');
    const callback = await oidc.authorize(start.headers.get('location')!, person);
    callback.searchParams.set('code', randomBytes(32).toString('base64url'));
    const res = await b.get(callback.toString());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/connexion?erreur=google_echec');
    expect(await users(person.email)).toHaveLength(0);
  });

  it('returns to a path of our site given in `suivant`, never to another site', async () => {
    const evil = await googleSignIn(newAccount(), { suivant: 'https://evil.example/' });
    expect(evil.location).toBe('/studio');
    const protocolRelative = await googleSignIn(newAccount(), { suivant: '//evil.example/x' });
    expect(protocolRelative.location).toBe('/studio');
    const backslash = await googleSignIn(newAccount(), { suivant: '/\\evil.example/x' });
    expect(backslash.location).toBe('/studio');
    const own = await googleSignIn(newAccount(), { suivant: '/espace?onglet=credits' });
    expect(own.location).toBe('/espace?onglet=credits');
  });
});

describe('the ID token, checked before anyone is signed in', () => {
  /** A sign-in whose token answer carries `change(genuine claims)`, signed with the provider's published key unless `key` is given. */
  async function withIdToken(change: (claims: JWTPayload) => JWTPayload | string, key?: Parameters<OidcServer['tamperNextIdToken']>[1]) {
    const person = newAccount();
    oidc.tamperNextIdToken(change, key);
    return { person, ...(await googleSignIn(person)) };
  }
  /** Back on /connexion with the French sentence of `code`, no session, nothing created. */
  async function expectRefused(attempt: Awaited<ReturnType<typeof withIdToken>>, code: string) {
    expect(attempt.location).toBe(`/connexion?erreur=${code}`);
    expect(attempt.b.jar.has(ACCESS_COOKIE)).toBe(false);
    expect(attempt.b.jar.has(REFRESH_COOKIE)).toBe(false);
    expect(flowCookies(attempt.b)).toEqual([]);
    expect(await users(attempt.person.email)).toHaveLength(0);
  }

  it('refuses a token made for another application (aud)', async () => {
    await expectRefused(await withIdToken((claims) => ({ ...claims, aud: 'une-autre-app.apps.googleusercontent.com' })), 'google_echec');
  });

  it('refuses a token from another issuer (iss), even signed with the published key', async () => {
    await expectRefused(await withIdToken((claims) => ({ ...claims, iss: 'https://faux-google.example' })), 'google_echec');
  });

  it('refuses an expired token (exp)', async () => {
    const now = Math.floor(Date.now() / 1000);
    await expectRefused(await withIdToken((claims) => ({ ...claims, iat: now - 7200, exp: now - 3600 })), 'google_echec');
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const { privateKey: stranger } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    await expectRefused(await withIdToken((claims) => claims, stranger), 'google_echec');
  });

  it('refuses another attempt’s genuine token replayed into this one (nonce)', async () => {
    const other = await googleSignIn(newAccount()); // someone else's sign-in, whose token leaked
    expect(other.location).toBe('/studio');
    const leaked = oidc.idTokens.at(-1)!;
    const replay = await withIdToken(() => leaked);
    await expectRefused(replay, 'google_etat');
    expect(await users((decodeJwt(leaked) as { email: string }).email)).toHaveLength(1); // only the other person's own account
  });

  it('an address Google has not verified does not take over the password account that has it', async () => {
    const person = newAccount({ email_verified: false });
    const password = 'Yassa-Poulet-Ziguinchor-7';
    await h.api().auth.signUp({ name: 'Fatou Sall', email: person.email, password });
    const [mail] = await h.services.orm.em.fork().find(MailMessage, { to: person.email, kind: 'verify-email' });
    await h.api().auth.verifyEmail({ token: mail!.text.match(/verifier-email\?jeton=([\w-]+)/)![1]! });
    const [before] = await users(person.email);
    const sessions = () => h.services.orm.em.fork().count(Session, { user: before!.id });
    const sessionsBefore = await sessions(); // the one the e-mail link opened

    const refused = await googleSignIn(person);
    expect(refused.location).toBe('/connexion?erreur=google_email');
    // `email_verified` counts only as the boolean true, not the string some answers carried.
    oidc.tamperNextIdToken((claims) => ({ ...claims, email_verified: 'true' }));
    const stringly = await googleSignIn(person);
    expect(stringly.location).toBe('/connexion?erreur=google_email');

    for (const { b } of [refused, stringly]) expect(b.jar.has(ACCESS_COOKIE)).toBe(false);
    const [after, ...others] = await users(person.email);
    expect(others).toHaveLength(0);
    expect(after).toMatchObject({ id: before!.id, googleSub: null, passwordHash: before!.passwordHash, name: 'Fatou Sall' });
    expect(await sessions()).toBe(sessionsBefore);
  });
});

describe('Google sign-in and the second factor', () => {
  it('an account with a second factor gets the challenge cookie and the MFA step, not a session', async () => {
    const person = newAccount();
    const first = await googleSignIn(person);
    const { id } = (await account(first.b.cookies())).user;
    // Enrolment needs an authenticator app; the sign-in only looks at whether the factor is on.
    await h.services.orm.em.fork().nativeUpdate(User, { id }, { mfaEnabledAt: new Date(), mfaSecret: h.services.secrets.seal('JBSWY3DPEHPK3PXP') });

    const { b, location } = await googleSignIn(person, { suivant: '/espace' });
    expect(location).toBe('/connexion?etape=mfa&suivant=%2Fespace');
    expect(b.jar.has('ml_mfa')).toBe(true);
    expect(b.jar.has(ACCESS_COOKIE)).toBe(false);
    expect(b.jar.has(REFRESH_COOKIE)).toBe(false);
  });
});

describe('Google sign-in rate limit', () => {
  // Last in the file: every request here comes from 127.0.0.1, and this uses up its allowance.
  it('starting the flow counts against the per-IP sign-in limit', async () => {
    for (let i = 0; i < 30; i++) await h.services.limits.consume('signInIp', '127.0.0.1').catch(() => undefined);
    const res = await browser().get('/auth/google');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/connexion?erreur=trop_de_tentatives');
  });
});

describe('Google sign-in not configured', () => {
  it('serves no /auth/google, and sessions work as before', async () => {
    const app = createApp({ ...h.services, config: { ...h.config, GOOGLE_CLIENT_ID: undefined } });
    const server = await new Promise<import('node:http').Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      // As an API client asks, so the answer is the router's own 404 and not the rendered page (which needs the built client).
      const res = await fetch(`${url}/auth/google`, { redirect: 'manual', headers: { accept: 'application/json' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      const session = await fetch(`${url}/api/trpc/auth.session`, { headers: { 'x-minialab-request': '1' } });
      expect(session.status).toBe(200);
      expect(await session.json()).toMatchObject({ result: { data: null } });
      // …and the sign-in page is told not to show the button.
      const info = await fetch(`${url}/api/trpc/site.info`, { headers: { 'x-minialab-request': '1' } });
      expect(((await info.json()) as { result: { data: { googleSignIn: boolean } } }).result.data.googleSignIn).toBe(false);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
