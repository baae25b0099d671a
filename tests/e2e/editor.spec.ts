import { expect, test } from './live-page';
import type { Locator } from '@playwright/test';
import sharp from 'sharp';
import { headlineOf, parseDesign, type Design } from '../../shared/engine/model/design';
import { layerBounds } from '../../shared/engine/model/operations';
import { paletteOf } from '../../client/pages/studio/editor/palette';
import { comeFromOwnAddress, signUpThroughForm, apiGet, currentThumbnailId as currentId } from './helpers';

const password = 'Thieb-Penda-Mbaye-2026';

function hexRgb(hex: string): [number, number, number] {
  return [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Share of the canvas's pixels within `tolerance` of a colour: the browser's own pixels, read in the page. */
async function shareOf(canvas: Locator, hex: string, tolerance = 28): Promise<number> {
  const [r, g, b] = hexRgb(hex);
  return canvas.evaluate(
    (c: HTMLCanvasElement, [r0, g0, b0, tol]) => {
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (Math.abs(data[i]! - r0) <= tol && Math.abs(data[i + 1]! - g0) <= tol && Math.abs(data[i + 2]! - b0) <= tol) n++;
      return n / (data.length / 4);
    },
    [r, g, b, tolerance] as const,
  );
}

async function jpegShareOf(bytes: Buffer, hex: string, tolerance = 40): Promise<number> {
  const [r, g, b] = hexRgb(hex);
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) if (Math.abs(data[i]! - r) <= tolerance && Math.abs(data[i + 1]! - g) <= tolerance && Math.abs(data[i + 2]! - b) <= tolerance) n++;
  return n / (info.width * info.height);
}

/** The layers' names, as the list beside the picture shows and announces them. */
async function layerNames(editor: Locator): Promise<string[]> {
  return editor.getByTestId('editor-layers').getByRole('button').allTextContents();
}

test('the layer editor: select by click and Tab, retype, recolour, add, undo and redo, move, stopped at the corner, a draft after a reload, saved for 5 credits', async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Penda Mbaye', password });
  await page.getByLabel('Titre principal').fill('Le secret du thiéboudienne');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Pro contrasté' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  const id = await currentId(page);
  const saved: Design = parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
  const headline = headlineOf(saved)!;

  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  const stage = editor.getByTestId('editor-stage');
  const canvas = editor.getByTestId('editor-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true');
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');

  // Drawn at its display size, never as the full-size file.
  const size = await canvas.evaluate((c: HTMLCanvasElement) => ({ w: c.width, css: c.getBoundingClientRect().width }));
  expect(size.w).toBeLessThan(saved.width);
  expect(Math.abs(size.w - size.css)).toBeLessThanOrEqual(2);

  // Select the headline by a click on its words.
  await stage.scrollIntoViewIfNeeded();
  let box = (await stage.boundingBox())!;
  let k = box.width / saved.width;
  const hb = layerBounds(saved, headline);
  await page.mouse.click(box.x + (hb.x + hb.w / 2) * k, box.y + (hb.y + hb.h / 2) * k);
  const panel = editor.getByTestId('editor-panel');
  await expect(panel.getByRole('heading')).toHaveText('Titre : LE SECRET DU THIÉBOUDIENNE');
  await expect(editor.getByRole('button', { name: 'Titre : LE SECRET DU THIÉBOUDIENNE' })).toHaveAttribute('aria-pressed', 'true');
  const names = await layerNames(editor);
  expect(names.every((n) => !/#[0-9A-F]{6}/i.test(n) && !/ajout-|forme-/.test(n)), names.join(' | ')).toBe(true);

  // And by Tab: from the picture through the layers, each selected as it gets the focus.
  await page.keyboard.press('Escape');
  await expect(editor.getByTestId('editor-panel')).toHaveCount(0);
  await stage.focus();
  for (let i = 0; i < names.length && !(await page.evaluate(() => document.activeElement?.textContent ?? '')).startsWith('Titre'); i++) await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText('Titre : LE SECRET DU THIÉBOUDIENNE');
  await expect(panel.getByRole('heading')).toHaveText('Titre : LE SECRET DU THIÉBOUDIENNE');

  // Retyped in place: drawn at once, named anew in the list.
  await panel.getByLabel('Texte', { exact: true }).fill('Top 5 astuces');
  await expect(editor.getByRole('button', { name: 'Titre : TOP 5 ASTUCES' })).toBeVisible();

  // A colour of the style's palette for the words' fill, checked on the canvas's pixels.
  await panel.getByRole('radio', { name: 'Remplissage' }).check();
  const palette = paletteOf(saved.style);
  let chosen = '';
  for (const c of palette) if (c !== headline.fill && c !== headline.highlight.color && (await shareOf(canvas, c)) < 0.002) chosen ||= c;
  expect(chosen, 'a palette colour absent from the picture').not.toBe('');
  const beforeShare = await shareOf(canvas, chosen);
  await panel.getByRole('group', { name: 'Couleurs du style' }).getByRole('button').nth(palette.indexOf(chosen)).click();
  await expect.poll(() => shareOf(canvas, chosen)).toBeGreaterThan(beforeShare + 0.01);
  await expect(editor.getByTestId('editor-count')).toHaveText('2 modifications non enregistrées');

  // An arrow towards the headline (a « réaction » layout may already have one of its own: they are counted).
  const arrows = async () => (await layerNames(editor)).filter((n) => n === 'Flèche rouge').length;
  const arrowsBefore = await arrows();
  await editor.getByRole('button', { name: 'Une flèche' }).click();
  await expect.poll(arrows).toBe(arrowsBefore + 1);
  await expect(editor.getByTestId('editor-count')).toHaveText('3 modifications non enregistrées');

  // Undo twice (the button, then Ctrl+Z), redo once (Ctrl+Y): the arrow is gone, the colour back.
  await editor.getByRole('button', { name: 'Annuler' }).click();
  await stage.focus();
  await page.keyboard.press('Control+z');
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  expect(await arrows()).toBe(arrowsBefore);
  await page.keyboard.press('Control+y');
  await expect(editor.getByTestId('editor-count')).toHaveText('2 modifications non enregistrées');
  expect(await arrows()).toBe(arrowsBefore);
  expect(await layerNames(editor)).toContain('Titre : TOP 5 ASTUCES');
  await expect(editor.getByRole('button', { name: 'Rétablir' })).toBeEnabled();
  await expect.poll(() => shareOf(canvas, chosen)).toBeGreaterThan(beforeShare + 0.01);

  // Moved with the keyboard: three presses, one change.
  const title = editor.getByRole('button', { name: 'Titre : TOP 5 ASTUCES' });
  await title.focus();
  const selection = editor.getByTestId('editor-selection');
  const at = (await selection.boundingBox())!;
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
  await expect.poll(async () => (await selection.boundingBox())!.y).toBeLessThan(at.y - 2);
  await expect(editor.getByTestId('editor-count')).toHaveText('3 modifications non enregistrées');

  // One operation applied and the preview redrawn (headline, pictogram, light shapes, the arrow gone):
  // from the key press to the end of the draw at display size, timed in the page.
  const timing = await title.evaluate(async (el) => {
    const canvas = document.querySelector<HTMLCanvasElement>('[data-testid="editor-canvas"]')!;
    const out: number[] = [];
    const draws: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      el.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowUp' : 'ArrowDown', bubbles: true, cancelable: true }));
      while (Number(canvas.dataset.drawnAt ?? 0) < t0) await new Promise((r) => setTimeout(r, 0));
      out.push(Number(canvas.dataset.drawnAt) - t0);
      draws.push(Number(canvas.dataset.drawMs));
    }
    const mid = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    return { median: mid(out), worst: Math.max(...out), draw: mid(draws), pixels: canvas.width * canvas.height };
  });
  const median = timing.median;
  console.log(`editor: key press to redrawn preview, median ${median.toFixed(1)} ms (draw alone ${timing.draw.toFixed(1)} ms), worst ${timing.worst.toFixed(1)} ms, ${timing.pixels} canvas pixels, 30 presses`);
  expect(median).toBeLessThan(32);
  await expect(editor.getByTestId('editor-count')).toHaveText('3 modifications non enregistrées');

  // Dragged into the duration corner: the corner lights up and the words stop at its edge, out of it.
  box = (await stage.boundingBox())!;
  k = box.width / saved.width;
  const sel = (await selection.boundingBox())!;
  const grab = { x: sel.x + sel.width / 2, y: sel.y + sel.height / 2 };
  const by = { x: box.x + box.width - 12 - (sel.x + sel.width), y: box.y + box.height - 12 - (sel.y + sel.height) };
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  await page.mouse.move(grab.x + by.x, grab.y + by.y, { steps: 10 });
  await expect(editor.locator('.editor__corner')).toHaveAttribute('data-warn', 'true');
  await page.mouse.up();
  await expect(editor.getByTestId('editor-refusal')).toHaveCount(0);
  await expect(editor.getByTestId('editor-count')).toHaveText('4 modifications non enregistrées');
  const after = (await selection.boundingBox())!;
  expect(after.x + after.y).toBeGreaterThan(sel.x + sel.y + 10);
  const cornerAt = { x: box.x + box.width * 0.8, y: box.y + box.height * 0.8 };
  expect(after.x + after.width <= cornerAt.x + 1 || after.y + after.height <= cornerAt.y + 1).toBe(true);

  await editor.screenshot({ path: '/tmp/editor-1280.png' });

  // A reload warns first, then the draft comes back with a notice.
  let warned = false;
  page.once('dialog', (d) => {
    warned = d.type() === 'beforeunload';
    void d.accept();
  });
  await page.reload();
  expect(warned).toBe(true);
  await page.getByTestId('history-item').first().click();
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Brouillon retrouvé : 4 modifications non enregistrées ont été rétablies.' })).toBeVisible();
  expect(await layerNames(editor)).toContain('Titre : TOP 5 ASTUCES');

  // Saved for 5 credits: the new revision's HD file shows the new words' colour.
  const before = (await apiGet<{ revision: number }>(page, 'studio.get', { id })).revision;
  await editor.getByRole('button', { name: 'Enregistrer (5 crédits)' }).click();
  await expect(page.getByTestId('editor')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText('15 crédits');
  await expect.poll(async () => {
    const t = await apiGet<{ status: string; revision: number }>(page, 'studio.get', { id });
    return t.status === 'ready' && t.revision > before;
  }, { timeout: 30_000 }).toBe(true);
  const t = await apiGet<{ imageUrl: string; design: unknown }>(page, 'studio.get', { id });
  const edited = headlineOf(parseDesign(t.design))!;
  expect(edited.text).toBe('Top 5 astuces');
  expect(edited.fill).toBe(chosen);
  const file = await page.request.get(t.imageUrl);
  expect(file.ok()).toBe(true);
  expect(await jpegShareOf(await file.body(), chosen)).toBeGreaterThan(0.01);

  // The draft is gone once saved.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');
  await expect(editor.getByRole('status').filter({ hasText: 'Brouillon' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the editor on a 375 px phone: the panel under the picture, a finger drags a layer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Awa Ndiaye', password });
  await page.getByLabel('Titre principal').fill('Mon marché à Dakar');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Viral' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  const stage = editor.getByTestId('editor-stage');
  await expect(editor.getByTestId('editor-canvas')).toHaveAttribute('data-drawn', 'true');
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');
  const s = (await stage.boundingBox())!;
  expect(s.width).toBeLessThanOrEqual(375);
  expect(s.width).toBeGreaterThan(300);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await editor.getByRole('button', { name: /^Titre : / }).click();
  const selection = editor.getByTestId('editor-selection');
  await selection.scrollIntoViewIfNeeded();
  const sel = (await selection.boundingBox())!;
  const from = { x: sel.x + sel.width / 2, y: sel.y + sel.height / 2 };
  // A one-finger drag, as touch pointer events.
  await stage.dispatchEvent('pointerdown', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: from.x, clientY: from.y, button: 0, buttons: 1 });
  for (let i = 1; i <= 5; i++) await stage.dispatchEvent('pointermove', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: from.x + i, clientY: from.y - i * 4, buttons: 1 });
  await stage.dispatchEvent('pointerup', { pointerId: 7, pointerType: 'touch', isPrimary: true, clientX: from.x + 5, clientY: from.y - 20 });
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  const moved = (await selection.boundingBox())!;
  expect(sel.y - moved.y).toBeGreaterThan(10);
  await expect(editor.getByTestId('editor-refusal')).toHaveCount(0);

  // The panel is below the picture.
  const panel = (await editor.getByTestId('editor-panel').boundingBox())!;
  const picture = (await stage.boundingBox())!;
  expect(panel.y).toBeGreaterThan(picture.y + picture.height);
  await editor.screenshot({ path: '/tmp/editor-375.png' });
});
