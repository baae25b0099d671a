import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './live-page';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { EARLY_ACCESS, inEarlyAccess, openOnLabel } from '../../shared/early-access';
import { comeFromOwnAddress, signUpThroughApi, signUpThroughForm, subscribeInSandbox } from './helpers';

const password = 'Thieb-au-Poisson-2026';

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'drawn on screen').not.toBeNull();
  return box!;
}

/** Every picture of the open view has loaded its pixels (an empty box would measure the same). */
async function picturesLoaded(dialog: Locator): Promise<void> {
  await expect
    .poll(() => dialog.getByTestId('yt-picture').evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
}

/** The duration badge sits inside the picture, against its bottom-right corner, as YouTube draws it. */
async function expectBadgeInCorner(item: Locator): Promise<void> {
  const picture = await boxOf(item.getByTestId('yt-picture'));
  const badge = await boxOf(item.getByTestId('yt-duration'));
  expect(badge.x, 'badge on the right half').toBeGreaterThan(picture.x + picture.width / 2);
  expect(badge.y, 'badge on the bottom half').toBeGreaterThan(picture.y + picture.height / 2);
  const right = picture.x + picture.width - (badge.x + badge.width);
  const bottom = picture.y + picture.height - (badge.y + badge.height);
  expect(right, 'gap to the right edge').toBeGreaterThanOrEqual(0);
  expect(right).toBeLessThanOrEqual(12);
  expect(bottom, 'gap to the bottom edge').toBeGreaterThanOrEqual(0);
  expect(bottom).toBeLessThanOrEqual(12);
}

async function surfaceColour(dialog: Locator): Promise<string> {
  return dialog.getByTestId('yt-surface').evaluate((el) => getComputedStyle(el).backgroundColor);
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `/tmp/yt-${name}.png` });
}

