/**
 * Why a paid job on a thumbnail failed, as stored on the thumbnail (`thumbnails.error`) and sent to
 * the client: a code from this one list, never a sentence. The client translates every code
 * (client/i18n/failures.ts), so a new code does not compile until it is translated.
 */
export const FAILURE_CODES = [
  // A generation, by the stage it failed at (its credits given back, their number stored with it).
  'GENERATION_QUEUED',
  'GENERATION_COMPOSING',
  'GENERATION_CUTTING',
  'GENERATION_RENDERING',
  // A hosted image engine's answer, during a generation.
  'ENGINE_TIMEOUT',
  'ENGINE_UNAVAILABLE',
  'ENGINE_REFUSED',
  'ENGINE_AUTH',
  'ENGINE_BAD_REQUEST',
  'ENGINE_BAD_RESPONSE',
  'MODIFICATION_FAILED',
  'AI_EDIT_REFUSED',
  'AI_EDIT_UNAVAILABLE',
  'AI_EDIT_FAILED',
  'FACESWAP_FAILED',
  'FACESWAP_UNREADABLE_TARGET',
  'FACESWAP_NO_FACE_IN_TARGET',
  'FACESWAP_SEVERAL_FACES',
  'FACESWAP_FACE_NOT_FOUND',
  'FACESWAP_PROFILE_TOO_STEEP',
  'FACESWAP_NO_USABLE_SOURCE',
  /** A finished swap our own check refused (skin tone, seam or neck): not delivered, not charged. */
  'FACESWAP_POOR_RESULT',
  /** A copy (« Dupliquer ») could not be drawn; nothing was charged. */
  'COPY_FAILED',
  /** « Améliorer » could not be applied; the previous thumbnail is kept. */
  'IMPROVE_FAILED',
  /** The generic one: a failure stored without a known code (old rows included). */
  'FAILED',
] as const;

export type FailureCode = (typeof FAILURE_CODES)[number];

/** A failure as the client reads it: its code, and the credits given back when the sentence names them. */
export interface Failure {
  code: FailureCode;
  refunded: number | null;
}

const KNOWN = new Set<string>(FAILURE_CODES);

/** The stored form: the code, then `:` and the credits given back when there is a number to say. */
export function encodeFailure(code: FailureCode, refunded?: number): string {
  return refunded && refunded > 0 ? `${code}:${refunded}` : code;
}

/** A stored failure read back; anything that is not a known code reads as the generic one. */
export function decodeFailure(stored: string | null | undefined): Failure {
  const [code = '', count] = (stored ?? '').split(':');
  const refunded = count !== undefined && /^[0-9]+$/.test(count) ? Number(count) : null;
  return KNOWN.has(code) ? { code: code as FailureCode, refunded } : { code: 'FAILED', refunded: null };
}
