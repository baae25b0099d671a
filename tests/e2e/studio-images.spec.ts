import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parseDesign, type Box, type Design } from '../../shared/engine/model/design';
import { collisions } from '../../shared/engine/layout/collisions';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import { decodeImage, serverSurface } from '../../server/engine/canvas';
import { IMAGES_STYLE_MESSAGE } from '../../shared/schemas/studio';
import { landscape, productOnPlainBackground } from '../fixtures/synthetic-pictures';
import { comeFromOwnAddress, signUpThroughForm, apiGet, currentThumbnailId as currentId, muteBrowserDialogs } from './helpers';

const password = 'Thieb-au-Poisson-2026';
const SHOTS = 'test-results/studio-screens';

async function designOf(page: Page, id: string): Promise<Design> {
  return parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
}

async function downloadJpeg(page: Page): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' }).click();
  return readFile((await (await download).path())!);
}

/** Three pictures as a creator has them: a portrait photo (JPEG), a wide landscape (JPEG), a product on a plain ground (PNG). */
async function fixturePictures(): Promise<string[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'minialab-images-'));
  const portrait = path.join(dir, 'portrait-astronaute.jpg');
  const wide = path.join(dir, 'paysage-large.jpg');
  const object = path.join(dir, 'bouteille.png');
  // A real face (public domain, tests/fixtures/photos/CREDITS.md), cropped to a phone's portrait framing.
  await sharp('tests/fixtures/photos/astronaut.png').extract({ left: 56, top: 0, width: 400, height: 512 }).resize(600, 768).jpeg({ quality: 88 }).toFile(portrait);
  await sharp(landscape()).resize(2400, 1000, { fit: 'cover' }).jpeg({ quality: 85 }).toFile(wide);
  await sharp(productOnPlainBackground()).resize(500, 500).png().toFile(object);
  return [portrait, wide, object];
}

/** Screenshots of the settings at a phone's and a laptop's width (looked at by hand, kept under test-results/). */
async function shoot(page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0)); // the sticky header would be drawn mid-page
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** Every stage the page announced, in order (the live region changes once per stage). */
async function recordStages(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __stages: string[] }).__stages = seen;
    const read = () => {
      const text = document.querySelector('[data-testid="stage-now"]')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __stages: string[] }).__stages.map((s) => s.replace('Étape en cours : ', '')));
}

