import { randomBytes } from 'node:crypto';
import { expect, test } from './live-page';
import { signUpThroughApi } from './helpers';
import { readMail } from './mail-sink';

const password = 'Thiakry-Vanille-Louga-2026';

test('Compte: a new e-mail address, confirmed from the link mailed to it, shows in every open tab', async ({ page, context }) => {
  const email = await signUpThroughApi(page, { name: 'Mariama Diallo', password });
  const next = `mariama.nouvelle.${randomBytes(4).toString('hex')}@exemple.sn`;
  const other = await context.newPage();
  await other.goto('/espace#compte');
  await expect(other.getByTestId('account-email')).toHaveText(email);

  await page.goto('/espace#compte');
  const form = page.getByRole('form', { name: 'Adresse e-mail' });
  await expect(form.getByTestId('account-email')).toHaveText(email);
  await form.getByLabel('Nouvelle adresse e-mail').fill(next);
  await form.getByLabel('Mot de passe actuel').fill('pas-le-bon-du-tout');
  await form.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(form.getByRole('alert')).toContainText('Mot de passe incorrect.');
  await form.getByLabel('Mot de passe actuel').fill(password);
  await form.getByRole('button', { name: 'Recevoir le lien de confirmation' }).click();
  await expect(form.getByRole('status')).toContainText(`Un lien de confirmation vient d’être envoyé à ${next}`);
  // Nothing changes before the link is opened; the current address is told of the request.
  await expect(form.getByTestId('account-email')).toHaveText(email);
  const [notice] = await readMail(email, /a été demandé pour votre compte [^\n]+/);
  expect(notice).toContain(next);

  const [link] = await readMail(next, /http:\/\/localhost:\d+\/confirmer-email\?jeton=[\w-]+/);
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Confirmer ma nouvelle adresse e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(page.getByRole('status')).toContainText(`l’adresse de votre compte est désormais ${next}`);

  // The tab left open shows it without a reload (the « user updated » event), and so does « Compte ».
  await expect(other.getByTestId('account-email')).toHaveText(next, { timeout: 10_000 });
  await page.getByRole('link', { name: 'Aller à mon espace' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(next);
  const [changed] = await readMail(email, /est passée de [^\n]+/);
  expect(changed).toContain(next);

  // The link works once.
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirmer ma nouvelle adresse' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien de changement d’adresse n’est plus valable');
});
