import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../server/auth/cookies';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { appCodeOf, sessionOf, useHarness } from './harness';

const h = useHarness();

async function linkSentTo(email: string): Promise<string> {
  const mail = await h.lastMail(email, 'password-recovery').catch(() => null);
  const token = mail?.text.match(/mot-de-passe-oublie\?jeton=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no recovery e-mail for ${email}`);
  return token;
}

describe('password recovery by e-mail link', () => {
  it('sets a new password once, ends every other session, and signs this device in', async () => {
    const user = await h.newUser('Oublieuse');
    const elsewhere = h.api();
    await elsewhere.auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' });

    expect(await h.api().auth.requestPasswordReset({ email: user.email })).toEqual({ sent: true });
    const token = await linkSentTo(user.email);
    const here = h.api();
    const session = sessionOf(await here.auth.resetPassword({ token, password: 'Nouveau-Bissap-Glace-27' }));
    expect(session.user.id).toBe(user.userId);
    expect(here.jar.values.get(ACCESS_COOKIE)).toBe(session.access_token);

    // Every earlier session is over, the old password is refused, the new one works.
    await expect(user.as().auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(h.api({ [ACCESS_COOKIE]: elsewhere.jar.values.get(ACCESS_COOKIE)! }).auth.balance()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await appCodeOf(h.api().auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' }))).toBe('INVALID_CREDENTIALS');
    expect(sessionOf(await h.api().auth.signIn({ email: user.email, password: 'Nouveau-Bissap-Glace-27' })).user.id).toBe(user.userId);

    expect(await appCodeOf(h.api().auth.resetPassword({ token, password: 'Encore-Un-Autre-Mot-28' }))).toBe('INVALID_RESET_LINK'); // single use
  });

  it('a link expires after an hour; a stranger asking again replaces nothing, and using one link spends the others', async () => {
    const user = await h.newUser('Lien Perime');
    await h.api().auth.requestPasswordReset({ email: user.email });
    const first = await linkSentTo(user.email);
    await h.api({}, '10.6.6.6').auth.requestPasswordReset({ email: user.email }); // someone else asks again
    const second = await linkSentTo(user.email);
    expect(second).not.toBe(first);
    expect(sessionOf(await h.api().auth.resetPassword({ token: first, password: 'Nouveau-Bissap-Glace-27' })).user.id).toBe(user.userId);
    expect(await appCodeOf(h.api().auth.resetPassword({ token: second, password: 'Encore-Un-Autre-Mot-28' }))).toBe('INVALID_RESET_LINK');

    await h.api().auth.requestPasswordReset({ email: user.email });
    const third = await linkSentTo(user.email);
    await h.services.orm.em.fork().getConnection().execute(`update password_resets set expires_at = now() - interval '1 second'`);
    expect(await appCodeOf(h.api().auth.resetPassword({ token: third, password: 'Nouveau-Bissap-Glace-27' }))).toBe('INVALID_RESET_LINK');
  });

  it('refuses a weak new password with reasons, keeping the link usable', async () => {
    const user = await h.newUser('Faible Nouveau');
    await h.api().auth.requestPasswordReset({ email: user.email });
    const token = await linkSentTo(user.email);
    expect(await appCodeOf(h.api().auth.resetPassword({ token, password: 'azertyuiop' }))).toBe('WEAK_PASSWORD');
    expect(sessionOf(await h.api().auth.resetPassword({ token, password: 'Nouveau-Bissap-Glace-27' })).user.id).toBe(user.userId);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    expect(await h.api().auth.requestPasswordReset({ email: 'inconnu.total@exemple.sn' })).toEqual({ sent: true });
    await h.drained('auth.account-mail');
    expect(await h.services.orm.em.fork().count(MailMessage, { to: 'inconnu.total@exemple.sn' })).toBe(0);
  });
});

describe('new sign-in alert', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const alerts = (email: string) => h.services.orm.em.fork().find(MailMessage, { to: email, kind: 'new-sign-in' });

  it('e-mails the owner when the account is opened from a new kind of device, once', async () => {
    const user = await h.newUser('Alerte Appareil');
    expect(await alerts(user.email)).toHaveLength(0); // signing up is not news

    await h.api({}, '41.82.10.7', ANDROID).auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' });
    const [alert] = await alerts(user.email);
    expect(alert?.subject).toBe('Nouvelle connexion à votre compte MiniaLab');
    expect(alert?.text).toContain('«\u202fChrome sur Android\u202f»');
    expect(alert?.text).toContain('41.82.10.7');

    await h.api({}, '41.82.10.8', ANDROID).auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' });
    await h.api().auth.signIn({ email: user.email, password: 'Thieb0udienne-Dakar!' });
    expect(await alerts(user.email)).toHaveLength(1);
  });
});
