/**
 * The production tree (issue 34): built by the script the Dockerfile runs (scripts/production-tree.mjs)
 * into a temporary folder, weighed (`du -sb`, its largest folders), then booted with this tree's Node 22,
 * NODE_ENV=production and its embedded database, and used as a creator would: three pictograms served
 * from the built asset, one generation, one photo
 * sent to the studio and cut out by the worker, one DigitalMe photo checked. Each step's outcome is
 * printed; the tree runs with nothing of the development tree on its module path (it sits outside it).
 *
 * Run: npm run build && npx tsx bench/production-tree.ts [--keep]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import sharp from 'sharp';
import { Order } from '../server/billing/order.entity';
import { startPlanPeriod } from '../server/billing/subscriptions';
import { daysFrom, grantCredits } from '../server/credits/ledger';
import { initOrm } from '../server/orm';
import { storedCutoutIds } from '../server/vision/photo-analyses';
import { DIGITALME_CONSENT_VERSION } from '../shared/digitalme';
import { productPrice } from '../shared/plans';
import { fixturePhoto } from '../tests/fixtures/digitalme-photos';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { signUpVerified } from './browser';
import { startBuiltApp } from './built-app';

const root = path.resolve(import.meta.dirname, '..');
/** The target for the tree, dist/ and models/ included, and the next step it asks about. */
const TARGET_MB = 450;

export interface ProductionTreeFigures {
  bytes: number;
  buildSeconds: number;
  largest: Array<{ dir: string; bytes: number }>;
  steps: Array<{ step: string; ok: boolean; detail: string; seconds: number }>;
}

