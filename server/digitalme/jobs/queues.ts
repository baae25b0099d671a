/** DigitalMe queue names, apart from the handlers so the service can queue without importing them. */
export const CHECK_PHOTO_QUEUE = 'digitalme.check';
export const BUILD_QUEUE = 'digitalme.build';
