import { expect, test } from './live-page';
import type { Locator, Page } from '@playwright/test';
import { serverMeasurer } from '../../server/engine/index';
import { headlineOf, parseDesign, type Box, type Design } from '../../shared/engine/model/design';
import { safeArea } from '../../shared/engine/layout/safe-area';
import { applyOperations, layerBounds, Operation } from '../../shared/engine/model/operations';
import { hitTest } from '../../client/pages/studio/editor/EditorStage';
import { apiGet, comeFromOwnAddress, currentThumbnailId, signUpThroughForm } from './helpers';

/**
 * Point 2 of « Pictures where nothing collides », by hand in the editor: what the hand placed keeps
 * its place and the others make way as the gesture ends; what cannot make way is outlined with a
 * note, never put back; text dragged past the frame comes back into the safe area, drawn while it
 * is dragged; and « Enregistrer » keeps exactly what the editor showed.
 */
const password = 'Marche-Sandaga-2026';

const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

/** The point of a layer nearest its centre where a click picks it (not a layer above it), as the editor hit-tests. */
function grabPoint(design: Design, id: string): { x: number; y: number } {
  const b = layerBounds(design, design.layers.find((l) => l.id === id)!);
  const c = centre(b);
  let best: { x: number; y: number; d: number } | null = null;
  for (let i = 1; i < 20; i++) {
    for (let j = 1; j < 20; j++) {
      const p = { x: b.x + (b.w * i) / 20, y: b.y + (b.h * j) / 20 };
      const d = Math.hypot(p.x - c.x, p.y - c.y);
      if (hitTest(design, p.x, p.y)?.id === id && (!best || d < best.d)) best = { ...p, d };
    }
  }
  expect(best, `a point of ${id} a click reaches`).not.toBeNull();
  return best!;
}

/** The editor's operations as it keeps them on this device (its draft), read in the page. */
async function draftOps(page: Page, thumbnailId: string): Promise<Operation[]> {
  const raw = await page.evaluate((id) => {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      if (key.includes(id)) return localStorage.getItem(key);
    }
    return null;
  }, thumbnailId);
  return (JSON.parse(raw ?? '{"ops":[]}') as { ops: unknown[] }).ops.map((o) => Operation.parse(o));
}

