import { beforeAll, describe, expect, it } from 'vitest';
import { describeError } from '../../client/i18n/errors';
import { createClient } from '../../client/lib/trpc';
import { appRouter } from '../../server/router';
import { MAX_BATCH_CALLS } from '../../shared/limits';
import { type Harness, useHarness } from './harness';
import { rawRequest, trpcPost } from './http-client';

/** Bad input of every kind gets a 4xx and a French sentence the person can act on, never a 500. */
let user: Awaited<ReturnType<Harness['newUser']>>;
let cookie: string;
const h = useHarness({ http: true });
beforeAll(async () => {
  user = await h.newUser('Entrées Douteuses');
  cookie = `ml_at=${user.accessToken}`;
});

/** The client our pages use, signed in as `user`. */
const browser = () => createClient({ origin: h.base, headers: () => ({ cookie }) });
/** What the person reads for a failed call: the sentence and its details. */
const shown = (err: unknown) => {
  const { message, details } = describeError(err);
  return [message, ...details];
};
const ENGLISH = /\b(expected|received|invalid|required|must|string|number|object|array|too (small|big)|characters?|unrecognized|keys?|input|internal error|batch|exceeds|bad request|not found)\b/i;

describe('characters no text can hold', () => {
  const cases: Array<[string, string]> = [
    ['a NUL byte', 'Dakar\u0000 by night'],
    ['a lone high surrogate', 'Dakar \ud83d by night'],
    ['a lone low surrogate', 'Dakar \ude00 by night'],
  ];
  for (const [what, text] of cases) {
    it(`${what} in a title, a prompt, a name or a headline: 400 in French, nothing charged or stored`, async () => {
      const calls: Array<[string, unknown]> = [
        ['studio.generate', { title: text, prompt: '', style: 'pro' }],
        ['studio.generate', { title: 'Titre correct', prompt: text, style: 'pro' }],
        ['auth.signUp', { name: text, email: 'nul.octet@exemple.sn', password: 'Thieb0udienne-Dakar!' }],
        ['studio.modify', { id: '00000000-0000-4000-8000-000000000000', headline: { text, words: [], color: '#FFD400', dx: 0, dy: 0 } }],
      ];
      for (const [procedure, input] of calls) {
        const res = await trpcPost(h.base, procedure, input, { origin: h.base, cookie });
        expect(res.status, `${procedure} ${what}`).toBe(400);
        const body = JSON.parse(res.body) as { error: { data: { appCode: string; fieldErrors: Record<string, string[]> } } };
        expect(body.error.data.appCode).toBe('VALIDATION');
        expect(Object.values(body.error.data.fieldErrors).flat().join(' ')).toMatch(/caractère non pris en charge/);
      }
      expect((await user.as().auth.balance()).credits).toBe(30);
      expect((await user.as().studio.history({ limit: 5 })).items).toHaveLength(0);
    });
  }

  it('a well-formed emoji (a complete surrogate pair) is text like any other', async () => {
    const res = await trpcPost(h.base, 'auth.requestCode', { email: 'emoji@exemple.sn' }, { origin: h.base });
    expect(res.status).toBe(200);
    await expect(browser().studio.history.query({ limit: 5, cursor: null })).resolves.toMatchObject({ items: [] });
    expect(await trpcPost(h.base, 'auth.signUp', { name: 'Awa 🌍 Diop', email: 'emoji.nom@exemple.sn', password: 'Thieb0udienne-Dakar!' }, { origin: h.base })).toMatchObject({ status: 200 });
  });
});

describe('crafted addresses and cursors', () => {
  it('a history cursor that was not ours is a 400 with a French reason, whatever it holds', async () => {
    const cursors = [
      'pas-un-curseur',
      Buffer.from('2026-01-01T00:00:00.000Z|pas-un-uuid').toString('base64url'),
      Buffer.from("2026-01-01T00:00:00.000Z|00000000-0000-4000-8000-000000000000' or 1=1").toString('base64url'),
      Buffer.from('9999999-01-01|00000000-0000-4000-8000-000000000000').toString('base64url'),
      'A'.repeat(200),
    ];
    for (const cursor of cursors) {
      const err = await browser().studio.history.query({ limit: 5, cursor }).catch((e: unknown) => e);
      expect(describeError(err).message, cursor).toBe('Certains champs ne sont pas valides.');
      expect(describeError(err).details).toEqual(['Page d’historique introuvable : rechargez la page.']);
    }
    const tooLong = await browser().studio.history.query({ limit: 5, cursor: 'A'.repeat(5000) }).catch((e: unknown) => e);
    expect(shown(tooLong).join(' ')).not.toMatch(ENGLISH);
  });

  it('a malformed % escape anywhere in an address is a 400, not a 500', async () => {
    const paths = ['/%', '/studio%zz', '/%E0%A4%A', '/files/thumbnails/%zz.jpg', '/files/assets/%E0%A4%A', '/factures/%', '/paiement/test/%C0%AF', '/api/trpc/studio.history?input=%'];
    for (const path of paths) {
      const res = await rawRequest(`${h.base}${path}`, { headers: { accept: 'text/html', cookie } });
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const res = await rawRequest(`${h.base}/files/thumbnails/%zz.jpg`, { headers: { cookie } });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ error: 'Requête invalide : vérifiez l’adresse ou le contenu envoyé.' });
  });
});

