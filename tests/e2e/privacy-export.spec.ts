import { readFileSync } from 'node:fs';
import { expect, test } from './live-page';
import { strFromU8, unzipSync } from 'fflate';
import { inFacebookApp, setInApp, sharedFiles } from './in-app';
import { readMail } from './mail-sink';
import { signUpThroughApi } from './helpers';

test('Exporter mes données: asked in one click, ready with its e-mail, downloaded as a ZIP with the account inside, in Facebook’s app too', async ({ page, request }) => {
  const email = await signUpThroughApi(page, { name: 'Astou Diagne', password: 'Ceebu-Jen-Saint-Louis-2026' });
  await page.goto('/espace#confidentialite');
  const box = page.getByTestId('export-data');
  await box.getByRole('button', { name: 'Exporter mes données' }).click();
  await expect(box.getByText(/Votre archive est prête/)).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await box.getByRole('link', { name: /Télécharger mes données/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^minialab-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await file.path())));
  expect(JSON.parse(strFromU8(files['compte.json']!)).compte.email).toBe(email);
  expect(Object.keys(files)).toContain('credits.csv');

  // The e-mail brings the owner back to Mon espace, where the archive waits: here its link opens in
  // Facebook's app on a phone, where a download cannot start by itself and a ZIP cannot be shared.
  const [link] = await readMail(email, /https?:\/\/\S+\/espace#confidentialite/);
  const app = await page.context().newPage();
  await inFacebookApp(app);
  await app.setViewportSize({ width: 375, height: 812 });
  await app.goto(new URL(link!).pathname + new URL(link!).hash);
  await setInApp(app, { __clipboardWorks: false });
  const downloading = app.waitForEvent('download');
  await app.getByTestId('export-data').getByRole('button', { name: /Télécharger mes données/ }).click();
  // The page goes to a signed link, which the phone's download manager (or Chrome) fetches without our cookie.
  const signed = (await downloading).url();
  expect(new URL(signed).pathname).toMatch(/^\/files\/lien\//);
  expect((await request.storageState()).cookies).toEqual([]);
  const alone = await request.get(signed);
  expect(alone.status()).toBe(200);
  expect(alone.headers()['content-type']).toBe('application/zip');
  expect(alone.headers()['content-disposition']).toMatch(/^attachment; filename="?minialab-mes-donnees-\d{4}-\d{2}-\d{2}\.zip"?$/);
  const zip = await alone.body();
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(JSON.parse(strFromU8(unzipSync(new Uint8Array(zip))['compte.json']!)).compte.email).toBe(email);
  expect(await sharedFiles(app)).toEqual([]);
  // Should nothing start, our dialog offers the link; where the clipboard is refused, it waits selected in its field.
  const dialog = app.getByRole('dialog', { name: 'Téléchargement' });
  await expect(dialog).toContainText('Si le téléchargement ne démarre pas :');
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Copie impossible ici : appuyez longuement sur le lien pour le copier.');
  const field = dialog.getByLabel('Lien du fichier');
  await expect(field).toHaveValue(signed);
  expect(await field.evaluate((f: HTMLInputElement) => [f.selectionStart, f.selectionEnd])).toEqual([0, signed.length]);
  if (process.env.SHOTS) await app.screenshot({ path: 'test-results/in-app-screens/donnees-375.png' });
});
