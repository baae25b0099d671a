import sharp from 'sharp';
import { z } from 'zod';
import { ImageEngineError } from './errors';
import { createHttpRetry, retryAfter, safeJson, type HttpRetryOptions } from './http-retry';
import { IMAGE_MIME, pngFromBase64, sniffImage, type ImageFormat } from './image-bytes';

/**
 * OpenAI Images API, model gpt-image-1 (https://platform.openai.com/docs/api-reference/images).
 *
 * - `POST {base}/images/generations`, JSON `{ model, prompt, n, size, quality?, background?,
 *   output_format }` with `Authorization: Bearer <key>`.
 * - `POST {base}/images/edits`, multipart/form-data: one `image[]` part per input image (png, jpeg or
 *   webp, up to 16), an optional `mask` part (a PNG the size of the first image, whose fully
 *   transparent pixels mark what to redo), and the same text fields as a generation, plus
 *   `input_fidelity` (edits only): « Control how much effort the model will exert to match the
 *   style and features, especially facial features, of input images. […] only supported for
 *   gpt-image-1 and gpt-image-1.5 and later models, unsupported for gpt-image-1-mini. Supports high
 *   and low. Defaults to low. » (API reference, InputFidelity; OpenAI's cookbook « Generate images
 *   with high input fidelity » uses it for faces). The DigitalMe scenes send `high`.
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
 * Retries (http-retry.ts, as OpenAI's own SDKs do them): network errors, our timeouts, 408, 409,
 * 429 and 5xx, with exponential backoff and jitter, or the wait the server asks for in
 * `retry-after-ms` / `retry-after` (capped at 30 s). 400, 401, 403 and 404 are never retried.
 * Every image costs money, so a 200 that does not hold an image is not retried either: it is
 * reported as `bad_response`. A caller's `signal` stops everything at once.
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

export interface OpenAIImagesOptions extends HttpRetryOptions {
  apiKey: string;
  /** https://api.openai.com/v1 unless a test points it at the fake server. */
  baseUrl?: string;
  model?: string;
}

const DEFAULT_BASE_URL = 'https://api.openai.com/v1';
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
  /** Error text from the API, with anything that looks like a key blanked out (OpenAI echoes a masked key on 401). */
  const redact = (text: string) => text.split(opts.apiKey).join('[redacted]').replace(/\bsk-[A-Za-z0-9_*.-]{3,}/g, 'sk-[redacted]');
  const http = createHttpRetry({ ...opts, redact });

  /** One HTTP exchange, bounded by `timeoutMs`. Resolves with the decoded image or throws an ImageEngineError. */
  async function attempt(path: string, body: () => { body: BodyInit; headers: Record<string, string> }, signal: AbortSignal | undefined): Promise<Buffer> {
    const { body: payload, headers } = body();
    const init = { method: 'POST', headers: { authorization: `Bearer ${opts.apiKey}`, accept: 'application/json', ...headers }, body: payload };
    const { res, text } = await http.send(`${base}${path}`, init, `OpenAI ${path}`, signal);

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
    const retryAfterMs = retryAfter(headers, { millis: true });
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
    return pngFromBase64(parsed.data.data[0]!.b64_json, where, 'a b64_json');
  }

  /** Runs `attempt` up to maxRetries + 1 times; the multipart body is built again for each. */
  function call(path: string, body: () => { body: BodyInit; headers: Record<string, string> }, signal: AbortSignal | undefined): Promise<Buffer> {
    return http.retrying(signal, () => attempt(path, body, signal));
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
        parts.forEach(({ image, format }, i) => body.append('image[]', new Blob([new Uint8Array(image)], { type: IMAGE_MIME[format] }), `image-${i + 1}.${EXT[format]}`));
        if (req.mask) body.append('mask', new Blob([new Uint8Array(req.mask)], { type: 'image/png' }), 'mask.png');
        for (const [key, value] of Object.entries(fields)) body.append(key, String(value));
        if (req.inputFidelity) body.append('input_fidelity', req.inputFidelity);
        return { body, headers: {} };
      };
      return call('/images/edits', form, req.signal);
    },
  };
}

const EXT: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
