import sharp, { type Metadata } from 'sharp';
import type { AppErrorCode } from '../../shared/errors';

/**
 * What a file is: the one way the server tells, for every upload (« Ajout image », logo, profile
 * photo, DigitalMe, through server/files/uploads.ts) and every picture a hosted AI engine sends back
 * (server/image-engines/image-bytes.ts). The name and the declared type are the sender's word; what
 * counts is what sharp reads in the bytes.
 *
 * Why sharp's own reading (`metadata().format`) rather than the `file-type` package: sharp is already
 * the decoder every accepted file goes through, so the type we accept is the type libvips' own
 * loaders recognise (their signatures, kept upstream) and then decode: a file can no longer be one
 * thing to a sniffer and another to the decoder, a damaged header is caught by the same reading, and
 * a pixel bomb is refused from its header. It adds no dependency (file-type would bring an ESM-only
 * package and three of its own), and it knows SVG, which file-type leaves out as a text format.
 * What it cannot name is only what libvips has no loader for here: such a file is « not an image »,
 * and a PDF (the one such file creators often send) gets its own sentence, below.
 */

/** What we accept: JPEG, PNG, WebP, and AVIF where this machine's sharp decodes it. */
export type AcceptedType = 'jpeg' | 'png' | 'webp' | 'avif';

/** The refusals a reading can give; each has its French sentence on the client (client/i18n/errors.ts). */
export type ImageRefusal = Extract<AppErrorCode, 'UPLOAD_NOT_IMAGE' | 'UPLOAD_SVG' | 'UPLOAD_GIF' | 'UPLOAD_PDF' | 'UPLOAD_HEIC' | 'UPLOAD_DAMAGED' | 'UPLOAD_TOO_MANY_PIXELS'>;

export type ImageReading =
  | { kind: 'image'; type: AcceptedType; meta: Metadata }
  | { kind: 'refused'; code: ImageRefusal; detail: string }
  /** Only for the first bytes of a file still arriving: the header goes on further (a phone's EXIF block). */
  | { kind: 'unsure'; detail: string };

/** The first bytes read while a file is still arriving: enough for every loader's signature, and for most headers. */
export const SNIFF_BYTES = 4096;

/**
 * AVIF only when this machine's sharp can read it (its prebuilt libvips reads AVIF, never HEIC: the
 * HEVC decoder is not shipped). A HEIC photo is refused with a sentence asking for a JPEG.
 */
const AVIF_READABLE = Boolean(sharp.format.heif?.input.buffer);

/**
 * Reads what `input` (bytes, or the path of a file) is. `head: true` says the bytes are only the start
 * of the file: a header cut short is then « unsure » rather than damaged, while a file no loader
 * recognises, or one of a refused format, is refused at once, before the rest is read.
 * `limitInputPixels` refuses an image declaring more pixels, from its header alone.
 */
export async function readImageType(input: Buffer | string, opts: { head?: boolean; limitInputPixels?: number } = {}): Promise<ImageReading> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: opts.limitInputPixels ?? false }).metadata();
  } catch (err) {
    const message = (err as Error).message;
    if (/pixel limit/i.test(message)) return refused('UPLOAD_TOO_MANY_PIXELS', message);
    // No loader recognised the bytes (libvips looks only at the first ones): not an image we can read.
    if (/unsupported image format/i.test(message)) return refused(typeof input === 'string' || !looksLikePdf(input) ? 'UPLOAD_NOT_IMAGE' : 'UPLOAD_PDF', message);
    // The SVG loader took it (an `<svg` in its first bytes) but it is no SVG: an HTML page, an XML file.
    if (/XML parse error/i.test(message)) return refused('UPLOAD_SVG', message);
    return opts.head ? { kind: 'unsure', detail: message } : refused('UPLOAD_DAMAGED', `unreadable header: ${message}`);
  }
  const format = meta.format as string;
  if (format === 'jpeg' || format === 'png' || format === 'webp') return accepted(format, meta);
  // AVIF and HEIC share libvips' heif loader; the file's brand names the compression.
  if (format === 'heif') return meta.compression === 'av1' && AVIF_READABLE ? accepted('avif', meta) : refused('UPLOAD_HEIC', `heif ${meta.compression}`);
  if (format === 'gif') return refused('UPLOAD_GIF', 'gif');
  if (format === 'svg') return refused('UPLOAD_SVG', 'svg');
  // TIFF and the other formats libvips reads that the product does not take.
  return refused('UPLOAD_NOT_IMAGE', `read as ${format}`);
}

function accepted(type: AcceptedType, meta: Metadata): ImageReading {
  if (!meta.width || !meta.height) return refused('UPLOAD_DAMAGED', 'no dimensions');
  return { kind: 'image', type, meta };
}

function refused(code: ImageRefusal, detail: string): ImageReading {
  return { kind: 'refused', code, detail };
}

/**
 * Only to choose the sentence of a file sharp already refused (it has no PDF loader here): PDF
 * readers accept the signature anywhere in the first kilobyte. Never decides what is accepted.
 */
function looksLikePdf(bytes: Buffer): boolean {
  return bytes.toString('latin1', 0, Math.min(bytes.length, 1024)).includes('%PDF-');
}
