import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PgBoss } from 'pg-boss';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';
import { initOrm, migrate } from '../../server/orm';
import { createLogger } from '../../server/log';

export const TEMPLATE_DB = 'minialab_test_template';

/**
 * One PostgreSQL for the whole run (embedded, or DATABASE_URL's server), and one template database
 * built by the migrations and pg-boss: each test file clones it into its own database in milliseconds.
 */
export default async function setup(project: TestProject) {
  const log = createLogger('warn');
  let stopPg: (() => Promise<void>) | null = null;
  let tmp: string | null = null;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'minialab-it-'));
    chmodSync(tmp, 0o755); // PostgreSQL's own user must reach it when we run as root
    const embedded = await startEmbeddedPostgres({ dataDir: tmp, log });
    stopPg = embedded.stop;
    adminUrl = embedded.url;
  }
  const templateUrl = withDatabase(adminUrl, TEMPLATE_DB);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB}`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  await admin.end();

  const orm = await initOrm(templateUrl);
  await migrate(orm);
  await orm.close(true);
  const boss = new PgBoss({ connectionString: templateUrl, schema: 'pgboss' });
  await boss.start();
  await boss.stop({ graceful: false });

  project.provide('adminUrl', adminUrl);
  return async () => {
    await stopPg?.();
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
  }
}
