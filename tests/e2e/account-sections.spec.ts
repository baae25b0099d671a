import { expect, holdPageCode, test } from './live-page';
import { signUpThroughApi } from './helpers';

const password = 'Thieboudienne-Rufisque-2026';

test('Mon espace: each section is a tab with its own address, and the credit ledger reads in French', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Mariama Diallo', password });
  // The page's code is held back, as on a slow phone: a tab tapped on the server's page before the
  // code runs is marked current once it does.
  const release = await holdPageCode(page, 'AccountPage');
  await page.goto('/espace', { waitUntil: 'domcontentloaded' });
  const nav = page.getByRole('navigation', { name: 'Sections de Mon espace' });
  await nav.getByRole('link', { name: 'Factures' }).click();
  await expect(page).toHaveURL(/\/espace#factures$/);
  release();
  await expect(nav.getByRole('link', { name: 'Factures' })).toHaveAttribute('aria-current', 'location');
  // In the order a creator comes for them: credits and plan first, then the thumbnails (issue 34).
  const tabs = ['Crédits et abonnement', 'Mes miniatures', 'Factures', 'DigitalMe', 'Équipe', 'Compte', 'Confidentialité', 'Support'];
  await expect(nav.getByRole('link')).toHaveText(tabs);

  // Each tab's address opens its section in view, and marks the tab current.
  for (const [name, id] of [['Factures', 'factures'], ['Compte', 'compte'], ['Crédits et abonnement', 'abonnement']] as const) {
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

  // Packs are bought from here too; Master's early access says what it holds, and that this account has not it.
  await page.getByRole('button', { name: 'Acheter des crédits' }).click();
  const packs = page.getByRole('dialog', { name: 'Acheter des crédits' });
  await expect(packs.getByRole('button', { name: 'Acheter le pack de 100 crédits' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('early-access')).toContainText('Aperçu YouTube');
  await expect(page.getByTestId('early-access')).toContainText('réservée à Master jusqu’au');
  // Without Master, « Équipe » says what a team is; « Confidentialité » says why there is no cookie banner.
  await expect(page.locator('#equipe')).toContainText('Avec le forfait Master, invitez jusqu’à 4 personnes');
  await expect(page.getByTestId('cookies-note')).toContainText('rien à accepter ni à refuser');

  if (process.env.SCREENSHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/espace#abonnement');
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${process.env.SCREENSHOTS}/espace-${width}.png` });
    }
  }
});
