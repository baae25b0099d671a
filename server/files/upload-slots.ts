import { availableParallelism } from 'node:os';

/**
 * How many uploads one process takes at once, and how many of them it decodes at once. Both are per
 * process because what they protect is its own: its memory (a decoding holds libvips' buffers and
 * its output), its share of libuv's thread pool, and the disk under its temporary files.
 */

/** libuv's pool when UV_THREADPOOL_SIZE is unset. */
const LIBUV_DEFAULT_POOL = 4;
const pool = Number(process.env.UV_THREADPOOL_SIZE) || LIBUV_DEFAULT_POOL;

/**
 * N, the images decoded at once: one per two cores, and never more than the pool leaves free for
 * file writes, compression and password hashing (two of its threads). One decoding already spreads
 * its pixels over every core (server/boot.ts sets sharp's concurrency to the core count) and holds
 * one pool thread; a second one at once on 2 cores only shares the same cores. Measured on 60
 * camera photos at once (bench/upload-burst.ts): 2 at once was not clearly faster on this shared
 * machine and raised the server's peak by about 50 MB (+178 MB against +123 MB); a decoding of a
 * 24 Mpx photo holds about 60 MB (libvips' buffers, the file it maps, the output). On our 2-core
 * machines: 1; on 4 cores and more with the default pool: 2.
 */
export const DECODING_SLOTS = Math.max(1, Math.min(Math.floor(availableParallelism() / 2), pool - 2));

/**
 * Uploads in flight at once (being received, waiting for a decoding slot, decoding, being stored): 8.
 * Receiving costs a socket and a temporary file, not memory (the body is read only as fast as it is
 * written to disk), so a few phones sending slowly over mobile data do not block the others; the
 * bound keeps the temporary files under 8 × 25 MB and a received file's wait to a few decodings.
 * Measured with 60 camera photos at once (bench/upload-burst.ts): 16 took the same time and raised
 * the server's peak memory by 20 to 40 MB. Past it, « Patientez… » before the body is read.
 */
export const UPLOAD_CAPACITY = 8;

/**
 * What a busy answer asks the client to wait: a few decodings, in which places free up. The client
 * adds a random part, so that uploads told to wait together do not come back together.
 */
export const BUSY_RETRY_SECONDS = 2;

let admitted = 0;
let decoding = 0;
let peakDecoding = 0;
const waiting: Array<() => void> = [];

/**
 * A place for one more upload, or null when the process already has UPLOAD_CAPACITY in flight.
 * The returned function gives the place back (once, however often it is called).
 */
export function admitUpload(): (() => void) | null {
  if (admitted >= UPLOAD_CAPACITY) return null;
  admitted += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    admitted -= 1;
  };
}

/**
 * Runs `work` (a decoding) when one of the DECODING_SLOTS is free; until then the upload waits its
 * turn, first come first served. A waiting upload whose sender is gone (`signal` aborted) leaves the
 * line at once: nobody would see its result.
 */
export async function inDecodingTurn<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  if (decoding < DECODING_SLOTS) decoding += 1;
  else {
    // The slot is handed over by the one that ends (decoding stays the same), so no newcomer slips in between.
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        signal?.removeEventListener('abort', leave);
        resolve();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        reject(signal?.reason);
      };
      waiting.push(turn);
      signal?.addEventListener('abort', leave, { once: true });
    });
  }
  peakDecoding = Math.max(peakDecoding, decoding);
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else decoding -= 1;
  }
}

/** What this process is doing with uploads right now, and the most decodings it ever ran at once. */
export function uploadLoad(): { admitted: number; decoding: number; waiting: number; peakDecoding: number } {
  return { admitted, decoding, waiting: waiting.length, peakDecoding };
}
