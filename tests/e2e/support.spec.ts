import { expect, test } from './live-page';
import { signUpThroughApi } from './helpers';

test('Support from Mon espace: a request with a French error first, then sent and listed awaiting its answer', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Oumou Sangaré', password: 'Wassoulou-Bamako-Mali-2026' });
  await page.goto('/espace#support');
  const form = page.getByRole('form', { name: 'Support' });
  await form.getByLabel('Objet').fill('Crédits');
  await form.getByLabel('Votre message').fill('Aidez-moi');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(form.getByRole('alert')).toContainText('au moins 10 caractères');
  await form.getByLabel('Votre message').fill('Mes crédits offerts ne s’affichent pas dans le studio.');
  await form.getByRole('button', { name: 'Envoyer ma demande' }).click();
  await expect(form.getByRole('status')).toContainText(/Demande DEM-[0-9A-F]{8} envoyée/);
  const list = page.getByTestId('support-requests');
  await expect(list).toContainText('Crédits');
  await expect(list).toContainText('En attente de réponse');
});
