/**
 * MGX3 on the server: the shared engine (layout, render, score) on Skia, and the files (sharp).
 * Everything is deterministic in the design.
 */
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design } from '../../shared/engine/model/design';
import { layoutDesign, type LayoutInput } from '../../shared/engine/layout/layout';
import { scoreDesign, type ScoreReport } from '../../shared/engine/quality/score';
import { makeWay } from '../../shared/engine/layout/make-way';
import { rasterize, rasterizeLayered, serverMeasurer, serverSurface } from './canvas';
import { encodeJpeg, encodePreview, PREVIEW_WIDTH } from './encode';

export { MAX_JPEG_BYTES, MIN_QUALITY, PREVIEW_WIDTH, encodeJpeg, encodePreview } from './encode';
export { rasterize, serverMeasurer, decodeImage, shrinkImage } from './canvas';

/**
 * The layout pass on the server's canvas (shared/engine/layout/make-way.ts): what collides makes way,
 * `pinned` layers (placed by hand) keep their place. `images` are the design's, loaded.
 */
export function makeWayOnServer(design: Design, images: ReadonlyMap<string, LoadedImage>, pinned: readonly string[] = [], by: 'hand' | 'instruction' = 'hand'): Design {
  return makeWay(design, { createSurface: serverSurface, images }, { pinned, by }).design;
}

/** What the headline sits on is judged at half size: plenty for luminance percentiles. */
const BEHIND_SCALE = 0.5;

/**
 * The design drawn without its text and logo: what the headline sits on, for the contrast check.
 * Half size is plenty for luminance percentiles, and four times cheaper to draw.
 */
export function rasterizeBehind(design: Design, images: ReadonlyMap<string, LoadedImage>, scale = BEHIND_SCALE): { rgba: Buffer; width: number; height: number } {
  return rasterize({ ...design, layers: design.layers.filter((l) => l.type !== 'text' && l.type !== 'logo') }, images, scale);
}

/** The history's WebP, drawn directly at its small size (cheaper than shrinking the full frame). */
export async function renderPreview(design: Design, images: ReadonlyMap<string, LoadedImage>): Promise<Buffer> {
  const small = rasterize(design, images, PREVIEW_WIDTH / Math.max(design.width, design.height));
  return encodePreview(small.rgba, small.width, small.height);
}

/** The legibility score of a drawn frame; `behind` (the frame without its words) is drawn here unless given. */
export function scoreRendered(
  design: Design,
  full: { rgba: Buffer; width: number; height: number },
  images: ReadonlyMap<string, LoadedImage>,
  behind: { rgba: Buffer; width: number; height: number } = rasterizeBehind(design, images),
): ScoreReport {
  return scoreDesign(serverMeasurer(), design, { data: full.rgba, width: full.width, height: full.height }, { data: behind.rgba, width: behind.width, height: behind.height });
}

/**
 * What the export job makes of a design for the history: the JPEG (< 2 MB), the WebP preview and
 * the legibility score. The frame is drawn once (rasterizeLayered: the part under the words, copied
 * small for the score, then the words, then the whole copied small for the preview) when the words
 * lie on top, as they nearly always do; else the preview and the part under the words are drawn apart.
 * The JPEG encodes on libuv's threads while the rest is done.
 */
export async function renderHdFiles(design: Design, images: ReadonlyMap<string, LoadedImage>): Promise<{ jpeg: Buffer; preview: Buffer; score: ScoreReport; width: number; height: number }> {
  const layered = rasterizeLayered(design, images, BEHIND_SCALE, PREVIEW_WIDTH / Math.max(design.width, design.height));
  const full = layered?.full ?? rasterize(design, images);
  const jpegP = encodeJpeg(full.rgba, full.width, full.height);
  const previewP = layered ? encodePreview(layered.preview.rgba, layered.preview.width, layered.preview.height) : renderPreview(design, images);
  const score = scoreRendered(design, full, images, layered?.behind);
  const [{ jpeg }, preview] = await Promise.all([jpegP, previewP]);
  return { jpeg, preview, score, width: full.width, height: full.height };
}

/** Title → design → 1280×720 JPEG + WebP preview (the local engine, no assets). */
export async function renderThumbnail(input: LayoutInput): Promise<{ design: Design; jpeg: Buffer; preview: Buffer; width: number; height: number }> {
  const design = layoutDesign(serverMeasurer(), input);
  const { rgba, width, height } = rasterize(design);
  const [{ jpeg }, preview] = await Promise.all([encodeJpeg(rgba, width, height), renderPreview(design, new Map())]);
  return { design, jpeg, preview, width, height };
}
