import { readFile } from 'node:fs/promises';
import { expect, test } from './live-page';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughApi } from './helpers';

/**
 * Every picker takes a file dropped on it or a screenshot pasted, through the page's own upload
 * (client/components/FileDrop.tsx): the browser's own drag and paste events are dispatched, carrying
 * a DataTransfer built in the page from real image bytes (tests/fixtures/photos, CREDITS.md there).
 * SCREENSHOTS=dir keeps pictures of two zones, idle and with a file dragged over, at 375 and 1280 px.
 */

const password = 'Yassa-Poulet-Ziguinchor-2026';
const NOT_IMAGE = 'Ce fichier n’est pas une image JPEG, PNG ou WebP.';

interface Sent {
  name: string;
  type: string;
  base64: string;
}

const fixture = async (name: string, type = 'image/jpeg'): Promise<Sent> => ({ name, type, base64: (await readFile(`tests/fixtures/photos/${name}`)).toString('base64') });
/** A screenshot as the clipboard holds one: a PNG named as the browser names it. */
const screenshotOf = async (name: string): Promise<Sent> => ({ name: 'image.png', type: 'image/png', base64: (await sharp(`tests/fixtures/photos/${name}`).resize(320).png().toBuffer()).toString('base64') });
const textFile: Sent = { name: 'notes.txt', type: 'text/plain', base64: Buffer.from('Idées de miniatures pour la semaine').toString('base64') };

/** The events a browser sends when files are dragged over `zone` and let go (`drop: false` stops while they hover). */
async function drag(zone: Locator, files: Sent[], drop = true): Promise<void> {
  await zone.evaluate(
    (element, { files, drop }) => {
      const data = new DataTransfer();
      for (const f of files) data.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
      for (const type of drop ? ['dragenter', 'dragover', 'drop'] : ['dragenter', 'dragover']) element.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: data }));
    },
    { files, drop },
  );
}

/** Ctrl+V with files in the clipboard, the page focused and nothing focused in it. */
async function paste(page: Page, files: Sent[]): Promise<void> {
  await page.evaluate((files) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const data = new DataTransfer();
    for (const f of files) data.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { bubbles: true, cancelable: true, clipboardData: data }));
  }, files);
}

/** An image that really loaded from the server. */
async function loaded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

/** The zone held by its place in the page: its name changes while a file is over it (« Lâchez pour envoyer »). */
async function held(page: Page, zone: Locator): Promise<Locator> {
  return page.locator(`#${await zone.evaluate((el) => (el.id ||= `zone-${Math.random().toString(36).slice(2)}`))}`);
}

/**
 * Waits for the zone to answer a file dragged over it, then takes the file away: a page the server
 * rendered shows the zone before its code has hydrated it.
 */
async function whenLive(page: Page, zone: Locator): Promise<void> {
  const button = await held(page, zone);
  await expect(async () => {
    await drag(button, [textFile], false);
    await expect(button).toHaveAttribute('data-over', 'true', { timeout: 500 });
  }).toPass();
  await expect(button).toContainText('Lâchez pour envoyer');
  await button.dispatchEvent('dragleave');
  await expect(button).toHaveAttribute('data-over', 'false');
}

/** The zone idle and with a file over it, at a phone's and a laptop's width (only with SCREENSHOTS=dir). */
async function shootZone(page: Page, zone: Locator, name: string): Promise<void> {
  const dir = process.env.SCREENSHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  const button = await held(page, zone);
  const around = button.locator('xpath=../..');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await button.scrollIntoViewIfNeeded();
    await around.screenshot({ path: `${dir}/drop-${name}-${width}.png` });
    await drag(button, [textFile], false);
    await expect(button).toHaveAttribute('data-over', 'true');
    await around.screenshot({ path: `${dir}/drop-${name}-${width}-survol.png` });
    await button.dispatchEvent('dragleave');
    await expect(button).toHaveAttribute('data-over', 'false');
  }
  if (size) await page.setViewportSize(size);
}

/**
 * Premium through the sandbox gateway's own calls (the checkout, « Payer », then its notification,
 * queued): the pages of that path are billing.spec.ts's subject, here only the plan matters.
 */
async function premiumThroughApi(page: Page): Promise<void> {
  const headers = { 'content-type': 'application/json', 'x-minialab-request': '1' };
  const back = new URL('/espace', test.info().project.use.baseURL).href;
  const checkout = await page.request.post('/api/trpc/checkout.create', { headers, data: { planId: 'PREMIUM', successUrl: back, cancelUrl: back } });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const id = /sbx_[\w-]+/.exec(await checkout.text())?.[0];
  const paid = await page.request.post('/api/trpc/sandbox.complete', { headers, data: { id, outcome: 'paid' } });
  expect(paid.status(), await paid.text()).toBe(200);
  await expect.poll(async () => (await (await page.request.get('/api/trpc/billing.current')).text()).includes('PREMIUM')).toBe(true);
}

