import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/auth/cookies';
import { resetStatsCache } from '../../server/site/service';
import { startHarness, type Harness } from './harness';

// Needs the built client (npm run build), as every page render does.
const TTL_MS = 10_000;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.stop();
});

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
    return { status: res.status, body, nonce, cacheControl: res.headers.get('cache-control') };
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
      // Any session cookie, even a stale one, skips the shared render.
      const withCookie = await app.get('/', { cookie: `${REFRESH_COOKIE}=stale` });
      expect(creators(withCookie.body)).toBe(String(Number(before) + 1));

      app.clock.now = TTL_MS;
      expect(creators((await app.get('/')).body)).toBe(String(Number(before) + 1));
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
});
