import { describe, expect, it } from 'vitest';
import { Session } from '../../server/auth/session.entity';
import { User } from '../../server/db/user.entity';
import { appCodeOf, useHarness } from './harness';

/**
 * « Compte » (issue 16): the name, told at once to every open page of the account (the « user
 * updated » event over the per-user live stream); the password changed with the current one, or
 * added to an account made with Google after a recent sign-in; other devices signed out on request.
 */
const h = useHarness({ worker: false });

describe('the account settings', () => {
  it('renames the account and tells its other open pages at once', async () => {
    const user = await h.newUser('Awa Diop');
    const abort = new AbortController();
    const events = h.services.statusEvents!.userChanges(user.userId, abort.signal);
    const next = events.next();
    await user.as().account.rename({ name: '  Awa Diop Sarr ' });
    expect((await Promise.race([next, new Promise((r) => setTimeout(() => r('timeout'), 5000))])) === 'timeout').toBe(false);
    abort.abort();
    expect((await user.as().auth.session())?.user.name).toBe('Awa Diop Sarr');
    expect(await appCodeOf(user.as().account.rename({ name: 'A' }))).toBe('VALIDATION');
    expect(await appCodeOf(user.as().account.rename({ name: 'x'.repeat(81) }))).toBe('VALIDATION');
  });

  it('changes the password with the current one, refuses a weak one, and signs out the other devices on request', async () => {
    const user = await h.newUser('Modou Faye');
    const elsewhere = await h.api().auth.signIn({ email: user.email, password: user.password });
    expect(elsewhere.status).toBe('signed_in');
    expect(await appCodeOf(user.as().account.changePassword({ current: 'pas-le-bon', next: 'Mafe-Kaolack-Ziguinchor-7', endOthers: true }))).toBe('WRONG_PASSWORD');
    expect(await appCodeOf(user.as().account.changePassword({ current: user.password, next: 'motdepasse', endOthers: true }))).toBe('WEAK_PASSWORD');
    const done = await user.as().account.changePassword({ current: user.password, next: 'Mafe-Kaolack-Ziguinchor-7', endOthers: true });
    expect(done).toEqual({ ended: 1, added: false });
    // The old password no longer works, the new one does; the other session is ended, this one goes on.
    expect(await appCodeOf(h.api().auth.signIn({ email: user.email, password: user.password }))).toBe('INVALID_CREDENTIALS');
    expect((await h.api().auth.signIn({ email: user.email, password: 'Mafe-Kaolack-Ziguinchor-7' })).status).toBe('signed_in');
    expect((await user.as().auth.session())?.user.id).toBe(user.userId);
    const sessions = await h.services.orm.em.fork().find(Session, { user: user.userId });
    expect(sessions.filter((s) => s.revokedReason !== null).length).toBeGreaterThanOrEqual(1);
    expect((await h.lastMail(user.email, 'password-changed')).subject).toBe('Votre mot de passe MiniaLab a été changé');
  });

  it('adds a first password to an account made with Google only after a recent sign-in', async () => {
    const user = await h.newUser('Binta Sow');
    const em = h.services.orm.em.fork();
    await em.nativeUpdate(User, { id: user.userId }, { passwordHash: null, googleSub: `google-${user.userId}` });
    expect((await user.as().auth.account()).hasPassword).toBe(false);
    // A sign-in older than 15 minutes: a fresh one is asked first.
    await em.nativeUpdate(Session, { user: user.userId }, { createdAt: new Date(Date.now() - 20 * 60_000) });
    expect(await appCodeOf(user.as().account.changePassword({ next: 'Yassa-Casamance-Oussouye-3', endOthers: false }))).toBe('RECENT_SIGN_IN_REQUIRED');
    await em.nativeUpdate(Session, { user: user.userId }, { createdAt: new Date() });
    expect(await user.as().account.changePassword({ next: 'Yassa-Casamance-Oussouye-3', endOthers: false })).toEqual({ ended: 0, added: true });
    expect((await h.api().auth.signIn({ email: user.email, password: 'Yassa-Casamance-Oussouye-3' })).status).toBe('signed_in');
  });
});
