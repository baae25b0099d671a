/**
 * The one simulated browser of the benches (bench/) and the soak (tests/load/): its own loopback
 * source address (any 127/8 address is this machine on Linux, so the server's per-address limits see
 * one person each, as in life), its own keep-alive connections and cookie jar, and the calls our
 * client makes: tRPC queries and mutations as httpBatchLink sends them (client/lib/trpc.ts), with the
 * header that proves a call is ours; files on the upload mount; the live status stream (SSE). Every
 * answer is tallied by kind, latency and outcome, for the soak's report.
 */
import { Agent, request } from 'node:http';
import { SseReader, statusOf, type SseFrame } from './sse';

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

/** Thrown for an answer that is not a success; `code` is the AppError code when the server gave one. */
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

/** The n-th simulated person's source address: 127.1.0.1, 127.1.0.2… (never 127.0.x.y, the server's own, nor a .0 or .255). */
export function loopbackAddress(n: number): string {
  return `127.${1 + Math.floor(n / 62_500)}.${Math.floor((n % 62_500) / 250)}.${(n % 250) + 1}`;
}

/** The data of a tRPC answer (batched or not), or undefined when it holds none. */
function resultOf(text: string): unknown {
  const json = JSON.parse(text) as unknown;
  const item = (Array.isArray(json) ? json[0] : json) as { result?: { data?: unknown } } | undefined;
  return item?.result?.data;
}

/** The AppError code of a refused answer (batched or not), when the server gave one. */
function codeOf(text: string): string | null {
  try {
    const json = JSON.parse(text) as unknown;
    const item = (Array.isArray(json) ? json[0] : json) as { error?: { data?: { appCode?: string; code?: string } } } | undefined;
    return item?.error?.data?.appCode ?? item?.error?.data?.code ?? null;
  } catch {
    return null; // not JSON: a status alone
  }
}

export class Browser {
  private readonly agent: Agent;
  private readonly cookies = new Map<string, string>();
  private readonly target: URL;

  /** `base` must name the server by an IPv4 address (127.0.0.1): the source address is IPv4. */
  constructor(
    base: string,
    readonly address: string,
    readonly stats = new Stats(),
  ) {
    this.target = new URL(base);
    // Options of an Agent reach net.connect: every socket of this browser leaves from its own address.
    this.agent = new Agent({ keepAlive: true, maxSockets: 6, localAddress: address } as ConstructorParameters<typeof Agent>[0]);
  }

  close(): void {
    this.agent.destroy();
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = this.cookieHeader();
    return { 'user-agent': 'minialab-simulated-browser', ...(cookie ? { cookie } : {}), ...extra };
  }

  /** One request, any answer; tallied under `kind`. Throws a CallError for an answer that is not 2xx. */
  async raw(kind: string, path: string, opts: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {}): Promise<Answer> {
    const url = new URL(path, this.target);
    const headers = this.headers(opts.headers);
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
    let code = codeOf(text);
    if (answer.status === 429 && !code) code = 'RATE_LIMITED';
    if (code && EXPECTED_REFUSALS.has(code)) bump(tally.refused, code);
    else {
      bump(tally.errors, `${answer.status} ${code ?? ''}`.trim());
      if (this.stats.samples.length < 20) this.stats.samples.push(`${kind} ${opts.method ?? 'GET'} ${path} → ${answer.status} ${text.slice(0, 400)}`);
    }
    throw new CallError(kind, answer.status, code, text);
  }

  /** A query as httpBatchLink sends it alone: GET /api/trpc/<path>?batch=1&input={"0":…}. */
  async query<T = any>(procedure: string, input?: unknown, kind = procedure): Promise<T> {
    const q = encodeURIComponent(JSON.stringify(input === undefined ? {} : { 0: input }));
    const res = await this.raw(kind, `/api/trpc/${procedure}?batch=1&input=${q}`, { headers: { 'x-minialab-request': '1' } });
    return resultOf(res.body.toString('utf8')) as T;
  }

  /** A mutation as httpBatchLink sends it alone: POST /api/trpc/<path>?batch=1 with {"0": input}. */
  async mutate<T = any>(procedure: string, input?: unknown, kind = procedure): Promise<T> {
    const res = await this.raw(kind, `/api/trpc/${procedure}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-minialab-request': '1' },
      body: JSON.stringify(input === undefined ? {} : { 0: input }),
    });
    return resultOf(res.body.toString('utf8')) as T;
  }

  /**
   * A file on the upload mount, as the studio sends it (the bytes alone, the name in a header), sent
   * again after the wait when the server answers « Patientez… » (client/lib/upload.ts does the same).
   */
  async upload<T = any>(procedure: string, bytes: Buffer, name: string): Promise<T> {
    for (;;) {
      try {
        const res = await this.raw(procedure, `/api/upload/${procedure}`, {
          method: 'POST',
          headers: { 'content-type': 'application/octet-stream', 'x-minialab-request': '1', 'x-minialab-file-name': encodeURIComponent(name) },
          body: bytes,
        });
        return resultOf(res.body.toString('utf8')) as T;
      } catch (err) {
        // A busy server's wait (2 s), plus a random part, then the same file again.
        if (!(err instanceof CallError) || err.code !== 'UPLOAD_BUSY') throw err;
        await new Promise((r) => setTimeout(r, 2000 * (1 + Math.random() / 2)));
      }
    }
  }

  /**
   * A live stream (text/event-stream) read frame by frame until `done` holds for one, or until it ends
   * or the timeout: true when done, false otherwise. Tallied once, by the time to open it (its head).
   */
  async stream(kind: string, path: string, done: (frame: SseFrame) => boolean, timeoutMs: number): Promise<boolean> {
    const url = new URL(path, this.target);
    const headers = this.headers({ accept: 'text/event-stream' });
    const tally = this.stats.tally(kind);
    const started = performance.now();
    // Its own socket (no agent): a stream cut at the end must not spoil a kept-alive connection.
    return new Promise<boolean>((resolve, reject) => {
      const reader = new SseReader();
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
      const req = request({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, headers, agent: false, localAddress: this.address }, (res) => {
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
          if (reader.push(chunk).some(done)) finish(true);
        });
        res.on('end', () => finish(false));
        res.on('error', () => finish(false));
      });
      req.on('error', (err) => {
        if (settled) return;
        bump(tally.errors, `réseau: ${err.message}`);
        finish(false, new CallError(kind, 0, null, err.message));
      });
      req.end();
    });
  }

  /**
   * Follows studio.status as the studio does until the thumbnail is ready or failed: that status, or
   * null when the stream ended or the timeout came first.
   */
  async finalStatus(id: string, timeoutMs: number, kind = 'studio.status (SSE)'): Promise<'ready' | 'failed' | null> {
    let final: 'ready' | 'failed' | null = null;
    const search = `?input=${encodeURIComponent(JSON.stringify({ id }))}`;
    await this.stream(kind, `/api/trpc/studio.status${search}`, (frame) => {
      const status = statusOf(frame);
      if (status === 'ready' || status === 'failed') final = status;
      return final !== null;
    }, timeoutMs);
    return final;
  }

  /** As finalStatus, for a bench that cannot go on without it: throws when no final status came. */
  async waitForFinalStatus(id: string, timeoutMs = 900_000): Promise<'ready' | 'failed'> {
    const status = await this.finalStatus(id, timeoutMs);
    if (!status) throw new Error(`studio.status: ${id} not ready or failed within ${timeoutMs} ms`);
    return status;
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
