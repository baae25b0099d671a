import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { headlineOf, parseDesign } from '../../shared/engine/model/design';
import { colorLuminance, parseColor } from '../../shared/engine/style/color';
import { apiGet, comeFromOwnAddress, currentThumbnailId as currentId, signUpThroughForm } from './helpers';

const password = 'Thieb-Awa-Sarr-2026';

interface Dto {
  id: string;
  status: string;
  revision: number;
  imageUrl: string | null;
  design: unknown;
}

/** Share of the HD file's pixels that are yellow (red and green high, blue low), as anyone would call them. */
async function yellowShare(page: Page, url: string): Promise<number> {
  const res = await page.request.get(url);
  expect(res.ok()).toBe(true);
  const { data, info } = await sharp(await res.body()).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) if (data[i]! > 200 && data[i + 1]! > 170 && data[i + 2]! < 90) n++;
  return n / (info.width * info.height);
}

test('« mets le titre en jaune » turns the headline yellow for 5 credits; a sentence with nothing to change costs nothing', async ({ page }) => {
  test.setTimeout(120_000);
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Awa Sarr', password });
  await page.getByLabel('Titre principal').fill('Mon voyage à Saint-Louis');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Pro contrasté' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  const id = await currentId(page);
  const before = await apiGet<Dto>(page, 'studio.get', { id });
  const yellowBefore = await yellowShare(page, before.imageUrl!);

  const box = page.getByTestId('instruction-box');
  const field = box.getByRole('textbox', { name: 'Décrire une modification' });
  const apply = box.getByTestId('instruction-apply');

  // Nothing a thumbnail can do: listed as ignored, nothing to apply, nothing charged.
  await field.fill('raconte-moi une blague sur les girafes');
  await expect(box.getByTestId('instruction-result')).toContainText('Ignoré');
  await expect(apply).toBeDisabled();
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  await field.fill('mets le titre en jaune');
  await expect(box.getByTestId('instruction-result')).toContainText('Compris');
  await expect(apply).toBeEnabled();
  // The preview shows the change before anything is paid.
  await expect(page.getByText('Aperçu de la modification (non enregistrée)')).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  await apply.click();
  await expect(page.getByTestId('balance')).toHaveText('15 crédits', { timeout: 15_000 });

  await expect.poll(async () => {
    const t = await apiGet<Dto>(page, 'studio.get', { id });
    return t.status === 'ready' && t.revision > before.revision;
  }, { timeout: 30_000 }).toBe(true);
  const after = await apiGet<Dto>(page, 'studio.get', { id });
  const fill = parseColor(headlineOf(parseDesign(after.design))!.fill);
  // Yellow: red and green strong, blue weak, and light.
  expect(fill.r).toBeGreaterThan(200);
  expect(fill.g).toBeGreaterThan(170);
  expect(fill.b).toBeLessThan(90);
  expect(colorLuminance(headlineOf(parseDesign(after.design))!.fill)).toBeGreaterThan(0.5);
  // And the file a creator downloads shows it: many more yellow pixels than before.
  const yellowAfter = await yellowShare(page, after.imageUrl!);
  expect(yellowAfter).toBeGreaterThan(yellowBefore + 0.01);
});
