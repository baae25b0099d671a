// `npm start` / `npm run worker`: builds what is missing or out of date, then runs the built server.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

// sharp's documentation: glibc's default allocator is unsuitable for a long-running, multi-threaded
// process like this server (libvips' threads leave freed memory in arenas of their own, and RSS stays
// high after a burst of photos). Two arenas, and large blocks always mapped and unmapped (glibc would
// otherwise raise that threshold as it goes and keep them), brought the server back to its memory
// of before within a minute of 60 camera photos (+84 MB with the cap alone: bench/upload-burst.ts).
// These are read when the process starts: it starts again (same pid, so signals and supervisors see
// no difference) with them set, unless the operator chose an allocator already (MALLOC_ARENA_MAX, or
// jemalloc in LD_PRELOAD). The Docker image sets the same.
const GLIBC_ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
if (allocatorUnset(process.env) && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...GLIBC_ALLOCATOR });
}

function allocatorUnset(env) {
  if (process.platform !== 'linux' || env.MALLOC_ARENA_MAX || /jemalloc/.test(env.LD_PRELOAD ?? '')) return false;
  // musl (Alpine) is unaffected, says the same page.
  return Boolean(process.report?.getReport().header.glibcVersionRuntime);
}

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
