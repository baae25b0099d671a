import { expect, test } from './live-page';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { headlineOf, parseDesign, type Box, type Design, type ImageLayer } from '../../shared/engine/model/design';
import { parseColor } from '../../shared/engine/style/color';
import { geminiAnswers } from '../fixtures/gemini-server';
import { answers } from '../fixtures/openai-server';
import { AI_PORTS, fakes } from './ai-engines';
import { apiGet, comeFromOwnAddress, currentThumbnailId as currentId, signUpThroughForm } from './helpers';

/**
 * « Modifier la photo »: an AI edit of the thumbnail's picture, in Chromium, against an app whose
 * engine is Gemini and one whose engine is OpenAI, each talking HTTP to our fake API
 * (serve-ai-engines.ts, started by playwright.config.ts). As a creator sees it: the
 * picture changes and the headline does not, for 5 credits; a refusal and an outage each say why
 * in French and give the 5 credits back.
 */
const password = 'Yassa-Poulet-2026';
const REFUSED = 'Le moteur IA a refusé cette modification. Vos crédits ont été rendus.';
const DOWN = 'Le moteur IA ne répond pas pour le moment. Réessayez plus tard : vos crédits ont été rendus.';
/**
 * A scripted error answer, sent this late: long enough for the page to show the 5 credits spent
 * before they come back (an instant refusal could be refunded before the balance is read again).
 */
function late<A extends { status: number }>(answer: A | 'ok' | { delayMs: number }, delayMs = 1_500): A & { delayMs: number } {
  if (typeof answer !== 'object' || !('status' in answer)) throw new Error('late() takes an answer with a status');
  return { ...answer, delayMs };
}

interface Dto {
  id: string;
  status: string;
  revision: number;
  imageUrl: string | null;
  error: string | null;
  design: unknown;
}

/** The HD JPEG a creator downloads, as raw RGB. */
async function pixelsOf(page: Page, t: Dto) {
  const res = await page.request.get(t.imageUrl!);
  expect(res.ok()).toBe(true);
  return sharp(await res.body()).removeAlpha().raw().toBuffer({ resolveWithObject: true });
}
type Pixels = Awaited<ReturnType<typeof pixelsOf>>;

/**
 * Share of the pixels inside `box` (the whole frame by default), outside the `skip` boxes, for which
 * `is(r, g, b)` holds.
 */
function share(img: Pixels, is: (r: number, g: number, b: number) => boolean, box: Box = { x: 0, y: 0, w: img.info.width, h: img.info.height }, skip: Box[] = []): number {
  let n = 0;
  let all = 0;
  const { data, info } = img;
  const skipped = (x: number, y: number) => skip.some((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
  for (let y = Math.max(0, Math.round(box.y)); y < Math.min(info.height, Math.round(box.y + box.h)); y += 2) {
    for (let x = Math.max(0, Math.round(box.x)); x < Math.min(info.width, Math.round(box.x + box.w)); x += 2) {
      if (skipped(x, y)) continue;
      const i = (y * info.width + x) * info.channels;
      all++;
      if (is(data[i]!, data[i + 1]!, data[i + 2]!)) n++;
    }
  }
  return all === 0 ? 0 : n / all;
}

/**
 * The headline is untouched, in the design and on the pixels: every pixel of its box that had the
 * headline's fill colour before still has it after (JPEG noise aside).
 */
function expectHeadlineKept(before: { design: Design; img: Pixels }, after: { design: Design; img: Pixels }) {
  const headline = headlineOf(before.design)!;
  expect(headlineOf(after.design), 'the headline layer is the same').toEqual(headline);
  const fill = parseColor(headline.fill);
  const near = (data: Buffer, i: number) => Math.abs(data[i]! - fill.r) + Math.abs(data[i + 1]! - fill.g) + Math.abs(data[i + 2]! - fill.b) < 60;
  const { width, channels } = before.img.info;
  let glyph = 0;
  let kept = 0;
  for (let y = Math.round(headline.box.y); y < Math.round(headline.box.y + headline.box.h); y++) {
    for (let x = Math.round(headline.box.x); x < Math.round(headline.box.x + headline.box.w); x++) {
      const i = (y * width + x) * channels;
      if (!near(before.img.data, i)) continue;
      glyph++;
      if (near(after.img.data, i)) kept++;
    }
  }
  expect(glyph, 'the headline is drawn in its colour').toBeGreaterThan(2_000);
  expect(kept / glyph, 'the headline pixels stay').toBeGreaterThan(0.97);
}

/** Signs up on the engine's app and generates one thumbnail; 20 credits are left. */
async function firstThumbnail(page: Page, person: string, brief: { title: string; prompt?: string }): Promise<Dto> {
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: person, password });
  if (brief.prompt) {
    await page.getByRole('tab', { name: 'Prompt' }).click();
    await page.getByLabel('Titre principal (facultatif)').fill(brief.title);
    await page.getByLabel('Brief / prompt').fill(brief.prompt);
  } else {
    await page.getByLabel('Titre principal').fill(brief.title);
  }
  await page.getByRole('button', { name: 'Générer · 10 crédits' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText('20 crédits');
  return apiGet<Dto>(page, 'studio.get', { id: await currentId(page) });
}

/** Types a change only the AI engine can make, and clicks « Modifier la photo (5 crédits) ». */
async function askPictureEdit(page: Page, words: string): Promise<void> {
  const box = page.getByTestId('instruction-box');
  await box.getByRole('textbox', { name: 'Décrire une modification' }).fill(words);
  await expect(box.getByTestId('instruction-pixels')).toContainText('Modifier la photo');
  await box.getByRole('button', { name: 'Modifier la photo (5 crédits)' }).click();
}

/** Waits for the thumbnail's next revision, ready and drawn, and reads it. */
async function nextRevision(page: Page, before: Dto): Promise<Dto> {
  await expect.poll(async () => {
    const t = await apiGet<Dto>(page, 'studio.get', { id: before.id });
    return t.status === 'ready' && t.revision > before.revision;
  }, { timeout: 30_000 }).toBe(true);
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 20_000 });
  return apiGet<Dto>(page, 'studio.get', { id: before.id });
}