describe('batched calls', () => {
  it(`more than ${MAX_BATCH_CALLS} calls in one request are refused at once in French; our client splits bigger batches by itself`, async () => {
    const paths = Array.from({ length: MAX_BATCH_CALLS + 1 }, () => 'site.info').join(',');
    const input = encodeURIComponent(JSON.stringify({}));
    const refused = await rawRequest(`${h.base}/api/trpc/${paths}?batch=1&input=${input}`);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(JSON.parse(refused.body))).toContain('BATCH_TOO_LARGE');
    const thousand = await rawRequest(`${h.base}/api/trpc/${Array.from({ length: 1000 }, () => 'site.info').join(',')}?batch=1&input=${input}`);
    expect(thousand.status).toBe(400);
    const health = await fetch(`${h.base}/healthz`);
    expect(health.status).toBe(200);

    const client = browser();
    const many = await Promise.all(Array.from({ length: 45 }, () => client.site.info.query()));
    expect(many).toHaveLength(45);
  });
});

describe('every validation message a person can see is French', () => {
  const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, { _def: { type: string; inputs: unknown[] } }> } })._def.procedures)
    .filter(([, p]) => p._def.type !== 'subscription' && p._def.inputs.length > 0)
    .map(([path, p]) => ({ path, type: p._def.type }));
  const garbage: unknown[] = [
    42,
    'texte',
    [],
    { id: 'pas-un-id', email: 'pas-une-adresse', title: 42, planId: 'GRATUIT', style: 'inconnu', code: 'abc', token: '', password: 1 },
    { id: '00000000-0000-4000-8000-000000000000', headline: { text: '', words: 'x', color: 'jaune', dx: 'a', dy: null }, format: '8k' },
    { title: 'x'.repeat(5000), prompt: 'y'.repeat(5000), name: 'z'.repeat(500), limit: 1000, cursor: 5 },
  ];

  it(`on ${procedures.length} procedures × ${garbage.length} bad inputs`, async () => {
    expect(procedures.length).toBeGreaterThan(15);
    const client = browser() as unknown as Record<string, Record<string, Record<string, (input: unknown) => Promise<unknown>> | ((input: unknown) => Promise<unknown>)>>;
    const english: string[] = [];
    let cases = 0;
    for (const { path, type } of procedures) {
      for (const input of garbage) {
        const segments = path.split('.');
        let node: any = client;
        for (const segment of segments) node = node[segment];
        const call = type === 'query' ? node.query : node.mutate;
        const err = await call(input).then(() => null, (e: unknown) => e);
        if (!err) continue;
        cases += 1;
        for (const line of shown(err)) if (ENGLISH.test(line)) english.push(`${path} ${JSON.stringify(input).slice(0, 60)} → ${line}`);
      }
    }
    expect(cases).toBeGreaterThan(procedures.length * 3);
    expect(english).toEqual([]);
  });

  it('NOT_FOUND says what was not found: a thumbnail, an order, a session, a test payment', async () => {
    const client = browser();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(shown(await client.studio.get.query({ id: missing }).catch((e: unknown) => e))[0]).toBe('Cette miniature est introuvable.');
    expect(shown(await client.checkout.order.query({ id: missing }).catch((e: unknown) => e))[0]).toBe('Cette commande est introuvable.');
    expect(shown(await client.auth.endSession.mutate({ id: missing }).catch((e: unknown) => e))[0]).toBe('Cette session est introuvable ou déjà terminée.');
    expect(shown(await client.sandbox.get.query({ id: 'sbx_AAAAAAAAAAAAAAAAAAAAAAAA' }).catch((e: unknown) => e))[0]).toBe('Ce paiement de test est introuvable.');
  });
});
