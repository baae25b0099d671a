import { describe, expect, it } from 'vitest';
import { passwordWork } from '../../server/auth/passwords';
import { passwordDelayMs, sourceOf } from '../../server/auth/rate-limit';
import { useHarness } from './harness';
import { trpcPost } from './http-client';

/**
 * Every 127.x.y.z address is this machine: each source below is its own client, with its own
 * address as the server sees it (no forwarding header involved).
 */
const ATTACKER = '127.0.0.2';
const OWNER = '127.0.0.3';
const OTHER_ATTACKER = '127.0.0.4';

const h = useHarness({ http: true });

const cookiesOf = (setCookie: string | string[] | undefined) => (Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []).map((c) => c.split(';')[0]).join('; ');
const appCode = (body: string) => (JSON.parse(body) as { error?: { data?: { appCode?: string } } }).error?.data?.appCode ?? null;
const signIn = (email: string, password: string, from: string) => trpcPost(h.base, 'auth.signIn', { email, password }, { origin: h.base }, from);

describe('no stranger can lock an owner out', () => {
  it('after 10 wrong passwords from one source, that source is stopped; the owner signs in from another, and codes and recovery still work from anywhere', async () => {
    const owner = await h.newUser('Ndeye Fall');
    for (let i = 0; i < 10; i++) {
      const res = await signIn(owner.email, `pas-le-bon-${i}`, ATTACKER);
      expect(appCode(res.body)).toBe('INVALID_CREDENTIALS');
    }
    const blocked = await signIn(owner.email, owner.password, ATTACKER);
    expect(blocked.status).toBe(429);
    expect(appCode(blocked.body)).toBe('RATE_LIMITED');

    // The owner, elsewhere, gets in with the right password (after a short wait, not a refusal).
    const started = Date.now();
    const ok = await signIn(owner.email, owner.password, OWNER);
    expect(ok.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(passwordDelayMs(10) - 50);

    // The e-mailed code and the recovery link are not stopped by password failures, even from the attacker's source.
    const asked = await trpcPost(h.base, 'auth.requestCode', { email: owner.email }, { origin: h.base }, ATTACKER);
    expect(asked.status).toBe(200);
    const { challenge } = (JSON.parse(asked.body) as { result: { data: { challenge: string } } }).result.data;
    const code = (await h.lastMail(owner.email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    const withCode = await trpcPost(h.base, 'auth.signInWithCode', { email: owner.email, code, challenge }, { origin: h.base }, ATTACKER);
    expect(withCode.status).toBe(200);
    expect((await trpcPost(h.base, 'auth.requestPasswordReset', { email: owner.email }, { origin: h.base }, ATTACKER)).status).toBe(200);
    await h.lastMail(owner.email, 'password-recovery');
  });

  it('guesses spread over many sources are slowed down for that account, never blocked for its owner', async () => {
    const owner = await h.newUser('Oumar Sy');
    // Twelve sources, one wrong guess each: none is blocked, the account's delay grows.
    for (let i = 0; i < 12; i++) expect(appCode((await signIn(owner.email, `mauvais-${i}`, `127.0.1.${i + 1}`)).body)).toBe('INVALID_CREDENTIALS');
    const started = Date.now();
    expect((await signIn(owner.email, 'encore-faux', OTHER_ATTACKER)).status).toBe(401);
    expect(Date.now() - started).toBeGreaterThanOrEqual(passwordDelayMs(12) - 50);
    expect((await signIn(owner.email, owner.password, OWNER)).status).toBe(200);
  });

  it('parallel guesses from one source cannot slip past its limit: at most 10 passwords are checked', async () => {
    const owner = await h.newUser('Moussa Parallèle');
    const before = passwordWork.count;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.email, `essai-parallele-${i}`, '127.0.2.1')));
    const codes = answers.map((a) => appCode(a.body));
    expect(codes.filter((c) => c === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(20);
    expect(passwordWork.count - before).toBeLessThanOrEqual(10);
  });

  it('a botnet gets turns, not throughput: parallel guesses from many sources are queued or refused, while the owner’s own device goes straight in', async () => {
    const owner = await h.newUser('Aminata Réseau');
    // The owner signed in once from this browser: its device cookie comes with the next attempts.
    const first = await signIn(owner.email, owner.password, OWNER);
    const device = cookiesOf(first.headers['set-cookie']).split('; ').find((c) => c.startsWith('ml_dev='))!;
    expect(device).toBeTruthy();
    for (let i = 0; i < 10; i++) await signIn(owner.email, `tour-${i}`, `127.0.3.${i + 1}`); // the spacing now grows
    const before = passwordWork.count;
    const flood = Promise.all(Array.from({ length: 30 }, (_, i) => signIn(owner.email, `vague-${i}`, `127.0.4.${i + 1}`)));
    await new Promise((r) => setTimeout(r, 300));
    const mine = await trpcPost(h.base, 'auth.signIn', { email: owner.email, password: owner.password }, { origin: h.base, cookie: device }, OWNER);
    const answers = await flood;
    expect(mine.status).toBe(200);
    const codes = answers.map((a) => appCode(a.body));
    // The turns fill one turn ahead at most: the rest are offered the e-mailed code, without a password check.
    expect(codes.filter((c) => c === 'PASSWORD_TURNS_FULL').length).toBeGreaterThan(0);
    expect(passwordWork.count - before).toBeLessThan(30);
  });

  it('a source is an IPv4 address or an IPv6 /64: one home cannot pose as endless sources', () => {
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('2001:db8:abcd:12:1::5')).toBe(sourceOf('2001:0db8:abcd:0012:ffff:1:2:3'));
    expect(sourceOf('2001:db8:abcd:12::1')).not.toBe(sourceOf('2001:db8:abcd:13::1'));
    expect(sourceOf(null)).toBe('inconnue');
  });

  it('the delay grows with the failures and is capped, so the owner waits seconds at most', () => {
    const delays = [0, 5, 6, 8, 12, 20, 100, 10_000].map(passwordDelayMs);
    expect(delays).toEqual([0, 0, 200, 600, 1400, 3000, 3000, 3000]);
  });
});
