import { setTimeout as delay } from 'node:timers/promises';
import sharp from 'sharp';
import { z } from 'zod';
import { ImageEngineError } from './errors';

/**
 * OpenAI Images API, model gpt-image-1 (https://platform.openai.com/docs/api-reference/images).
 *
 * - `POST {base}/images/generations`, JSON `{ model, prompt, n, size, quality?, background?,
 *   output_format }` with `Authorization: Bearer <key>`.
 * - `POST {base}/images/edits`, multipart/form-data: one `image[]` part per input image (png, jpeg or
 *   webp, up to 16), an optional `mask` part (a PNG the size of the first image, whose fully
 *   transparent pixels mark what to redo), and the same text fields as a generation.
 * - Both answer `{ created, data: [{ b64_json }], usage, … }`. gpt-image-1 always answers base64
 *   (it takes no `response_format`, and never gives a URL); `output_format: 'png'` is asked so
 *   the bytes are a PNG, which is the only format where `background: 'transparent'` and our own
 *   compositing both work.
 * - Sizes: 1024x1024, 1536x1024 (landscape), 1024x1536 (portrait), or auto (not used here: the
 *   studio always knows its frame). Quality low | medium | high | auto (the API's default).
 * - Errors are `{ error: { message, type, code, param } }`. A refusal by the safety system is a 400
 *   with code `moderation_blocked` (type image_generation_user_error); older models said
 *   `content_policy_violation`. 401 is a bad key, 403 an organisation not allowed to use the model,
 *   429 a rate limit (`rate_limit_exceeded`, with `retry-after`) or an exhausted quota
 *   (`insufficient_quota`, which no retry fixes).
 *
 * Retries, as OpenAI's own SDKs do them: network errors, our timeouts, 408, 409, 429 and 5xx, with
 * exponential backoff and jitter, or the wait the server asks for in `retry-after-ms` /
 * `retry-after` (capped at 30 s). 400, 401, 403 and 404 are never retried. Every image costs money,
 * so a 200 that does not hold an image is not retried either: it is reported as `bad_response`.
 *
 * A caller's `signal` stops everything at once (the request in flight and any wait between
 * attempts): the promise then rejects with the signal's reason, as fetch does.
 */

export type ImageSize = '1536x1024' | '1024x1536' | '1024x1024';
export type ImageQuality = 'low' | 'medium' | 'high';
export type ImageBackground = 'transparent' | 'opaque' | 'auto';

export interface GenerateImageRequest {
  prompt: string;
  size: ImageSize;
  quality?: ImageQuality;
  background?: ImageBackground;
  signal?: AbortSignal;
}

export interface EditImageRequest extends GenerateImageRequest {
  /** 1 to 16 images, png, jpeg or webp. The first one is the one the mask applies to. */
  images: Buffer[];
  /** PNG with the first image's dimensions: fully transparent pixels mark the area to redo. */
  mask?: Buffer;
}

export interface OpenAIImages {
  /** A PNG made from the prompt. */
  generate(req: GenerateImageRequest): Promise<Buffer>;
  /** A PNG made from the prompt and the input images. */
  edit(req: EditImageRequest): Promise<Buffer>;
}

