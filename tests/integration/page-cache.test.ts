import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/auth/cookies';
import { resetStatsCache } from '../../server/site/service';
import { useHarness } from './harness';

// Needs the built client (npm run build), as every page render does.
const TTL_MS = 10_000;
const h = useHarness();

/** A server of its own on 127.0.0.1, whose page cache reads `clock.now`. */
async function serve() {
  const clock = { now: 0 };
  const server: Server = await new Promise((resolve) => {
    const s = createApp(h.services, { pageCache: { ttlMs: TTL_MS, now: () => clock.now } }).listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...headers } });
    const body = await res.text();
    const nonce = res.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1] ?? '';
    return { status: res.status, body, nonce, cacheControl: res.headers.get('cache-control'), setCookie: res.headers.getSetCookie() };
  };
  return { clock, get, close: () => new Promise((r) => server.close(r)) };
}

const creators = (html: string) => html.match(/data-testid="stat-creators">([^<]+)</)?.[1];
const cookieHeader = (cookies: Record<string, string>) => Object.entries(cookies).map(([k, v]) => `${k}=${v}`).join('; ');

describe('public pages for signed-out visitors come from a short-lived shared render', () => {
  it('two visitors get the same page, each with a nonce of its own that matches the CSP header', async () => {
    const app = await serve();
    try {
      const [a, b] = [await app.get('/'), await app.get('/')];
      expect([a.status, b.status]).toEqual([200, 200]);
      expect(a.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(b.nonce).not.toBe(a.nonce);
      for (const page of [a, b]) {
        const nonces = [...page.body.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
        expect(nonces.length).toBeGreaterThanOrEqual(3); // the runtime's script, the page data, the JSON-LD
        expect(new Set(nonces)).toEqual(new Set([page.nonce]));
        expect(page.body).not.toContain('nonce-slot');
        expect(page.cacheControl).toBe('no-store'); // the HTML carries the session state
      }
      expect(a.body.replaceAll(a.nonce, 'NONCE')).toBe(b.body.replaceAll(b.nonce, 'NONCE'));
      // Signed out: the islands runtime, not the whole app.
      expect(a.body).toMatch(/<script nonce="[^"]+" type="module" crossorigin src="\/assets\/islands-[\w-]+\.js">/);
      expect(a.body).toContain('Se connecter');
    } finally {
      await app.close();
    }
  });

  it('a signed-in visitor gets a page rendered for them, never the shared one, and does not change it', async () => {
    const app = await serve();
    try {
      const anonymous = await app.get('/tarifs');
      const user = await h.newUser('Aïssatou Sow');
      const signedIn = await app.get('/tarifs', { cookie: cookieHeader({ [ACCESS_COOKIE]: user.cookies[ACCESS_COOKIE]!, [REFRESH_COOKIE]: user.cookies[REFRESH_COOKIE]! }) });
      expect(signedIn.body).toContain('Mon espace');
      expect(signedIn.body).toContain('Aïssatou Sow'); // in the page's session data
      expect(signedIn.body).not.toContain('Se connecter');
      expect(signedIn.body).toMatch(/src="\/assets\/index-[\w-]+\.js"/); // the whole app
      const bearer = await app.get('/tarifs', { authorization: `Bearer ${user.accessToken}` });
      expect(bearer.body).toContain('Aïssatou Sow');

      const again = await app.get('/tarifs');
      expect(again.body.replaceAll(again.nonce, 'NONCE')).toBe(anonymous.body.replaceAll(anonymous.nonce, 'NONCE'));
      expect(again.body).not.toContain('Aïssatou Sow');
    } finally {
      await app.close();
    }
  });

  it('shows new figures once the render is older than its TTL; a visitor with a session cookie sees them at once', async () => {
    const app = await serve();
    try {
      resetStatsCache();
      const before = creators((await app.get('/')).body);
      expect(before).toMatch(/^\d+$/);
      await h.newUser('Moussa Traoré'); // one more verified creator
      resetStatsCache(); // the stats' own 5-minute cache is not what this test is about

      app.clock.now = TTL_MS - 1;
      expect(creators((await app.get('/')).body)).toBe(before);
      // A live session gets its own render at once.
      const user = await h.newUser('Fatou Kane');
      const withCookie = await app.get('/', { cookie: cookieHeader({ [REFRESH_COOKIE]: user.cookies[REFRESH_COOKIE]! }) });
      expect(creators(withCookie.body)).toBe(String(Number(before) + 2));

      app.clock.now = TTL_MS;
      expect(creators((await app.get('/')).body)).toBe(String(Number(before) + 2));
    } finally {
      await app.close();
    }
  });

  it('the parameters a page reads make their own render; any other query string shares the plain one', async () => {
    const app = await serve();
    try {
      const chosen = await app.get('/tarifs?plan=PREMIUM');
      expect(chosen.body).toContain('Vous avez choisi le forfait Premium');
      const tagged = await app.get('/tarifs?utm_source=whatsapp');
      expect(tagged.body).not.toContain('Vous avez choisi');
      const plain = await app.get('/tarifs');
      expect(plain.body.replaceAll(plain.nonce, 'N')).toBe(tagged.body.replaceAll(tagged.nonce, 'N'));
    } finally {
      await app.close();
    }
  });

  it('a session cookie that does not verify, or a value the page does not act on, gets the shared render', async () => {
    const app = await serve();
    try {
      resetStatsCache();
      const before = creators((await app.get('/')).body);
      const plainPricing = await app.get('/tarifs');
      // A creator who signs out: their refresh cookie is dead from then on.
      const gone = await h.newUser('Ndèye Fall');
      await gone.as().auth.signOut();
      resetStatsCache();
      app.clock.now = TTL_MS - 1;

      const forged = [
        Buffer.from(JSON.stringify({ alg: 'ES256', kid: randomUUID(), typ: 'JWT' })).toString('base64url'),
        Buffer.from(JSON.stringify({ sub: gone.userId, sid: randomUUID(), exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url'),
        randomBytes(64).toString('base64url'),
      ].join('.');
      const junk: Array<Record<string, string>> = [
        { [ACCESS_COOKIE]: randomBytes(30).toString('base64url') },
        { [ACCESS_COOKIE]: forged },
        { [REFRESH_COOKIE]: 'stale' },
        { [REFRESH_COOKIE]: randomBytes(32).toString('base64url') },
        { [REFRESH_COOKIE]: gone.cookies[REFRESH_COOKIE]! },
        { [ACCESS_COOKIE]: forged, [REFRESH_COOKIE]: randomBytes(32).toString('base64url') },
      ];
      for (const cookies of junk) {
        const page = await app.get('/', { cookie: cookieHeader(cookies) });
        // The figures of the shared render, not fresh ones: no render was made for this request.
        expect(creators(page.body), JSON.stringify(cookies)).toBe(before);
        expect(page.body).toContain('Se connecter');
      }
      // A refresh cookie found dead is cleared, as the session check clears it.
      const dead = await app.get('/', { cookie: cookieHeader({ [REFRESH_COOKIE]: gone.cookies[REFRESH_COOKIE]! }) });
      expect(dead.setCookie.some((c) => c.startsWith(`${REFRESH_COOKIE}=;`))).toBe(true);

      for (const query of [`plan=${randomBytes(6).toString('hex')}`, 'plan=premium', `plan=PREMIUM%20`]) {
        const page = await app.get(`/tarifs?${query}`);
        expect(page.body.replaceAll(page.nonce, 'N'), query).toBe(plainPricing.body.replaceAll(plainPricing.nonce, 'N'));
      }
    } finally {
      await app.close();
    }
  });

  it('a returning creator whose access token expired gets their own page at once, from the refresh cookie alone', async () => {
    const app = await serve();
    try {
      await app.get('/tarifs');
      const user = await h.newUser('Mariama Sy');
      const page = await app.get('/tarifs', { cookie: cookieHeader({ [ACCESS_COOKIE]: 'expire', [REFRESH_COOKIE]: user.cookies[REFRESH_COOKIE]! }) });
      expect(page.body).toContain('Mariama Sy');
      expect(page.body).toContain('Mon espace');
      // The session was refreshed on the way: a new pair of cookies.
      expect(page.setCookie.some((c) => c.startsWith(`${ACCESS_COOKIE}=`) && !c.startsWith(`${ACCESS_COOKIE}=;`))).toBe(true);
    } finally {
      await app.close();
    }
  });
});
