/**
 * The API under load (issue 17): autocannon against the built server (npm run build first), one app
 * on its own embedded database, requests per second and p99 for
 *   - `plans.list`, signed out (the pricing page's call);
 *   - `studio.history`, first page (12, as the studio asks it), for a creator with 5 000 thumbnails:
 *     one real generation, then 4 999 copies of it seeded by one INSERT … SELECT generate_series
 *     into the app's own `thumbnails` table (server/studio/thumbnail.entity.ts), spread over 200 days;
 *   - the landing page signed out (benchLanding, on the same app);
 *   - the sandbox gateway's notification (POST /api/paiements/notification/sandbox, server/billing/http.ts):
 *     a valid, signed « paid » notification of a pack order, delivered once (it grants), then the
 *     same one over and over — the repeat path: signature checked, notification logged, order found
 *     paid already, nothing granted again. The gateway's address (loopback) is on
 *     PAYMENT_WEBHOOK_ALLOWLIST, as a real gateway would be, so the per-source limit is not measured.
 * The load generator shares the machine with the server.
 *
 * Run: npx tsx bench/api.ts — prints a table, decides nothing. Shorter runs:
 *   BENCH_API_SECONDS=20  BENCH_API_WARMUP=5  BENCH_API_CONNECTIONS=50  BENCH_API_THUMBNAILS=5000
 */
