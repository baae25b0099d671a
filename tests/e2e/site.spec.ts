import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, holdPageCode, test } from './live-page';
import type { Page } from '@playwright/test';
import { COMING_SOON, FEATURE_STATUS, type Feature } from '../../shared/features';
import { TEST_EDITOR } from '../fixtures/editor';
import { comeFromOwnAddress, signUpThroughApi, verifyFromMail } from './helpers';

const PAGES: Array<{ path: string; heading: RegExp }> = [
  { path: '/', heading: /miniatures YouTube qui donnent envie de cliquer/ },
  { path: '/tarifs', heading: /Nos forfaits/ },
  { path: '/studio', heading: /Réglages/ },
  { path: '/connexion', heading: /Se connecter/ },
  { path: '/mot-de-passe-oublie', heading: /Mot de passe oublié/ },
  // Opened without an order, it says so: never « Paiement confirmé » for nothing.
  { path: '/success', heading: /Aucun paiement à afficher/ },
  { path: '/cancel', heading: /Paiement annulé/ },
  { path: '/cgv', heading: /Conditions générales de vente/ },
  { path: '/cgu', heading: /Conditions générales d’utilisation/ },
  { path: '/confidentialite', heading: /Politique de confidentialité/ },
];

/** Formats like the app (narrow no-break spaces), for comparing displayed amounts. */
const xof = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' }).format(n);

/** How far the page scrolls sideways once the window is `width` px wide (reading the width lays the page out anew). */
async function overflowAt(page: Page, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 800 });
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

const signUp = (page: Page) => signUpThroughApi(page, { name: 'Koffi Abidjan', password: 'Garba-Attieke-2026', domain: 'exemple.ci' });

