import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createClient, errorCode } from '../../client/lib/trpc';
import { User } from '../../server/db/user.entity';
import { issueInvoice } from '../../server/billing/invoices';
import { Invoice } from '../../server/billing/invoice.entity';
import { Order } from '../../server/billing/order.entity';
import { DigitalMePhoto } from '../../server/digitalme/digitalme.entity';
import { userFolders } from '../../server/files/keys';
import { emailHash } from '../../server/db/privacy-request.entity';
import { PrivacyRequest } from '../../server/db/privacy-request.entity';
import { Thumbnail } from '../../server/studio/thumbnail.entity';
import { seedReadyDigitalMe } from '../fixtures/ready-digitalme';
import { paidPlan } from './billing-probe';
import { appCodeOf, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * Closing an account (privacy.close, issue 16 « Rights »): the password and the typed word first;
 * then the account, its thumbnails, uploads, DigitalMe and every file go, invoices stay with the
 * identity printed on them, the request is logged as answered, a French e-mail says what went and
 * what stays; the address cannot sign in again, and a new account there gets no second gift.
 */
const h = useHarness({ http: true });

type Person = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: Person) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const em = () => h.services.orm.em.fork();

async function filesOf(userId: string): Promise<string[]> {
  return (await Promise.all(userFolders(userId).map((f) => h.services.storage.list(f)))).flat().map((f) => f.key);
}

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    return errorCode(err) ?? (err as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('closing an account', () => {
  it('asks the password and the word, then deletes everything but the invoices, and says so by e-mail', async () => {
    const owner = await h.newUser('Ndèye Fall');
    const api = clientOf(owner);
    // A thumbnail, an upload, a DigitalMe, a paid plan with its invoice.
    const started = await owner.as().studio.generate({ title: 'Ma recette de thiéboudienne', prompt: '', style: 'vlog' });
    expect(await waitForFinalStatus(h, started.id)).toBe('ready');
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a6' } }).jpeg().toBuffer();
    await api.images.upload.mutate(new File([new Uint8Array(picture)], 'plat.jpg', { type: 'image/jpeg' }));
    await seedReadyDigitalMe(h.services.orm.em, h.services.storage, owner.userId);
    const period = await paidPlan(h, owner.userId, 'PREMIUM');
    const fork = em();
    const order = await fork.findOneOrFail(Order, { user: owner.userId });
    const invoice = await fork.transactional(async (tx) =>
      issueInvoice(tx, { order, user: await tx.findOneOrFail(User, owner.userId), label: 'Forfait Premium', detail: null, providerLabel: 'Bac à sable', config: h.config, queue: h.services.queue, now: new Date() }),
    );
    expect(period.credits).toBe(1000);
    expect((await filesOf(owner.userId)).length).toBeGreaterThan(5);

    // What the page warns about: a paid period that will not be refunded, what goes, what stays.
    const info = await api.privacy.closureInfo.query();
    expect(info).toMatchObject({ planName: 'Premium', thumbnails: 1, uploads: 1, invoices: 1, hasPassword: true });
    expect(info.paidUntil).not.toBeNull();
    expect(info.digitalMePhotos).toBeGreaterThan(0);

    // Wrong password, or the word not typed: refused, nothing deleted.
    expect(await refusal(api.privacy.close.mutate({ password: 'pas-le-bon', confirm: 'SUPPRIMER' }))).toBe('WRONG_PASSWORD');
    expect(await refusal(api.privacy.close.mutate({ password: owner.password, confirm: 'oui' }))).toBe('VALIDATION');
    expect(await em().count(Thumbnail, { user: owner.userId })).toBe(1);

    expect(await api.privacy.close.mutate({ password: owner.password, confirm: 'supprimer' })).toEqual({ closed: true });

    // Gone: the account and everything of it, files included.
    expect(await em().count(User, { id: owner.userId })).toBe(0);
    expect(await em().count(Thumbnail, { user: owner.userId })).toBe(0);
    expect(await em().count(DigitalMePhoto, { user: owner.userId })).toBe(0);
    expect(await filesOf(owner.userId)).toEqual([]);
    // Kept: the invoice with the identity printed on it, no longer tied to an account; its PDF is not in the user's folders.
    const kept = await em().findOneOrFail(Invoice, invoice.id);
    expect(kept.user).toBeNull();
    expect([kept.customerName, kept.customerEmail]).toEqual(['Ndèye Fall', owner.email]);
    // Logged as answered, without the address in clear.
    const logged = await em().findOneOrFail(PrivacyRequest, { kind: 'closure', emailHash: emailHash(owner.email) });
    expect(logged.answeredAt).not.toBeNull();
    expect(JSON.stringify(logged)).not.toContain(owner.email);
    // The e-mail: what went, what stays and why.
    const mail = await h.lastMail(owner.email, 'account-closed');
    expect(mail.subject).toBe('Votre compte MiniaLab est supprimé');
    expect(mail.text).toContain('1\u00a0miniature');
    expect(mail.text).toContain('1\u00a0facture');
    expect(mail.text).toContain('10\u00a0ans');

    // The old session is dead, the password no longer opens anything.
    expect(await refusal(api.auth.account.query())).toBe('UNAUTHENTICATED');
    expect(await appCodeOf(h.api().auth.signIn({ email: owner.email, password: owner.password }))).toBe('INVALID_CREDENTIALS');
  }, 120_000);

  it('gives a new account at the same address no second sign-up gift', async () => {
    const first = await h.newUser('Ousmane Sy');
    expect((await first.as().auth.balance()).credits).toBe(30);
    await clientOf(first).privacy.close.mutate({ password: first.password, confirm: 'SUPPRIMER' });
    const again = h.api();
    await again.auth.signUp({ name: 'Ousmane Sy', email: first.email, password: first.password });
    const result = await again.auth.verifyEmail({ token: (await h.lastMail(first.email, 'verify-email')).text.match(/[?&]jeton=([\w-]+)/)![1]! });
    expect(result.status).toBe('signed_in');
    expect((await again.auth.balance()).credits).toBe(0);
  }, 60_000);
});
