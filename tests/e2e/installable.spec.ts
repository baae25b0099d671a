import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { FONT_FILES } from '../../shared/engine/render/fonts';
import { pageOfPath } from '../../shared/routes';
import { signUpThroughApi } from './helpers';

/**
 * The studio as an installable web app (issue 34): a French manifest whose icons are real PNGs, a
 * service worker that keeps the build's files, the fonts and the pictograms drawn, and nothing of a
 * person (no page, no API answer, no private file) after a signed-in session, and a French page
 * when a page cannot be reached.
 */
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 740 } });

const password = 'Fataya-Mbour-Hivernage-2026';

test('every page links the French manifest, whose icons are PNGs of their stated sizes', async ({ request }) => {
  // The manifest, the theme colour and the iOS icon are in the shell every rendered page is made of.
  for (const address of ['/', '/studio']) {
    const html = await (await request.get(address)).text();
    expect(html, address).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html, address).toContain('<meta name="theme-color" content="#0b0d12" />');
    expect(html, address).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  }

  const res = await request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await res.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(manifest).toMatchObject({ name: 'MiniaLab', short_name: 'MiniaLab', lang: 'fr', start_url: '/studio', scope: '/', display: 'standalone', theme_color: '#0b0d12', background_color: '#0b0d12' });
  expect(manifest.description).toContain('miniatures YouTube');

  const icons = [...manifest.icons, { src: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png', purpose: 'apple' }];
  expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable', '180x180 apple']);
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toBe('image/png');
    const meta = await sharp(await file.body()).metadata();
    expect(`${meta.format} ${meta.width}x${meta.height}`, icon.src).toBe(`png ${icon.sizes}`);
  }
  // A launcher cuts a maskable icon to its own shape and keeps the centre circle of 80 % whole: the
  // logo's field reaches every edge, and its white letter stays inside that circle.
  const maskable = await sharp(await (await request.get('/icons/icon-maskable-512.png')).body()).ensureAlpha().raw().toBuffer();
  let letterOutside = 0;
  let transparent = 0;
  for (let y = 0; y < 512; y++) {
    for (let x = 0; x < 512; x++) {
      const i = (y * 512 + x) * 4;
      if (maskable[i + 3]! < 255) transparent++;
      const white = maskable[i]! > 200 && maskable[i + 1]! > 200 && maskable[i + 2]! > 200;
      if (white && Math.hypot(x + 0.5 - 256, y + 0.5 - 256) > 0.4 * 512) letterOutside++;
    }
  }
  expect({ letterOutside, transparent }).toEqual({ letterOutside: 0, transparent: 0 });
});

/** Every cache of the page's origin: its name, then each key's address and what its answer is. */
async function cacheContents(page: Page): Promise<Record<string, Array<{ url: string; type: string }>>> {
  return page.evaluate(async () => {
    const out: Record<string, Array<{ url: string; type: string }>> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      out[name] = await Promise.all((await cache.keys()).map(async (key) => ({ url: key.url, type: (await cache.match(key))?.headers.get('content-type') ?? '' })));
    }
    return out;
  });
}

test('the worker controls the studio, which Chromium finds installable; after a signed-in session the caches hold only the build, the fonts and a pictogram; offline, a page is the French offline page', async ({ page, context, baseURL }) => {
  // A cache an older build left: the new worker deletes it when it takes over. Made once, before it.
  await page.addInitScript(() => {
    if (navigator.serviceWorker.controller || sessionStorage.getItem('ancien-cache')) return;
    sessionStorage.setItem('ancien-cache', '1');
    void caches.open('minialab-0123456789ab').then((cache) => cache.put('/assets/ancien.js', new Response('// ancien')));
  });
  const uncaught: string[] = [];
  page.on('pageerror', (err) => uncaught.push(err.message));
  const email = await signUpThroughApi(page, { name: 'Ndèye Installée', password });
  await page.goto('/studio');
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(script).toBe(`${baseURL}/sw.js`);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  // Chromium's own verdict; its one objection is to the test's private window, where nothing installs.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);

  // One thumbnail, a pictogram drawn, then « Mon espace »: a session's worth of private answers.
  await page.getByLabel('Titre principal').fill('Le thiéboudienne de Mbour');
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByRole('region', { name: 'Historique' }).getByTestId('history-card').filter({ hasText: 'Prête' })).toHaveCount(1, { timeout: 45_000 });
  expect(await page.evaluate(async () => (await fetch('/pictos/minia/mafe.svg')).ok)).toBe(true);
  await page.goto('/espace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const userId = await page.evaluate(async () => ((await (await fetch('/api/trpc/auth.session')).json()) as { result: { data: { user: { id: string } } } }).result.data.user.id);

  const contents = await cacheContents(page);
  const names = Object.keys(contents);
  // One cache, named by this build (the worker served now carries the name), the older build's gone.
  expect(names).toHaveLength(1);
  const name = names[0]!;
  expect(name).toMatch(/^minialab-[0-9a-f]{12}$/);
  expect(await (await page.request.get('/sw.js')).text()).toContain(name.slice('minialab-'.length));
  const entries = contents[name]!;
  const paths = entries.map((e) => new URL(e.url).pathname);
  const leaks = entries.filter(({ url, type }) => {
    const { pathname, search, origin } = new URL(url);
    return (
      origin !== baseURL ||
      search !== '' ||
      pageOfPath(pathname) !== null ||
      /^\/(api|auth|files|factures)\//.test(pathname) ||
      url.includes(userId) ||
      url.toLowerCase().includes(email.toLowerCase()) ||
      /json|event-stream/.test(type) ||
      (type.includes('text/html') && pathname !== '/hors-ligne.html')
    );
  });
  expect(leaks).toEqual([]);
  // What it holds instead: the page's own code and style, every font, the drawn pictogram, the offline page; no source map or twin.
  const ownFiles = await page.evaluate(() => [...document.querySelectorAll('script[src], link[rel="stylesheet"]')].map((el) => new URL((el as HTMLScriptElement).src || (el as HTMLLinkElement).href).pathname));
  expect(ownFiles.length).toBeGreaterThan(0);
  expect(paths).toEqual(expect.arrayContaining([...ownFiles, ...FONT_FILES.map((f) => f.url), '/pictos/minia/mafe.svg', '/hors-ligne.html', '/hors-ligne.css']));
  expect(paths.filter((p) => /\.(map|br|gz)$/.test(p))).toEqual([]);

  // No network: a page is the French offline page, the pictogram drawn before still draws, the API does not answer.
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) refused.push(message.text());
  });
  await context.setOffline(true);
  await page.goto('/espace');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pas de connexion');
  await expect(page.getByText('Le studio a besoin d’une connexion Internet')).toBeVisible();
  await expect(page.locator('.offline__retry')).toHaveCSS('background-color', 'rgb(212, 42, 28)'); // its stylesheet came from the cache
  expect(await page.evaluate(async () => (await fetch('/pictos/minia/mafe.svg')).ok)).toBe(true);
  expect(await page.evaluate(() => fetch('/api/trpc/auth.session').then(() => 'answered', () => 'failed'))).toBe('failed');
  expect(refused).toEqual([]);

  // Back online, « Réessayer » opens the page that was asked for.
  await context.setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/espace$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Pas de connexion');
  expect(uncaught).toEqual([]);
});
