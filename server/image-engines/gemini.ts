import { ApiError, GoogleGenAI, type GenerateContentResponse } from '@google/genai';
import { ImageEngineError } from './errors';
import { IMAGE_MIME, pngFromBase64, formatOfImage } from './image-bytes';

/**
 * Google's Gemini image model (« Nano Banana », default `gemini-2.5-flash-image`) through Google's
 * official SDK (`@google/genai`): `models.generateContent` with the prompt, then one `inlineData`
 * part per input image (https://ai.google.dev/gemini-api/docs/image-generation).
 *
 * - The SDK posts `{base}/v1beta/models/{model}:generateContent` with the key in `x-goog-api-key`
 *   (never in the URL: URLs end up in logs). We ask `responseModalities: ['TEXT', 'IMAGE']`, as the
 *   documentation does for image models, and `imageConfig.aspectRatio` (1:1, 2:3, 3:2, 3:4, 4:3,
 *   4:5, 5:4, 9:16, 16:9, 21:9) for a generation's frame; an edit without it keeps the input's
 *   shape. Inline images are base64 (PNG, JPEG, WebP), the whole request under 20 MB.
 * - The image is the last `inlineData` part that is not a `thought` (thinking models send drafts first).
 * - There is no mask: a picture edit sends the crop and our code composites the answer back
 *   through our own mask (masked-edit.ts).
 * - Refusals come inside a 200: `promptFeedback.blockReason` when the request itself was blocked;
 *   a candidate whose `finishReason` is SAFETY, PROHIBITED_CONTENT, BLOCKLIST, SPII, RECITATION,
 *   IMAGE_SAFETY, IMAGE_PROHIBITED_CONTENT or IMAGE_RECITATION; or, as the documentation says, a
 *   plain text answer (finishReason STOP) in which the model declines. Any of these is `refused`.
 *   A 200 with no image for another reason is `bad_response`; neither is retried (images are paid for).
 * - Errors are the SDK's `ApiError` (`status`, and Google's body `{ error: { code, message,
 *   status, details } }` as its message): 400 INVALID_ARGUMENT (an invalid key too, with
 *   `details[].reason` API_KEY_INVALID), 400 FAILED_PRECONDITION (no free tier in the country,
 *   billing needed), 403 PERMISSION_DENIED, 404 NOT_FOUND (unknown model), 429 RESOURCE_EXHAUSTED,
 *   500 INTERNAL, 503 UNAVAILABLE, 504 DEADLINE_EXCEEDED.
 * - Cost, by Google's public pricing: about 4 US cents an image (1290 output tokens at 30 US$ per million).
 *
 * Retries and timeouts are the SDK's (`httpOptions.retryOptions`, `httpOptions.timeout`), tuned from
 * our config: `timeoutMs` bounds each attempt; `maxRetries` attempts follow a timeout, a network
 * error, a 408, 429 or 5xx, after an exponential backoff from `retryDelayMs` (doubling, at most
 * 8 s, with jitter). The SDK does not read Google's `RetryInfo` delay. A caller's `signal` stops
 * everything at once, and the promise then rejects with the signal's reason.
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

export interface GeminiImagesOptions {
  apiKey: string;
  /** https://generativelanguage.googleapis.com unless a test points it at our loopback server. */
  baseUrl?: string;
  model?: string;
  /** Per attempt (GEMINI_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Attempts after the first one (IMAGE_ENGINE_MAX_RETRIES). */
  maxRetries?: number;
  /** The first wait between attempts, doubled at each one; 500 ms unless a test shortens it. */
  retryDelayMs?: number;
}

const DEFAULT_BASE_URL = 'https://generativelanguage.googleapis.com';
const DEFAULT_MODEL = 'gemini-2.5-flash-image';
/** The documented bound of a whole inline request; base64 adds a third. */
const MAX_INLINE_BYTES = 20 * 1024 * 1024;
const RETRIED_STATUSES = [408, 429, 500, 502, 503, 504];
const REFUSAL_FINISH = new Set(['SAFETY', 'PROHIBITED_CONTENT', 'BLOCKLIST', 'SPII', 'RECITATION', 'IMAGE_SAFETY', 'IMAGE_PROHIBITED_CONTENT', 'IMAGE_RECITATION']);

