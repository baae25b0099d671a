import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { methodLabel, parseNestedForm, paydunyaProvider, type PaydunyaOptions } from '../../server/billing/providers/paydunya';
import { ProviderError, type CheckoutRequest, type IncomingNotification } from '../../server/billing/providers/types';
import { startFakePayDunya, type FakePayDunya } from '../fixtures/paydunya-server';

/** Stands in for our webhook endpoint: keeps every request exactly as it arrived. */
async function startCapture() {
  const received: IncomingNotification[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers as Record<string, string | undefined>, rawBody: Buffer.concat(chunks) });
    res.writeHead(200).end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    last: () => received.at(-1)!,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let fake: FakePayDunya;
let capture: Awaited<ReturnType<typeof startCapture>>;

const orderId = '0b7f3a52-5d1c-4b8e-9a4e-2f6c1d9e8a10';
function checkout(over: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    orderId,
    amountXof: 5000,
    currency: 'XOF',
    label: 'Forfait Premium — 30 jours',
    description: 'MiniaLab — Forfait Premium (30 jours)',
    customer: { name: 'Awa Ndiaye', email: 'awa@example.sn' },
    successUrl: `https://minialab.test/paiement/retour?commande=${orderId}`,
    cancelUrl: `https://minialab.test/paiement/annule?commande=${orderId}`,
    callbackUrl: `${capture.url}/api/paiements/notification/paydunya`,
    ...over,
  };
}

function provider(over: Partial<PaydunyaOptions> = {}) {
  return paydunyaProvider({ mode: 'test', ...fake.keys, apiUrl: fake.apiUrl, storeName: 'MiniaLab', timeoutMs: 2000, ...over });
}

async function rejection(promise: Promise<unknown>): Promise<ProviderError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  expect((err as ProviderError).provider).toBe('paydunya');
  return err as ProviderError;
}

beforeAll(async () => {
  fake = await startFakePayDunya();
  capture = await startCapture();
});
afterAll(async () => {
  await fake.stop();
  await capture.stop();
});

