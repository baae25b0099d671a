import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../server/db/user.entity';
import { googleEnvFor, startOidcServer, type OidcAccount, type OidcServer } from '../fixtures/oidc-server';
import { appCodeOf, type Harness, useHarness } from './harness';

/**
 * « Compte »: Google linked to an account already signed in (its password asked first), and
 * unlinked while a password remains. The real Express app and passport strategy against the loopback
 * OpenID Connect server standing in for Google, as in google.test.ts.
 */
const PUBLIC_URL = 'http://localhost:3000';
const CLIENT_ID = 'minialab-test.apps.googleusercontent.com';
const CLIENT_SECRET = randomBytes(16).toString('hex');

let oidc: OidcServer;

beforeAll(async () => {
  oidc = await startOidcServer({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, redirectUri: `${PUBLIC_URL}/auth/google/callback` });
}, 120_000);
afterAll(async () => {
  await oidc?.close();
});
const h = useHarness(() => ({
  worker: false,
  env: googleEnvFor(oidc, { publicUrl: PUBLIC_URL, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }),
  http: true,
}));

/** A browser reduced to what the flow needs: a cookie jar for the app (maybe a signed-in one), no automatic redirects. */
function browser(cookies: Record<string, string> = {}) {
  const jar = new Map(Object.entries(cookies));
  const get = async (target: string) => {
    const url = new URL(target, PUBLIC_URL);
    if (url.origin !== new URL(PUBLIC_URL).origin) throw new Error(`the browser left the app: ${target}`);
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${h.base}${url.pathname}${url.search}`, { redirect: 'manual', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((s) => s.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (!value || attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now()))) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
  return { get, cookies: () => Object.fromEntries(jar) };
}

const newGoogleAccount = (): OidcAccount & { email: string } => {
  const id = randomBytes(4).toString('hex');
  const account = { sub: `g-${id}`, email: `khadija.${id}@gmail.com`, email_verified: true, name: 'Khadija Diouf', picture: `https://lh3.googleusercontent.com/a/${id}=s96-c` };
  oidc.setAccount(account);
  return account;
};

/** Plays the person at Google, from the address `start` of the app, in browser `b`; returns where the app lands. */
async function throughGoogle(b: ReturnType<typeof browser>, start: string, account: { sub: string; deny?: boolean }): Promise<string | null> {
  const first = await b.get(start);
  expect(first.status).toBe(302);
  const location = first.headers.get('location')!;
  if (!location.startsWith(oidc.authorizationUrl)) return location; // refused before Google
  const callback = await oidc.authorize(location, account);
  return (await b.get(callback.toString())).headers.get('location');
}

/** « Lier mon compte Google » from « Compte » of a signed-in user, ending at Google as `person`. */
async function linkAs(user: Awaited<ReturnType<Harness['newUser']>>, person: { sub: string; deny?: boolean }) {
  const { url } = await user.as().auth.startGoogleLink({ current: user.password });
  return throughGoogle(browser(user.cookies), url, person);
}

const row = (id: string) => h.services.orm.em.fork().findOneOrFail(User, id);

describe('linking Google from « Compte »', () => {
  it('asks the password, links through Google, and Google then signs into this account', async () => {
    const user = await h.newUser('Khadija Diouf');
    const person = newGoogleAccount(); // another address than the account's: the Google account is what counts
    expect((await user.as().auth.account()).googleLinked).toBe(false);
    expect(await appCodeOf(user.as().auth.startGoogleLink({ current: 'pas-le-bon' }))).toBe('WRONG_PASSWORD');

    expect(await linkAs(user, person)).toBe('/espace?google=lie#compte');
    expect((await user.as().auth.account()).googleLinked).toBe(true);
    expect(await row(user.userId)).toMatchObject({ googleSub: person.sub, avatarUrl: person.picture });
    expect((await h.lastMail(user.email, 'google-link-changed')).subject).toBe('Compte Google lié à votre compte MiniaLab');

    // « Continuer avec Google » from a new browser opens this very account, and makes no other.
    const b = browser();
    expect(await throughGoogle(b, '/auth/google', person)).toBe('/studio');
    expect((await h.api(b.cookies()).auth.account()).user.id).toBe(user.userId);
    expect(await h.services.orm.em.fork().count(User, { email: person.email })).toBe(0);
  });

  it('refuses a Google account already linked to another user, which keeps it', async () => {
    const owner = await h.newUser('Aïssatou Gueye');
    const person = newGoogleAccount();
    expect(await linkAs(owner, person)).toBe('/espace?google=lie#compte');
    const other = await h.newUser('Pape Gueye');
    expect(await linkAs(other, person)).toBe('/espace?google=deja_lie#compte');
    expect((await row(other.userId)).googleSub).toBeNull();
    expect((await row(owner.userId)).googleSub).toBe(person.sub);

    // Nor one that made its own account by signing in with Google.
    const own = newGoogleAccount();
    expect(await throughGoogle(browser(), '/auth/google', own)).toBe('/studio');
    expect(await linkAs(other, own)).toBe('/espace?google=deja_lie#compte');
    expect((await row(other.userId)).googleSub).toBeNull();
  });

  it('the ticket opens the flow only in the browser of the session that asked for it', async () => {
    const user = await h.newUser('Cheikh Mbaye');
    const stranger = await h.newUser('Lamine Mbaye');
    const person = newGoogleAccount();
    const { url } = await user.as().auth.startGoogleLink({ current: user.password });
    expect(await throughGoogle(browser(), url, person)).toBe('/espace?google=lien_expire#compte');
    expect(await throughGoogle(browser(stranger.cookies), url, person)).toBe('/espace?google=lien_expire#compte');
    expect(await throughGoogle(browser(user.cookies), '/auth/google?lier=forge', person)).toBe('/espace?google=lien_expire#compte');
    // Consent refused at Google: back to « Compte », nothing linked.
    expect(await throughGoogle(browser(user.cookies), url, { sub: person.sub, deny: true })).toBe('/espace?google=google_refuse#compte');
    expect((await row(user.userId)).googleSub).toBeNull();
    expect((await row(stranger.userId)).googleSub).toBeNull();
  });
});

describe('unlinking Google', () => {
  it('is refused while Google is the only way in, and allowed once a password remains', async () => {
    const person = newGoogleAccount();
    const b = browser();
    expect(await throughGoogle(b, '/auth/google', person)).toBe('/studio');
    const googleOnly = h.api(b.cookies());
    expect((await googleOnly.auth.account()).googleLinked).toBe(true);
    expect(await appCodeOf(googleOnly.auth.unlinkGoogle())).toBe('LAST_SIGN_IN_METHOD');
    const { id } = (await googleOnly.auth.account()).user;
    expect((await row(id)).googleSub).toBe(person.sub);

    // With a password added, Google can go; its photo goes with it, and it no longer opens the account.
    await googleOnly.account.changePassword({ next: 'Ceebu-Jen-Saint-Louis-9', endOthers: false });
    await googleOnly.auth.unlinkGoogle();
    expect(await row(id)).toMatchObject({ googleSub: null, avatarUrl: null });
    expect((await googleOnly.auth.account()).googleLinked).toBe(false);
    expect((await h.lastMail(person.email, 'google-link-changed')).subject).toBe('Compte Google délié de votre compte MiniaLab');
    expect(await appCodeOf(googleOnly.auth.unlinkGoogle())).toBe('GOOGLE_NOT_LINKED');
    expect((await h.api().auth.signIn({ email: person.email, password: 'Ceebu-Jen-Saint-Louis-9' })).status).toBe('signed_in');
    // « Continuer avec Google » with the same Google account (same verified address) does not link it back.
    expect(await throughGoogle(browser(), '/auth/google', person)).toBe('/connexion?erreur=google_delie');
    expect(await row(id)).toMatchObject({ googleSub: null });
    // « Lier mon compte Google » from Compte still can.
    const { url } = await googleOnly.auth.startGoogleLink({ current: 'Ceebu-Jen-Saint-Louis-9' });
    expect(await throughGoogle(browser(b.cookies()), url, person)).toBe('/espace?google=lie#compte');
    expect(await throughGoogle(browser(), '/auth/google', person)).toBe('/studio');
  });
});
