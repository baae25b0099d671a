import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../server/auth/cookies';
import { resetKeyCache } from '../../server/auth/keys';
import { describeDevice } from '../../server/auth/sessions';
import { Session } from '../../server/auth/session.entity';
import { appCodeOf, sessionOf, useHarness } from './harness';

const h = useHarness({ worker: false });

describe('accounts and sessions', () => {
  it('the e-mailed link of a sign-up signs the person in, with both session cookies out of page scripts’ reach (httpOnly)', async () => {
    expect(await h.api().auth.signUp({ name: 'Aminata Ba', email: 'Aminata@Exemple.SN ', password: 'Yassa-Poulet-2026' })).toEqual({ status: 'verification_sent' });
    const api = h.api();
    const session = sessionOf(await api.auth.verifyEmail({ token: await h.tokenFromMail('aminata@exemple.sn', 'verify-email') }));
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600, user: { email: 'aminata@exemple.sn', name: 'Aminata Ba', avatarUrl: null, mfaEnabled: false } });
    expect(session.expires_at).toBeGreaterThan(Date.now() / 1000 + 3500);
    expect(api.jar.values.get(ACCESS_COOKIE)).toBe(session.access_token);
    expect(api.jar.values.get(REFRESH_COOKIE)).toBe(session.refresh_token);
  });

  it('refuses a weak password with French reasons', async () => {
    const err = await h.api().auth.signUp({ name: 'Test', email: 'faible@exemple.sn', password: '12345678' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ cause: { code: 'WEAK_PASSWORD', details: { reasons: expect.arrayContaining(['Ce mot de passe est très utilisé.']) } } });
  });

  it('answers invalid fields over HTTP with the app code and French messages per field', async () => {
    const res = await fetch(`${await h.http()}/api/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
      body: JSON.stringify({ name: 'A', email: 'pas-un-email', password: 'court' }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data).toMatchObject({
      appCode: 'VALIDATION',
      fieldErrors: {
        name: ['Votre nom doit contenir au moins 2 caractères.'],
        email: ['Adresse e-mail invalide.'],
        password: ['Le mot de passe doit contenir au moins 8 caractères.'],
      },
    });
  });

  it('answers a weak password over HTTP with its French reasons and no stack trace', async () => {
    const res = await fetch(`${await h.http()}/api/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
      body: JSON.stringify({ name: 'Awa', email: 'awa.faible@exemple.sn', password: 'azertyuiop' }),
    });
    const body = (await res.json()) as { error: { data: Record<string, unknown> } };
    expect(body.error.data.appCode).toBe('WEAK_PASSWORD');
    expect(body.error.data.reasons).toContain('Les lignes droites de touches de votre clavier sont faciles à deviner');
    expect(body.error.data.stack).toBeUndefined();
  });

  it('signs in with the right password only', async () => {
    const user = await h.newUser('Cheikh Ndiaye');
    expect(await appCodeOf(h.api().auth.signIn({ email: user.email, password: 'mauvais-mot-de-passe' }))).toBe('INVALID_CREDENTIALS');
    expect(await appCodeOf(h.api().auth.signIn({ email: 'inconnu@exemple.sn', password: 'mauvais-mot-de-passe' }))).toBe('INVALID_CREDENTIALS');
    const again = sessionOf(await h.api().auth.signIn({ email: user.email.toUpperCase(), password: 'Thieb0udienne-Dakar!' }));
    expect(again.user.id).toBe(user.userId);
  });

  it('rotates refresh tokens, and a reused one ends the whole session (theft detection)', async () => {
    const user = await h.newUser('Rotation');
    const first = user.session.refresh_token;
    const second = await h.api().auth.refresh({ refresh_token: first });
    expect(second.refresh_token).not.toBe(first);
    expect(second.access_token).not.toBe(user.session.access_token);

    // Presented again after the grace window, the spent token is treated as stolen.
    const em = h.services.orm.em.fork();
    await em.getConnection().execute(`update refresh_tokens set used_at = used_at - interval '1 minute' where used_at is not null`);
    expect(await appCodeOf(h.api().auth.refresh({ refresh_token: first }))).toBe('SESSION_EXPIRED');
    expect(await appCodeOf(h.api().auth.refresh({ refresh_token: second.refresh_token }))).toBe('SESSION_EXPIRED');
    await expect(h.api({ [ACCESS_COOKIE]: second.access_token }).auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const session = await em.findOneOrFail(Session, { user: user.userId });
    expect(session.revokedReason).toBe('refresh_token_reuse');
  });

  it('two tabs refreshing at once within the grace window both stay signed in', async () => {
    const user = await h.newUser('Deux Onglets');
    const [a, b] = await Promise.all([
      h.api().auth.refresh({ refresh_token: user.session.refresh_token }),
      h.api().auth.refresh({ refresh_token: user.session.refresh_token }),
    ]);
    expect(await h.api({ [ACCESS_COOKIE]: a.access_token }).auth.balance()).toEqual({ credits: 30, team: 0 });
    expect(await h.api({ [ACCESS_COOKIE]: b.access_token }).auth.balance()).toEqual({ credits: 30, team: 0 });
    // Each got a usable refresh token of its own (a retried request is not signed out later).
    expect(a.refresh_token).not.toBe(b.refresh_token);
    expect((await h.api().auth.refresh({ refresh_token: b.refresh_token })).user.id).toBe(user.userId);
  });

  it('signing out with only the refresh cookie left (access expired) still ends the session', async () => {
    const user = await h.newUser('Réveil');
    const api = h.api({ [REFRESH_COOKIE]: user.session.refresh_token });
    await api.auth.signOut();
    expect(api.jar.values.has(REFRESH_COOKIE)).toBe(false);
    expect(await appCodeOf(h.api().auth.refresh({ refresh_token: user.session.refresh_token }))).toBe('SESSION_EXPIRED');
  });

  it('a person whose access token expired stays signed in: the refresh cookie renews it', async () => {
    const user = await h.newUser('Retour');
    const api = h.api({ [REFRESH_COOKIE]: user.session.refresh_token });
    const state = await api.auth.session();
    expect(state?.user.id).toBe(user.userId);
    expect(api.jar.values.get(ACCESS_COOKIE)).toBeTruthy();
    expect(api.jar.values.get(REFRESH_COOKIE)).not.toBe(user.session.refresh_token);
  });

  it('signing out ends access at once, even with a still-valid access token', async () => {
    const user = await h.newUser('Sortie');
    expect(await user.as().auth.balance()).toEqual({ credits: 30, team: 0 });
    const api = user.as();
    await api.auth.signOut();
    expect(api.jar.values.has(ACCESS_COOKIE)).toBe(false);
    await expect(user.as().auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await user.as().auth.session()).toBeNull();
  });

  it('rejects a forged access token', async () => {
    const user = await h.newUser('Faussaire');
    const [header, payload] = user.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    await expect(h.api({ [ACCESS_COOKIE]: forged }).auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('limits sign-ups per address, in French terms', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) await h.api({}, ip).auth.signUp({ name: `Limite ${i}`, email: `limite${i}@exemple.sn`, password: 'Thieb0udienne-Dakar!' });
    const err = await h.api({}, ip).auth.signUp({ name: 'Limite 11', email: 'limite11@exemple.sn', password: 'Thieb0udienne-Dakar!' }).catch((e: unknown) => e);
    expect(err).toMatchObject({ cause: { code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } } });
    expect(await h.api({}, '192.0.2.78').auth.signUp({ name: 'Voisin', email: 'voisin@exemple.sn', password: 'Thieb0udienne-Dakar!' })).toEqual({ status: 'verification_sent' });
  });

  it('publishes its keys as a JWKS and rotates them without breaking tokens already issued', async () => {
    const user = await h.newUser('Clés Tournantes');
    const kidOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[0]!, 'base64url').toString()) as { kid: string }).kid;
    const jwks = async () => {
      const res = await fetch(`${await h.http()}/.well-known/jwks.json`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=600');
      return ((await res.json()) as { keys: Array<{ kid: string; kty: string; d?: string }> }).keys;
    };
    const before = await jwks();
    expect(before.map((k) => k.kid)).toContain(kidOf(user.accessToken));
    expect(before.every((k) => k.d === undefined)).toBe(true); // never the private part

    // The key reaches the end of its rotation period: the next token is signed by a new key.
    await h.services.orm.em.fork().getConnection().execute(`update signing_keys set created_at = now() - interval '31 days'`);
    resetKeyCache();
    const again = sessionOf(await h.api().auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' }));
    expect(kidOf(again.access_token)).not.toBe(kidOf(user.accessToken));
    expect((await jwks()).map((k) => k.kid)).toEqual(expect.arrayContaining([kidOf(user.accessToken), kidOf(again.access_token)]));
    expect(await h.api({ [ACCESS_COOKIE]: user.accessToken }).auth.balance()).toEqual({ credits: 30, team: 0 });
  });
});

