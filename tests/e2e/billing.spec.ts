import { readFile } from 'node:fs/promises';
import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import { signUpThroughApi, signUpThroughForm } from './helpers';
import { copiedTexts, inFacebookApp, setInApp, sharedFiles } from './in-app';
import { findMail } from './mail-sink';

const password = 'Yassa-Poulet-Ziguinchor-2026';

/** Formats like the app (narrow no-break spaces), for comparing displayed amounts. */
const xof = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' }).format(n);

async function payOnSandbox(page: Page, button: 'Payer' | 'Annuler' | 'Simuler un échec', amount: number) {
  await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
  await expect(page.getByText('Mode test', { exact: true })).toBeVisible();
  await expect(page.getByTestId('sandbox-amount')).toHaveText(xof(amount));
  await page.getByRole('button', { name: button === 'Payer' ? `Payer ${xof(amount)}` : button }).click();
}

test('Premium from /tarifs: sandbox payment, live confirmation, 1 000 credits, invoice PDF, downloaded in Facebook’s app too', async ({ page, request }) => {
  const email = await signUpThroughApi(page, { name: 'Ousmane Ba', password });
  await page.goto('/tarifs');
  await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
  await payOnSandbox(page, 'Payer', 19680);

  await expect(page).toHaveURL(/\/success\?commande=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  await expect(page.getByTestId('order-plan')).toContainText('Forfait Premium actif jusqu’au');
  await expect(page.getByTestId('order-credits')).toHaveText('1 000 crédits ajoutés à votre compte.'.replace(' ', '\u202f'));

  const invoiceLink = page.getByRole('link', { name: /Télécharger la facture ML-\d{4}-\d{6}/ });
  const downloadPromise = page.waitForEvent('download');
  await invoiceLink.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^facture-ML-\d{4}-\d{6}\.pdf$/);
  expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: 'Ouvrir le studio' }).click();
  await expect(page.getByTestId('balance')).toHaveText('1 030 crédits'.replace(' ', '\u202f'));

  // Mon espace, from here on in Facebook's app on a phone, where a download cannot start by itself.
  await inFacebookApp(page);
  await page.goto('/espace');
  await expect(page.getByTestId('subscription-status')).toContainText('Forfait Premium');
  await expect(page.getByTestId('subscription-status')).toContainText('Actif');
  await expect(page.getByTestId('invoices').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('invoices')).toContainText(xof(19680));
  await page.setViewportSize({ width: 375, height: 812 });

  // The invoice goes to the phone's share sheet…
  const inApp = page.getByTestId('invoices').getByRole('button', { name: /^Télécharger la facture ML-\d{4}-\d{6} \(PDF\)$/ });
  await inApp.click();
  await expect.poll(() => sharedFiles(page)).toHaveLength(1);
  expect((await sharedFiles(page))[0]).toMatchObject({ name: expect.stringMatching(/^facture-ML-\d{4}-\d{6}\.pdf$/), type: 'application/pdf', head: '%PDF-' });
  // …or, where files cannot be shared, the page goes to a signed link, which the phone's download
  // manager (or Chrome) fetches without our session cookie…
  await setInApp(page, { __canShareFiles: false });
  const downloading = page.waitForEvent('download');
  await inApp.click();
  const link = (await downloading).url();
  expect(new URL(link).pathname).toMatch(/^\/files\/lien\//);
  expect((await request.storageState()).cookies).toEqual([]);
  const alone = await request.get(link);
  expect(alone.status()).toBe(200);
  expect(alone.headers()['content-type']).toBe('application/pdf');
  expect(alone.headers()['content-disposition']).toMatch(/^attachment; filename="?facture-ML-\d{4}-\d{6}\.pdf"?$/);
  expect((await alone.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // …and our dialog offers that link to copy, should nothing start.
  const dialog = page.getByRole('dialog', { name: 'Téléchargement' });
  await expect(dialog).toContainText('Si le téléchargement ne démarre pas :');
  await expect(dialog.getByLabel('Lien du fichier')).toHaveValue(link);
  await dialog.getByRole('button', { name: 'Copier le lien' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Lien copié.');
  expect(await copiedTexts(page)).toEqual([link]);
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  if (process.env.SHOTS) await page.screenshot({ path: 'test-results/in-app-screens/facture-375.png' });

  // The confirmation e-mail arrived over SMTP with the invoice attached.
  const { match, mail } = await findMail(email, /Votre facture (ML-\d{4}-\d{6}) est jointe/);
  expect(mail.subject).toBe(`Paiement confirmé — facture ${match[1]}`);
  expect(mail.attachments).toEqual([{ filename: `facture-${match[1]}.pdf`, mimeType: 'application/pdf', size: expect.any(Number), head: '%PDF-' }]);
});

test('a cancelled payment lands on /cancel and charges nothing', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Aminata Kane', password });
  await page.goto('/tarifs');
  await page.getByRole('button', { name: 'S’abonner au forfait Starter' }).click();
  await payOnSandbox(page, 'Annuler', 9840);
  await expect(page).toHaveURL(/\/cancel\?commande=/);
  await expect(page.getByRole('heading', { name: 'Paiement annulé' })).toBeVisible();
  await expect(page.getByText('Aucun débit n’a été effectué.')).toBeVisible();
  await page.getByRole('link', { name: 'Revenir aux tarifs' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  await page.goto('/espace');
  await expect(page.getByTestId('subscription-status')).toContainText('pas de forfait en cours');
  await expect(page.getByTestId('account-balance')).toHaveText('30 crédits disponibles');
  await expect(page.getByText('Aucune facture pour l’instant.')).toBeVisible();
});

test('out of credits in the studio: the dialog sells a pack, paid on the sandbox, back with 100 credits', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Ibrahima Fall', password });
  await page.getByLabel('Titre principal').fill('Thiéboudienne : la vraie recette');
  for (const left of ['20 crédits', '10 crédits', '0 crédit']) {
    await page.getByRole('button', { name: 'Générer' }).click();
    await expect(page.getByTestId('balance')).toHaveText(left);
    await expect(page.getByRole('button', { name: 'Générer' })).toBeEnabled();
  }
  await page.getByRole('button', { name: 'Générer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crédits insuffisants' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`100 crédits — ${xof(5900)}`);
  await expect(dialog).toContainText('Premium');
  await dialog.getByRole('button', { name: 'Acheter le pack de 100 crédits' }).click();
  await payOnSandbox(page, 'Payer', 5900);
  await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
  await expect(page.getByTestId('order-credits')).toHaveText('100 crédits ajoutés à votre compte.');
  await page.getByRole('link', { name: 'Ouvrir le studio' }).click();
  await expect(page.getByTestId('balance')).toHaveText('100 crédits');
});

test('a simulated failure is shown as such, nothing is charged', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Mariam Keita', password });
  await page.goto('/tarifs');
  await page.getByRole('button', { name: 'S’abonner au forfait Master' }).click();
  await payOnSandbox(page, 'Simuler un échec', 45920);
  await expect(page).toHaveURL(/\/cancel\?commande=/);
  await expect(page.getByText('Aucun débit n’a été effectué.')).toBeVisible();
});
