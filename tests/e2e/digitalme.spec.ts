import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './live-page';
import { validPhotosLabel } from '../../shared/digitalme';
import { apiGet, becomePremium, DIGITALME_E2E_PHOTOS, readyDigitalMe, signUpThroughApi } from './helpers';

const password = 'Mafe-Arachide-Kaolack-2026';
const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Africa/Dakar' });

// The app runs with the minimum lowered to the e2e set's size (playwright.config.ts says why it is so small).
const MIN = DIGITALME_E2E_PHOTOS.length;

test('DigitalMe from /espace: the plan gate, consent, a set with progress and per-photo reasons, built and ready, then deleted', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Khady Sarr', password });

  // Without a plan that includes it: what it is, for whom, and where to get it. Nothing to tick or send.
  await page.goto('/espace#digitalme');
  const section = page.locator('#digitalme');
  await expect(section.getByTestId('digitalme-gate')).toHaveText('Réservé aux forfaits Premium et Master');
  await expect(section.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute('href', '/tarifs');
  await expect(section.getByRole('checkbox')).toHaveCount(0);

  await becomePremium(page);
  await page.goto('/espace#digitalme');

  // Consent first: no file input before it, and the button waits for the box.
  const accept = section.getByRole('button', { name: 'J’accepte et je continue' });
  await expect(section.getByText('données biométriques')).toBeVisible();
  await expect(accept).toBeDisabled();
  await expect(section.getByTestId('digitalme-files')).toHaveCount(0);
  // The whole policy opens beside the form, at its DigitalMe section.
  const [policy] = await Promise.all([page.waitForEvent('popup'), section.getByRole('link', { name: 'politique de confidentialité, rubrique DigitalMe' }).click()]);
  await expect(policy.locator('#digitalme').getByRole('heading', { name: /DigitalMe et données biométriques/ })).toBeVisible();
  expect(new URL(policy.url()).hash).toBe('#digitalme');
  await policy.close();
  await section.getByRole('checkbox').check();
  await accept.click();

  await expect(section.getByText('jamais dos à elle (pas de contre-jour)')).toBeVisible();
  await expect(section.getByTestId('digitalme-count')).toContainText(validPhotosLabel(0, MIN));
  const build = section.getByRole('button', { name: 'Créer mon DigitalMe' });
  await expect(build).toBeDisabled();

  // The first file is held on its way: its thumbnail is there at once, with its progress, before the server has it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/api/upload/**', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  const landscape = 'tests/fixtures/photos/grand_canyon_3.jpg';
  await section.getByTestId('digitalme-files').setInputFiles([...DIGITALME_E2E_PHOTOS, landscape]);
  const photos = section.getByTestId('digitalme-photos').getByRole('listitem');
  await expect(photos).toHaveCount(MIN + 1); // every file shown at once, from the file itself
  await expect(photos.first().getByRole('progressbar', { name: 'Envoi de jesper.jpg' }).or(photos.first().getByText('Vérification…'))).toBeVisible();
  release();

  // Verdicts arrive live: three accepted, the landscape refused with its own reason next to it.
  await expect(section.getByTestId('digitalme-count')).toContainText(validPhotosLabel(MIN, MIN), { timeout: 60_000 });
  const refused = photos.filter({ hasText: 'Aucun visage trouvé sur cette photo.' });
  await expect(refused).toHaveCount(1);
  await expect(photos.filter({ hasText: 'Photo acceptée' })).toHaveCount(MIN);
  await expect(refused.getByText('Remplacer', { exact: true })).toBeVisible();

  // The set with its verdicts passes the same accessibility rules as the public pages (site.spec.ts).
  const axe = await new AxeBuilder({ page }).include('#digitalme').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // A refused photo can be removed; the count does not change.
  await refused.getByRole('button', { name: 'Retirer' }).click();
  await expect(photos).toHaveCount(MIN);
  await expect(section.getByTestId('digitalme-count')).toContainText(validPhotosLabel(MIN, MIN));

  // Built with live progress, then ready with its date and what to do next.
  await build.click();
  await expect(section.getByTestId('digitalme-progress').or(section.getByTestId('digitalme-ready'))).toBeVisible();
  const ready = section.getByTestId('digitalme-ready');
  await expect(ready).toContainText('Votre DigitalMe est prêt', { timeout: 60_000 });
  await expect(ready).toContainText(`Créé le ${day.format(new Date())}`);
  await expect(section.getByText(/choisissez le sujet «.Moi.»/)).toBeVisible();
  await expect(section.getByText(/«.Face Swap.» met votre visage/)).toBeVisible();

  // Deleted after a confirmation: everything goes at once, and the section starts again from the consent.
  await section.getByRole('button', { name: 'Supprimer mon DigitalMe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Supprimer votre DigitalMe ?' });
  await dialog.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(dialog).toBeHidden();
  await expect(ready).toHaveCount(0);
  await expect(section.getByRole('checkbox')).not.toBeChecked();
  await expect(section.getByRole('img', { name: /Photo \d+ de votre série/ })).toHaveCount(0);
});

test('readyDigitalMe gives a new user a DigitalMe the studio can use', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Moussa Diop', password });
  await readyDigitalMe(page);
  const state = await apiGet<{ status: string; usable: boolean; valid: number }>(page, 'digitalMe.state', null);
  expect(state).toMatchObject({ status: 'ready', usable: true, valid: DIGITALME_E2E_PHOTOS.length });
});
