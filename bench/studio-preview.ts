/**
 * What a creator on a phone waits for and pays in data after « Générer », in Debian's Chromium against
 * the built app (npm run build first), at 127.0.0.1, signed in, one page load:
 * - click → the new thumbnail drawn (the preview canvas's `data-drawn`, or the server's picture if the
 *   page shows that instead);
 * - click → « Télécharger » ready (the link to the new file in the preview);
 * - the bytes received, counted with CDP (`Network.dataReceived`, and `loadingFinished` for each
 *   response's headers) from the click until the network is idle after download-ready, the status
 *   stream and the refetches included, and which pictures were fetched.
 * Warm figures are generations 2 to N of the page (the first one loads the engine and the fonts);
 * pictograms a title brings for the first time are counted. A generation with three variants and one
 * with a photo are reported apart. Prints figures, decides nothing.
 * Run: npm run build && npx tsx bench/studio-preview.ts  (or npm run bench -- apercu); BENCH_PREVIEW_DEBUG=1
 * also prints each generation's responses, bytes and the status stream's messages as they arrive.
 */
import path from 'node:path';
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import pg from 'pg';
import { percentile } from '../tests/support/percentile';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBuiltApp, type BuiltApp } from './built-app';

/** Titles written for this bench, none of them in the tests' data or tuned on. */
export const PREVIEW_TITLES = [
  'Je teste le meilleur garba d’Abidjan',
  'Mon premier salaire : ce que j’en ai fait',
  'Bamako by night : les coins cachés',
  '5 erreurs qui tuent ta chaîne YouTube',
  'J’ai vendu des beignets pendant 7 jours',
  'Le vrai prix d’un mariage à Dakar',
  'Tabaski 2026 : combien coûte un mouton ?',
  'Réaction : le but de la CAN qui a tout changé',
  'Ma routine du matin avant l’école',
  'Casablanca : le tajine le moins cher du marché',
  'Comment j’ai appris le code sans ordinateur',
  'Lagos en danfo : 24 h de galère',
  'Le secret des tresses qui tiennent 2 mois',
  'On a cuisiné un thiéboudienne géant',
  'Je réponds à vos questions sur l’argent',
  'Un jour avec un chauffeur de taxi-moto',
  'Le téléphone à 50 000 F qui bat l’iPhone ?',
  'Abidjan : le maquis le plus fou de Yopougon',
  'J’ai planté du mil sur mon toit',
  'Les 3 meilleures applis pour épargner',
  'Voyage en car de Dakar à Bamako',
  'Mon chat a peur du ventilateur',
  'Tournoi de FIFA : finale contre mon petit frère',
  'Ce que personne ne dit sur la vie à Paris',
  'Recette : alloco croustillant en 10 minutes',
  'J’ai construit une maison en terre',
  'Le marché de Sandaga avant Noël',
  'Je lance ma marque de bissap',
  'Premier concert : le trac en coulisses',
  'Nuit blanche pour réviser le bac',
];

export interface PreviewRun {
  title: string;
  drawnMs: number;
  readyMs: number;
  bytes: number;
  /** Pictures fetched between the click and the idle network (HD JPEG, WebP), by path and query. */
  pictures: string[];
}

export interface PreviewBenchResult {
  warm: PreviewRun[];
  cold: PreviewRun;
  variants: PreviewRun[];
  photo: PreviewRun[];
}

