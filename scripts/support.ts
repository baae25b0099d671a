/**
 * Operator: the support requests sent from Mon espace (there is no admin screen).
 * Usage: npm run support -- list                      (open requests, priority first)
 *        npm run support -- reply <référence> "texte"  (answers: stored, e-mailed, shown in Mon espace)
 */
import os from 'node:os';
import { PgBoss } from 'pg-boss';
import { createJobQueue } from '../server/jobs/queue';
import { jobs } from '../server/job-registry';
import { siteInfo } from '../server/site/service';
import { answerSupportRequest, openSupportRequests, referenceOf } from '../server/support/service';
import { formatMoment, OperatorError, runCommand, withDatabase } from './lib/operator';

const USAGE = `Usage : npm run support -- list
        npm run support -- reply <référence DEM-XXXXXXXX> "votre réponse"`;

await runCommand(USAGE, async () => {
  const [command, reference, ...words] = process.argv.slice(2);
  if (command !== 'list' && command !== 'reply') throw new OperatorError('indiquez « list » ou « reply ».', true);
  await withDatabase(async (em, { url, config }) => {
    if (command === 'list') {
      const open = await openSupportRequests(em.fork());
      if (open.length === 0) return console.log('Aucune demande en attente.');
      for (const r of open) {
        console.log(`${referenceOf(r.id)}${r.priority ? ' [PRIORITAIRE]' : ''} — ${formatMoment(r.createdAt)} — ${r.name} <${r.email}>`);
        console.log(`  Objet : ${r.subject}`);
        console.log(`  ${r.message.replace(/\n/g, '\n  ')}`);
      }
      return;
    }
    const answer = words.join(' ').trim();
    if (!reference || answer.length < 2) throw new OperatorError('indiquez la référence de la demande et le texte de la réponse.', true);
    // The answer's e-mail goes through the product's queue: the worker sends it.
    const boss = new PgBoss({ connectionString: url, schema: 'pgboss', max: 2, supervise: false, schedule: false });
    await boss.start();
    try {
      const row = await answerSupportRequest({ em: em.fork(), queue: createJobQueue(boss, jobs), brand: { ...siteInfo(config), publicUrl: config.PUBLIC_URL } }, reference, answer, os.userInfo().username).catch((err: unknown) => {
        throw new OperatorError(`demande ${reference} introuvable (${err instanceof Error ? err.message : String(err)}).`);
      });
      console.log(`Réponse enregistrée pour ${referenceOf(row.id)} et envoyée à ${row.email}.`);
    } finally {
      await boss.stop({ graceful: true, timeout: 5_000 });
    }
  });
});
