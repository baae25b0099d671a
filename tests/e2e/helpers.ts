import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { validPhotosLabel } from '../../shared/digitalme';
import { readMail } from './mail-sink';

/**
 * Creates an account through the real /connexion form, opens the verification link from the e-mail
 * the SMTP server received, confirms, and lands in the studio; returns the e-mail used.
 */
export async function signUpThroughForm(page: Page, person: { name: string; password: string; domain?: string }): Promise<string> {
  const email = newAddress(person);
  await comeFromOwnAddress(page);
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom').fill(person.name);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(person.password);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Vérifiez votre boîte mail' })).toContainText(email);
  await verifyFromMail(page, email);
  return email;
}

/** A fresh e-mail address made of the person's name, unique to this run. */
function newAddress(person: { name: string; domain?: string }): string {
  const local = person.name.normalize('NFD').replace(/\p{M}/gu, '').replace(/[^A-Za-z]+/g, '.').replace(/^\.+|\.+$/g, '').toLowerCase();
  return `${local}.${randomBytes(4).toString('hex')}@${person.domain ?? 'exemple.sn'}`;
}

/**
 * For the tests about what comes after signing up: the account is created and its address confirmed
 * by the calls the form and the confirmation page make (auth.signUp, then auth.verifyEmail with the
 * `jeton` of the e-mail the SMTP server received), without drawing those pages; the browser holds the
 * session and the page is left where it was, for the test to open the page it is about. Signing up
 * through the pages themselves is tested in auth.spec.ts, studio.spec.ts and the other callers of
 * signUpThroughForm. Returns the e-mail used.
 */
export async function signUpThroughApi(page: Page, person: { name: string; password: string; domain?: string }): Promise<string> {
  const email = newAddress(person);
  const from = await comeFromOwnAddress(page);
  const headers = { 'content-type': 'application/json', 'x-minialab-request': '1', 'x-forwarded-for': from };
  const signUp = await page.request.post('/api/trpc/auth.signUp', { headers, data: { name: person.name, email, password: person.password } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const [, token] = await readMail(email, /verifier-email\?jeton=([\w-]+)/);
  const verified = await page.request.post('/api/trpc/auth.verifyEmail', { headers, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  expect(((await verified.json()) as { result: { data: { status: string } } }).result.data.status).toBe('signed_in');
  return email;
}

/**
 * Each new person comes from their own address (the app trusts X-Forwarded-For from its loopback
 * proxy), as real users do: the per-IP sign-up limit is not what these tests are about.
 */
export async function comeFromOwnAddress(page: Page): Promise<string> {
  const address = `10.${randomBytes(3).join('.')}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
  return address;
}

/** Opens the newest verification link sent to `email` and confirms the address. */
export async function verifyFromMail(page: Page, email: string, landsOn: RegExp = /\/studio$/): Promise<void> {
  const [link] = await readMail(email, /http:\/\/localhost:\d+\/verifier-email\?jeton=[\w-]+/);
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await expect(page).toHaveURL(landsOn);
}

/** A tRPC query as the signed-in page would make it (its cookies), answered with its data. */
export async function apiGet<T>(page: Page, procedure: string, input: unknown): Promise<T> {
  const res = await page.request.get(`/api/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(input))}`);
  expect(res.ok(), `${procedure} answers`).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/** The id of the thumbnail the studio shows, read from its « Télécharger » link. */
export async function currentThumbnailId(page: Page): Promise<string> {
  const href = await page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger', exact: true }).getAttribute('href');
  const id = /thumbnails\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  expect(id, 'the download link names the thumbnail').toBeTruthy();
  return id!;
}

/** Formats an amount like the app (narrow no-break spaces), for finding the sandbox's « Payer … » button. */
const xofText = (n: number) => new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF' }).format(n);

/** The signed-in user subscribes to Premium through /tarifs and the sandbox checkout, as a real buyer does. */
export async function becomePremium(page: Page): Promise<void> {
  await subscribeInSandbox(page, 'Premium', 19680);
}

/** The signed-in user subscribes to a plan through /tarifs and the sandbox checkout. */
export async function subscribeInSandbox(page: Page, plan: 'Starter' | 'Premium' | 'Master', priceXof: number): Promise<void> {
  await page.goto('/tarifs');
  await page.getByRole('button', { name: `S’abonner au forfait ${plan}` }).click();
  await expect(page).toHaveURL(/\/paiement\/test\/sbx_/);
  await page.getByRole('button', { name: `Payer ${xofText(priceXof)}` }).click();
  await expect(page.getByTestId('order-plan')).toContainText(`Forfait ${plan} actif jusqu’au`);
}

/**
 * The e2e DigitalMe set: real photos of one person that the set's checks accept together, and the
 * e2e minimum (playwright.config.ts DIGITALME_MIN_PHOTOS) is their number. Jesper's three photos each
 * pass on their own, but together they sit too near the identity limit to rely on (playwright.config.ts says why).
 */
export const DIGITALME_E2E_PHOTOS = ['jesper.jpg'].map((name) => `tests/fixtures/photos/${name}`);

/**
 * Gives the signed-in user a ready DigitalMe quickly, for the tests that need one (« Moi »,
 * Face Swap): Premium through the sandbox, then the consent, the photos and the build through the
 * /espace section itself, waiting for « Votre DigitalMe est prêt ». Leaves the page on /espace.
 */
export async function readyDigitalMe(page: Page): Promise<void> {
  await becomePremium(page);
  await page.goto('/espace#digitalme');
  const section = page.locator('#digitalme');
  await section.getByRole('checkbox').check();
  await section.getByRole('button', { name: 'J’accepte et je continue' }).click();
  await section.getByTestId('digitalme-files').setInputFiles(DIGITALME_E2E_PHOTOS);
  await expect(section.getByTestId('digitalme-count')).toContainText(validPhotosLabel(DIGITALME_E2E_PHOTOS.length, DIGITALME_E2E_PHOTOS.length), { timeout: 60_000 });
  await section.getByRole('button', { name: 'Créer mon DigitalMe' }).click();
  await expect(section.getByTestId('digitalme-ready')).toContainText('Votre DigitalMe est prêt', { timeout: 60_000 });
}

/**
 * The browser's own dialogs as WhatsApp's, Instagram's or Facebook's in-app browser often treats them:
 * `confirm` answers « no », `alert` and `prompt` show nothing, without a word. From the next page
 * loaded on; returns what the page asked of them since it loaded (nothing, when every question is ours).
 */
export async function muteBrowserDialogs(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    (window as unknown as { __browserDialogs: string[] }).__browserDialogs = asked;
    window.confirm = (message?: string) => {
      asked.push(`confirm: ${message}`);
      return false;
    };
    window.alert = (message?: unknown) => void asked.push(`alert: ${String(message)}`);
    window.prompt = (message?: string) => {
      asked.push(`prompt: ${message}`);
      return null;
    };
  });
  return () => page.evaluate(() => (window as unknown as { __browserDialogs?: string[] }).__browserDialogs ?? []);
}
