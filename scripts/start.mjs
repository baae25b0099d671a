// `npm start` / `npm run worker`: builds what is missing or out of date, then runs the built server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The allocator sharp's documentation advises for a long-running server (two glibc arenas, large
// blocks always given back) is set by the server itself when it starts (server/main.ts): it starts
// again with it, same pid, unless the operator chose one; a build below runs under glibc's defaults.

const root = path.resolve(import.meta.dirname, '..');
const clientOut = path.join(root, 'dist', 'client', 'index.html');
const serverOut = path.join(root, 'dist', 'server', 'main.js');
const ssrOut = path.join(root, 'dist', 'ssr', 'entry-server.js');

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
const builder = () => import('./build.mjs');
// Vite's build sets NODE_ENV=production in this process: keep the user's own value for the server.
const userNodeEnv = process.env.NODE_ENV;
if (!workerOnly && builtAt(clientOut) < sources('client', 'shared')) {
  console.log('Construction du client…');
  await (await builder()).buildClient();
}
if (!workerOnly && builtAt(ssrOut) < sources('client', 'shared')) {
  console.log('Construction du rendu serveur des pages…');
  await (await builder()).buildSsr();
}
if (builtAt(serverOut) < sources('server', 'shared', 'migrations')) {
  console.log('Construction du serveur…');
  await (await builder()).buildServer();
}
if (userNodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = userNodeEnv;
await import(pathToFileURL(serverOut).href);
