import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createClient } from '../../client/lib/trpc';
import { signInWithGoogle } from '../../server/auth/google';
import { User } from '../../server/db/user.entity';
import { Asset } from '../../server/files/asset.entity';
import { type Harness, useHarness } from './harness';

/**
 * « Compte »: the profile photo through the product's upload path (the tRPC client of our pages, the
 * upload mount, the real HTTP server): checked by its bytes, cut to a square, shown for the account
 * and served to its owner only; a new one replaces the old; removal leaves no photo and no file.
 */
const h = useHarness({ worker: false, http: true });

type Person = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: Person) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
const landscape = () => sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a3' } }).jpeg().toBuffer();
const fetchAs = (user: Person, url: string) => fetch(`${h.base}${url}`, { headers: { cookie: `ml_at=${user.accessToken}` } });

describe('the profile photo', () => {
  it('is cut to a square, shown for the account, replaced by a new one, and removed', async () => {
    const user = await h.newUser('Ndèye Faye');
    const client = clientOf(user);
    const { avatarUrl } = await client.account.uploadAvatar.mutate(file(await landscape(), 'moi.jpg', 'image/jpeg'));
    expect((await user.as().auth.session())?.user.avatarUrl).toBe(avatarUrl);

    const served = await fetchAs(user, avatarUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 256, 256]);
    // Private: another account gets the same answer as for a missing file.
    const stranger = await h.newUser('Modou Faye');
    expect((await fetchAs(stranger, avatarUrl)).status).toBe(404);
    // Not among the pictures for designs.
    expect((await client.images.list.query()).items).toHaveLength(0);

    // A new photo replaces the old one, whose files and row go.
    const next = await client.account.uploadAvatar.mutate(file(await sharp({ create: { width: 500, height: 900, channels: 3, background: '#135' } }).png().toBuffer(), 'portrait.png', 'image/png'));
    expect(next.avatarUrl).not.toBe(avatarUrl);
    expect((await user.as().auth.session())?.user.avatarUrl).toBe(next.avatarUrl);
    expect((await fetchAs(user, avatarUrl)).status).toBe(404);
    expect(await h.services.orm.em.fork().count(Asset, { user: user.userId, purpose: 'avatar' })).toBe(1);

    await user.as().account.removeAvatar();
    expect((await user.as().auth.session())?.user.avatarUrl).toBeNull();
    expect((await fetchAs(user, next.avatarUrl)).status).toBe(404);
    expect(await h.services.orm.em.fork().count(Asset, { user: user.userId, purpose: 'avatar' })).toBe(0);
  });

  it('refuses what is not an image by its bytes, whatever its name says, and keeps the current photo', async () => {
    const user = await h.newUser('Astou Diagne');
    const client = clientOf(user);
    const { avatarUrl } = await client.account.uploadAvatar.mutate(file(await landscape(), 'moi.jpg', 'image/jpeg'));
    const pdf = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    let message = '';
    await client.account.uploadAvatar.mutate(file(pdf, 'photo.jpg', 'image/jpeg')).catch((err: unknown) => (message = describeError(err).message));
    expect(message).toMatch(/PDF/);
    expect((await user.as().auth.session())?.user.avatarUrl).toBe(avatarUrl);
  });

  it('removing it also hides Google’s photo, and a later Google sign-in does not bring it back', async () => {
    const user = await h.newUser('Saliou Ndour');
    const sub = `g-${user.userId}`;
    await h.services.orm.em.fork().nativeUpdate(User, { id: user.userId }, { avatarUrl: 'https://lh3.googleusercontent.com/a/saliou', googleSub: sub });
    expect((await user.as().auth.session())?.user.avatarUrl).toBe('https://lh3.googleusercontent.com/a/saliou');
    await user.as().account.removeAvatar();
    expect((await user.as().auth.session())?.user.avatarUrl).toBeNull();
    const profile = { sub, email: user.email, emailVerified: true, name: 'Saliou Ndour', picture: 'https://lh3.googleusercontent.com/a/saliou-2' };
    const again = await signInWithGoogle(h.services.orm.em.fork(), profile, { issuer: h.config.PUBLIC_URL });
    expect(again.status === 'signed_in' && again.session.user).toMatchObject({ id: user.userId, avatarUrl: null });
  });
});
