/**
 * Generates a migration from the difference between the entities and the committed snapshot,
 * against a throwaway embedded database, then registers it in migrations/index.ts.
 * Usage: npm run migration:create [-- --initial]
 */
import { chmodSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../server/config';
import { startEmbeddedPostgres } from '../server/db/embedded-postgres';
import { initOrm } from '../server/orm';
import { createLogger } from '../server/log';

const log = createLogger('warn');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'minialab-migration-'));
chmodSync(tmp, 0o755); // reachable by PostgreSQL's own user when run as root
const pg = await startEmbeddedPostgres({ dataDir: tmp, log });
const orm = await initOrm(pg.url);
try {
  await orm.migrator.up();
  const result = await orm.migrator.create(undefined, false, process.argv.includes('--initial'));
  if (!result.fileName) console.log('No changes: the entities match the snapshot.');
  else console.log(`Created migrations/${result.fileName}`);
  writeIndex();
} finally {
  await orm.close(true);
  await pg.stop();
  rmSync(tmp, { recursive: true, force: true });
}

function writeIndex(): void {
  const dir = path.join(PROJECT_ROOT, 'migrations');
  const files = readdirSync(dir).filter((f) => /^Migration\d+.*\.ts$/.test(f)).sort();
  const imports = files.map((f, i) => `import { ${className(f)} as M${i} } from './${f.replace(/\.ts$/, '')}';`);
  const entries = files.map((f, i) => `  { name: '${f.replace(/\.ts$/, '')}', class: M${i} },`);
  writeFileSync(
    path.join(dir, 'index.ts'),
    `// The ordered list of committed migrations, imported statically so the bundled server carries them.
// \`npm run migration:create\` rewrites this file.
import type { MigrationObject } from '@mikro-orm/core';
${imports.join('\n')}

export const migrationsList: MigrationObject[] = [
${entries.join('\n')}
];
`,
  );
}

function className(file: string): string {
  return file.replace(/\.ts$/, '').replace(/[^A-Za-z0-9_]/g, '_');
}
