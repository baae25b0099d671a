import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { AppErrorCode, AppErrorData, NotFoundResource } from '../shared/errors';

const HTTP_KIND: Record<AppErrorCode, TRPC_ERROR_CODE_KEY> = {
  UNAUTHENTICATED: 'UNAUTHORIZED',
  INVALID_CREDENTIALS: 'UNAUTHORIZED',
  SESSION_EXPIRED: 'UNAUTHORIZED',
  WEAK_PASSWORD: 'BAD_REQUEST',
  INSUFFICIENT_CREDITS: 'PAYMENT_REQUIRED',
  NOT_FOUND: 'NOT_FOUND',
  VALIDATION: 'BAD_REQUEST',
  RATE_LIMITED: 'TOO_MANY_REQUESTS',
  // Too many password attempts for the account right now: not checked, an e-mailed code offered instead.
  PASSWORD_TURNS_FULL: 'TOO_MANY_REQUESTS',
  BAD_RETURN_URL: 'BAD_REQUEST',
  FORBIDDEN_ORIGIN: 'FORBIDDEN',
  INVALID_CODE: 'UNAUTHORIZED',
  INVALID_RESET_LINK: 'BAD_REQUEST',
  EMAIL_NOT_VERIFIED: 'FORBIDDEN',
  INVALID_VERIFY_LINK: 'BAD_REQUEST',
  INVALID_MFA_CODE: 'UNAUTHORIZED',
  MFA_CHALLENGE_EXPIRED: 'UNAUTHORIZED',
  MFA_ALREADY_ENABLED: 'CONFLICT',
  MFA_NOT_STARTED: 'BAD_REQUEST',
  MFA_NOT_ENABLED: 'BAD_REQUEST',
  REAUTH_REQUIRED: 'FORBIDDEN',
  PLAN_REQUIRED: 'FORBIDDEN',
  // Not 502/503: the client retries those, and a checkout must not be created twice by a retry.
  PAYMENT_FAILED: 'PRECONDITION_FAILED',
  NO_SUBSCRIPTION: 'BAD_REQUEST',
  SUBSCRIPTION_TERMINATED: 'FORBIDDEN',
  SANDBOX_CLOSED: 'CONFLICT',
  NOT_READY: 'CONFLICT',
  NOTHING_TO_IMPROVE: 'CONFLICT',
  EDIT_REFUSED: 'BAD_REQUEST',
  NO_OTHER_SUBJECT: 'CONFLICT',
  TEXT_IN_CORNER: 'BAD_REQUEST',
  OFF_FRAME: 'BAD_REQUEST',
  // 503: the client retries queries on it, and tells the person for mutations (which it never retries).
  UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  BATCH_TOO_LARGE: 'BAD_REQUEST',
  // Uploads: each refused file says why (server/files/uploads.ts).
  UPLOAD_EMPTY: 'BAD_REQUEST',
  UPLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UPLOAD_NOT_IMAGE: 'UNSUPPORTED_MEDIA_TYPE',
  UPLOAD_SVG: 'UNSUPPORTED_MEDIA_TYPE',
  UPLOAD_GIF: 'UNSUPPORTED_MEDIA_TYPE',
  UPLOAD_PDF: 'UNSUPPORTED_MEDIA_TYPE',
  UPLOAD_HEIC: 'UNSUPPORTED_MEDIA_TYPE',
  UPLOAD_DAMAGED: 'BAD_REQUEST',
  UPLOAD_TOO_MANY_PIXELS: 'BAD_REQUEST',
  UPLOAD_QUOTA_FULL: 'FORBIDDEN',
  PHOTO_TOO_SMALL: 'PRECONDITION_FAILED',
  EXPORT_4K_PHOTO_TOO_SMALL: 'PRECONDITION_FAILED',
  // 503 both: the client sends the file again by itself only on UPLOAD_BUSY (client/lib/upload.ts).
  UPLOAD_BUSY: 'SERVICE_UNAVAILABLE',
  UPLOAD_STORAGE_FULL: 'SERVICE_UNAVAILABLE',
  // « Retirer le fond uni » (server/brand/flat-background.ts).
  LOGO_NOT_FLAT: 'BAD_REQUEST',
  LOGO_EMPTY: 'BAD_REQUEST',
  INTERNAL: 'INTERNAL_SERVER_ERROR',
  // AI edits of a picture (server/studio/ai-edit.ts): refused before anything is charged.
  AI_ENGINE_REQUIRED: 'PRECONDITION_FAILED',
  NO_PICTURE: 'BAD_REQUEST',
  NOT_A_PICTURE: 'BAD_REQUEST',
  STILL_RENDERING: 'CONFLICT',
  // DigitalMe and FaceSwap (server/digitalme): refused before anything is stored or charged.
  DIGITALME_CONSENT_REQUIRED: 'PRECONDITION_FAILED',
  DIGITALME_NOT_READY: 'CONFLICT',
  DIGITALME_SET_FULL: 'CONFLICT',
  DIGITALME_TOO_FEW: 'CONFLICT',
  DIGITALME_BUSY: 'CONFLICT',
  FACESWAP_NO_FACE: 'BAD_REQUEST',
  FACESWAP_CHOOSE_FACE: 'BAD_REQUEST',
  FACESWAP_PROFILE: 'BAD_REQUEST',
  // Account control (server/privacy): who asks must prove it is them.
  WRONG_PASSWORD: 'FORBIDDEN',
  RECENT_SIGN_IN_REQUIRED: 'FORBIDDEN',
  TEAM_FULL: 'CONFLICT',
  TEAM_INVITATION_INVALID: 'BAD_REQUEST',
  TEAM_INVITATION_OTHER_EMAIL: 'FORBIDDEN',
  TEAM_ALREADY_IN: 'CONFLICT',
  TEAM_SELF: 'BAD_REQUEST',
  EMAIL_CHANGE_OTHER_ACCOUNT: 'FORBIDDEN',
  // « Compte »: a change of e-mail address (server/account/email-change.ts).
  EMAIL_TAKEN: 'CONFLICT',
  EMAIL_UNCHANGED: 'BAD_REQUEST',
  INVALID_EMAIL_CHANGE_LINK: 'BAD_REQUEST',
  // « Compte »: linking and unlinking Google (server/auth/google-link.ts).
  GOOGLE_ALREADY_LINKED: 'CONFLICT',
  GOOGLE_NOT_LINKED: 'CONFLICT',
  LAST_SIGN_IN_METHOD: 'CONFLICT',
};

/** A business error: its code reaches the client, which shows the French sentence for it. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly code: AppErrorCode,
    message: string = code,
    readonly details: {
      reasons?: string[];
      retryAfterSeconds?: number;
      requiredPlan?: string;
      publicMessage?: string;
      resource?: NotFoundResource;
      /** With VALIDATION: French messages per field path (« headline.text »). */
      fieldErrors?: Record<string, string[]>;
      /** With FACESWAP_CHOOSE_FACE: the faces the user picks from. */
      faces?: AppErrorData['faces'];
    } = {},
  ) {
    super(message);
  }
  get trpcCode(): TRPC_ERROR_CODE_KEY {
    return HTTP_KIND[this.code];
  }
}

/** Something the caller may not see or that does not exist: both answer alike, so ids cannot be probed. */
export function notFound(resource: NotFoundResource, what: string): AppError {
  return new AppError('NOT_FOUND', `${resource} ${what}`, { resource });
}
