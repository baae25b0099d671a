import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { parseDesign, type Box, type Design, type ImageLayer } from '../../shared/engine/model/design';
import { containedBox } from '../../shared/engine/render/render';
import { apiGet, comeFromOwnAddress, currentThumbnailId, readyDigitalMe, signUpThroughApi } from './helpers';

// Issue 15, « Tests »: « a « Moi » subject in a new generation, a face swap shown in the preview »,
// done as a user does them in the studio, with a DigitalMe made through « Mon espace » (helpers.ts).

const password = 'Yassa-Poulet-Ziguinchor-2026';

type Raster = { data: Buffer; width: number; height: number; channels: number };

async function designOf(page: Page, id: string): Promise<Design> {
  return parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
}

async function balance(page: Page): Promise<number> {
  return (await apiGet<{ credits: number }>(page, 'auth.balance', null)).credits;
}

/** The preview's pixels as the browser drew them (the canvas, 1280×720), read back as RGBA. */
async function previewPixels(page: Page): Promise<Raster> {
  const canvas = page.getByTestId('preview-canvas');
  await expect(canvas).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  const url = await canvas.evaluate((c: HTMLCanvasElement) => c.toDataURL('image/png'));
  const { data, info } = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** Mean absolute difference (0–255, RGB) of two frames over a box of the frame. */
function meanDiff(a: Raster, b: Raster, box: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(a.height, Math.ceil(box.y + box.h)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(a.width, Math.ceil(box.x + box.w)); x++) {
      const i = (y * a.width + x) * a.channels;
      sum += Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
      n += 3;
    }
  }
  return n === 0 ? 0 : sum / n;
}

/** Share of a box's pixels whose colour visibly changed between two frames (mean RGB difference over 12). */
function changedShare(a: Raster, b: Raster, box: Box): number {
  let changed = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(a.height, Math.ceil(box.y + box.h)); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(a.width, Math.ceil(box.x + box.w)); x++) {
      const i = (y * a.width + x) * a.channels;
      const d = (Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!)) / 3;
      if (d > 12) changed++;
      n++;
    }
  }
  return n === 0 ? 0 : changed / n;
}

/**
 * How far the frame's pixels over `face` are from the cut-out drawn as the renderer draws a cut-out
 * layer (contained on the box's bottom, render.ts): near 0 when the preview shows that very picture
 * there, large when something else is drawn. Only the cut-out's opaque pixels count.
 */
