/**
 * One simulated browser for the soak: its own loopback source address (127.x.y.z are all this machine
 * on Linux, so the server's per-address limits see one client each, as in life), its own keep-alive
 * connections and cookie jar, and every answer tallied by kind, latency and outcome.
 */
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
}

/** What one kind of request gave over the whole run. */
export interface Tally {
  latencies: number[];
  ok: number;
  /** Expected refusals by code (INSUFFICIENT_CREDITS, RATE_LIMITED…). */
  refused: Map<string, number>;
  /** Anything else: 5xx, unexpected 4xx, network errors, by status and code. */
  errors: Map<string, number>;
}

export class Stats {
  readonly kinds = new Map<string, Tally>();
  /** Requests sent again because a kept-alive connection was closed under them (not errors: nothing was received). */
  resent = 0;
  /** The first few unexpected answers, in full, for the report. */
  readonly samples: string[] = [];

  tally(kind: string): Tally {
    let t = this.kinds.get(kind);
    if (!t) this.kinds.set(kind, (t = { latencies: [], ok: 0, refused: new Map(), errors: new Map() }));
    return t;
  }
}

/** Thrown for an answer the soak did not expect; `code` is the AppError code when the server gave one. */
export class CallError extends Error {
  constructor(
    readonly kind: string,
    readonly status: number,
    readonly code: string | null,
    readonly body: string,
  ) {
    super(`${kind}: ${status} ${code ?? ''} ${body.slice(0, 300)}`);
  }
}

/**
 * Refusals a real user meets and the studio explains: they are counted, not errors. « Patientez… »
 * on an upload is not even shown: the studio sends the file again after the wait (upload below).
 */
export const EXPECTED_REFUSALS = new Set(['INSUFFICIENT_CREDITS', 'RATE_LIMITED', 'UPLOAD_BUSY']);

const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

