import { describe, expect, it } from 'vitest';
import { ImageEngineError } from '../../server/image-engines/errors';
import { createHttpRetry, retryAfter, type HttpRetry } from '../../server/image-engines/http-retry';

/**
 * The retry policy both hosted image adapters share, on its own: which wait a server's answer asks
 * for, and when the loop stops. The adapters' own tests (tests/integration/*-adapter.test.ts) run
 * it over real HTTP against our fake APIs.
 */
const headers = (h: Record<string, string>) => new Headers(h);

describe('retryAfter', () => {
  it('reads seconds, an HTTP date, and OpenAI’s milliseconds only when asked', () => {
    expect(retryAfter(headers({ 'retry-after': '7' }))).toBe(7_000);
    expect(retryAfter(headers({ 'retry-after-ms': '1250', 'retry-after': '2' }), { millis: true })).toBe(1_250);
    expect(retryAfter(headers({ 'retry-after-ms': '1250', 'retry-after': '2' }))).toBe(2_000);
    const inTenSeconds = new Date(Date.now() + 10_000).toUTCString();
    expect(retryAfter(headers({ 'retry-after': inTenSeconds }))).toBeGreaterThan(8_000);
    expect(retryAfter(headers({ 'retry-after': inTenSeconds }))).toBeLessThanOrEqual(10_000);
    expect(retryAfter(headers({}))).toBeUndefined();
    expect(retryAfter(headers({ 'retry-after': 'soon' }))).toBeUndefined();
  });

  it('a wait read from the body (Google’s RetryInfo) wins over the header; any wait is capped at 30 s and never negative', () => {
    expect(retryAfter(headers({ 'retry-after': '2' }), { preferred: 13_000 })).toBe(13_000);
    expect(retryAfter(headers({ 'retry-after': '3600' }))).toBe(30_000);
    expect(retryAfter(headers({ 'retry-after': new Date(Date.now() - 60_000).toUTCString() }))).toBe(0);
  });
});

describe('retrying', () => {
  /** Runs an attempt that always throws `fail(n)` (n from 1), and says how it ended and how many times it ran. */
  async function runFailing(retry: HttpRetry, fail: (n: number) => Error): Promise<{ err: unknown; calls: number }> {
    let calls = 0;
    const err = await retry.retrying(undefined, async () => Promise.reject(fail(++calls))).catch((e: unknown) => e);
    return { err, calls };
  }
  const quiet = (sleeps: number[], maxRetries = 3) => createHttpRetry({ maxRetries, retryBaseMs: 100, redact: (s) => s, sleep: async (ms) => void sleeps.push(ms) });

  it('tries a retryable error again, after the wait it names or a growing backoff, and says how many attempts failed', async () => {
    const sleeps: number[] = [];
    const { err, calls } = await runFailing(quiet(sleeps), (n) => new ImageEngineError('unavailable', 'down', { retryable: true, ...(n === 2 ? { retryAfterMs: 4_000 } : {}) }));
    expect(err).toBeInstanceOf(ImageEngineError);
    expect((err as ImageEngineError).message).toBe('down (after 4 attempts)');
    expect(calls).toBe(4);
    expect(sleeps[1]).toBe(4_000);
    expect(sleeps[0]).toBeGreaterThanOrEqual(75);
    expect(sleeps[0]).toBeLessThanOrEqual(100);
    expect(sleeps[2]).toBeGreaterThanOrEqual(300);
    expect(sleeps[2]).toBeLessThanOrEqual(400);
  });

  it('stops at once on a non-retryable error, and on anything that is not an ImageEngineError', async () => {
    const sleeps: number[] = [];
    const { err: refused, calls } = await runFailing(quiet(sleeps), () => new ImageEngineError('refused', 'no', { retryable: false }));
    expect((refused as ImageEngineError).message).toBe('no');
    await expect(quiet(sleeps).retrying(undefined, () => Promise.reject(new Error('job cancelled')))).rejects.toThrow('job cancelled');
    expect(calls).toBe(1);
    expect(sleeps).toEqual([]);
  });

  it('an aborted signal stops before the next attempt', async () => {
    const controller = new AbortController();
    let calls = 0;
    const retry = createHttpRetry({ retryBaseMs: 100, redact: (s) => s, sleep: async () => controller.abort(new Error('job cancelled')) });
    await expect(
      retry.retrying(controller.signal, async () => {
        calls++;
        throw new ImageEngineError('timeout', 'slow', { retryable: true });
      }),
    ).rejects.toThrow('job cancelled');
    expect(calls).toBe(1);
  });
});