test('« Ajout image »: three uploads, Gaming only, live stages, a design made of them, a 1280×720 JPEG', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const browserDialogs = await muteBrowserDialogs(page);
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Khady Ndiaye', password });
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');
  await shoot(page, 'mode-titre');

  await page.getByRole('tab', { name: 'Ajout image' }).click();
  await expect(page.getByRole('tab', { name: 'Ajout image' })).toHaveAttribute('aria-selected', 'true');
  // Gaming chosen by itself; the other styles are disabled, with the reason next to them.
  const style = page.getByLabel('Style', { exact: true });
  await expect(style).toHaveValue('gaming');
  await expect(style.locator('option:not([disabled])')).toHaveText(['Gaming']);
  await expect(style.locator('option[disabled]')).toHaveCount(5);
  await expect(page.getByText('Vos images n’entrent que dans le style Gaming.')).toBeVisible();

  await page.getByLabel('Ajouter une image').setInputFiles(await fixturePictures());
  const mine = page.getByRole('region', { name: 'Mes images' });
  const picks = mine.getByRole('button', { name: /^Choisir / });
  await expect(picks).toHaveCount(3, { timeout: 30_000 });
  for (let i = 0; i < 3; i++) await picks.nth(i).click();
  await expect(mine.getByRole('button', { name: /^Choisir /, pressed: true })).toHaveCount(3);
  await expect(mine).toContainText('3 sur 3 choisies');
  await page.getByLabel('Titre principal').fill('Ma journée gaming à Dakar');
  await shoot(page, 'mode-images');

  const stages = await recordStages(page);
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  const progress = page.getByTestId('stages');
  await expect(progress.locator('[aria-current="step"]')).toHaveText('Prête', { timeout: 45_000 });
  await expect(progress.getByRole('listitem')).toHaveText(['En file', 'Composition', 'Détourage', 'Rendu', 'Prête']);
  const seen = await stages();
  const order = ['En file', 'Composition', 'Détourage', 'Rendu', 'Prête'];
  expect(seen.at(-1)).toBe('Prête');
  expect(seen.length, `stages seen: ${seen.join(' → ')}`).toBeGreaterThanOrEqual(2);
  expect(seen.map((s) => order.indexOf(s))).toEqual(seen.map((s) => order.indexOf(s)).sort((a, b) => a - b));

  const canvas = page.getByTestId('preview-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  // The saved design is made of the uploads: the landscape as background, the person and the bottle cut out.
  const uploads = (await apiGet<{ items: Array<{ id: string }> }>(page, 'images.list', { purpose: 'image' })).items.map((i) => i.id);
  const design = await designOf(page, await currentId(page));
  expect(design.style).toBe('gaming');
  expect(design.background.kind).toBe('image');
  expect(uploads).toContain(design.background.kind === 'image' ? design.background.asset : '');
  const images = design.layers.filter((l) => l.type === 'image');
  expect(images.length).toBe(2);
  expect(images.every((l) => l.type === 'image' && l.cutout && !uploads.includes(l.asset))).toBe(true);

  const jpeg = await downloadJpeg(page);
  const meta = await sharp(jpeg).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);
  await shoot(page, 'images-ready');

  // Whatever the page offers, the server refuses images in another style, in French.
  const res = await page.request.post('/api/trpc/studio.generate', {
    headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
    data: { title: 'Mon vlog', style: 'vlog', mode: 'images', images: uploads.slice(0, 1) },
  });
  expect(res.status()).toBe(400);
  const refusal = (await res.json()) as { error: { data: { appCode: string; fieldErrors: Record<string, string[]> } } };
  expect(refusal.error.data.appCode).toBe('VALIDATION');
  expect(refusal.error.data.fieldErrors.style).toEqual([IMAGES_STYLE_MESSAGE]);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  // A title too long for the two halves still shows both pictures (they were kept chosen through the reload).
  await expect(mine.getByRole('button', { name: /^Choisir /, pressed: true })).toHaveCount(3);
  await page.getByLabel('Titre principal').fill('Je teste la nouvelle manette PS5 pendant vingt-quatre heures sans dormir');
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('balance')).toHaveText('10 crédits', { timeout: 45_000 });
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const long = await designOf(page, await currentId(page));
  const kept = long.layers.filter((l): l is Extract<typeof l, { type: 'image' }> => l.type === 'image' && l.role === 'subject');
  expect(kept.map((l) => l.asset).sort()).toEqual(images.map((l) => l.type === 'image' && l.asset).sort());
  const words = long.layers.find((l): l is Extract<typeof l, { type: 'text' }> => l.type === 'text' && l.role === 'headline')!;
  expect(words.text).toContain('manette');
  // On ink, as the layout pass places them: no picture over the words (their transparent margins may reach into the words' box).
  const pictures = new Map<string, LoadedImage>();
  for (const l of kept) pictures.set(l.asset, await decodeImage(Buffer.from(await (await page.request.get(`/files/assets/${l.asset}`)).body())));
  const onWords = collisions(long, { createSurface: serverSurface, images: pictures }, 1).filter((c) => kept.some((l) => c.a.startsWith(l.id) || c.b.startsWith(l.id)) && (c.a === words.id || c.b === words.id));
  expect(onWords, 'the pictures leave the headline alone').toEqual([]);
  expect(pictures.size).toBe(kept.length);
  await shoot(page, 'images-long-title');

  // Deleting an image asks in our own dialog (the browser's confirm says « no » here, as in-app
  // browsers do): the image leaves the grid and the choice, the two others stay.
  await mine.getByRole('button', { name: /^Supprimer / }).first().click();
  const confirm = page.getByRole('dialog', { name: 'Supprimer cette image ?' });
  await expect(confirm).toContainText('Les miniatures qui l’utilisent s’afficheront sans elle.');
  await confirm.getByRole('button', { name: 'Supprimer l’image' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(picks).toHaveCount(2);
  await expect(mine).toContainText('2 sur 3 choisies');
  expect(await browserDialogs()).toEqual([]);

  // Leaving the tab gives the user's own style back.
  await page.getByRole('tab', { name: 'Titre' }).click();
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('pro');
  await expect(page.getByLabel('Style', { exact: true }).locator('option[disabled]')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Whether a patch of the frame stays clear of every text and pictogram box (with a margin). */
function clear(patch: Box, boxes: Box[], margin = 24): boolean {
  return boxes.every((b) => patch.x + patch.w < b.x - margin || patch.x > b.x + b.w + margin || patch.y + patch.h < b.y - margin || patch.y > b.y + b.h + margin);
}

test('« Prompt »: the brief alone gives the colour, the subject and the words, read back as chips before the click', async ({ page }) => {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Seydou Ba', password });
  await page.getByRole('tab', { name: 'Prompt' }).click();
  await expect(page.getByLabel('Titre principal (facultatif)')).toHaveValue('');
  // What no pictogram can show is not « Compris »: it is listed apart, with why.
  await page.getByLabel('Brief / prompt').fill('fond vert, une femme surprise');
  await expect(page.getByRole('list', { name: 'Ce que MGX3 ne dessinera pas' }).getByRole('listitem')).toHaveText(['Personne : femme — l’expression « surprise » ne peut pas encore être dessinée']);
  await expect(page.getByRole('list', { name: 'Ce que MGX3 a compris' }).getByRole('listitem')).toHaveText(['Fond : vert']);
  await page.getByLabel('Brief / prompt').fill('fond vert, un téléphone, écris "Mon avis"');
  const chips = page.getByRole('list', { name: 'Ce que MGX3 a compris' });
  await expect(chips.getByRole('listitem')).toContainText(['Fond : vert', 'Sujet : téléphone portable', 'Texte : “Mon avis”']);
  await expect(page.getByTestId('brief-chips')).toContainText('Compris :');
  await shoot(page, 'mode-prompt');

  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  const id = await currentId(page);
  const design = await designOf(page, id);
  const phone = design.layers.find((l) => l.type === 'picto' && l.role === 'subject');
  expect(phone && phone.type === 'picto' ? phone.icon : null).toMatch(/^fluent:mobile-phone/);
  const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline');
  expect(headline && headline.type === 'text' ? headline.lines.join(' ').toUpperCase() : '').toContain('MON AVIS');

  // The file's pixels: away from the words and the phone, the background is green.
  const boxes = design.layers.flatMap((l) => (l.type === 'text' || l.type === 'picto' || l.type === 'image' ? [l.box] : []));
  const { data, info } = await sharp(await downloadJpeg(page)).raw().toBuffer({ resolveWithObject: true });
  let free = 0;
  let green = 0;
  for (let y = 0; y + 40 <= info.height; y += 40) {
    for (let x = 0; x + 40 <= info.width; x += 40) {
      if (!clear({ x, y, w: 40, h: 40 }, boxes)) continue;
      let r = 0, g = 0, b = 0;
      for (let yy = y; yy < y + 40; yy++) {
        for (let xx = x; xx < x + 40; xx++) {
          const i = (yy * info.width + xx) * info.channels;
          r += data[i]!;
          g += data[i + 1]!;
          b += data[i + 2]!;
        }
      }
      free++;
      if (g > r * 1.15 && g > b * 1.15) green++;
    }
  }
  console.log(`prompt-only: ${green} of ${free} free patches are green-dominant`);
  expect(free).toBeGreaterThan(40);
  expect(green / free).toBeGreaterThan(0.8);

  // « Autre sujet » is free when MGX3 proposed several subjects; the chips are not, so say which case this is.
  const other = page.getByRole('button', { name: 'Autre sujet · gratuit' });
  const proposals = (await apiGet<{ proposals: string[] }>(page, 'studio.get', { id })).proposals;
  await expect(other).toHaveCount(proposals.length >= 2 ? 1 : 0);
});

test('three variants in one click: side by side, 30 credits, each selectable and in the history', async ({ page }) => {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Aminata Sy', password });
  await page.getByLabel('Titre principal').fill('Mon setup gaming à 100 000 F');
  await page.getByRole('radio', { name: /3 variantes/ }).check();
  const button = page.getByRole('button', { name: 'Générer 3 variantes · 30 crédits' });
  await expect(button).toBeVisible();
  await shoot(page, 'mode-titre-variants');
  await button.click();

  const cards = page.getByTestId('variant');
  await expect(cards).toHaveCount(3);
  for (let i = 0; i < 3; i++) await expect(cards.nth(i)).toContainText('Prête', { timeout: 45_000 });
  await expect(page.getByTestId('balance')).toHaveText('0 crédit');
  const history = page.getByRole('region', { name: 'Historique' }).getByTestId('history-item');
  await expect(history).toHaveCount(3);

  // Side by side on a laptop…
  // (measured once the pictures have loaded: a card whose picture is still coming is shorter for a moment)
  const boxesOf = () => Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  await expect
    .poll(async () => {
      const b = await boxesOf();
      return Math.abs(b[0]!.y - b[2]!.y);
    })
    .toBeLessThan(2);
  const boxes = await boxesOf();
  expect(boxes[0]!.x).toBeLessThan(boxes[1]!.x);
  expect(boxes[1]!.x).toBeLessThan(boxes[2]!.x);

  // …each becomes the current one on a click.
  await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
  const first = await currentId(page);
  await cards.nth(2).click();
  await expect(cards.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => currentId(page)).not.toBe(first);
  const third = await currentId(page);
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const previews = await history.locator('img').evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
  expect(previews.some((src) => src.includes(third))).toBe(true);
  expect(previews.some((src) => src.includes(first))).toBe(true);
  await shoot(page, 'variants-ready');

  // « Autre sujet »: the next pictogram MGX3 proposed, redrawn for free (the balance is empty).
  const before = await designOf(page, third);
  const subject = (d: Design) => d.layers.find((l) => l.type === 'picto' && l.role === 'subject');
  const was = subject(before);
  expect(was?.type).toBe('picto');
  const proposals = (await apiGet<{ proposals: string[] }>(page, 'studio.get', { id: third })).proposals;
  expect(proposals.length).toBeGreaterThanOrEqual(2);
  await page.getByRole('button', { name: 'Autre sujet · gratuit' }).click();
  await expect.poll(async () => {
    const now = subject(await designOf(page, third));
    return now?.type === 'picto' ? now.icon : null;
  }).not.toBe(was?.type === 'picto' ? was.icon : null);
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true');
  await expect(page.getByTestId('balance')).toHaveText('0 crédit');

  // …and stacked on a phone.
  await page.setViewportSize({ width: 375, height: 812 });
  const stacked = await Promise.all([0, 1, 2].map(async (i) => (await cards.nth(i).boundingBox())!));
  expect(stacked[0]!.y + stacked[0]!.height).toBeLessThanOrEqual(stacked[1]!.y + 1);
  expect(stacked[1]!.y + stacked[1]!.height).toBeLessThanOrEqual(stacked[2]!.y + 1);
  expect(stacked.every((b) => b.x + b.width <= 375)).toBe(true);

  // The balance is short for another click: said before it, and the click opens the credit offers.
  await expect(page.getByTestId('short-balance')).toContainText('il faut 30 crédits, vous avez 0 crédit');
  await page.getByRole('button', { name: 'Générer 3 variantes · 30 crédits' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  // (Behind the modal dialog the form is hidden from assistive technology, hence getByText.)
  await expect(page.getByText('Crédits insuffisants : 3 variantes coûtent 30 crédits.')).toBeAttached();
});

test('the settings keep their tab, tone and variants through a reload, and a wrong-tab brief is never sent', async ({ page }) => {
  await page.goto('/studio');
  // The page is drawn by the server before the app takes it over: a tap that lands before then is lost
  // (this test is about what a reload keeps, so it taps again until the tab answers).
  const promptTab = page.getByRole('tab', { name: 'Prompt' });
  await expect(async () => {
    await promptTab.click();
    await expect(promptTab).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await page.getByLabel('Brief / prompt').fill('fond rouge');
  await page.getByTitle('Mate').click(); // the swatch, as a finger would
  await page.getByRole('radio', { name: /3 variantes/ }).check();
  await expect(page.getByText('Teinte des personnages : Mate')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Prompt' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Brief / prompt')).toHaveValue('fond rouge');
  await expect(page.getByRole('radio', { name: 'Mate' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Générer 3 variantes · 30 crédits' })).toBeVisible();
  // In « Titre », the brief typed in « Prompt » does not count: the title is what is missing.
  await page.getByRole('tab', { name: 'Titre' }).click();
  await page.getByRole('button', { name: /^Générer/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'un titre vide ou invisible ne peut pas être généré' })).toBeVisible();
  await expect(page.getByLabel('Titre principal')).toBeFocused();
});

test('« Ma marque »: a logo set once is in the next generation, in its corner, in any style, and can be left out', async ({ page }) => {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Ibrahima Fall', password });
  // A round logo on plain white, as creators often have it: « Retirer le fond uni » makes it transparent.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'minialab-logo-'));
  const logoFile = path.join(dir, 'logo-chaine.png');
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#FFFFFF' } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><circle cx="200" cy="200" r="150" fill="#D71920"/><circle cx="200" cy="200" r="70" fill="#FFD400"/></svg>') }])
    .png()
    .toFile(logoFile);
  const brand = page.getByRole('region', { name: 'Ma marque' });
  await brand.getByText('Envoyer un logo').scrollIntoViewIfNeeded();
  await brand.locator('input[type="file"]').setInputFiles(logoFile);
  await expect(brand.getByRole('img', { name: 'Aperçu du logo' })).toBeVisible({ timeout: 30_000 });
  await brand.getByRole('button', { name: 'Retirer le fond uni' }).click();
  await expect(brand.getByText('Fond retiré : le logo est maintenant transparent.')).toBeVisible({ timeout: 30_000 });
  await brand.getByText('En haut à gauche').click();
  await brand.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(brand.getByText('Marque enregistrée : elle s’appliquera aux prochaines miniatures.')).toBeVisible();
  await shoot(page, 'ma-marque');

  // The next generation, in a style that is not Gaming (the logo is for every style).
  await page.getByLabel('Style', { exact: true }).selectOption('actu');
  await page.getByLabel('Titre principal').fill('Le prix du riz à Dakar');
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' })).toBeVisible({ timeout: 45_000 });
  const withLogo = await designOf(page, await currentId(page));
  const logo = withLogo.layers.find((l) => l.type === 'logo');
  expect(logo?.type === 'logo' && logo.corner).toBe('top-left');
  // On the file too: the top-left corner holds the logo's red and yellow.
  const jpeg = await sharp(await downloadJpeg(page)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([jpeg.info.width, jpeg.info.height]).toEqual([1280, 720]);
  let red = 0;
  for (let y = 20; y < 180; y += 2) {
    for (let x = 20; x < 180; x += 2) {
      const k = (y * 1280 + x) * 3;
      if (jpeg.data[k]! > 180 && jpeg.data[k + 1]! < 80 && jpeg.data[k + 2]! < 80) red++;
    }
  }
  expect(red, 'logo red in the top-left corner').toBeGreaterThan(100);

  // Unticked for one generation: no logo.
  await page.getByLabel('Ma marque dans cette miniature (logo, couleurs, police)').uncheck();
  await page.getByLabel('Titre principal').fill('Le prix du mil à Kaolack');
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' })).toBeVisible({ timeout: 45_000 });
  await expect.poll(async () => (await designOf(page, await currentId(page))).layers.some((l) => l.type === 'text' && l.role === 'headline' && l.text.includes('mil'))).toBe(true);
  expect((await designOf(page, await currentId(page))).layers.some((l) => l.type === 'logo')).toBe(false);
});

test('a photo whose face is too small: said under « Mes images », asked before « Générer », then drawn framed', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Pape Diouf', password });
  await page.getByRole('tab', { name: 'Ajout image' }).click();
  // The astronaut's portrait (CREDITS.md) as a 160 px thumbnail a messaging app keeps: a face of about 30 px.
  const dir = await mkdtemp(path.join(os.tmpdir(), 'minialab-small-'));
  const tiny = path.join(dir, 'photo-whatsapp.jpg');
  await sharp('tests/fixtures/photos/astronaut.png').resize(160).jpeg({ quality: 85 }).toFile(tiny);
  await page.getByLabel('Ajouter une image').setInputFiles([tiny]);
  const mine = page.getByRole('region', { name: 'Mes images' });
  await mine.getByRole('button', { name: /^Choisir / }).first().click({ timeout: 30_000 });
  const note = page.getByTestId('photo-size-notes').locator('[data-kind="small"]');
  await expect(note).toContainText('« photo-whatsapp.jpg » : le visage ne fait que', { timeout: 30_000 });
  await expect(note).toContainText('dans un cadre, pas en vedette');
  await page.getByLabel('Titre principal').fill('Ma première partie classée');
  await shoot(page, 'photo-trop-petite');

  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  const dialog = page.getByRole('dialog', { name: 'Photo trop petite' });
  await expect(dialog).toContainText('Le visage de « photo-whatsapp.jpg » est trop petit');
  // « Choisir une autre photo » closes it and charges nothing.
  await dialog.getByRole('button', { name: 'Choisir une autre photo' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await page.getByRole('dialog', { name: 'Photo trop petite' }).getByRole('button', { name: 'Continuer quand même' }).click();
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger' })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  const design = await designOf(page, await currentId(page));
  const photo = design.layers.find((l) => l.type === 'image' && l.role === 'subject');
  expect(photo?.type === 'image' && [photo.cutout, photo.face]).toEqual([false, null]);
  expect(design.layers.some((l) => l.type === 'shape' && l.id === `${photo?.id}-cadre`)).toBe(true);
  expect(errors).toEqual([]);
});
