import { expect, test } from '@playwright/test';
import { becomePremium, signUpThroughForm } from './helpers';

test('« Résilier » in Mon espace: confirmed first, the plan stays until its paid end, and the résiliation can be taken back', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Mariama Bâ', password: 'Une-si-longue-lettre-1979' });
  await becomePremium(page);
  await page.goto('/espace#abonnement');
  const plan = page.locator('#forfait');
  await expect(plan.getByTestId('subscription-status')).toContainText('Premium');
  // The first answer is « no »: nothing changes.
  page.once('dialog', (dialog) => void dialog.dismiss());
  await plan.getByRole('button', { name: 'Résilier mon abonnement' }).click();
  await expect(plan.getByRole('button', { name: 'Résilier mon abonnement' })).toBeVisible();
  let asked = '';
  page.once('dialog', (dialog) => {
    asked = dialog.message();
    void dialog.accept();
  });
  await plan.getByRole('button', { name: 'Résilier mon abonnement' }).click();
  await expect(plan).toContainText('Résiliation enregistrée : votre forfait reste actif jusqu’au');
  expect(asked).toContain('Aucun remboursement n’est effectué pour la période en cours.');
  // Still Premium until then, in every tab and after a reload.
  await page.reload();
  await expect(plan.getByTestId('subscription-status')).toContainText('Premium');
  await plan.getByRole('button', { name: 'Annuler la résiliation' }).click();
  await expect(plan.getByRole('button', { name: 'Résilier mon abonnement' })).toBeVisible();
  await expect(plan).not.toContainText('Résiliation enregistrée');
});
