import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../server/auth/cookies';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { appCodeOf, sessionOf, useHarness } from './harness';

const h = useHarness();

/** The code as the person reads it in the e-mail we wrote (the local outbox: no SMTP here). */
async function codeSentTo(email: string): Promise<string> {
  const mail = await h.lastMail(email, 'sign-in-code').catch(() => null);
  const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code e-mail for ${email}`);
  return code;
}

describe('sign-in by a 6-digit e-mail code', () => {
  it('sends a code that signs in once, in the browser that asked for it', async () => {
    const user = await h.newUser('Code Unique');
    const browser = h.api();
    expect(await browser.auth.requestCode({ email: user.email })).toMatchObject({ sent: true, challenge: expect.stringMatching(/^[\w-]{32}$/) });
    const code = await codeSentTo(user.email);
    const session = sessionOf(await browser.auth.signInWithCode({ email: user.email, code }));
    expect(session.user.id).toBe(user.userId);
    expect(browser.jar.values.get(ACCESS_COOKIE)).toBe(session.access_token);
    expect(await appCodeOf(browser.auth.signInWithCode({ email: user.email, code }))).toBe('INVALID_CODE'); // single use
  });

  it('an API client sends back the challenge requestCode returned; without it, the right code is refused', async () => {
    const user = await h.newUser('Client API');
    const { challenge } = await h.api().auth.requestCode({ email: user.email });
    const code = await codeSentTo(user.email);
    expect(await appCodeOf(h.api().auth.signInWithCode({ email: user.email, code }))).toBe('INVALID_CODE');
    expect(sessionOf(await h.api().auth.signInWithCode({ email: user.email, code, challenge })).user.id).toBe(user.userId);
  });

  it('answers the same for an unknown address, and sends nothing', async () => {
    expect(await h.api().auth.requestCode({ email: 'personne@exemple.sn' })).toMatchObject({ sent: true });
    await h.drained('auth.account-mail');
    expect(await h.services.orm.em.fork().count(MailMessage, { to: 'personne@exemple.sn' })).toBe(0);
  });

  it('a code dies after 5 wrong attempts from its own browser, even when the right one comes next', async () => {
    const user = await h.newUser('Cinq Essais');
    const browser = h.api({}, '10.9.9.1');
    await browser.auth.requestCode({ email: user.email });
    const code = await codeSentTo(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect(await appCodeOf(browser.auth.signInWithCode({ email: user.email, code: wrong }))).toBe('INVALID_CODE');
    expect(await appCodeOf(browser.auth.signInWithCode({ email: user.email, code }))).toBe('INVALID_CODE');
  });

  it('a stranger can neither use up nor replace the owner’s code: guesses elsewhere and new requests leave it working', async () => {
    const user = await h.newUser('Code Protégé');
    const owner = h.api();
    await owner.auth.requestCode({ email: user.email });
    const code = await codeSentTo(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 8; i++) {
      const stranger = h.api({}, `10.8.8.${i}`);
      await stranger.auth.requestCode({ email: user.email });
      expect(await appCodeOf(stranger.auth.signInWithCode({ email: user.email, code: wrong }))).toBe('INVALID_CODE');
    }
    expect(sessionOf(await owner.auth.signInWithCode({ email: user.email, code })).user.id).toBe(user.userId);
  });

  it('a code expires after 10 minutes; each browser’s newest code works until one signs in', async () => {
    const user = await h.newUser('Code Expire');
    const browser = h.api();
    await browser.auth.requestCode({ email: user.email });
    const first = await codeSentTo(user.email);
    await h.services.orm.em.fork().getConnection().execute(`update sign_in_codes set expires_at = now() - interval '1 second' where email = '${user.email}'`);
    expect(await appCodeOf(browser.auth.signInWithCode({ email: user.email, code: first }))).toBe('INVALID_CODE');

    const phone = h.api();
    await phone.auth.requestCode({ email: user.email });
    const second = await codeSentTo(user.email);
    await browser.auth.requestCode({ email: user.email });
    const third = await codeSentTo(user.email);
    expect(sessionOf(await browser.auth.signInWithCode({ email: user.email, code: third })).user.id).toBe(user.userId);
    // Signing in spends every other code of the address.
    expect(await appCodeOf(phone.auth.signInWithCode({ email: user.email, code: second }))).toBe('INVALID_CODE');
  });

  it('refuses a malformed code with a French message, and limits code requests per address and source', async () => {
    await expect(h.api().auth.signInWithCode({ email: 'a@exemple.sn', code: '12ab' })).rejects.toMatchObject({
      cause: { issues: [expect.objectContaining({ message: 'Le code comporte 6 chiffres.' })] },
    });
    const user = await h.newUser('Trop De Codes');
    // Each source's daily share of an address's codes (server/auth/rate-limit.ts, codeRequestSourceDay).
    for (let i = 0; i < 3; i++) await h.api({}, '10.7.7.7').auth.requestCode({ email: user.email });
    expect(await appCodeOf(h.api({}, '10.7.7.7').auth.requestCode({ email: user.email }))).toBe('RATE_LIMITED');
    expect(await h.api({}, '10.7.7.8').auth.requestCode({ email: user.email })).toMatchObject({ sent: true }); // the owner, elsewhere
  });
});
