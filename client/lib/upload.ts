import { TRPCClientError } from '@trpc/client';
import { CLIENT_SHRINK_BYTES, MAX_IMAGE_SIDE, MAX_UPLOAD_BYTES } from '../../shared/limits';
import { errorCode, errorData, type createClient } from './trpc';

/**
 * Sending a picture from the browser: a photo larger than the product keeps (over 3 840 px, or over
 * 4 MB) is shrunk here first — mobile data is expensive in Dakar and Abidjan, and the server would
 * shrink it anyway — then sent alone as octet-stream through the tRPC client (client/lib/trpc.ts)
 * with its progress reported. The server still checks everything itself (server/files/uploads.ts).
 */

export type UploadPurpose = 'image' | 'logo';
type Client = ReturnType<typeof createClient>;

/** Progress listeners by the very Blob being sent: the upload fetch finds the one for its body. */
const listeners = new WeakMap<Blob, (fraction: number) => void>();

/**
 * A fetch for the upload link that goes through XMLHttpRequest, the only browser API that reports
 * how much of a request body has gone (`upload.onprogress`). Same headers, same answer as fetch.
 */
export const xhrUploadFetch = (input: RequestInfo | URL | string, init?: RequestInit): Promise<Response> =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init?.method ?? 'POST', String(input));
    new Headers(init?.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    const body = init?.body;
    const onProgress = body instanceof Blob ? listeners.get(body) : undefined;
    if (onProgress) xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      const headers = new Headers();
      for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    init?.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body as XMLHttpRequestBodyInit | null | undefined);
  });

/** A refusal decided in the browser, shaped like the server's so describeError gives the same French sentence. */
function localRefusal(appCode: 'UPLOAD_TOO_LARGE' | 'UPLOAD_NOT_IMAGE' | 'UPLOAD_PDF'): TRPCClientError<never> {
  const [code, httpStatus] = appCode === 'UPLOAD_TOO_LARGE' ? ['PAYLOAD_TOO_LARGE', 413] : ['UNSUPPORTED_MEDIA_TYPE', 415];
  return TRPCClientError.from({ error: { code: -32600, message: appCode, data: { appCode, code, httpStatus } } }) as TRPCClientError<never>;
}

/**
 * A file the browser itself names as no picture at all (a text, a PDF, a ZIP dropped with the
 * photos): refused here with the sentence the server gives for it, without sending a byte. A file
 * said to be an image, or of no known type, goes to the server, which reads its bytes.
 */
function refusedByType(file: File): 'UPLOAD_NOT_IMAGE' | 'UPLOAD_PDF' | null {
  if (!file.type || file.type.startsWith('image/') || file.type === 'application/octet-stream') return null;
  return file.type === 'application/pdf' ? 'UPLOAD_PDF' : 'UPLOAD_NOT_IMAGE';
}

const PHOTO_TYPES = new Set(['image/jpeg', 'image/heic', 'image/heif']);

/**
 * The file to send: the same one when it is small enough, or the picture drawn again upright and
 * smaller (long side 3 840 px at most) as a JPEG at quality 0.9. Only photos are re-encoded that
 * way; a PNG or WebP (a logo with transparency) is sent as it is, or redrawn as PNG when too large.
 * A HEIC photo the browser can read (Safari) leaves as a JPEG the server accepts.
 */
export async function prepareForUpload(file: File): Promise<File> {
  const isPhoto = PHOTO_TYPES.has(file.type) || /\.(heic|heif)$/i.test(file.name);
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // not readable here: the server gives the reason
  }
  try {
    const longSide = Math.max(bitmap.width, bitmap.height);
    const heavy = file.size > CLIENT_SHRINK_BYTES;
    const needsJpeg = isPhoto && file.type !== 'image/jpeg'; // HEIC → JPEG
    if (longSide <= MAX_IMAGE_SIDE && !(isPhoto && heavy) && !needsJpeg) return file;
    const scale = Math.min(1, MAX_IMAGE_SIDE / longSide);
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const g = canvas.getContext('2d');
    if (!g) return file;
    g.imageSmoothingQuality = 'high';
    g.drawImage(bitmap, 0, 0, width, height);
    const type = isPhoto ? 'image/jpeg' : 'image/png';
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    if (!blob || (blob.size >= file.size && longSide <= MAX_IMAGE_SIDE && !needsJpeg)) return file;
    const name = isPhoto ? file.name.replace(/\.[^.]*$/, '') + '.jpg' : file.name;
    return new File([blob], name, { type });
  } finally {
    bitmap.close();
  }
}

/**
 * Sends one picture for a purpose and returns what the server kept (the same image when it had it
 * already). `onProgress` gets 0 to 1 as the bytes leave. Throws a tRPC error whose code
 * describeError turns into the French reason (too large, not an image, space full…).
 */
export async function uploadImage(client: Client, file: File, opts: { purpose?: UploadPurpose } & SendOptions = {}) {
  const procedure = opts.purpose === 'logo' ? client.images.uploadLogo : client.images.upload;
  return sendPicture(file, (ready) => procedure.mutate(ready, { signal: opts.signal }), opts);
}

export interface SendOptions {
  /** 0 to 1 as the bytes leave (back to 0 when a busy server makes the file wait its turn). */
  onProgress?: (fraction: number) => void;
  /** The server asked to come back in `seconds` (« Patientez… »): the file waits, then goes again by itself. */
  onWait?: (seconds: number) => void;
  signal?: AbortSignal;
}

/**
 * How long a file keeps waiting for a busy server before the person is told: a drop of 20 photos on a
 * server decoding one or two at a time is a minute or two of turns, never a refusal.
 */
const BUSY_PATIENCE_MS = 10 * 60_000;

/**
 * The seconds a busy server asked us to wait (it answered before reading the body: the file had
 * hardly left), or null for any other failure, which is the person's to see.
 */
export function busyRetryAfter(error: unknown): number | null {
  if (errorCode(error) !== 'UPLOAD_BUSY') return null;
  const header = (error as { meta?: { response?: { headers?: Headers } } }).meta?.response?.headers?.get('retry-after');
  const seconds = Number(header ?? errorData(error)?.retryAfterSeconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 2;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}

/**
 * The common way a picture leaves the browser, whatever procedure takes it (an image, a logo, a
 * DigitalMe photo, a profile photo), however it came (picked, dropped, pasted: client/components/FileDrop.tsx):
 * refused here when it is no picture at all, prepared (shrunk, upright), refused here when still too large, its progress
 * reported while `send` carries it. A busy server is asked again after the wait it named, plus a
 * random part so that files told to wait together do not all come back at the same instant.
 */
export async function sendPicture<T>(file: File, send: (ready: File) => Promise<T>, opts: SendOptions = {}): Promise<T> {
  const notPicture = refusedByType(file);
  if (notPicture) throw localRefusal(notPicture);
  const ready = await prepareForUpload(file);
  if (ready.size > MAX_UPLOAD_BYTES) throw localRefusal('UPLOAD_TOO_LARGE');
  const { onProgress, onWait, signal } = opts;
  if (onProgress) listeners.set(ready, onProgress);
  const started = Date.now();
  try {
    for (;;) {
      try {
        const result = await send(ready);
        onProgress?.(1);
        return result;
      } catch (err) {
        const seconds = busyRetryAfter(err);
        if (seconds === null || signal?.aborted || Date.now() - started > BUSY_PATIENCE_MS) throw err;
        onProgress?.(0);
        onWait?.(seconds);
        await pause(seconds * 1000 * (1 + Math.random() / 2), signal);
      }
    }
  } finally {
    listeners.delete(ready);
  }
}
