/**
 * The most calls one batched API request may carry. Our pages send a handful at a time; the client's
 * batch link splits above this, and the server refuses more (a request of thousands would freeze it).
 */
export const MAX_BATCH_CALLS = 20;

/** One uploaded file at most (« Ajout image », logo, profile photo, DigitalMe): refused while it streams past this. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
/** Pixels a sent image may declare (≈ 120 MP, a 13 000 × 9 000 scan): beyond, refused before it is decoded. */
export const MAX_UPLOAD_PIXELS = 120_000_000;
/** The long side an image is kept at: a 4K export needs no more (3 840 px). */
export const MAX_IMAGE_SIDE = 3840;
/** Above this weight or long side, the browser shrinks a photo before sending it (mobile data is expensive). */
export const CLIENT_SHRINK_BYTES = 4 * 1024 * 1024;
/**
 * What one person may keep in « Mes images »: 200 MB (cleaned files, as stored) and 300 files. A
 * cleaned 12 MP photo weighs 2 to 4 MB, so that is 50 to 100 photos, far more than designs use.
 */
export const UPLOAD_QUOTA_BYTES = 200 * 1024 * 1024;
export const UPLOAD_QUOTA_FILES = 300;
/** The long side of the small WebP shown in « Mes images ». */
export const UPLOAD_THUMBNAIL_SIDE = 320;
