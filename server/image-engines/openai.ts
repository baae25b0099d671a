import OpenAI, { toFile } from 'openai';
import sharp from 'sharp';
import { ImageEngineError } from './errors';
import { IMAGE_MIME, pngFromBase64, formatOfImage, type ImageFormat } from './image-bytes';

/**
 * OpenAI Images API, model gpt-image-1 (https://platform.openai.com/docs/api-reference/images),
 * through OpenAI's official SDK (`openai`): `images.generate` (JSON) and `images.edit` (multipart,
 * one `image[]` part per input image, an optional `mask`).
 *
 * - gpt-image-1 always answers base64 (`b64_json`, it takes no `response_format`); `output_format:
 *   'png'` is asked so the bytes are a PNG, the only format where `background: 'transparent'` and
 *   our own compositing both work. Sizes: 1024x1024, 1536x1024, 1024x1536. Quality low | medium | high.
 * - `input_fidelity` (edits only): « Control how much effort the model will exert to match the
 *   style and features, especially facial features, of input images. […] unsupported for
 *   gpt-image-1-mini. Supports high and low. Defaults to low. » The DigitalMe scenes send `high`.
 * - Errors are the SDK's `OpenAI.APIError` (status, code, type, param). A refusal by the safety
 *   system is a 400 with code `moderation_blocked` (type image_generation_user_error), or the older
 *   `content_policy_violation`; 401/403 a bad key or an organisation without the model; 429 a
 *   rate limit (`rate_limit_exceeded`) or an exhausted quota (`insufficient_quota`, which no wait fixes).
 *
 * Retries and timeouts are the SDK's, tuned from our config: `timeoutMs` bounds each attempt,
 * `maxRetries` attempts follow a network error, a timeout, a 408, 409, 429 or 5xx, after the wait
 * the server asks for (`retry-after-ms`, `retry-after`, up to 60 s) or the SDK's exponential backoff
 * (0.5 s doubling to 8 s, with jitter). Every image costs money, so a 200 that does not hold an
 * image is never retried: it is `bad_response`. A caller's `signal` stops everything at once, and
 * the promise then rejects with the signal's reason.
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
  /** `high` keeps the input faces' features (DigitalMe scenes); left out, the API's default is `low`. */
  inputFidelity?: 'high' | 'low';
}

export interface OpenAIImages {
  /** A PNG made from the prompt. */
  generate(req: GenerateImageRequest): Promise<Buffer>;
  /** A PNG made from the prompt and the input images. */
  edit(req: EditImageRequest): Promise<Buffer>;
}

