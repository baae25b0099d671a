/** `npm run bench`: prints the figures; never decides pass or fail by wall time. */
import { benchEngine } from './engine';
import { benchLcp, printLcp } from './lcp';
import { benchQueue } from './queue';

const engine = await benchEngine(200);
console.log(`Rendu + encodage 1280×720 (×200) : médiane ${engine.median.toFixed(1)} ms, p95 ${engine.p95.toFixed(1)} ms (objectif médiane < 60 ms)`);
const queue = await benchQueue(100);
console.log(`studio.generate → prête, via la file (×100) : médiane ${queue.median.toFixed(1)} ms, p95 ${queue.p95.toFixed(1)} ms (objectif médiane < 150 ms)`);
if (process.argv.includes('--no-browser')) process.exit(0);
// The page figures need the built app (npm run build) and Chromium.
printLcp(await benchLcp());
process.exit(0);
