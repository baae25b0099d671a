import { z } from 'zod';
import { ImageEngineError } from './errors';
import { createHttpRetry, retryAfter, safeJson, type HttpRetryOptions } from './http-retry';
import { IMAGE_MIME, pngFromBase64, sniffImage } from './image-bytes';

/**
 * Google's Gemini image model (« Nano Banana », default `gemini-2.5-flash-image`) through the Gemini
 * API's generateContent (https://ai.google.dev/gemini-api/docs/image-generation and /api/generate-content).
 *
 * - `POST {base}/v1beta/models/{model}:generateContent`, JSON, with the key in `x-goog-api-key`
 *   (never in the URL: URLs end up in logs). Body: `{ contents: [{ role: 'user', parts: [{ text },
 *   { inline_data: { mime_type, data } }…] }], generationConfig: { responseModalities: ['TEXT',
 *   'IMAGE'], imageConfig?: { aspectRatio } } }`. The REST API reads snake_case and camelCase
 *   alike; the documented examples send `inline_data` / `mime_type`, and so do we. Inline images
 *   are base64 (PNG, JPEG, WebP), the whole request under 20 MB. Image models answer text and
 *   image together: `['TEXT', 'IMAGE']` is what the documentation asks for (an image alone is
 *   `['IMAGE']`; text alone would never hold a picture).
 * - `aspectRatio` (1:1, 2:3, 3:2, 3:4, 4:3, 4:5, 5:4, 9:16, 16:9, 21:9) sets the output frame of a
 *   generation; an edit without it keeps the input's shape. 16:9 is 1344×768 for gemini-2.5-flash-image.
 * - The answer: `{ candidates: [{ content: { role: 'model', parts: [{ text }, { inlineData:
 *   { mimeType, data } }] }, finishReason }], promptFeedback?, usageMetadata, modelVersion }`. The
 *   image is the last `inlineData` part that is not a `thought` (thinking models send drafts first).
 *   Answers are camelCase; `inline_data` is read too.
 * - There is no mask: a picture edit sends the crop and our code composites the answer back
 *   through our own mask (masked-edit.ts).
 * - Refusals come inside a 200: `promptFeedback.blockReason` (SAFETY, OTHER, BLOCKLIST,
 *   PROHIBITED_CONTENT, IMAGE_SAFETY) when the request itself was blocked, with no candidate; a
 *   candidate whose `finishReason` is SAFETY, PROHIBITED_CONTENT, BLOCKLIST, SPII, RECITATION,
 *   IMAGE_SAFETY, IMAGE_PROHIBITED_CONTENT or IMAGE_RECITATION when the answer was; or, as the
 *   documentation says, a plain text answer (finishReason STOP) in which the model declines. Any of
 *   these is `refused`. A 200 with no image for another reason (NO_IMAGE, IMAGE_OTHER, OTHER,
 *   MAX_TOKENS) is `bad_response`; neither is retried, since every image is paid for.
 * - Errors are `{ error: { code, message, status, details } }` with Google's canonical statuses:
 *   400 INVALID_ARGUMENT (an invalid key is a 400 too, with `details[].reason` API_KEY_INVALID),
 *   400 FAILED_PRECONDITION (no free tier in the country, billing needed), 403 PERMISSION_DENIED,
 *   404 NOT_FOUND (unknown model), 429 RESOURCE_EXHAUSTED (rate limit or quota, with a
 *   `google.rpc.RetryInfo` detail `retryDelay: "13s"` when Google says when), 500 INTERNAL,
 *   503 UNAVAILABLE (overloaded), 504 DEADLINE_EXCEEDED.
 * - Cost, by Google's public pricing: an image is 1290 output tokens at 30 US$ per million, about
 *   4 US cents (0.039 US$), for gemini-2.5-flash-image; input images cost a few hundred input tokens.
 *
 * Retries as the OpenAI adapter does them (http-retry.ts): network errors, our timeouts, 408, 429
 * and 5xx, with exponential backoff and jitter, or the wait Google asks for (`retryDelay` or
 * `retry-after`, capped at 30 s). 400, 401, 403 and 404 are never retried. A caller's `signal`
 * stops everything at once and the promise rejects with its reason.
 */

export type GeminiAspectRatio = '1:1' | '2:3' | '3:2' | '3:4' | '4:3' | '4:5' | '5:4' | '9:16' | '16:9' | '21:9';