test.describe('every public page', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} is served with its content in the first HTML, then works in the browser`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<html lang="fr">/);
      expect(html).toMatch(/<title>[^<]+MiniaLab|MiniaLab[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\//);
      expect(html).toMatch(/<meta property="og:image" content="[^"]+\/og-image\.jpg"/);
      // Server-rendered: the page's own heading is inside the app root before any JavaScript runs.
      const root = html.slice(html.indexOf('<div id="root">'));
      const headings = [...root.matchAll(/<h[12][^>]*>(.*?)<\/h[12]>/gs)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
      expect(headings.some((h) => heading.test(h))).toBe(true);

      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('no page scrolls sideways from 320 px to 1440 px', async ({ page }) => {
    // Each page loads once and is resized in place (the layout follows, as when a phone turns).
    for (const { path } of PAGES) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      for (const width of [320, 375, 768, 1280, 1440]) expect(await overflowAt(page, width), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('the landing page', () => {
  test('sections come in the spec order, and screenshots at 375 and 1280 px are kept', async ({ page }, testInfo) => {
    await page.goto('/');
    const order = await page.locator('main h2').allTextContents();
    const index = (re: RegExp) => order.findIndex((t) => re.test(t));
    const expected = [/point de départ/, /Mettez-vous en scène/, /MGX3/, /être cliqué/, /type de chaîne/, /Ils créent/, /forfaits en F CFA/, /Questions fréquentes/, /prochaine miniature/];
    const positions = expected.map(index);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.getByTestId('marquee-row')).toHaveCount(2);
    for (const row of await page.getByTestId('marquee-row').all()) await expect(row.locator('img:not([alt=""])')).toHaveCount(3);

    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      // Scroll through once so the lazy images are in the picture, then keep it as an artefact.
      for (let y = 0; y < 12_000; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForLoadState('networkidle');
      const body = await page.screenshot({ fullPage: true, path: testInfo.outputPath(`landing-${width}.png`) });
      await testInfo.attach(`landing-${width}.png`, { body, contentType: 'image/png' });
    }
  });

  test('the stats band arrives with numbers in the first HTML (counted in the database: see the integration test)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(/data-testid="stat-creations">\d[\d\u202f\u00a0]*</);
    expect(html).toMatch(/data-testid="stat-creators">\d[\d\u202f\u00a0]*</);
  });

  test('showcase tabs: one selected, click and arrow keys move between them', async ({ page }) => {
    await page.goto('/');
    const step1 = page.getByRole('tablist', { name: 'Choisissez votre point de départ' });
    await expect(step1.getByRole('tab', { name: 'Titre' })).toHaveAttribute('aria-selected', 'true');
    await expect(step1.getByRole('tab', { selected: true })).toHaveCount(1);
    const step2 = page.getByRole('tablist', { name: 'Mettez-vous en scène' });
    await expect(step2.getByRole('tab', { name: 'DigitalMe' })).toHaveAttribute('aria-selected', 'true');

    await step1.getByRole('tab', { name: 'Prompt' }).click();
    await expect(step1.getByRole('tab', { name: 'Prompt' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Décrivez l’ambiance' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(step1.getByRole('tab', { name: 'Ajout image' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Réservé au style Gaming')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(step1.getByRole('tab', { name: 'Prompt' })).toHaveAttribute('aria-selected', 'true');
    await expect(step1.getByRole('tab', { selected: true })).toHaveCount(1);

    // DigitalMe and Face Swap show a drawn person, said on the picture to be an illustration (DECISIONS).
    await expect(page.getByRole('tabpanel', { name: 'DigitalMe' }).getByText('Exemple illustré', { exact: true })).toBeVisible();
    await step2.getByRole('tab', { name: 'Face Swap' }).click();
    const swap = page.getByRole('tabpanel', { name: 'Face Swap' });
    await expect(swap.getByText('Exemple illustré', { exact: true })).toBeVisible();
    await expect(swap.getByText('Avant', { exact: true })).toBeVisible();
    await expect(swap.getByText('Après', { exact: true })).toBeVisible();
    await expect(swap.locator('img')).toHaveCount(2);
  });

  test('FAQ accordion: one open at a time, and collapsible, by mouse and keyboard', async ({ page }) => {
    await page.goto('/#faq');
    const items = page.locator('#faq details');
    await expect(items).toHaveCount(5);
    const q1 = page.locator('#faq summary').filter({ hasText: 'Combien de temps' });
    const q2 = page.locator('#faq summary').filter({ hasText: 'reportés au mois suivant' });
    await q1.click();
    await expect(page.getByText('est quasi instantanée', { exact: false })).toBeVisible();
    await q2.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('ne sont pas reportés automatiquement', { exact: false })).toBeVisible();
    await expect(page.getByText('est quasi instantanée', { exact: false })).toBeHidden();
    await expect(page.locator('#faq details[open]')).toHaveCount(1);
    await q2.click();
    await expect(page.locator('#faq details[open]')).toHaveCount(0);
  });

  test('tooltips open after 700 ms on hover or focus and close on Escape, leave and click', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'À quoi servent les crédits ?' }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.hover();
    await page.waitForTimeout(450);
    await expect(page.getByRole('tooltip')).toHaveCount(0); // not yet: the delay is 700 ms
    await expect(page.getByRole('tooltip')).toContainText('Une génération coûte 10 crédits', { timeout: 3000 });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await page.mouse.move(0, 0);
    await trigger.focus();
    await expect(page.getByRole('tooltip')).toContainText('Une génération coûte 10 crédits', { timeout: 3000 });
    await trigger.blur();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await trigger.hover();
    await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 3000 });
    await trigger.click();
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await page.mouse.move(0, 0);
    await trigger.hover();
    await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 3000 });
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + 300, box.y + 250, { steps: 8 }); // the pointer leaves, away from the tip
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    await trigger.hover();
    await expect(page.getByRole('tooltip')).toBeVisible({ timeout: 3000 });
    await page.evaluate(() => window.scrollBy(0, 200));
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('on a touch screen, a tap toggles a tooltip', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'À quoi servent les crédits ?' }).first();
    await trigger.scrollIntoViewIfNeeded();
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toContainText('Une génération coûte 10 crédits');
    await trigger.tap();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await context.close();
  });

  test('the hero strip can be paused (WCAG 2.2.2)', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Mettre en pause le défilement' });
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Relancer le défilement' })).toHaveAttribute('aria-pressed', 'true');
    await page.mouse.move(0, 0);
    const state = await page.getByTestId('marquee-row').first().evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(state).toBe('paused');
  });

  test('anchors scroll to their sections, also when the page is opened with the hash', async ({ page }) => {
    for (const id of ['guide', 'avis', 'tarifs', 'faq']) {
      await page.goto(`/#${id}`);
      await expect(page.locator(`#${id}`)).toBeInViewport();
    }
    await page.goto('/tarifs');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Avis' }).click();
    await expect(page).toHaveURL(/\/#avis$/);
    await expect(page.locator('#avis')).toBeInViewport();
    await expect(page.locator('#avis')).toBeFocused(); // the next Tab continues inside the section
  });

  test('a keyboard user can skip the header', async ({ page }) => {
    await page.goto('/tarifs');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('odd spellings of a page address move to the one canonical address', async ({ request }) => {
    for (const [from, to] of [['/TARIFS', '/tarifs'], ['/tarifs/', '/tarifs'], ['/Tarifs?plan=PREMIUM', '/tarifs?plan=PREMIUM'], ['/index.html', '/']] as const) {
      const res = await request.get(from, { maxRedirects: 0 });
      expect([from, res.status(), res.headers().location]).toEqual([from, 301, to]);
    }
  });

  test('the JSON-LD product offers come from the catalogue (Starter 9840 XOF first)', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const json = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(.+?)<\/script>/)![1]!);
    expect(json['@type']).toBe('Product');
    expect(json.offers.map((o: { price: number; priceCurrency: string }) => [o.price, o.priceCurrency])).toEqual([
      [9840, 'XOF'],
      [19680, 'XOF'],
      [45920, 'XOF'],
    ]);
  });
});

