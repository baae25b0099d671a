import { randomBytes } from 'node:crypto';
import { expect, test } from './live-page';
import sharp from 'sharp';
import { comeFromOwnAddress, verifyFromMail } from './helpers';

const PORT = Number(process.env.E2E_PORT ?? 3199);
const password = 'Attieke-Poisson-Braise-2026';

/**
 * PUBLIC_URL is http://localhost:PORT in this run. A newcomer may open the app at 127.0.0.1 instead
 * (or a phone at the machine's address): every write must work there too, not only at PUBLIC_URL.
 */
for (const base of [`http://127.0.0.1:${PORT}`, `http://localhost:${PORT}`]) {
  test(`at ${base}: sign up, sign in with a password, generate and pay, all from that address`, async ({ page }) => {
    const email = `adresse.${randomBytes(4).toString('hex')}@exemple.sn`;
    await comeFromOwnAddress(page);
    await page.goto(`${base}/connexion`);
    const signUp = page.getByRole('form', { name: 'Créer un compte' });
    await signUp.getByLabel('Nom').fill('Mariam Traoré');
    await signUp.getByLabel('Adresse e-mail').fill(email);
    await signUp.getByLabel('Mot de passe').fill(password);
    await signUp.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Vérifiez votre boîte mail' })).toContainText(email);

    // The e-mailed link is always PUBLIC_URL's (never the address the form was posted to).
    await verifyFromMail(page, email);
    // Signing out on a phone, through the menu: the menu closes with the page it was opened on.
    await page.setViewportSize({ width: 375, height: 812 });
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await page.getByRole('button', { name: 'Menu' }).click();
    await nav.getByRole('button', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/connexion/);
    await expect(nav.getByRole('link', { name: 'Prix' })).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.goto(`${base}/connexion`);
    const signIn = page.getByRole('form', { name: 'Se connecter' });
    await signIn.getByLabel('Adresse e-mail').fill(email);
    await signIn.getByLabel('Mot de passe').fill(password);
    await signIn.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(`${base}/studio`);

    await page.getByLabel('Titre principal').fill('Bamako la nuit : 3 adresses');
    await page.getByRole('button', { name: 'Générer' }).click();
    await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
    await expect(page.getByTestId('balance')).toHaveText('20 crédits');
    // A file sent from this address too (its own mount, /api/upload).
    await page.goto(`${base}/espace#compte`);
    const photo = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#1e8449' } }).jpeg().toBuffer();
    await page.locator('#compte').getByTestId('avatar-file').setInputFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.locator('#compte').getByRole('status')).toContainText('Photo enregistrée');

    // A return address outside our own is refused, from this address too.
    const foreign = await page.evaluate(async () => {
      const res = await fetch('/api/trpc/checkout.create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
        body: JSON.stringify({ planId: 'STARTER', successUrl: 'https://evil.example/success', cancelUrl: 'https://evil.example/cancel' }),
      });
      return { status: res.status, body: await res.text() };
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body).toContain('BAD_RETURN_URL');

    await page.goto(`${base}/tarifs`);
    await page.getByRole('button', { name: 'S’abonner au forfait Starter' }).click();
    await expect(page).toHaveURL(new RegExp(`^${base.replace(/[.:/]/g, '\\$&')}/paiement/test/sbx_`));
    await page.getByRole('button', { name: /^Payer / }).click();
    await expect(page).toHaveURL(new RegExp(`^${base.replace(/[.:/]/g, '\\$&')}/success\\?commande=`));
    await expect(page.getByRole('heading', { name: 'Paiement confirmé' })).toBeVisible({ timeout: 20_000 });
  });
}

test('a foreign Origin and a foreign return address are still refused', async ({ request }) => {
  const signOut = await request.post(`http://127.0.0.1:${PORT}/api/trpc/auth.signOut`, {
    headers: { origin: 'https://evil.example', 'x-minialab-request': '1', 'content-type': 'application/json' },
    data: {},
  });
  expect(signOut.status()).toBe(403);
  // The request addressed to 127.0.0.1 with localhost's Origin is neither its own origin nor… it is PUBLIC_URL: allowed.
  const mixed = await request.post(`http://127.0.0.1:${PORT}/api/trpc/auth.signOut`, {
    headers: { origin: `http://localhost:${PORT}`, 'x-minialab-request': '1', 'content-type': 'application/json' },
    data: {},
  });
  expect(mixed.status()).toBe(200);
});
