import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './helpers';

/**
 * What makes the public pages fast on a phone, checked by what the browser downloads and runs rather
 * than by timings: a signed-out visitor gets the islands runtime, not the whole app, and no island is
 * hydrated until the visitor reaches for it (the speed figures themselves are printed by `npm run bench`).
 */

/** Compressed bytes of JavaScript fetched before the load event, and in all (island code included). */
async function javascriptBytes(page: Page) {
  return page.evaluate(() => {
    const loadedAt = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd;
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => new URL(e.name).pathname.endsWith('.js'));
    const sum = (list: PerformanceResourceTiming[]) => list.reduce((total, e) => total + e.encodedBodySize, 0);
    return { beforeLoad: sum(scripts.filter((e) => e.startTime < loadedAt)), total: sum(scripts) };
  });
}

const hydratedIslands = (page: Page) =>
  page.locator('minia-island').evaluateAll((islands) => islands.filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))).map((el) => el.getAttribute('data-island')));

// Measured: about 3.4 KB before load on every public page; about 90 KB in all with the islands' code
// (React and the Radix parts), against about 145 KB for the whole app, which these pages loaded before.
const BEFORE_LOAD_BUDGET = 8 * 1024;
const TOTAL_BUDGET = 100 * 1024;

for (const path of ['/', '/tarifs', '/cgv']) {
  test(`a signed-out visitor of ${path} downloads the islands runtime, not the app, and runs no React while the page loads`, async ({ page }) => {
    await page.goto(path);
    expect(await hydratedIslands(page)).toEqual([]);
    // Once loaded, the page adds hints for its islands' code (if it has islands) and fetches them.
    if ((await page.locator('minia-island').count()) > 0) await expect(page.locator('head link[rel="prefetch"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    const bytes = await javascriptBytes(page);
    expect(bytes.beforeLoad).toBeLessThanOrEqual(BEFORE_LOAD_BUDGET);
    expect(bytes.total).toBeLessThanOrEqual(path === '/cgv' ? BEFORE_LOAD_BUDGET : TOTAL_BUDGET);
    expect(await hydratedIslands(page)).toEqual([]);
  });
}

test('an island wakes alone, when the visitor reaches for it', async ({ page }) => {
  await page.goto('/');
  const tip = page.getByRole('button', { name: 'À quoi servent les crédits ?' }).first();
  await tip.hover();
  await expect(page.getByRole('tooltip')).toContainText('Une génération coûte 10 crédits', { timeout: 5000 });
  expect(await hydratedIslands(page)).toEqual(['infoTip']);
});

test('a signed-in visitor gets the whole app on the same pages, with the header of their session', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Fatou Ndiaye', password: 'Yassa-Poulet-Dakar-2026' });
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/src="\/assets\/index-[\w-]+\.js"/);
  expect(html).not.toContain('/assets/islands-');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Mon espace' })).toBeVisible();
  expect(errors).toEqual([]); // the islands' boxes hydrate like the rest of the page
  await expect(page.locator('minia-island').first()).toBeAttached();
  // The whole app hydrates the page at once: no island is a root of its own.
  expect(await hydratedIslands(page)).toEqual([]);
  await nav.getByRole('link', { name: 'Studio' }).click();
  await expect(page).toHaveURL(/\/studio$/);
});

test('a creator’s phone opens /studio with its first reads in the page, and fetches the fonts of « Ma marque » only when their list nears the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signUpThroughApi(page, { name: 'Awa Sarr', password: 'Yassa-Poulet-Kaolack-2026' });
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto('/studio');
  await page.waitForLoadState('networkidle');
  // The balance, the plan, « Ma marque » and the history came with the HTML: only the live stream is opened.
  expect(asked.filter((p) => p.startsWith('/api/trpc/') && p !== '/api/trpc/auth.events')).toEqual([]);
  // About 500 KB of faces a phone would fetch for a list far below the form.
  expect(asked.filter((p) => p.startsWith('/fonts/'))).toEqual([]);
  const fonts = page.getByRole('group', { name: 'Police du titre' });
  await fonts.scrollIntoViewIfNeeded();
  // Each name is then shown in its own face.
  await expect
    .poll(() => page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, '')).sort()))
    .toEqual(['Anton', 'Archivo Black', 'Fredoka', 'Inter', 'Montserrat', 'Oswald', 'Russo One']);
  expect(asked.filter((p) => p.startsWith('/fonts/'))).toHaveLength(7);
});