import { createHmac, randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { Browser, loopbackAddress } from '../tests/support/browser';
import { envInt, signUpVerified } from './browser';
import { startBuiltApp, type BuiltApp } from './built-app';
import { benchLanding } from './landing';

export interface ApiRow {
  what: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

export interface ApiFigures {
  rows: ApiRow[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  thumbnails: number;
  /** After the run: credits the pack gave, and the notifications logged for it (one « paid », the rest « duplicate »). */
  webhook: { grantedCredits: number; paid: number; duplicates: number };
}

/**
 * The thumbnail `sourceId` copied `copies` times for its owner, in one statement: every column as the
 * real one (its design, its files' keys), with its own id, seed, title and an older date.
 */
async function seedHistory(db: pg.Pool, sourceId: string, copies: number): Promise<void> {
  const { rows } = await db.query<{ column_name: string }>(`select column_name from information_schema.columns where table_schema = current_schema() and table_name = 'thumbnails' order by ordinal_position`);
  const own: Record<string, string> = {
    id: 'gen_random_uuid()',
    created_at: `t.created_at - g * interval '1 hour'`,
    updated_at: `t.updated_at - g * interval '1 hour'`,
    ready_at: `t.ready_at - g * interval '1 hour'`,
    seed: 'g',
    title: `'Vidéo numéro ' || g || ' à Dakar'`,
    batch: 'null',
  };
  const columns = rows.map((r) => r.column_name);
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => own[c] ?? `t."${c}"`).join(', ');
  await db.query(`insert into thumbnails (${list}) select ${values} from thumbnails t, generate_series(1, $2::int) g where t.id = $1`, [sourceId, copies]);
  await db.query('analyze thumbnails');
}

async function cannon(what: string, opts: { url: string; connections: number; warmupSeconds: number; seconds: number; method?: 'GET' | 'POST'; headers: Record<string, string>; body?: string }): Promise<ApiRow> {
  const { url, connections, headers, method = 'GET', body } = opts;
  if (opts.warmupSeconds > 0) await autocannon({ url, connections, duration: opts.warmupSeconds, headers, method, ...(body ? { body } : {}) });
  const r = await autocannon({ url, connections, duration: opts.seconds, headers, method, ...(body ? { body } : {}) });
  return { what, requestsPerSecond: r.requests.average, p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts };
}

export async function benchApi(opts: { connections?: number; seconds?: number; warmupSeconds?: number; thumbnails?: number } = {}): Promise<ApiFigures> {
  const connections = opts.connections ?? envInt('BENCH_API_CONNECTIONS', 50);
  const seconds = opts.seconds ?? envInt('BENCH_API_SECONDS', 20);
  const warmupSeconds = opts.warmupSeconds ?? envInt('BENCH_API_WARMUP', 5);
  const thumbnails = Math.max(1, opts.thumbnails ?? envInt('BENCH_API_THUMBNAILS', 5000));
  // Our own key, so that the bench can sign the sandbox gateway's notifications as the app expects them.
  const key = randomBytes(32);
  const app: BuiltApp = await startBuiltApp({ ENCRYPTION_KEY: key.toString('hex'), PAYMENT_WEBHOOK_ALLOWLIST: '127.0.0.1,::1' });
  const db = new pg.Pool({ connectionString: app.databaseUrl, max: 2 });
  const browser = new Browser(app.ipBase, loopbackAddress(0));
  try {
    const { userId } = await signUpVerified(browser, db, { name: 'Awa Historique', email: 'banc-api@exemple.sn' });
    const first = await browser.mutate('studio.generate', { title: 'Ma première vidéo à Dakar', prompt: '', style: 'pro' });
    if ((await browser.waitForFinalStatus(first.id)) !== 'ready') throw new Error('the first thumbnail failed');
    await seedHistory(db, first.id, thumbnails - 1);
    const { rows: counted } = await db.query<{ n: number }>('select count(*)::int as n from thumbnails where user_id = $1', [userId]);

    const rows: ApiRow[] = [];
    const common = { connections, warmupSeconds, seconds };
    const api = { accept: 'application/json', 'x-minialab-request': '1', 'user-agent': 'minialab-bench' };
    const batchQuery = (input: unknown) => `?batch=1&input=${encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }))}`;
    rows.push(await cannon('plans.list (non connecté)', { ...common, url: `${app.ipBase}/api/trpc/plans.list${batchQuery(undefined)}`, headers: api }));
    rows.push(
      await cannon(`studio.history, 1re page de 12 sur ${counted[0]!.n.toLocaleString('fr-FR')} miniatures`, {
        ...common,
        url: `${app.ipBase}/api/trpc/studio.history${batchQuery({ limit: 12 })}`,
        headers: { ...api, cookie: browser.cookieHeader() },
      }),
    );
    const landing = await benchLanding({ app, connections, warmupSeconds, seconds });
    rows.push({ what: 'GET / (page d’accueil, non connecté, gzip/br)', requestsPerSecond: landing.requestsPerSecond, p50Ms: landing.p50Ms, p99Ms: landing.p99Ms, non2xx: landing.non2xx, errors: landing.errors + landing.timeouts });

    // A pack ordered through the studio's checkout, then its gateway's « paid » notification, signed as
    // the sandbox signs it (server/billing/providers: HMAC of the app's key), delivered once for real.
    const balanceBefore = (await browser.query('auth.balance')).credits as number;
    const checkout = await browser.mutate('checkout.create', { planId: 'PACK_100', successUrl: `${app.base}/success`, cancelUrl: `${app.base}/cancel` });
    const paymentId = String(checkout.url).split('/').pop()!;
    const { rows: order } = await db.query<{ amount: number }>(`select amount from sandbox_payments where id = $1`, [paymentId]);
    const notification = JSON.stringify({ id: paymentId, order_id: checkout.orderId, status: 'paid', amount: order[0]!.amount, currency: 'XOF', method: 'Mode test' });
    const secret = createHmac('sha256', key).update('sandbox-webhook').digest();
    const t = String(Math.floor(Date.now() / 1000));
    const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.`).update(notification).digest('hex')}`;
    const webhookUrl = `${app.ipBase}/api/paiements/notification/sandbox`;
    const webhookHeaders = { 'content-type': 'application/json', 'x-sandbox-signature': signature, 'user-agent': 'MiniaLab-Sandbox/1.0' };
    const once = await fetch(webhookUrl, { method: 'POST', headers: webhookHeaders, body: notification });
    if (!once.ok) throw new Error(`the first notification answered ${once.status}: ${await once.text()}`);
    rows.push(await cannon('POST notification « payé » du bac à sable, répétée (déjà traitée)', { ...common, url: webhookUrl, method: 'POST', headers: webhookHeaders, body: notification }));
    const granted = ((await browser.query('auth.balance')).credits as number) - balanceBefore;
    const { rows: outcomes } = await db.query<{ outcome: string; n: number }>(`select outcome, count(*)::int as n from payment_notifications where provider_ref = $1 group by outcome`, [paymentId]);
    const outcome = (name: string) => outcomes.find((o) => o.outcome === name)?.n ?? 0;
    return { rows, connections, seconds, warmupSeconds, thumbnails: counted[0]!.n, webhook: { grantedCredits: granted, paid: outcome('paid'), duplicates: outcome('duplicate') } };
  } finally {
    browser.close();
    await db.end();
    await app.stop();
  }
}

export function printApi(f: ApiFigures): void {
  console.log(`API sous charge (autocannon, serveur construit, ${f.connections} connexions, ${f.seconds} s mesurées après ${f.warmupSeconds} s de chauffe ; charge ${loadavg()[0]!.toFixed(2)}) :`);
  console.log(['Requête'.padEnd(66), 'req/s'.padStart(7), 'p50'.padStart(8), 'p99'.padStart(8), 'non-2xx'.padStart(8), 'erreurs'.padStart(8)].join(' '));
  for (const r of f.rows) {
    console.log([r.what.padEnd(66), r.requestsPerSecond.toFixed(0).padStart(7), `${r.p50Ms.toFixed(0)} ms`.padStart(8), `${r.p99Ms.toFixed(0)} ms`.padStart(8), String(r.non2xx).padStart(8), String(r.errors).padStart(8)].join(' '));
  }
  console.log(
    `Notification répétée : ${f.webhook.paid} traitée comme paiement, ${f.webhook.duplicates.toLocaleString('fr-FR')} reconnues comme doublons ; crédits accordés au total : ${f.webhook.grantedCredits} (un pack de 100, une seule fois)`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printApi(await benchApi());
  process.exit(0);
}
