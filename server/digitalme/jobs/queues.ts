/** DigitalMe queue names, apart from the handlers so the service can queue without importing them. */
export const CHECK_PHOTO_QUEUE = 'digitalme.check';
export const BUILD_QUEUE = 'digitalme.build';
/** Measures stored photos' identity descriptors again (jobs/backfill-descriptors.ts). */
export const BACKFILL_DESCRIPTORS_QUEUE = 'digitalme.backfill-descriptors';
/**
 * Dead letters: a check or a build that crashed or expired on every attempt (the worker killed, a
 * model that threw). Without them the photo would stay « en cours de vérification » forever, and the
 * set « en cours de création », refusing every change with DIGITALME_BUSY.
 */
export const CHECK_PHOTO_FAILED_QUEUE = 'digitalme.check-failed';
export const BUILD_FAILED_QUEUE = 'digitalme.build-failed';
