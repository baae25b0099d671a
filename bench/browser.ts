/**
 * A simulated browser for the benches that talk HTTP to the built server: its own loopback source
 * address (127.x.y.z, so per-address limits apply to each simulated person as in life), a keep-alive
 * connection pool, a cookie jar, and the calls our client makes — tRPC batched queries and mutations
 * (client/lib/trpc.ts), files on the upload mount, and the live status stream (SSE).
 */
import http from 'node:http';
import pg from 'pg';

/** The n-th simulated person's source address: 127.1.0.1, 127.1.0.2… (any 127/8 address is this machine on Linux). */
export function loopbackAddress(n: number): string {
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor((n % 62_500) / 250)}.${(n % 250) + 1}`;
}

export class TrpcFailure extends Error {
  constructor(
    readonly path: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${path} answered ${status}: ${body.slice(0, 300)}`);
  }
}

interface Answer {
  status: number;
  body: string;
}

/** The data of one item of a tRPC answer, or a TrpcFailure with what the server said. */
function dataOf(path: string, answer: Answer, batched: boolean): any {
  let parsed: any;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    throw new TrpcFailure(path, answer.status, answer.body);
  }
  const item = batched ? parsed?.[0] : parsed;
  if (answer.status !== 200 || !item?.result) throw new TrpcFailure(path, answer.status, answer.body);
  return item.result.data;
}

/** Splits a text/event-stream into its events' data (the `data:` lines of each block). */
export function sseData(buffered: string): { events: string[]; rest: string } {
  const blocks = buffered.replaceAll('\r\n', '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const lines = block.split('\n').filter((l) => l.startsWith('data:'));
    return lines.length ? [lines.map((l) => l.slice(5).replace(/^ /, '')).join('\n')] : [];
  });
  return { events, rest };
}

export class Browser {
  private readonly agent: http.Agent;
  private readonly cookies = new Map<string, string>();
  private readonly target: URL;

  /** `base` must name the server by an IPv4 address (127.0.0.1): the source address is IPv4. */
  constructor(
    base: string,
    readonly address: string,
  ) {
    this.target = new URL(base);
    this.agent = new http.Agent({ keepAlive: true, localAddress: address, maxSockets: 6 });
  }

