import { randomBytes } from 'node:crypto';
import { expect, test } from './live-page';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { readMail } from './mail-sink';

/**
 * One phone, two people. Everything A leaves must be gone before B signs in on the same tab: A's
 * words below are watched for in every text, attribute and field value the page inserts from then on.
 */
const A = {
  name: 'Awa Marqueur',
  password: 'Thiakry-Saint-Louis-2026',
  support: 'Facture introuvable Ziguinchor',
  thumbnail: 'Baobab fluorescent',
  draft: 'Pirogue violette',
};
const MEMBER = { name: 'Yacine Tambacounda', password: 'Bissap-Kaffrine-Tambacounda-7' };
const B = { name: 'Bintou Suivante', password: 'Mafe-Kedougou-Sine-2026', support: 'Question de Bintou sur les styles' };
/** What B must never see: A's support subject, team member, thumbnail title and unsaved edit (with A's name and address, added once known). */
const MARKERS = [A.support, MEMBER.name, A.thumbnail, A.draft];

const post = (request: APIRequestContext, procedure: string, input: unknown) =>
  request.post(`/api/trpc/${procedure}`, { headers: { 'content-type': 'application/json', 'x-minialab-request': '1' }, data: input });

async function call<T = unknown>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const res = await post(request, procedure, input);
  expect(res.ok(), `${procedure}: ${await res.text()}`).toBe(true);
  return ((await res.json()) as { result: { data: T } }).result.data;
}

/**
 * What the sign-up form and the e-mailed link do, through the API (the forms have their own tests):
 * the context ends up signed in. Each person comes from their own address, as on their own phone.
 */
async function signUp(context: BrowserContext, person: { name: string; password: string }): Promise<string> {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `10.${randomBytes(3).join('.')}` });
  const email = `${person.name.split(' ')[0]!.toLowerCase()}.${randomBytes(4).toString('hex')}@exemple.sn`;
  await call(context.request, 'auth.signUp', { ...person, email });
  const [, token] = await readMail(email, /\/verifier-email\?jeton=([\w-]+)/);
  await call(context.request, 'auth.verifyEmail', { token });
  return email;
}

/** Master through the sandbox gateway, as its « Payer » button does; its webhook lands a moment later. */
async function becomeMaster(request: APIRequestContext, origin: string): Promise<void> {
  const { url } = await call<{ url: string }>(request, 'checkout.create', { planId: 'MASTER', successUrl: `${origin}/success`, cancelUrl: `${origin}/cancel` });
  await call(request, 'sandbox.complete', { id: /sbx_[\w-]+/.exec(url)![0], outcome: 'paid' });
}

/** From now on, records any of `markers` the page inserts: text, attributes, and values set on fields. */
async function watchFor(page: Page, markers: string[]): Promise<void> {
  await page.evaluate((wanted) => {
    const norm = (s: string) => s.normalize('NFC').toLocaleLowerCase('fr');
    const words = wanted.map(norm);
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    const check = (text: string | null | undefined, where: string) => {
      if (!text) return;
      const t = norm(text);
      for (const w of words) if (t.includes(w)) seen.push(`${w} (${where})`);
    };
    const visit = (node: Node) => {
      if (node instanceof Text) check(node.data, 'text');
      if (!(node instanceof Element)) return;
      check(node.textContent, `<${node.localName}>`);
      for (const el of [node, ...node.querySelectorAll('*')]) {
        for (const a of el.attributes) check(a.value, `${el.localName}@${a.name}`);
        if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) check(el.value, `${el.localName}.value`);
      }
    };
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'childList') r.addedNodes.forEach(visit);
        else if (r.type === 'characterData') check((r.target as Text).data, 'text');
        else if (r.type === 'attributes' && r.attributeName) check((r.target as Element).getAttribute(r.attributeName), `@${r.attributeName}`);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    // A controlled field's value is a property, not a mutation: watch its setter too.
    for (const proto of [HTMLInputElement.prototype, HTMLTextAreaElement.prototype]) {
      const value = Object.getOwnPropertyDescriptor(proto, 'value')!;
      Object.defineProperty(proto, 'value', {
        ...value,
        set(this: HTMLInputElement, v: string) {
          check(v, `${this.localName}.value`);
          value.set!.call(this, v);
        },
      });
    }
  }, markers);
}

const seenIn = (page: Page) => page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);

/** Every key and value in the tab's local and session storage. */
const storedIn = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((s) => Object.keys(s).map((k) => `${k}=${s.getItem(k)}`)).join('\n'));