describe('signed-in devices', () => {
  it('lists the active sessions with their device, and ends one or all the others', async () => {
    const user = await h.newUser('Trois Appareils');
    const signIn = () => {
      const api = h.api();
      return { api, done: api.auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' }) };
    };
    const phone = signIn();
    await phone.done;
    const laptop = signIn();
    await laptop.done;
    const here = h.api({ [ACCESS_COOKIE]: user.accessToken });

    const sessions = await here.auth.sessions();
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);

    const other = sessions.find((s) => !s.current)!;
    await here.auth.endSession({ id: other.id });
    expect(await here.auth.sessions()).toHaveLength(2);

    expect(await here.auth.endOtherSessions()).toEqual({ ended: 1 });
    const left = await here.auth.sessions();
    expect(left.map((s) => s.current)).toEqual([true]);
    const phoneToken = phone.api.jar.values.get(ACCESS_COOKIE)!;
    const laptopToken = laptop.api.jar.values.get(ACCESS_COOKIE)!;
    await expect(h.api({ [ACCESS_COOKIE]: phoneToken }).auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.api({ [ACCESS_COOKIE]: laptopToken }).auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("cannot end someone else's session", async () => {
    const a = await h.newUser('Appareil A');
    const b = await h.newUser('Appareil B');
    const [bSession] = await b.as().auth.sessions();
    expect(await appCodeOf(a.as().auth.endSession({ id: bSession!.id }))).toBe('NOT_FOUND');
    expect(await b.as().auth.balance()).toEqual({ credits: 30, team: 0 });
  });

  it('names devices the way people recognise them', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36')).toBe('Chrome sur Android');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari sur iPhone');
    expect(describeDevice(null)).toBe('Appareil inconnu');
  });
});
