import { createCanvas, loadImage, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Ctx, LoadedImage, Measurer, RenderHost, Surface } from '../../shared/engine/render/canvas';
import type { Design } from '../../shared/engine/model/design';
import { renderBackground, renderDesign, renderLayer } from '../../shared/engine/render/render';
import { ensureFonts } from './fonts';

/** Skia's context implements the standard Canvas 2D API the shared engine is written against. */
const asCtx = (c: SKRSContext2D): Ctx => c as unknown as Ctx;

export function serverSurface(width: number, height: number): Surface {
  return createCanvas(width, height) as unknown as Surface;
}

let measurer: Measurer | undefined;

/** A tiny shared context used only to measure text during layout. */
export function serverMeasurer(): Measurer {
  ensureFonts();
  measurer ??= asCtx(createCanvas(8, 8).getContext('2d'));
  return measurer;
}

/** Decodes image bytes (PNG, JPEG, WebP) for drawing. */
export async function decodeImage(bytes: Buffer): Promise<LoadedImage> {
  const img = await loadImage(bytes);
  return { source: img as unknown as CanvasImageSource, width: img.width, height: img.height };
}

/**
 * A picture redrawn with its long side at `side` pixels (smoothed at Skia's best quality), for a file
 * that draws it no larger: drawing a large picture small costs Skia as much as its source pixels.
 */
export function shrinkImage(img: LoadedImage, side: number): LoadedImage {
  const k = side / Math.max(img.width, img.height);
  if (k >= 1) return img;
  const width = Math.max(1, Math.round(img.width * k));
  const height = Math.max(1, Math.round(img.height * k));
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img.source as unknown as Parameters<typeof ctx.drawImage>[0], 0, 0, width, height);
  return { source: canvas as unknown as CanvasImageSource, width, height };
}

/** Draws a design with Skia and returns raw RGBA bytes (width*scale × height*scale × 4). */
export function rasterize(design: Design, images: ReadonlyMap<string, LoadedImage> = new Map(), scale = 1): { rgba: Buffer; width: number; height: number } {
  ensureFonts();
  const width = Math.round(design.width * scale);
  const height = Math.round(design.height * scale);
  const canvas = createCanvas(width, height);
  const host: RenderHost = { createSurface: serverSurface, images };
  renderDesign(asCtx(canvas.getContext('2d')), design, host, scale);
  // Every design starts from an opaque background, so the premultiplied bytes are the plain colours.
  return { rgba: canvas.data(), width, height };
}

type Raster = { rgba: Buffer; width: number; height: number };

/**
 * The HD frame, and from the same drawing the frame without its text and logo (at `behindScale`, for
 * the legibility score) and the frame at `previewScale` (for the history's WebP): the part under the
 * words is drawn once, copied small before the words go on, and the finished frame is copied small.
 * Null when a layer other than text or logo lies above the words (a band or a mark over the headline):
 * then the three are drawn one by one (rasterize).
 */
export function rasterizeLayered(design: Design, images: ReadonlyMap<string, LoadedImage>, behindScale: number, previewScale: number): { full: Raster; behind: Raster; preview: Raster } | null {
  const hidden = new Set(design.hidden ?? []);
  const shown = design.layers.filter((l) => !hidden.has(l.id));
  const isWords = (l: (typeof shown)[number]) => l.type === 'text' || l.type === 'logo';
  const firstWords = shown.findIndex(isWords);
  if (firstWords >= 0 && shown.slice(firstWords).some((l) => !isWords(l))) return null;
  ensureFonts();
  const host: RenderHost = { createSurface: serverSurface, images };
  const canvas = createCanvas(design.width, design.height);
  const ctx = canvas.getContext('2d');
  renderBackground(asCtx(ctx), design, host);
  const under = firstWords >= 0 ? shown.slice(0, firstWords) : shown;
  for (const layer of under) renderLayer(asCtx(ctx), design, layer, host);
  const behind = shrunk(canvas, behindScale);
  for (const layer of shown.slice(under.length)) renderLayer(asCtx(ctx), design, layer, host);
  return { full: { rgba: canvas.data(), width: design.width, height: design.height }, behind, preview: shrunk(canvas, previewScale) };
}

/** A copy of what a canvas holds, `scale` times its size, smoothed at Skia's best quality. */
function shrunk(source: Canvas, scale: number): Raster {
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
  const small = createCanvas(width, height);
  const ctx = small.getContext('2d');
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(source, 0, 0, width, height);
  return { rgba: small.data(), width, height };
}
