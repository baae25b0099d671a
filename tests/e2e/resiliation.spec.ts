import { expect, test } from '@playwright/test';
import { becomePremium, muteBrowserDialogs, signUpThroughForm } from './helpers';

test('« Résilier » in Mon espace: asked in our own dialog, the plan stays until its paid end, and the résiliation can be taken back', async ({ page }) => {
  const browserDialogs = await muteBrowserDialogs(page);
  await signUpThroughForm(page, { name: 'Mariama Bâ', password: 'Une-si-longue-lettre-1979' });
  await becomePremium(page);
  await page.goto('/espace#abonnement');
  const plan = page.locator('#forfait');
  await expect(plan.getByTestId('subscription-status')).toContainText('Premium');
  // The first answer is « no »: nothing changes.
  await plan.getByRole('button', { name: 'Résilier mon abonnement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Résilier votre abonnement ?' });
  await expect(dialog).toContainText('Aucun remboursement n’est effectué pour la période en cours.');
  if (process.env.SCREENSHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/resilier-375.png` });
  }
  await dialog.getByRole('button', { name: 'Garder mon abonnement' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plan).not.toContainText('Résiliation enregistrée');
  // Then « Résilier », through our dialog, although the browser's confirm says no.
  await plan.getByRole('button', { name: 'Résilier mon abonnement' }).click();
  await dialog.getByRole('button', { name: 'Résilier', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(plan).toContainText('Résiliation enregistrée : votre forfait reste actif jusqu’au');
  expect(await browserDialogs()).toEqual([]);
  // Still Premium until then, in every tab and after a reload.
  await page.reload();
  await expect(plan.getByTestId('subscription-status')).toContainText('Premium');
  await plan.getByRole('button', { name: 'Annuler la résiliation' }).click();
  await expect(plan.getByRole('button', { name: 'Résilier mon abonnement' })).toBeVisible();
  await expect(plan).not.toContainText('Résiliation enregistrée');
});
