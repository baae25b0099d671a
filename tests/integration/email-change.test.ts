import { describe, expect, it } from 'vitest';
import { EmailChange } from '../../server/account/email-change.entity';
import { Session } from '../../server/auth/session.entity';
import { User } from '../../server/db/user.entity';
import { appCodeOf, useHarness } from './harness';

/**
 * « Compte »: a new e-mail address. The link goes to the new address, and only that link changes
 * the account's address; the old address is told of the request and of the change. Sessions go on.
 */
const h = useHarness({ worker: false });

const fresh = (local: string) => `${local}.${Math.random().toString(36).slice(2, 8)}@exemple.sn`;
const emailOf = async (userId: string) => (await h.services.orm.em.fork().findOneOrFail(User, userId)).email;

describe('changing the e-mail address', () => {
  it('changes nothing until the link mailed to the new address is confirmed, then keeps every session', async () => {
    const user = await h.newUser('Fatou Ndiaye');
    const laptop = h.api();
    expect((await laptop.auth.signIn({ email: user.email, password: user.password })).status).toBe('signed_in');
    const onLaptop = () => h.api(Object.fromEntries(laptop.jar.values)).auth.session();
    const next = fresh('fatou.nouvelle');

    expect(await appCodeOf(user.as().account.requestEmailChange({ email: next, current: 'pas-le-bon' }))).toBe('WRONG_PASSWORD');
    expect(await appCodeOf(user.as().account.requestEmailChange({ email: next }))).toBe('WRONG_PASSWORD');
    expect(await user.as().account.requestEmailChange({ email: `  ${next.toUpperCase()} `, current: user.password })).toEqual({ sentTo: next, hours: 24 });

    // The old address is told; the new one gets the link. Nothing has changed yet.
    const notice = await h.lastMail(user.email, 'email-change-requested');
    expect(notice.text).toContain(next);
    const token = await h.tokenFromMail(next, 'email-change-confirm');
    expect((await h.lastMail(next, 'email-change-confirm')).text).toContain(`/confirmer-email?jeton=${token}`);
    expect((await user.as().auth.session())?.user.email).toBe(user.email);
    expect(await appCodeOf(h.api().auth.signIn({ email: next, password: user.password }))).toBe('INVALID_CREDENTIALS');
    // Only the hash of the link is stored.
    const [row] = await h.services.orm.em.fork().find(EmailChange, { user: user.userId });
    expect(row!.tokenHash).not.toContain(token);

    // The link works only in the account that asked (signed out or in another account, it is refused)…
    expect(await appCodeOf(h.api().account.confirmEmailChange({ token }))).toBe('UNAUTHENTICATED');
    const stranger = await h.newUser('Autre Compte');
    expect(await appCodeOf(stranger.as().account.confirmEmailChange({ token }))).toBe('EMAIL_CHANGE_OTHER_ACCOUNT');
    expect(await emailOf(user.userId)).toBe(user.email);
    // …where the address changes and every open page is told.
    const abort = new AbortController();
    const events = h.services.statusEvents!.userChanges(user.userId, abort.signal);
    const tick = events.next();
    expect(await user.as().account.confirmEmailChange({ token })).toEqual({ email: next });
    expect(await Promise.race([tick.then(() => 'event'), new Promise((r) => setTimeout(() => r('timeout'), 5000))])).toBe('event');
    abort.abort();

    // Both devices stay signed in, and show the new address.
    expect((await user.as().auth.session())?.user.email).toBe(next);
    expect((await onLaptop())?.user.email).toBe(next);
    const done = await h.lastMail(user.email, 'email-changed');
    expect(done.subject).toBe('Votre adresse e-mail MiniaLab a été changée');
    expect(done.text).toContain(next);
    // The new address signs in with the same password; the old one opens nothing any more.
    expect((await h.api().auth.signIn({ email: next, password: user.password })).status).toBe('signed_in');
    expect(await appCodeOf(h.api().auth.signIn({ email: user.email, password: user.password }))).toBe('INVALID_CREDENTIALS');

    // The link is single use.
    expect(await appCodeOf(user.as().account.confirmEmailChange({ token }))).toBe('INVALID_EMAIL_CHANGE_LINK');
    expect(await emailOf(user.userId)).toBe(next);
  });

  it('refuses an expired link, and a link replaced by a newer request', async () => {
    const user = await h.newUser('Ousmane Ba');
    const first = fresh('ousmane.un');
    await user.as().account.requestEmailChange({ email: first, current: user.password });
    const firstToken = await h.tokenFromMail(first, 'email-change-confirm');
    const second = fresh('ousmane.deux');
    await user.as().account.requestEmailChange({ email: second, current: user.password });
    const secondToken = await h.tokenFromMail(second, 'email-change-confirm');
    expect(await appCodeOf(user.as().account.confirmEmailChange({ token: firstToken }))).toBe('INVALID_EMAIL_CHANGE_LINK');

    // 24 hours and a minute later.
    await h.services.orm.em.fork().nativeUpdate(EmailChange, { user: user.userId }, { expiresAt: new Date(Date.now() - 60_000) });
    expect(await appCodeOf(user.as().account.confirmEmailChange({ token: secondToken }))).toBe('INVALID_EMAIL_CHANGE_LINK');
    expect(await emailOf(user.userId)).toBe(user.email);
    expect(await appCodeOf(user.as().account.confirmEmailChange({ token: 'x'.repeat(43) }))).toBe('INVALID_EMAIL_CHANGE_LINK');
  });

  it('refuses an address another account uses, when asked and when the link comes too late', async () => {
    const user = await h.newUser('Aminata Sy');
    const neighbour = await h.newUser('Ibrahima Sy');
    expect(await appCodeOf(user.as().account.requestEmailChange({ email: neighbour.email, current: user.password }))).toBe('EMAIL_TAKEN');
    expect(await appCodeOf(user.as().account.requestEmailChange({ email: user.email, current: user.password }))).toBe('EMAIL_UNCHANGED');

    // Free when asked, taken by the neighbour before the link is opened.
    const wanted = fresh('aminata.convoitee');
    await user.as().account.requestEmailChange({ email: wanted, current: user.password });
    const token = await h.tokenFromMail(wanted, 'email-change-confirm');
    await h.services.orm.em.fork().nativeUpdate(User, { id: neighbour.userId }, { email: wanted });
    expect(await appCodeOf(user.as().account.confirmEmailChange({ token }))).toBe('EMAIL_TAKEN');
    expect(await emailOf(user.userId)).toBe(user.email);
    expect(await emailOf(neighbour.userId)).toBe(wanted);
  });

  it('asks a recent sign-in instead of a password of an account made with Google', async () => {
    const user = await h.newUser('Khady Fall');
    const em = h.services.orm.em.fork();
    await em.nativeUpdate(User, { id: user.userId }, { passwordHash: null, googleSub: `google-${user.userId}` });
    await em.nativeUpdate(Session, { user: user.userId }, { createdAt: new Date(Date.now() - 20 * 60_000) });
    const next = fresh('khady');
    expect(await appCodeOf(user.as().account.requestEmailChange({ email: next }))).toBe('RECENT_SIGN_IN_REQUIRED');
    await em.nativeUpdate(Session, { user: user.userId }, { createdAt: new Date() });
    await user.as().account.requestEmailChange({ email: next });
    await user.as().account.confirmEmailChange({ token: await h.tokenFromMail(next, 'email-change-confirm') });
    expect(await emailOf(user.userId)).toBe(next);
  });
});
