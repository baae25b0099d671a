// Builds everything `npm start` serves: the client bundle (dist/client), the server renderer of the
// pages (dist/ssr) and the server itself (dist/server). Each part can be built alone.
import path from 'node:path';
import { build } from 'vite';
import { buildServer } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');

export async function buildClient() {
  await build({ configFile, logLevel: 'warn' });
}

export async function buildSsr() {
  await build({
    configFile,
    logLevel: 'warn',
    build: { ssr: path.join(root, 'client', 'entry-server.tsx'), outDir: path.join(root, 'dist', 'ssr'), emptyOutDir: true, sourcemap: true, copyPublicDir: false },
  });
}

export { buildServer };

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  await buildClient();
  await buildSsr();
  await buildServer();
  console.log(`Construction terminée en ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
