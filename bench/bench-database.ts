import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { initOrm, migrate, type Orm } from '../server/orm';
import { createLogger } from '../server/log';

export interface BenchDatabase {
  url: string;
  orm: Orm;
  /** A plain connection, for seeding and EXPLAIN. */
  client: pg.Client;
  stop(): Promise<void>;
}

/** A migrated embedded PostgreSQL of the bench's own, in a fresh folder removed by stop(). */
export async function startBenchDatabase(name: string): Promise<BenchDatabase> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `minialab-bench-${name}-`));
  chmodSync(dataDir, 0o755); // PostgreSQL's own user must reach it when we run as root
  const db = await startEmbeddedPostgres({ dataDir, log: createLogger('silent') });
  const orm = await initOrm(db.url);
  const client = new pg.Client({ connectionString: db.url });
  const stop = async () => {
    await client.end().catch(() => undefined);
    await orm.close(true);
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(orm);
    await client.connect();
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: db.url, orm, client, stop };
}
