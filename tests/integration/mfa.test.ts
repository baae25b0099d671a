import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE, MFA_COOKIE, REFRESH_COOKIE } from '../../server/auth/cookies';
import { User } from '../../server/db/user.entity';
import { appCodeOf, sessionOf, useHarness } from './harness';

const h = useHarness({ worker: false });

/** What the authenticator app shows `steps` periods of 30 s from now. */
const totp = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

/** A verified user with the second factor on; returns the secret and the recovery codes. */
async function userWithMfa(name: string) {
  const user = await h.newUser(name);
  const { secret, otpauthUrl, qrSvg } = await user.as().auth.mfa.startEnrolment();
  expect(otpauthUrl).toMatch(new RegExp(`^otpauth://totp/MiniaLab:${encodeURIComponent(user.email)}\\?`));
  expect(qrSvg).toMatch(/^<svg/);
  const { recoveryCodes } = await user.as().auth.mfa.confirmEnrolment({ code: totp(secret) });
  return { ...user, secret, recoveryCodes };
}

describe('TOTP second factor', () => {
  it('enrols with a code from the app, shows 10 recovery codes once, keeps the secret encrypted, and tells the owner', async () => {
    const user = await h.newUser('Enrolement');
    const { secret } = await user.as().auth.mfa.startEnrolment();
    expect(await appCodeOf(user.as().auth.mfa.confirmEnrolment({ code: totp(secret) === '123456' ? '654321' : '123456' }))).toBe('INVALID_MFA_CODE');
    expect(await user.as().auth.mfa.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });

    const { recoveryCodes } = await user.as().auth.mfa.confirmEnrolment({ code: totp(secret) });
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    recoveryCodes.forEach((c) => expect(c).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/));
    expect(await user.as().auth.mfa.status()).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    expect((await user.as().auth.session())?.user.mfaEnabled).toBe(true);

    const row = await h.services.orm.em.fork().findOneOrFail(User, user.userId);
    expect(row.mfaSecret).toBeTruthy();
    expect(row.mfaSecret).not.toContain(secret);
    const [stored] = await h.services.orm.em.fork().getConnection().execute<Array<{ code_hash: string }>>(`select code_hash from mfa_recovery_codes where user_id = ? limit 1`, [user.userId]);
    expect(recoveryCodes.some((c) => stored!.code_hash.includes(c.replace('-', '')))).toBe(false);
    expect((await h.lastMail(user.email, 'mfa-changed')).subject).toBe('Double authentification activée — MiniaLab');
    expect(await appCodeOf(user.as().auth.mfa.startEnrolment())).toBe('MFA_ALREADY_ENABLED');
  });

  it('password sign-in gives a challenge and no session; the next code opens it, and a code is never accepted twice', async () => {
    const user = await userWithMfa('Deux Facteurs');
    const api = h.api();
    const first = await api.auth.signIn({ email: user.email, password: user.password });
    expect(first).toMatchObject({ status: 'mfa_required', expires_at: expect.any(Number) });
    expect(api.jar.values.get(ACCESS_COOKIE)).toBeUndefined();
    expect(api.jar.values.get(REFRESH_COOKIE)).toBeUndefined();
    expect(api.jar.values.get(MFA_COOKIE)).toBeTruthy();
    expect(await h.api(Object.fromEntries(api.jar.values)).auth.session()).toBeNull();

    // The enrolment used this step's code: it cannot open a session.
    expect(await appCodeOf(api.auth.verifyMfa({ code: totp(user.secret) }))).toBe('INVALID_MFA_CODE');
    const next = totp(user.secret, 1);
    const session = sessionOf(await api.auth.verifyMfa({ code: next }));
    expect(session.user.id).toBe(user.userId);
    expect(api.jar.values.get(ACCESS_COOKIE)).toBe(session.access_token);
    expect(api.jar.values.has(MFA_COOKIE)).toBe(false);
    expect(await appCodeOf(api.auth.verifyMfa({ code: next }))).toBe('MFA_CHALLENGE_EXPIRED'); // the challenge is spent

    const again = h.api();
    await again.auth.signIn({ email: user.email, password: user.password });
    expect(await appCodeOf(again.auth.verifyMfa({ code: next }))).toBe('INVALID_MFA_CODE'); // replay refused
  });

  it('an API client passes the challenge in the body instead of a cookie', async () => {
    const user = await userWithMfa('Client API');
    const result = await h.api().auth.signIn({ email: user.email, password: user.password });
    if (result.status !== 'mfa_required') throw new Error('expected a challenge');
    const session = sessionOf(await h.api().auth.verifyMfa({ code: totp(user.secret, 1), challenge: result.challenge }));
    expect(session.token_type).toBe('bearer');
  });

  it('a challenge dies after 5 wrong codes, even when the right one comes next, and after 10 minutes', async () => {
    const user = await userWithMfa('Cinq Erreurs');
    const api = h.api();
    await api.auth.signIn({ email: user.email, password: user.password });
    const right = totp(user.secret, 1);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await appCodeOf(api.auth.verifyMfa({ code: wrong }))).toBe('INVALID_MFA_CODE');
    expect(await appCodeOf(api.auth.verifyMfa({ code: right }))).toBe('MFA_CHALLENGE_EXPIRED');

    const later = h.api();
    await later.auth.signIn({ email: user.email, password: user.password });
    await h.services.orm.em.fork().getConnection().execute(`update mfa_challenges set expires_at = now() - interval '1 second' where used_at is null`);
    expect(await appCodeOf(later.auth.verifyMfa({ code: right }))).toBe('MFA_CHALLENGE_EXPIRED');
  });

  it('wrong codes count against the account across new challenges and sources, on the second-factor step only', async () => {
    const user = await userWithMfa('Devineur Obstine');
    const wrong = totp(user.secret, 1) === '000000' ? '111111' : '000000';
    for (let round = 0; round < 2; round++) {
      const api = h.api();
      await api.auth.signIn({ email: user.email, password: user.password });
      for (let i = 0; i < 5; i++) await appCodeOf(api.auth.verifyMfa({ code: wrong }));
    }
    const next = h.api();
    expect((await next.auth.signIn({ email: user.email, password: user.password })).status).toBe('mfa_required');
    expect(await appCodeOf(next.auth.verifyMfa({ code: totp(user.secret) }))).toBe('RATE_LIMITED');
  });

  it('a recovery code opens a session once, whatever its case or dashes', async () => {
    const user = await userWithMfa('Telephone Perdu');
    const code = user.recoveryCodes[3]!;
    const api = h.api();
    await api.auth.signIn({ email: user.email, password: user.password });
    sessionOf(await api.auth.verifyMfa({ code: code.toUpperCase().replace('-', ' ') }));
    expect(await user.as().auth.mfa.status()).toEqual({ enabled: true, recoveryCodesLeft: 9 });
    const again = h.api();
    await again.auth.signIn({ email: user.email, password: user.password });
    expect(await appCodeOf(again.auth.verifyMfa({ code }))).toBe('INVALID_MFA_CODE');
  });

  it('every first factor leads to the challenge: e-mail code and password recovery too', async () => {
    const user = await userWithMfa('Tous Chemins');
    const asker = h.api();
    await asker.auth.requestCode({ email: user.email });
    const code = (await h.lastMail(user.email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    expect((await asker.auth.signInWithCode({ email: user.email, code })).status).toBe('mfa_required');

    await h.api().auth.requestPasswordReset({ email: user.email });
    const api = h.api();
    const reset = await api.auth.resetPassword({ token: await h.tokenFromMail(user.email, 'password-recovery'), password: 'Nouveau-Bissap-Glace-27' });
    expect(reset.status).toBe('mfa_required');
    expect(api.jar.values.get(ACCESS_COOKIE)).toBeUndefined();
    // A mailbox alone changes nothing yet: the old password and the open sessions stand until the code.
    expect(await user.as().auth.balance()).toEqual({ credits: 30, team: 0 });
    expect((await h.api().auth.signIn({ email: user.email, password: user.password })).status).toBe('mfa_required');
    expect(sessionOf(await api.auth.verifyMfa({ code: totp(user.secret, 1) })).user.id).toBe(user.userId);
    await expect(user.as().auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await appCodeOf(h.api().auth.signIn({ email: user.email, password: user.password }))).toBe('INVALID_CREDENTIALS');
    expect((await h.api().auth.signIn({ email: user.email, password: 'Nouveau-Bissap-Glace-27' })).status).toBe('mfa_required');
  });

  it('turning it off takes a valid code; then the password alone signs in again', async () => {
    const user = await userWithMfa('Desactivation');
    expect(await appCodeOf(user.as().auth.mfa.disable({ code: totp(user.secret, 1) === '000000' ? '111111' : '000000' }))).toBe('INVALID_MFA_CODE');
    await user.as().auth.mfa.disable({ code: totp(user.secret, 1) });
    expect(await user.as().auth.mfa.status()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await h.lastMail(user.email, 'mfa-changed')).subject).toBe('Double authentification désactivée — MiniaLab');
    expect((await h.api().auth.signIn({ email: user.email, password: user.password })).status).toBe('signed_in');
  });

  it('new recovery codes replace the old ones', async () => {
    const user = await userWithMfa('Nouveaux Codes');
    const { recoveryCodes } = await user.as().auth.mfa.regenerateRecoveryCodes({ code: totp(user.secret, 1) });
    expect(recoveryCodes.some((c) => user.recoveryCodes.includes(c))).toBe(false);
    const api = h.api();
    await api.auth.signIn({ email: user.email, password: user.password });
    expect(await appCodeOf(api.auth.verifyMfa({ code: user.recoveryCodes[0]! }))).toBe('INVALID_MFA_CODE');
    sessionOf(await api.auth.verifyMfa({ code: recoveryCodes[0]! }));
  });

  it('turning it on takes a recent sign-in: a stolen old session cannot put its own authenticator on the account', async () => {
    const user = await h.newUser('Session Ancienne');
    await h.services.orm.em.fork().getConnection().execute(`update sessions set created_at = now() - interval '16 minutes' where user_id = ?`, [user.userId]);
    expect(await appCodeOf(user.as().auth.mfa.startEnrolment())).toBe('REAUTH_REQUIRED');
    const fresh = h.api();
    sessionOf(await fresh.auth.signIn({ email: user.email, password: user.password }));
    const { secret } = await h.api(Object.fromEntries(fresh.jar.values)).auth.mfa.startEnrolment();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  });

  it('refuses a malformed code with a French message', async () => {
    await expect(h.api().auth.verifyMfa({ code: '12ab' })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ message: 'Saisissez les 6 chiffres de votre application, ou un code de secours.' })] },
    });
  });
});
