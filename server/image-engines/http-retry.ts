import { setTimeout as delay } from 'node:timers/promises';
import { ImageEngineError } from './errors';

/**
 * The HTTP policy both hosted image adapters share (openai.ts, gemini.ts), as OpenAI's own SDKs
 * do it: each attempt is bounded by `timeoutMs` (headers and body alike); network errors, our
 * timeouts and the statuses an adapter marks retryable (408, 429, 5xx…) are tried again up to
 * `maxRetries` times, after the wait the server asked for or an exponential backoff with jitter.
 * A caller's `signal` stops everything at once (the request in flight and any wait between
 * attempts), and the promise then rejects with the signal's reason, as fetch does.
 *
 * What an answer means (a refusal, a quota, an image) stays with each adapter: this module only
 * moves bytes and decides when to try again.
 */

/** The tuning an adapter's caller may set; tests inject `fetchImpl` and a `sleep` that only records. */
export interface HttpRetryOptions {
  /** Per attempt, covering the whole answer (headers and body). */
  timeoutMs?: number;
  /** Attempts after the first one. */
  maxRetries?: number;
  /** First backoff delay; doubled at each retry (before jitter), at most 8 s. */
  retryBaseMs?: number;
  fetchImpl?: typeof fetch;
  /** Waits between attempts; tests inject one that records the delay and returns at once. */
  sleep?: (ms: number) => Promise<void>;
}

export interface HttpRetry {
  /**
   * One HTTP exchange within `timeoutMs`: the response and its whole body as text, whatever the
   * status. Throws a retryable ImageEngineError `timeout` or `unavailable` (network), its message
   * starting with `what` and passed through `redact`, or the caller's abort reason.
   */
  send(url: string, init: RequestInit, what: string, signal: AbortSignal | undefined): Promise<{ res: Response; text: string }>;
  /**
   * Runs `attempt` until it resolves, throws something that is not a retryable ImageEngineError,
   * or has run maxRetries + 1 times; the last error then says how many attempts were made.
   */
  retrying<T>(signal: AbortSignal | undefined, attempt: () => Promise<T>): Promise<T>;
}

/** The longest wait a server may ask for between two attempts. */
export const MAX_RETRY_AFTER_MS = 30_000;
const MAX_BACKOFF_MS = 8_000;

export function createHttpRetry(opts: HttpRetryOptions & { redact: (text: string) => string }): HttpRetry {
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 3));
  const retryBaseMs = opts.retryBaseMs ?? 500;
  const doFetch = opts.fetchImpl ?? fetch;
  const sleep: (ms: number, signal?: AbortSignal) => Promise<void> =
    opts.sleep ??
    (async (ms, signal) => {
      try {
        await delay(ms, undefined, { signal });
      } catch (err) {
        throw signal?.aborted ? signal.reason : err;
      }
    });

  /** Exponential backoff with jitter: retryBaseMs · 2^(n-1), at most 8 s, minus up to 25 %. */
  const backoff = (n: number) => Math.round(Math.min(retryBaseMs * 2 ** (n - 1), MAX_BACKOFF_MS) * (1 - Math.random() * 0.25));

  return {
    async send(url, init, what, signal) {
      const controller = new AbortController();
      const onCallerAbort = () => controller.abort(signal?.reason);
      signal?.addEventListener('abort', onCallerAbort, { once: true });
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs);
      try {
        const res = await doFetch(url, { ...init, redirect: 'error', signal: controller.signal });
        // Read inside the timer: a server that sends headers and then stalls still times out.
        return { res, text: await res.text() };
      } catch (err) {
        if (signal?.aborted) throw signal.reason;
        if (timedOut) throw new ImageEngineError('timeout', `${what}: no answer within ${timeoutMs} ms`, { retryable: true, cause: err });
        const detail = err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}` : String(err);
        throw new ImageEngineError('unavailable', `${what}: network error: ${opts.redact(detail)}`, { retryable: true, cause: err });
      } finally {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onCallerAbort);
      }
    },

    async retrying(signal, attempt) {
      for (let n = 1; ; n++) {
        signal?.throwIfAborted();
        try {
          return await attempt();
        } catch (err) {
          if (!(err instanceof ImageEngineError)) throw err; // the caller's abort reason
          if (!err.retryable || n > maxRetries) {
            if (n > 1) err.message += ` (after ${n} attempts)`;
            throw err;
          }
          await sleep(err.retryAfterMs ?? backoff(n), signal);
          signal?.throwIfAborted();
        }
      }
    },
  };
}

/**
 * The wait a server asked for: `retry-after-ms` (milliseconds, OpenAI's) when `millis` is true,
 * else or then `retry-after` (seconds, or an HTTP date); `preferred` (a wait read from the body,
 * as Google's RetryInfo) wins over both. At most 30 s, never negative.
 */
export function retryAfter(headers: Headers, opts: { millis?: boolean; preferred?: number | undefined } = {}): number | undefined {
  let ms = opts.preferred;
  const millis = opts.millis ? headers.get('retry-after-ms') : null;
  if (ms === undefined && millis && Number.isFinite(Number.parseFloat(millis))) ms = Number.parseFloat(millis);
  const after = headers.get('retry-after');
  if (ms === undefined && after) {
    const seconds = Number(after.trim());
    if (after.trim() !== '' && Number.isFinite(seconds)) ms = seconds * 1000;
    else if (!Number.isNaN(Date.parse(after))) ms = Date.parse(after) - Date.now();
  }
  return ms === undefined ? undefined : Math.round(Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS));
}

/**
 * Runs `work` with the caller's signal, also aborted after `ms` with a non-retryable `timeout`:
 * an engine's whole call (every attempt and wait) must end before its pg-boss job expires.
 */
export async function withinBudget<T>(ms: number, outer: AbortSignal | undefined, what: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const budget = new AbortController();
  const timer = setTimeout(() => budget.abort(new ImageEngineError('timeout', `${what} took more than ${ms} ms in all`, { retryable: false })), ms);
  try {
    return await work(outer ? AbortSignal.any([outer, budget.signal]) : budget.signal);
  } finally {
    clearTimeout(timer);
  }
}

export function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
