import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_EDITOR } from '../fixtures/editor';
import { startOpenAIServer } from '../fixtures/openai-server';

/**
 * The real `npm start` entry (scripts/start.mjs: build if needed, then the bundled server) with the
 * embedded PostgreSQL, as a user runs it: reuse of data, recovery after a crash, clean Ctrl-C.
 */
const root = path.resolve(import.meta.dirname, '../..');
const isRoot = process.getuid?.() === 0;
const cleanups: Array<() => void> = [];
afterAll(() => cleanups.forEach((fn) => fn()));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string, port: number, env: Record<string, string> = {}): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: `http://localhost:${port}`, DATABASE_URL: '', LOG_LEVEL: 'info', NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', ...TEST_EDITOR, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // its own process group, like a terminal session, so Ctrl-C can be sent to the group
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  cleanups.push(() => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok).catch(() => false);
    if (ok) return { child, url, output: () => out };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${out}`);
}

function postgresPid(dataDir: string): number {
  const pointer = path.join(dataDir, 'postgres.location');
  const pgData = existsSync(pointer) ? readFileSync(pointer, 'utf8').trim() : path.join(dataDir, 'postgres');
  return Number(readFileSync(path.join(pgData, 'postmaster.pid'), 'utf8').split('\n')[0]);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function trpc(url: string, procedure: string, input: unknown, cookie = '') {
  const res = await fetch(`${url}/api/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-minialab-request': '1', cookie }, body: JSON.stringify(input) });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { status: res.status, cookies, body: (await res.json()) as { result?: { data: any }; error?: unknown } };
}

/** `npm start` with WORKER=off on a fresh data folder, and the URL of its embedded database (for workers and the outbox). */
async function startWebWithoutWorker(prefix: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  chmodSync(dataDir, 0o755);
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const [port, pgPort] = [await freePort(), await freePort()];
  const web = await start(dataDir, port, { WORKER: 'off', EMBEDDED_PG_PORT: String(pgPort) });
  const secret = readFileSync(path.join(dataDir, 'postgres.secret'), 'utf8').trim();
  return { dataDir, web, databaseUrl: `postgres://minialab:${encodeURIComponent(secret)}@127.0.0.1:${pgPort}/minialab` };
}

