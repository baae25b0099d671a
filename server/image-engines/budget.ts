import { ImageEngineError } from './errors';

/**
 * Runs `work` with the caller's signal, also aborted after `ms` with a non-retryable `timeout`:
 * an engine's whole call (every attempt and wait the SDKs make) must end before its pg-boss job
 * expires. The adapters reject with the signal's reason, so the user reads a timeout.
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
