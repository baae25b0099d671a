// Builds the tree production runs, in <outdir>: what the Docker image copies (Dockerfile) and what
// `npm run bench`'s production section weighs and boots. Usage:
//   node scripts/production-tree.mjs <outdir> [--prebuilt]
// --prebuilt takes dist/ as `npm run build` left it instead of building it again.
// The tree holds package.json, the production dependencies for this machine's platform and processor
// (process.platform/arch: the Docker build stage runs on the image's own), dist/ (pictogram asset
// included), models/, pictograms/ and licenses/; `node dist/server/main.js` runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/**
 * Human's package carries the weights of every model it knows; those whose verdict in licenses/MODELS.md
 * is « fails the rule » leave the tree (tests/unit/models-page.test.ts checks each such row is here):
 * the emotion model (expressions are read from the mesh) and « faceres » (identity is dlib's descriptor).
 */
export const FAILING_RULE_WEIGHTS = [
  'node_modules/@vladmandic/human/models/emotion.json',
  'node_modules/@vladmandic/human/models/emotion.bin',
  'node_modules/@vladmandic/human/models/faceres.json',
  'node_modules/@vladmandic/human/models/faceres.bin',
];

/**
 * TypeScript is a peer dependency of tRPC (its types only: no file of tRPC requires it), and npm installs
 * peers with the production dependencies; `--omit=peer` keeps it too, since it is also our devDependency.
 * 32 MB with its native compiler, never loaded by the server.
 */
const TYPESCRIPT = ['node_modules/typescript', 'node_modules/@typescript', 'node_modules/.bin/tsc', 'node_modules/.bin/tsserver'];

/**
 * Files Node never reads at run time: TypeScript, declarations or sources (Node 22 refuses to strip the
 * types of a file under node_modules, ERR_UNSUPPORTED_NODE_MODULES_TYPE_STRIPPING, and no loader runs in
 * production), and source maps (read only under --enable-source-maps, which neither the image nor the
 * server turns on). Our own dist/ keeps its maps, for reading a stack trace by hand.
 */
const NEVER_READ = /\.(?:ts|mts|cts|map)$/;

/** models/ as production loads it: ESRGAN-slim is the bench's alone (server/vision/upscale.ts: Lanczos-3 is what uploads use). */
const BENCH_ONLY_MODELS = ['esrgan-slim'];

export function buildProductionTree(outdir, { prebuilt = false, log = console.log } = {}) {
  const out = path.resolve(outdir);
  if (existsSync(out) && readdirSync(out).length > 0) throw new Error(`${out} is not empty: give a new or empty directory`);
  mkdirSync(out, { recursive: true });

  if (!prebuilt) run(process.execPath, [path.join(root, 'scripts/build.mjs')], root);
  for (const part of ['dist/client/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js', 'dist/pictograms.bin']) {
    if (!existsSync(path.join(root, part))) throw new Error(`${part} is missing: run npm run build first`);
  }

  for (const file of ['package.json', 'package-lock.json', '.npmrc']) cpSync(path.join(root, file), path.join(out, file));
  // The lock's production part, nothing else; from npm's cache when it has the packages.
  run('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], out);
  rmSync(path.join(out, '.npmrc'));

  for (const part of [...TYPESCRIPT, ...FAILING_RULE_WEIGHTS]) rmSync(path.join(out, part), { recursive: true, force: true });
  pruneOnnxRuntime(path.join(out, 'node_modules/onnxruntime-node/bin'));
  pruneHumanModels(path.join(out, 'node_modules/@vladmandic/human/models'));
  removeNeverRead(path.join(out, 'node_modules'));

  cpSync(path.join(root, 'dist'), path.join(out, 'dist'), { recursive: true });
  cpSync(path.join(root, 'models'), path.join(out, 'models'), { recursive: true, filter: (src) => !BENCH_ONLY_MODELS.includes(path.relative(path.join(root, 'models'), src).split(path.sep)[0]) });
  cpSync(path.join(root, 'pictograms'), path.join(out, 'pictograms'), { recursive: true });
  cpSync(path.join(root, 'licenses'), path.join(out, 'licenses'), { recursive: true });
  const bytes = treeBytes(out);
  log(`Arbre de production : ${(bytes / 1e6).toFixed(1)} Mo dans ${out}.`);
  return { dir: out, bytes };
}

/** onnxruntime-node ships its binaries for every platform (242 MB of them): only this one's stay. */
function pruneOnnxRuntime(bin) {
  for (const napi of readdirSync(bin)) {
    for (const platform of readdirSync(path.join(bin, napi))) {
      if (platform !== process.platform) {
        rmSync(path.join(bin, napi, platform), { recursive: true });
        continue;
      }
      for (const arch of readdirSync(path.join(bin, napi, platform))) {
        if (arch !== process.arch) rmSync(path.join(bin, napi, platform, arch), { recursive: true });
      }
    }
  }
}

/**
 * Human's package also carries the weights of models the product never loads (body pose, hands, objects,
 * liveness: 17 MB). Those licenses/MODELS.md lists as shipping stay, the others leave: that page has a row
 * for every model file Human reads, and none it reads fails the rule (tests/unit/models-page.test.ts).
 */
function pruneHumanModels(dir) {
  const rows = readFileSync(path.join(root, 'licenses/MODELS.md'), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .map((line) => line.split(' | '));
  const shipping = new Set(rows.filter((cells) => /^(ships|may ship)\b/.test(cells[5]?.trim() ?? '')).flatMap((cells) => [...cells[0].matchAll(/`([\w.-]+\.json)`/g)].map((m) => m[1])));
  if (shipping.size === 0) throw new Error('licenses/MODELS.md names no shipping model of Human: its table changed shape');
  for (const name of readdirSync(dir)) {
    if (!name.endsWith('.json') || shipping.has(name)) continue;
    const manifest = JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
    if (!Array.isArray(manifest.weightsManifest)) continue;
    for (const file of [name, ...manifest.weightsManifest.flatMap((group) => group.paths)]) rmSync(path.join(dir, file), { force: true });
  }
}

function removeNeverRead(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && NEVER_READ.test(entry.name)) rmSync(path.join(entry.parentPath, entry.name));
  }
}

/** `du -sb`: the bytes of every file once, as the issue measures the tree. */
export function treeBytes(dir) {
  const result = spawnSync('du', ['-sb', dir], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`du -sb ${dir} failed: ${result.stderr}`);
  return Number(result.stdout.split('\t')[0]);
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [outdir] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  if (!outdir) {
    console.error('Usage : node scripts/production-tree.mjs <dossier> [--prebuilt]');
    process.exit(2);
  }
  buildProductionTree(outdir, { prebuilt: process.argv.includes('--prebuilt') });
}
