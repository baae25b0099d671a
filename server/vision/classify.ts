// Measures that decide what a picture without a person is for. Pure functions on small copies (320 px),
// so the thresholds can be tested on synthetic pictures and tuned on the contact sheet.
import type { Rgb } from './raster';
import { luma601 } from '../../shared/engine/style/color';

export interface PictureStats {
  /** Share of the picture the salient-object map calls object (> 0.5). */
  objectCoverage: number;
  /** Share of the map's non-empty pixels left undecided (0.15–0.85): high when the model hesitates. */
  objectUncertainty: number;
  /** Share of the picture's border the object touches: a subject sits inside its frame, scenery does not. */
  objectBorder: number;
  /** Mean brightness step between neighbours in the background (map < 0.1): low on a studio backdrop. */
  backgroundTexture: number;
  /** Share of the object made of perfectly flat pixels: UI panels are flat, photographed things are not. */
  objectFlatness: number;
  /** Share of the whole picture that is perfectly flat, and of hard edges: screenshots have both. */
  flatness: number;
  hardEdges: number;
}

const luma = (img: Rgb, i: number) => luma601(img.data[i * 3]!, img.data[i * 3 + 1]!, img.data[i * 3 + 2]!);

/** `image` is the 320×320 copy the object map was computed on; `map` may be null (no object model). */
export function measurePicture(image: Rgb, map: Float32Array | null): PictureStats {
  const { width: w, height: h } = image;
  const n = w * h;
  const step = new Float32Array(n);
  let flat = 0;
  let hard = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const here = luma(image, i);
      const right = x < w - 1 ? luma(image, i + 1) : here;
      const down = y < h - 1 ? luma(image, i + w) : here;
      const s = Math.abs(right - here) + Math.abs(down - here);
      step[i] = s;
      if (s <= 1) flat++;
      if (s >= 60) hard++;
    }
  }
  const stats: PictureStats = {
    objectCoverage: 0,
    objectUncertainty: 1,
    objectBorder: 1,
    backgroundTexture: 255,
    objectFlatness: 0,
    flatness: flat / n,
    hardEdges: hard / n,
  };
  if (!map) return stats;

  let fg = 0;
  let nonEmpty = 0;
  let undecided = 0;
  let bgCount = 0;
  let bgStep = 0;
  let fgFlat = 0;
  let border = 0;
  let borderFg = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const m = map[i]!;
      if (m > 0.5) {
        fg++;
        if (step[i]! <= 1) fgFlat++;
      }
      if (m > 0.15) nonEmpty++;
      if (m > 0.15 && m < 0.85) undecided++;
      if (m < 0.1) {
        bgCount++;
        bgStep += step[i]!;
      }
      if (x === 0 || y === 0 || x === w - 1 || y === h - 1) {
        border++;
        if (m > 0.5) borderFg++;
      }
    }
  }
  stats.objectCoverage = fg / n;
  stats.objectUncertainty = nonEmpty ? undecided / nonEmpty : 1;
  stats.objectBorder = borderFg / border;
  stats.backgroundTexture = bgCount ? bgStep / bgCount : 255;
  stats.objectFlatness = fg ? fgFlat / fg : 0;
  return stats;
}

/** A subject the object model outlines with confidence, on a backdrop plain enough to cut it out cleanly. */
export function isCleanObject(s: PictureStats): boolean {
  return (
    s.objectCoverage >= 0.03 &&
    s.objectCoverage <= 0.75 &&
    s.objectUncertainty <= 0.3 &&
    s.objectBorder <= 0.2 &&
    s.backgroundTexture <= 4 &&
    s.objectFlatness <= 0.5
  );
}

/** Flat colour areas cut by hard edges (panels, text): a screen capture rather than a photograph. */
export function isScreenshotLike(s: PictureStats): boolean {
  return s.flatness >= 0.45 && s.hardEdges >= 0.01;
}