/** Counts bytes received from `start()` until `stop()`, and whether requests are still open (long streams aside). */
function networkMeter(cdp: CDPSession) {
  let counting = false;
  let bytes = 0;
  const pictures: string[] = [];
  const open = new Map<string, string>();
  const streams = new Set<string>();
  const received = new Map<string, number>();
  let lastActivity = performance.now();
  cdp.on('Network.requestWillBeSent', (e) => {
    open.set(e.requestId, e.request.url);
    lastActivity = performance.now();
    if (counting && /\/files\/thumbnails\/.*\.(jpg|webp)/.test(e.request.url)) pictures.push(new URL(e.request.url).pathname.replace(/^.*\./, '') + new URL(e.request.url).search);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.mimeType === 'text/event-stream') streams.add(e.requestId);
  });
  cdp.on('Network.dataReceived', (e) => {
    lastActivity = performance.now();
    if (!counting) return;
    bytes += e.encodedDataLength;
    received.set(e.requestId, (received.get(e.requestId) ?? 0) + e.encodedDataLength);
  });
  const done = (id: string) => {
    open.delete(id);
    streams.delete(id);
    lastActivity = performance.now();
  };
  const perUrl = new Map<string, number>();
  const urlOf = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urlOf.set(e.requestId, e.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)));
  let t0 = 0;
  cdp.on('Network.dataReceived', (e) => {
    if (counting && process.env.BENCH_PREVIEW_DEBUG) console.log(`      +${(performance.now() - t0).toFixed(0)} ms ${e.encodedDataLength} o ${urlOf.get(e.requestId)?.slice(0, 40)}`);
    if (counting && process.env.BENCH_PREVIEW_DEBUG) perUrl.set(urlOf.get(e.requestId) ?? '?', (perUrl.get(urlOf.get(e.requestId) ?? '?') ?? 0) + e.encodedDataLength);
  });
  cdp.on('Network.loadingFinished', (e) => {
    // The response's whole size (headers included) minus what dataReceived already counted.
    if (counting && open.has(e.requestId)) bytes += Math.max(0, e.encodedDataLength - (received.get(e.requestId) ?? 0));
    received.delete(e.requestId);
    done(e.requestId);
  });
  cdp.on('Network.loadingFailed', (e) => done(e.requestId));
  return {
    start() {
      t0 = performance.now();
      counting = true;
      bytes = 0;
      pictures.length = 0;
      received.clear();
    },
    stop() {
      counting = false;
      if (process.env.BENCH_PREVIEW_DEBUG) console.log([...perUrl].map(([u, b]) => `    ${(b / 1024).toFixed(1)} Ko ${u}`).join('\n'));
      perUrl.clear();
      return { bytes, pictures: [...pictures] };
    },
    /** Resolves once no request but the long streams has been open for `quietMs`. */
    async idle(quietMs = 500, timeoutMs = 15_000) {
      const until = performance.now() + timeoutMs;
      while (performance.now() < until) {
        const busy = [...open.keys()].some((id) => !streams.has(id));
        if (!busy && performance.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** Signs a creator up at /connexion, confirms from the outbox, and grants credits through the operator script. */
async function signedInPage(page: Page, app: BuiltApp, credits: number): Promise<void> {
  const email = `banc.apercu.${process.pid}@exemple.sn`;
  await page.goto(`${app.ipBase}/connexion`);
  const form = page.getByRole('form', { name: 'Créer un compte' });
  await form.getByLabel('Nom').fill('Banc Aperçu');
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Mot de passe').fill('Yassa-Poulet-Thiof-26');
  await form.getByRole('button', { name: 'Créer mon compte' }).click();
  await page.getByRole('status').filter({ hasText: 'Vérifiez votre boîte mail' }).waitFor();
  const db = new pg.Client({ connectionString: app.databaseUrl });
  await db.connect();
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 and kind = 'verify-email' order by created_at desc limit 1`, [email]);
    token = rows[0] ? /jeton=([\w-]+)/.exec(rows[0].text)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  await db.end();
  if (!token) throw new Error('no verification e-mail in the outbox');
  await page.goto(`${app.ipBase}/verifier-email?jeton=${token}`);
  await page.getByRole('button', { name: 'Confirmer mon adresse' }).click();
  await page.waitForURL(/\/studio$/);
  const root = path.resolve(import.meta.dirname, '..');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'scripts/grant-credits.ts'), '--email', email, '--credits', String(credits), '--reason', 'banc aperçu'], {
      env: { ...process.env, DATABASE_URL: app.databaseUrl, DATA_DIR: app.dataDir },
      stdio: 'ignore',
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`grant-credits exited ${code}`))));
  });
}

/** One « Générer » click on the studio as it is, timed in the page from the click's own event. */
async function generateOnce(page: Page, meter: ReturnType<typeof networkMeter>, title: string, variants: 1 | 3): Promise<PreviewRun> {
  await page.getByLabel('Titre principal').fill(title);
  await page.locator(`input[name="variants"][value="${variants}"]`).check();
  await page.evaluate(
    ({ title }) => {
      const w = window as unknown as { __run: { click: number; drawn: number; ready: number } };
      const run = { click: 0, drawn: 0, ready: 0 };
      w.__run = run;
      // The click's own event time, as the page received it (not when Playwright sent it).
      const onClick = (e: MouseEvent) => {
        const button = (e.target as Element | null)?.closest('button');
        if (run.click || !button?.textContent?.startsWith('Générer')) return;
        run.click = performance.now();
      };
      document.addEventListener('click', onClick, { capture: true });
      const look = () => {
        if (!run.click) return;
        const preview = document.querySelector('[data-testid="studio-preview"]');
        if (!preview) return;
        const label = `${title}`;
        if (!run.drawn) {
          const canvas = preview.querySelector<HTMLCanvasElement>('[data-testid="preview-canvas"][data-drawn="true"]');
          const image = preview.querySelector<HTMLImageElement>('img[data-testid="preview-image"]');
          const drawn = (canvas && !canvas.hidden && canvas.getAttribute('aria-label')?.includes(label)) || (image && image.complete && image.naturalWidth > 0 && image.alt.includes(label));
          if (drawn) run.drawn = performance.now();
        }
        // The link to the file, once the preview is this title's (the previous one's link is gone by then).
        const shows = [...preview.querySelectorAll('[data-testid="preview-canvas"], img[data-testid="preview-image"]')].some((el) => (el.getAttribute('aria-label') ?? el.getAttribute('alt') ?? '').includes(label));
        if (!run.ready && shows && preview.querySelector('a[href*="download=1"]')) run.ready = performance.now();
        if (run.drawn && run.ready) observer.disconnect();
      };
      const observer = new MutationObserver(look);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true });
      // An <img> finishing its load changes no attribute: look again on each load event too.
      document.addEventListener('load', look, { capture: true });
    },
    { title },
  );
  meter.start();
  await page.getByRole('button', { name: /^Générer/ }).click();
  await page.waitForFunction(() => {
    const run = (window as unknown as { __run: { drawn: number; ready: number } }).__run;
    return run.drawn > 0 && run.ready > 0;
  }, undefined, { timeout: 60_000, polling: 50 }).catch(async (err) => {
    const state = await page.evaluate(() => ({ run: (window as unknown as { __run: unknown }).__run, html: document.querySelector('[data-testid="studio-preview"]')?.outerHTML.slice(0, 3000) }));
    throw new Error(`${(err as Error).message}\n${JSON.stringify(state, null, 1)}`);
  });
  await meter.idle();
  const { bytes, pictures } = meter.stop();
  const run = await page.evaluate(() => (window as unknown as { __run: { click: number; drawn: number; ready: number } }).__run);
  if (process.env.BENCH_PREVIEW_DEBUG) {
    const sse = await page.evaluate(() => (globalThis as unknown as { __sse: Array<[number, number, string]> }).__sse.splice(0));
    const pictos = await page.evaluate(() => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.name.includes('/pictos/')).map((e) => [e.name.replace(/^.*\/pictos\//, ''), e.startTime, e.responseEnd] as const));
    await page.evaluate(() => performance.clearResourceTimings());
    console.log(`    pictos ${pictos.map(([n, a, b]) => `${n} +${(a - run.click).toFixed(0)}→+${(b - run.click).toFixed(0)}`).join(', ')}`);
    console.log(`  ${title}: drawn ${(run.drawn - run.click).toFixed(0)} ready ${(run.ready - run.click).toFixed(0)} sse ${sse.map(([t, n, what]) => `+${(t - run.click).toFixed(0)} ${n} ${what}`).join(', ')}`);
  }
  return { title, drawnMs: run.drawn - run.click, readyMs: run.ready - run.click, bytes, pictures };
}

export async function benchStudioPreview(titles = PREVIEW_TITLES, extra = 5): Promise<PreviewBenchResult> {
  const app = await startBuiltApp({ LOG_LEVEL: 'warn' });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2.6, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    // tsx names the page functions' inner closures with esbuild's `__name`, which the page lacks.
    await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
    if (process.env.BENCH_PREVIEW_DEBUG)
      await context.addInitScript({
        content: `globalThis.__sse = []; const ES = EventSource; globalThis.EventSource = class extends ES { constructor(...a) { super(...a); this.addEventListener('message', (e) => globalThis.__sse.push([performance.now(), e.data.length, /"design":\\{/.test(e.data) ? 'dessin' : ''])); } };`,
      });
    const page = await context.newPage();
    await signedInPage(page, app, 10 * (titles.length + 4 * extra) + 100);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const meter = networkMeter(cdp);
    await page.goto(`${app.ipBase}/studio`);
    await page.getByLabel('Titre principal').waitFor();
    await page.waitForLoadState('networkidle');
    const runs: PreviewRun[] = [];
    for (const title of titles) runs.push(await generateOnce(page, meter, title, 1));
    const variants: PreviewRun[] = [];
    for (let i = 0; i < extra; i++) variants.push(await generateOnce(page, meter, `${titles[i]} (variantes)`, 3));
    await page.locator('input[name="variants"][value="1"]').check();
    // With a photo: one upload in « Ajout image », chosen, then the same clicks (the photo analysed once).
    const photo: PreviewRun[] = [];
    await page.getByRole('tab', { name: 'Ajout image' }).click();
    const root = path.resolve(import.meta.dirname, '..');
    await page.getByLabel('Ajouter une image').setInputFiles(path.join(root, 'tests/fixtures/photos/jesper.jpg'));
    const mine = page.getByRole('region', { name: 'Mes images' });
    await mine.getByRole('button', { name: /^Choisir / }).first().click({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    for (let i = 0; i < extra; i++) photo.push(await generateOnce(page, meter, `${titles[titles.length - 1 - i]} (photo)`, 1));
    return { cold: runs[0]!, warm: runs.slice(1), variants, photo };
  } finally {
    await browser.close();
    await app.stop();
  }
}

function line(label: string, runs: PreviewRun[]): string {
  const drawn = runs.map((r) => r.drawnMs);
  const ready = runs.map((r) => r.readyMs);
  const bytes = runs.map((r) => r.bytes / 1024);
  const jpg = runs.reduce((n, r) => n + r.pictures.filter((p) => p.startsWith('jpg')).length, 0);
  const webp = runs.reduce((n, r) => n + r.pictures.filter((p) => p.startsWith('webp')).length, 0);
  return (
    `${label} (×${runs.length}) : clic → dessinée médiane ${percentile(drawn, 0.5).toFixed(0)} ms, p90 ${percentile(drawn, 0.9).toFixed(0)} ms ; ` +
    `clic → « Télécharger » prêt médiane ${percentile(ready, 0.5).toFixed(0)} ms, p90 ${percentile(ready, 0.9).toFixed(0)} ms ; ` +
    `octets médiane ${percentile(bytes, 0.5).toFixed(1)} Ko, p90 ${percentile(bytes, 0.9).toFixed(1)} Ko ; ` +
    `JPEG HD chargés ${jpg}, WebP chargés ${webp}`
  );
}

export function printStudioPreview(r: PreviewBenchResult): void {
  console.log('Studio, Chromium à 127.0.0.1, 412×915, une page chargée une fois (objectifs à chaud, 1 variante sans photo : dessinée p50 ≤ 300 ms, prêt p90 ≤ 800 ms, octets p50 ≤ 20 Ko)');
  console.log(line('  1re génération (à froid)', [r.cold]));
  console.log(line('  générations 2 à ' + (r.warm.length + 1) + ', 1 variante, sans photo', r.warm));
  console.log(line('  3 variantes', r.variants));
  console.log(line('  1 variante avec une photo', r.photo));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printStudioPreview(await benchStudioPreview());
  process.exit(0);
}
