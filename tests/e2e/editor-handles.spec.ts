import { mkdirSync } from 'node:fs';
import { expect, test } from './live-page';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { rasterize, serverMeasurer } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import { headlineOf, parseDesign, type Box, type Design, type TextLayer } from '../../shared/engine/model/design';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { layerBounds } from '../../shared/engine/model/operations';
import { paletteOf } from '../../client/pages/studio/editor/palette';
import { comeFromOwnAddress, signUpThroughForm, apiGet, currentThumbnailId as currentId } from './helpers';

/**
 * The editor's gestures as a user makes them: the resize and rotation handles with the mouse (a
 * headline at the top of the frame keeps its rotation handle on screen), the background panel, a
 * deleted decoration that stays deleted in the 9:16 file, the « leave with unsaved changes » dialog
 * on a header link, and on a 375 px phone a two-finger pinch and the style panel. Each ends on the
 * saved design; screenshots go to test-results/editor-screens/.
 */
const password = 'Khady-Sow-Diallo-2026';
const SCREENS = 'test-results/editor-screens';

async function generate(page: Page, name: string, title: string, style: string): Promise<{ id: string; saved: Design; prompt: string }> {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name, password });
  await page.getByLabel('Titre principal').fill(title);
  await page.getByLabel('Style', { exact: true }).selectOption({ label: style });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  const id = await currentId(page);
  const t = await apiGet<{ design: unknown; prompt: string }>(page, 'studio.get', { id });
  return { id, saved: parseDesign(t.design), prompt: t.prompt };
}

/** Saves (5 credits) and waits for the new revision; its design. */
async function saveAndRead(page: Page, id: string): Promise<Design> {
  const before = (await apiGet<{ revision: number }>(page, 'studio.get', { id })).revision;
  await page.getByTestId('editor').getByRole('button', { name: 'Enregistrer (5 crédits)' }).click();
  await expect(page.getByTestId('editor')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const t = await apiGet<{ status: string; revision: number }>(page, 'studio.get', { id });
        return t.status === 'ready' && t.revision > before;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
}

/** The stage in the middle of the screen: clear of the sticky header, as a user scrolls to it before touching it. */
async function centreStage(stage: Locator): Promise<void> {
  await stage.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}

const centre = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });

/** A mouse drag in small steps, as a hand does it. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }, steps = 8): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps });
  await page.mouse.up();
}

/** The degrees the panel shows for the selected layer (« 5° »). */
async function shownRotation(panel: Locator): Promise<number> {
  const text = await panel.getByRole('group', { name: 'Rotation' }).locator('span.muted').textContent();
  return Number(/(-?\d+)°/.exec(text ?? '')![1]);
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}
async function decode(jpeg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
async function drawn(design: Design): Promise<Pixels> {
  const r = rasterize(design, await pictoImages(design, pictogramSvg));
  return { data: r.rgba, width: r.width, height: r.height };
}
/** Mean RGB distance of two pictures over a box. */
function meanDistance(a: Pixels, b: Pixels, box: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(a.height, box.y + box.h); y += 2) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(a.width, box.x + box.w); x += 2) {
      const k = (y * a.width + x) * 4;
      sum += Math.hypot(a.data[k]! - b.data[k]!, a.data[k + 1]! - b.data[k + 1]!, a.data[k + 2]! - b.data[k + 2]!);
      n++;
    }
  }
  return sum / Math.max(1, n);
}

test.beforeAll(() => mkdirSync(SCREENS, { recursive: true }));

