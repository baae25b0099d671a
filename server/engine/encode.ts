import sharp from 'sharp';
import type { Sharp } from 'sharp';

export const MAX_JPEG_BYTES = 2 * 1024 * 1024; // YouTube's custom thumbnail limit
const START_QUALITY = 88;
/** Below this, flat colours band and outlined letters ring: we never go lower. */
export const MIN_QUALITY = 70;
const QUALITY_STEP = 6;
export const PREVIEW_WIDTH = 480;

/**
 * sharp's libjpeg *is* mozjpeg. Its full `mozjpeg: true` preset (trellis quantisation, scan
 * optimisation, progressive) measured ~60 ms for one 1280×720 frame on this 2-core box, for ~10 %
 * fewer bytes: irrelevant under a 2 MB cap. We keep mozjpeg's cheap wins instead: its psychovisual
 * quant table and overshoot deringing (crisper outlined text on flat colours), in a baseline file.
 */
const JPEG_OPTIONS = {
  quantisationTable: 3,
  overshootDeringing: true,
  progressive: false,
  // Optimised Huffman tables save ~10 % of a file that is far under 2 MB anyway, for ~5 ms per file.
  optimiseCoding: false,
  chromaSubsampling: '4:2:0',
} as const;

function input(rgba: Buffer, width: number, height: number): Sharp {
  if (rgba.length !== width * height * 4) throw new Error(`moteur: ${width * height * 4} octets RGBA attendus, ${rgba.length} reçus`);
  // The canvas bytes are premultiplied; with an opaque background alpha is 255 everywhere and
  // dropping it is exact. sharp writes no metadata (EXIF, XMP, ICC) unless asked: the file is sRGB.
  return sharp(rgba, { raw: { width, height, channels: 4 } }).removeAlpha().toColourspace('srgb');
}

/**
 * A JPEG under `maxBytes`: the best quality that fits, from 88 down to the floor. A picture so
 * busy that even the floor is too big (a noisy photo background) is softened slightly instead of
 * losing more quality.
 */
export async function encodeJpeg(rgba: Buffer, width: number, height: number, maxBytes = MAX_JPEG_BYTES): Promise<{ jpeg: Buffer; quality: number }> {
  let quality = START_QUALITY;
  let jpeg = await input(rgba, width, height).jpeg({ ...JPEG_OPTIONS, quality }).toBuffer();
  while (jpeg.length >= maxBytes && quality > MIN_QUALITY) {
    quality = Math.max(MIN_QUALITY, quality - QUALITY_STEP);
    jpeg = await input(rgba, width, height).jpeg({ ...JPEG_OPTIONS, quality }).toBuffer();
  }
  for (let sigma = 0.6; jpeg.length >= maxBytes && sigma < 3; sigma += 0.6) {
    jpeg = await input(rgba, width, height).blur(sigma).jpeg({ ...JPEG_OPTIONS, quality }).toBuffer();
  }
  if (jpeg.length >= maxBytes) throw new Error(`moteur: impossible de passer sous ${maxBytes} octets`);
  return { jpeg, quality };
}

/**
 * Small WebP for the history (480 px on the long side). Pixels already drawn at that size (see
 * renderPreview: drawing small is cheaper than shrinking a full frame) are encoded as they are.
 */
export async function encodePreview(rgba: Buffer, width: number, height: number): Promise<Buffer> {
  const scale = PREVIEW_WIDTH / Math.max(width, height);
  const img = input(rgba, width, height);
  return (scale < 1 ? img.resize(Math.round(width * scale), Math.round(height * scale), { kernel: 'cubic' }) : img).webp({ quality: 70, effort: 2 }).toBuffer();
}
