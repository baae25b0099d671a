// `npm run eval:faces [-- --dir /path] [--quick] [--sweep]`: the DigitalMe and FaceSwap quality evaluation on a
// folder of photos with a manifest (manifest.json or manifest.csv, fields in scripts/lib/face-eval.ts);
// by default the committed fixtures, tests/fixtures/photos/manifest.json. Prints figures, never
// pass/fail: the targets are asserted by tests/unit/digitalme-face-eval.test.ts.
import path from 'node:path';
import { evaluateFaces, formatReport, readManifest } from './lib/face-eval';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const dir = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]!) : path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const quick = args.includes('--quick');
const started = performance.now();
const options = {
  dir,
  entries: readManifest(dir),
  standIns: quick ? [10] : [6, 8, 10],
  // 2 stops under: a dim room, still a photo the set must take.
  stopsUnder: quick ? [0] : [0, 2],
  identity: true,
  swaps: true,
  swapQuality: true,
  // --sweep: each good photo and stand-in from 0 to 4.6 stops under (slow: 5 checks per variant).
  ...(args.includes('--sweep') ? { sweep: [0, 2, 2.7, 3.3, 4.6] } : {}),
  log: (line: string) => console.error(`… ${line}`),
};
const report = await evaluateFaces(options);
console.log(formatReport(report, options));
console.log(`\n(${options.entries.length} visages du manifeste de ${dir}, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