describe('createCheckout', () => {
  it('creates an invoice and returns its checkout page and token', async () => {
    const session = await provider().createCheckout(checkout());
    expect(session.providerRef).toMatch(/^test_/);
    expect(session.url).toBe(`${fake.apiUrl.replace('/sandbox-api/v1', '')}/checkout/${session.providerRef}`);

    const invoice = fake.invoices.get(session.providerRef!)!;
    expect(invoice.totalAmount).toBe(5000);
    expect(invoice.description).toBe('MiniaLab — Forfait Premium (30 jours)');
    expect(invoice.customData).toEqual({ order_id: orderId });
    expect(invoice.store).toEqual({ name: 'MiniaLab' });
    expect(invoice.actions).toEqual({
      return_url: `https://minialab.test/paiement/retour?commande=${orderId}`,
      cancel_url: `https://minialab.test/paiement/annule?commande=${orderId}`,
      callback_url: `${capture.url}/api/paiements/notification/paydunya`,
    });
    expect(invoice.items).toEqual({
      item_0: { name: 'Forfait Premium — 30 jours', quantity: 1, unit_price: 5000, total_price: 5000, description: 'MiniaLab — Forfait Premium (30 jours)' },
    });
    // The amount goes as a JSON integer, not a string or a float.
    expect((invoice.request as { invoice: { total_amount: unknown } }).invoice.total_amount).toBe(5000);

    const page = await fetch(session.url!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('5\u202f000 F CFA');
  });

  it('refuses an amount that is not a positive whole number, without calling PayDunya', async () => {
    const before = fake.invoices.size;
    await rejection(provider().createCheckout(checkout({ amountXof: 4999.5 })));
    await rejection(provider().createCheckout(checkout({ amountXof: 0 })));
    expect(fake.invoices.size).toBe(before);
  });

  it.each([
    ['master key', { masterKey: 'wrong' }],
    ['private key', { privateKey: 'wrong' }],
    ['token', { token: 'wrong' }],
  ])('turns a wrong %s into a ProviderError', async (_name, keys) => {
    const err = await rejection(provider(keys).createCheckout(checkout()));
    expect(err.message).toContain('1001');
    expect(err.publicMessage).toBeNull(); // our misconfiguration, nothing the payer can do
  });

  it('turns a non-"00" response code into a ProviderError, once', async () => {
    fake.failNextCreate('4002', 'Le montant minimum est de 200 FCFA');
    const err = await rejection(provider().createCheckout(checkout()));
    expect(err.message).toContain('4002');
    expect(err.message).toContain('Le montant minimum est de 200 FCFA');
    await expect(provider().createCheckout(checkout())).resolves.toMatchObject({ providerRef: expect.stringMatching(/^test_/) });
  });

  describe('when PayDunya is unreachable or misbehaves', () => {
    let misbehaving: http.Server;
    let url: string;
    beforeAll(async () => {
      misbehaving = http.createServer((req, res) => {
        if (req.url?.startsWith('/hang/')) return; // never answers
        if (req.url?.startsWith('/html/')) return void res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad Gateway</h1>');
        if (req.url?.startsWith('/noref/')) return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"response_code":"00","response_text":"ok"}');
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"response_code":');
      });
      await new Promise<void>((resolve) => misbehaving.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(misbehaving.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      misbehaving.closeAllConnections();
      await new Promise<void>((resolve) => misbehaving.close(() => resolve()));
    });

    it('server down', async () => {
      const down = await startFakePayDunya();
      const apiUrl = down.apiUrl;
      await down.stop();
      const err = await rejection(provider({ apiUrl }).createCheckout(checkout()));
      expect(err.publicMessage).toBe('Le service de paiement est momentanément indisponible. Réessayez dans un instant.');
    });

    it('timeout', async () => {
      const started = Date.now();
      const err = await rejection(provider({ apiUrl: `${url}/hang`, timeoutMs: 300 }).createCheckout(checkout()));
      expect(Date.now() - started).toBeLessThan(2000);
      expect(err.message).toContain('300 ms');
      expect(err.publicMessage).toMatch(/momentanément indisponible/);
    });

    it('an HTML error page', async () => {
      const err = await rejection(provider({ apiUrl: `${url}/html` }).createCheckout(checkout()));
      expect(err.status).toBe(502);
      expect(err.publicMessage).toMatch(/momentanément indisponible/);
    });

    it('truncated JSON', async () => {
      await rejection(provider({ apiUrl: `${url}/bad` }).createCheckout(checkout()));
    });

    it('a "00" answer without token or URL', async () => {
      await rejection(provider({ apiUrl: `${url}/noref` }).createCheckout(checkout()));
    });
  });
});

describe('verifyNotification', () => {
  it('accepts the IPN PayDunya posts, and only gives the token', async () => {
    const { providerRef } = await provider().createCheckout(checkout());
    const { ipnStatus } = await fake.pay(providerRef!);
    expect(ipnStatus).toBe(200);
    const ipn = capture.last();
    expect(ipn.headers['content-type']).toBe('application/x-www-form-urlencoded');
    // Exactly PayDunya's shape: PHP-style nested fields, the hash being SHA-512 of the master key.
    const form = parseNestedForm(ipn.rawBody.toString('utf8'));
    expect(form).toMatchObject({
      data: {
        hash: createHash('sha512').update(fake.keys.masterKey).digest('hex'),
        status: 'completed',
        invoice: { token: providerRef, total_amount: '5000' },
        custom_data: { order_id: orderId },
      },
    });
    expect(await provider().verifyNotification(ipn)).toEqual({ providerRef, state: null });
  });

  it('refuses a wrong hash, a missing hash, a missing token and garbage with null', async () => {
    const p = provider();
    const { providerRef } = await p.createCheckout(checkout());

    await fake.pay(providerRef!, { hash: 'deadbeef' });
    expect(await p.verifyNotification(capture.last())).toBeNull();

    // Full-length hash of another master key.
    await fake.sendIpn(providerRef!, { 'data[hash]': createHash('sha512').update('another-key').digest('hex') });
    expect(await p.verifyNotification(capture.last())).toBeNull();

    await fake.sendIpn(providerRef!, { 'data[hash]': null });
    expect(await p.verifyNotification(capture.last())).toBeNull();

    await fake.sendIpn(providerRef!, { 'data[invoice][token]': null });
    expect(await p.verifyNotification(capture.last())).toBeNull();

    // The right hash, but a « token » that could not be one (it would end up in a URL path).
    await fake.sendIpn(providerRef!, { 'data[invoice][token]': '../../admin' });
    expect(await p.verifyNotification(capture.last())).toBeNull();

    const goodHash = createHash('sha512').update(fake.keys.masterKey).digest('hex');
    for (const raw of [
      '',
      '%%%garbage&&==',
      JSON.stringify({ data: { hash: goodHash, invoice: { token: providerRef } } }),
      `data=${goodHash}&data[invoice][token]=${providerRef}`, // data is a value, not a group
      `hash=${goodHash}&invoice[token]=${providerRef}`,
    ]) {
      expect(await p.verifyNotification({ headers: {}, rawBody: Buffer.from(raw) })).toBeNull();
    }
    expect(await p.verifyNotification({ headers: {}, rawBody: Buffer.from([0xff, 0xfe, 0x00, 0x80]) })).toBeNull();
  });

  it('accepts the hash in upper case hexadecimal', async () => {
    const { providerRef } = await provider().createCheckout(checkout());
    const rawBody = Buffer.from(
      new URLSearchParams({
        'data[hash]': createHash('sha512').update(fake.keys.masterKey).digest('hex').toUpperCase(),
        'data[invoice][token]': providerRef!,
      }).toString(),
    );
    expect(await provider().verifyNotification({ headers: {}, rawBody })).toEqual({ providerRef, state: null });
  });
});

describe('confirm', () => {
  it('reports a fresh invoice as pending', async () => {
    const { providerRef } = await provider().createCheckout(checkout());
    expect(await provider().confirm(providerRef!)).toEqual({
      providerRef,
      orderId,
      status: 'pending',
      amount: 5000,
      currency: 'XOF',
      method: 'PayDunya',
    });
  });

  it.each([
    ['wave-senegal', 'Wave'],
    ['orange-money-senegal', 'Orange Money'],
    ['card', 'Carte bancaire'],
    ['free-money-senegal', 'Free Money'],
  ])('reports a payment by %s as paid with « %s »', async (slug, label) => {
    const { providerRef } = await provider().createCheckout(checkout());
    await fake.pay(providerRef!, { method: slug, sendIpn: false });
    expect(await provider().confirm(providerRef!)).toEqual({ providerRef, orderId, status: 'paid', amount: 5000, currency: 'XOF', method: label });
  });

  it('reports the amount PayDunya stored, even when it differs from the order', async () => {
    const { providerRef } = await provider().createCheckout(checkout());
    await fake.pay(providerRef!, { amount: 100 });
    expect(await provider().confirm(providerRef!)).toMatchObject({ status: 'paid', amount: 100, orderId });
  });

  it('reports cancelled and failed invoices', async () => {
    const a = await provider().createCheckout(checkout());
    await fake.cancel(a.providerRef!);
    expect(await provider().confirm(a.providerRef!)).toMatchObject({ status: 'cancelled', amount: 5000 });

    const b = await provider().createCheckout(checkout());
    fake.invoices.get(b.providerRef!)!.status = 'failed';
    expect(await provider().confirm(b.providerRef!)).toMatchObject({ status: 'failed' });
  });

  it('throws a ProviderError for an unknown token, a malformed token, or wrong keys', async () => {
    expect((await rejection(provider().confirm('test_doesnotexist'))).message).toContain('1002');
    await rejection(provider().confirm('../etc/passwd'));
    const { providerRef } = await provider().createCheckout(checkout());
    await rejection(provider({ privateKey: 'wrong' }).confirm(providerRef!));
  });
});

describe('the fake checkout page', () => {
  it('pays, notifies and sends the payer back with the token, like PayDunya', async () => {
    const { url, providerRef } = await provider().createCheckout(checkout());
    const before = capture.received.length;
    const res = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`https://minialab.test/paiement/retour?commande=${orderId}&token=${providerRef}`);
    expect(capture.received.length).toBe(before + 1);
    expect(fake.invoices.get(providerRef!)!.status).toBe('completed');
  });
});

describe('base URL', () => {
  function recordingFetch(calls: { url: string; init: RequestInit | undefined }[]): typeof fetch {
    return async (input, init) => {
      calls.push({ url: String(input), init });
      const path = String(input);
      const body = path.includes('/confirm/')
        ? { response_code: '00', status: 'completed', invoice: { total_amount: 1500 }, custom_data: { order_id: 'o-1' }, customer: { payment_method: 'wave_senegal' } }
        : { response_code: '00', response_text: 'https://app.paydunya.com/sandbox-checkout/invoice/test_abc', description: 'Checkout Invoice Created', token: 'test_abc' };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    };
  }
  const keys = { masterKey: 'mk', privateKey: 'pk', token: 'tk' };

  it.each([
    ['test', 'https://app.paydunya.com/sandbox-api/v1'],
    ['live', 'https://app.paydunya.com/api/v1'],
  ] as const)('mode %s calls %s', async (mode, base) => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const p = paydunyaProvider({ mode, ...keys, storeName: 'MiniaLab', fetch: recordingFetch(calls) });
    await p.createCheckout(checkout());
    const state = await p.confirm('test_abc');
    expect(calls.map((c) => [c.init?.method, c.url])).toEqual([
      ['POST', `${base}/checkout-invoice/create`],
      ['GET', `${base}/checkout-invoice/confirm/test_abc`],
    ]);
    expect(calls[0]!.init?.headers).toMatchObject({
      'content-type': 'application/json',
      'PAYDUNYA-MASTER-KEY': 'mk',
      'PAYDUNYA-PRIVATE-KEY': 'pk',
      'PAYDUNYA-TOKEN': 'tk',
    });
    expect(state).toEqual({ providerRef: 'test_abc', orderId: 'o-1', status: 'paid', amount: 1500, currency: 'XOF', method: 'Wave' });
  });

  it('apiUrl overrides the mode (trailing slash tolerated)', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const p = paydunyaProvider({ mode: 'live', ...keys, apiUrl: 'http://127.0.0.1:9/pd/', storeName: 'MiniaLab', fetch: recordingFetch(calls) });
    await p.createCheckout(checkout());
    expect(calls[0]!.url).toBe('http://127.0.0.1:9/pd/checkout-invoice/create');
  });
});

describe('methodLabel', () => {
  it('names the channels in French, PayDunya otherwise', () => {
    expect(methodLabel('wave-ci')).toBe('Wave');
    expect(methodLabel('orange_money_ci')).toBe('Orange Money');
    expect(methodLabel('mtn-benin')).toBe('MTN Mobile Money');
    expect(methodLabel('moov-togo')).toBe('Moov Money');
    expect(methodLabel('t-money-togo')).toBe('T-Money');
    expect(methodLabel('expresso-sn')).toBe('E-Money');
    expect(methodLabel('wizall-money-senegal')).toBe('Wizall Money');
    expect(methodLabel('paydunya')).toBe('PayDunya');
    expect(methodLabel(null)).toBe('PayDunya');
  });
});
