import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpThroughForm, apiGet, currentThumbnailId } from './helpers';
import { inFacebookApp, setInApp, sharedFiles } from './in-app';

/**
 * A history a creator manages (issue 14): two thumbnails generated, one found by a search without
 * its accents, one renamed, duplicated for free, the copy deleted after a confirmation (its file then
 * answers 404), and an older version restored after « Améliorer » bringing its picture back.
 */
const password = 'Yassa-Poulet-Ziguinchor-2026';

async function generate(page: Page, title: string): Promise<void> {
  await page.getByLabel('Titre principal').fill(title);
  await page.getByRole('button', { name: 'Générer' }).click();
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByTestId('history-card').filter({ hasText: title }).filter({ hasText: 'Prête' })).toHaveCount(1, { timeout: 45_000 });
}

/** The RGB pixels of a stored picture, fetched as the signed-in owner. */
async function pixels(page: Page, url: string): Promise<Buffer> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return sharp(await res.body()).removeAlpha().raw().toBuffer();
}

function meanDifference(a: Buffer, b: Buffer): number {
  expect(a.length).toBe(b.length);
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

test('search, rename, duplicate, delete with its files, and restore a version after « Améliorer »', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpThroughForm(page, { name: 'Binta Historique', password });
  await generate(page, 'Le marché de Sandaga');
  await generate(page, 'Recette du yassa');
  await expect(page.getByTestId('balance')).toHaveText('10 crédits');

  const history = page.getByRole('region', { name: 'Historique' });
  const cards = history.getByTestId('history-card');
  await expect(cards).toHaveCount(2);

  // Search: without its accent, « marche » finds « marché »; nothing else stays.
  await history.getByLabel('Rechercher par titre').fill('marche SANDAGA');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Le marché de Sandaga');
  await history.getByRole('button', { name: 'Effacer les filtres' }).click();
  await expect(cards).toHaveCount(2);

  // Rename in place: an empty title is refused in French, then the new one shows.
  await history.getByRole('button', { name: 'Renommer « Recette du yassa »' }).click();
  const field = history.getByLabel('Nouveau titre');
  await expect(field).toBeFocused();
  await field.fill('   ');
  await history.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(history.getByRole('alert')).toHaveText('Le titre ne peut pas être vide.');
  await field.fill('Yassa au poulet de Ziguinchor');
  await field.press('Enter');
  await expect(cards.first()).toContainText('Yassa au poulet de Ziguinchor');
  await expect(history.getByLabel('Nouveau titre')).toHaveCount(0);

  // Duplicate, free: the copy opens in the studio and is drawn as its own thumbnail.
  await history.getByRole('button', { name: 'Dupliquer « Yassa au poulet de Ziguinchor » (gratuit)' }).click();
  await expect(cards).toHaveCount(3);
  await expect(cards.first()).toContainText('Prête', { timeout: 30_000 });
  await expect(cards.first().getByTestId('history-item')).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('balance')).toHaveText('10 crédits');

  // Delete the copy, after a confirmation: its file is gone (404), the original stays.
  const copyId = (await cards.first().getAttribute('data-id'))!;
  const copyFile = `/files/thumbnails/${copyId}.jpg`;
  expect((await page.request.get(copyFile)).status()).toBe(200);
  await cards.first().getByRole('button', { name: 'Supprimer « Yassa au poulet de Ziguinchor »' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer cette miniature ?' });
  await expect(dialog).toContainText('sera supprimée avec toutes ses versions');
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards).toHaveCount(3);
  await cards.first().getByRole('button', { name: 'Supprimer « Yassa au poulet de Ziguinchor »' }).click();
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(cards).toHaveCount(2);
  await expect(history).toContainText('Miniature supprimée.');
  expect((await page.request.get(copyFile)).status()).toBe(404);
  await expect(cards.first()).toContainText('Yassa au poulet de Ziguinchor');

  // Versions: white words on white (a paid edit, 5 credits), then « Améliorer » (free) gives them an outline…
  const sandaga = (await cards.filter({ hasText: 'Sandaga' }).getAttribute('data-id'))!;
  const design = (await apiGet<{ design: { layers: Array<{ id: string; type: string; role?: string }> } }>(page, 'studio.get', { id: sandaga })).design;
  const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline')!;
  const edit = await page.request.post('/api/trpc/studio.modify', {
    headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
    data: {
      id: sandaga,
      ops: [
        ...design.layers.filter((l) => l.type === 'shape').map((l) => ({ op: 'remove', layer: l.id })),
        { op: 'background', color: '#FFFFFF' },
        { op: 'set-colors', layer: headline.id, fill: '#FFFFFF', stroke: '#FFFFFF' },
      ],
    },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  // /espace's « Mes miniatures » opens a thumbnail here by its address.
  await page.goto(`/studio?miniature=${sandaga}`);
  await expect(page).toHaveURL(/\/studio$/);
  const versions = page.getByTestId('versions').getByTestId('version');
  await expect(versions).toHaveCount(2, { timeout: 30_000 });
  await expect(versions.first()).toContainText('Modification');
  await expect(versions.first()).toContainText('Version actuelle');
  await page.getByRole('button', { name: 'Améliorer' }).click();
  await expect(versions).toHaveCount(3, { timeout: 30_000 });
  await expect(versions.first()).toContainText('Amélioration');
  await expect(versions.first()).toContainText('Version actuelle');
  await expect(page.getByTestId('balance')).toHaveText('5 crédits');

  // …and « Restaurer » the weak version: a fourth version, free, with the old picture back.
  await versions.nth(1).getByRole('button', { name: /^Restaurer la version « Modification » du .+ \(gratuit\)$/ }).click();
  await expect(versions).toHaveCount(4, { timeout: 30_000 });
  await expect(versions.first()).toContainText('Restauration');
  await expect(versions.first()).toContainText('Version actuelle');
  await expect(page.getByTestId('balance')).toHaveText('5 crédits');
  const current = await apiGet<{ imageUrl: string; revision: number }>(page, 'studio.get', { id: sandaga });
  expect(current.revision).toBe(3);
  const restored = await pixels(page, current.imageUrl);
  const weak = await pixels(page, `/files/thumbnails/${sandaga}.jpg?revision=1`);
  const improved = await pixels(page, `/files/thumbnails/${sandaga}.jpg?revision=2`);
  // The same design drawn again is the same picture; the improved one visibly differs.
  expect(meanDifference(restored, weak)).toBeLessThan(0.1);
  expect(meanDifference(restored, improved)).toBeGreaterThan(0.5);
  expect(errors).toEqual([]);
});

test('« Mes miniatures » in /espace lists, filters and opens a thumbnail in the studio, at a phone’s width; « Télécharger » works in Facebook’s app', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughForm(page, { name: 'Oumar Espace', password });
  await generate(page, 'Lutte à Pikine');
  await page.goto('/espace');
  const mine = page.getByRole('region', { name: 'Mes miniatures' });
  await expect(mine.getByTestId('history-card')).toHaveCount(1);
  await mine.getByLabel('Filtrer par style').selectOption({ label: 'Gaming' });
  await expect(mine).toContainText('Aucune miniature ne correspond à ces filtres.');
  await mine.getByLabel('Filtrer par style').selectOption({ label: 'Tous les styles' });
  await mine.getByRole('checkbox', { name: '1:1 (carré)' }).check();
  await expect(mine.getByTestId('history-card')).toHaveCount(0);
  await mine.getByRole('button', { name: 'Effacer les filtres' }).click();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  if (process.env.SHOTS) {
    await mine.getByRole('button', { name: 'Sélectionner', exact: true }).click();
    await mine.screenshot({ path: 'test-results/history-screens/espace-375.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await mine.screenshot({ path: 'test-results/history-screens/espace-1280.png' });
    await page.setViewportSize({ width: 375, height: 812 });
    await mine.getByRole('button', { name: 'Terminer la sélection' }).click();
  }
  await mine.getByRole('button', { name: 'Ouvrir « Lutte à Pikine » dans le studio' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  const preview = page.getByTestId('studio-preview');
  // A real browser keeps the plain download, which works there.
  await expect(preview.getByRole('link', { name: 'Télécharger', exact: true })).toHaveAttribute('download', '', { timeout: 20_000 });
  await expect(page.getByTestId('versions').getByTestId('version')).toHaveCount(1);

  // In Facebook's app, where a download cannot start by itself: the JPEG goes to the share sheet…
  const id = await currentThumbnailId(page);
  await inFacebookApp(page);
  await page.goto(`/studio?miniature=${id}`);
  const download = preview.getByRole('button', { name: 'Télécharger', exact: true });
  await download.click();
  const shared = () => sharedFiles(page);
  await expect.poll(shared).toHaveLength(1);
  const [file] = await shared();
  expect(file).toMatchObject({ name: 'miniature-lutte-a-pikine.jpg', type: 'image/jpeg', head: expect.stringMatching(/^\xff\xd8\xff/), title: 'Lutte à Pikine' });
  expect(file!.size).toBeGreaterThan(10_000);

  // …and where files cannot be shared, the picture opens full size, to be long-pressed.
  await setInApp(page, { __canShareFiles: false });
  await download.click();
  const view = page.getByRole('dialog', { name: 'Enregistrer l’image' });
  await expect(view).toContainText('Appuyez longuement sur l’image pour l’enregistrer.');
  const picture = view.getByRole('img', { name: '« Lutte à Pikine » en taille réelle' });
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1280);
  const box = (await picture.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  if (process.env.SHOTS) await page.screenshot({ path: 'test-results/history-screens/enregistrer-375.png' });
  // Its address opens without the session cookie (the phone's download manager has none), for a few minutes only.
  const address = (await picture.getAttribute('src'))!;
  expect(address).toMatch(/^\/files\/lien\//);
  const alone = await request.get(address);
  expect(alone.status()).toBe(200);
  expect(alone.headers()['content-type']).toBe('image/jpeg');
  expect(await shared(), 'nothing more was shared').toHaveLength(1);
});