test('every picker takes a drop, the logo and the profile photo a paste; a text file is refused in French and nothing is lost', async ({ page }) => {
  // One creator for the four zones (« Ajout image »'s « Mes images », the logo, the profile photo, DigitalMe): Premium, for DigitalMe.
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpThroughApi(page, { name: 'Mariama Badji', password });
  await premiumThroughApi(page);
  await test.step('studio: the logo, then « Mes images » in « Ajout image »', async () => {
    await page.goto('/studio');
    const brand = page.getByRole('region', { name: 'Ma marque' });
    const logoZone = brand.getByRole('button', { name: /^Envoyer un logo Déposez-la ici/ });
    await whenLive(page, logoZone);
    const tab = page.getByRole('tab', { name: 'Ajout image' });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    // The logo takes one file: of two dropped, the first, and it says so.
    await logoZone.scrollIntoViewIfNeeded();
    await drag(logoZone, [await fixture('qt-logo.jpg'), await fixture('spiff.jpg')]);
    await expect(brand.getByRole('status').filter({ hasText: 'Une seule image à la fois' })).toHaveText('Une seule image à la fois\u00a0: «\u00a0qt-logo.jpg\u00a0» est envoyée, l’autre fichier est laissé de côté.');
    const logo = brand.getByRole('img', { name: 'Aperçu du logo' }).locator('img');
    await loaded(logo);
    const first = await logo.getAttribute('src');
    await shootZone(page, brand.getByRole('button', { name: /^Changer de logo/ }), 'logo');

    // A screenshot pasted: the zone last used takes it (the logo's, not « Mes images »'s).
    await paste(page, [await screenshotOf('anne_helene.jpg')]);
    await expect(logo).not.toHaveAttribute('src', first ?? '', { timeout: 20_000 });
    await loaded(logo);
    const mine = page.getByRole('region', { name: 'Mes images' });
    await expect(mine.getByText('Aucune image pour l’instant : ajoutez-en une.')).toBeVisible();

    const zone = mine.getByRole('button', { name: /^Ajouter une image Déposez-les ici, collez une capture \((Ctrl\+V|⌘V)\) ou cliquez pour choisir$/ });
    await expect(zone).toBeEnabled();
    // The picker keeps its name, for the tests that hand it files (studio-images.spec.ts).
    await expect(page.getByLabel('Ajouter une image')).toHaveCount(1);
    await shootZone(page, zone, 'mes-images');
    const picks = mine.getByRole('button', { name: /^Choisir / });

    // A text file dropped with a photo: refused in the server's words, the photo goes all the same.
    await drag(zone, [textFile, await fixture('grand_canyon_3.jpg')]);
    await expect(mine.getByRole('alert')).toHaveText(`notes.txt refusée : ${NOT_IMAGE}`);
    await expect(picks).toHaveCount(1, { timeout: 20_000 });
    await loaded(picks.first().locator('img'));
  });

  await test.step('« Mon espace »: the profile photo, then DigitalMe', async () => {
    await page.goto('/espace#compte');
    const account = page.locator('#compte');
    const zone = account.getByRole('button', { name: /^Ajouter une photo Déposez-la ici/ });
    await whenLive(page, zone);
    await shootZone(page, zone, 'photo-de-profil');
    await drag(zone, [await fixture('jesper_2.jpg')]);
    await expect(account.getByRole('status')).toContainText('Photo enregistrée');
    const avatar = account.getByTestId('account-avatar');
    await loaded(avatar);
    const first = await avatar.getAttribute('src');

    const change = account.getByRole('button', { name: /^Changer de photo Déposez-la ici/ });
    await drag(change, [textFile]);
    await expect(account.getByRole('alert')).toHaveText(NOT_IMAGE);
    await expect(avatar).toHaveAttribute('src', first ?? '');

    await change.focus();
    await paste(page, [await screenshotOf('new_wave_2.jpg')]);
    await expect(avatar).not.toHaveAttribute('src', first ?? '', { timeout: 20_000 });
    await loaded(avatar);

    await page.goto('/espace#digitalme');
    const section = page.locator('#digitalme');
    await section.getByRole('checkbox').check();
    await section.getByRole('button', { name: 'J’accepte et je continue' }).click();
    const photos = section.getByRole('button', { name: /^Ajouter des photos Déposez-les ici/ });
    await shootZone(page, photos, 'digitalme');
    await drag(photos, [await fixture('jesper.jpg')]);
    // The server's own thumbnail, once the photo is in the set (its check goes on by itself).
    await loaded(section.getByTestId('digitalme-photos').getByRole('img', { name: 'Photo 1 de votre série' }).and(section.locator('img[src^="/files/"]')));
  });
  expect(errors).toEqual([]);
});