export interface OpenAIImagesOptions {
  apiKey: string;
  /** https://api.openai.com/v1 unless a test points it at the fake server. */
  baseUrl?: string;
  model?: string;
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

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const MAX_RETRY_AFTER_MS = 30_000;
const MAX_BACKOFF_MS = 8_000;
const MAX_IMAGES = 16;
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
const MAX_MASK_BYTES = 4 * 1024 * 1024;

/** What we read from a successful answer; `usage` and the echoed settings are not needed. */
const ImagesResponseSchema = z.object({
  created: z.number(),
  data: z.array(z.object({ b64_json: z.string().min(1) })).min(1),
});

const ErrorBodySchema = z.object({
  error: z.object({
    message: z.string().nullish(),
    type: z.string().nullish(),
    code: z.string().nullish(),
    param: z.string().nullish(),
  }),
});

const REFUSAL_CODES = new Set(['moderation_blocked', 'content_policy_violation']);

export function createOpenAIImages(opts: OpenAIImagesOptions): OpenAIImages {
  if (!opts.apiKey) throw new Error('createOpenAIImages: apiKey is required');
  const base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const model = opts.model ?? 'gpt-image-1';
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

  /** Error text from the API, with anything that looks like a key blanked out (OpenAI echoes a masked key on 401). */
  const redact = (text: string) => text.split(opts.apiKey).join('[redacted]').replace(/\bsk-[A-Za-z0-9_*.-]{3,}/g, 'sk-[redacted]');

  /** One HTTP exchange, bounded by `timeoutMs`. Resolves with the decoded image or throws an ImageEngineError. */
  async function attempt(path: string, body: () => { body: BodyInit; headers: Record<string, string> }, signal: AbortSignal | undefined): Promise<Buffer> {
    const controller = new AbortController();
    const onCallerAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onCallerAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError'));
    }, timeoutMs);
    let res: Response;
    let text: string;
    try {
      const { body: payload, headers } = body();
      res = await doFetch(`${base}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, accept: 'application/json', ...headers },
        body: payload,
        redirect: 'error',
        signal: controller.signal,
      });
      // Read inside the timer: a server that sends headers and then stalls still times out.
      text = await res.text();
    } catch (err) {
      if (signal?.aborted) throw signal.reason;
      if (timedOut) throw new ImageEngineError('timeout', `OpenAI ${path}: no answer within ${timeoutMs} ms`, { retryable: true, cause: err });
      const detail = err instanceof Error ? `${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}` : String(err);
      throw new ImageEngineError('unavailable', `OpenAI ${path}: network error: ${redact(detail)}`, { retryable: true, cause: err });
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    }

    const requestId = res.headers.get('x-request-id');
    const where = `OpenAI ${path} answered ${res.status}${requestId ? ` (request ${requestId})` : ''}`;
    if (!res.ok) throw errorFor(res.status, res.headers, text, where);
    return decodeImage(text, where);
  }

  function errorFor(status: number, headers: Headers, text: string, where: string): ImageEngineError {
    const parsed = ErrorBodySchema.safeParse(safeJson(text));
    const apiError = parsed.success ? parsed.data.error : null;
    const code = apiError?.code ?? null;
    const detail = apiError
      ? `${apiError.type ?? '?'}/${code ?? '?'}${apiError.param ? ` param=${apiError.param}` : ''}: ${apiError.message ?? ''}`
      : text.trim() === '' ? 'empty body' : `body: ${text.slice(0, 200)}`;
    const message = redact(`${where}: ${detail}`);
    const retryAfterMs = retryAfter(headers);
    const withWait = retryAfterMs === undefined ? {} : { retryAfterMs };

    if (status === 400 && (REFUSAL_CODES.has(code ?? '') || apiError?.type === 'image_generation_user_error')) {
      return new ImageEngineError('refused', message, { retryable: false, status });
    }
    if (status === 401 || status === 403) return new ImageEngineError('auth', message, { retryable: false, status });
    if (status === 429) {
      // An exhausted quota or billing limit is a 429 too, but waiting does not fix it.
      if (code === 'insufficient_quota' || code === 'billing_hard_limit_reached') return new ImageEngineError('unavailable', message, { retryable: false, status });
      return new ImageEngineError('rate_limited', message, { retryable: true, status, ...withWait });
    }
    if (status === 408) return new ImageEngineError('timeout', message, { retryable: true, status, ...withWait });
    if (status === 409 || status >= 500) return new ImageEngineError('unavailable', message, { retryable: true, status, ...withWait });
    return new ImageEngineError('bad_request', message, { retryable: false, status });
  }

  async function decodeImage(text: string, where: string): Promise<Buffer> {
    const json = safeJson(text);
    if (json === undefined) throw new ImageEngineError('bad_response', `${where} with a body that is not JSON: ${text.slice(0, 120)}`, { retryable: false });
    const parsed = ImagesResponseSchema.safeParse(json);
    if (!parsed.success) throw new ImageEngineError('bad_response', `${where} without data[0].b64_json: ${z.prettifyError(parsed.error).slice(0, 300)}`, { retryable: false });
    const b64 = parsed.data.data[0]!.b64_json.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new ImageEngineError('bad_response', `${where} with a b64_json that is not base64`, { retryable: false });
    const bytes = Buffer.from(b64, 'base64');
    const format = sniffImage(bytes);
    if (!format) throw new ImageEngineError('bad_response', `${where} with b64_json bytes that are not an image (starts ${bytes.subarray(0, 8).toString('hex')})`, { retryable: false });
    try {
      const meta = await sharp(bytes).metadata();
      if (!meta.width || !meta.height) throw new Error('no dimensions');
      // png was asked for; should another format come back anyway, the caller still gets a PNG.
      return format === 'png' ? bytes : await sharp(bytes).png().toBuffer();
    } catch (err) {
      throw new ImageEngineError('bad_response', `${where} with a ${format} image that does not decode: ${err instanceof Error ? err.message : String(err)}`, { retryable: false, cause: err });
    }
  }

  /** Runs `attempt` up to maxRetries + 1 times. */
  async function call(path: string, body: () => { body: BodyInit; headers: Record<string, string> }, signal: AbortSignal | undefined): Promise<Buffer> {
    for (let n = 1; ; n++) {
      signal?.throwIfAborted();
      try {
        return await attempt(path, body, signal);
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
  }

  /** Exponential backoff with jitter: retryBaseMs · 2^(n-1), at most 8 s, minus up to 25 %. */
  function backoff(n: number): number {
    const ms = Math.min(retryBaseMs * 2 ** (n - 1), MAX_BACKOFF_MS);
    return Math.round(ms * (1 - Math.random() * 0.25));
  }

  function common(req: GenerateImageRequest): Record<string, string | number> {
    if (!req.prompt || req.prompt.trim() === '') throw new ImageEngineError('bad_request', 'OpenAI images: empty prompt', { retryable: false });
    return {
      model,
      prompt: req.prompt,
      n: 1,
      size: req.size,
      ...(req.quality ? { quality: req.quality } : {}),
      ...(req.background ? { background: req.background } : {}),
      output_format: 'png',
    };
  }

  return {
    async generate(req) {
      const fields = common(req);
      const json = JSON.stringify(fields);
      return call('/images/generations', () => ({ body: json, headers: { 'content-type': 'application/json' } }), req.signal);
    },

    async edit(req) {
      const fields = common(req);
      if (req.images.length < 1 || req.images.length > MAX_IMAGES) {
        throw new ImageEngineError('bad_request', `OpenAI images/edits takes 1 to ${MAX_IMAGES} images, got ${req.images.length}`, { retryable: false });
      }
      const parts = req.images.map((image, i) => {
        const format = sniffImage(image);
        if (!format) throw new ImageEngineError('bad_request', `OpenAI images/edits: image ${i + 1} is not a png, jpeg or webp file`, { retryable: false });
        if (image.length >= MAX_IMAGE_BYTES) throw new ImageEngineError('bad_request', `OpenAI images/edits: image ${i + 1} is ${image.length} bytes (50 MB at most)`, { retryable: false });
        return { image, format };
      });
      if (req.mask) {
        if (sniffImage(req.mask) !== 'png') throw new ImageEngineError('bad_request', 'OpenAI images/edits: the mask must be a PNG', { retryable: false });
        if (req.mask.length >= MAX_MASK_BYTES) throw new ImageEngineError('bad_request', `OpenAI images/edits: the mask is ${req.mask.length} bytes (4 MB at most)`, { retryable: false });
        const [first, mask] = await Promise.all([sharp(req.images[0]!).metadata(), sharp(req.mask).metadata()]).catch((err: unknown) => {
          throw new ImageEngineError('bad_request', `OpenAI images/edits: unreadable image or mask: ${err instanceof Error ? err.message : String(err)}`, { retryable: false, cause: err });
        });
        if (first.width !== mask.width || first.height !== mask.height) {
          throw new ImageEngineError('bad_request', `OpenAI images/edits: the mask is ${mask.width}x${mask.height}, the first image ${first.width}x${first.height}`, { retryable: false });
        }
      }
      // A fresh FormData per attempt; fetch sets the multipart boundary itself.
      const form = () => {
        const body = new FormData();
        parts.forEach(({ image, format }, i) => body.append('image[]', new Blob([new Uint8Array(image)], { type: MIME[format] }), `image-${i + 1}.${EXT[format]}`));
        if (req.mask) body.append('mask', new Blob([new Uint8Array(req.mask)], { type: 'image/png' }), 'mask.png');
        for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
        return { body, headers: {} };
      };
      return call('/images/edits', form, req.signal);
    },
  };
}

type ImageFormat = 'png' | 'jpeg' | 'webp';
const MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };
const EXT: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image format from the first bytes (PNG, JPEG or WebP), or null. */
export function sniffImage(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/** `retry-after-ms` (milliseconds) or `retry-after` (seconds, or an HTTP date), at most 30 s. */
function retryAfter(headers: Headers): number | undefined {
  let ms: number | undefined;
  const millis = headers.get('retry-after-ms');
  if (millis && Number.isFinite(Number.parseFloat(millis))) ms = Number.parseFloat(millis);
  const after = headers.get('retry-after');
  if (ms === undefined && after) {
    const seconds = Number(after.trim());
    if (after.trim() !== '' && Number.isFinite(seconds)) ms = seconds * 1000;
    else if (!Number.isNaN(Date.parse(after))) ms = Date.parse(after) - Date.now();
  }
  return ms === undefined ? undefined : Math.round(Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
