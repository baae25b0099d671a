import type { LoadedImage, RenderHost, Surface } from '../../shared/engine/render/canvas';
import { pictoKey, type Design, type FontFamily } from '../../shared/engine/model/design';
import { fontFileFor } from '../../shared/engine/render/fonts';
import { renderDesign } from '../../shared/engine/render/render';

/**
 * MGX3 in the browser: the same renderer as the server, fed with the same TTF files (served from
 * /fonts/…, registered under the same family names with FontFace) and the design's own images.
 */
const fontLoads = new Map<string, Promise<void>>();
const fontsIn = new Set<string>();
const imageLoads = new Map<string, Promise<LoadedImage | null>>();

function loadFont(url: string, family: string): Promise<void> {
  let p = fontLoads.get(url);
  if (!p) {
    const face = new FontFace(family, `url(${url})`);
    p = face.load().then((loaded) => {
      document.fonts.add(loaded);
      fontsIn.add(url);
    });
    fontLoads.set(url, p);
  }
  return p;
}

function loadImage(url: string): Promise<LoadedImage | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve({ source: img, width: img.naturalWidth, height: img.naturalHeight });
    img.onerror = () => resolve(null); // a missing image is skipped, as on the server
    img.src = url;
  });
}

/** Fonts by family, loaded once per page (to typeset before there is a design, e.g. the title check). */
export async function prepareFonts(families: readonly FontFamily[]): Promise<void> {
  await Promise.all(families.map((family) => fontFileFor(family, 400)).map((f) => loadFont(f.url, f.family)));
}

/**
 * Whether this page holds every font `design` is typeset in already: it then draws within a frame or
 * two (a new pictogram aside), and nothing need stand in for it meanwhile.
 */
export function fontsReadyFor(design: Design): boolean {
  return design.layers.every((l) => l.type !== 'text' || fontsIn.has(fontFileFor(l.font.family, l.font.weight).url));
}

/** The fonts and images a design needs, loaded (fonts once per page). */
export async function prepareDesign(design: Design): Promise<Map<string, LoadedImage>> {
  const families = new Set(design.layers.flatMap((l) => (l.type === 'text' ? [fontFileFor(l.font.family, l.font.weight)] : [])));
  const ids = new Set<string>();
  if (design.background.kind === 'image') ids.add(design.background.asset);
  for (const l of design.layers) if (l.type === 'image' || l.type === 'logo') ids.add(l.asset);
  const urls = new Map<string, string>([...ids].map((id) => [id, `/files/assets/${id}`]));
  // Pictograms are vectors: the browser draws the SVG sharp at any size.
  for (const l of design.layers) if (l.type === 'picto') urls.set(pictoKey(l.icon), `/pictos/${l.icon.replace(':', '/')}.svg`);
  const [, ...images] = await Promise.all([
    Promise.all([...families].map((f) => loadFont(f.url, f.family))),
    ...[...urls].map(async ([id, url]) => {
      // Loaded once per page: redrawing on every keystroke must not fetch the images again.
      let p = imageLoads.get(id);
      if (!p) imageLoads.set(id, (p = loadImage(url)));
      return [id, await p] as const;
    }),
  ]);
  const map = new Map<string, LoadedImage>();
  for (const [id, img] of images) if (img) map.set(id, img);
  return map;
}

export function surface(width: number, height: number): Surface {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

/**
 * Pictograms are SVG documents, and Chromium's canvas plays an SVG's vector drawing again on every
 * drawImage (6–8 ms for an emoji-like ball in software rendering, twice when it glows: once for its
 * silhouette). The preview draws each one from a bitmap instead, rasterised once per page and size,
 * as the server does (server/engine/pictos.ts). Sizes go by half octaves, so a drawn pictogram is
 * never shrunk by more than 1.42 (still sharp) and a resize drag rasterises again only every ~40 %.
 */
const PICTO_MIN_PX = 64;
const PICTO_MAX_PX = 2048;
const pictoRasters = new WeakMap<CanvasImageSource, Map<number, LoadedImage>>();

function pictoBucket(need: number): number {
  for (let k = 0; ; k++) {
    const px = Math.round(PICTO_MIN_PX * Math.SQRT2 ** k);
    if (px >= need || px >= PICTO_MAX_PX) return Math.min(px, PICTO_MAX_PX);
  }
}

function rasterPicto(img: LoadedImage, need: number): LoadedImage {
  // An SVG without its own size (naturalWidth 0) cannot be scaled to a bitmap: drawn as it is.
  if (img.width <= 0 || img.height <= 0) return img;
  const px = pictoBucket(need);
  let sizes = pictoRasters.get(img.source);
  if (!sizes) pictoRasters.set(img.source, (sizes = new Map()));
  let raster = sizes.get(px);
  if (!raster) {
    // The bitmap keeps the SVG's proportions; the renderer only reads width and height for them.
    const long = Math.max(img.width, img.height);
    const c = surface(Math.max(1, Math.round((px * img.width) / long)), Math.max(1, Math.round((px * img.height) / long)));
    c.getContext('2d')?.drawImage(img.source, 0, 0, c.width, c.height);
    raster = { source: c as HTMLCanvasElement, width: img.width, height: img.height };
    sizes.set(px, raster);
  }
  return raster;
}

/** The images a design draws with at `scale`, each pictogram as a bitmap at the size it is drawn. */
export function imagesForScale(design: Design, images: ReadonlyMap<string, LoadedImage>, scale: number): ReadonlyMap<string, LoadedImage> {
  const need = new Map<string, number>();
  for (const l of design.layers) {
    if (l.type !== 'picto') continue;
    const key = pictoKey(l.icon);
    need.set(key, Math.max(need.get(key) ?? 0, Math.max(l.box.w, l.box.h) * scale));
  }
  if (need.size === 0) return images;
  const out = new Map(images);
  for (const [key, px] of need) {
    const img = images.get(key);
    if (img) out.set(key, rasterPicto(img, px));
  }
  return out;
}

/** Draws a design whose fonts and images are loaded (synchronous: nothing can interleave). */
export function drawPrepared(canvas: HTMLCanvasElement, design: Design, images: ReadonlyMap<string, LoadedImage>, scale = 1): void {
  canvas.width = Math.round(design.width * scale);
  canvas.height = Math.round(design.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D indisponible');
  const host: RenderHost = { createSurface: surface, images: imagesForScale(design, images, scale) };
  renderDesign(ctx, design, host, scale);
}

let measureCtx: CanvasRenderingContext2D | null = null;

/** A context to measure text with the loaded fonts (call prepareDesign first). */
export function browserMeasurer(): CanvasRenderingContext2D {
  measureCtx ??= document.createElement('canvas').getContext('2d');
  if (!measureCtx) throw new Error('Canvas 2D indisponible');
  return measureCtx;
}