async function distanceToCutout(frame: Raster, cutout: Buffer, layerBox: Box, face: Box): Promise<number> {
  const meta = await sharp(cutout).metadata();
  const at = containedBox(layerBox, meta.width!, meta.height!);
  const w = Math.round(at.w);
  const h = Math.round(at.h);
  const { data } = await sharp(cutout).ensureAlpha().resize(w, h, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
  let sum = 0;
  let n = 0;
  for (let y = Math.ceil(face.y); y < Math.floor(face.y + face.h); y++) {
    for (let x = Math.ceil(face.x); x < Math.floor(face.x + face.w); x++) {
      const cx = Math.round(x - at.x);
      const cy = Math.round(y - at.y);
      if (x < 0 || y < 0 || x >= frame.width || y >= frame.height || cx < 0 || cy < 0 || cx >= w || cy >= h) continue;
      const k = (cy * w + cx) * 4;
      if (data[k + 3]! < 250) continue;
      const i = (y * frame.width + x) * frame.channels;
      sum += Math.abs(frame.data[i]! - data[k]!) + Math.abs(frame.data[i + 1]! - data[k + 1]!) + Math.abs(frame.data[i + 2]! - data[k + 2]!);
      n += 3;
    }
  }
  expect(n, 'opaque cut-out pixels over the face').toBeGreaterThan(300);
  return sum / n;
}

/** Clicks « Générer » and waits for a new thumbnail, ready and drawn in the preview; returns its id. */
async function generate(page: Page, before: string | null): Promise<string> {
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  const download = page.getByTestId('studio-preview').getByRole('link', { name: 'Télécharger', exact: true });
  await expect.poll(async () => {
    const href = (await download.count()) > 0 ? await download.getAttribute('href') : null;
    return href !== null && (before === null || !href.includes(before));
  }, { timeout: 60_000 }).toBe(true);
  const id = await currentThumbnailId(page);
  await expect.poll(async () => (await apiGet<{ status: string }>(page, 'studio.get', { id })).status, { timeout: 60_000 }).toBe('ready');
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  return id;
}

test('« Moi » in a new generation: the user’s own cut-out in the preview, 10 credits, « Moi » in the layer list; the switch is Premium’s', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpThroughApi(page, { name: 'Ousmane Faye', password });
  await readyDigitalMe(page);
  await page.goto('/studio');

  const title = 'Je suis choqué par ce prix';
  const meSwitch = page.getByRole('switch', { name: 'M’ajouter (DigitalMe)' });
  await expect(meSwitch).toBeEnabled();
  await expect(meSwitch).not.toBeChecked();

  // The same title without « Moi » first: what the preview would show without the user.
  await page.getByLabel('Titre principal').fill(title);
  const plainId = await generate(page, null);
  const plain = await previewPixels(page);
  expect((await designOf(page, plainId)).layers.some((l) => l.type === 'image' && l.me)).toBe(false);

  // Now with « Moi ».
  await meSwitch.check();
  await expect(page.getByTestId('me-switch')).toContainText('Votre visage remplace le personnage dessiné');
  const credits = await balance(page);
  const meId = await generate(page, plainId);
  expect(await balance(page)).toBe(credits - 10);
  await expect(page.getByTestId('balance')).toHaveText(/crédits/);
  const withMe = await previewPixels(page);

  // The design holds one « Moi » layer: a cut-out of the user's own (served to them, to nobody else).
  const design = await designOf(page, meId);
  const meLayers = design.layers.filter((l): l is ImageLayer => l.type === 'image' && l.me);
  expect(meLayers).toHaveLength(1);
  const me = meLayers[0]!;
  expect(me.cutout).toBe(true);
  expect(me.face, 'the « Moi » layer knows where its face is').not.toBeNull();
  const uploads = (await apiGet<{ items: Array<{ id: string }> }>(page, 'images.list', { purpose: 'image' })).items.map((i) => i.id);
  expect(uploads).not.toContain(me.asset);
  const file = await page.request.get(`/files/assets/${me.asset}`);
  expect(file.status()).toBe(200);
  const cutout = await file.body();
  const meta = await sharp(cutout).metadata();
  expect(meta.hasAlpha, 'a cut-out, transparent around the person').toBe(true);

  // What a user notices: the preview shows that person, there; the same title without « Moi » does not.
  const face = me.face!;
  const onMe = await distanceToCutout(withMe, cutout, me.box, face);
  const onPlain = await distanceToCutout(plain, cutout, me.box, face);
  console.log(`« Moi »: preview vs the user's cut-out over the face ${onMe.toFixed(1)}; the plain generation there ${onPlain.toFixed(1)}`);
  expect(onMe, 'the preview draws the user’s cut-out over the face').toBeLessThan(12);
  expect(onPlain, 'a generation without « Moi » does not show the user').toBeGreaterThan(onMe + 20);
  expect(meanDiff(withMe, plain, { x: 0, y: 0, w: withMe.width, h: withMe.height })).toBeGreaterThan(5);

  // The layer list names « Moi ».
  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  await expect(editor.getByTestId('editor-layers').getByRole('button', { name: 'Moi (DigitalMe)' })).toHaveCount(1);
  expect(errors).toEqual([]);

  // Someone else, without the plan: the switch is off, says who has it and where to get it; the cut-out is not theirs to read.
  const other = await browser.newContext();
  try {
    const visitor = await other.newPage();
    await comeFromOwnAddress(visitor);
    await signUpThroughApi(visitor, { name: 'Ndeye Gueye', password });
    await visitor.goto('/studio');
    const off = visitor.getByRole('switch', { name: 'M’ajouter (DigitalMe)' });
    await expect(off).toBeDisabled();
    await expect(off).not.toBeChecked();
    const why = visitor.getByTestId('me-switch');
    await expect(why).toContainText('Réservé aux forfaits Premium et Master');
    await expect(why.getByRole('link', { name: 'Voir les forfaits' })).toHaveAttribute('href', '/tarifs');
    expect((await visitor.request.get(`/files/assets/${me.asset}`)).status()).toBe(404);
  } finally {
    await other.close();
  }
});