test('« Aperçu YouTube »: three variants at true size in the home grid, search and a phone, light and dark, with the channel of « Ma marque »', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await comeFromOwnAddress(page);
  await signUpThroughApi(page, { name: 'Awa Diop', password });
  // In early access, the preview is Master's (shared/early-access.ts).
  await subscribeInSandbox(page, 'Master', 45920);
  await page.goto('/studio');
  await page.getByLabel('Titre principal').fill('Je cuisine le thiéboudienne de ma grand-mère en 20 minutes');
  await page.getByRole('radio', { name: /3 variantes/ }).check();
  await page.getByRole('button', { name: 'Générer 3 variantes · 30 crédits' }).click();
  const cards = page.getByTestId('variant');
  await expect(cards).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(cards.nth(i)).toContainText('Prête', { timeout: 60_000 });

  const open = page.getByTestId('studio-preview').getByRole('button', { name: 'Aperçu YouTube' });
  await expect(open).toBeEnabled({ timeout: 20_000 });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu YouTube' });
  await expect(dialog).toBeVisible();

  // No kit saved yet: the account's name, its initial in a coloured circle.
  await expect(dialog.getByTestId('yt-channel').first()).toHaveText('Awa Diop');
  await expect(dialog.getByTestId('yt-avatar').first()).toHaveText('A');

  // Home grid, light: the three variants side by side, each 360 × 202 CSS px, the badge in its corner.
  await expect(dialog.getByRole('tab', { name: 'Accueil (ordinateur)' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByRole('radio', { name: 'Clair' }).check();
  const items = dialog.getByTestId('yt-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Variante 1');
  await picturesLoaded(dialog);
  const home = await Promise.all([0, 1, 2].map((i) => boxOf(items.nth(i).getByTestId('yt-picture'))));
  for (const box of home) {
    expect(box.width).toBeCloseTo(360, 0);
    expect(box.height).toBeCloseTo(202.5, 0);
  }
  expect(Math.abs(home[0]!.y - home[2]!.y), 'one row').toBeLessThan(1);
  expect(home[0]!.x + 360).toBeLessThanOrEqual(home[1]!.x);
  expect(home[1]!.x + 360).toBeLessThanOrEqual(home[2]!.x);
  for (let i = 0; i < 3; i++) await expectBadgeInCorner(items.nth(i));
  await expect(items.nth(0).getByTestId('yt-duration')).toContainText('12:34');
  await expect(items.nth(0).getByRole('heading', { level: 3 })).toHaveText('Je cuisine le thiéboudienne de ma grand-mère en 20 minutes');
  await expect(items.nth(0)).toContainText('12\u00a0k vues · il y a 2 heures');
  const light = await surfaceColour(dialog);
  expect(light).toBe('rgb(255, 255, 255)');
  await shot(page, 'home-light-1280');

  // Dark theme: YouTube's #0f0f0f behind, #f1f1f1 words.
  await dialog.getByRole('radio', { name: 'Sombre' }).check();
  expect(await surfaceColour(dialog)).toBe('rgb(15, 15, 15)');
  expect(await items.nth(0).getByRole('heading', { level: 3 }).evaluate((el) => getComputedStyle(el).color)).toBe('rgb(241, 241, 241)');
  await shot(page, 'home-dark-1280');

  // A longer video: the badge grows and still holds the corner.
  await dialog.getByLabel('Durée de la vidéo').fill('1:02:03');
  await expect(items.nth(0).getByTestId('yt-duration')).toContainText('1:02:03');
  await expectBadgeInCorner(items.nth(0));
  await dialog.getByLabel('Durée de la vidéo').fill('1:99');
  await expect(dialog.getByText('Écrivez une durée comme 12:34 ou 1:02:03 (12 heures au plus).')).toBeVisible();
  await expect(items.nth(0).getByTestId('yt-duration')).toContainText('1:02:03'); // the last good one stays

  // The tabs are a tablist: the arrow keys move between views.
  await dialog.getByRole('tab', { name: 'Accueil (ordinateur)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Recherche' })).toHaveAttribute('aria-selected', 'true');
  await expect(dialog.getByRole('tabpanel')).toHaveCount(1);
  await picturesLoaded(dialog);
  const search = await Promise.all([0, 1, 2].map((i) => boxOf(items.nth(i).getByTestId('yt-picture'))));
  for (const box of search) expect(box.width).toBeCloseTo(360, 0);
  expect(search[0]!.y + search[0]!.height, 'results one under the other').toBeLessThan(search[1]!.y);
  const title = await boxOf(items.nth(0).getByRole('heading', { level: 3 }));
  expect(title.x, 'the words on the right of the picture').toBeGreaterThanOrEqual(search[0]!.x + 360);
  for (let i = 0; i < 3; i++) await expectBadgeInCorner(items.nth(i));
  await shot(page, 'search-dark-1280');

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Mobile' })).toHaveAttribute('aria-selected', 'true');
  await picturesLoaded(dialog);
  const phones = await Promise.all([0, 1, 2].map((i) => boxOf(items.nth(i).getByTestId('yt-picture'))));
  for (const box of phones) expect(box.width, 'a 375 px phone, edge to edge').toBeCloseTo(375, 0);
  expect(Math.abs(phones[0]!.y - phones[2]!.y), 'three phones side by side on a computer').toBeLessThan(1);
  expect(phones[0]!.x + 375).toBeLessThanOrEqual(phones[1]!.x);
  for (let i = 0; i < 3; i++) await expectBadgeInCorner(items.nth(i));
  await shot(page, 'mobile-dark-1280');

  // The focus stays inside the dialog however far one tabs; Escape closes and gives it back to the button.
  for (let i = 0; i < 15; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  // « Ma marque » saved with a channel name: the preview uses it, with the kit's first colour behind the initial.
  const brand = page.getByRole('region', { name: 'Ma marque' });
  await brand.getByLabel('Nom de la chaîne').fill('Cuisine de Awa');
  await brand.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(brand.getByText('Marque enregistrée : elle s’appliquera aux prochaines miniatures.')).toBeVisible();
  await open.click();
  await expect(dialog.getByTestId('yt-channel')).toHaveText(['Cuisine de Awa', 'Cuisine de Awa', 'Cuisine de Awa']);
  await expect(dialog.getByTestId('yt-avatar').first()).toHaveText('C');
  await page.keyboard.press('Escape');

  // …and its logo as the channel's round picture.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'minialab-yt-logo-'));
  const logoFile = path.join(dir, 'logo-cuisine.png');
  await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"><circle cx="150" cy="150" r="140" fill="#1FBF5F"/></svg>') }])
    .png()
    .toFile(logoFile);
  await brand.locator('input[type="file"]').setInputFiles(logoFile);
  await expect(brand.getByRole('img', { name: 'Aperçu du logo' })).toBeVisible({ timeout: 30_000 });
  await brand.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(brand.getByText('Marque enregistrée : elle s’appliquera aux prochaines miniatures.')).toBeVisible();
  await open.click();
  const avatar = dialog.getByTestId('yt-avatar').first();
  await expect(avatar).toHaveJSProperty('tagName', 'IMG');
  await expect.poll(() => avatar.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect((await boxOf(avatar)).width).toBeCloseTo(36, 0);
  await expect(dialog.getByTestId('yt-channel').first()).toHaveText('Cuisine de Awa');

  // On a 375 px phone: the mobile view is the screen's full width, the desktop views keep their size.
  await page.setViewportSize({ width: 375, height: 812 });
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await picturesLoaded(dialog);
  const small = await Promise.all([0, 1, 2].map((i) => boxOf(items.nth(i).getByTestId('yt-picture'))));
  for (const box of small) {
    expect(box.x).toBeCloseTo(0, 0);
    expect(box.width).toBeCloseTo(375, 0);
  }
  expect(small[0]!.y + small[0]!.height, 'stacked').toBeLessThan(small[1]!.y);
  await expectBadgeInCorner(items.nth(0));
  await shot(page, 'mobile-dark-375');
  await dialog.getByRole('tab', { name: 'Accueil (ordinateur)' }).click();
  await picturesLoaded(dialog);
  expect((await boxOf(items.nth(0).getByTestId('yt-picture'))).width).toBeCloseTo(360, 0);
  await shot(page, 'home-dark-375');
  await dialog.getByRole('radio', { name: 'Clair' }).check();
  await dialog.getByRole('tab', { name: 'Recherche' }).click();
  await picturesLoaded(dialog);
  expect((await boxOf(items.nth(0).getByTestId('yt-picture'))).width).toBeCloseTo(360, 0);
  await shot(page, 'search-light-375');
});

test('« Aperçu YouTube » of a single thumbnail: one card, its own picture, no variant labels; closed until the thumbnail is ready', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Moussa Ba', password });
  if (inEarlyAccess('youtube_preview')) {
    // Without Master, the button says what the preview is and until when it is Master's, and leads to Master.
    await page.getByTestId('youtube-preview-locked').click();
    const locked = page.getByRole('dialog', { name: 'Aperçu YouTube : accès anticipé Master' });
    await expect(locked).toContainText(`réservée au forfait Master (et à son équipe) jusqu’au ${openOnLabel(EARLY_ACCESS.find((f) => f.id === 'youtube_preview')!)}`);
    await expect(locked.getByRole('link', { name: 'Voir le forfait Master' })).toHaveAttribute('href', '/tarifs');
    await page.keyboard.press('Escape');
    await subscribeInSandbox(page, 'Master', 45920);
    await page.goto('/studio');
  }
  const open = page.getByTestId('studio-preview').getByRole('button', { name: 'Aperçu YouTube' });
  await expect(open).toBeDisabled();
  await page.getByLabel('Titre principal').fill('Mon premier salaire au Sénégal');
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' })).toBeVisible({ timeout: 45_000 });
  const href = await page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' }).getAttribute('href');
  const id = /thumbnails\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Aperçu YouTube' });
  await dialog.getByRole('radio', { name: 'Clair' }).check();
  const items = dialog.getByTestId('yt-item');
  await expect(items).toHaveCount(1);
  await expect(dialog.getByText(/^Variante/)).toHaveCount(0);
  await expect(items.getByRole('img', { name: 'Miniature « Mon premier salaire au Sénégal »' })).toHaveAttribute('src', new RegExp(`/files/thumbnails/${id}\\.webp`));
  await picturesLoaded(dialog);
  expect((await boxOf(items.getByTestId('yt-picture'))).width).toBeCloseTo(360, 0);
  await expectBadgeInCorner(items);
  await expect(items.getByTestId('yt-channel')).toHaveText('Moussa Ba');
  await shot(page, 'single-home-light-1280');
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await picturesLoaded(dialog);
  await shot(page, 'single-mobile-light-1280');
});
