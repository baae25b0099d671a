/** Every application error code. The client must translate each one (client/i18n/errors.ts). */
export const APP_ERROR_CODES = [
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'WEAK_PASSWORD',
  'SESSION_EXPIRED',
  'INSUFFICIENT_CREDITS',
  'NOT_FOUND',
  'VALIDATION',
  'RATE_LIMITED',
  'PASSWORD_TURNS_FULL',
  'BAD_RETURN_URL',
  'FORBIDDEN_ORIGIN',
  'INVALID_CODE',
  'INVALID_RESET_LINK',
  'EMAIL_NOT_VERIFIED',
  'INVALID_VERIFY_LINK',
  'INVALID_MFA_CODE',
  'MFA_CHALLENGE_EXPIRED',
  'MFA_ALREADY_ENABLED',
  'MFA_NOT_STARTED',
  'MFA_NOT_ENABLED',
  'REAUTH_REQUIRED',
  'PLAN_REQUIRED',
  'PAYMENT_FAILED',
  'NO_SUBSCRIPTION',
  'SUBSCRIPTION_TERMINATED',
  'SANDBOX_CLOSED',
  'NOT_READY',
  'NOTHING_TO_IMPROVE',
  'NO_OTHER_SUBJECT',
  'TEXT_IN_CORNER',
  'OFF_FRAME',
  'UNAVAILABLE',
  'BATCH_TOO_LARGE',
  'UPLOAD_EMPTY',
  'UPLOAD_TOO_LARGE',
  'UPLOAD_NOT_IMAGE',
  'UPLOAD_SVG',
  'UPLOAD_GIF',
  'UPLOAD_PDF',
  'UPLOAD_HEIC',
  'UPLOAD_DAMAGED',
  'UPLOAD_TOO_MANY_PIXELS',
  'UPLOAD_QUOTA_FULL',
  'PHOTO_TOO_SMALL',
  'EXPORT_4K_PHOTO_TOO_SMALL',
  'UPLOAD_BUSY',
  'UPLOAD_STORAGE_FULL',
  'LOGO_NOT_FLAT',
  'LOGO_EMPTY',
  'EDIT_REFUSED',
  'INTERNAL',
  'AI_ENGINE_REQUIRED',
  'NO_PICTURE',
  'NOT_A_PICTURE',
  'STILL_RENDERING',
  'DIGITALME_CONSENT_REQUIRED',
  'DIGITALME_NOT_READY',
  'DIGITALME_SET_FULL',
  'DIGITALME_TOO_FEW',
  'DIGITALME_BUSY',
  'FACESWAP_NO_FACE',
  'FACESWAP_CHOOSE_FACE',
  'FACESWAP_PROFILE',
  'WRONG_PASSWORD',
  'RECENT_SIGN_IN_REQUIRED',
  'TEAM_FULL',
  'TEAM_INVITATION_INVALID',
  'TEAM_INVITATION_OTHER_EMAIL',
  'TEAM_ALREADY_IN',
  'TEAM_SELF',
  'EMAIL_TAKEN',
  'EMAIL_UNCHANGED',
  'INVALID_EMAIL_CHANGE_LINK',
  'GOOGLE_ALREADY_LINKED',
  'GOOGLE_NOT_LINKED',
  'LAST_SIGN_IN_METHOD',
  'EMAIL_CHANGE_OTHER_ACCOUNT',
] as const;

export type AppErrorCode = (typeof APP_ERROR_CODES)[number];

/** What a NOT_FOUND is about: each kind has its own French sentence (client/i18n/errors.ts). */
export const NOT_FOUND_RESOURCES = ['thumbnail', 'order', 'session', 'sandbox_payment', 'file', 'image', 'version', 'support', 'team_member'] as const;
export type NotFoundResource = (typeof NOT_FOUND_RESOURCES)[number];

/** What the tRPC error formatter adds to `error.data` for the client. */
export interface AppErrorData {
  appCode: AppErrorCode | null;
  /** Human reasons for WEAK_PASSWORD, in French. */
  reasons?: string[];
  fieldErrors?: Record<string, string[] | undefined>;
  /** With RATE_LIMITED: when trying again makes sense. */
  retryAfterSeconds?: number;
  /** With PLAN_REQUIRED: the name of the cheapest plan that unlocks the feature (« Premium »). */
  requiredPlan?: string;
  /** With PAYMENT_FAILED: the gateway's reason in French, when it gave one worth showing. */
  publicMessage?: string;
  /** With NOT_FOUND: what was not found. */
  resource?: NotFoundResource;
  /** With FACESWAP_CHOOSE_FACE: the faces to choose from, each with its box in the frame (null when it is not shown). */
  faces?: Array<{ index: number; box: { x: number; y: number; w: number; h: number } | null }>;
}
