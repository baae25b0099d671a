import type { Server } from 'node:http';
import { boot } from './boot';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { createApp, keepConnectionsForBalancers, type AppOptions } from './app';
import { createLogger } from './log';
import { outboxUrl } from './mail/outbox-page';

/**
 * `npm start`: web + worker in one process. `npm run worker`: worker only. `npm run dev`: web + worker
 * with Vite's hot reload. Ctrl-C (SIGINT) or SIGTERM stops everything, PostgreSQL included.
 */
const args = new Set(process.argv.slice(2));
const workerOnly = args.has('--worker');
const dev = args.has('--dev');

// glibc's allocator as sharp's documentation advises for a long-running, multi-threaded server: libvips'
// threads leave freed memory in arenas of their own, and RSS stays high after a burst of photos. Two
// arenas, and large blocks always mapped and unmapped (glibc would otherwise raise that threshold as it
// goes and keep them). Whatever started this process (`npm start`, `npm run worker`, or
// `node dist/server/main.js [--worker]`), it starts again here with them (same pid, so signals and
// supervisors see no difference); the Docker image sets them already.
// Without it a worker held 845 MB after 200 generations with photos, 621 MB with it (bench/worker-memory.ts).
// Not under `npm run dev` (its watcher talks to this process) nor a parent's IPC channel, which a new image would drop.
const GLIBC_ALLOCATOR = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072' };
if (!dev && !process.env.NODE_CHANNEL_FD && allocatorUnset() && typeof process.execve === 'function') {
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], { ...process.env, ...GLIBC_ALLOCATOR });
}

function allocatorUnset(): boolean {
  if (process.platform !== 'linux' || process.env.MALLOC_ARENA_MAX || /jemalloc/.test(process.env.LD_PRELOAD ?? '')) return false;
  // musl (Alpine) is unaffected, says the same page.
  return Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined)?.header?.glibcVersionRuntime);
}

loadDotEnv();
let config;
try {
  config = loadConfig(dev ? { NODE_ENV: 'development', ...process.env } : process.env);
} catch (err) {
  if (err instanceof ConfigError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
}
const log = createLogger(config.LOG_LEVEL);
const started = Date.now();

const booted = await boot({ config, log, web: !workerOnly, worker: workerOnly || config.WORKER === 'inline' }).catch((err) => {
  log.fatal({ err }, 'boot failed');
  process.exit(1);
});

let server: Server | null = null;
if (!workerOnly) {
  const options: AppOptions = {};
  if (dev) {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    options.vite = vite;
    booted.stop = ((inner) => async () => {
      await vite.close();
      await inner();
    })(booted.stop);
  }
  const app = createApp(booted.services, options);
  server = app.listen(config.PORT, config.HOST, (err?: Error) => {
    if (err) {
      log.fatal({ err, port: config.PORT }, `cannot listen on port ${config.PORT} (set PORT to a free port)`);
      void shutdown('listen-error', 1);
      return;
    }
    const outbox = outboxUrl(booted.services);
    log.info({ url: config.PUBLIC_URL, port: config.PORT, ms: Date.now() - started, outbox }, `MiniaLab prêt sur ${config.PUBLIC_URL}${outbox ? ` · boîte d’envoi locale : ${outbox}` : ''}`);
  });
  keepConnectionsForBalancers(server);
} else {
  log.info({ ms: Date.now() - started }, 'worker ready');
}

let stopping = false;
async function shutdown(signal: string, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 20_000);
  force.unref();
  if (server?.listening) {
    const closing = new Promise<void>((resolve) => server!.close(() => resolve()));
    server.closeIdleConnections();
    // Live status streams (SSE) never go idle: give running requests a moment, then cut them.
    setTimeout(() => server?.closeAllConnections(), 2000).unref();
    await closing;
  }
  await booted.stop();
  log.info('stopped');
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
