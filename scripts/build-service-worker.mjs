// Builds the service worker (client/sw/service-worker.ts) into dist/client/sw.js, after the client:
// it carries the list of the build's files to precache and the build's id, which names its cache.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Every file the Vite manifest names for the browser: each chunk's script, its styles and its images. */
export function buildFiles(viteManifest) {
  const files = new Set();
  for (const chunk of Object.values(viteManifest)) for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
  return [...files].sort();
}

/**
 * The build's id: a hash of what the worker could serve. Every file of dist/client (the precompressed
 * twins and source maps aside: they follow their file) and the versions of the font packages, whose
 * files keep their names from one version to the next. The same client built again keeps its id, so
 * a phone downloads nothing again for a deploy that changed only the server.
 */
export function buildId(clientDir, lock) {
  const hash = createHash('sha256');
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.(map|br|gz)$/.test(entry.name) && full !== path.join(clientDir, 'sw.js')) hash.update(path.relative(clientDir, full)).update('\0').update(readFileSync(full));
    }
  };
  walk(clientDir);
  for (const [name, meta] of Object.entries(lock.packages ?? {})) if (name.startsWith('node_modules/@expo-google-fonts/')) hash.update(`${name}@${meta.version}`);
  return hash.digest('hex').slice(0, 12);
}

export async function buildServiceWorker(clientDir = path.join(root, 'dist', 'client')) {
  const viteManifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  await build({
    entryPoints: [path.join(root, 'client', 'sw', 'service-worker.ts')],
    outfile: path.join(clientDir, 'sw.js'),
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    define: { __BUILD_FILES__: JSON.stringify(buildFiles(viteManifest)), __BUILD_ID__: JSON.stringify(buildId(clientDir, lock)) },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServiceWorker();
