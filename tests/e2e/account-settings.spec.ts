import { expect, test } from './live-page';
import { signUpThroughApi } from './helpers';

const password = 'Pastels-Poisson-Mbour-2026';
const next = 'Bissap-Gingembre-Thies-2027';

test('Compte: a new name reaches another open tab without a reload; a new password signs in, the old one no longer', async ({ page, context }) => {
  const email = await signUpThroughApi(page, { name: 'Seynabou Ka', password });
  const other = await context.newPage();
  await other.goto('/studio');
  await expect(other.getByRole('navigation').getByRole('link', { name: 'Mon espace' })).toBeVisible();

  await page.goto('/espace#compte');
  const account = page.locator('#compte');
  await account.getByLabel('Nom').fill('Seynabou Ka Ndiaye');
  await account.getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(account.getByRole('status')).toContainText('Nom enregistré');
  // The other tab, left alone, shows the new name once the event arrives.
  await other.goto('/espace#compte');
  await expect(other.locator('#compte').getByLabel('Nom')).toHaveValue('Seynabou Ka Ndiaye');
  await page.goto('/espace#compte');
  await other.locator('#compte').getByLabel('Nom').fill('Seynabou K. Ndiaye');
  await other.locator('#compte').getByRole('button', { name: 'Enregistrer le nom' }).click();
  await expect(page.locator('#compte').getByLabel('Nom')).toHaveValue('Seynabou K. Ndiaye', { timeout: 10_000 });

  // The password: the current one is asked.
  const form = page.getByRole('form', { name: 'Mot de passe' });
  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon-du-tout');
  await form.getByLabel('Nouveau mot de passe').fill(next);
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByRole('alert')).toContainText('Mot de passe incorrect.');
  await form.getByLabel('Mot de passe actuel').fill(password);
  await form.getByLabel('Déconnecter mes autres appareils').check();
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByRole('status')).toContainText('Mot de passe changé.');

  // Signed out, the old password is refused and the new one signs in.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.goto('/connexion');
  const signIn = page.getByRole('form', { name: 'Se connecter' });
  await signIn.getByLabel('Adresse e-mail').fill(email);
  await signIn.getByLabel('Mot de passe').fill(password);
  await signIn.getByRole('button', { name: 'Se connecter' }).click();
  await expect(signIn.getByRole('alert')).toBeVisible();
  await signIn.getByLabel('Mot de passe').fill(next);
  await signIn.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
});
