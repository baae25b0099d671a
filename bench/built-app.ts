/**
 * The built app (npm run build) as production runs it, on a free port with its own embedded database:
 * what the page benches measure. Stopped with SIGTERM, which also stops PostgreSQL.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_EDITOR } from '../tests/fixtures/editor';

const root = path.resolve(import.meta.dirname, '..');

export const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BuiltApp {
  base: string;
  /** The server's process (its RSS is what the soak samples; PostgreSQL runs in a child of its own). */
  pid: number;
  /** Its DATA_DIR (the embedded database's password is there), removed by stop(). */
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * `env` overrides the defaults (LOG_LEVEL stays production's `info`: logging each request is part of the cost).
 * `logTo` keeps the server's output in that file (the soak reads it when an answer was an error).
 */
export async function startBuiltApp(env: Record<string, string> = {}, opts: { logTo?: string } = {}): Promise<BuiltApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-app-'));
  chmodSync(dataDir, 0o755); // PostgreSQL's own user must reach it when we run as root
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    // Production refuses to start with the example editor identity: the tests' one stands in.
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
  return {
    base,
    pid: server.pid!,
    dataDir,
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