export class Browser {
  private readonly agent: Agent;
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: string,
    readonly address: string,
    private readonly stats: Stats,
  ) {
    // Options of an Agent reach net.connect: every socket of this browser leaves from its own address.
    this.agent = new Agent({ keepAlive: true, maxSockets: 4, localAddress: address } as ConstructorParameters<typeof Agent>[0]);
  }

  close(): void {
    this.agent.destroy();
  }

  async raw(kind: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { ...opts.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (opts.body !== undefined) headers['content-length'] = String(Buffer.byteLength(opts.body));
    const tally = this.stats.tally(kind);
    const started = performance.now();
    const send = () =>
      new Promise<Answer>((resolve, reject) => {
        const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: opts.method ?? 'GET', headers, agent: this.agent }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.setTimeout(120_000, () => req.destroy(new Error('no answer within 120 s')));
        req.on('error', (err: NodeJS.ErrnoException) => reject(Object.assign(err, { reused: req.reusedSocket })));
        req.end(opts.body);
      });
    let answer: Answer;
    try {
      answer = await send().catch((err: NodeJS.ErrnoException & { reused?: boolean }) => {
        // The server closed an idle kept-alive connection as we reused it: nothing reached it, and a
        // browser sends the request again on a new connection (Node's documented pattern does too).
        if (!err.reused || (err.code !== 'ECONNRESET' && err.code !== 'EPIPE')) throw err;
        this.stats.resent += 1;
        return send();
      });
    } catch (err) {
      bump(tally.errors, `réseau: ${(err as Error).message}`);
      if (this.stats.samples.length < 20) this.stats.samples.push(`${kind} ${path} → ${(err as Error).message}`);
      throw new CallError(kind, 0, null, (err as Error).message);
    }
    tally.latencies.push(performance.now() - started);
    this.keepCookies(answer.headers['set-cookie']);
    if (answer.status >= 200 && answer.status < 300) {
      tally.ok += 1;
      return answer;
    }
    const text = answer.body.toString('utf8');
    let code: string | null = null;
    try {
      const json = JSON.parse(text) as { error?: { data?: { appCode?: string; code?: string } } };
      code = json.error?.data?.appCode ?? json.error?.data?.code ?? null;
    } catch {
      // not JSON: a status alone
    }
    if (answer.status === 429 && !code) code = 'RATE_LIMITED';
    if (code && EXPECTED_REFUSALS.has(code)) bump(tally.refused, code);
    else {
      bump(tally.errors, `${answer.status} ${code ?? ''}`.trim());
      if (this.stats.samples.length < 20) this.stats.samples.push(`${kind} ${opts.method ?? 'GET'} ${path} → ${answer.status} ${text.slice(0, 400)}`);
    }
    throw new CallError(kind, answer.status, code, text);
  }

  /**
   * A live stream (text/event-stream) read until `done` holds for what arrived, or until the timeout:
   * true when done, false at the timeout. Tallied once, by the time to open it (its answer's head).
   */
  async stream(kind: string, path: string, done: (text: string) => boolean, timeoutMs: number): Promise<boolean> {
    const url = new URL(path, this.base);
    const headers: Record<string, string> = { accept: 'text/event-stream' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const tally = this.stats.tally(kind);
    const started = performance.now();
    // Its own socket (no agent): a stream cut at the end must not spoil a kept-alive connection.
    return new Promise<boolean>((resolve, reject) => {
      let text = '';
      let settled = false;
      const finish = (value: boolean, err?: Error) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        req.destroy();
        if (err) reject(err);
        else resolve(value);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers, localAddress: this.address }, (res) => {
        tally.latencies.push(performance.now() - started);
        if (res.statusCode !== 200) {
          bump(tally.errors, String(res.statusCode));
          res.resume();
          finish(false, new CallError(kind, res.statusCode ?? 0, null, 'stream refused'));
          return;
        }
        tally.ok += 1;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          if (done(text)) finish(true);
        });
        res.on('end', () => finish(done(text)));
        res.on('error', () => finish(done(text)));
      });
      req.on('error', (err) => {
        if (settled) return;
        bump(tally.errors, `réseau: ${err.message}`);
        finish(false, new CallError(kind, 0, null, err.message));
      });
      req.end();
    });
  }

  /** A tRPC query as our pages make it (one call, GET). */
  async query<T>(procedure: string, input?: unknown): Promise<T> {
    const search = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
    const res = await this.raw(procedure, `/api/trpc/${procedure}${search}`, { headers: { 'x-minialab-request': '1' } });
    return (JSON.parse(res.body.toString('utf8')) as { result: { data: T } }).result.data;
  }

  /** A tRPC mutation as our pages make it (JSON body, the custom header that proves it is ours). */
  async mutate<T>(procedure: string, input?: unknown, kind = procedure): Promise<T> {
    const res = await this.raw(kind, `/api/trpc/${procedure}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
      body: JSON.stringify(input ?? null),
    });
    return (JSON.parse(res.body.toString('utf8')) as { result: { data: T } }).result.data;
  }

  /** A file to the upload mount, as the studio sends it (the bytes alone, the name in a header). */
  async upload<T>(procedure: string, bytes: Buffer, name: string): Promise<T> {
    for (;;) {
      try {
        const res = await this.raw(procedure, `/api/upload/${procedure}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', 'x-minialab-file-name': encodeURIComponent(name) },
          body: bytes,
        });
        return (JSON.parse(res.body.toString('utf8')) as { result: { data: T } }).result.data;
      } catch (err) {
        // As client/lib/upload.ts: a busy server's wait (2 s), plus a random part, then the same file again.
        if (!(err instanceof CallError) || err.code !== 'UPLOAD_BUSY') throw err;
        await new Promise((r) => setTimeout(r, 2000 * (1 + Math.random() / 2)));
      }
    }
  }

  private keepCookies(header: string | string[] | undefined): void {
    for (const line of header === undefined ? [] : Array.isArray(header) ? header : [header]) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq < 1) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const gone = attrs.some((a) => {
        const [k, v] = a.trim().split('=');
        const key = k!.toLowerCase();
        return (key === 'max-age' && Number(v) <= 0) || (key === 'expires' && Date.parse(v ?? '') < Date.now());
      });
      if (gone || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}
