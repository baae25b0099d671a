// `npm start` / `npm run worker`: builds what is missing or out of date, then runs the built server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const clientOut = path.join(root, 'dist', 'client', 'index.html');
const serverOut = path.join(root, 'dist', 'server', 'main.js');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}
const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const sources = (...dirs) => Math.max(...dirs.map((d) => newest(path.join(root, d))), statSync(path.join(root, 'package-lock.json')).mtimeMs);

const workerOnly = process.argv.includes('--worker');
if (!workerOnly && builtAt(clientOut) < sources('client', 'shared')) {
  console.log('Construction du client…');
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
}
if (builtAt(serverOut) < sources('server', 'shared', 'migrations')) {
  console.log('Construction du serveur…');
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}
await import(pathToFileURL(serverOut).href);
