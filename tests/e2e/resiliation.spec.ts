import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import { apiGet, becomePremium, muteBrowserDialogs, signUpThroughApi } from './helpers';
import { sidewaysOverflow } from './overflow';

/**
 * One Premium account, its browser's `confirm` answering « no » as in-app browsers do: « Résilier »
 * asks in our own dialog, and then the whole of Mon espace, filled with long titles, a support request
 * and a paid history, fits a phone's width in every tab.
 */
test.describe.configure({ mode: 'serial' });

/** Titles as creators write them: long, and one with a hashtag no line can break. */
const TITLES = [
  'Je teste la nouvelle manette PS5 pendant vingt-quatre heures sans dormir et voici ce qui s’est passé à la toute fin',
  'Recette du thiéboudienne de ma grand-mère #ThiéboudienneDeMaGrandMèreÀSaintLouis2026',
  'Lutte sénégalaise : le grand combat de l’année entre les champions de Pikine et de Guédiawaye, revivez chaque instant',
];

let page: Page;
let browserDialogs: () => Promise<string[]>;

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  browserDialogs = await muteBrowserDialogs(page);
  await signUpThroughApi(page, { name: 'Mariama Bâ', password: 'Une-si-longue-lettre-1979' });
  await becomePremium(page);
  // Three thumbnails render meanwhile, for Mon espace's history, ledger and support form.
  for (const title of TITLES) {
    const res = await page.request.post('/api/trpc/studio.generate', { headers: { 'content-type': 'application/json', 'x-minialab-request': '1' }, data: { title, prompt: '', style: 'pro' } });
    expect(res.status(), await res.text()).toBe(200);
  }
});

test.afterAll(async () => {
  await page.close();
});

test('« Résilier » in Mon espace: asked in our own dialog, the plan stays until its paid end, and the résiliation can be taken back', async () => {
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

test('Mon espace at 320, 360, 375 and 414 px: every tab, full of long titles, fits the screen', async () => {
  const support = await page.request.post('/api/trpc/support.send', {
    headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
    data: {
      subject: 'Ma miniature « Recette du thiéboudienne » ne se télécharge pas depuis Instagram sur mon téléphone Android',
      message: 'Bonjour, voici le lien de la vidéo : https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=12 et la miniature ne part pas.',
    },
  });
  expect(support.status(), await support.text()).toBe(200);
  // The list does not follow renders live: load the page once the three are ready.
  const ready = async () => (await apiGet<{ items: Array<{ status: string }> }>(page, 'studio.history', { limit: 30 })).items.filter((t) => t.status === 'ready').length;
  await expect.poll(ready, { timeout: 45_000 }).toBe(TITLES.length);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/espace');
  const mine = page.getByRole('region', { name: 'Mes miniatures' });
  await expect(mine.getByTestId('history-card').filter({ hasText: 'Prête' })).toHaveCount(TITLES.length);
  await expect(page.getByTestId('ledger').getByTestId('ledger-row')).toHaveCount(2 + TITLES.length);
  await expect(page.getByTestId('invoices')).toBeVisible();
  await expect(page.getByTestId('support-requests')).toContainText('ne se télécharge pas');
  await expect(page.locator('#support select option')).toHaveCount(1 + TITLES.length);

  const nav = page.getByRole('navigation', { name: 'Sections de Mon espace' });
  const tabs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => ({ name: a.textContent ?? '', id: a.getAttribute('href')!.slice(1) })));
  expect(tabs.length).toBe(8);
  // The page loads once and turns through the widths, as a phone does; every tab's section is on it.
  for (const width of [320, 360, 375, 414]) {
    await page.setViewportSize({ width, height: 800 });
    for (const tab of tabs) {
      const seen = await sidewaysOverflow(page, `#${tab.id}`);
      expect.soft(seen.past, `« ${tab.name} » at ${width} px`).toEqual([]);
      expect.soft(seen.scrollWidth, `the page at ${width} px`).toBeLessThanOrEqual(seen.clientWidth);
      if (process.env.SCREENSHOTS && width === 375) await page.locator(`#${tab.id}`).screenshot({ path: `${process.env.SCREENSHOTS}/espace-375-${tab.id}.png` });
    }
  }
  expect((await sidewaysOverflow(page)).past, 'anything else on the page').toEqual([]);
});