test('on a shared phone the next person sees nothing of the one before, in this tab or another', async ({ page, browser, baseURL }) => {
  // A: a thumbnail, Master with a team member, and a support request. The member and B have their
  // own accounts, made on their own phones meanwhile.
  const [memberContext, bContext] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [aEmail, memberEmail, bEmail] = await Promise.all([
    signUp(page.context(), A).then(async (email) => {
      await call(page.request, 'studio.generate', { title: A.thumbnail });
      await becomeMaster(page.request, baseURL!);
      await call(page.request, 'support.send', { subject: A.support, message: 'Je ne trouve pas ma facture du mois.' });
      return email;
    }),
    signUp(memberContext, MEMBER),
    signUp(bContext, B).then(async (email) => {
      await call(bContext.request, 'support.send', { subject: B.support, message: 'Quel style pour une vidéo de cuisine ?' });
      return email;
    }),
  ]);
  await expect.poll(async () => (await post(page.request, 'teams.invite', { email: memberEmail })).ok(), { message: 'Master is active' }).toBe(true);
  const [, token] = await readMail(memberEmail, /\/espace\?equipe=([\w-]+)#equipe/);
  await call(memberContext.request, 'teams.accept', { token });
  await Promise.all([memberContext.close(), bContext.close()]);

  // Both tabs show A's personal space; the second stays there and watches from before A signs out.
  const spaceShown = async (tab: Page) => {
    await tab.goto('/espace#support');
    await expect(tab.getByTestId('support-requests')).toContainText(A.support);
    await expect(tab.getByTestId('team-members')).toContainText(MEMBER.name);
  };
  const tab2 = await page.context().newPage();
  const markers = [...MARKERS, A.name, aEmail];
  const tab2Shows = spaceShown(tab2).then(() => watchFor(tab2, markers));
  await spaceShown(page);

  // The first opens the thumbnail in the studio (in-app), types a title in the form (kept for the tab)
  // and leaves unsaved edits in the editor.
  await page.getByRole('button', { name: `Ouvrir « ${A.thumbnail} » dans le studio` }).click();
  await page.getByLabel('Titre principal').fill(A.thumbnail);
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  await editor.getByTestId('editor-layers').getByRole('button', { name: /^Titre : / }).click();
  await editor.getByTestId('editor-panel').getByLabel('Texte', { exact: true }).fill(A.draft);
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  // The draft is kept under A's id.
  const draftKey = (await page.evaluate(() => Object.keys(localStorage))).find((k) => k.startsWith('minialab.editor.draft:'));
  const aId = draftKey?.split(':')[1];
  expect(aId, draftKey).toMatch(/^[0-9a-f-]{36}$/);
  await editor.getByRole('button', { name: 'Fermer' }).click();
  await tab2Shows;

  // Signing out with unsaved edits asks first, in our own dialog: « Enregistrer » reopens them in the editor.
  const balance = await page.getByTestId('balance').textContent();
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  const warning = page.getByRole('dialog', { name: 'Modifications non enregistrées' });
  await expect(warning).toContainText('une miniature');
  await warning.getByRole('button', { name: 'Enregistrer', exact: true }).click();
  await expect(warning).toBeHidden();
  await expect(editor.getByRole('status')).toContainText('Brouillon retrouvé');
  await expect(editor.getByRole('button', { name: 'Enregistrer (5 crédits)' })).toBeFocused();
  await expect(page.getByTestId('balance')).toHaveText(balance!);
  // « Supprimer et se déconnecter »: signed out, and nothing of A's stays in either tab's storage.
  await page.getByRole('button', { name: 'Se déconnecter' }).click();
  await warning.getByRole('button', { name: 'Supprimer et se déconnecter' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.locator('header').getByRole('link', { name: 'Se connecter' })).toBeVisible();
  for (const tab of [page, tab2]) {
    const stored = await storedIn(tab);
    for (const mark of [aId!, ...markers]) expect(stored.toLowerCase(), `${mark} stored`).not.toContain(mark.toLowerCase());
  }
  // The other tab dropped what it showed.
  await expect(tab2.getByText('Connectez-vous pour voir votre espace.')).toBeVisible();
  await expect(tab2.locator('body')).not.toContainText(A.support);

  // B signs in on the same tab, then goes through the personal space and the studio (in-app, as a person does).
  await watchFor(page, markers);
  const form = page.getByRole('form', { name: 'Se connecter' });
  await form.getByLabel('Adresse e-mail').fill(bEmail);
  await form.getByLabel('Mot de passe').fill(B.password);
  await form.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  await page.getByRole('link', { name: 'Mon espace' }).click();
  await expect(page.getByTestId('support-requests')).toContainText(B.support);
  await expect(page.locator('#equipe')).toContainText('Avec le forfait Master');
  await page.getByRole('link', { name: 'Studio', exact: true }).click();
  await expect(page.getByLabel('Titre principal')).toHaveValue('');
  expect(await seenIn(page)).toEqual([]);
  // The other tab follows B's sign-in, and shows B's space only.
  await expect(tab2.getByTestId('support-requests')).toContainText(B.support);
  await expect(tab2.locator('#equipe')).toContainText('Avec le forfait Master');
  expect(await seenIn(tab2)).toEqual([]);
});
