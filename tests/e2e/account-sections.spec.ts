import { expect, test } from '@playwright/test';
import { signUpThroughForm } from './helpers';

const password = 'Thieboudienne-Rufisque-2026';

test('Mon espace: each section is a tab with its own address, and the credit ledger reads in French', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Mariama Diallo', password });
  await page.goto('/espace');
  const nav = page.getByRole('navigation', { name: 'Sections de Mon espace' });
  const tabs = ['Mes miniatures', 'Abonnement', 'Factures', 'DigitalMe', 'Compte', 'Confidentialité', 'Support'];
  await expect(nav.getByRole('link')).toHaveText(tabs);

  // Each tab's address opens its section in view, and marks the tab current.
  for (const [name, id] of [['Factures', 'factures'], ['Compte', 'compte'], ['Abonnement', 'abonnement']] as const) {
    await nav.getByRole('link', { name }).click();
    await expect(page).toHaveURL(new RegExp(`/espace#${id}$`));
    await expect(page.locator(`#${id}`)).toBeInViewport();
    await expect(nav.getByRole('link', { name })).toHaveAttribute('aria-current', 'location');
  }
  // An address from elsewhere (an e-mail, the header's « Mon forfait ») lands on its section too.
  await page.goto('/');
  await page.goto('/espace#compte');
  await expect(page.locator('#compte').getByRole('heading', { name: 'Mon compte' })).toBeInViewport();

  // The ledger: the sign-up gift, with its validity.
  await page.goto('/espace#abonnement');
  const ledger = page.getByTestId('ledger');
  await expect(ledger.getByTestId('ledger-row')).toHaveCount(1);
  await expect(ledger.getByTestId('ledger-row').first()).toContainText('Crédits offerts à l’inscription');
  await expect(ledger.getByTestId('ledger-row').first()).toContainText('+30');
  await expect(ledger.getByTestId('ledger-row').first()).toContainText('valables jusqu’au');

  if (process.env.SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/espace#abonnement');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/espace-${width}.png` });
    }
  }
});
