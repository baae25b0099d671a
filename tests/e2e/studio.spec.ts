import { readFile } from 'node:fs/promises';
import { expect, holdPageCode, test } from './live-page';
import sharp from 'sharp';
import { signUpThroughForm } from './helpers';

const password = 'Mafé-au-Poulet-2026';

test('sign up, generate a real thumbnail, download it, and find it again after signing back in', async ({ page }) => {
  // The built client runs under our Content-Security-Policy: any violation or script error shows here.
  const consoleErrors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => consoleErrors.push(err.message));
  const email = await signUpThroughForm(page, { name: 'Awa Diop', password });
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  await page.getByLabel('Titre principal').fill("L'été à Dakar : 5 plages à voir !");
  await page.getByRole('tab', { name: 'Prompt' }).click(); // the brief is in the « Prompt » tab
  await page.getByLabel('Brief / prompt').fill('Mer turquoise, ambiance chaleureuse');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Vlog chaleureux' });
  await page.getByRole('button', { name: 'Générer' }).click();

  // The preview is the design drawn in the browser, at the file's size.
  const preview = page.getByTestId('preview-canvas');
  await expect(preview).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([1280, 720]);
  await expect(page.getByRole('button', { name: 'Générer' })).toBeEnabled();
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  const downloadPromise = page.waitForEvent('download');
  await page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger', exact: true }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^minialab-l-ete-a-dakar.*\.jpg$/);
  const meta = await sharp(await readFile((await download.path())!)).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1280, 720]);

  // « Dupliquer » opens a free copy of the whole design (issue 14), drawn as its own thumbnail.
  await page.getByTestId('studio-preview').getByRole('button', { name: 'Dupliquer', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Copie créée, sans frais : elle est en cours de rendu.');
  const history = page.getByRole('region', { name: 'Historique' });
  await expect(history.getByTestId('history-item')).toHaveCount(2);
  await expect(history.getByTestId('history-item').first()).toContainText("L'été à Dakar");
  await expect(history.getByTestId('history-item').first()).toHaveAttribute('aria-current', 'true');
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  await page.getByRole('link', { name: 'Mon espace' }).click();
  await expect(page.getByRole('heading', { name: 'Mon espace' })).toBeVisible();
  await expect(page.getByTestId('account-balance')).toHaveText('20 crédits disponibles');
  await expect(page.getByText(/^20 crédits valables jusqu’au \d{1,2} \S+ \d{4}$/)).toBeVisible();
  const devices = page.getByTestId('sessions');
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await expect(devices).toContainText('Cet appareil');
  await expect(devices).toContainText(/Chrome sur Linux|Chrome/);

  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

  const signIn = page.getByRole('form', { name: 'Se connecter' });
  await signIn.getByLabel('Adresse e-mail').fill(email);
  await signIn.getByLabel('Mot de passe').fill(password);
  await signIn.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await page.goto('/studio');
  await expect(page.getByRole('region', { name: 'Historique' }).getByTestId('history-item')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'Historique' }).getByTestId('history-item').first()).toContainText("L'été à Dakar");
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  expect(consoleErrors).toEqual([]);
});

test('a visitor can fill the studio, and « Générer » asks them to sign in, keeping their settings', async ({ page }) => {
  await page.goto('/studio');
  await page.getByLabel('Titre principal').fill('Mon premier titre');
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page).toHaveURL(/\/connexion\?suivant=%2Fstudio/);
  await page.goto('/studio');
  await expect(page.getByLabel('Titre principal')).toHaveValue('Mon premier titre');
});

test('what a visitor types and clicks before the page’s code has loaded is kept: the title, then « Générer »', async ({ page }) => {
  // The studio's code is held back, as on a slow phone connection: the server's page is already there.
  const release = await holdPageCode(page, 'StudioPage');
  await page.goto('/studio', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('Titre principal').fill('Mon titre tapé tôt');
  await page.getByRole('button', { name: 'Générer' }).click();
  release();
  await expect(page).toHaveURL(/\/connexion\?suivant=%2Fstudio/);
  await page.goto('/studio');
  await expect(page.getByLabel('Titre principal')).toHaveValue('Mon titre tapé tôt');
});

test('a wrong password gets a French error and the form keeps its values', async ({ page }) => {
  await page.goto('/connexion');
  const signIn = page.getByRole('form', { name: 'Se connecter' });
  await signIn.getByLabel('Adresse e-mail').fill('personne@exemple.sn');
  await signIn.getByLabel('Mot de passe').fill('pas-le-bon');
  await signIn.getByRole('button', { name: 'Se connecter' }).click();
  await expect(signIn.getByRole('alert')).toHaveText('Adresse e-mail ou mot de passe incorrect.');
  await expect(signIn.getByLabel('Adresse e-mail')).toHaveValue('personne@exemple.sn');
});

test('an unknown page answers 404 with the French not-found page', async ({ page }) => {
  const response = await page.goto('/cette-page-n-existe-pas');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oups ! Page introuvable' })).toBeVisible();
  await page.getByRole('link', { name: 'Revenir à l’accueil' }).click();
  await expect(page).toHaveURL(/\/$/);
});
