/** `npm run bench`: prints the figures; never decides pass or fail by wall time. */
import { benchEngine, printEngine } from './engine';
import { benchEnumeration, printEnumeration } from './enumeration';
import { benchFlood, printFlood } from './flood';
import { benchGrowth, printGrowth } from './growth';
import { benchLanding, benchLandingSkips, printLanding, printLandingSkips } from './landing';
import { benchRefusals, printRefusals } from './refusals';
import { benchLcp, printLcp } from './lcp';
import { benchStudioPreview, printStudioPreview } from './studio-preview';
import { benchLighthouse, benchStudioLighthouse, printLighthouse, printStudioLighthouse } from './lighthouse';
import { benchQueue } from './queue';
import { benchSse, printSse } from './sse';
import { benchUpload, printUpload } from './upload';
import { benchGenerationImages, printGenerationImages } from './generation-images';
import { benchGenerationMe, printGenerationMe } from './generation-me';
import { benchInstruction, printInstruction } from './instruction';
import { benchBriefChips, benchBriefObeyed, printBriefChips, printBriefObeyed } from './brief-chips';
import { benchDigitalMeCheck } from './digitalme-check';
import { benchFaceSwap, printFaceSwap } from './faceswap';
import { benchPoisson, printPoisson } from './poisson';
import { benchEditPreview, benchEditSave, printEditPreview, printEditSave } from './edit';
import { benchPipeline, printPipeline } from './pipeline';
import { benchApi, printApi } from './api';
import { benchUploadBurst, printUploadBurst } from './upload-burst';
import { benchWorkerMemory, printWorkerMemory } from './worker-memory';
import { benchFrozen, printFrozen } from './frozen';
import { benchLayoutPass, printLayoutPass } from './layout-pass';
import { benchOcr, printOcr } from './ocr';
import { benchTitleCut, printTitleCut } from './title-cut';
import { benchPictograms, printPictograms } from './pictograms';
import { benchScenes, printScenes } from './scenes';
import { benchMatteQuality, printMatteQuality } from './matte-quality';
import { benchPhotoCpu, printPhotoCpu } from './photo-cpu';
import { benchUpscaleCost, benchUpscaleQuality, printUpscaleCost, printUpscaleQuality } from './upscale';
import { benchProductionTree, printProductionTree } from './production-tree';

/**
 * Sections, run in this order. `npm run bench -- montee` runs one section (or several, by name);
 * `--no-browser` leaves out the page figures (Chromium). With no name, all of them.
 */