/**
 * A failed AI edit as the creator lives it: the 5 credits go at the click, the French reason comes,
 * the 5 credits come back, and the thumbnail is what it was (same revision, same file).
 */
async function expectRefunded(page: Page, before: Dto, credits: number, message: string): Promise<void> {
  await expect(page.getByTestId('balance')).toHaveText(`${credits - 5} crédits`);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('balance')).toHaveText(`${credits} crédits`);
  const after = await apiGet<Dto>(page, 'studio.get', { id: before.id });
  expect([after.status, after.revision, after.imageUrl]).toEqual(['ready', before.revision, before.imageUrl]);
}

// By hue, not by value: the style dims its background (the fake's #ff00ff is drawn about #990099).
// The two apps boot in the background while the run goes on (serve-ai-engines.ts).
test.beforeAll(async () => {
  test.setTimeout(150_000);
  await fakes.appsReady();
});

// The fake's magenta has as much red as blue: a palette's raspberry accent on the kept headline (#C2185B) is not it.
const magenta = (r: number, g: number, b: number) => r > 90 && b > 90 && g < Math.min(r, b) * 0.4 && Math.abs(r - b) < Math.max(r, b) * 0.25;
const green = (r: number, g: number, b: number) => g > 90 && r < g * 0.4 && b < g * 0.4;
const yellow = (r: number, g: number, b: number) => r > 200 && g > 160 && b < 90;

