import type { Measurer } from '../render/canvas';
import type { Box, FontFamily } from '../model/design';
import type { TypesetOptions } from '../text/text';
import { fontString } from '../render/fonts';

/**
 * What « readable on a phone » means, shared by the typesetter (which aims for it) and the
 * legibility score (which measures it), so the layout never makes what the score then calls weak.
 */

/** YouTube's smallest common display of a thumbnail (the mobile list). */
export const MOBILE_WIDTH = 168;
/** Capital height, in px at MOBILE_WIDTH, from which the score calls the headline « bon »… */
export const CAP_OK_PX = 6;
/** …and under which it calls it « faible ». */
export const CAP_WEAK_PX = 4.5;

/** Height of a family's capitals at `size`, measured on the real font. */
export function capHeight(m: Measurer, family: FontFamily, size: number): number {
  m.font = fontString(family, size);
  return m.measureText('H').actualBoundingBoxAscent;
}

/** The smallest font size whose capitals reach CAP_OK_PX once a frame `frameWidth` wide is shown MOBILE_WIDTH wide. */
export function legibleSize(m: Measurer, family: FontFamily, frameWidth: number): number {
  const wanted = (CAP_OK_PX * frameWidth) / MOBILE_WIDTH;
  let size = Math.ceil((wanted * 100) / Math.max(1, capHeight(m, family, 100)));
  // Hinting can make the real ascent a hair smaller than the linear estimate: check and step up.
  while (capHeight(m, family, size) < wanted && size < 2000) size++;
  return size;
}

/**
 * The typesetting options of a headline, the same wherever it is typeset (layout, the editor, the
 * server's edit, « Améliorer »), so the same words always come out the same.
 */
export function headlineOptions(m: Measurer, family: FontFamily, strokeRatio: number, fit: { box: Box; minSize: number; maxSize: number; maxLines: number }, frame: { width: number; height: number }): TypesetOptions {
  const tall = frame.height > frame.width;
  return {
    family,
    maxWidth: fit.box.w,
    maxHeight: fit.box.h,
    minSize: fit.minSize,
    maxSize: fit.maxSize,
    strokeRatio,
    maxLines: fit.maxLines,
    // Wide frames read best on two or three lines; a fourth only when a phone needs it.
    comfortLines: tall ? 4 : 3,
    extraLineBias: tall ? 1 : 0.86,
    targetSize: legibleSize(m, family, frame.width),
  };
}
