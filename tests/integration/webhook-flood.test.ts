import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetOldRefusals } from '../../server/billing/notifications';
import { PaymentNotification } from '../../server/billing/payment-notification.entity';
import { RefusedNotification } from '../../server/billing/refused-notification.entity';
import { startFakePayDunya, type FakePayDunya } from '../fixtures/paydunya-server';
import { useHarness } from './harness';
import { rawRequest } from './http-client';

/** The payment endpoint under a flood of posts nobody signed, with PayDunya (whose IPN we confirm by an outbound call). */
let fake: FakePayDunya;
let confirmCalls = 0;
const FLOODER = '127.0.0.20';
const GATEWAY = '127.0.0.30';

beforeAll(async () => {
  fake = await startFakePayDunya();
});
afterAll(async () => {
  await fake?.stop();
});
const h = useHarness(() => ({
  env: {
    PAYMENT_PROVIDER: 'paydunya',
    PAYDUNYA_API_URL: fake.apiUrl,
    PAYDUNYA_MASTER_KEY: fake.keys.masterKey,
    PAYDUNYA_PRIVATE_KEY: fake.keys.privateKey,
    PAYDUNYA_TOKEN: fake.keys.token,
    PAYMENT_WEBHOOK_PER_MINUTE: '200',
    PAYMENT_WEBHOOK_ALLOWLIST: `${GATEWAY}, 10.20.0.0/16`,
  },
  http: true,
}));
beforeAll(async () => {
  const provider = h.services.payments;
  const confirm = provider.confirm.bind(provider);
  provider.confirm = async (ref) => {
    confirmCalls += 1;
    return confirm(ref);
  };
});

const unsigned = (size: number) => {
  const head = `data[hash]=${'0'.repeat(128)}&data[invoice][token]=test_FloodToken1234&data[status]=completed&pad=`;
  return head + 'x'.repeat(Math.max(0, size - head.length));
};
const post = (body: string, from: string) =>
  rawRequest(`${h.base}/api/paiements/notification/paydunya`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, localAddress: from });
const tableBytes = async () =>
  (await h.services.orm.em.fork().getConnection().execute<Array<{ n: string }>>(`select (pg_total_relation_size('refused_notifications') + pg_total_relation_size('payment_notifications'))::text as n`))[0]!.n;

describe('a flood of forged payment notifications', () => {
  it('checks the signature before storing or calling anything: 150 unsigned 60 KB posts leave one counter row and no call to PayDunya', async () => {
    const before = Number(await tableBytes());
    const statuses = new Set<number>();
    for (let i = 0; i < 150; i++) statuses.add((await post(unsigned(60 * 1024), FLOODER)).status);
    expect([...statuses]).toEqual([401]);
    expect(confirmCalls).toBe(0);
    expect(await h.services.orm.em.fork().count(PaymentNotification, {})).toBe(0);
    const rows = await h.services.orm.em.fork().find(RefusedNotification, {});
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ provider: 'paydunya', ip: FLOODER, reason: 'signature', count: 150 });
    expect(rows[0]!.sample.length).toBeLessThanOrEqual(1024);
    // 150 × 60 KB = 9 MB posted; the tables grew by a counter's worth (vacuum may not have run: dead row versions count).
    expect(Number(await tableBytes()) - before).toBeLessThan(512 * 1024);
  });

  it('limits each source per minute (429 with Retry-After), but never the gateways on the allow-list', async () => {
    let limited = null as Awaited<ReturnType<typeof post>> | null;
    for (let i = 0; i < 260 && !limited; i++) {
      const res = await post(unsigned(200), '127.0.0.21');
      if (res.status === 429) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited!.body)).toEqual({ error: 'Trop de notifications depuis cette adresse.' });
    for (let i = 0; i < 260; i++) expect((await post(unsigned(200), GATEWAY)).status).toBe(401);
  });

  it('answers 413 in French to a body over 64 KB, storing nothing', async () => {
    const before = await h.services.orm.em.fork().count(RefusedNotification, { ip: '127.0.0.22' });
    const res = await post(unsigned(70 * 1024), '127.0.0.22');
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ error: 'Le contenu envoyé est trop volumineux.' });
    expect(await h.services.orm.em.fork().count(RefusedNotification, { ip: '127.0.0.22' })).toBe(before);
  });

  it('past 5 000 sources (a botnet), new sources are counted together, so the table stays small', async () => {
    const em = h.services.orm.em.fork();
    await em.getConnection().execute(
      `insert into refused_notifications (id, provider, ip, reason, count, first_at, last_at, sample, sample_headers)
       select gen_random_uuid(), 'paydunya', '10.99.' || (n / 256) || '.' || (n % 256), 'signature', 1, now(), now(), '', '{}' from generate_series(1, 5000) n`,
    );
    for (const from of ['127.0.0.40', '127.0.0.41', '127.0.0.42']) expect((await post(unsigned(200), from)).status).toBe(401);
    expect(await em.count(RefusedNotification, { ip: { $in: ['127.0.0.40', '127.0.0.41', '127.0.0.42'] } })).toBe(0);
    expect((await em.findOneOrFail(RefusedNotification, { ip: 'autres' })).count).toBe(3);
    expect((await post(unsigned(200), FLOODER)).status).toBe(401); // a source already known keeps its own row
    expect((await em.fork().findOneOrFail(RefusedNotification, { ip: FLOODER })).count).toBe(151);
    await em.getConnection().execute(`delete from refused_notifications where ip like '10.99.%' or ip = 'autres'`);
  });

  it('forgets refused requests 30 days after their source’s last one', async () => {
    const em = h.services.orm.em.fork();
    await post(unsigned(200), '127.0.0.23');
    await em.getConnection().execute(`update refused_notifications set last_at = now() - interval '31 days' where ip = '127.0.0.23'`);
    expect(await forgetOldRefusals(em)).toBe(1);
    expect(await em.count(RefusedNotification, { ip: '127.0.0.23' })).toBe(0);
    expect(await em.count(RefusedNotification, { ip: FLOODER })).toBe(1);
  });
});
