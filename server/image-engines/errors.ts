/** Why a hosted image engine failed, with the failure code a user is shown. */
import type { FailureCode } from '../../shared/failures';

export type ImageEngineErrorCode = 'timeout' | 'rate_limited' | 'unavailable' | 'refused' | 'auth' | 'bad_request' | 'bad_response';

const FAILURES: Record<ImageEngineErrorCode, FailureCode> = {
  timeout: 'ENGINE_TIMEOUT',
  rate_limited: 'ENGINE_UNAVAILABLE',
  unavailable: 'ENGINE_UNAVAILABLE',
  refused: 'ENGINE_REFUSED',
  auth: 'ENGINE_AUTH',
  bad_request: 'ENGINE_BAD_REQUEST',
  bad_response: 'ENGINE_BAD_RESPONSE',
};

/**
 * Why a call to the image engine failed. `message` is the technical detail for the logs (English,
 * never the API key); `failure` is the code of what a user is told (client/i18n/failures.ts). `retryable` says
 * whether the same request may succeed later (the SDK has already retried those it could).
 */
export class ImageEngineError extends Error {
  override name = 'ImageEngineError';
  readonly code: ImageEngineErrorCode;
  readonly retryable: boolean;
  readonly status?: number;

  constructor(code: ImageEngineErrorCode, message: string, opts: { retryable: boolean; status?: number; cause?: unknown }) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.retryable = opts.retryable;
    if (opts.status !== undefined) this.status = opts.status;
  }

  get failure(): FailureCode {
    return FAILURES[this.code];
  }
}
