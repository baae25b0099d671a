import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readMail } from './mail-sink';
import { signUpThroughForm } from './helpers';

test('Exporter mes données: asked in one click, ready with its e-mail, downloaded as a ZIP with the account inside', async ({ page }) => {
  const email = await signUpThroughForm(page, { name: 'Astou Diagne', password: 'Ceebu-Jen-Saint-Louis-2026' });
  await page.goto('/espace#confidentialite');
  const box = page.getByTestId('export-data');
  await box.getByRole('button', { name: 'Exporter mes données' }).click();
  await expect(box.getByText(/Votre archive est prête/)).toBeVisible({ timeout: 30_000 });

  // The e-mail brings the owner back to Mon espace, where the archive waits.
  const [link] = await readMail(email, /https?:\/\/\S+\/espace#confidentialite/);
  await page.goto(new URL(link!).pathname + new URL(link!).hash);
  const download = page.waitForEvent('download');
  await box.getByRole('link', { name: /Télécharger mes données/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^minialab-mes-donnees-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await file.path())));
  expect(JSON.parse(strFromU8(files['compte.json']!)).compte.email).toBe(email);
  expect(Object.keys(files)).toContain('credits.csv');
});