export interface GeminiImageRequest {
  prompt: string;
  /** Input pictures (PNG, JPEG or WebP), sent after the prompt: what to edit, or references. */
  images?: Buffer[];
  /** Output frame of a generation; left out for an edit, whose output keeps the input's shape. */
  aspectRatio?: GeminiAspectRatio;
  signal?: AbortSignal;
}

export interface GeminiImages {
  /** A PNG made by the model from the prompt and the input images. */
  generate(req: GeminiImageRequest): Promise<Buffer>;
}

export interface GeminiImagesOptions extends HttpRetryOptions {
  apiKey: string;
  /** https://generativelanguage.googleapis.com unless a test points it at the fake server. */
  baseUrl?: string;
  model?: string;
}

const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
const DEFAULT_MODEL = 'gemini-2.5-flash-image';
/** The documented bound of a whole inline request; base64 adds a third. */
const MAX_INLINE_BYTES = 20 * 1024 * 1024;

const REFUSAL_FINISH = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'RECITATION', 'IMAGE_SAFETY', 'IMAGE_PROHIBITED_CONTENT', 'IMAGE_RECITATION']);

const InlineData = z.object({ mimeType: z.string().optional(), mime_type: z.string().optional(), data: z.string() });
const Part = z
  .object({
    text: z.string().optional(),
    thought: z.boolean().optional(),
    inlineData: InlineData.optional(),
    inline_data: InlineData.optional(),
  })
  .loose();
const ResponseSchema = z.object({
  candidates: z
    .array(
      z
        .object({
          content: z.object({ parts: z.array(Part).optional() }).loose().optional(),
          finishReason: z.string().optional(),
          finishMessage: z.string().optional(),
        })
        .loose(),
    )
    .optional(),
  promptFeedback: z.object({ blockReason: z.string().optional(), blockReasonMessage: z.string().optional() }).loose().optional(),
});

const ErrorBodySchema = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    status: z.string().optional(),
    details: z.array(z.object({ '@type': z.string().optional(), reason: z.string().optional(), retryDelay: z.string().optional() }).loose()).optional(),
  }),
});

