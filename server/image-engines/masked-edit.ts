import sharp from 'sharp';
import type { PictureEdit } from '../ports';
import { ImageEngineError } from './errors';

/**
 * What every hosted engine does around a model's picture edit, so that only the masked part of a
 * picture can ever change:
 *
 * 1. the part to redo is found in the mask (transparent pixels), and the picture is cropped to it
 *    with a small margin of context: the model sees the subject, not a mostly empty canvas;
 * 2. the crop is flattened on a neutral grey (models take no transparency) and scaled down to at
 *    most `maxSide` pixels on its long side (what the models work at anyway; less to upload);
 * 3. the model answers at its own size and aspect ratio: the answer is stretched back onto the
 *    crop, and blended into the original through the mask. Pixels the mask keeps are copied from
 *    the original byte for byte, and the original alpha is kept everywhere (a cut-out keeps its
 *    silhouette).
 */

/** The grey a cut-out is flattened on: neutral, so it does not tint the subject's edges. */
const BACKDROP = { r: 128, g: 128, b: 128 };
/** Context kept around the part to redo, as a share of its size. */
const MARGIN = 0.06;

export interface ModelInput {
  /** The crop the model sees: an opaque PNG. */
  png: Buffer;
  /** The crop's mask at the same size, OpenAI's convention (opaque = keep, transparent = redo). */
  mask: Buffer;
  width: number;
  height: number;
}

export async function editThroughMask(edit: PictureEdit, opts: { maxSide: number }, callModel: (input: ModelInput) => Promise<Buffer>): Promise<Buffer> {
  const original = await sharp(edit.png)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw new ImageEngineError('bad_request', `picture edit: unreadable picture: ${message(err)}`, { retryable: false, cause: err });
    });
  const { width, height } = original.info;
  const pixels = original.data;
  const redo = await redoWeights(edit.mask, width, height);

  const box = redoBox(redo, width, height);
  if (!box) throw new ImageEngineError('bad_request', 'picture edit: the mask keeps every pixel, there is nothing to edit', { retryable: false });

  // The crop, flattened, scaled to the model's size; its mask scaled the same way.
  const scale = Math.min(1, opts.maxSide / Math.max(box.w, box.h));
  const sentW = Math.max(1, Math.round(box.w * scale));
  const sentH = Math.max(1, Math.round(box.h * scale));
  const png = await sharp(pixels, { raw: { width, height, channels: 4 } })
    .extract({ left: box.x, top: box.y, width: box.w, height: box.h })
    .flatten({ background: BACKDROP })
    .resize(sentW, sentH, { fit: 'fill' })
    .png()
    .toBuffer();
  const maskRgba = Buffer.alloc(box.w * box.h * 4);
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) {
      const o = (y * box.w + x) * 4;
      maskRgba[o + 3] = 255 - redo[(box.y + y) * width + box.x + x]!;
    }
  }
  const mask = await sharp(maskRgba, { raw: { width: box.w, height: box.h, channels: 4 } }).resize(sentW, sentH, { fit: 'fill' }).png().toBuffer();

  const answer = await callModel({ png, mask, width: sentW, height: sentH });

  // The answer, whatever its size, laid back onto the crop.
  const back = await sharp(answer)
    .ensureAlpha()
    .resize(box.w, box.h, { fit: 'fill' })
    .raw()
    .toBuffer()
    .catch((err: unknown) => {
      throw new ImageEngineError('bad_response', `picture edit: the model's answer does not decode: ${message(err)}`, { retryable: false, cause: err });
    });
  const out = Buffer.from(pixels);
  for (let y = 0; y < box.h; y++) {
    for (let x = 0; x < box.w; x++) {
      const i = (box.y + y) * width + box.x + x;
      const k = redo[i]!;
      if (k === 0) continue;
      const o = i * 4;
      const a = (y * box.w + x) * 4;
      for (let c = 0; c < 3; c++) out[o + c] = Math.round((pixels[o + c]! * (255 - k) + back[a + c]! * k) / 255);
      // Alpha stays the original's: the silhouette of a cut-out does not move.
    }
  }
  return sharp(out, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

/** 0 (keep) to 255 (redo) per pixel, from the mask's alpha; everything when there is no mask. */
async function redoWeights(mask: Buffer | undefined, width: number, height: number): Promise<Uint8Array> {
  const redo = new Uint8Array(width * height);
  if (!mask) return redo.fill(255);
  const { data, info } = await sharp(mask)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch((err: unknown) => {
      throw new ImageEngineError('bad_request', `picture edit: unreadable mask: ${message(err)}`, { retryable: false, cause: err });
    });
  if (info.width !== width || info.height !== height) {
    throw new ImageEngineError('bad_request', `picture edit: the mask is ${info.width}x${info.height}, the picture ${width}x${height}`, { retryable: false });
  }
  for (let i = 0; i < redo.length; i++) redo[i] = 255 - data[i * 4 + 3]!;
  return redo;
}

/** The box around every pixel to redo, widened by the margin and kept inside the picture. */
function redoBox(redo: Uint8Array, width: number, height: number): { x: number; y: number; w: number; h: number } | null {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (redo[y * width + x] === 0) continue;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  if (x1 < 0) return null;
  const mx = Math.round((x1 - x0 + 1) * MARGIN);
  const my = Math.round((y1 - y0 + 1) * MARGIN);
  const x = Math.max(0, x0 - mx);
  const y = Math.max(0, y0 - my);
  return { x, y, w: Math.min(width, x1 + 1 + mx) - x, h: Math.min(height, y1 + 1 + my) - y };
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