/** Sizes of the tree's folders two levels down (node_modules/@scope/name counted as one), largest first. */
function largestDirs(dir: string, count: number): Array<{ dir: string; bytes: number }> {
  const dirs: string[] = [];
  for (const top of readdirSync(dir, { withFileTypes: true })) {
    if (!top.isDirectory()) continue;
    if (top.name !== 'node_modules') {
      dirs.push(top.name);
      continue;
    }
    for (const pkg of readdirSync(path.join(dir, top.name), { withFileTypes: true })) {
      if (!pkg.isDirectory()) continue;
      if (pkg.name.startsWith('@')) for (const scoped of readdirSync(path.join(dir, top.name, pkg.name))) dirs.push(`node_modules/${pkg.name}/${scoped}`);
      else dirs.push(`node_modules/${pkg.name}`);
    }
  }
  const du = spawnSync('du', ['-sb', ...dirs], { cwd: dir, encoding: 'utf8', maxBuffer: 16 << 20 });
  return du.stdout
    .trim()
    .split('\n')
    .map((line) => {
      const [bytes, name] = line.split('\t');
      return { dir: name!, bytes: Number(bytes) };
    })
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

async function step(steps: ProductionTreeFigures['steps'], name: string, run: () => Promise<string>): Promise<void> {
  const started = performance.now();
  try {
    steps.push({ step: name, ok: true, detail: await run(), seconds: (performance.now() - started) / 1000 });
  } catch (err) {
    steps.push({ step: name, ok: false, detail: err instanceof Error ? err.message : String(err), seconds: (performance.now() - started) / 1000 });
  }
}

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what} : rien après ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function benchProductionTree(opts: { keep?: boolean } = {}): Promise<ProductionTreeFigures> {
  // Outside the development tree, so Node finds no package of it by walking up from the production tree.
  const parent = mkdtempSync(path.join(os.tmpdir(), 'minialab-production-'));
  const dir = path.join(parent, 'app');
  const { buildProductionTree, treeBytes } = (await import(pathToFileURL(path.join(root, 'scripts/production-tree.mjs')).href)) as {
    buildProductionTree(outdir: string, opts: { prebuilt?: boolean; log?: (line: string) => void }): { dir: string; bytes: number };
    treeBytes(dir: string): number;
  };
  const started = performance.now();
  buildProductionTree(dir, { prebuilt: true, log: () => undefined });
  const buildSeconds = (performance.now() - started) / 1000;
  const figures: ProductionTreeFigures = { bytes: treeBytes(dir), buildSeconds, largest: largestDirs(dir, 15), steps: [] };
  const { steps } = figures;

  const app = await startBuiltApp({}, { root: dir });
  const browser = new Browser(app.ipBase, loopbackAddress(0));
  const orm = await initOrm(app.databaseUrl);
  try {
    const db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
    let userId = '';
    try {
      ({ userId } = await signUpVerified(browser, db, { name: 'Banc Production', email: 'banc-production@exemple.sn' }));
    } finally {
      await db.end();
    }
    await orm.em.fork().transactional((tx) => grantCredits(tx, { userId, amount: 100, reason: 'bench', expiresAt: daysFrom(new Date(), 1) }));

    await step(steps, 'pictogrammes', async () => {
      // Served from the built asset: the icon and emoji packages are not in this tree.
      const served: string[] = [];
      for (const name of ['fluent/man-cook-dark', 'flag/sn', 'minia/sac-fcfa']) {
        const res = await fetch(`${app.base}/pictos/${name}.svg`);
        const body = await res.text();
        if (!res.ok || !body.startsWith('<svg')) throw new Error(`/pictos/${name}.svg : ${res.status}`);
        served.push(`${name} (${(body.length / 1024).toFixed(0)} Kio)`);
      }
      if (existsSync(path.join(dir, 'node_modules/@iconify-json')) || existsSync(path.join(dir, 'node_modules/emojibase-data'))) throw new Error('les paquets d’icônes sont dans l’arbre');
      return served.join(', ');
    });

    await step(steps, 'génération', async () => {
      const created = await browser.mutate<{ id: string }>('studio.generate', { title: 'Recette du thiéboudienne à Dakar 🇸🇳', prompt: '', style: 'viral' });
      const status = await browser.waitForFinalStatus(created.id, 180_000);
      if (status !== 'ready') throw new Error(`génération ${status}`);
      return 'prête';
    });

    await step(steps, 'détourage', async () => {
      const photo = await sharp(fixturePhoto('jesper.jpg')).jpeg({ quality: 90 }).toBuffer();
      const asset = await browser.upload<{ id: string }>('images.upload', photo, 'moi.jpg');
      const cutout = await until('détourage', 180_000, async () => (await storedCutoutIds(orm.em.fork(), userId, [asset.id])).get(asset.id));
      return `photo détourée (fichier ${cutout.slice(0, 8)}…)`;
    });

    await step(steps, 'DigitalMe', async () => {
      await orm.em.fork().transactional(async (tx) => {
        const order = tx.create(Order, { user: userId, kind: 'plan', product: 'PREMIUM', amountXof: productPrice('PREMIUM')!, provider: 'sandbox', status: 'paid', paidAt: new Date(), paymentMethod: 'Wave', successUrl: `${app.base}/paiement/succes`, cancelUrl: `${app.base}/paiement/annule` });
        await tx.flush();
        await startPlanPeriod(tx, { userId, planId: 'PREMIUM', orderId: order.id, now: new Date() });
      });
      await browser.mutate('digitalMe.consent', { accepted: true, version: DIGITALME_CONSENT_VERSION });
      const sent = await browser.upload<{ id: string }>('digitalMe.upload', fixturePhoto('jesper_2.jpg'), 'moi.jpg');
      type State = { photos: Array<{ id: string; status: string; reason?: string | null; message?: string | null }> };
      const photo = await until('vérification DigitalMe', 180_000, async () => {
        const state = await browser.query<State>('digitalMe.state');
        const mine = state.photos.find((p) => p.id === sent.id);
        return mine && mine.status !== 'checking' ? mine : null;
      });
      if (photo.reason) throw new Error(`photo refusée : ${photo.reason} (${photo.message ?? ''})`);
      return `photo vérifiée : ${photo.status}`;
    });
  } finally {
    browser.close();
    await orm.close(true);
    await app.stop();
    if (!opts.keep) rmSync(parent, { recursive: true, force: true });
  }
  if (opts.keep) console.log(`Arbre gardé dans ${dir}`);
  return figures;
}

export function printProductionTree(f: ProductionTreeFigures): void {
  const mb = (bytes: number) => (bytes / 1e6).toLocaleString('fr-FR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
  console.log(`Arbre de production (du -sb, node_modules + dist + models + pictograms + licenses) : ${mb(f.bytes)} Mo (objectif ≤ ${TARGET_MB} Mo), construit en ${f.buildSeconds.toFixed(0)} s`);
  console.log('Les 15 dossiers les plus lourds :');
  for (const { dir, bytes } of f.largest) console.log(`  ${mb(bytes).padStart(7)} Mo  ${dir}`);
  for (const s of f.steps) console.log(`${s.ok ? '✓' : '✗'} ${s.step} : ${s.detail} (${s.seconds.toFixed(1)} s)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (!existsSync(path.join(root, 'dist/server/main.js'))) throw new Error('npm run build first');
  printProductionTree(await benchProductionTree({ keep: process.argv.includes('--keep') }));
  process.exit(0);
}