test('handles with the mouse, the background panel, a deleted label absent from the 9:16 file, and leaving asks first', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const { id, saved, prompt } = await generate(page, 'Khady Sow', 'Le marché de Sandaga', 'Actualité');
  const headline = headlineOf(saved)!;

  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  const stage = editor.getByTestId('editor-stage');
  await expect(editor.getByTestId('editor-canvas')).toHaveAttribute('data-drawn', 'true');
  await expect(editor.getByTestId('editor-count')).toHaveText('Aucune modification');

  // The layout's own « ACTU » label (every Actualité layout draws one), deleted with the key a user would press.
  const label = editor.getByTestId('editor-layers').getByRole('button', { name: 'Étiquette : ACTU' });
  await label.click();
  await page.keyboard.press('Delete');
  await expect(label).toHaveCount(0);
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');

  // The headline, made smaller with its corner handle: half the distance to its centre, half the size.
  await editor.getByRole('button', { name: /^Titre : / }).click();
  const selection = editor.getByTestId('editor-selection');
  const panel = editor.getByTestId('editor-panel');
  await centreStage(stage);
  const big = (await selection.boundingBox())!;
  const se = centre((await editor.getByTestId('editor-handle-se').boundingBox())!);
  const c = centre(big);
  await drag(page, se, { x: c.x + (se.x - c.x) * 0.55, y: c.y + (se.y - c.y) * 0.55 });
  await expect(editor.getByTestId('editor-count')).toHaveText('2 modifications non enregistrées');
  const small = (await selection.boundingBox())!;
  expect(small.width / big.width).toBeGreaterThan(0.4);
  expect(small.width / big.width).toBeLessThan(0.7);

  // Dragged to the top of the frame: its top edge snaps to the safe margin, a few pixels from the stage's top.
  let s = (await stage.boundingBox())!;
  const k = s.width / saved.width;
  await drag(page, centre(small), { x: centre(small).x, y: centre(small).y - (small.y - s.y) + saved.height * 0.05 * k });
  await expect(editor.getByTestId('editor-count')).toHaveText('3 modifications non enregistrées');
  const top = (await selection.boundingBox())!;
  expect(top.y - s.y, 'the headline at the top').toBeLessThan(36);

  // Its rotation handle has no room above: it is drawn below the box, on the stage and on screen.
  const rotate = editor.getByTestId('editor-handle-rotate');
  await expect(rotate).toHaveAttribute('data-side', 'below');
  s = (await stage.boundingBox())!;
  const r = (await rotate.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(r.y).toBeGreaterThanOrEqual(s.y);
  expect(r.y + r.height).toBeLessThanOrEqual(Math.min(s.y + s.height, viewport.height));
  expect(r.x).toBeGreaterThanOrEqual(s.x);
  expect(r.x + r.width).toBeLessThanOrEqual(s.x + s.width);
  // Turned 5° about the headline's centre, along the arc a hand would follow (away from straight:
  // within 3° of it, the editor sets the layer straight).
  const startDegrees = await shownRotation(panel);
  const turn = startDegrees < 0 ? -5 : 5;
  const pivot = centre(top);
  const grab = centre(r);
  const radius = Math.hypot(grab.x - pivot.x, grab.y - pivot.y);
  const a0 = Math.atan2(grab.y - pivot.y, grab.x - pivot.x);
  await page.mouse.move(grab.x, grab.y);
  await page.mouse.down();
  for (let i = 1; i <= 5; i++) {
    const a = a0 + ((i * turn) / 5) * (Math.PI / 180);
    await page.mouse.move(pivot.x + radius * Math.cos(a), pivot.y + radius * Math.sin(a));
  }
  await page.mouse.up();
  await expect(editor.getByTestId('editor-refusal')).toHaveCount(0);
  await expect.poll(() => shownRotation(panel)).toBe(startDegrees + turn);
  await expect(editor.getByTestId('editor-count')).toHaveText('4 modifications non enregistrées');

  // The background panel: a colour of the style's palette and the neon pattern.
  const bgPanel = editor.getByRole('region', { name: 'Fond', exact: true });
  const palette = paletteOf(saved.style);
  const bgColor = palette.find((p) => p !== saved.background.colors[0])!;
  await bgPanel.getByRole('group', { name: 'Couleurs du style' }).getByRole('button').nth(palette.indexOf(bgColor)).click();
  await expect(bgPanel.getByRole('group', { name: 'Couleurs du style' }).getByRole('button').nth(palette.indexOf(bgColor))).toHaveAttribute('aria-pressed', 'true');
  await bgPanel.getByLabel('Motif du fond').selectOption({ label: 'Néon' });
  await expect(editor.getByTestId('editor-count')).toHaveText('6 modifications non enregistrées');
  await centreStage(stage);
  await page.screenshot({ path: `${SCREENS}/editor-1280.png` });

  // A header link with unsaved changes: a French question; « Rester » keeps everything.
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mon espace' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('Vos modifications ne sont pas enregistrées. Quitter quand même ?');
  await leave.getByRole('button', { name: 'Rester' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/studio/);
  await expect(editor.getByTestId('editor-count')).toHaveText('6 modifications non enregistrées');

  // Saved: the design the server typeset holds every change.
  const edited = await saveAndRead(page, id);
  // The label and its pill are gone, nothing else.
  const removed = saved.layers.map((l) => l.id).filter((x) => !edited.layers.some((l) => l.id === x));
  expect(removed.sort()).toEqual(['etiquette', 'etiquette-texte']);
  const h = headlineOf(edited)!;
  expect(h.rotation).toBe(startDegrees + turn);
  expect(h.size / headline.size).toBeLessThan(0.75);
  expect(layerBounds(edited, h).y).toBeLessThan(saved.height * 0.08);
  expect(edited.background.kind === 'procedural' && edited.background.recipe).toBe('neon');
  expect(edited.background.colors[0]).toBe(bgColor);

  // « Préparer » 9:16: the deleted decoration is not drawn again by the new layout. Where the
  // original's 9:16 draws it, the file matches the edited design's 9:16 without it.
  const story = page.getByRole('region', { name: 'Autres formats' }).getByRole('listitem').filter({ hasText: '9:16' });
  await story.getByRole('button', { name: 'Préparer' }).click();
  const download = story.getByRole('link', { name: 'Télécharger' });
  await expect(download).toBeVisible({ timeout: 30_000 });
  const file = await decode(await (await page.request.get((await download.getAttribute('href'))!)).body());
  const m = serverMeasurer();
  const laid = adaptDesign(m, edited, 'story', prompt);
  expect(laid.layers.filter((l) => removed.includes(l.id))).toEqual([]);
  const old = adaptDesign(m, saved, 'story', prompt).layers.filter((l) => removed.includes(l.id));
  expect(old.length, 'the original 9:16 has the label').toBe(2);
  const boxes = old.map((l) => layerBounds(laid, l));
  const x0 = Math.min(...boxes.map((b) => b.x));
  const y0 = Math.min(...boxes.map((b) => b.y));
  const region: Box = { x: x0, y: y0, w: Math.max(...boxes.map((b) => b.x + b.w)) - x0, h: Math.max(...boxes.map((b) => b.y + b.h)) - y0 };
  const without = await drawn(laid);
  const withIt = await drawn({ ...laid, layers: [...laid.layers, ...old] });
  expect(meanDistance(without, withIt, region), 'the label shows where it was').toBeGreaterThan(8);
  expect(meanDistance(file, without, region)).toBeLessThan(meanDistance(file, withIt, region) / 2);

  // Leaving with unsaved changes, confirmed: the account page opens.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await editor.getByRole('button', { name: /^Titre : / }).click();
  await page.keyboard.press('ArrowDown');
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Mon espace' }).click();
  await leave.getByRole('button', { name: 'Quitter' }).click();
  await expect(page).toHaveURL(/\/espace$/);
  expect(errors).toEqual([]);
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('two fingers pinch the headline smaller, the style panel changes the style, both saved', async ({ page }) => {
    test.setTimeout(90_000);
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const { id, saved } = await generate(page, 'Moussa Faye', 'Ma recette de yassa', 'Pro contrasté');
    await page.getByRole('button', { name: 'Modifier' }).click();
    const editor = page.getByTestId('editor');
    const stage = editor.getByTestId('editor-stage');
    await expect(editor.getByTestId('editor-canvas')).toHaveAttribute('data-drawn', 'true');

    // The style panel: another style, the words kept.
    await editor.getByRole('region', { name: 'Style', exact: true }).getByRole('combobox').selectOption({ label: 'Vlog chaleureux' });
    await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
    const title = editor.getByRole('button', { name: /^Titre : / });
    await expect(title).toHaveText('Titre : MA RECETTE DE YASSA');

    await title.tap();
    const selection = editor.getByTestId('editor-selection');
    await centreStage(stage);
    const before = (await selection.boundingBox())!;
    const c = centre(before);
    // Two fingers on the words, a quarter of the box apart each side of its centre, brought together.
    const cdp = await page.context().newCDPSession(page);
    const spread = before.width / 4;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', d: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [
          { x: c.x - d, y: c.y, id: 1 },
          { x: c.x + d, y: c.y, id: 2 },
        ],
      });
    await touch('touchStart', spread);
    for (let i = 1; i <= 6; i++) await touch('touchMove', spread * (1 - i * 0.05));
    await touch('touchEnd', 0);
    await expect(editor.getByTestId('editor-count')).toHaveText('2 modifications non enregistrées');
    const after = (await selection.boundingBox())!;
    expect(after.width / before.width).toBeGreaterThan(0.6);
    expect(after.width / before.width).toBeLessThan(0.8);
    await expect(editor.getByTestId('editor-refusal')).toHaveCount(0);
    // Nothing wider than the screen, the handles on it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENS}/editor-375.png` });

    // Saved: the new style, the headline where and as large as the editor showed it.
    const s = (await stage.boundingBox())!;
    const edited = await saveAndRead(page, id);
    expect(edited.style).toBe('vlog');
    expect(saved.style).not.toBe('vlog');
    const h = headlineOf(edited) as TextLayer;
    const b = layerBounds(edited, h);
    const k = s.width / edited.width;
    expect(Math.abs(b.w * k - after.width)).toBeLessThan(6);
    expect(Math.abs(b.x * k - (after.x - s.x))).toBeLessThan(6);
    expect(errors).toEqual([]);
  });
});
