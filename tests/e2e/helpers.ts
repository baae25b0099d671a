import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** Creates an account through the real /connexion form and lands in the studio; returns the e-mail used. */
export async function signUpThroughForm(page: Page, person: { name: string; password: string; domain?: string }): Promise<string> {
  const local = person.name.normalize('NFD').replace(/[^A-Za-z]+/g, '.').toLowerCase();
  const email = `${local}.${randomBytes(4).toString('hex')}@${person.domain ?? 'exemple.sn'}`;
  await page.goto('/connexion');
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom').fill(person.name);
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill(person.password);
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page).toHaveURL(/\/studio$/);
  return email;
}
