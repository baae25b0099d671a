import os from 'node:os';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './harness';
import { rawRequest, trpcPost } from './http-client';

/**
 * PUBLIC_URL names an address this test never uses: the app is reached at 127.0.0.1:PORT, as a
 * newcomer (or a phone on the network) reaches it, and must work there while refusing other sites.
 */
const PUBLIC_URL = 'http://minialab.test';

const cookiesOf = (setCookie: string | string[] | undefined) =>
  (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');

describe('the app answers at the address it is reached at (TRUST_PROXY=loopback, the default)', () => {
  let host: string;
  const h = useHarness({ env: { PUBLIC_URL, ALLOWED_HOSTS: 'minialab.example' }, http: true });
  beforeAll(async () => {
    host = new URL(h.base).host;
  });

  it('accepts a write whose Origin is the address it was sent to, or PUBLIC_URL; refuses any other', async () => {
    const signOut = (origin: string, extra: Record<string, string> = {}) => trpcPost(h.base, 'auth.signOut', {}, { origin, ...extra });
    expect((await signOut(h.base)).status).toBe(200);
    expect((await signOut(PUBLIC_URL)).status).toBe(200);
    expect((await signOut('https://evil.example')).status).toBe(403);
    expect((await signOut(`http://localhost:${new URL(h.base).port}`)).status).toBe(403); // another origin than the one addressed
    expect((await signOut('null')).status).toBe(403);
    // A Host that is not one of ours is not « the address in use », whatever Origin comes with it (DNS rebinding).
    expect((await signOut('http://evil.example', { host: 'evil.example' })).status).toBe(403);
    expect((await signOut(`http://evil.example:${new URL(h.base).port}`, { host: `evil.example:${new URL(h.base).port}` })).status).toBe(403);
    expect((await signOut('http://evil.example', { host: `localhost:3000@evil.example` })).status).toBe(403);
    // The machine's own address on the network (a phone on the same Wi-Fi) is ours.
    const lan = Object.values(os.networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal);
    if (lan) expect((await signOut(`http://${lan.address}:${new URL(h.base).port}`, { host: `${lan.address}:${new URL(h.base).port}` })).status).toBe(200);
    expect((await signOut(h.base, { 'x-minialab-request': '0' })).status).toBe(403); // our header is still required
    const refused = await signOut('https://evil.example');
    expect(JSON.parse(refused.body)).toMatchObject({ error: { data: { appCode: 'FORBIDDEN_ORIGIN' } } });
  });

  it('checkout return addresses may be the address in use or PUBLIC_URL, never another; the sandbox page opens at the same address', async () => {
    const user = await h.newUser();
    const returns = (origin: string) => ({ successUrl: `${origin}/success`, cancelUrl: `${origin}/cancel` });
    const checkout = (origin: string, input: object) =>
      trpcPost(h.base, 'checkout.create', { planId: 'STARTER', ...input }, { origin: h.base, cookie: `ml_at=${user.accessToken}` });
    const here = await checkout(h.base, returns(h.base));
    expect(here.status).toBe(200);
    const url = (JSON.parse(here.body) as { result: { data: { url: string } } }).result.data.url;
    expect(url.startsWith(`${h.base}/paiement/test/sbx_`)).toBe(true);
    expect((await checkout(h.base, returns(PUBLIC_URL))).status).toBe(200);
    for (const foreign of ['https://evil.example', `${h.base}@evil.example`, `http://localhost:${new URL(h.base).port}`]) {
      const res = await checkout(h.base, returns(foreign));
      expect(res.status, foreign).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: { data: { appCode: 'BAD_RETURN_URL' } } });
    }
    // Not a web address at all: refused by the schema, and never accepted as the « origin » of a strange scheme.
    const script = await checkout(h.base, { successUrl: `${h.base}/success`, cancelUrl: 'javascript:alert(document.cookie)//' });
    expect(script.status).toBe(400);
    const proto = await trpcPost(h.base, 'checkout.create', { planId: 'STARTER', successUrl: 'foo://x/success', cancelUrl: 'foo://x/cancel' }, { origin: h.base, cookie: `ml_at=${user.accessToken}`, 'x-forwarded-proto': 'foo' });
    expect([400, 403]).toContain(proto.status); // the strange scheme makes the request's own origin unknown: not ours
    // A forged Host never makes its own domain a return address (a real gateway page that sends the payer elsewhere).
    const forged = await trpcPost(h.base, 'checkout.create', { planId: 'STARTER', successUrl: 'http://evil.example/success', cancelUrl: 'http://evil.example/cancel' }, { cookie: `ml_at=${user.accessToken}`, host: 'evil.example' });
    expect(JSON.parse(forged.body)).toMatchObject({ error: { data: { appCode: 'BAD_RETURN_URL' } } });
  });

  it('e-mail links always use PUBLIC_URL, even when the Host of the request is forged', async () => {
    const email = `hote.force.${Date.now()}@exemple.sn`;
    const res = await trpcPost(h.base, 'auth.signUp', { name: 'Fatou Sow', email, password: 'Ndole-Crevettes-2026' }, { host: 'evil.example' }); // an API client sends no Origin
    expect(res.status).toBe(200);
    const mail = await h.lastMail(email, 'verify-email');
    expect(mail.text).toContain(`${PUBLIC_URL}/verifier-email?jeton=`);
    expect(mail.text).not.toContain('evil.example');
  });

  it('a proxy on loopback is believed: its X-Forwarded-For becomes the client address and its host the addressed origin', async () => {
    const user = await h.newUser('Kwame Mensah');
    const signIn = await trpcPost(h.base, 'auth.signIn', { email: user.email, password: user.password }, { origin: 'https://minialab.example', 'x-forwarded-for': '203.0.113.7', 'x-forwarded-host': 'minialab.example', 'x-forwarded-proto': 'https' });
    expect(signIn.status).toBe(200);
    const sessions = await rawRequest(`${h.base}/api/trpc/auth.sessions`, { headers: { 'x-minialab-request': '1', cookie: cookiesOf(signIn.headers['set-cookie']), host } });
    const list = (JSON.parse(sessions.body) as { result: { data: Array<{ ip: string; current: boolean }> } }).result.data;
    expect(list.find((s) => s.current)?.ip).toBe('203.0.113.7');
  });
});

describe('TRUST_PROXY=none: forwarded headers from anyone are ignored', () => {
  const h = useHarness({ env: { PUBLIC_URL, TRUST_PROXY: 'none' }, http: true });

  it('a forwarded host does not make a foreign Origin ours, and a forwarded address is not the client', async () => {
    const forged = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example' };
    expect((await trpcPost(h.base, 'auth.signOut', {}, forged)).status).toBe(403);
    const user = await h.newUser('Yaw Boateng');
    const signIn = await trpcPost(h.base, 'auth.signIn', { email: user.email, password: user.password }, { origin: h.base, 'x-forwarded-for': '203.0.113.9' });
    const sessions = await rawRequest(`${h.base}/api/trpc/auth.sessions`, { headers: { 'x-minialab-request': '1', cookie: cookiesOf(signIn.headers['set-cookie']) } });
    const list = (JSON.parse(sessions.body) as { result: { data: Array<{ ip: string; current: boolean }> } }).result.data;
    expect(list.find((s) => s.current)?.ip).toMatch(/127\.0\.0\.1$/);
  });

  it('refuses a TRUST_PROXY it cannot read, naming it', async () => {
    const { loadConfig } = await import('../../server/config');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });
});