/** The newest e-mail to an address, read in the local outbox (the mail_messages table). */
async function newestMailText(databaseUrl: string, to: string): Promise<string> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 order by created_at desc limit 1`, [to]);
    return rows[0]?.text ?? '';
  } finally {
    await db.end();
  }
}

/** Signs up and follows the verification link, read where the local outbox put it (the log or the database). */
async function signUpVerified(url: string, input: { name: string; email: string; password: string }, readMail: () => Promise<string>) {
  expect((await trpc(url, 'auth.signUp', input)).status).toBe(200);
  let token: string | undefined;
  for (const deadline = Date.now() + 15_000; !token && Date.now() < deadline; ) {
    token = (await readMail()).match(/jeton=([\w-]+)/)?.[1];
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  expect(token, 'verification link in the outbox').toBeTruthy();
  return trpc(url, 'auth.verifyEmail', { token });
}

describe('npm start with the embedded PostgreSQL', () => {
  // First and alone: like every start here it builds what is missing (scripts/start.mjs) before it
  // reads its variables, so the tests below, which run at once, never build at the same time.
  it('fails fast with the name of a bad variable', async () => {
    const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env: { ...process.env, PORT: 'quatre-vingt' }, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    const code = await new Promise((r) => child.once('exit', r));
    expect(code).toBe(1);
    expect(err).toMatch(/PORT/);
  });

  // The three below run at once: each has its own data folder, ports and processes, and the killed
  // worker's test spends half a minute waiting for its job's heartbeat to stop, which the others fill.
  it.concurrent('keeps data across restarts, recovers from a kill -9, and stops PostgreSQL on Ctrl-C', { timeout: 240_000 }, async ({ expect }) => {
    // mkdtemp makes a private (0700) folder: as root, PostgreSQL's own user cannot enter it.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-proc-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();

    const first = await start(dataDir, port);
    // Runs with the allocator sharp's documentation advises for a long-running server (server/main.ts).
    const environ = readFileSync(`/proc/${first.child.pid}/environ`, 'utf8').split('\0');
    expect(environ.some((v) => /^MALLOC_ARENA_MAX=\d+$/.test(v) || /^LD_PRELOAD=.*jemalloc/.test(v))).toBe(true);
    const health = (await (await fetch(`${first.url}/healthz`)).json()) as Record<string, string>;
    expect(health).toMatchObject({ status: 'ok', database: 'up', queue: 'up' });
    const email = 'process@exemple.sn';
    const signUp = await signUpVerified(first.url, { name: 'Ndeye Process', email, password: 'Ceebu-Jen-Rouge-26' }, async () => first.output());
    expect(signUp.status).toBe(200);
    if (isRoot) {
      // As root the cluster had to live outside the private folder; the project keeps a pointer to it.
      const shared = readFileSync(path.join(dataDir, 'postgres.location'), 'utf8').trim();
      expect(shared).toMatch(/^\/var\/lib\/minialab\/data-/);
      cleanups.push(() => rmSync(shared, { recursive: true, force: true }));
    }

    // PostgreSQL itself dies (killed, out of memory): npm start brings it back, and the app reconnects without a restart.
    const killed = postgresPid(dataDir);
    process.kill(killed, 'SIGKILL');
    const back = Date.now() + 60_000;
    let healthy = false;
    while (!healthy && Date.now() < back) {
      await new Promise((r) => setTimeout(r, 200));
      healthy = alive(first.child.pid!) && (await fetch(`${first.url}/healthz`).then((r) => r.ok).catch(() => false));
    }
    expect(healthy, 'healthy again after PostgreSQL was killed').toBe(true);
    expect(postgresPid(dataDir)).not.toBe(killed);
    expect(first.child.exitCode).toBeNull();
    expect((await trpc(first.url, 'auth.signIn', { email, password: 'Ceebu-Jen-Rouge-26' })).status).toBe(200);
    expect(first.output()).toMatch(/embedded PostgreSQL restarted/);

    // A crash: Node dies without stopping its PostgreSQL.
    const orphan = postgresPid(dataDir);
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    expect(alive(orphan)).toBe(true);

    const second = await start(dataDir, port);
    expect(alive(orphan)).toBe(false);
    const signIn = await trpc(second.url, 'auth.signIn', { email, password: 'Ceebu-Jen-Rouge-26' });
    expect(signIn.status).toBe(200);

    // A second server on the same data folder is refused, and the running one is left alone.
    const intruder = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let intruderOut = '';
    intruder.stdout!.on('data', (c: Buffer) => (intruderOut += c.toString()));
    intruder.stderr!.on('data', (c: Buffer) => (intruderOut += c.toString()));
    expect(await new Promise((r) => intruder.once('exit', r))).toBe(1);
    expect(intruderOut).toMatch(/Another MiniaLab process \(pid \d+\) is already running/);
    expect((await fetch(`${second.url}/healthz`)).status).toBe(200);

    // Ctrl-C in a terminal signals the whole foreground process group.
    const pg = postgresPid(dataDir);
    process.kill(-second.child.pid!, 'SIGINT');
    const code = await new Promise((r) => second.child.once('exit', r));
    expect(code).toBe(0);
    expect(second.output()).not.toMatch(/Unhandled|terminating connection/);
    expect(second.output()).toMatch(/"msg":"stopped"/);
    expect(alive(pg)).toBe(false);

    // Deleting the data folder is a reset: the next start begins from an empty database.
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { mode: 0o700 });
    const third = await start(dataDir, port);
    expect((await trpc(third.url, 'auth.signIn', { email, password: 'Ceebu-Jen-Rouge-26' })).status).toBe(401);
    expect((await trpc(third.url, 'auth.signUp', { name: 'Ndeye Process', email, password: 'Ceebu-Jen-Rouge-26' })).status).toBe(200);
    process.kill(-third.child.pid!, 'SIGINT');
    expect(await new Promise((r) => third.child.once('exit', r))).toBe(0);
  });

  it.concurrent('a worker killed with SIGKILL mid-render: its job comes back within a minute, on another worker, charged once', { timeout: 240_000 }, async ({ expect }) => {
    const { dataDir, web, databaseUrl } = await startWebWithoutWorker('minialab-kill-');
    const fromOutbox = () => newestMailText(databaseUrl, 'tue@exemple.sn');
    // The first worker renders through an image API that never answers: it is mid-render when killed.
    const openai = await startOpenAIServer();
    cleanups.push(() => void openai.close());
    openai.script('/images/generations', [{ delayMs: 600_000 }, { delayMs: 600_000 }]);
    const worker = (env: Record<string, string>) => {
      const child = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--worker'], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', ...env },
        stdio: 'ignore',
      });
      cleanups.push(() => child.kill('SIGKILL'));
      return child;
    };
    const doomed = worker({ IMAGE_ENGINE: 'openai', OPENAI_API_KEY: openai.apiKey, OPENAI_BASE_URL: openai.url });

    const signUp = await signUpVerified(web.url, { name: 'Travail Interrompu', email: 'tue@exemple.sn', password: 'Attieke-Poisson-2026' }, fromOutbox);
    const generated = await trpc(web.url, 'studio.generate', { title: 'Le rendu interrompu', prompt: '', style: 'pro' }, signUp.cookies);
    const id = generated.body.result!.data.id as string;
    const query = async (procedure: string, input?: object) => {
      const q = input ? `?input=${encodeURIComponent(JSON.stringify(input))}` : '';
      const res = await fetch(`${web.url}/api/trpc/${procedure}${q}`, { headers: { cookie: signUp.cookies } });
      return ((await res.json()) as { result: { data: any } }).result.data;
    };
    const until = async (what: () => Promise<boolean>, ms: number) => {
      for (const deadline = Date.now() + ms; Date.now() < deadline; ) {
        if (await what()) return true;
        await new Promise((r) => setTimeout(r, 200));
      }
      return false;
    };
    expect(await until(async () => (await query('studio.get', { id })).status === 'rendering' && openai.requests.length > 0, 60_000)).toBe(true);

    doomed.kill('SIGKILL');
    const killedAt = Date.now();
    await new Promise((r) => doomed.once('exit', r));
    worker({ IMAGE_ENGINE: 'local' });
    expect(await until(async () => (await query('studio.get', { id })).status === 'ready', 90_000)).toBe(true);
    const recoverySeconds = (Date.now() - killedAt) / 1000;
    console.log(`worker killed mid-render: thumbnail ready ${recoverySeconds.toFixed(1)} s after the kill`);
    expect(recoverySeconds).toBeLessThan(60);
    expect((await query('auth.balance')).credits).toBe(20); // 30 offered, one generation charged once
  });

  it.concurrent('scales out: a web server without worker and a separate `npm run worker` finish a generation together', { timeout: 240_000 }, async ({ expect }) => {
    const { dataDir, web, databaseUrl } = await startWebWithoutWorker('minialab-split-');
    const fromOutbox = () => newestMailText(databaseUrl, 'scale@exemple.sn');
    const signUp = await signUpVerified(web.url, { name: 'Scale Out', email: 'scale@exemple.sn', password: 'Attieke-Poisson-2026' }, fromOutbox);
    const generated = await trpc(web.url, 'studio.generate', { title: 'Deux processus', prompt: '', style: 'pro' }, signUp.cookies);
    const id = generated.body.result!.data.id as string;
    const status = async () => {
      const res = await fetch(`${web.url}/api/trpc/studio.get?input=${encodeURIComponent(JSON.stringify({ id }))}`, { headers: { cookie: signUp.cookies } });
      return ((await res.json()) as { result: { data: { status: string } } }).result.data.status;
    };
    await new Promise((r) => setTimeout(r, 1500));
    expect(await status()).toBe('queued'); // nobody works in the web process

    const worker = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--worker'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    });
    cleanups.push(() => worker.kill('SIGKILL'));
    const deadline = Date.now() + 60_000;
    while ((await status()) !== 'ready' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await status()).toBe('ready');

    worker.kill('SIGTERM');
    expect(await new Promise((r) => worker.once('exit', r))).toBe(0);
    web.child.kill('SIGTERM');
    expect(await new Promise((r) => web.child.once('exit', r))).toBe(0);
  });
});