export function createGeminiImages(opts: GeminiImagesOptions): GeminiImages {
  if (!opts.apiKey) throw new Error('createGeminiImages: apiKey is required');
  const base = (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const model = opts.model ?? DEFAULT_MODEL;
  const url = `${base}/v1beta/models/${encodeURIComponent(model)}:generateContent`;
  /** Error text with the key, or anything shaped like a Google API key, blanked out. */
  const redact = (text: string) => text.split(opts.apiKey).join('[redacted]').replace(/AIza[0-9A-Za-z_-]{10,}/g, 'AIza[redacted]');
  const http = createHttpRetry({ ...opts, redact });

  async function attempt(body: string, signal: AbortSignal | undefined): Promise<Buffer> {
    const init = { method: 'POST', headers: { 'x-goog-api-key': opts.apiKey, 'content-type': 'application/json', accept: 'application/json' }, body };
    const { res, text } = await http.send(url, init, `Gemini ${model}`, signal);
    const where = `Gemini ${model} answered ${res.status}`;
    if (!res.ok) throw errorFor(res.status, res.headers, text, where);
    return decodeAnswer(text, where);
  }

  function errorFor(status: number, headers: Headers, text: string, where: string): ImageEngineError {
    const parsed = ErrorBodySchema.safeParse(safeJson(text));
    const apiError = parsed.success ? parsed.data.error : null;
    const reasons = (apiError?.details ?? []).map((d) => d.reason).filter((r): r is string => Boolean(r));
    const detail = apiError
      ? `${apiError.status ?? '?'}${reasons.length ? ` (${reasons.join(', ')})` : ''}: ${apiError.message ?? ''}`
      : text.trim() === '' ? 'empty body' : `body: ${text.slice(0, 200)}`;
    const message = redact(`${where}: ${detail}`);
    const retryAfterMs = retryAfter(headers, { preferred: retryInfoDelay(apiError?.details) });
    const withWait = retryAfterMs === undefined ? {} : { retryAfterMs };

    if (status === 401 || status === 403 || reasons.some((r) => r === 'API_KEY_INVALID' || r === 'API_KEY_SERVICE_BLOCKED')) {
      return new ImageEngineError('auth', message, { retryable: false, status });
    }
    // No free tier in the country, or billing needed: waiting does not fix it.
    if (status === 400 && apiError?.status === 'FAILED_PRECONDITION') return new ImageEngineError('unavailable', message, { retryable: false, status });
    if (status === 429) return new ImageEngineError('rate_limited', message, { retryable: true, status, ...withWait });
    if (status === 408 || status === 504) return new ImageEngineError('timeout', message, { retryable: true, status, ...withWait });
    if (status >= 500) return new ImageEngineError('unavailable', message, { retryable: true, status, ...withWait });
    return new ImageEngineError('bad_request', message, { retryable: false, status });
  }

  async function decodeAnswer(text: string, where: string): Promise<Buffer> {
    const json = safeJson(text);
    if (json === undefined) throw new ImageEngineError('bad_response', `${where} with a body that is not JSON: ${text.slice(0, 120)}`, { retryable: false });
    const parsed = ResponseSchema.safeParse(json);
    if (!parsed.success) throw new ImageEngineError('bad_response', `${where} with an unexpected body: ${z.prettifyError(parsed.error).slice(0, 300)}`, { retryable: false });
    const { candidates, promptFeedback } = parsed.data;
    if (promptFeedback?.blockReason) {
      throw new ImageEngineError('refused', `${where}: request blocked, ${promptFeedback.blockReason}${promptFeedback.blockReasonMessage ? `: ${promptFeedback.blockReasonMessage}` : ''}`, { retryable: false });
    }
    const candidate = candidates?.[0];
    if (!candidate) throw new ImageEngineError('bad_response', `${where} without a candidate`, { retryable: false });
    const parts = candidate.content?.parts ?? [];
    const image = parts.filter((p) => !p.thought && (p.inlineData ?? p.inline_data)).at(-1);
    const finish = candidate.finishReason ?? 'none';
    const said = parts.map((p) => p.text ?? '').join(' ').trim().slice(0, 200);
    if (!image) {
      if (REFUSAL_FINISH.has(finish)) throw new ImageEngineError('refused', `${where}: answer blocked, finishReason ${finish}${candidate.finishMessage ? `: ${candidate.finishMessage}` : ''}`, { retryable: false });
      // The documented way the model itself declines: a few words and no picture.
      if (finish === 'STOP' && said) throw new ImageEngineError('refused', `${where}: no image, the model said: ${said}`, { retryable: false });
      throw new ImageEngineError('bad_response', `${where} without an image (finishReason ${finish})`, { retryable: false });
    }
    const inline = (image.inlineData ?? image.inline_data)!;
    return pngFromBase64(inline.data, where, `inline data (${inline.mimeType ?? inline.mime_type ?? '?'})`);
  }

  return {
    async generate(req) {
      if (!req.prompt || req.prompt.trim() === '') throw new ImageEngineError('bad_request', 'Gemini: empty prompt', { retryable: false });
      const images = (req.images ?? []).map((image, i) => {
        const format = sniffImage(image);
        if (!format) throw new ImageEngineError('bad_request', `Gemini: image ${i + 1} is not a png, jpeg or webp file`, { retryable: false });
        return { inline_data: { mime_type: IMAGE_MIME[format], data: image.toString('base64') } };
      });
      const body = JSON.stringify({
        contents: [{ role: 'user', parts: [{ text: req.prompt }, ...images] }],
        generationConfig: { responseModalities: ['TEXT', 'IMAGE'], ...(req.aspectRatio ? { imageConfig: { aspectRatio: req.aspectRatio } } : {}) },
      });
      if (body.length >= MAX_INLINE_BYTES) throw new ImageEngineError('bad_request', `Gemini: the request is ${body.length} bytes (20 MB at most inline)`, { retryable: false });

      return http.retrying(req.signal, () => attempt(body, req.signal));
    },
  };
}

/** Google's `RetryInfo.retryDelay` (« 13s », « 0.5s »), in milliseconds; it wins over a `retry-after` header. */
function retryInfoDelay(details: ReadonlyArray<{ retryDelay?: string | undefined }> | undefined): number | undefined {
  const info = details?.find((d) => d.retryDelay !== undefined);
  const m = info?.retryDelay ? /^(\d+(?:\.\d+)?)s$/.exec(info.retryDelay.trim()) : null;
  return m ? Number(m[1]) * 1000 : undefined;
}
