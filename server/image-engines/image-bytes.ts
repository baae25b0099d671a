import sharp from 'sharp';
import { readImageType } from '../files/image-type';
import { ImageEngineError } from './errors';

/** The picture formats both hosted image APIs take and give. */
export type ImageFormat = 'png' | 'jpeg' | 'webp';
export const IMAGE_MIME: Record<ImageFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * The format of a picture we send (our own cleaned uploads and renders), to label it for the API,
 * read as every other picture is (server/files/image-type.ts, sharp's own loaders): null for
 * anything but a PNG, JPEG or WebP.
 */
export async function formatOfImage(bytes: Buffer): Promise<ImageFormat | null> {
  const reading = await readImageType(bytes);
  return reading.kind === 'image' && reading.type !== 'avif' ? reading.type : null;
}

/**
 * The base64 picture of an answer, as PNG bytes (png is asked for; should another format come
 * back, the caller still gets a PNG). Anything that is not a decodable image is `bad_response`,
 * never retried: every image is paid for. `where` says who answered, `what` which field held it.
 */
export async function pngFromBase64(data: string, where: string, what: string): Promise<Buffer> {
  const b64 = data.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64)) throw new ImageEngineError('bad_response', `${where} with ${what} that is not base64`, { retryable: false });
  const bytes = Buffer.from(b64, 'base64');
  // Read as an upload is (server/files/image-type.ts): sharp's own loaders name it, and a damaged header is caught there too.
  const reading = await readImageType(bytes);
  if (reading.kind !== 'image' || reading.type === 'avif') {
    const why = reading.kind === 'image' ? reading.type : reading.detail;
    throw new ImageEngineError('bad_response', `${where} with ${what} whose bytes are not a PNG, JPEG or WebP image (${why}; starts ${bytes.subarray(0, 8).toString('hex')})`, { retryable: false });
  }
  try {
    return reading.type === 'png' ? bytes : await sharp(bytes).png().toBuffer();
  } catch (err) {
    throw new ImageEngineError('bad_response', `${where} with a ${reading.type} image that does not decode: ${err instanceof Error ? err.message : String(err)}`, { retryable: false, cause: err });
  }
}