test.describe('with Gemini', () => {
  test.use({ baseURL: `http://localhost:${AI_PORTS.geminiApp}` });

  test('« Modifier la photo » redraws the background, not the headline, for 5 credits; a refusal and an outage give them back', async ({ page }) => {
    test.setTimeout(120_000);
    await fakes.reset();
    // Gemini made the background (its fake paints magenta); nothing else in the frame is a photo.
    const first = await firstThumbnail(page, 'Mariama Diop', { title: 'Ma tenue pour la Tabaski' });
    const design = parseDesign(first.design);
    expect(design.background.kind).toBe('image');
    const before = { design, img: await pixelsOf(page, first) };
    expect(share(before.img, magenta)).toBeGreaterThan(0.3);

    await fakes.gemini({ fill: '#00c000' }); // the edited picture comes back green
    await askPictureEdit(page, 'mets-lui un maillot rouge');
    await expect(page.getByTestId('balance')).toHaveText('15 crédits');
    const edited = await nextRevision(page, first);
    const after = { design: parseDesign(edited.design), img: await pixelsOf(page, edited) };
    expect(share(after.img, magenta), 'no magenta left').toBeLessThan(0.02);
    expect(share(after.img, green), 'the new picture').toBeGreaterThan(0.3);
    expectHeadlineKept(before, after);
    expect((await fakes.calls()).gemini).toBe(2); // the background, then one edit
    await expect(page.getByTestId('balance')).toHaveText('15 crédits');

    // The model refuses (the request blocked): said in French, 5 credits back, asked once only.
    await fakes.reset();
    await fakes.gemini({ script: [late(geminiAnswers.promptBlocked('PROHIBITED_CONTENT'))] });
    await askPictureEdit(page, 'mets-lui une casquette rouge');
    await expectRefunded(page, edited, 15, REFUSED);
    expect((await fakes.calls()).gemini).toBe(1);

    // Gemini stays down (500 on every try): the adapter's 4 tries, then the French reason and the refund.
    await fakes.reset();
    await fakes.gemini({ script: Array.from({ length: 4 }, () => geminiAnswers.serverError(500)) });
    await askPictureEdit(page, 'change sa chemise en bleu');
    await expectRefunded(page, edited, 15, DOWN);
    expect((await fakes.calls()).gemini).toBe(4);
  });
});

test.describe('with OpenAI', () => {
  test.use({ baseURL: `http://localhost:${AI_PORTS.openaiApp}` });

  test('« Modifier la photo » redraws the cut-out subject, not the headline, for 5 credits; a refusal and an outage give them back', async ({ page }) => {
    test.setTimeout(120_000);
    await fakes.reset();
    // OpenAI made the background and a cut-out subject (its fake draws a yellow disc).
    const first = await firstThumbnail(page, 'Ousmane Sow', { title: 'Ma tenue pour la Tabaski', prompt: 'une femme souriante en boubou' });
    const design = parseDesign(first.design);
    const subject = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.role === 'subject');
    expect(subject, 'the AI cut-out is in the design').toBeTruthy();
    const before = { design, img: await pixelsOf(page, first) };
    expect(share(before.img, yellow, subject!.box)).toBeGreaterThan(0.3);

    await askPictureEdit(page, 'mets-lui un maillot rouge');
    await expect(page.getByTestId('balance')).toHaveText('15 crédits');
    const edited = await nextRevision(page, first);
    const after = { design: parseDesign(edited.design), img: await pixelsOf(page, edited) };
    // Inside the subject, the model's picture (the fake's blue-to-orange gradient) replaced the yellow
    // disc. What is drawn over the subject is left out of the count: the pictogram chosen for the title
    // may be a yellow emoji, and it stays (a run once counted 8 % of the box yellow from it alone).
    const at = after.design.layers.findIndex((l) => l.id === subject!.id);
    expect(at, 'the subject keeps its layer').toBeGreaterThanOrEqual(0);
    const over = after.design.layers.slice(at + 1).flatMap((l) => ('box' in l ? [l.box] : []));
    expect(share(before.img, yellow, subject!.box, over), 'the disc, what covers it aside').toBeGreaterThan(0.3);
    expect(share(after.img, yellow, subject!.box, over), 'the subject was redrawn').toBeLessThan(0.05);
    expectHeadlineKept(before, after);
    expect((await fakes.calls()).openai.filter((p) => p === '/v1/images/edits')).toHaveLength(1);

    // The safety system refuses: said in French, 5 credits back, asked once only.
    await fakes.reset();
    await fakes.openai('/images/edits', [late(answers.moderationBlocked())]);
    await askPictureEdit(page, 'mets-lui une casquette rouge');
    await expectRefunded(page, edited, 15, REFUSED);
    expect((await fakes.calls()).openai).toEqual(['/v1/images/edits']);

    // OpenAI stays down (503 on every try): the adapter's 4 tries, then the French reason and the refund.
    await fakes.reset();
    await fakes.openai('/images/edits', Array.from({ length: 4 }, () => answers.serverError(503)));
    await askPictureEdit(page, 'change sa chemise en bleu');
    await expectRefunded(page, edited, 15, DOWN);
    expect((await fakes.calls()).openai).toHaveLength(4);
  });
});
