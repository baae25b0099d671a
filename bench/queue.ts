/**
 * End-to-end generation benchmark: from `studio.generate` (credit spend + enqueue in one transaction)
 * to status ready, through the real pg-boss queue (LISTEN/NOTIFY) and the local engine.
 * Run: npx tsx bench/queue.ts
 */
import { pathToFileURL } from 'node:url';
import { memoryCookieJar } from '../server/auth/cookies';
import { daysFrom, grantCredits } from '../server/credits/ledger';
import { MailMessage } from '../server/mail/mail-message.entity';
import { appRouter } from '../server/router';
import { createContext } from '../server/context';
import { createCallerFactory } from '../server/trpc';
import { percentile } from '../tests/support/percentile';
import { bootInProcess } from './in-process';

export async function benchQueue(runs = 100, warmup = 5): Promise<{ median: number; p95: number }> {
  const { services, config, log, stop } = await bootInProcess();
  try {
    const caller = (jar = memoryCookieJar()) => ({
      jar,
      api: createCallerFactory(appRouter)(
        createContext({ services, em: services.orm.em.fork(), log, cookies: jar, bearer: null, client: { issuer: config.PUBLIC_URL } }),
      ),
    });
    const signUp = caller();
    await signUp.api.auth.signUp({ name: 'Banc Essai', email: 'mesure@exemple.sn', password: 'Yassa-Poulet-Thiof-26' });
    const mail = await services.orm.em.fork().findOneOrFail(MailMessage, { to: 'mesure@exemple.sn', kind: 'verify-email' }, { orderBy: { createdAt: 'desc' } });
    const verified = await signUp.api.auth.verifyEmail({ token: mail.text.match(/jeton=([\w-]+)/)![1]! });
    if (verified.status !== 'signed_in') throw new Error('unexpected second factor');
    const session = verified.session;
    await services.orm.em.fork().transactional((tx) =>
      grantCredits(tx, { userId: session.user.id, amount: 10 * (runs + warmup), reason: 'bench', expiresAt: daysFrom(new Date(), 1) }),
    );
    const times: number[] = [];
    for (let i = 0; i < runs + warmup; i++) {
      const t0 = performance.now();
      const created = await caller(signUp.jar).api.studio.generate({ title: `Vidéo numéro ${i} à Dakar`, prompt: '', style: 'pro' });
      const events = services.statusEvents!.changes(created.id, AbortSignal.timeout(10_000));
      const fresh = await caller(signUp.jar).api.studio.get({ id: created.id });
      if (fresh.status !== 'ready') {
        for await (const e of events) if (e.status === 'ready' || e.status === 'failed') break;
      }
      await events.return?.();
      if (i >= warmup) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
  } finally {
    await stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { median, p95 } = await benchQueue();
  console.log(`studio.generate → ready ×100: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}
