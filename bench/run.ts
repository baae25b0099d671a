/** `npm run bench`: prints the figures; never decides pass or fail by wall time. */
import { benchEngine, printEngine } from './engine';
import { benchEnumeration, printEnumeration } from './enumeration';
import { benchFlood, printFlood } from './flood';
import { benchGrowth, printGrowth } from './growth';
import { benchLanding, printLanding } from './landing';
import { benchLcp, printLcp } from './lcp';
import { benchLighthouse, printLighthouse } from './lighthouse';
import { benchQueue } from './queue';
import { benchSse, printSse } from './sse';
import { benchUpload, printUpload } from './upload';
import { benchGenerationImages, printGenerationImages } from './generation-images';
import { benchGenerationMe, printGenerationMe } from './generation-me';
import { benchInstruction, printInstruction } from './instruction';
import { benchDigitalMeCheck } from './digitalme-check';
import { benchFaceSwap, printFaceSwap } from './faceswap';
import { benchEditPreview, benchEditSave, printEditPreview, printEditSave } from './edit';
import { benchPipeline, printPipeline } from './pipeline';
import { benchApi, printApi } from './api';

// Engine first, before the queue bench boots Postgres. UV_THREADPOOL_SIZE is taken
// from the environment (libuv's default, 4, when unset); the report prints it.
printEngine(await benchEngine());
printInstruction(benchInstruction());
printUpload(await benchUpload());
printUpload(await benchUpload(10, 'real'), 'une vraie photo agrandie à 12 Mpx');
printUpload(await benchUpload(10, 'studio'), 'cette photo telle que le studio l’envoie (réduite par le navigateur)');
// Cut-outs (vision models loaded once, printed by the script itself).
await import('./cutout');
await benchDigitalMeCheck();
printFaceSwap(await benchFaceSwap());
const queue = await benchQueue(100);
console.log(`studio.generate → prête, via la file (×100) : médiane ${queue.median.toFixed(1)} ms, p95 ${queue.p95.toFixed(1)} ms (objectif médiane < 150 ms)`);
printGenerationImages(await benchGenerationImages(200));
printGenerationMe(await benchGenerationMe());
printEditSave(await benchEditSave());
printEnumeration(await benchEnumeration(200));
printFlood(await benchFlood(2000));
// The landing page under load: the built app (npm run build) and autocannon, no browser.
printLanding(await benchLanding());
// Cost growth: one person's queries and the retention pass at 10³, 10⁵ and 10⁶ rows (its own database).
printGrowth(await benchGrowth());
// Live status: 2 000 open streams on one built web process, its memory and the job end → event delay.
printSse(await benchSse());
// Issue 17, on the built app too: the pipeline under 1, 10 and 50 users (in one process and with two
// workers, with and without a photo), then the API under autocannon. BENCH_PIPELINE_* and BENCH_API_* shorten them.
printPipeline(await benchPipeline());
printApi(await benchApi());
if (process.argv.includes('--no-browser')) process.exit(0);
// The page figures need the built app (npm run build) and Chromium.
printLcp(await benchLcp());
printLighthouse(await benchLighthouse());
printEditPreview(await benchEditPreview());
process.exit(0);
