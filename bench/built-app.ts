/**
 * The built app (npm run build) as production runs it, on a free port with its own embedded database:
 * what the page benches measure. Stopped with SIGTERM, which also stops PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_EDITOR } from '../tests/fixtures/editor';

const root = path.resolve(import.meta.dirname, '..');


export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BuiltApp {
  base: string;
  /** The server's process (its RSS is what the soak samples, its CPU time what cpuSeconds reads; PostgreSQL runs in a child of its own). */
  pid: number;
  /** Its DATA_DIR (the embedded database's password is there; worker processes on this machine share it), removed by stop(). */
  dataDir: string;
  /** The same server by its IPv4 loopback address (for clients that pick a 127.x.y.z source address). */
  ipBase: string;
  /** Its embedded database, as the app published it (DATA_DIR/postgres.url). */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * Node flags for the server and worker processes, from BENCH_NODE_ARGS (e.g. `--cpu-prof
 * --cpu-prof-dir=.data/profiles`: a V8 profile of each process, written when it stops). NODE_OPTIONS
 * refuses --cpu-prof.
 */
const nodeArgs = (): string[] => (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * `env` overrides the defaults (LOG_LEVEL stays production's `info`: logging each request is part of the cost).
 * `logTo` keeps the server's output in that file (the soak reads it when an answer was an error).
 * `root` runs another tree's build (the production tree: bench/production-tree.ts), this one's by default.
 */
export async function startBuiltApp(env: Record<string, string> = {}, opts: { logTo?: string; root?: string } = {}): Promise<BuiltApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-app-'));
  chmodSync(dataDir, 0o755); // PostgreSQL's own user must reach it when we run as root
  const port = await freePort();
  const server = spawn(process.execPath, [...nodeArgs(), path.join(opts.root ?? root, 'dist/server/main.js')], {
    // Production refuses to start with the example editor identity: the tests' one stands in.
    // The server starts again by itself with glibc's allocator as sharp advises (server/main.ts), unless the caller chose one.
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', DATABASE_URL: '', ...TEST_EDITOR, ...env },
    stdio: opts.logTo ? ['ignore', openSync(opts.logTo, 'a'), openSync(opts.logTo, 'a')] : 'ignore',
  });
  const base = `http://localhost:${port}`;
  let running = true;
  const exited = new Promise((r) => server.once('exit', r)).then(() => (running = false));
  const healthy = () => fetch(`${base}/healthz`).then((r) => r.ok).catch(() => false);
  for (let i = 0; running && !(await healthy()); i++) {
    if (i === 600) server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!running) throw new Error(`the built app did not start (npm run build first; Node ${process.version} runs it)`);
  const urlFile = path.join(dataDir, 'postgres.url');
  return {
    base,
    pid: server.pid!,
    dataDir,
    ipBase: `http://127.0.0.1:${port}`,
    databaseUrl: existsSync(urlFile) ? readFileSync(urlFile, 'utf8').trim() : (env.DATABASE_URL ?? ''),
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A free port in 7000–7999: Chromium refuses some ports (5060, 6000, 6665…), none of them in this range. */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 7000 + Math.floor(Math.random() * 1000);
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

export interface BuiltWorker {
  pid: number;
  stop(): Promise<void>;
}

/** CPU time (user + system) a process has used so far, in seconds, read in /proc (Linux); NaN elsewhere. */
export function cpuSeconds(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second on Linux).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * CPU time of the embedded PostgreSQL a built app started (its postmaster, found by the data folder on
 * its command line, with the children it has reaped, and its live backends), in seconds; NaN when the
 * app uses an outside database or this is not Linux.
 */
export function postgresCpuSeconds(app: Pick<BuiltApp, 'dataDir'>): number {
  try {
    const stats = readdirSync('/proc')
      .filter((d) => /^\d+$/.test(d))
      .map((pid) => {
        try {
          const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
          return { pid: Number(pid), ppid: Number(stat[1]), own: Number(stat[11]) + Number(stat[12]), reaped: Number(stat[13]) + Number(stat[14]) };
        } catch {
          return null;
        }
      })
      .filter((s) => s !== null);
    const postmaster = stats.find((s) => {
      try {
        return readFileSync(`/proc/${s.pid}/cmdline`, 'utf8').includes(app.dataDir) && readFileSync(`/proc/${s.pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
    if (!postmaster) return NaN;
    const children = stats.filter((s) => s.ppid === postmaster.pid).reduce((sum, s) => sum + s.own, 0);
    return (postmaster.own + postmaster.reaped + children) / 100;
  } catch {
    return NaN;
  }
}

/**
 * `npm run worker` (scripts/start.mjs --worker) beside a built app started with WORKER=off: the same
 * database and data folder, as a second machine would share them. Resolves once it logs « worker ready ».
 */
export async function startBuiltWorker(app: BuiltApp, env: Record<string, string> = {}): Promise<BuiltWorker> {
  const logFile = path.join(app.dataDir, `worker-${Date.now()}-${Math.random().toString(36).slice(2)}.log`);
  const out = openSync(logFile, 'w');
  const worker = spawn(process.execPath, [...nodeArgs(), path.join(root, 'scripts/start.mjs'), '--worker'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: app.dataDir, DATABASE_URL: app.databaseUrl, NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', LOG_LEVEL: 'info', ...TEST_EDITOR, ...env },
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  let running = true;
  const exited = new Promise((r) => worker.once('exit', r)).then(() => (running = false));
  for (let i = 0; running && !readFileSync(logFile, 'utf8').includes('worker ready'); i++) {
    if (i === 600) worker.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!running) throw new Error(`the worker did not start:\n${readFileSync(logFile, 'utf8').slice(-2000)}`);
  return {
    pid: worker.pid!,
    async stop() {
      worker.kill('SIGTERM');
      await exited;
    },
  };
}
