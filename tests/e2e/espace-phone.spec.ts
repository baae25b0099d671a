import { expect, test } from './live-page';
import type { Locator, Page } from '@playwright/test';
import { signUpThroughApi } from './helpers';

/**
 * /espace on a phone (issue 34): a creator with 30 thumbnails finds « Mes crédits » on the first
 * screen, the history a page of 12 at a time (« Voir plus », never loading by itself under the
 * thumb), ledger lines of two lines at most, a skeleton while a section's data is on its way, and
 * a section that fails says so with « Réessayer » while the others show their content.
 */
const password = 'Thiakry-Tambacounda-2026';
const TITLES = ['Recette du thiéboudienne de Saint-Louis en famille', 'Le marché de Sandaga à l’aube, avant les grandes chaleurs', 'Trois astuces'];
const THUMBNAILS = 30;
const headers = { 'content-type': 'application/json', 'x-minialab-request': '1' };

async function call<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.post(`/api/trpc/${procedure}`, { headers, data: input });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

async function status(page: Page, id: string): Promise<string> {
  const res = await page.request.get(`/api/trpc/studio.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
  return ((await res.json()) as { result: { data: { status: string } } }).result.data.status;
}

/** The request of one procedure asked alone (a batch's address names all its procedures). */
const aloneAt = (procedure: string) => (url: URL) => url.pathname === `/api/trpc/${procedure}`;
const alone = { ledger: aloneAt('account.ledger'), overview: aloneAt('billing.overview') };

/** How many lines of text a box takes on screen: its text's line boxes, those less than half a line apart counted as one. */
function linesOf(box: Locator): Promise<number> {
  return box.evaluate((el) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 0 && r.height > 0) tops.push(r.top);
    }
    const half = Number.parseFloat(getComputedStyle(el).lineHeight) / 2;
    return tops.sort((x, y) => x - y).filter((top, i, all) => i === 0 || top - all[i - 1]! > half).length;
  });
}

test('/espace at 375 px: credits first, 12 thumbnails a page, two-line ledger rows, skeletons, and one failing section alone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughApi(page, { name: 'Khady Espace', password });
  // Three generations (the sign-up gift's three, three lines in the ledger under it), then copies, which are free, up to 30 thumbnails.
  const made = [];
  for (const title of TITLES) made.push(await call<{ id: string }>(page, 'studio.generate', { title }));
  for (const { id } of made) await expect.poll(() => status(page, id), { timeout: 30_000, intervals: [100] }).toBe('ready');
  // One chain of copies per original: copies of one original, all at once, would queue on its row's lock.
  const copies = (THUMBNAILS - TITLES.length) / made.length;
  await Promise.all(
    made.map(async ({ id }) => {
      for (let i = 0; i < copies; i++) await call(page, 'studio.duplicate', { id });
    }),
  );

  // One load of the page. The ledger's answer is held back, and the plan's fails (500, its own request only): the
  // ledger shows its skeleton, about the size of its rows, the plan and the invoices their error with « Réessayer »,
  // and every other section its content meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(alone.ledger, async (route) => {
    await held;
    await route.continue();
  });
  const failure = { error: { message: 'Internal error', code: -32603, data: { code: 'INTERNAL_SERVER_ERROR', httpStatus: 500, appCode: 'INTERNAL' } } };
  await page.route(alone.overview, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(failure) }),
  );
  const historyPages: string[] = [];
  page.on('request', (r) => void (r.url().includes('studio.history') && r.url().includes('cursor') ? historyPages.push(r.url()) : null));
  await page.goto('/espace');
  const ledger = page.locator('#mouvements');
  const plan = page.locator('#forfait');
  const mine = page.getByRole('region', { name: 'Mes miniatures' });
  await expect(ledger).toHaveAttribute('aria-busy', 'true');
  await expect(ledger.getByTestId('skeleton')).toHaveText('Chargement de vos mouvements de crédits…');
  await expect(plan.getByRole('alert')).toContainText('Une erreur inattendue est survenue.');
  await expect(page.locator('#factures').getByRole('alert')).toContainText('Une erreur inattendue est survenue.');
  await expect(page.getByTestId('account-balance')).toHaveText('0 crédit disponible');
  await expect(mine.getByTestId('history-card')).toHaveCount(12);
  await expect(page.getByTestId('sessions')).toBeVisible();
  await expect(ledger, 'the ledger is still on its way meanwhile').toHaveAttribute('aria-busy', 'true', { timeout: 1 });
  const shapeRow = (await ledger.locator('.skeleton__row').first().boundingBox())!.height;
  release();
  const rows = ledger.getByTestId('ledger-row');
  await expect(rows).toHaveCount(4);
  await expect(ledger).not.toHaveAttribute('aria-busy', 'true');
  await expect(ledger.getByTestId('skeleton')).toHaveCount(0);
  // The skeleton's rows were the height of the real ones: the page below does not jump when they arrive.
  expect(Math.abs((await rows.first().boundingBox())!.height - shapeRow)).toBeLessThanOrEqual(4);
  // « Réessayer » once the server answers again: the plan and the invoices (one query) come back.
  await page.unroute(alone.overview);
  await plan.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('subscription-status')).toContainText('Vous n’avez pas de forfait en cours.');
  await expect(page.locator('#factures')).toContainText('Aucune facture pour l’instant.');
  await expect(plan.getByRole('alert')).toHaveCount(0);

  // What a creator opens /espace for comes first: « Mes crédits » on the first screen, the history after the plan.
  const top = (name: string) => page.getByRole('heading', { name, exact: true }).evaluate((h) => h.getBoundingClientRect().top + window.scrollY);
  expect(await top('Mes crédits')).toBeLessThan(812);
  expect(await top('Mes miniatures')).toBeGreaterThan(await top('Mon abonnement'));
  // A page of 12 cards is a few screens, not a dozen: a card is a row under a quarter of the screen (a picture the screen's width was 340 px).
  const cardHeights = await mine.getByTestId('history-card').evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height));
  expect(Math.max(...cardHeights)).toBeLessThan(812 / 4);

  // Each ledger line on two lines at most: the day and the amount, then what it was (cut when too long).
  for (const row of await rows.all()) expect(await linesOf(row), await row.innerText()).toBeLessThanOrEqual(2);
  await expect(rows.first().locator('time')).toHaveText(/^\d{1,2} [a-zéû]+\.?, \d{2}:\d{2}$/);

  // Scrolling to the bottom does not pull the next page under the thumb; « Voir plus » does.
  await page.evaluate(
    () => new Promise((done) => (window.scrollTo(0, document.documentElement.scrollHeight), requestAnimationFrame(() => requestAnimationFrame(done)))),
  );
  await expect(mine.getByTestId('history-card')).toHaveCount(12);
  expect(historyPages).toEqual([]);
  await mine.getByRole('button', { name: 'Voir plus' }).click();
  await expect(mine.getByTestId('history-card')).toHaveCount(24);
  await mine.getByRole('button', { name: 'Voir plus' }).click();
  await expect(mine.getByTestId('history-card')).toHaveCount(THUMBNAILS);
  await expect(mine.getByRole('button', { name: 'Voir plus' })).toHaveCount(0);
});
