import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import { signUpThroughApi } from './helpers';

/**
 * What a creator on a phone pays in data after « Générer » (the figures themselves, time and bytes
 * over 30 titles, are printed by `npm run bench -- apercu`): the preview is the design drawn in the
 * page, so the HD file is fetched when it is downloaded and not before, the small WebP picture at
 * most once, and the history is not read again for each generation.
 */

const password = 'Mafe-Poulet-Bamako-2026';

/** Every address the page asks for, in order. */
function recordRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => seen.push(new URL(request.url()).pathname + new URL(request.url()).search));
  return seen;
}

async function generate(page: Page, title: string): Promise<void> {
  await page.getByLabel('Titre principal').fill(title);
  await page.getByRole('button', { name: /^Générer/ }).click();
  const preview = page.getByTestId('studio-preview');
  await expect(preview.getByTestId('preview-canvas')).toHaveAttribute('aria-label', new RegExp(title), { timeout: 30_000 });
  await expect(preview.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect(preview.getByRole('link', { name: 'Télécharger', exact: true })).toBeVisible({ timeout: 30_000 });
}

test('after « Générer » the page draws the design itself: no HD file before a download, each small picture once, the history not read again', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 }); // the history's cards are in view
  await signUpThroughApi(page, { name: 'Aminata Traoré', password });
  await page.goto('/studio');
  await page.waitForLoadState('networkidle'); // the studio's own first reads (history included) are done
  const requests = recordRequests(page);
  await generate(page, 'Le marché de Sandaga avant Noël');
  await generate(page, 'Je lance ma marque de bissap');
  const history = page.getByRole('region', { name: 'Historique' });
  // Both thumbnails are in the history, ready, from what the studio already held.
  await expect(history.getByTestId('history-item')).toHaveCount(2);
  await expect(history.getByTestId('history-item').first()).toContainText('Je lance ma marque de bissap');
  await expect(history.getByTestId('history-item').locator('img')).toHaveCount(2);
  await page.waitForLoadState('networkidle');

  const pictures = requests.filter((r) => r.startsWith('/files/thumbnails/'));
  expect(pictures.filter((r) => r.includes('.jpg')), 'no HD JPEG before a download').toEqual([]);
  const webpById = new Map<string, number>();
  for (const r of pictures.filter((p) => p.includes('.webp'))) {
    const id = /thumbnails\/([0-9a-f-]{36})/.exec(r)![1]!;
    webpById.set(id, (webpById.get(id) ?? 0) + 1);
  }
  expect([...webpById.values()].every((n) => n === 1), `each small picture once: ${pictures.join(', ')}`).toBe(true);
  expect(requests.filter((r) => r.startsWith('/api/trpc/') && r.includes('studio.history')), 'the history is not read again').toEqual([]);

  // « Télécharger » fetches the HD file, then.
  const download = page.waitForEvent('download');
  await page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger', exact: true }).click();
  expect((await download).url()).toMatch(/\/files\/thumbnails\/[0-9a-f-]{36}\.jpg\?download=1$/);
});

test('a preview is marked drawn only once the page’s fonts are in; until then the small picture stands in, and the HD file is never fetched', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Seydou Keïta', password });
  // A phone on a slow network: the fonts arrive long after the thumbnail is ready.
  // One face (another part of the page's, say) arrives later still: the mark waits for every font of the page.
  await page.route('**/fonts/**', async (route) => {
    await new Promise((r) => setTimeout(r, route.request().url().includes('lente') ? 5000 : 2500));
    await route.continue();
  });
  await page.goto('/studio');
  const requests = recordRequests(page);
  await page.evaluate(() => {
    const face = new FontFace('Lettrage Lent', 'url(/fonts/Fredoka_700Bold.ttf?lente=1)');
    document.fonts.add(face);
    void face.load();
    const w = window as unknown as { __atDrawn: { status: string; loading: number } | null; __standIn: boolean };
    w.__atDrawn = null;
    w.__standIn = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="preview-image"]')) w.__standIn = true;
      const canvas = document.querySelector('[data-testid="preview-canvas"][data-drawn="true"]');
      if (canvas && !w.__atDrawn) w.__atDrawn = { status: document.fonts.status, loading: [...document.fonts].filter((f) => f.status === 'loading').length };
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByLabel('Titre principal').fill('Nuit blanche pour réviser le bac');
  await page.getByRole('button', { name: /^Générer/ }).click();
  // Ready before the fonts are in: the server's small picture shows meanwhile, not the HD file.
  await expect(page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger', exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  const atDrawn = await page.evaluate(() => (window as unknown as { __atDrawn: { status: string; loading: number } }).__atDrawn);
  expect(atDrawn).toEqual({ status: 'loaded', loading: 0 });
  expect(await page.evaluate(() => (window as unknown as { __standIn: boolean }).__standIn), 'the small picture stood in').toBe(true);
  await expect(page.getByTestId('preview-image')).toHaveCount(0); // the canvas took its place
  const pictures = requests.filter((r) => r.startsWith('/files/thumbnails/'));
  expect(pictures.filter((r) => r.includes('.jpg'))).toEqual([]);
  expect(pictures.filter((r) => r.includes('.webp'))).toHaveLength(1);
});
