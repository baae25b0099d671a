import { expect, holdPageCode, test } from './live-page';
import sharp from 'sharp';
import { signUpThroughApi } from './helpers';

test('Compte: a profile photo, cut to a square, shows in the header and in Compte, and can be removed', async ({ page }) => {
  await signUpThroughApi(page, { name: 'Rokhaya Sarr', password: 'Bouye-Baobab-Kaffrine-2026' });
  // The page's code is held back, as on a slow phone: the server's page is there, and a photo chosen
  // before the code runs is still sent once it does.
  const release = await holdPageCode(page, 'AccountPage');
  await page.goto('/espace#compte', { waitUntil: 'domcontentloaded' });
  const account = page.locator('#compte');
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  await expect(account.getByTestId('account-avatar')).toHaveCount(0);

  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#c0392b' } }).jpeg().toBuffer();
  await account.getByTestId('avatar-file').setInputFiles({ name: 'moi.jpg', mimeType: 'image/jpeg', buffer: photo });
  release();
  await expect(account.getByRole('status')).toContainText('Photo enregistrée');
  const inAccount = account.getByTestId('account-avatar');
  await expect(inAccount).toBeVisible();
  // Really loaded, and square.
  await expect.poll(() => inAccount.evaluate((img: HTMLImageElement) => (img.complete ? `${img.naturalWidth}x${img.naturalHeight}` : 'loading'))).toBe('256x256');
  const inHeader = page.getByTestId('header-avatar');
  await expect(inHeader).toBeVisible();
  await expect.poll(() => inHeader.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
  if (process.env.SCREENSHOTS) {
    await page.screenshot({ path: `${process.env.SCREENSHOTS}/profile-photo.png` });
    await account.screenshot({ path: `${process.env.SCREENSHOTS}/compte.png` });
  }

  // Not an image, whatever its name: refused in French, the photo stays.
  await account.getByTestId('avatar-file').setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7\n%%EOF\n') });
  await expect(account.getByRole('alert')).toContainText('Un PDF n’est pas une image.');
  await expect(inAccount).toBeVisible();

  await account.getByRole('button', { name: 'Retirer la photo' }).click();
  await expect(account.getByRole('status')).toContainText('Photo retirée.');
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
  await expect(account.getByTestId('account-avatar')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('#compte').getByText('Ajouter une photo', { exact: true })).toBeVisible();
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
});