const SECTIONS: Record<string, { what: string; run: () => Promise<void> }> = {
  moteur: {
    what: 'le moteur, l’import des photos, le détourage, DigitalMe et Face Swap',
    async run() {
      // Engine first, before the queue bench boots Postgres. UV_THREADPOOL_SIZE is taken
      // from the environment (libuv's default, 4, when unset); the report prints it.
      printEngine(await benchEngine());
      printInstruction(benchInstruction());
      printBriefChips(await benchBriefChips());
      printBriefObeyed(await benchBriefObeyed());
      printUpload(await benchUpload());
      printUpload(await benchUpload(10, 'real'), 'une vraie photo agrandie à 12 Mpx');
      printUpload(await benchUpload(10, 'studio'), 'cette photo telle que le studio l’envoie (réduite par le navigateur)');
      // Cut-outs (vision models loaded once, printed by the script itself).
      await import('./cutout');
      await benchDigitalMeCheck();
      printFaceSwap(await benchFaceSwap());
    },
  },
  poisson: {
    what: 'le solveur de Poisson du Face Swap à 1280×720 (objectif ≤ 300 ms) et le mélange dans le domaine du gradient',
    async run() {
      printPoisson(await benchPoisson());
    },
  },
  agrandissement: {
    what: 'les petits visages agrandis ×4 (Lanczos-3 et ESRGAN-slim) : temps par tuile, mémoire du fil, tête et épaules de 64, 100 et 140 px, fidélité de 40 à 200 px, H1 et H2, la planche dans .data/upscale/',
    async run() {
      printUpscaleCost(await benchUpscaleCost());
      printUpscaleQuality(await benchUpscaleQuality());
    },
  },
  detourage: {
    what: 'le détourage des personnes contre des masques tracés à la main : halo, cheveux gardés, IoU, fond gardé (4 fonds unis, petite taille, vrai fond)',
    async run() {
      printMatteQuality(await benchMatteQuality());
    },
  },
  'mise-en-page': {
    what: 'la passe de mise en page : les règles d’encre sur 1 000 cas (BENCH_LAYOUT_CASES), avant et après sur 600 miniatures, son coût',
    async run() {
      printLayoutPass(await benchLayoutPass());
    },
  },
  scenes: {
    what: 'les scènes derrière le sujet : le coût de chaque peintre dans chaque style, et ce qu’elles ajoutent au rendu HD',
    async run() {
      printScenes(await benchScenes());
    },
  },
  file: {
    what: 'la file en un processus : génération, avec images, « Moi », modification',
    async run() {
      const queue = await benchQueue(100);
      console.log(`studio.generate → prête, via la file (×100) : médiane ${queue.median.toFixed(1)} ms, p95 ${queue.p95.toFixed(1)} ms (objectif médiane < 150 ms)`);
      printGenerationImages(await benchGenerationImages(200));
      printGenerationMe(await benchGenerationMe());
      printEditSave(await benchEditSave());
    },
  },
  analyses: {
    what: 'chaque photo analysée une fois : le CPU d’une génération avec une photo déjà analysée (web + worker, 50 après 10 de chauffe), envoi → analyse prête, et 50 personnes avec leur photo sur web + 2 workers (app construite), à 300 et 360 demandées par minute puis sans pause',
    async run() {
      printPhotoCpu(await benchPhotoCpu(50, 10));
      // 50 people with their analysed photo on the built app (npm run build), web + 2 workers: at a human
      // pace (300 and 360 asked a minute), then each clicking again the moment their thumbnail is ready.
      const cell = { users: [50], shapes: ['split' as const], photo: [true], photoAnalysed: true, photoSamples: 150, warmup: 1 };
      printPipeline([
        ...(await benchPipeline({ ...cell, pacePerMinute: 300 })),
        ...(await benchPipeline({ ...cell, pacePerMinute: 360 })),
        ...(await benchPipeline({ ...cell, pacePerMinute: null })),
      ]);
    },
  },
  abus: {
    what: 'l’énumération des comptes, l’inondation du webhook, les modifications refusées en rafale, le rendu partagé contre les cookies bidon',
    async run() {
      printEnumeration(await benchEnumeration(200));
      printFlood(await benchFlood(2000));
      // On the built app (npm run build): 60 refused studio.modify at once, /healthz meanwhile.
      printRefusals(await benchRefusals(60));
      // On the built app: signed-out pages, plain then with random session cookies and ?plan= values.
      printLandingSkips(await benchLandingSkips());
    },
  },
  montee: {
    what: 'la montée en charge (issue 17) sur l’app construite : accueil, croissance des tables, 2 000 flux, pipeline à 1/10/50 personnes, API',
    async run() {
      // The landing page under load: the built app (npm run build) and autocannon, no browser.
      printLanding(await benchLanding());
      // Cost growth: one person's queries and the retention pass at 10³, 10⁵ and 10⁶ rows (its own database).
      printGrowth(await benchGrowth());
      // Live status: 2 000 open streams on one built web process, its memory and the job end → event delay.
      printSse(await benchSse());
      // The pipeline under 1, 10 and 50 users (in one process and with two workers, with and without
      // a photo), then the API under autocannon. BENCH_PIPELINE_* and BENCH_API_* shorten them.
      printPipeline(await benchPipeline());
      printApi(await benchApi());
    },
  },
  gel: {
    what: 'une base figée 12 s (SIGSTOP) : les réponses pendant le gel, la reprise, les générations répondues 503',
    async run() {
      printFrozen(await benchFrozen(12));
    },
  },
  memoire: {
    what: 'la mémoire du worker (app construite, web seul + 1 worker) : 200 générations, une nouvelle photo toutes les 10, puis 30 s de repos, RSS lu toutes les 100 ms (objectif ≤ 700 Mo), et celle du processus web, sans modèle de vision',
    async run() {
      printWorkerMemory(await benchWorkerMemory());
    },
  },
  envois: {
    what: '60 photos d’appareil (6000×4000, 23 Mio) envoyées en même temps à l’app construite : durée, « Patientez… », mémoire du serveur',
    async run() {
      printUploadBurst(await benchUploadBurst());
    },
  },
  ocr: {
    what: 'le titre relu par Tesseract sur 30 titres jamais réglés × 6 styles, tel que fait et sans sujets ni décorations',
    async run() {
      await printOcr(await benchOcr());
    },
  },
  'titre-court': {
    what: '« Titre plus court » sur les 40 titres jugés (tests/data/short-titles.ts) : la part juste, les ratés, le coût d’une suggestion',
    async run() {
      printTitleCut(benchTitleCut());
    },
  },
  pictogrammes: {
    what: 'nos pictogrammes (minia:) à côté de leurs voisins Fluent : premier tracé, encre, couleurs, taille',
    async run() {
      printPictograms(await benchPictograms());
    },
  },
  apercu: {
    what: 'le studio dans Chromium après « Générer » : clic → aperçu dessiné, clic → « Télécharger » prêt, octets reçus (CDP), sur 30 titres écrits pour ce banc, puis 3 variantes et une photo',
    async run() {
      if (process.argv.includes('--no-browser')) return;
      printStudioPreview(await benchStudioPreview());
    },
  },
  production: {
    what: 'l’arbre de production (scripts/production-tree.mjs, celui de l’image Docker) : son poids (du -sb) et ses 15 plus gros dossiers, puis, démarré seul avec NODE_ENV=production, une génération, un détourage et une vérification DigitalMe',
    async run() {
      printProductionTree(await benchProductionTree());
    },
  },
  pages: {
    what: 'les pages dans Chromium : LCP en « Fast 3G », Lighthouse mobile, l’aperçu de l’éditeur',
    async run() {
      if (process.argv.includes('--no-browser')) return;
      printLcp(await benchLcp());
      printLighthouse(await benchLighthouse());
      printEditPreview(await benchEditPreview());
    },
  },
  lighthouse: {
    what: 'Lighthouse mobile (médiane de 5) sur /studio connecté : performance, FCP, LCP, TBT, CLS, fil principal, octets',
    async run() {
      if (process.argv.includes('--no-browser')) return;
      printStudioLighthouse(await benchStudioLighthouse());
    },
  },
};

const asked = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const unknown = asked.filter((name) => !(name in SECTIONS));
if (unknown.length) {
  console.error(`Section inconnue : ${unknown.join(', ')}. Sections : ${Object.entries(SECTIONS).map(([name, s]) => `\n  ${name} — ${s.what}`).join('')}`);
  process.exit(2);
}
for (const [name, section] of Object.entries(SECTIONS)) {
  if (asked.length && !asked.includes(name)) continue;
  console.log(`\n## ${name} — ${section.what}`);
  await section.run();
}
process.exit(0);
