// Bundles the server (our code, migrations included) into dist/server/main.js; npm packages stay external.
import { build } from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'server', 'main.ts')],
    outfile: path.join(root, 'dist', 'server', 'main.js'),
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
