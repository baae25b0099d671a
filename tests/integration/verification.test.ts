import { describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../../server/auth/cookies';
import { User } from '../../server/db/user.entity';
import { getBalance } from '../../server/credits/ledger';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { appCodeOf, sessionOf, useHarness } from './harness';

const h = useHarness({ worker: false });

const PASSWORD = 'Thieb0udienne-Dakar!';
const mails = (to: string, kind: string) => h.services.orm.em.fork().count(MailMessage, { to, kind });
const userByEmail = (email: string) => h.services.orm.em.fork().findOneOrFail(User, { email });

describe('e-mail verification before the sign-up gift', () => {
  it('an account has no session and no credits until its link is followed; the link works once', async () => {
    const email = 'fatou.verif@exemple.sn';
    const api = h.api();
    expect(await api.auth.signUp({ name: 'Fatou Verif', email, password: PASSWORD })).toEqual({ status: 'verification_sent' });
    expect(api.jar.values.get(ACCESS_COOKIE)).toBeUndefined();
    const user = await userByEmail(email);
    expect(user.emailVerifiedAt).toBeNull();
    expect(await getBalance(h.services.orm.em.fork(), user.id)).toBe(0);

    const token = await h.tokenFromMail(email, 'verify-email');
    const session = sessionOf(await h.api().auth.verifyEmail({ token }));
    expect(session.user.id).toBe(user.id);
    expect(await getBalance(h.services.orm.em.fork(), user.id)).toBe(30);
    expect((await userByEmail(email)).emailVerifiedAt).toBeInstanceOf(Date);
    expect(await appCodeOf(h.api().auth.verifyEmail({ token }))).toBe('INVALID_VERIFY_LINK');
    expect(await getBalance(h.services.orm.em.fork(), user.id)).toBe(30);
  });

  it('password sign-in before verification says so only to whoever knows the password, and re-sends the link at most once a minute', async () => {
    const email = 'pas.encore@exemple.sn';
    await h.api().auth.signUp({ name: 'Pas Encore', email, password: PASSWORD });
    expect(await appCodeOf(h.api().auth.signIn({ email, password: 'mauvais-mot-de-passe' }))).toBe('INVALID_CREDENTIALS');
    expect(await appCodeOf(h.api().auth.signIn({ email, password: PASSWORD }))).toBe('EMAIL_NOT_VERIFIED');
    expect(await mails(email, 'verify-email')).toBe(1); // the sign-up's link is still fresh

    await h.services.orm.em.fork().getConnection().execute(`update email_verifications set created_at = now() - interval '2 minutes'`);
    const first = await h.tokenFromMail(email, 'verify-email');
    expect(await appCodeOf(h.api().auth.signIn({ email, password: PASSWORD }))).toBe('EMAIL_NOT_VERIFIED');
    expect(await mails(email, 'verify-email')).toBe(2);
    const second = await h.tokenFromMail(email, 'verify-email');
    // Either link works; the first one used spends the other.
    sessionOf(await h.api().auth.verifyEmail({ token: first }));
    expect(await appCodeOf(h.api().auth.verifyEmail({ token: second }))).toBe('INVALID_VERIFY_LINK');
    expect(sessionOf(await h.api().auth.signIn({ email, password: PASSWORD })).user.email).toBe(email);
  });

  it('proving the address another way spends the pending links', async () => {
    const email = 'autre.preuve@exemple.sn';
    await h.api().auth.signUp({ name: 'Autre Preuve', email, password: PASSWORD });
    const link = await h.tokenFromMail(email, 'verify-email');
    const asker = h.api();
    await asker.auth.requestCode({ email });
    const code = (await h.lastMail(email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    sessionOf(await asker.auth.signInWithCode({ email, code }));
    expect(await appCodeOf(h.api().auth.verifyEmail({ token: link }))).toBe('INVALID_VERIFY_LINK');
  });

  it('a link expires after 48 hours', async () => {
    const email = 'trop.tard@exemple.sn';
    await h.api().auth.signUp({ name: 'Trop Tard', email, password: PASSWORD });
    await h.services.orm.em.fork().getConnection().execute(`update email_verifications set expires_at = now() - interval '1 second'`);
    expect(await appCodeOf(h.api().auth.verifyEmail({ token: await h.tokenFromMail(email, 'verify-email') }))).toBe('INVALID_VERIFY_LINK');
  });

  it('a sign-in code also proves the address, and grants the gift', async () => {
    const email = 'par.code@exemple.sn';
    await h.api().auth.signUp({ name: 'Par Code', email, password: PASSWORD });
    const asker = h.api();
    await asker.auth.requestCode({ email });
    const code = (await h.lastMail(email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    const session = sessionOf(await asker.auth.signInWithCode({ email, code }));
    expect(await getBalance(h.services.orm.em.fork(), session.user.id)).toBe(30);
  });
});

describe('no account enumeration on sign-up', () => {
  it('answers an existing address exactly like a new one, e-mails its owner, and changes nothing', async () => {
    const owner = await h.newUser('Proprio Existant');
    const answer = await h.api().auth.signUp({ name: 'Intrus', email: owner.email, password: 'Un-Autre-Mot-De-Passe-42' });
    expect(answer).toEqual(await h.api().auth.signUp({ name: 'Nouveau', email: 'tout.nouveau@exemple.sn', password: PASSWORD }));

    const notice = await h.lastMail(owner.email, 'account-exists');
    expect(notice.subject).toBe('Vous avez déjà un compte MiniaLab');
    expect(notice.text).toContain('Aucun second compte n’a été créé');
    expect(await mails(owner.email, 'verify-email')).toBe(1); // only the original sign-up's
    expect((await userByEmail(owner.email)).name).toBe('Proprio Existant');
    expect(await appCodeOf(h.api().auth.signIn({ email: owner.email, password: 'Un-Autre-Mot-De-Passe-42' }))).toBe('INVALID_CREDENTIALS');
    expect(sessionOf(await h.api().auth.signIn({ email: owner.email, password: PASSWORD })).user.id).toBe(owner.userId);
  });

  it('signing up first with someone else’s address gains nothing: the owner’s link brings the owner’s name and password', async () => {
    const email = 'squat@exemple.sn';
    await h.api().auth.signUp({ name: 'Squatteur', email, password: 'Mot-De-Passe-Squatteur-1' });
    const squatterLink = await h.tokenFromMail(email, 'verify-email');
    expect(await appCodeOf(h.api().auth.signIn({ email, password: 'Mot-De-Passe-Squatteur-1' }))).toBe('EMAIL_NOT_VERIFIED');
    await new Promise((r) => setTimeout(r, 5)); // two distinct e-mails, in order
    await h.api().auth.signUp({ name: 'Vraie Personne', email, password: PASSWORD });
    const session = sessionOf(await h.api().auth.verifyEmail({ token: await h.tokenFromMail(email, 'verify-email') }));
    expect(session.user.name).toBe('Vraie Personne');
    expect(await appCodeOf(h.api().auth.verifyEmail({ token: squatterLink }))).toBe('INVALID_VERIFY_LINK');
    expect(await appCodeOf(h.api().auth.signIn({ email, password: 'Mot-De-Passe-Squatteur-1' }))).toBe('INVALID_CREDENTIALS');
    expect(await h.services.orm.em.fork().count(User, { email })).toBe(1);
  });

  it('a squatter’s password does not survive the owner proving the address by an e-mail code', async () => {
    const email = 'squat.code@exemple.sn';
    await h.api().auth.signUp({ name: 'Squatteur', email, password: 'Mot-De-Passe-Squatteur-1' });
    const asker = h.api();
    await asker.auth.requestCode({ email });
    const code = (await h.lastMail(email, 'sign-in-code')).text.match(/\b(\d{6})\b/)![1]!;
    sessionOf(await asker.auth.signInWithCode({ email, code }));
    expect(await appCodeOf(h.api().auth.signIn({ email, password: 'Mot-De-Passe-Squatteur-1' }))).toBe('INVALID_CREDENTIALS');
  });

  it('two sign-ups of one new address at once make one account', async () => {
    const email = 'en.meme.temps@exemple.sn';
    const answers = await Promise.all([1, 2, 3].map((i) => h.api().auth.signUp({ name: `Simultané ${i}`, email, password: PASSWORD })));
    expect(answers).toEqual(Array(3).fill({ status: 'verification_sent' }));
    expect(await h.services.orm.em.fork().count(User, { email })).toBe(1);
  });

  it('the gift is once per e-mail address: deleting the account and signing up again gives none', async () => {
    const first = await h.newUser('Une Seule Fois');
    // Account deletion comes with the privacy tools; here the rows go as it will remove them (ledger trigger aside).
    const id = first.userId.replace(/[^0-9a-f-]/g, '');
    await h.services.orm.em.fork().getConnection().execute(
      `begin; set local session_replication_role = replica; delete from credit_entries where user_id = '${id}'; delete from users where id = '${id}'; commit;`,
    );
    await h.api().auth.signUp({ name: 'Une Seule Fois', email: first.email, password: PASSWORD });
    const again = sessionOf(await h.api().auth.verifyEmail({ token: await h.tokenFromMail(first.email, 'verify-email') }));
    expect(again.user.id).not.toBe(first.userId);
    expect(await getBalance(h.services.orm.em.fork(), again.user.id)).toBe(0);
  });
});
