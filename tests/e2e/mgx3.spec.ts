import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parseDesign } from '../../shared/engine/model/design';
import { rasterize } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { comeFromOwnAddress, signUpThroughForm } from './helpers';

const password = 'Yassa-au-Poulet-2026';

/** The design the studio shows, read through the API with the page's own session. */
async function designOf(page: Page, id: string): Promise<unknown> {
  const res = await page.request.get(`/api/trpc/studio.get?input=${encodeURIComponent(JSON.stringify({ id }))}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { result: { data: { design: unknown } } }).result.data.design;
}

/** Share of pixels whose largest channel difference exceeds `tolerance`, and the mean difference. */
function compare(a: Uint8Array, b: Uint8Array, tolerance = 24): { differing: number; mean: number } {
  let differing = 0;
  let sum = 0;
  const n = a.length / 4;
  for (let i = 0; i < a.length; i += 4) {
    const d = Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!));
    sum += d;
    if (d > tolerance) differing++;
  }
  return { differing: differing / n, mean: sum / n };
}

test('the studio preview is drawn in the browser by the same engine, and matches the server file', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Fatou Sow', password });

  for (const [style, label, title] of [
    ['gaming', 'Gaming', 'Où trouver le « Défi » ultime ?'],
    ['actu', 'Actualité', 'Été 2026 : ÇA change tout à Abidjan'],
  ] as const) {
    const download = page.getByRole('link', { name: 'Télécharger' }).first();
    const previous = (await download.count()) > 0 ? await download.getAttribute('href') : null;
    await page.getByLabel('Titre principal').fill(title);
    await page.getByLabel('Style', { exact: true }).selectOption({ label });
    await page.getByRole('button', { name: 'Générer' }).click();
    // The new thumbnail, not the previous one still on screen while the new one is queued.
    await expect.poll(async () => ((await download.count()) > 0 ? download.getAttribute('href') : null), { timeout: 20_000 }).not.toBe(previous);
    await expect.poll(async () => download.count()).toBe(1);
    const canvas = page.getByTestId('preview-canvas');
    await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
    await expect(canvas).toBeVisible();
    await expect(page.getByTestId('score-value')).toHaveText(/^\d{1,3}$/);

    // The browser's pixels, straight from its canvas.
    const dataUrl = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
    const browser = await sharp(Buffer.from(dataUrl.split(',')[1]!, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([browser.info.width, browser.info.height]).toEqual([1280, 720]);

    // The server's pixels for the same design (what the download is made from).
    const href = await download.getAttribute('href');
    const id = /thumbnails\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
    expect(id, 'download link names the thumbnail').toBeTruthy();
    const design = parseDesign(await designOf(page, id!));
    expect(design.style).toBe(style);
    // With its pictograms (a flag for « Abidjan »), loaded as the export job loads them.
    const server = rasterize(design, await pictoImages(design, pictogramSvg));
    const diff = compare(new Uint8Array(browser.data), new Uint8Array(server.rgba));
    console.log(`${style}: ${(diff.differing * 100).toFixed(3)} % of pixels differ by more than 24/255, mean ${diff.mean.toFixed(2)}`);
    expect(diff.differing).toBeLessThan(0.02);
    expect(diff.mean).toBeLessThan(2);
  }
  expect(errors).toEqual([]);
});

test('score, other formats and the 4K gate in the studio', async ({ page }) => {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Moussa Keita', password });
  await page.getByLabel('Titre principal').fill('Le meilleur attiéké de Treichville');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Viral' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });

  const score = page.getByTestId('score');
  await expect(score.getByRole('heading', { name: 'Score de lisibilité' })).toBeVisible();
  await expect(score).toContainText('Contraste du titre');
  await expect(score).toContainText('Coin de la durée');

  const formats = page.getByRole('region', { name: 'Autres formats' });
  const story = formats.getByRole('listitem').filter({ hasText: '9:16' });
  await story.getByRole('button', { name: 'Préparer' }).click();
  const link = story.getByRole('link', { name: 'Télécharger' });
  await expect(link).toBeVisible({ timeout: 20_000 });
  const download = page.waitForEvent('download');
  await link.click();
  const file = await (await download).path();
  const meta = await sharp(file!).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1080, 1920]);

  // 4K is for Premium and Master: an account without it sees where to get it, not a button the server refuses.
  const fourK = formats.getByRole('listitem').filter({ hasText: '4K' });
  await expect(fourK.getByRole('button', { name: 'Préparer' })).toHaveCount(0);
  const upsell = fourK.getByRole('link', { name: /Réservée au forfait Premium/ });
  await expect(upsell).toHaveAttribute('href', '/tarifs');
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  // The score's colour agrees with its checks, and « Améliorer » is either offered or says why not.
  const weakChecks = await score.locator('.score__check--moyen, .score__check--faible').count();
  const level = await score.locator('.score__value').getAttribute('data-level');
  if (weakChecks > 0) expect(level).not.toBe('bon');
  const improve = score.getByRole('button', { name: 'Améliorer' });
  if (weakChecks === 0) await expect(score).toContainText('Tout est bon : rien à améliorer.');
  else if ((await improve.count()) === 0) await expect(score.getByTestId('score-why')).toContainText('« Améliorer » ne peut rien corriger ici');

  if (process.env.SHOTS) {
    await page.screenshot({ path: '/tmp/studio-mgx3.png', fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Modifier' }).click();
    await page.screenshot({ path: '/tmp/studio-mobile.png', fullPage: true });
  }
});

test('direct editing: new words and a new place drawn live, stopped at the duration corner, saved for 5 credits', async ({ page }) => {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Adama Coulibaly', password });
  await page.getByLabel('Titre principal').fill('Mon premier vlog à Bamako');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Pro contrasté' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');

  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  const canvas = editor.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true');
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');
  const pixels = () => canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  const before = await pixels();

  // The headline, chosen in the list of layers, dragged into the bottom-right corner.
  await editor.getByRole('button', { name: /^Titre : / }).click();
  const stage = editor.getByRole('application');
  // The mouse only reaches what is on screen: the page is long (« Ma marque » below), so bring the image into view.
  await stage.scrollIntoViewIfNeeded();
  const box = (await stage.boundingBox())!;
  const sel = (await editor.getByTestId('editor-selection').boundingBox())!;
  const grab = { x: sel.x + sel.width / 2, y: sel.y + sel.height / 2 };
  // Bottom-right of the headline's box to a few pixels inside the frame's corner: in the duration's zone, still in the frame.
  const by = { x: box.x + box.width - 8 - (sel.x + sel.width), y: box.y + box.height - 8 - (sel.y + sel.height) };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + by.x, grab.y + by.y, { steps: 8 });
  await page.mouse.up();
  // It stops at the corner's edge, out of it, instead of being refused; « Annuler » takes it back.
  await expect(editor.getByRole('alert').filter({ hasText: 'YouTube y affiche la durée' })).toHaveCount(0);
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  const stopped = (await editor.getByTestId('editor-selection').boundingBox())!;
  expect(stopped.x + stopped.width <= box.x + box.width * 0.8 + 1 || stopped.y + stopped.height <= box.y + box.height * 0.8 + 1).toBe(true);
  await editor.getByRole('button', { name: 'Annuler' }).click();
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');
  await expect(editor.getByRole('button', { name: 'Enregistrer (5 crédits)' })).toBeDisabled();

  // New words: typeset and drawn at once in the browser, with French spacing.
  const panel = editor.getByTestId('editor-panel');
  await panel.getByLabel('Texte', { exact: true }).fill('Où dormir à Bamako ?');
  await expect.poll(pixels).not.toBe(before);
  await expect(panel.getByRole('button', { name: 'BAMAKO' })).toBeVisible();

  // Colours are named in French for screen readers, and the chosen one is announced as pressed.
  await panel.getByRole('radio', { name: 'Mots en couleur' }).check();
  const swatches = panel.getByRole('group', { name: 'Couleurs du style' });
  await expect(swatches.getByRole('button', { name: /#|Couleur/ })).toHaveCount(0);
  const first = swatches.getByRole('button').first();
  await first.click();
  await expect(first).toHaveAttribute('aria-pressed', 'true');

  await editor.getByRole('button', { name: 'Enregistrer (5 crédits)' }).click();
  await expect(page.getByTestId('editor')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText('15 crédits');
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const href = await page.getByRole('link', { name: 'Télécharger' }).first().getAttribute('href');
  const id = /thumbnails\/([0-9a-f-]{36})/.exec(href ?? '')?.[1];
  const design = parseDesign(await designOf(page, id!));
  const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline');
  expect(headline && 'lines' in headline ? headline.lines.join(' ') : '').toContain('\u202f?');
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/studio-edited.png', fullPage: false });
});

test('an invisible title is refused before anything is sent, and a title too long for the picture is announced with a shorter one', async ({ page }) => {
  const generated: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('studio.generate')) generated.push(r.url());
  });
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Mariam Diallo', password });
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');
  const title = page.getByLabel('Titre principal');

  // Zero-width characters and a no-break space: nothing to draw, no brief.
  await title.fill('\u200B\u00A0\u2060\uFEFF');
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'un titre vide ou invisible ne peut pas être généré' })).toBeVisible();
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toBeFocused();
  expect(generated).toEqual([]);
  await expect(page.getByTestId('balance')).toHaveText('30 crédits');

  // Too long for the Minimaliste style: said before the click, with what the picture will keep.
  const long = 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain';
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Minimaliste' });
  await title.fill(long);
  const notice = page.getByTestId('title-fit');
  await expect(notice).toContainText('Titre trop long pour l’image');
  await expect(notice).toContainText(/Sur l’image : « VOICI COMMENT J’AI GAGNÉ .*… »/);
  await expect(notice).toContainText('PAIN');
  // The shorter title is a unit of the user's words that reads as French: the sentence, without « Voici comment ».
  await expect(page.getByTestId('title-suggestion')).toHaveText('J’ai gagné mon premier salaire');
  await expect(title).toHaveAttribute('aria-describedby', /studio-title-fit/);
  // A shorter title for a style with a narrower font is not cut: the notice goes.
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Pro contrasté' });
  await expect(notice).toHaveCount(0);
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Minimaliste' });
  await expect(notice).toBeVisible();

  // The user decides: generating as is works, and the result says what was kept.
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  const kept = page.getByTestId('title-kept');
  await expect(kept).toContainText('Titre raccourci sur l’image');
  await expect(kept).toContainText('PAIN');
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  if (process.env.SHOTS) await page.screenshot({ path: '/tmp/studio-title-fit.png', fullPage: true });

  // Or takes the suggestion in one click.
  await page.getByRole('button', { name: 'Utiliser ce titre' }).click();
  await expect(title).toHaveValue('J’ai gagné mon premier salaire');
  await expect(notice).toHaveCount(0);

  // No piece of five words reads as French on its own: only what will be cut is said, no shorter title.
  await title.fill('Ce que personne ne vous dit sur la vie d’étudiant à Dakar avec 50 000 F par mois');
  await expect(notice).toContainText('Titre trop long pour l’image');
  await expect(page.getByTestId('title-suggestion')).toHaveCount(0);
  await expect(notice).not.toContainText('Un mot est trop long');
});

test('on a phone, the finished thumbnail is brought into view and announced', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Ibrahima Fall', password });
  await page.getByLabel('Titre principal').fill('Mon marché à Dakar');
  await page.getByRole('tab', { name: 'Prompt' }).click(); // the brief is in the « Prompt » tab
  await page.getByLabel('Brief / prompt').fill('Couleurs vives, ambiance du matin');
  const generate = page.getByRole('button', { name: 'Générer' });
  await generate.click();
  const canvas = page.getByTestId('preview-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  await expect(page.getByTestId('studio-announce')).toHaveText('Votre miniature est prête.');
  await expect(canvas).toBeInViewport({ ratio: 0.9 });
});