/** A photo of someone else with one clear face (public domain, tests/fixtures/photos/CREDITS.md), as a phone keeps it. */
async function someoneElse(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'minialab-swap-'));
  const file = path.join(dir, 'astronaute.jpg');
  await sharp('tests/fixtures/photos/astronaut.png').jpeg({ quality: 90 }).toFile(file);
  return file;
}

test('Face Swap shown in the preview: a Gaming thumbnail from someone else’s photo gets the user’s face, for 10 credits, as a new version', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await signUpThroughApi(page, { name: 'Mariama Ba', password });
  await readyDigitalMe(page);
  await page.goto('/studio');

  // « Ajout image »: one photo of another person, in Gaming.
  await page.getByRole('tab', { name: 'Ajout image' }).click();
  await expect(page.getByLabel('Style', { exact: true })).toHaveValue('gaming');
  await page.getByLabel('Ajouter une image').setInputFiles(await someoneElse());
  const mine = page.getByRole('region', { name: 'Mes images' });
  const pick = mine.getByRole('button', { name: /^Choisir / });
  await expect(pick).toHaveCount(1, { timeout: 30_000 });
  await pick.click();
  await expect(mine.getByRole('button', { name: /^Choisir /, pressed: true })).toHaveCount(1);
  await page.getByLabel('Titre principal').fill('Mission sur la Lune');
  const id = await generate(page, null);

  // The panel offers the swap on the photographed face, at its price.
  const panel = page.getByTestId('faceswap');
  const apply = panel.getByRole('button', { name: 'Mettre mon visage · 10 crédits' });
  const offered = () => apiGet<{ blocked: unknown; faces: unknown[] }>(page, 'studio.faceSwapOptions', { id });
  await expect.poll(async () => JSON.stringify(await offered()), { timeout: 20_000 }).toMatch(/"blocked":null/);
  await expect(apply, JSON.stringify(await offered())).toBeEnabled({ timeout: 20_000 });
  await expect(panel.getByTestId('faceswap-no-face')).toHaveCount(0);
  const options = await apiGet<{ blocked: unknown; faces: Array<{ index: number; box: Box | null; profile: boolean }> }>(page, 'studio.faceSwapOptions', { id });
  expect(options.blocked).toBeNull();
  expect(options.faces).toHaveLength(1);
  const faceBox = options.faces[0]!.box;
  expect(faceBox, 'the face shows in the frame').not.toBeNull();

  const versions = page.getByTestId('versions').getByTestId('version');
  await expect(versions).toHaveCount(1, { timeout: 20_000 });
  const before = await previewPixels(page);
  const pictureOf = (d: Design) => [...d.layers.flatMap((l) => (l.type === 'image' && l.faces.length > 0 ? [l.asset] : [])), ...(d.background.kind === 'image' && d.background.faces.length > 0 ? [d.background.asset] : [])];
  const [photo] = pictureOf(await designOf(page, id));
  expect(photo, 'the picture holding the face').toBeTruthy();
  const { revision } = await apiGet<{ revision: number }>(page, 'studio.get', { id });
  const credits = await balance(page);

  await apply.click();
  await expect(panel.getByRole('status')).toHaveText('Face Swap lancé : la miniature se redessine avec votre visage.');
  await expect.poll(async () => {
    const t = await apiGet<{ revision: number; status: string }>(page, 'studio.get', { id });
    return t.revision > revision && t.status === 'ready';
  }, { timeout: 90_000 }).toBe(true);
  expect(await balance(page)).toBe(credits - 10);
  await expect(page.getByTestId('balance')).toHaveText(/crédits/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  // Once drawn, the panel offers a swap again (its face is still found), never left waiting for a render that ended.
  await expect(apply).toBeEnabled({ timeout: 20_000 });
  await expect(panel.getByText('Attendez la fin du rendu de la miniature.')).toHaveCount(0);

  // The preview changed where the face is, and (nearly) only there: the swap replaces a face, not the picture.
  // Measured as the share of the face's middle (eyes, nose, mouth: the box's edges hold hair and background
  // the swap keeps) whose pixels visibly changed.
  const f = faceBox!;
  const middle = { x: f.x + f.w * 0.2, y: f.y + f.h * 0.2, w: f.w * 0.6, h: f.h * 0.6 };
  let after = before;
  try {
    await expect.poll(async () => changedShare(before, (after = await previewPixels(page)), middle), { timeout: 30_000 }).toBeGreaterThan(0.3);
  } finally {
    await test.info().attach('preview before the swap', { body: await sharp(before.data, { raw: { width: before.width, height: before.height, channels: 4 } }).png().toBuffer(), contentType: 'image/png' });
    await test.info().attach('preview after the swap', { body: await sharp(after.data, { raw: { width: after.width, height: after.height, channels: 4 } }).png().toBuffer(), contentType: 'image/png' });
  }
  const onFace = changedShare(before, after, faceBox!);
  const whole = changedShare(before, after, { x: 0, y: 0, w: after.width, h: after.height });
  const faceArea = (faceBox!.w * faceBox!.h) / (after.width * after.height);
  console.log(`Face Swap: face box ${f.w}×${f.h}; pixels changed: ${(changedShare(before, after, middle) * 100).toFixed(0)} % of its middle, ${(onFace * 100).toFixed(0)} % of the box, ${(whole * 100).toFixed(2)} % of the frame (the box is ${(faceArea * 100).toFixed(2)} %)`);
  // Nothing changed away from the face (a margin around it for the blend's feathering).
  expect(whole * after.width * after.height).toBeLessThan(onFace * faceBox!.w * faceBox!.h * 2.5);

  // A new version; the swapped picture is a new file of the user's, its face still found for another swap,
  // and the version before keeps the photo as it was (« Restaurer »).
  await expect(versions).toHaveCount(2, { timeout: 20_000 });
  await expect(versions.first()).toContainText('Face Swap');
  const now = pictureOf(await designOf(page, id));
  expect(now).toHaveLength(1);
  expect(now[0]).not.toBe(photo);
  expect((await page.request.get(`/files/assets/${now[0]}`)).status()).toBe(200);
  expect((await apiGet<Array<{ revision: number }>>(page, 'studio.versions', { id })).map((v) => v.revision)).toContain(revision);
  expect(errors).toEqual([]);

  // A design without a photographed face (a Pro generation from a title): the panel says « Moi » is the way to appear.
  await page.getByRole('tab', { name: 'Titre' }).click();
  await page.getByLabel('Style', { exact: true }).selectOption('pro');
  await page.getByLabel('Titre principal').fill('Mon budget du mois');
  const pro = await generate(page, id);
  expect(pro).not.toBe(id);
  await expect(panel.getByTestId('faceswap-no-face')).toHaveText('Face Swap remplace un visage photographié (images ajoutées en style Gaming, images IA) : dans les autres styles, ajoutez-vous avec « Moi ».');
  await expect(panel.getByRole('button', { name: 'Mettre mon visage · 10 crédits' })).toBeDisabled();
});
