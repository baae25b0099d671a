import { expect, test } from './live-page';
import { readMail } from './mail-sink';
import { signUpThroughApi } from './helpers';

const password = 'Yassa-Poulet-Ziguinchor-2026';

test('Supprimer mon compte: what goes and what stays, the word typed, then the account cannot sign in again', async ({ page }) => {
  const email = await signUpThroughApi(page, { name: 'Coumba Gueye', password });
  await page.goto('/espace#confidentialite');
  const section = page.locator('#confidentialite');
  await expect(section.getByRole('heading', { name: 'Confidentialité' })).toBeInViewport();
  await section.getByRole('button', { name: 'Supprimer mon compte…' }).click();
  await expect(section.getByText('Seront supprimés : votre compte et vos sessions, 0 miniature')).toBeVisible();
  await expect(section.getByText('Aucune facture n’est attachée à votre compte')).toBeVisible();
  const submit = section.getByRole('button', { name: 'Supprimer définitivement mon compte' });
  await section.getByLabel('Votre mot de passe').fill('pas-le-bon-mot-de-passe');
  await expect(submit).toBeDisabled();
  await section.getByLabel('Tapez SUPPRIMER pour confirmer').fill('supprimer');
  await submit.click();
  await expect(section.getByRole('alert')).toHaveText('Mot de passe incorrect.');

  if (process.env.SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.screenshot({ path: `${process.env.SCREENSHOTS}/close-${width}.png` });
    }
  }
  await section.getByLabel('Votre mot de passe').fill(password);
  await submit.click();
  await expect(page).toHaveURL(/\/connexion\?compte=supprime$/);
  await expect(page.getByTestId('account-closed')).toContainText('Votre compte a été supprimé');
  const [mail] = await readMail(email, /Supprimés aussitôt[^\n]*/);
  expect(mail).toContain('votre compte et vos sessions');

  // The address and password no longer open anything.
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion/);
  await page.goto('/espace');
  await expect(page.getByText('Connectez-vous pour voir votre espace.')).toBeVisible();
});