test.describe('links go where the spec says', () => {
  test('header, footer and calls to action', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Guide' })).toHaveAttribute('href', '/#guide');
    await expect(nav.getByRole('link', { name: 'Avis' })).toHaveAttribute('href', '/#avis');
    await expect(nav.getByRole('link', { name: 'Prix' })).toHaveAttribute('href', '/tarifs');
    await expect(nav.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/connexion');
    await expect(nav.getByRole('link', { name: 'S’abonner' })).toHaveAttribute('href', '/tarifs');
    await expect(page.getByRole('link', { name: 'Accueil MiniaLab' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'S’inscrire Maintenant' })).toHaveAttribute('href', '/tarifs');
    await expect(page.getByRole('link', { name: 'Démarrer maintenant' })).toHaveCount(2);
    for (const link of await page.getByRole('link', { name: 'Démarrer maintenant' }).all()) await expect(link).toHaveAttribute('href', '/tarifs');
    await expect(page.getByRole('link', { name: 'Démarre Maintenant' })).toHaveAttribute('href', '/tarifs');
    await expect(page.getByRole('link', { name: 'Commencer maintenant' })).toHaveAttribute('href', '/tarifs');
    for (const link of await page.locator('#tarifs').getByRole('link', { name: /S’abonner/ }).all()) await expect(link).toHaveAttribute('href', '/tarifs');
    // No rating is configured on this server: none is shown, and no review count ever.
    await expect(page.getByRole('link', { name: /Voir les avis/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'MiniaLab en chiffres' })).not.toContainText('/ 5');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:support@minialab.sn');
    await expect(footer.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/confidentialite');
    await expect(footer.getByRole('link', { name: 'CGU' })).toHaveAttribute('href', '/cgu');
    await expect(footer.getByRole('link', { name: 'CGV' })).toHaveAttribute('href', '/cgv');
    await expect(footer.getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link')).toHaveCount(4);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} MiniaLab`);

    await page.getByRole('link', { name: 'S’inscrire Maintenant' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nos forfaits');
    await page.getByRole('contentinfo').getByRole('link', { name: 'CGV' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conditions générales de vente');
  });

  test('a second link clicked while the first page is still loading is the one that opens', async ({ page }) => {
    // The /tarifs page's code is held back: the visitor changes their mind before it arrives.
    const release = await holdPageCode(page, 'PricingPage');
    await page.goto('/');
    await page.getByRole('link', { name: 'S’inscrire Maintenant' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'CGV' }).click();
    release();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Conditions générales de vente');
    await expect(page).toHaveURL(/\/cgv$/);
    // Back goes to the page asked first, then home.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Nos forfaits');
  });

  test('on a phone, the menu button opens the navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Prix' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Prix' })).toBeVisible();
    await nav.getByRole('link', { name: 'Prix' }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
  });

  test('the development outbox does not exist in production', async ({ request }) => {
    expect((await request.get('/dev/outbox')).status()).toBe(404);
  });

  test('robots.txt and sitemap.xml list the public pages', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http:\/\/localhost:\d+\/sitemap\.xml/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/tarifs', '/cgv', '/cgu', '/confidentialite']) expect(sitemap).toContain(`${path}</loc>`);
    expect(sitemap).not.toContain('/espace');
  });
});

test.describe('subscribing from /tarifs', () => {
  test('a visitor is sent to sign in and comes back to the chosen plan, then reaches the sandbox checkout at the catalogue price', async ({ page }) => {
    await comeFromOwnAddress(page);
    await page.goto('/tarifs');
    await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
    await expect(page).toHaveURL(/\/connexion\?suivant=%2Ftarifs%3Fplan%3DPREMIUM/);
    const form = page.getByRole('form', { name: 'Créer un compte' });
    await form.getByLabel('Nom').fill('Mariam Bamako');
    const email = `mariam.${randomBytes(4).toString('hex')}@exemple.ml`;
    await form.getByLabel('Adresse e-mail').fill(email);
    await form.getByLabel('Mot de passe').fill('Tiguadege-Na-2026');
    await form.getByRole('button', { name: 'Créer mon compte' }).click();
    // The e-mailed link, opened in this browser, comes back to the chosen plan.
    await verifyFromMail(page, email, /\/tarifs\?plan=PREMIUM$/);
    await expect(page.getByText('Vous avez choisi le forfait Premium')).toBeVisible();
    await expect(page.getByRole('button', { name: 'S’abonner au forfait Premium' })).toBeFocused();

    // The default provider is the sandbox gateway: its « Mode test » page, at the catalogue's price.
    await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
    await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(/^19\s680\sF\sCFA$/);
  });

  test('a click on « S’abonner » while the page’s code is still loading is not lost', async ({ page }) => {
    await signUp(page);
    // The signed-in /tarifs is hydrated by the app; its page code is held back, as on a slow phone connection.
    const release = await holdPageCode(page, 'PricingPage');
    await page.goto('/tarifs', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
    release();
    await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(/^19\s680\sF\sCFA$/);
  });

  test('a payment url sends the browser there; no url shows « Lien de paiement »; a failure shows « Erreur paiement »', async ({ page }) => {
    await signUp(page);
    await page.goto('/tarifs');
    // The client's side of each outcome; the real gateways are exercised in billing.spec.ts and the integration tests.
    await page.route('**/api/trpc/checkout.create**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: { url: '/success' } } }]) }),
    );
    await page.getByRole('button', { name: 'S’abonner au forfait Starter' }).click();
    await expect(page).toHaveURL(/\/success$/);
    await expect(page.getByRole('heading', { name: 'Aucun paiement à afficher' })).toBeVisible();

    // PAYMENT_PROVIDER=none answers without a url (tested on the server in billing-none.test.ts).
    await page.goto('/tarifs');
    await page.unroute('**/api/trpc/checkout.create**');
    await page.route('**/api/trpc/checkout.create**', (route) =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify([{ result: { data: { url: null, orderId: null } } }]) }),
    );
    await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Lien de paiement' })).toContainText('mode test');

    await page.goto('/tarifs');
    await page.unroute('**/api/trpc/checkout.create**');
    await page.route('**/api/trpc/checkout.create**', (route) => route.abort('failed'));
    await page.getByRole('button', { name: 'S’abonner au forfait Master' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Erreur paiement' });
    await expect(alert).toContainText('Impossible de créer le lien de paiement.');
  });
});

const FEATURES = Object.keys(FEATURE_STATUS) as Feature[];
/** The landing showcase's tabs that sell a feature of their own. */
const TAB_FEATURE: Partial<Record<string, Feature>> = { 'Ajout image': 'image_upload', DigitalMe: 'digitalme', 'Face Swap': 'faceswap', Modification: 'modification' };

test.describe('honest pages', () => {
  test('every feature sold but not built is marked « Bientôt disponible » on /, /tarifs and in the FAQ; built ones are not', async ({ page }) => {
    for (const path of ['/', '/tarifs']) {
      await page.goto(path);
      const cards = page.locator('.plans');
      for (const feature of FEATURES) {
        const lines = cards.locator(`[data-feature="${feature}"]`);
        await expect(lines, `${path} ${feature}`).toHaveCount(3);
        for (const line of await lines.all()) {
          if (FEATURE_STATUS[feature].available) await expect(line, `${path} ${feature}`).not.toContainText(COMING_SOON);
          else await expect(line, `${path} ${feature}`).toContainText(COMING_SOON);
        }
      }
    }
    await page.goto('/');
    for (const tab of ['Titre', 'Prompt', 'Ajout image', 'DigitalMe', 'Face Swap', 'Modification']) {
      const trigger = page.getByRole('tab', { name: tab });
      if (FEATURE_STATUS[TAB_FEATURE[tab] ?? 'generation'].available) await expect(trigger).not.toContainText(COMING_SOON);
      else await expect(trigger).toContainText(COMING_SOON);
    }
    await expect(page.locator('.mgx3')).toContainText('Votre logo dans les miniatures');
    await expect(page.locator('.mgx3')).not.toContainText(COMING_SOON);
    const faq = page.locator('#faq');
    await faq.locator('summary').filter({ hasText: 'Combien de temps' }).click();
    await expect(faq.locator('[data-feature="digitalme"]').first()).not.toContainText(COMING_SOON);
    await expect(faq.locator('[data-feature="modification"]').first()).not.toContainText(COMING_SOON);
    await faq.locator('summary').filter({ hasText: 'acheter des crédits' }).click();
    await expect(faq).toContainText(`100 crédits pour ${xof(5900)}, 200 crédits pour ${xof(10900)} ou 300 crédits pour ${xof(14900)}`);
  });

  test('the legal pages name the configured editor, with no « exemple » marker in production', async ({ page }) => {
    await page.goto('/cgv');
    await expect(page.locator('.legal__facts')).toContainText(TEST_EDITOR.EDITOR_NAME);
    await expect(page.locator('.legal__facts')).toContainText(TEST_EDITOR.EDITOR_RCCM);
    await expect(page.getByTestId('editor-example')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText('SUARL');
  });

  test('/success says only what is true: no order, or signed out', async ({ page }) => {
    await page.goto('/success');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aucun paiement à afficher');
    await page.goto('/success?commande=1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Connectez-vous pour voir votre paiement');
    await expect(page.getByRole('link', { name: 'Se connecter' }).last()).toHaveAttribute('href', /suivant=%2Fsuccess%3Fcommande%3D1a2b3c4d/);
  });
});

test.describe('what a phone shows', () => {
  test('the stats, the pause button, the credits tip and the social icons stay in place from 320 to 1280 px', async ({ page }) => {
    for (const width of [320, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      // Every figure of the stats band fits inside its cell (« 1280×720 » overflowed at 375 px).
      for (const cell of await page.locator('.stats__list > div').all()) {
        const fits = await cell.evaluate((el) => {
          const dd = el.querySelector('dd')!;
          const box = el.getBoundingClientRect();
          const value = dd.getBoundingClientRect();
          return dd.scrollWidth <= dd.clientWidth + 1 && value.left >= box.left - 1 && value.right <= box.right + 1;
        });
        expect(fits, `stats cell at ${width}px`).toBe(true);
      }
      // The pause button is entirely inside the strip, and nothing fades or clips it.
      const toggle = page.getByRole('button', { name: 'Mettre en pause le défilement' });
      const shown = await toggle.evaluate((button) => {
        const strip = button.closest('.marquee')!.getBoundingClientRect();
        const box = button.getBoundingClientRect();
        let masked = false;
        for (let el: Element | null = button; el; el = el.parentElement) if (getComputedStyle(el).maskImage !== 'none') masked = true;
        return !masked && box.left >= strip.left && box.right <= strip.right && box.top >= strip.top && box.bottom <= strip.bottom && box.right <= document.documentElement.clientWidth;
      });
      expect(shown, `pause button at ${width}px`).toBe(true);
      // The « i » of each plan card sits on the line of the credits it explains, not alone on a line.
      for (const credits of await page.getByTestId('plan-credits').all()) {
        const tip = credits.getByRole('button', { name: 'À quoi servent les crédits ?' });
        const [line, i] = [(await credits.boundingBox())!, (await tip.boundingBox())!];
        expect(i.x, `tip after the credits at ${width}px`).toBeGreaterThan(line.x + 60);
        expect(Math.abs(i.y + i.height / 2 - (line.y + line.height / 2)), `tip on the credits line at ${width}px`).toBeLessThan(12);
      }
      // The four social icons on one row.
      const tops = await page.getByRole('list', { name: 'Réseaux sociaux' }).getByRole('link').evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
      expect(new Set(tops).size, `social icons at ${width}px`).toBe(1);
    }
    // At 1280 px the hero uses its right half: the strip sits beside the words, not under them.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    const words = (await page.locator('.hero__text').boundingBox())!;
    const strip = (await page.locator('.marquee').boundingBox())!;
    expect(strip.x).toBeGreaterThanOrEqual(words.x + words.width - 1);
    expect(strip.y).toBeLessThan(words.y + words.height);
  });

  test('signed in with a plan and invoices: no page scrolls sideways from 320 px, « Mon forfait » replaces « S’abonner », the credits dialog fits a 375×667 phone', async ({ page }) => {
    await signUp(page);
    await page.goto('/tarifs');
    await page.getByRole('button', { name: 'S’abonner au forfait Premium' }).click();
    await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
    // The checkout says what the plan gives today.
    await expect(page.getByTestId('plan-today')).toContainText('Export 4K');
    await expect(page.getByTestId('plan-today')).toContainText('FaceSwap');
    await expect(page.getByTestId('plan-today')).not.toContainText(COMING_SOON);
    await page.getByRole('button', { name: `Payer ${xof(19680)}` }).click();
    await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible();
    const success = new URL(page.url());
    await expect(page.getByTestId('order-reference')).toHaveText(/Référence de commande\s:\sCMD-[0-9A-F]{8}$/);

    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Mon forfait' })).toHaveAttribute('href', '/espace#abonnement');
    await expect(nav.getByRole('link', { name: 'S’abonner' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Gérer mon abonnement' })).toHaveAttribute('href', '/espace#abonnement');
    await expect(page.getByRole('link', { name: 'S’inscrire Maintenant' })).toHaveCount(0);

    for (const path of ['/studio', '/espace', `${success.pathname}${success.search}`, '/', '/tarifs']) {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      if (path === '/espace') await expect(page.getByTestId('invoices').getByRole('row').filter({ hasText: /ML-\d{4}-\d{6}/ })).toHaveCount(1);
      for (const width of [320, 375, 768, 1280]) expect(await overflowAt(page, width), `${path} at ${width}px`).toBeLessThanOrEqual(0);
    }

    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto('/studio');
    await page.getByRole('button', { name: 'Acheter des crédits' }).click();
    const dialog = page.getByRole('dialog', { name: 'Acheter des crédits' });
    await expect(dialog).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeInViewport({ ratio: 1 });
    // The plans in it are buttons that start their checkout.
    const master = dialog.getByRole('button', { name: 'Choisir le forfait Master' });
    await master.scrollIntoViewIfNeeded();
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeInViewport({ ratio: 1 });
    await master.click();
    await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
    await expect(page.getByTestId('sandbox-amount')).toHaveText(xof(45920));
  });
});

test('a page that fails to load shows « Unexpected Application Error! » with its message, header intact', async ({ page }) => {
  await page.goto('/tarifs');
  // A deploy while the tab was open: the page's code is gone from the server.
  await page.route(/\/assets\/CgvPage-[^/]+\.js/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.getByRole('contentinfo').getByRole('link', { name: 'CGV' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.locator('.route-error')).not.toBeEmpty();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Accueil MiniaLab' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Recharger la page' })).toBeVisible();
});

test('an unknown page: status 404, French page, path logged on the server', async ({ page, request }) => {
  const res = await request.get('/pas-une-vraie-page');
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('Oups');
  await page.goto('/pas-une-vraie-page');
  await expect(page.getByRole('heading', { name: /Oups/ })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
});
