/** Why a hosted image engine failed, with the French sentence a user may read. */

export type ImageEngineErrorCode = 'timeout' | 'rate_limited' | 'unavailable' | 'refused' | 'auth' | 'bad_request' | 'bad_response';

const PUBLIC_MESSAGES: Record<ImageEngineErrorCode, string> = {
  timeout: 'Le moteur d’images n’a pas répondu à temps. Vos crédits ont été rendus.',
  rate_limited: 'Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.',
  unavailable: 'Le moteur d’images est indisponible pour le moment. Vos crédits ont été rendus.',
  refused: 'Le moteur d’images a refusé cette description. Reformulez-la. Vos crédits ont été rendus.',
  auth: 'Le moteur d’images est mal configuré. Vos crédits ont été rendus.',
  bad_request: 'Le moteur d’images n’a pas accepté cette demande. Vos crédits ont été rendus.',
  bad_response: 'Le moteur d’images a renvoyé une image illisible. Vos crédits ont été rendus.',
};

/**
 * Why a call to the image engine failed. `message` is the technical detail for the logs (English,
 * never the API key); `publicMessage` is the French sentence a user may see. `retryable` says
 * whether the same request may succeed later (the adapter has already retried those it could).
 */
export class ImageEngineError extends Error {
  override name = 'ImageEngineError';
  readonly code: ImageEngineErrorCode;
  readonly retryable: boolean;
  readonly status?: number;
  /** The wait the server asked for before a new attempt, when it said so. */
  readonly retryAfterMs?: number;

  constructor(code: ImageEngineErrorCode, message: string, opts: { retryable: boolean; status?: number; retryAfterMs?: number; cause?: unknown }) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.retryable = opts.retryable;
    if (opts.status !== undefined) this.status = opts.status;
    if (opts.retryAfterMs !== undefined) this.retryAfterMs = opts.retryAfterMs;
  }

  get publicMessage(): string {
    return PUBLIC_MESSAGES[this.code];
  }
}
