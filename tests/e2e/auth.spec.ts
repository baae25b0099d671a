import { randomBytes } from 'node:crypto';
import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { comeFromOwnAddress, signUpThroughForm, verifyFromMail } from './helpers';
import { copiedTexts, inFacebookApp, setInApp } from './in-app';
import { readMail } from './mail-sink';

/** What the person's authenticator app shows, `stepsAhead` periods of 30 s from now. */
const totp = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
}

test('a new account waits for its e-mail: no session and no gift before the link, then 30 credits', async ({ page }) => {
  await comeFromOwnAddress(page);
  const email = `moussa.${randomBytes(4).toString('hex')}@exemple.ml`;
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom').fill('Moussa Keita');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill('Tiguadege-Na-Bamako-26');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toContainText(`Nous avons envoyé un lien de confirmation à ${email}`);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

  // Signing in before confirming explains why, and sends the link again only after a minute.
  await signInWithPassword(page, email, 'Tiguadege-Na-Bamako-26');
  await expect(page.getByRole('alert')).toContainText('Confirmez d’abord votre adresse e-mail');

  await verifyFromMail(page, email);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');
});

test('enable the second factor in Facebook’s app, then sign in with a TOTP code, and with a recovery code', async ({ page }) => {
  const password = 'Kedjenou-Poulet-Abidjan-27';
  const email = await signUpThroughForm(page, { name: 'Adjoua Konan', password, domain: 'exemple.ci' });
  await inFacebookApp(page);
  await page.goto('/espace');
  const mfa = page.getByRole('region', { name: 'Double authentification' });
  await mfa.getByRole('button', { name: 'Activer la double authentification' }).click();
  await expect(mfa.getByRole('img', { name: 'QR code à scanner avec votre application d’authentification' })).toBeVisible();
  const secret = (await mfa.getByTestId('mfa-secret').textContent())!;

  await mfa.getByLabel('Code à 6 chiffres de l’application').fill(totp(secret) === '000000' ? '111111' : '000000');
  await mfa.getByRole('button', { name: 'Confirmer et activer' }).click();
  await expect(mfa.getByRole('alert')).toContainText('Code incorrect');
  await mfa.getByLabel('Code à 6 chiffres de l’application').fill(totp(secret));
  await mfa.getByRole('button', { name: 'Confirmer et activer' }).click();
  const codes = mfa.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!;
  // A file cannot download in the app: the codes are copied instead…
  await expect(mfa.getByRole('link', { name: 'Télécharger (.txt)' })).toHaveCount(0);
  await mfa.getByRole('button', { name: 'Copier les codes' }).click();
  await expect(mfa.getByRole('status')).toHaveText('Codes copiés.');
  const [copied] = await copiedTexts(page);
  for (const code of await codes.allTextContents()) expect(copied).toContain(code);
  // …and where the clipboard is refused, they wait in a field, selected, to copy by hand.
  await setInApp(page, { __clipboardWorks: false });
  await mfa.getByRole('button', { name: 'Copier les codes' }).click();
  const field = mfa.getByRole('textbox', { name: 'Vos codes de secours, à copier' });
  await expect(field).toHaveValue(copied!);
  expect(await field.evaluate((f: HTMLTextAreaElement) => f.selectionEnd - f.selectionStart)).toBe(copied!.length);
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 375, height: 812 });
    await mfa.screenshot({ path: 'test-results/in-app-screens/codes-375.png' });
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  await mfa.getByRole('button', { name: 'J’ai noté mes codes' }).click();
  await expect(mfa).toContainText('Codes de secours restants : 10 sur 10.');
  await expect(mfa.getByTestId('recovery-codes')).toHaveCount(0); // shown once only
  const [notice] = await readMail(email, /La double authentification a été activée/);
  expect(notice).toBeTruthy();

  // The password alone no longer opens a session: the code step comes first.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // Signed out for real before signing in again (on a loaded machine the sign-out can still be in flight).
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  await signInWithPassword(page, email, password);
  await expect(page).toHaveURL(/\/connexion\?etape=mfa/);
  await expect(page.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  await page.goto('/espace');
  await expect(page.getByText('Connectez-vous pour voir votre espace.')).toBeVisible();
  await page.goBack();
  // The code of the next 30-second step: the enrolment code cannot be replayed.
  await page.getByLabel('Code de l’application').fill(totp(secret, 1));
  await page.getByRole('button', { name: 'Vérifier et me connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  // A lost phone: a recovery code works once, by code sign-in too.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(form.getByRole('status')).toBeVisible();
  const [, code] = await readMail(email, /\b(\d{6})\b/);
  await form.getByLabel('Code reçu par e-mail').fill(code!);
  await form.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(page).toHaveURL(/\/connexion\?etape=mfa/);
  await page.getByRole('button', { name: /utiliser un code de secours/ }).click();
  await page.getByLabel('Code de secours').fill(recovery);
  await page.getByRole('button', { name: 'Vérifier et me connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await page.goto('/espace');
  await expect(page.getByRole('region', { name: 'Double authentification' })).toContainText('Codes de secours restants : 9 sur 10.');
});

test('sign in with a 6-digit code received by e-mail (over SMTP)', async ({ page }) => {
  const email = await signUpThroughForm(page, { name: 'Ibrahima Fall', password: 'Thiakry-Lait-Caille-26' });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion/);

  await page.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByRole('button', { name: 'Envoyer le code' }).click();
  await expect(form.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const [, code] = await readMail(email, /\b(\d{6})\b/);
  await form.getByLabel('Code reçu par e-mail').fill('000000' === code ? '111111' : '000000');
  await form.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(form.getByRole('alert')).toContainText('Code incorrect ou expiré');

  await form.getByLabel('Code reçu par e-mail').fill(code!);
  await form.getByRole('button', { name: 'Se connecter avec le code' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');
});

test('recover a forgotten password from the e-mailed link', async ({ page }) => {
  const email = await signUpThroughForm(page, { name: 'Aminata Sow', password: 'Ndambe-Pain-Matin-25' });
  await page.getByRole('button', { name: 'Se déconnecter' }).click();

  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
  await expect(page).toHaveURL(/\/mot-de-passe-oublie$/);
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('status')).toContainText('Si un compte existe pour cette adresse');

  const [link] = await readMail(email, /http:\/\/localhost:\d+\/mot-de-passe-oublie\?jeton=[\w-]+/);
  await page.goto(link!);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Bissap-Gingembre-Frais-29');
  await page.getByLabel('Confirmez le mot de passe').fill('Bissap-Gingembre-Frais-29');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  await page.goto(link!); // the link served once
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('Encore-Un-Essai-Tardif-30');
  await page.getByLabel('Confirmez le mot de passe').fill('Encore-Un-Essai-Tardif-30');
  await page.getByRole('button', { name: 'Enregistrer et me connecter' }).click();
  await expect(page.getByRole('alert')).toContainText('Ce lien n’est plus valable');
});

test('a gateway failure (502, 503, 504) is retried with backoff, so the page still shows its data', async ({ page }) => {
  await signUpThroughForm(page, { name: 'Kouassi Yao', password: 'Alloco-Banane-Plantain-28', domain: 'exemple.ci' });
  const failures = [502, 503, 504];
  const seen: number[] = [];
  // The proxy in front of the app hiccups on the first three loads of the device list.
  await page.route('**/api/trpc/**', async (route) => {
    if (!route.request().url().includes('auth.sessions')) return route.continue();
    seen.push(Date.now());
    const status = failures.shift();
    if (status) return route.fulfill({ status, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });
    return route.continue();
  });
  await page.goto('/espace');
  await expect(page.getByTestId('sessions')).toContainText('Cet appareil', { timeout: 15_000 });
  expect(seen).toHaveLength(4);
  // Waits grow between attempts (backoff), rather than hammering a struggling server.
  const gaps = seen.slice(1).map((t, i) => t - seen[i]!);
  expect(gaps[2]!).toBeGreaterThan(gaps[0]!);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('session events reach the other tabs: signing out in one signs all of them out at once', async ({ page, context }) => {
  await signUpThroughForm(page, { name: 'Seydou Traore', password: 'Fonio-Arachide-Sikasso-26', domain: 'exemple.ml' });
  const other = await context.newPage();
  await other.goto('/espace');
  await expect(other.getByTestId('account-balance')).toHaveText('30 crédits disponibles');
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  // No reload in the other tab: it hears SIGNED_OUT and asks the server again.
  await expect(other.getByText('Connectez-vous pour voir votre espace.')).toBeVisible();
  await expect(other.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
});

test('coming back from a refused Google consent shows why, in French, and no Google button without credentials', async ({ page }) => {
  await page.goto('/connexion?erreur=google_refuse');
  await expect(page.getByRole('alert')).toHaveText('Connexion avec Google annulée : vous n’avez pas donné votre accord. Réessayez, ou connectez-vous autrement.');
  await page.goto('/connexion?erreur=google_etat');
  await expect(page.getByRole('alert')).toContainText('La connexion avec Google a expiré');
  await expect(page.getByRole('link', { name: 'Continuer avec Google' })).toHaveCount(0); // this server has no GOOGLE_CLIENT_ID
});

test('when the account gets too many password attempts, the page offers « Recevoir un code par e-mail », which sends a code to the address typed', async ({ page }) => {
  const email = `assiegee.${randomBytes(4).toString('hex')}@exemple.sn`;
  // The server's answer past the account's turns, as auth.signIn sends it (tests/integration/owner-way-in.test.ts brings it about for real).
  const turnsFull = { message: 'password turns full for this account', code: -32029, data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'auth.signIn', appCode: 'PASSWORD_TURNS_FULL' } };
  await page.route(/\/api\/trpc\/auth\.signIn\?/, (route) => route.fulfill({ status: 429, contentType: 'application/json', body: JSON.stringify([{ error: turnsFull }]) }));
  await signInWithPassword(page, email, 'Le-Bon-Mot-De-Passe-26');
  const form = page.getByRole('form', { name: 'Se connecter' });
  await expect(form.getByRole('alert')).toContainText('votre mot de passe n’a pas été vérifié');

  const asked = page.waitForRequest(/\/api\/trpc\/auth\.requestCode\?/);
  await form.getByRole('button', { name: 'Recevoir un code par e-mail' }).click();
  expect(JSON.stringify((await asked).postDataJSON())).toContain(email);
  await expect(form.getByRole('status')).toContainText('Si un compte existe pour cette adresse');
  await expect(form.getByLabel('Adresse e-mail')).toHaveValue(email);
  await expect(form.getByLabel('Code reçu par e-mail')).toBeVisible();
});
