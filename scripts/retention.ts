/**
 * Operator: the retention pass of the privacy policy (server/privacy/retention.ts), which the worker
 * also runs every day (pg-boss cron `privacy.retention`).
 * Usage: npm run retention -- --dry-run   (what the next run would delete, nothing changed)
 *        npm run retention                (runs it now)
 */
import { PgBoss } from 'pg-boss';
import { runRetention, RETENTION_RULES } from '../server/privacy/retention';
import { createJobQueue } from '../server/jobs/queue';
import { jobs } from '../server/job-registry';
import { storageFor } from '../server/files/storage-for';
import { siteInfo } from '../server/site/service';
import { parseFlags, runCommand, withDatabase } from './lib/operator';

const USAGE = `Usage : npm run retention -- [--dry-run]
  --dry-run   affiche ce que la prochaine passe supprimerait, sans rien changer`;

await runCommand(USAGE, async () => {
  const { values } = parseFlags(process.argv.slice(2), { 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } });
  if (values.help) return console.log(USAGE);
  const now = new Date();
  await withDatabase(async (em, { url, config }) => {
    const storage = storageFor(config);
    // The file rules log each file or row they act on: printed in French, one line each.
    const detail = (dryRun: boolean, lines: string[]) => {
      const line = (level: 'info' | 'error') => (o: unknown, msg?: string) => {
        const f = (o ?? {}) as { key?: string; entity?: string; id?: string; missing?: string[]; err?: unknown };
        if (f.key) lines.push(`    fichier orphelin ${dryRun ? 'à supprimer' : 'supprimé'} : ${f.key}`);
        else if (f.entity && f.id) {
          const what = level === 'info' ? (dryRun ? 'miniature à redessiner' : 'miniature redessinée') : 'signalé, ligne gardée';
          lines.push(`    fichier manquant, ${what} : ${f.entity} ${f.id} (${f.missing?.join(', ') ?? ''})`);
        } else if (level === 'error') console.error(msg ?? '', o);
      };
      return { info: line('info'), error: line('error') };
    };
    if (values['dry-run']) {
      console.log(`Passe de conservation — simulation au ${now.toISOString()} (rien n’est supprimé) :`);
      for (const rule of RETENTION_RULES) {
        const lines: string[] = [];
        console.log(`  ${rule.name} : ${await rule.due({ em: em.fork(), storage, log: detail(true, lines) }, now)}`);
        for (const l of lines) console.log(l);
      }
      return;
    }
    // E-mails (inactivity warnings, closures) go through the product's queue: the worker sends them.
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2, supervise: false, schedule: false });
    await boss.start();
    try {
      const lines: string[] = [];
      const report = await runRetention({ em, storage, queue: createJobQueue(boss, jobs), brand: { ...siteInfo(config), publicUrl: config.PUBLIC_URL }, log: detail(false, lines) }, now);
      console.log(`Passe de conservation du ${now.toISOString()} :`);
      for (const { rule, count } of report) console.log(`  ${rule} : ${count < 0 ? 'ÉCHEC (voir ci-dessus)' : count}`);
      if (lines.length > 0) console.log('  Détail :');
      for (const l of lines) console.log(l);
      if (report.some((r) => r.count < 0)) process.exitCode = 1;
    } finally {
      await boss.stop({ graceful: true, timeout: 5_000 });
    }
  });
});
