/**
 * The product booted in this process for a bench (web and worker, a fresh data folder, silent logs), and
 * the wait for a thumbnail's job to settle through the status bus: what the in-process benches share.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { boot } from '../server/boot';
import { loadConfig } from '../server/config';
import { createLogger } from '../server/log';

export async function bootInProcess() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'minialab-bench-'));
  chmodSync(dataDir, 0o755);
  const log = createLogger('silent');
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: process.env.DATABASE_URL ?? '' });
  const booted = await boot({ config, log, web: true, worker: true });
  return {
    services: booted.services,
    config,
    log,
    booted,
    async stop() {
      await booted.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Services = Awaited<ReturnType<typeof bootInProcess>>['services'];

/** The status a thumbnail's job ends in ('ready' or 'failed'), read now or heard on the bus. */
export async function settledStatus(services: Services, id: string, read: () => Promise<{ status: string }>, timeoutMs: number): Promise<string | null> {
  const events = services.statusEvents!.changes(id, AbortSignal.timeout(timeoutMs));
  let status: string | null = (await read()).status;
  if (status !== 'ready' && status !== 'failed') {
    for await (const e of events) {
      status = e.status;
      if (e.status === 'ready' || e.status === 'failed') break;
    }
  }
  await events.return?.();
  return status;
}
