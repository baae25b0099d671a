// Bundles the server (our code, migrations included) into dist/server/main.js; npm packages stay external.
// A worker thread's file is an entry of its own, beside main.js (server/vision/esrgan.ts finds it there).
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  await build({
    entryPoints: { main: path.join(root, 'server', 'main.ts'), 'esrgan-worker': path.join(root, 'server', 'vision', 'esrgan-worker.ts') },
    outdir: path.join(root, 'dist', 'server'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    // Vite is only for `npm run dev`: keep it out of the production bundle's static graph.
    external: ['vite'],
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
