/**
 * The whole layout of stored files, in one place: every key the product writes is made here.
 * A user's own files sit under folders named by their id, so all of them can be listed, counted
 * or erased by prefix (`userFolders`). Invoices are kept by number (10 years, even after an
 * account is closed). Mail attachments have no key of their own: a message names the key of the
 * file it carries (an invoice PDF).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are ours (UUIDs): anything else in a key is a bug, caught before it becomes a path. */
function id(value: string): string {
  if (!UUID.test(value)) throw new Error(`not an id: ${value}`);
  return value.toLowerCase();
}

/** The HD JPEG and WebP preview of one revision of a thumbnail (each revision has its own files). */
export function thumbnailFiles(userId: string, thumbnailId: string, revision: number): { jpeg: string; preview: string } {
  const base = `thumbnails/${id(userId)}/${id(thumbnailId)}${revision > 0 ? `-r${revision}` : ''}`;
  return { jpeg: `${base}.jpg`, preview: `${base}.webp` };
}

/** Every file of every revision of a thumbnail, 0 to `lastRevision` (a revision never drawn simply has none). */
export function allThumbnailFiles(userId: string, thumbnailId: string, lastRevision: number): string[] {
  const keys: string[] = [];
  for (let revision = 0; revision <= lastRevision; revision++) {
    const files = thumbnailFiles(userId, thumbnailId, revision);
    keys.push(files.jpeg, files.preview);
  }
  return keys;
}

/** A 4K, 9:16 or 1:1 export. */
export function exportFile(userId: string, exportId: string): string {
  return `exports/${id(userId)}/${id(exportId)}.jpg`;
}

/** An image an engine made for a design (AI background, cut-out subject, reframed background). */
export function engineAssetFile(userId: string, assetId: string): string {
  return `assets/${id(userId)}/${id(assetId)}.png`;
}

export type UploadFormat = 'jpeg' | 'png' | 'webp';
const UPLOAD_EXT: Record<UploadFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

/** An image a user sent (cleaned and re-encoded), and its small WebP thumbnail for « Mes images ». */
export function uploadFiles(userId: string, assetId: string, format: UploadFormat): { image: string; thumbnail: string } {
  const base = `uploads/${id(userId)}/${id(assetId)}`;
  return { image: `${base}.${UPLOAD_EXT[format]}`, thumbnail: `${base}-thumb.webp` };
}

/** A DigitalMe photo's face, aligned (eyes level) and cropped, made when the set is built. */
export function digitalMeFaceFile(userId: string, photoId: string): string {
  return `digitalme/${id(userId)}/${id(photoId)}-face.jpg`;
}

/** A « mes données » ZIP: in the user's exports folder, so closing the account removes it too. */
export function dataExportFile(userId: string, exportId: string): string {
  return `exports/${id(userId)}/donnees-${id(exportId)}.zip`;
}

/** An invoice PDF, by its number. */
export function invoiceFile(year: number, number: string): string {
  if (!/^[A-Za-z0-9_-]+$/.test(number) || !Number.isInteger(year)) throw new Error(`bad invoice number: ${year}/${number}`);
  return `invoices/${year}/${number}.pdf`;
}

/** The top folders under which users' files are kept, by their id. */
const USER_ROOTS = ['thumbnails', 'exports', 'assets', 'uploads', 'digitalme'] as const;

/**
 * Every top folder a key made here starts with (a new kind of file adds its folder here): the
 * retention pass looks for files no row points to under these, and nowhere else.
 */
export const STORAGE_ROOTS: readonly string[] = [...USER_ROOTS, 'invoices'].map((root) => `${root}/`);

/** Every folder holding one user's files (for an account's erasure, or a count of its files). */
export function userFolders(userId: string): string[] {
  return USER_ROOTS.map((root) => `${root}/${id(userId)}/`);
}
