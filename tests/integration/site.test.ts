import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { resetStatsCache } from '../../server/site/service';
import { waitForFinalStatus, useHarness } from './harness';

const lines: string[] = [];
const h = useHarness({ logStream: new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }) });

describe('public site data', () => {
  it('the landing stats count the real creations and creators, and are cached', async () => {
    resetStatsCache();
    expect(await h.api().site.stats()).toEqual({ creations: 0, creators: 0 });
    const user = await h.newUser();
    const t = await user.as().studio.generate({ title: 'Compte-moi', prompt: '', style: 'pro' });
    await waitForFinalStatus(h, t.id);
    expect(await h.api().site.stats()).toEqual({ creations: 0, creators: 0 }); // cached for 5 minutes
    resetStatsCache();
    expect(await h.api().site.stats()).toEqual({ creations: 1, creators: 1 });
  });

  it('outside production, the legal pages show the example editor with a visible « exemple » marker', async () => {
    expect(h.config.NODE_ENV).not.toBe('production');
    const html = await (await fetch(`${await h.http()}/cgv`, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('data-testid="editor-example"');
    expect(html).toContain('MiniaLab (exemple) — entreprise individuelle');
    expect(html).not.toContain('SUARL');
  });

  it('an earlier version of a legal text is served at its own address; a version that never was is a 404', async () => {
    const page = await fetch(`${await h.http()}/textes/confidentialite-1-0`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('ce texte n’est plus en vigueur');
    expect((await fetch(`${await h.http()}/textes/cgu-9-9`, { headers: { accept: 'text/html' } })).status).toBe(404);
    // The version in force links to it.
    expect(await (await fetch(`${await h.http()}/confidentialite`, { headers: { accept: 'text/html' } })).text()).toContain('href="/textes/confidentialite-1-0"');
  });

  it('an unknown page is answered 404 and logged on the server with its path at warn level, never as an error', async () => {
    const res = await fetch(`${await h.http()}/une-page-qui-n-existe-pas`, { headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
    const id = res.headers.get('x-request-id');
    const entries = lines.map((l) => JSON.parse(l) as { level: number; msg: string; path?: string; req?: { id?: string } });
    const logged = entries.find((l) => l.msg === 'page not found' && l.path === '/une-page-qui-n-existe-pas');
    expect(logged).toMatchObject({ level: 40, path: '/une-page-qui-n-existe-pas', req: { id } }); // pino's warn
    // Nothing about this request reached error level (50): neither our line nor the request log.
    expect(entries.filter((l) => l.req?.id === id && l.level >= 50)).toEqual([]);
  });
});

describe('cross-site request forgery', () => {
  const post = async (headers: Record<string, string>) =>
    fetch(`${await h.http()}/api/trpc/auth.signOut`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('refuses a state-changing call from another site or without our header, in French', async () => {
    const foreign = await post({ origin: 'https://evil.example', 'x-minialab-request': '1' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { message: string } }).error.message).toBe('Requête refusée : elle ne vient pas de MiniaLab.');
    expect((await post({ origin: h.config.PUBLIC_URL })).status).toBe(403); // a plain form post cannot add the header
    expect((await post({ origin: h.config.PUBLIC_URL, 'x-minialab-request': '1' })).status).toBe(200);
    expect((await post({ 'x-minialab-request': '1' })).status).toBe(200); // API clients send no Origin
  });
});
