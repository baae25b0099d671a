import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '../../client/i18n/errors';
import { cleanUploadBytes } from '../../server/files/uploads';
import { pngFromBase64 } from '../../server/image-engines/image-bytes';

/**
 * The cases of the one reader of file types (server/files/image-type.ts) that the upload catalogue
 * (tests/integration/uploads.test.ts) does not send: what the bytes are decides, never the name, and
 * a hosted engine's answer is read the same way. Bytes only: no server, no database.
 */

/** The French sentence a person reads for what `promise` was refused with. */
async function sentence(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e as { code?: string },
  );
  expect(err, 'refused').not.toBeNull();
  return ERROR_MESSAGES[err!.code as keyof typeof ERROR_MESSAGES] ?? `no sentence for ${err!.code}`;
}

const square = (format: 'png' | 'tiff' | 'avif', alpha = false) =>
  sharp({ create: { width: 40, height: 30, channels: alpha ? 4 : 3, background: alpha ? { r: 200, g: 30, b: 30, alpha: 0.5 } : '#c81e1e' } })
    [format]()
    .toBuffer();

describe('a file is what sharp reads in its bytes', () => {
  it('a transparent PNG sent as « logo.jpg » stays a PNG with its transparency', async () => {
    const clean = await cleanUploadBytes(await square('png', true));
    expect([clean.format, clean.hasAlpha, clean.width, clean.height]).toEqual(['png', true, 40, 30]);
  });

  it('an HTML page carrying an SVG, or a plain text, is refused as what it is', async () => {
    const html = Buffer.from('<!doctype html><html><body><svg width="10" height="10"><script>fetch("/api")</script></svg></body></html>');
    expect(await sentence(cleanUploadBytes(html))).toBe(ERROR_MESSAGES.UPLOAD_SVG);
    expect(await sentence(cleanUploadBytes(Buffer.from('<html><body>une photo</body></html>')))).toBe(ERROR_MESSAGES.UPLOAD_NOT_IMAGE);
  });

  it('a TIFF, which sharp reads but the product does not take, is « not an image JPEG, PNG or WebP »', async () => {
    expect(await sentence(cleanUploadBytes(await square('tiff')))).toBe(ERROR_MESSAGES.UPLOAD_NOT_IMAGE);
  });

  it('an iPhone HEIC photo gets the sentence that says how to send a JPEG', async () => {
    // An HEIF file whose brand says HEIC: libvips names its compression from the brand.
    const avif = await square('avif');
    const heic = Buffer.from(avif.toString('latin1').replaceAll('avif', 'heic'), 'latin1');
    expect(await sentence(cleanUploadBytes(heic))).toBe(ERROR_MESSAGES.UPLOAD_HEIC);
  });
});

describe('a hosted engine’s picture is read the same way', () => {
  it('a JPEG comes back as PNG bytes; a GIF or an SVG is a bad answer, never stored', async () => {
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#123456' } }).jpeg().toBuffer();
    expect((await sharp(await pngFromBase64(jpeg.toString('base64'), 'test', 'data')).metadata()).format).toBe('png');
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a0' } }).gif().toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>');
    for (const bytes of [gif, svg]) await expect(pngFromBase64(bytes.toString('base64'), 'test', 'data')).rejects.toMatchObject({ code: 'bad_response', retryable: false });
  });
});
