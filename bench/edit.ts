/**
 * Editing speed, printed (never pass/fail on wall time):
 * (a) one edit operation applied and the preview redrawn at its display size (640×360 CSS px) in
 *     headless Chromium (software rendering), for a design with a headline, a subject, a logo and
 *     two shapes — the shared operations and client/engine/browser.ts, as the studio runs them;
 * (b) saving a modification, click to ready: `studio.modify` (credits, operations applied and
 *     typeset again by the server, render queued) to status ready through the real queue and the
 *     local engine.
 * Run: npm run build && npx tsx bench/edit.ts  (--no-browser skips (a))
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { serverMeasurer } from '../server/engine/index';
import type { Design } from '../shared/engine/model/design';
import type { Operation } from '../shared/engine/model/operations';
import { editDesigns } from '../tests/fixtures/edit-designs';
import { editHarnessScript } from '../tests/fixtures/edit-harness-bundle';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp } from './built-app';
import { signedInUser } from './signed-in-user';
import { percentile } from '../tests/support/percentile';
import { bootInProcess } from './in-process';

/** What a user does in the editor, one operation at a time (drags, colours, words, sizes, a tag). */
function editSequence(i: number): Operation {
  const colours = ['#FFD400', '#FFFFFF', '#1FA34A', '#FF3B30'];
  switch (i % 8) {
    case 0:
      return { op: 'move', layer: 'titre', dx: i % 16 < 8 ? 6 : -6, dy: 2 };
    case 1:
      return { op: 'set-colors', layer: 'titre', fill: colours[i % 4]! };
    case 2:
      return { op: 'move', layer: 'sujet', dx: i % 16 < 8 ? -8 : 8, dy: 0 };
    case 3:
      return { op: 'set-text', layer: 'titre', text: i % 16 < 8 ? 'Le derby de Dakar ce soir' : 'Le derby de Dakar' };
    case 4:
      return { op: 'rotate', layer: 'sujet', degrees: i % 16 < 8 ? 6 : 0 };
    case 5:
      return { op: 'set-highlight', layer: 'titre', words: [i % 16 < 8 ? 'DAKAR' : 'DERBY'] };
    case 6:
      return { op: 'set-colors', layer: 'rayons', fill: colours[(i + 1) % 4]! };
    default:
      return { op: 'scale', layer: 'logo', factor: i % 16 < 8 ? 1.2 : 1 / 1.2 };
  }
}

export interface PreviewBench {
  runs: number;
  median: number;
  p95: number;
  /** The same operations with the preview drawn whole each time (the first frame, a resize, a new background). */
  whole: { median: number; p95: number };
}

/** (a) In headless Chromium against the built app (fonts and pictograms from its routes; the logo served here). */
export async function benchEditPreview(runs = 200, warmup = 20): Promise<PreviewBench> {
  const [derby] = editDesigns(serverMeasurer()) as [Design];
  const logo = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#D71920' } }).png().toBuffer();
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, bypassCSP: true });
    const page = await context.newPage();
    // The logo is a user's asset: served here so the preview draws it as the studio would.
    await page.route('**/files/assets/*', (route) => route.fulfill({ status: 200, contentType: 'image/png', body: logo }));
    await page.goto(`${app.base}/`);
    await page.addScriptTag({ content: await editHarnessScript() });
    await page.evaluate(() => window.editHarness.ready);
    const ops = Array.from({ length: runs + warmup }, (_, i) => editSequence(i));
    const run = (whole: boolean) =>
      page.evaluate(
        async ({ design, ops, warmup, whole }) => {
          const canvas = document.createElement('canvas');
          // Displayed at 640×360 CSS px: drawn at that size (scale 0.5 of 1280×720), never full size.
          canvas.style.width = '640px';
          document.body.prepend(canvas);
          await window.editHarness.prepare(design);
          const out: number[] = [];
          let current = design;
          for (let i = 0; i < ops.length; i++) {
            const op = ops[i]!;
            const { ms, design: next } = window.editHarness.edit(current, op, canvas, 0.5, whole);
            current = next;
            if (i >= warmup) out.push(ms);
          }
          canvas.remove();
          return out;
        },
        { design: derby, ops, warmup, whole },
      );
    // What the editor does on each edit (from the edited layer up), then the worst case for reference.
    const times = await run(false);
    const whole = await run(true);
    return { runs: times.length, median: percentile(times, 0.5), p95: percentile(times, 0.95), whole: { median: percentile(whole, 0.5), p95: percentile(whole, 0.95) } };
  } finally {
    await browser.close();
    await app.stop();
  }
}

/** (b) studio.modify → ready, in process (web and worker), through pg-boss and the local engine. */
export async function benchEditSave(runs = 30, warmup = 3): Promise<{ median: number; p95: number; runs: number }> {
  const { services, config, log, stop } = await bootInProcess();
  try {
    const { api } = await signedInUser(services, config, log, { name: 'Banc Édition', email: 'edition@exemple.sn', credits: 10 + 5 * (runs + warmup) });
    const untilReady = async (id: string, t0: number): Promise<number> => {
      const events = services.statusEvents!.changes(id, AbortSignal.timeout(15_000));
      const fresh = await api().studio.get({ id });
      if (fresh.status !== 'ready' && fresh.status !== 'failed') {
        for await (const e of events) if (e.status === 'ready' || e.status === 'failed') break;
      }
      await events.return?.();
      return performance.now() - t0;
    };
    const created = await api().studio.generate({ title: 'Le derby de Dakar', prompt: '', style: 'pro' });
    await untilReady(created.id, performance.now());
    const colours = ['#FFD400', '#FFFFFF', '#1FA34A', '#FF3B30', '#2D6BFF'];
    const times: number[] = [];
    for (let i = 0; i < runs + warmup; i++) {
      const t0 = performance.now();
      // A save as the editor sends it: a few operations at once (a colour, a move, a tag on the first).
      const ops: Operation[] = [
        { op: 'set-colors', layer: 'titre', fill: colours[i % colours.length]! },
        { op: 'move', layer: 'titre', dx: i % 2 ? 4 : -4, dy: 0 },
        ...(i === 0 ? [{ op: 'add-tag', text: 'EXCLU' } as const] : []),
      ];
      const { charged } = await api().studio.modify({ id: created.id, ops });
      if (!charged) throw new Error('a modification that changes the design must be charged');
      const ms = await untilReady(created.id, t0);
      if (i >= warmup) times.push(ms);
    }
    return { runs: times.length, median: percentile(times, 0.5), p95: percentile(times, 0.95) };
  } finally {
    await stop();
  }
}

export function printEditSave(r: { median: number; p95: number; runs: number }): void {
  console.log(`Enregistrer une modification (studio.modify → prête, moteur local, ×${r.runs}) : médiane ${r.median.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms (objectif médiane ≤ 300 ms)`);
}

export function printEditPreview(r: PreviewBench): void {
  console.log(`Une opération d’édition + aperçu redessiné à 640×360 dans Chromium (rendu logiciel, ×${r.runs}) : médiane ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (objectif médiane ≤ 16 ms)`);
  console.log(`  le même aperçu redessiné en entier (première image, redimensionnement, nouveau fond) : médiane ${r.whole.median.toFixed(1)} ms, p95 ${r.whole.p95.toFixed(1)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printEditSave(await benchEditSave());
  if (!process.argv.includes('--no-browser')) printEditPreview(await benchEditPreview());
  process.exit(0);
}
