// `npm run eval:faces [-- --dir /path] [--quick] [--sweep] [--record-noise]`: the DigitalMe and FaceSwap quality evaluation on a
// folder of photos with a manifest (manifest.json or manifest.csv, fields in scripts/lib/face-eval.ts);
// by default the committed fixtures, tests/fixtures/photos/manifest.json. Prints figures, never
// pass/fail: the targets are asserted by tests/unit/digitalme-face-eval.test.ts. --record-noise writes
// the measurement noise and the choices derived from it to scripts/eval-records/upload-noise.json (the
// committed fixtures only): the figures the product's smile threshold and identity distance come from.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateFaces, formatReport, readIdentityBefore, readManifest, uploadNoiseRecordOf } from './lib/face-eval';
import { evaluateCover, formatCover } from './lib/face-paint-eval';
import { UPLOAD_NOISE_RECORD } from './lib/upload-noise';

const args = process.argv.slice(2);
const at = args.indexOf('--dir');
const fixtures = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const dir = at >= 0 && args[at + 1] ? path.resolve(args[at + 1]!) : fixtures;
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
  // Identity before issue 32 was recorded on the committed faces only.
  identityBefore: dir === fixtures ? readIdentityBefore() : null,
  // Each face's re-encodings (7 per face): --quick takes the margins as recorded instead.
  noise: !quick,
  log: (line: string) => console.error(`… ${line}`),
};
const report = await evaluateFaces(options);
console.log(formatReport(report, options));
console.log(`\n${formatCover(await evaluateCover(dir, options.entries, { quick, log: options.log }))}`);
if (args.includes('--record-noise')) {
  if (dir !== fixtures || quick) throw new Error('--record-noise: the committed fixtures only, without --quick');
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  mkdirSync(path.dirname(UPLOAD_NOISE_RECORD), { recursive: true });
  // One pair a line: [face, face, distance].
  const json = JSON.stringify(uploadNoiseRecordOf(report, commit, new Date().toISOString().slice(0, 10)), null, 1).replace(/\[\n\s*(\d+),\n\s*(\d+),\n\s*([\d.e-]+)\n\s*\]/g, '[$1, $2, $3]');
  writeFileSync(UPLOAD_NOISE_RECORD, `${json}\n`);
  console.log(`\nbruit de mesure enregistré : ${UPLOAD_NOISE_RECORD}`);
}
console.log(`\n(${options.entries.length} visages du manifeste de ${dir}, ${((performance.now() - started) / 1000).toFixed(0)} s)`);