export interface OpenAIImagesOptions {
  apiKey: string;
  /** https://api.openai.com/v1 unless a test points it at our loopback server. */
  baseUrl?: string;
  model?: string;
  /** Per attempt, covering the whole answer (OPENAI_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Attempts after the first one (IMAGE_ENGINE_MAX_RETRIES). */
  maxRetries?: number;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
const MAX_IMAGES = 16;
const MAX_IMAGE_BYTES = 50 * 1024 * 1024;
const MAX_MASK_BYTES = 4 * 1024 * 1024;
const REFUSAL_CODES = new Set(['moderation_blocked', 'content_policy_violation']);
/** A 429 that waiting does not fix. */
const QUOTA_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached']);

export function createOpenAIImages(opts: OpenAIImagesOptions): OpenAIImages {
  if (!opts.apiKey) throw new Error('createOpenAIImages: apiKey is required');
  const model = opts.model ?? 'gpt-image-1';
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 3));
  const client = new OpenAI({ apiKey: opts.apiKey, baseURL: (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''), timeout: timeoutMs, maxRetries, logLevel: 'off' });
  /** Error text with the key, or anything shaped like one, blanked out (OpenAI echoes a masked key on 401). */
  const redact = (text: string) => text.split(opts.apiKey).join('[redacted]').replace(/\bsk-[A-Za-z0-9_*.-]{3,}/g, 'sk-[redacted]');

  /** The SDK's failure as ours: the code a user is shown, and whether the SDK had retried it. */
  function engineError(err: unknown, path: string, signal: AbortSignal | undefined, attempts: number): unknown {
    // A caller's abort (a cancelled job, the engine's budget) wins over whatever the SDK made of it.
    if (signal?.aborted) return signal.reason;
    if (err instanceof ImageEngineError) return err;
    const after = attempts > 1 ? ` (after ${attempts} attempts)` : '';
    if (err instanceof OpenAI.APIConnectionTimeoutError) {
      return new ImageEngineError('timeout', `OpenAI ${path}: no answer within ${timeoutMs} ms${after}`, { retryable: true, cause: err });
    }
    if (err instanceof OpenAI.APIConnectionError) {
      const cause = err.cause instanceof Error ? `${err.cause.message}${err.cause.cause instanceof Error ? ` (${err.cause.cause.message})` : ''}` : err.message;
      return new ImageEngineError('unavailable', redact(`OpenAI ${path}: network error: ${cause}${after}`), { retryable: true, cause: err });
    }
    if (err instanceof OpenAI.APIError && err.status !== undefined) {
      const status = err.status;
      const code = err.code ?? null;
      const where = `OpenAI ${path} answered ${status}${err.requestID ? ` (request ${err.requestID})` : ''}`;
      const detail = `${err.type ?? '?'}/${code ?? '?'}${err.param ? ` param=${err.param}` : ''}: ${err.message}`;
      const message = (retried: boolean) => redact(`${where}: ${detail}${retried ? after : ''}`);
      if (status === 400 && (REFUSAL_CODES.has(code ?? '') || err.type === 'image_generation_user_error')) return new ImageEngineError('refused', message(false), { retryable: false, status });
      if (status === 401 || status === 403) return new ImageEngineError('auth', message(false), { retryable: false, status });
      if (status === 429) {
        if (QUOTA_CODES.has(code ?? '')) return new ImageEngineError('unavailable', message(true), { retryable: false, status });
        return new ImageEngineError('rate_limited', message(true), { retryable: true, status });
      }
      if (status === 408) return new ImageEngineError('timeout', message(true), { retryable: true, status });
      if (status === 409 || status >= 500) return new ImageEngineError('unavailable', message(true), { retryable: true, status });
      return new ImageEngineError('bad_request', message(false), { retryable: false, status });
    }
    // A 200 whose body is not JSON, or anything else the SDK could not read: paid for, not retried.
    return new ImageEngineError('bad_response', redact(`OpenAI ${path} answered something unreadable: ${err instanceof Error ? err.message : String(err)}`), { retryable: false, cause: err });
  }

  async function image(path: string, call: (client: OpenAI) => Promise<OpenAI.ImagesResponse>, signal: AbortSignal | undefined): Promise<Buffer> {
    // A client of this call's own, whose fetch counts the SDK's attempts for the logs.
    let attempts = 0;
    const counted = client.withOptions({ fetch: (url, init) => (attempts++, fetch(url, init)) });
    let answer: OpenAI.ImagesResponse;
    try {
      answer = await call(counted);
    } catch (err) {
      throw engineError(err, path, signal, attempts);
    }
    const where = `OpenAI ${path} answered 200`;
    const b64 = Array.isArray(answer?.data) ? answer.data[0]?.b64_json : undefined;
    if (typeof b64 !== 'string' || b64 === '') throw new ImageEngineError('bad_response', `${where} without data[0].b64_json`, { retryable: false });
    return pngFromBase64(b64, where, 'a b64_json');
  }

  function common(req: GenerateImageRequest) {
    if (!req.prompt || req.prompt.trim() === '') throw new ImageEngineError('bad_request', 'OpenAI images: empty prompt', { retryable: false });
    return {
      model,
      prompt: req.prompt,
      n: 1,
      size: req.size,
      ...(req.quality ? { quality: req.quality } : {}),
      ...(req.background ? { background: req.background } : {}),
      output_format: 'png' as const,
    };
  }

  return {
    async generate(req) {
      const body = common(req);
      return image('/images/generations', (c) => c.images.generate(body, { signal: req.signal ?? null }), req.signal);
    },

    async edit(req) {
      const fields = common(req);
      if (req.images.length < 1 || req.images.length > MAX_IMAGES) {
        throw new ImageEngineError('bad_request', `OpenAI images/edits takes 1 to ${MAX_IMAGES} images, got ${req.images.length}`, { retryable: false });
      }
      const formats = await Promise.all(req.images.map(formatOfImage));
      const parts = req.images.map((bytes, i) => {
        const format = formats[i];
        if (!format) throw new ImageEngineError('bad_request', `OpenAI images/edits: image ${i + 1} is not a png, jpeg or webp file`, { retryable: false });
        if (bytes.length >= MAX_IMAGE_BYTES) throw new ImageEngineError('bad_request', `OpenAI images/edits: image ${i + 1} is ${bytes.length} bytes (50 MB at most)`, { retryable: false });
        return { bytes, format };
      });
      if (req.mask) {
        if ((await formatOfImage(req.mask)) !== 'png') throw new ImageEngineError('bad_request', 'OpenAI images/edits: the mask must be a PNG', { retryable: false });
        if (req.mask.length >= MAX_MASK_BYTES) throw new ImageEngineError('bad_request', `OpenAI images/edits: the mask is ${req.mask.length} bytes (4 MB at most)`, { retryable: false });
        const [first, mask] = await Promise.all([sharp(req.images[0]!).metadata(), sharp(req.mask).metadata()]).catch((err: unknown) => {
          throw new ImageEngineError('bad_request', `OpenAI images/edits: unreadable image or mask: ${err instanceof Error ? err.message : String(err)}`, { retryable: false, cause: err });
        });
        if (first.width !== mask.width || first.height !== mask.height) {
          throw new ImageEngineError('bad_request', `OpenAI images/edits: the mask is ${mask.width}x${mask.height}, the first image ${first.width}x${first.height}`, { retryable: false });
        }
      }
      // toFile names each part and gives it its type: the API reads the format from both.
      const images = await Promise.all(parts.map(({ bytes, format }, i) => toFile(bytes, `image-${i + 1}.${EXT[format]}`, { type: IMAGE_MIME[format] })));
      const mask = req.mask ? await toFile(req.mask, 'mask.png', { type: 'image/png' }) : undefined;
      const body = { ...fields, image: images, ...(mask ? { mask } : {}), ...(req.inputFidelity ? { input_fidelity: req.inputFidelity } : {}) };
      return image('/images/edits', (c) => c.images.edit(body, { signal: req.signal ?? null }), req.signal);
    },
  };
}

const EXT: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
