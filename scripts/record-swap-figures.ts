// `npx tsx scripts/record-swap-figures.ts [out.json] [--quick]`: measures every swap case of the committed
// photos (scripts/lib/swap-quality-eval.ts) with the swap as it is checked out, and writes them with the
// commit and the date. scripts/eval-before/swaps.json was written this way on the swap before issue 32,
// and `npm run eval:faces` prints it beside the swap as it is now.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MONK_SWATCHES, measureNth, readManifest, standInLabel } from './lib/face-eval';
import { BEFORE_FILE, swapQualityRows, type RecordedSwaps } from './lib/swap-quality-eval';
import { rgbToLab } from '../shared/engine/style/color';

const args = process.argv.slice(2);
const out = path.resolve(args.find((a) => !a.startsWith('--')) ?? BEFORE_FILE);
const dir = path.join(import.meta.dirname, '..', 'tests', 'fixtures', 'photos');
const started = performance.now();
const faces = [];
for (const entry of readManifest(dir)) {
  const bytes = readFileSync(path.join(dir, entry.file));
  faces.push({ entry, bytes, facts: (await measureNth(bytes, entry.face)).facts });
}
const monks = args.includes('--quick') ? [10] : [6, 8, 10];
const standIns = monks.map((monk) => ({ monk, label: standInLabel(monk), lab: rgbToLab(...MONK_SWATCHES[monk]!) }));
const rows = await swapQualityRows(faces, standIns, (line) => console.error(`… ${line}`));
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['status', '--porcelain', '--', 'server/vision'], { encoding: 'utf8' }).trim() !== '';
const recorded: RecordedSwaps = {
  commit: dirty ? `${commit}+changes` : commit,
  date: new Date().toISOString().slice(0, 10),
  what: `scripts/record-swap-figures.ts on tests/fixtures/photos: ${rows.length} swaps (stand-ins Monk ${monks.join(', ')})`,
  rows,
};
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, `${JSON.stringify(recorded, null, 1)}\n`);
console.log(`${rows.length} échanges mesurés en ${((performance.now() - started) / 1000).toFixed(0)} s → ${out}`);
process.exit(0);