/** A network failure, as an Error the SDK's retry loop (p-retry) tries again: it gives up at once on fetch's own TypeError. */
class NetworkError extends Error {
  override name = 'NetworkError';
}

export function createGeminiImages(opts: GeminiImagesOptions): GeminiImages {
  if (!opts.apiKey) throw new Error('createGeminiImages: apiKey is required');
  const model = opts.model ?? DEFAULT_MODEL;
  const timeoutMs = opts.timeoutMs ?? 90_000;
  const maxRetries = Math.max(0, Math.floor(opts.maxRetries ?? 3));
  const retryDelayMs = opts.retryDelayMs ?? 500;
  const ai = new GoogleGenAI({
    // Explicit, so GOOGLE_GENAI_USE_VERTEXAI in the environment cannot send our key to Vertex AI.
    vertexai: false,
    apiKey: opts.apiKey,
    httpOptions: {
      baseUrl: (opts.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, ''),
      // The version Google's image generation guide calls (imageConfig among others); this SDK's default is v1.
      apiVersion: 'v1beta',
      timeout: timeoutMs,
      retryOptions: { attempts: maxRetries + 1, initialDelay: retryDelayMs / 1000, maxDelay: 8, expBase: 2, jitter: 1, httpStatusCodes: RETRIED_STATUSES },
    },
  });
  /** Error text with the key, or anything shaped like a Google API key, blanked out. */
  const redact = (text: string) => text.split(opts.apiKey).join('[redacted]').replace(/AIza[0-9A-Za-z_-]{10,}/g, 'AIza[redacted]');

  function engineError(err: unknown, signal: AbortSignal | undefined, attempts: number): unknown {
    if (signal?.aborted) return signal.reason;
    const after = attempts > 1 ? ` (after ${attempts} attempts)` : '';
    if (err instanceof ImageEngineError) return err;
    if (err instanceof ApiError) {
      const status = err.status;
      const apiError = googleError(err.message);
      const reasons = (apiError?.details ?? []).map((d) => d.reason).filter((r): r is string => typeof r === 'string');
      const detail = apiError ? `${apiError.status ?? '?'}${reasons.length ? ` (${reasons.join(', ')})` : ''}: ${apiError.message ?? ''}` : err.message.slice(0, 200);
      const retried = RETRIED_STATUSES.includes(status);
      const message = redact(`Gemini ${model} answered ${status}: ${detail}${retried ? after : ''}`);
      if (status === 401 || status === 403 || reasons.some((r) => r === 'API_KEY_INVALID' || r === 'API_KEY_SERVICE_BLOCKED')) return new ImageEngineError('auth', message, { retryable: false, status });
      // No free tier in the country, or billing needed: waiting does not fix it.
      if (status === 400 && apiError?.status === 'FAILED_PRECONDITION') return new ImageEngineError('unavailable', message, { retryable: false, status });
      if (status === 429) return new ImageEngineError('rate_limited', message, { retryable: true, status });
      if (status === 408 || status === 504) return new ImageEngineError('timeout', message, { retryable: true, status });
      if (status >= 500) return new ImageEngineError('unavailable', message, { retryable: true, status });
      return new ImageEngineError('bad_request', message, { retryable: false, status });
    }
    // The SDK's per-attempt timer aborts fetch without a reason of its own: an AbortError our signal did not cause.
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      return new ImageEngineError('timeout', `Gemini ${model}: no answer within ${timeoutMs} ms${after}`, { retryable: true, cause: err });
    }
    if (err instanceof NetworkError) return new ImageEngineError('unavailable', redact(`Gemini ${model}: network error: ${err.message}${after}`), { retryable: true, cause: err });
    // A 200 whose body is not JSON, or anything else the SDK could not read: paid for, not retried.
    return new ImageEngineError('bad_response', redact(`Gemini ${model} answered something unreadable: ${err instanceof Error ? err.message : String(err)}`), { retryable: false, cause: err });
  }

  async function decodeAnswer(answer: GenerateContentResponse): Promise<Buffer> {
    const where = `Gemini ${model} answered 200`;
    const feedback = answer.promptFeedback;
    if (feedback?.blockReason) {
      throw new ImageEngineError('refused', `${where}: request blocked, ${feedback.blockReason}${feedback.blockReasonMessage ? `: ${feedback.blockReasonMessage}` : ''}`, { retryable: false });
    }
    const candidate = answer.candidates?.[0];
    if (!candidate) throw new ImageEngineError('bad_response', `${where} without a candidate`, { retryable: false });
    const parts = candidate.content?.parts ?? [];
    const image = parts.filter((p) => !p.thought && p.inlineData?.data).at(-1);
    const finish = candidate.finishReason ?? 'none';
    const said = parts.map((p) => p.text ?? '').join(' ').trim().slice(0, 200);
    if (!image?.inlineData?.data) {
      if (REFUSAL_FINISH.has(finish)) throw new ImageEngineError('refused', `${where}: answer blocked, finishReason ${finish}${candidate.finishMessage ? `: ${candidate.finishMessage}` : ''}`, { retryable: false });
      // The documented way the model itself declines: a few words and no picture.
      if (finish === 'STOP' && said) throw new ImageEngineError('refused', `${where}: no image, the model said: ${said}`, { retryable: false });
      throw new ImageEngineError('bad_response', `${where} without an image (finishReason ${finish})`, { retryable: false });
    }
    return pngFromBase64(image.inlineData.data, where, `inline data (${image.inlineData.mimeType ?? '?'})`);
  }

  return {
    async generate(req) {
      if (!req.prompt || req.prompt.trim() === '') throw new ImageEngineError('bad_request', 'Gemini: empty prompt', { retryable: false });
      const formats = await Promise.all((req.images ?? []).map(formatOfImage));
      const images = (req.images ?? []).map((image, i) => {
        const format = formats[i];
        if (!format) throw new ImageEngineError('bad_request', `Gemini: image ${i + 1} is not a png, jpeg or webp file`, { retryable: false });
        return { inlineData: { mimeType: IMAGE_MIME[format], data: image.toString('base64') } };
      });
      const inlineBytes = req.prompt.length + images.reduce((n, p) => n + p.inlineData.data.length, 0);
      if (inlineBytes >= MAX_INLINE_BYTES) throw new ImageEngineError('bad_request', `Gemini: the request is about ${inlineBytes} bytes (20 MB at most inline)`, { retryable: false });

      // This call's fetch counts the SDK's attempts for the logs, and turns a network failure into
      // an error the SDK's retry loop tries again.
      let attempts = 0;
      const fetchCounted = (input: string | URL | Request, init?: RequestInit) => {
        attempts++;
        return fetch(input, init).catch((err: unknown) => {
          if (init?.signal?.aborted || !(err instanceof TypeError)) throw err;
          throw new NetworkError(`${err.message}${err.cause instanceof Error ? ` (${err.cause.message})` : ''}`, { cause: err });
        });
      };
      let answer: GenerateContentResponse;
      try {
        answer = await untilAborted(
          ai.models.generateContent({
            model,
            contents: [{ role: 'user', parts: [{ text: req.prompt }, ...images] }],
            config: { httpOptions: { fetch: fetchCounted }, responseModalities: ['TEXT', 'IMAGE'], ...(req.aspectRatio ? { imageConfig: { aspectRatio: req.aspectRatio } } : {}), ...(req.signal ? { abortSignal: req.signal } : {}) },
          }),
          req.signal,
        );
      } catch (err) {
        throw engineError(err, req.signal, attempts);
      }
      return decodeAnswer(answer);
    },
  };
}

/** Google's error body, which the SDK's ApiError carries as its message. */
function googleError(message: string): { status?: string; message?: string; details?: Array<{ reason?: unknown }> } | null {
  try {
    const body = JSON.parse(message) as { error?: { status?: unknown; message?: unknown; details?: unknown } };
    const e = body?.error;
    if (!e || typeof e !== 'object') return null;
    return {
      ...(typeof e.status === 'string' ? { status: e.status } : {}),
      ...(typeof e.message === 'string' ? { message: e.message } : {}),
      ...(Array.isArray(e.details) ? { details: e.details.filter((d): d is { reason?: unknown } => typeof d === 'object' && d !== null) } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * The SDK's promise, or the signal's reason as soon as it aborts: the SDK stops a request in
 * flight, but not the wait between two attempts.
 */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
