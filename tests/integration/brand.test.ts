import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createClient } from '../../client/lib/trpc';
import { grantCredits } from '../../server/credits/ledger';
import { decodeImage, rasterize } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { readAll } from '../../server/files/storage';
import { pictogramSvg } from '../../server/pictograms/library';
import { Asset } from '../../server/files/asset.entity';
import type { ThumbnailDto } from '../../server/studio/dto';
import type { Design, LogoLayer, TextLayer } from '../../shared/engine/model/design';
import { cornerViolations } from '../../shared/engine/model/edit';
import { cornerZone } from '../../shared/engine/layout/frame';
import { honestScore } from '../../shared/engine/quality/score';
import { LOGO_NOT_FLAT_MESSAGE } from '../../shared/schemas/brand';
import { waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * « Ma marque » end to end: the kit is saved through the HTTP API as the studio sends it, the logo
 * through the real upload path, and the next generations (local engine, real worker) carry it.
 */
const h = useHarness({ http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const clientOf = (user: User) => createClient({ origin: h.base, headers: () => ({ cookie: `ml_at=${user.accessToken}` }) });
const file = (bytes: Buffer, name: string) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

async function refusal(promise: Promise<unknown>): Promise<{ message: string; details: string[] }> {
  try {
    await promise;
  } catch (err) {
    return describeError(err);
  }
  throw new Error('expected a refusal');
}

/** A logo: a magenta disc with a white « M » bar, on a transparent ground. */
async function transparentLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><ellipse cx="200" cy="100" rx="190" ry="90" fill="#E0119D"/><rect x="150" y="60" width="100" height="80" fill="#FFFFFF"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The same kind of logo drawn on flat white, as most creators have it (JPEG noise included). */
async function logoOnWhite(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#FFFFFF"/><circle cx="200" cy="150" r="100" fill="#1F4FD8"/><text x="200" y="170" font-size="60" text-anchor="middle" fill="#FFD400" font-family="sans-serif">TV</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function generateReady(user: User, input: { title: string; style: 'pro' | 'gaming' | 'vlog' | 'mini'; brand?: boolean }): Promise<ThumbnailDto> {
  const started = await user.as().studio.generate({ prompt: '', ...input });
  expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
  return user.as().studio.get({ id: started.id });
}

const logoLayerOf = (design: Design | null) => design?.layers.find((l): l is LogoLayer => l.type === 'logo');

async function withCredits(user: User, credits: number) {
  await grantCredits(h.services.orm.em.fork(), { userId: user.userId, amount: credits, reason: 'test', expiresAt: new Date(Date.now() + 86_400_000) });
}

/** The design drawn as the export job draws it (its logo from storage, its pictograms), without or with its logo. */
async function draw(user: User, design: Design, withLogo: boolean) {
  const images = await pictoImages(design, pictogramSvg);
  for (const asset of await h.services.orm.em.fork().find(Asset, { user: user.userId, purpose: 'logo' })) {
    const bytes = await readAll(h.services.storage, asset.key);
    if (bytes) images.set(asset.id, await decodeImage(bytes));
  }
  const shown = withLogo ? design : { ...design, layers: design.layers.filter((l) => l.type !== 'logo') };
  return rasterize(shown, images);
}

/** Mean absolute difference of two RGBA-or-RGB rasters inside a box. */
function meanDiff(a: { data: Uint8Array | Buffer; channels: number; width: number }, b: { data: Uint8Array | Buffer; channels: number; width: number }, box: { x: number; y: number; w: number; h: number }): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.floor(box.y); y < box.y + box.h; y++) {
    for (let x = Math.floor(box.x); x < box.x + box.w; x++) {
      for (let c = 0; c < 3; c++) sum += Math.abs(a.data[(y * a.width + x) * a.channels + c]! - b.data[(y * b.width + x) * b.channels + c]!);
      n += 3;
    }
  }
  return sum / n;
}

describe('« Ma marque »', () => {
  it('is saved and read back; wrong values are refused with French reasons', async () => {
    const user = await h.newUser('Awa Marque');
    const api = clientOf(user);
    expect(await api.brand.get.query()).toMatchObject({ logo: null, logoCorner: 'top-right', logoSize: 0.1, colors: [], font: null, channel: '', enabled: true, saved: false });

    const saved = await api.brand.save.mutate({ logoAssetId: null, logoCorner: 'bottom-left', logoSize: 0.15, colors: ['#e10600', '#FFD400', '#E10600'], font: 'Montserrat', channel: '  Awa Cuisine TV ', enabled: true });
    expect(saved).toMatchObject({ logoCorner: 'bottom-left', logoSize: 0.15, colors: ['#E10600', '#FFD400'], font: 'Montserrat', channel: 'Awa Cuisine TV', saved: true });
    expect(await api.brand.get.query()).toEqual(saved);

    const bad = await refusal(api.brand.save.mutate({ logoAssetId: null, logoCorner: 'bottom-right' as never, logoSize: 0.5, colors: ['#12', '#000000', '#111111', '#222222', '#333333', '#444444'], font: 'Comic Sans' as never, channel: 'x'.repeat(41), enabled: true }));
    expect(bad.message).toBe('Certains champs ne sont pas valides.');
    expect(bad.details).toEqual(
      expect.arrayContaining([
        'Coin inconnu : en bas à droite, YouTube affiche la durée de la vidéo.',
        'Le logo ne peut pas dépasser 20 % de la largeur.',
        '5 couleurs de marque au plus.',
        'Police inconnue : choisissez-en une de la liste.',
        'Le nom de la chaîne ne peut pas dépasser 40 caractères.',
      ]),
    );
    const colour = await refusal(api.brand.save.mutate({ logoAssetId: null, logoCorner: 'top-right', logoSize: 0.1, colors: ['rouge'], font: null, channel: '', enabled: true }));
    expect(colour.details).toEqual(['Couleur invalide : utilisez le format #RRVVBB (par exemple #E10600).']);
    // Nothing of the refused saves was kept.
    expect(await api.brand.get.query()).toEqual(saved);
  });

  it('another user’s logo, or an image that is not a logo, cannot be put in a kit', async () => {
    const [owner, other] = await Promise.all([h.newUser('Logo Proprio'), h.newUser('Logo Voleur')]);
    const logo = await clientOf(owner).images.uploadLogo.mutate(file(await transparentLogo(), 'logo.png'));
    const stolen = await refusal(clientOf(other).brand.save.mutate({ logoAssetId: logo.id, logoCorner: 'top-right', logoSize: 0.1, colors: [], font: null, channel: '', enabled: true }));
    expect(stolen.message).toBe('Cette image est introuvable : elle a peut-être été supprimée.');
    const cleaning = await refusal(clientOf(other).brand.cleanLogo.mutate({ assetId: logo.id }));
    expect(cleaning.message).toBe('Cette image est introuvable : elle a peut-être été supprimée.');
    const picture = await clientOf(other).images.upload.mutate(file(await transparentLogo(), 'photo.png'));
    expect((await refusal(clientOf(other).brand.save.mutate({ logoAssetId: picture.id, logoCorner: 'top-right', logoSize: 0.1, colors: [], font: null, channel: '', enabled: true }))).message).toBe('Cette image est introuvable : elle a peut-être été supprimée.');
  });

  it('the next generations carry the logo in the chosen corner, in every style, never in the duration corner; not with brand off', async () => {
    const user = await h.newUser('Moussa Chaîne');
    await withCredits(user, 100);
    const api = clientOf(user);
    const logo = await api.images.uploadLogo.mutate(file(await transparentLogo(), 'logo.png'));
    await api.brand.save.mutate({ logoAssetId: logo.id, logoCorner: 'top-left', logoSize: 0.14, colors: ['#00B2FF'], font: 'Oswald', channel: 'Moussa TV', enabled: true });

    const title = 'Ta chaîne va exploser';
    const [pro, gaming, vlog, off] = await Promise.all([
      generateReady(user, { title, style: 'pro' }),
      generateReady(user, { title, style: 'gaming' }),
      generateReady(user, { title, style: 'vlog' }),
      generateReady(user, { title, style: 'pro', brand: false }),
    ]);
    for (const t of [pro, gaming, vlog]) {
      const design = t.design!;
      const layer = logoLayerOf(design);
      expect(layer, t.style).toMatchObject({ asset: logo.id, corner: 'top-left', size: 0.14 });
      expect(cornerViolations(design), t.style).toEqual([]);
      // With a logo, the channel name is not drawn a second time.
      expect(design.layers.some((l) => l.id === 'chaine'), t.style).toBe(false);
      const headline = design.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline')!;
      expect(headline.font.family, t.style).toBe('Oswald');
      // The headline keeps clear of the logo.
      const box = { x: 32, y: 32, w: 0.14 * 1280, h: (0.14 * 1280) / layer!.aspect };
      expect(headline.box.y >= box.y + box.h || headline.box.x >= box.x + box.w, t.style).toBe(true);
      // And the score stays green.
      expect(honestScore(t.score!).level, `${t.style} ${JSON.stringify(t.score)}`).toBe('bon');
    }
    expect(logoLayerOf(off.design)).toBeUndefined();
    expect(off.design!.layers.find((l): l is TextLayer => l.type === 'text' && l.role === 'headline')!.font.family).toBe('Anton');

    // The JPEG itself: the logo shows in the top-left corner, and none of it in the bottom-right 20 % × 20 %.
    for (const t of [pro, gaming]) {
      const jpeg = Buffer.from(await (await fetch(`${h.base}${t.imageUrl}`, { headers: { cookie: `ml_at=${user.accessToken}` } })).arrayBuffer());
      const file = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
      const got = { data: file.data, channels: file.info.channels, width: file.info.width };
      const withLogo = await draw(user, t.design!, true);
      const without = await draw(user, t.design!, false);
      const a = { data: withLogo.rgba, channels: 4, width: 1280 };
      const b = { data: without.rgba, channels: 4, width: 1280 };
      const corner = cornerZone(1280, 720);
      const logoArea = { x: 32, y: 32, w: 150, h: 80 };
      // Our two renders: the logo changes its corner a lot and the duration's corner not at all.
      expect(meanDiff(a, b, logoArea), t.style).toBeGreaterThan(40);
      expect(meanDiff(a, b, corner), t.style).toBe(0);
      // The delivered file matches the render with the logo (JPEG noise aside), in both corners.
      expect(meanDiff(got, a, logoArea), t.style).toBeLessThan(6);
      expect(meanDiff(got, b, corner), t.style).toBeLessThan(6);
    }
  }, 90_000);

  it('without a logo, the channel name is a small tag in the chosen corner', async () => {
    const user = await h.newUser('Fatou Tag');
    const api = clientOf(user);
    await api.brand.save.mutate({ logoAssetId: null, logoCorner: 'bottom-left', logoSize: 0.1, colors: [], font: null, channel: 'Fatou Beauté', enabled: true });
    const t = await generateReady(user, { title: 'Ma routine du matin', style: 'mini' });
    const tag = t.design!.layers.find((l): l is TextLayer => l.type === 'text' && l.id === 'chaine')!;
    expect(tag).toMatchObject({ text: 'Fatou Beauté', font: { family: 'Inter', weight: 800 }, fill: '#FFFFFF' });
    expect(tag.box.x).toBeLessThan(640);
    expect(tag.box.y).toBeGreaterThan(360);
    expect(cornerViolations(t.design!)).toEqual([]);

    // Turned off by default: the next generation has no brand at all.
    await api.brand.save.mutate({ logoAssetId: null, logoCorner: 'bottom-left', logoSize: 0.1, colors: [], font: null, channel: 'Fatou Beauté', enabled: false });
    const plain = await generateReady(user, { title: 'Ma routine du matin', style: 'mini' });
    expect(plain.design!.layers.some((l) => l.id === 'chaine')).toBe(false);
  }, 60_000);

  it('« Retirer le fond uni » makes a flat white background transparent, and refuses a photo in French', async () => {
    const user = await h.newUser('Ibrahima Logo');
    const api = clientOf(user);
    const white = await api.images.uploadLogo.mutate(file(await logoOnWhite(), 'chaine.jpg'));
    expect(white.hasAlpha).toBe(false);
    await api.brand.save.mutate({ logoAssetId: white.id, logoCorner: 'top-right', logoSize: 0.1, colors: [], font: null, channel: '', enabled: true });

    const clean = await api.brand.cleanLogo.mutate({ assetId: white.id });
    expect(clean).toMatchObject({ purpose: 'logo', format: 'png', hasAlpha: true });
    expect(clean.id).not.toBe(white.id);
    // The kit follows to the cleaned logo.
    expect((await api.brand.get.query()).logo?.id).toBe(clean.id);

    const png = Buffer.from(await (await fetch(`${h.base}${clean.url}`, { headers: { cookie: `ml_at=${user.accessToken}` } })).arrayBuffer());
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const alpha = (x: number, y: number) => data[(y * info.width + x) * 4 + 3]!;
    // Trimmed to the disc: about 200 × 200.
    expect(Math.abs(info.width - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(info.height - 200)).toBeLessThanOrEqual(4);
    for (const [x, y] of [[0, 0], [info.width - 1, 0], [0, info.height - 1], [info.width - 1, info.height - 1]] as const) expect(alpha(x, y)).toBe(0);
    expect(alpha(info.width >> 1, info.height >> 1)).toBe(255);
    expect(alpha(info.width >> 1, 20)).toBe(255);

    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#777', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const photoLogo = await api.images.uploadLogo.mutate(file(photo, 'photo.jpg'));
    const refused = await refusal(api.brand.cleanLogo.mutate({ assetId: photoLogo.id }));
    expect(refused.message).toBe(LOGO_NOT_FLAT_MESSAGE);
    expect(refused.message).toBe('Le fond du logo n’est pas uni : envoyez un PNG transparent.');
  });
});
