// Enlarges one region of a photo (the head and shoulders of a small face) four times, once, at upload. Two
// ways, measured against the photos they came from by bench/upscale.ts (SSIM of the face, nine faces brought
// down to 40–200 px and back): a Lanczos-3 enlargement, and ESRGAN-slim (esrgan.ts). The model is never closer
// to the original than Lanczos-3 (equal from 112 px, behind below: 0.844 against 0.861 at 40 px), its small
// faces show its 4×4 blocks, and it costs 13 times the time (4.3 s against 0.33 s for a 140 px face's head and
// shoulders) and 190 MB of memory; so Lanczos-3 is the default and the model stays for the bench and for a
// better one.
import sharp from 'sharp';
import { ESRGAN, esrganUpscale, TILE_MARGIN, type Box } from './esrgan';
import { orientedSize } from './raster';
import { resample } from './resample';

export type { Box } from './esrgan';

export type UpscaleMethod = 'lanczos3' | 'esrgan-slim';

export const UPSCALE_SCALE = 4;
/** Stored beside each upscaled file: another method or model version means the file is made again. */
export const UPSCALE_VERSIONS: Record<UpscaleMethod, string> = { lanczos3: 'lanczos3-x4@1', 'esrgan-slim': ESRGAN.version };
export const DEFAULT_UPSCALE: UpscaleMethod = 'lanczos3';
/** The small-photo rule's two sizes live with the rule (shared/engine/quality/photo-size.ts), read off bench/upscale.ts. */
export { HERO_FACE_MIN as FACE_HEIGHT_USED_AS_IS, UPSCALE_FACE_MIN as FACE_HEIGHT_UPSCALED_FROM } from '../../shared/engine/quality/photo-size';
/** Larger regions are refused: a face tall enough to need one is large enough to be used as it is. */
export const MAX_REGION_SIDE = 1024;

export interface Upscaled {
  png: Buffer;
  width: number;
  height: number;
  scale: number;
  method: UpscaleMethod;
  version: string;
  /** ESRGAN only: what its worker cost (model load, each tile, the process's RSS before and at its peak). */
  esrgan?: { loadMs: number; tileMs: number[]; tileCpuMs: number[]; peakRss: number; rssBefore: number };
}

/**
 * `box` (in the photo's upright pixels: EXIF orientation applied) enlarged four times, as a PNG. The pixels
 * around the box are read too, so its edges are drawn as its inside is.
 */
export async function upscaleRegion(bytes: Buffer, box: Box, method: UpscaleMethod = DEFAULT_UPSCALE): Promise<Upscaled> {
  const { width, height } = await orientedSize(bytes);
  const x = Math.max(0, Math.floor(box.x));
  const y = Math.max(0, Math.floor(box.y));
  const region = { x, y, w: Math.min(width, Math.ceil(box.x + box.w)) - x, h: Math.min(height, Math.ceil(box.y + box.h)) - y };
  if (region.w < 1 || region.h < 1) throw new RangeError(`upscale: box ${JSON.stringify(box)} is outside the ${width}×${height} photo`);
  if (region.w > MAX_REGION_SIDE || region.h > MAX_REGION_SIDE)
    throw new RangeError(`upscale: a ${region.w}×${region.h} region is beyond ${MAX_REGION_SIDE} px`);

  // The region with the context its edges need (the model's tile margin covers Lanczos' 3 px too).
  const sx = Math.max(0, region.x - TILE_MARGIN);
  const sy = Math.max(0, region.y - TILE_MARGIN);
  const sw = Math.min(width, region.x + region.w + TILE_MARGIN) - sx;
  const sh = Math.min(height, region.y + region.h + TILE_MARGIN) - sy;
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .rotate()
    .extract({ left: sx, top: sy, width: sw, height: sh })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`upscale: expected 3 channels after decoding, got ${info.channels}`);
  const source = { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: sw, height: sh };
  const local = { x: region.x - sx, y: region.y - sy, w: region.w, h: region.h };
  const outWidth = region.w * UPSCALE_SCALE;
  const outHeight = region.h * UPSCALE_SCALE;
  const raw = { width: outWidth, height: outHeight, channels: 3 } as const;

  if (method === 'esrgan-slim') {
    const run = await esrganUpscale(source, local);
    const png = await sharp(run.image.data, { raw }).png().toBuffer();
    const { loadMs, tileMs, tileCpuMs, peakRss, rssBefore } = run;
    return {
      png,
      width: outWidth,
      height: outHeight,
      scale: UPSCALE_SCALE,
      method,
      version: UPSCALE_VERSIONS[method],
      esrgan: { loadMs, tileMs, tileCpuMs, peakRss, rssBefore },
    };
  }
  // The whole source is enlarged, then the region cut out of it: with an integer scale, pixel centres line up.
  const enlarged = resample(source, sw * UPSCALE_SCALE, sh * UPSCALE_SCALE);
  const png = await sharp(enlarged.data, { raw: { width: enlarged.width, height: enlarged.height, channels: 3 } })
    .extract({ left: local.x * UPSCALE_SCALE, top: local.y * UPSCALE_SCALE, width: outWidth, height: outHeight })
    .png()
    .toBuffer();
  return { png, width: outWidth, height: outHeight, scale: UPSCALE_SCALE, method, version: UPSCALE_VERSIONS[method] };
}

/**
 * The head and shoulders around a face whose forehead top is at `top`, its chin `faceHeight` px below, centred
 * on `centreX`: three face heights wide (the shoulders), from half a face above the forehead (the hair) to 1.3
 * below the chin (the shoulders), clipped to the photo.
 */
export function headAndShoulders(face: { centreX: number; top: number; faceHeight: number }, width: number, height: number): Box {
  const x0 = Math.max(0, Math.floor(face.centreX - 1.5 * face.faceHeight));
  const y0 = Math.max(0, Math.floor(face.top - 0.5 * face.faceHeight));
  const x1 = Math.min(width, Math.ceil(face.centreX + 1.5 * face.faceHeight));
  const y1 = Math.min(height, Math.ceil(face.top + 2.3 * face.faceHeight));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
