import { execFile } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MailMessage } from '../../server/mail/mail-message.entity';
import { runRetention } from '../../server/privacy/retention';
import { siteInfo } from '../../server/site/service';
import { SupportRequest } from '../../server/support/support-request.entity';
import { paidPlan } from './billing-probe';
import { appCodeOf, useHarness } from './harness';

/**
 * Support from Mon espace (issue 16): stored and e-mailed to the support address, Master's flagged
 * priority; answered with `npm run support -- reply`, the answer e-mailed and shown; kept 2 years.
 */
const h = useHarness({ worker: false });

const em = () => h.services.orm.em.fork();
const script = (args: string[]) =>
  new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const env = { ...process.env, DATABASE_URL: h.config.DATABASE_URL!, DATA_DIR: h.config.dataDir, LOG_LEVEL: 'warn' };
    execFile(process.execPath, ['--import', 'tsx', 'scripts/support.ts', ...args], { cwd: path.join(import.meta.dirname, '..', '..'), env, timeout: 60_000 }, (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
  });

describe('support', () => {
  it('stores a request, mails it to support (Master first), and the script’s answer is mailed and shown', async () => {
    const starter = await h.newUser('Aminata Sow');
    const master = await h.newUser('Ibou Ndoye');
    await paidPlan(h, master.userId, 'MASTER');
    // Bad input: French errors, nothing stored.
    expect(await appCodeOf(starter.as().support.send({ subject: 'ok', message: 'trop court' }))).toBe('VALIDATION');
    expect(await appCodeOf(starter.as().support.send({ subject: 'Miniature', message: 'Ma miniature ne se télécharge pas.', thumbnailId: '00000000-0000-4000-8000-000000000000' }))).toBe('NOT_FOUND');
    expect(await em().count(SupportRequest, {})).toBe(0);

    const a = await starter.as().support.send({ subject: 'Paiement Wave', message: 'Mon paiement Wave est passé mais je ne vois pas mes crédits.' });
    const b = await master.as().support.send({ subject: 'Export 4K', message: 'L’export 4K de ma dernière miniature reste en attente.' });
    expect([a.priority, b.priority]).toEqual([false, true]);
    const toSupport = await em().find(MailMessage, { to: h.config.SUPPORT_EMAIL, kind: 'support-request' }, { orderBy: { createdAt: 'asc' } });
    expect(toSupport.map((m) => m.subject)).toEqual([`Demande ${a.reference} : Paiement Wave`, `[PRIORITAIRE] Demande ${b.reference} : Export 4K`]);

    // The operator lists (priority first) and answers by the reference.
    const list = await script(['list']);
    expect(list.code).toBe(0);
    expect(list.stdout.indexOf(b.reference)).toBeLessThan(list.stdout.indexOf(a.reference));
    const reply = await script(['reply', a.reference, 'Vos crédits sont arrivés : le paiement a été confirmé à 14 h 02.']);
    expect(reply.code).toBe(0);
    expect(reply.stdout).toContain(`Réponse enregistrée pour ${a.reference}`);
    const mine = await starter.as().support.mine();
    expect(mine[0]).toMatchObject({ reference: a.reference, answer: 'Vos crédits sont arrivés : le paiement a été confirmé à 14 h 02.' });
    expect((await h.lastMail(starter.email, 'support-answer')).text).toContain('Vos crédits sont arrivés');
    // Nobody sees another's requests; a wrong reference is refused.
    expect((await master.as().support.mine()).map((r) => r.reference)).toEqual([b.reference]);
    expect((await script(['reply', 'DEM-00000000', 'réponse'])).code).not.toBe(0);
  }, 120_000);

  it('keeps a request 2 years, then the daily pass deletes it', async () => {
    const user = await h.newUser('Moussa Camara');
    const r = await user.as().support.send({ subject: 'Question', message: 'Puis-je utiliser mes miniatures sur Facebook ?' });
    const now = new Date();
    const twoYearsAgo = new Date(now);
    twoYearsAgo.setUTCFullYear(now.getUTCFullYear() - 2);
    const deps = { em: em(), storage: h.services.storage, queue: h.services.queue, brand: { ...siteInfo(h.config), publicUrl: h.config.PUBLIC_URL }, log: { info: () => undefined, error: () => undefined } };
    await em().nativeUpdate(SupportRequest, { id: r.id }, { createdAt: new Date(twoYearsAgo.getTime() + 86_400_000) });
    await runRetention(deps, now);
    expect(await em().count(SupportRequest, { id: r.id })).toBe(1);
    await em().nativeUpdate(SupportRequest, { id: r.id }, { createdAt: new Date(twoYearsAgo.getTime() - 86_400_000) });
    await runRetention(deps, now);
    expect(await em().count(SupportRequest, { id: r.id })).toBe(0);
  }, 60_000);
});
