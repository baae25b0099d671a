import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { migrationsList } from '../../migrations/index';
import { withDatabase } from './global-setup';
import { TEST_EDITOR } from '../fixtures/editor';
import { freePort } from './harness';

/**
 * Many processes on one database (issue 17): three web processes and two workers started at the same
 * moment on a fresh, empty database all come up; the migrations ran once (under the advisory lock in
 * server/orm.ts), and every web process answers. Runs the built server, as `npm start` does.
 */
const root = path.join(import.meta.dirname, '..', '..');
const serverMain = path.join(root, 'dist', 'server', 'main.js');
const adminUrl = inject('adminUrl');
const dbName = `boot_many_${randomBytes(4).toString('hex')}`;
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(children.map((c) => new Promise((resolve) => (c.exitCode !== null ? resolve(null) : (c.once('exit', resolve), c.kill('SIGTERM'))))));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}, 60_000);

function start(role: 'web' | 'worker', env: Record<string, string>): Promise<string> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-boot-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, [serverMain, ...(role === 'worker' ? ['--worker'] : [])], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'info', DATA_DIR: dataDir, WORKER: 'off', PAYMENT_PROVIDER: 'sandbox', ...TEST_EDITOR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${role} did not come up in 120 s:\n${out.slice(-2000)}`)), 120_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (/MiniaLab prêt|worker ready/.test(out)) {
        clearTimeout(timer);
        resolve(out);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} exited with ${code}:\n${out.slice(-2000)}`));
    });
  });
}

describe('five processes booting at once on a fresh database', () => {
  it('all come up, the migrations ran once, and every web process answers', async () => {
    expect(existsSync(serverMain), 'the server is built (npm run build) before the integration tests').toBe(true);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const databaseUrl = withDatabase(adminUrl, dbName);
    // As behind a transaction-mode pooler: DATABASE_URL for queries, a direct URL (told apart here by
    // its application name) for what needs a session of its own.
    const direct = new URL(databaseUrl);
    direct.searchParams.set('application_name', 'minialab-direct');
    const directUrl = direct.toString();
    const env = { DATABASE_URL: databaseUrl, DIRECT_DATABASE_URL: directUrl, ENCRYPTION_KEY: randomBytes(32).toString('hex') };
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const logs = await Promise.all([
      ...ports.map((port) => start('web', { ...env, PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` })),
      start('worker', env),
      start('worker', env),
    ]);

    // Started as `node dist/server/main.js`, without npm start or the image's ENV: every process started
    // again with the glibc allocator sharp advises (a worker holds about a quarter less after photos: bench/worker-memory.ts).
    for (const child of children) expect(readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0')).toContain(`MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? '2'}`);

    // Exactly one process applied the migrations; the others found them done.
    expect(logs.filter((log) => log.includes('migrations applied'))).toHaveLength(1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const { rows } = await db.query<{ name: string }>('select name from mikro_orm_migrations');
    expect(rows.map((r) => r.name).sort()).toEqual(migrationsList.map((m) => m.name).sort());
    // Each web process holds its live-status LISTEN on the direct URL; pg-boss, whose LISTEN would ride
    // the pooler, polls instead and listens nowhere (its listener shows LISTEN, then its heartbeat).
    const { rows: listeners } = await db.query<{ application_name: string; query: string }>(
      `select application_name, query from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and (query ilike 'listen%' or query ilike '%pg_listening_channels%')`,
      [dbName],
    );
    await db.end();
    expect(listeners.filter((l) => /thumbnail_status/.test(l.query)).map((l) => l.application_name)).toEqual(['minialab-direct', 'minialab-direct', 'minialab-direct']);
    expect(listeners.filter((l) => !/thumbnail_status/.test(l.query))).toEqual([]);

    for (const port of ports) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
    }

    // Behind a balancer that keeps connections open for up to 60 s, an idle kept-alive connection is
    // still there 6 s later (Node's own default would have closed it after 5 s, a 502 at the balancer).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const localPort = () =>
      new Promise<number>((resolve, reject) =>
        http.get(`http://127.0.0.1:${ports[0]}/healthz`, { agent }, (res) => {
          const port = res.socket.localPort!;
          res.resume();
          res.on('end', () => resolve(port));
        }).on('error', reject),
      );
    const first = await localPort();
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await localPort(), 'the same connection, reused after 6 s idle').toBe(first);
    agent.destroy();
  }, 240_000);
});