test('by hand: the others make way as a gesture ends, an overlap left is outlined, text comes back into the safe area shown while dragging, and the save is what was shown', async ({ page }) => {
  test.setTimeout(90_000);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  await comeFromOwnAddress(page);
  await signUpThroughForm(page, { name: 'Moussa Sarr', password });
  await page.getByLabel('Titre principal').fill('Mon marché à Dakar');
  // « réaction »: the composition with a subject beside the words and a reaction face.
  await page.getByRole('tab', { name: 'Prompt' }).click();
  await page.getByLabel('Brief / prompt').fill('réaction');
  await page.getByLabel('Style', { exact: true }).selectOption({ label: 'Viral' });
  await page.getByRole('button', { name: 'Générer' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', 'true', { timeout: 30_000 });
  const id = await currentThumbnailId(page);
  const saved = parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
  const subjectId = saved.layers.find((l) => l.type === 'picto' && l.role === 'subject')!.id;

  await page.getByRole('button', { name: 'Modifier' }).click();
  const editor = page.getByTestId('editor');
  const stage = editor.getByTestId('editor-stage');
  await expect(editor.getByTestId('editor-canvas')).toHaveAttribute('data-drawn', 'true');
  await expect(editor).toHaveAttribute('data-settled', 'true');
  await stage.scrollIntoViewIfNeeded();
  const k = (await stage.boundingBox())!.width / saved.width;
  // The stage where it is now (a click in the list below may scroll the page).
  const stageBox = async () => (await stage.boundingBox())!;
  const onPage = async (p: { x: number; y: number }) => {
    const box = await stageBox();
    return { x: box.x + p.x * k, y: box.y + p.y * k };
  };
  const selection = editor.getByTestId('editor-selection');
  /** Where the selected layer is, in the frame's pixels, as the editor shows it. */
  const selected = async (): Promise<Box> => {
    const box = await stageBox();
    const s = (await selection.boundingBox())!;
    return { x: (s.x - box.x) / k, y: (s.y - box.y) / k, w: s.width / k, h: s.height / k };
  };
  const select = async (button: Locator) => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  };
  const titleButton = editor.getByRole('button', { name: /^Titre : / });
  const subjectButton = editor.getByRole('button', { name: /^Pictogramme : / });
  const drag = async (from: { x: number; y: number }, to: { x: number; y: number }, during: () => Promise<void> = async () => {}) => {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await during();
    await page.mouse.up();
  };

  // 1. The headline dragged off the top of the frame: the safe area is drawn while it is dragged (lit
  // where it holds the words), and the words come back to its top edge instead of being refused.
  const words = layerBounds(saved, headlineOf(saved)!);
  const safe = safeArea(saved.width, saved.height);
  const grabWords = await onPage(grabPoint(saved, headlineOf(saved)!.id));
  await drag(grabWords, { x: grabWords.x, y: (await stageBox()).y - 40 }, async () => {
    const area = editor.getByTestId('editor-safe-area');
    await expect(area).toBeVisible();
    await expect(area).toHaveAttribute('data-held', 'edge');
  });
  await expect(editor.getByTestId('editor-safe-area')).toHaveCount(0);
  await expect(editor.getByTestId('editor-refusal')).toHaveCount(0);
  await expect(editor.getByTestId('editor-count')).toHaveText('1 modification non enregistrée');
  await expect(titleButton).toHaveAttribute('aria-pressed', 'true');
  const top = await selected();
  expect(Math.abs(top.y - safe.y)).toBeLessThan(2.5);
  // Straight up (the drag snaps edges and centres to the guides within 1.2 % of the width).
  expect(Math.abs(centre(top).x - centre(words).x)).toBeLessThan(saved.width * 0.012 + 2);
  await expect(editor).toHaveAttribute('data-settled', 'true');

  // 2. The subject dropped on the words: it stays where it was dropped, the words make way at once,
  // and nothing is left overlapping.
  await select(subjectButton);
  const subject = await selected();
  await select(titleButton);
  const before = await selected();
  // Grabbed where a click reaches it (the red circle around it lies on top), dropped with its centre on the words'.
  const now = applyOperations({ measurer: serverMeasurer() }, saved, await draftOps(page, id)).design;
  const hold = grabPoint(now, subjectId);
  const from = await onPage(hold);
  await drag(from, { x: from.x + (centre(before).x - centre(subject).x) * k, y: from.y + (centre(before).y - centre(subject).y) * k });
  await expect(subjectButton).toHaveAttribute('aria-pressed', 'true');
  await expect(editor).toHaveAttribute('data-settled', 'true');
  const dropped = await selected();
  expect(Math.hypot(centre(dropped).x - centre(before).x, centre(dropped).y - centre(before).y)).toBeLessThan(25);
  await select(titleButton);
  const madeWay = await selected();
  expect(Math.hypot(centre(madeWay).x - centre(before).x, centre(madeWay).y - centre(before).y)).toBeGreaterThan(60);
  await expect(editor.getByTestId('editor-overlap')).toHaveCount(0);
  await expect(editor.getByTestId('editor-overlap-box')).toHaveCount(0);
  await expect(editor.getByTestId('editor-count')).toHaveText('2 modifications non enregistrées');

  // 3. The subject made much bigger by its corner handle: the words find no room left, so both are
  // outlined and named; the subject keeps the size it was given.
  await select(subjectButton);
  const small = await selected();
  const handle = (await editor.getByTestId('editor-handle-se').boundingBox())!;
  const grab = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
  const c = await onPage(centre(small));
  const viewport = page.viewportSize()!;
  const factor = Math.min(3, (viewport.width - 4 - c.x) / (grab.x - c.x), (viewport.height - 4 - c.y) / (grab.y - c.y));
  expect(factor).toBeGreaterThan(2);
  await drag(grab, { x: c.x + (grab.x - c.x) * factor, y: c.y + (grab.y - c.y) * factor });
  await expect(editor).toHaveAttribute('data-settled', 'true');
  const note = editor.getByTestId('editor-overlap');
  await expect(note).toContainText(/Ces éléments se chevauchent\s:/);
  await expect(note).toContainText(/«\sTitre : MON MARCHÉ À DAKAR\s»/);
  await expect(note).toContainText(/«\sPictogramme : /);
  const outlined = await editor.getByTestId('editor-overlap-box').evaluateAll((els) => els.map((e) => e.getAttribute('data-layer')));
  expect(outlined).toEqual(expect.arrayContaining([subjectId, headlineOf(saved)!.id]));
  expect((await selected()).w).toBeGreaterThan(small.w * 1.8);
  await expect(editor.getByTestId('editor-count')).toHaveText('3 modifications non enregistrées');
  await editor.screenshot({ path: '/tmp/editor-layout-1280.png' });

  // 4. « Enregistrer »: the new revision is the design the editor showed, where it showed it.
  const shown = applyOperations({ measurer: serverMeasurer() }, saved, await draftOps(page, id));
  expect(shown.refused).toEqual([]);
  expect(shown.applied.length).toBeGreaterThanOrEqual(4);
  const onScreen: Record<string, Box> = { [subjectId]: await selected() };
  await select(titleButton);
  onScreen[headlineOf(saved)!.id] = await selected();
  const revision = (await apiGet<{ revision: number }>(page, 'studio.get', { id })).revision;
  await editor.getByRole('button', { name: 'Enregistrer (5 crédits)' }).click();
  await expect(page.getByTestId('editor')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const t = await apiGet<{ status: string; revision: number }>(page, 'studio.get', { id });
        return t.status === 'ready' && t.revision > revision;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  const after: Design = parseDesign((await apiGet<{ design: unknown }>(page, 'studio.get', { id })).design);
  expect(after).toEqual(shown.design);
  for (const [layer, b] of Object.entries(onScreen)) {
    const s = layerBounds(after, after.layers.find((l) => l.id === layer)!);
    for (const key of ['x', 'y', 'w', 'h'] as const) expect(Math.abs(s[key] - b[key]), `${layer}.${key}`).toBeLessThan(2.5 / k);
  }
  expect(errors).toEqual([]);
});
