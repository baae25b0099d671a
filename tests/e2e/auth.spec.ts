import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './helpers';
import { readMail } from './mail-sink';

test('sign in with a 6-digit code received by e-mail (over SMTP)', async ({ page }) => {
  const email = await signUpThroughForm(page, { name: 'Ibrahima Fall', password: 'Thiakry-Lait-Caille-26' });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion/);

  await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(form.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const [, code] = await readMail(email, /\b(\d{6})\b/);
  await form.getByLabel('Code reçu par e-mail').fill('000000' === code ? '111111' : '000000');
  await form.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(form.getByRole('alert')).toContainText('Code incorrect ou expiré');

  await form.getByLabel('Code reçu par e-mail').fill(code!);
  await form.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');
});

test('recover a forgotten password from the e-mailed link', async ({ page }) => {
  const email = await signUpThroughForm(page, { name: 'Aminata Sow', password: 'Ndambe-Pain-Matin-25' });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const [link] = await readMail(email, /http:\/\/localhost:\d+\/mot-de-passe-oublie\?jeton=[\w-]+/);
  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Bissap-Gingembre-Frais-29');
  await page.getByLabel('Confirmez le mot de passe').fill('Bissap-Gingembre-Frais-29');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  await page.goto(link!); // the link served once
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Un-Essai-Tardif-30');
  await page.getByLabel('Confirmez le mot de passe').fill('Encore-Un-Essai-Tardif-30');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien n’est plus valable');
});