  close(): void {
    this.agent.destroy();
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private keep(res: http.IncomingMessage): void {
    for (const line of res.headers['set-cookie'] ?? []) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private headers(extra: Record<string, string>): Record<string, string> {
    const cookie = this.cookieHeader();
    return { 'user-agent': 'minialab-bench', ...(cookie ? { cookie } : {}), ...extra };
  }

  request(method: string, path: string, opts: { headers?: Record<string, string>; body?: Buffer | string } = {}, retried = false): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = http.request(
        { host: this.target.hostname, port: this.target.port, path, method, agent: this.agent, headers: this.headers(opts.headers ?? {}) },
        (res) => {
          this.keep(res);
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        // The server closed an idle kept-alive connection as we reused it: the request never reached it,
        // and a browser sends it again on a new connection (as Node's documentation advises).
        if (!retried && req.reusedSocket && err.code === 'ECONNRESET') resolve(this.request(method, path, opts, true));
        else reject(err);
      });
      req.end(opts.body);
    });
  }

  /** A query as httpBatchLink sends it alone: GET /api/trpc/<path>?batch=1&input={"0":…}. */
  async query(path: string, input?: unknown): Promise<any> {
    const q = encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }));
    return dataOf(path, await this.request('GET', `/api/trpc/${path}?batch=1&input=${q}`, { headers: { 'x-minialab-request': '1' } }), true);
  }

  /** A mutation as httpBatchLink sends it alone: POST /api/trpc/<path>?batch=1 with {"0": input}. */
  async mutate(path: string, input?: unknown): Promise<any> {
    const body = JSON.stringify(input === undefined ? {} : { 0: input });
    return dataOf(path, await this.request('POST', `/api/trpc/${path}?batch=1`, { headers: { 'content-type': 'application/json', 'x-minialab-request': '1' }, body }), true);
  }

  /**
   * A file on the upload mount, as the studio sends it (octet-stream, its name in a header), sent
   * again after the wait when the server answers « Patientez… » (client/lib/upload.ts does the same).
   */
  async upload(path: string, bytes: Buffer, fileName: string): Promise<any> {
    for (;;) {
      const answer = await this.request('POST', `/api/upload/${path}`, {
        headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', 'x-minialab-file-name': encodeURIComponent(fileName) },
        body: bytes,
      });
      if (answer.status !== 503 || !answer.body.includes('"UPLOAD_BUSY"')) return dataOf(path, answer, false);
      await new Promise((r) => setTimeout(r, 2000 * (1 + Math.random() / 2)));
    }
  }

  /**
   * Follows studio.status (SSE, as the studio's httpSubscriptionLink does) until the thumbnail is
   * ready or failed; resolves with that status.
   */
  waitForFinalStatus(id: string, timeoutMs = 900_000): Promise<'ready' | 'failed'> {
    const q = encodeURIComponent(JSON.stringify({ id }));
    return new Promise((resolve, reject) => {
      let settled = false;
      const req = http.request(
        { host: this.target.hostname, port: this.target.port, path: `/api/trpc/studio.status?input=${q}`, method: 'GET', agent: false, localAddress: this.address, headers: this.headers({ accept: 'text/event-stream' }) },
        (res) => {
          if (res.statusCode !== 200) {
            settled = true;
            res.resume();
            reject(new Error(`studio.status answered ${res.statusCode}`));
            return;
          }
          let buffered = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            const { events, rest } = sseData(buffered + chunk);
            buffered = rest;
            for (const data of events) {
              let status: unknown;
              try {
                status = (JSON.parse(data) as { status?: unknown } | null)?.status;
              } catch {
                continue; // pings and the connection's own events
              }
              if (!settled && (status === 'ready' || status === 'failed')) {
                settled = true;
                clearTimeout(timer);
                resolve(status);
                req.destroy();
              }
            }
          });
          res.on('end', () => {
            if (!settled) reject(new Error(`studio.status ended before ${id} was ready`));
            settled = true;
          });
        },
      );
      const timer = setTimeout(() => {
        if (!settled) reject(new Error(`studio.status: ${id} not ready after ${timeoutMs} ms`));
        settled = true;
        req.destroy();
      }, timeoutMs);
      req.on('error', (err) => {
        if (!settled) reject(err);
        settled = true;
      });
      req.end();
    });
  }
}

/** The newest e-mail of a kind to an address, read in the local outbox (mail_messages), waited for a little. */
export async function outboxText(db: pg.Pool, to: string, kind: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await db.query<{ text: string }>(`select text from mail_messages where "to" = $1 and kind = $2 order by created_at desc limit 1`, [to, kind]);
    if (rows[0]) return rows[0].text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no ${kind} e-mail to ${to} in the outbox`);
}

/** Signs up from the browser's address and follows the verification link read in the outbox: signed in after. */
export async function signUpVerified(browser: Browser, db: pg.Pool, who: { name: string; email: string; password?: string }): Promise<{ userId: string }> {
  await browser.mutate('auth.signUp', { name: who.name, email: who.email, password: who.password ?? 'Yassa-Poulet-Thiof-26' });
  const token = (await outboxText(db, who.email, 'verify-email')).match(/jeton=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no verification link for ${who.email}`);
  const verified = await browser.mutate('auth.verifyEmail', { token });
  if (verified.status !== 'signed_in') throw new Error(`unexpected ${verified.status} for ${who.email}`);
  return { userId: verified.session.user.id as string };
}

/** Sorted-sample percentile (nearest rank, as the other benches). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** A whole number from the environment, or the default. */
export function envInt(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} doit être un nombre entier positif (reçu « ${raw} »)`);
  return n;
}
