import type { LoadedImage, RenderHost, Surface } from '../../shared/engine/canvas';
import { pictoKey, type Design, type FontFamily } from '../../shared/engine/design';
import { fontFileFor } from '../../shared/engine/fonts';
import { renderDesign } from '../../shared/engine/render';

/**
 * MGX3 in the browser: the same renderer as the server, fed with the same TTF files (served from
 * /fonts/…, registered under the same family names with FontFace) and the design's own images.
 */
const fontLoads = new Map<string, Promise<void>>();
const imageLoads = new Map<string, Promise<LoadedImage | null>>();

function loadFont(url: string, family: string): Promise<void> {
  let p = fontLoads.get(url);
  if (!p) {
    const face = new FontFace(family, `url(${url})`);
    p = face.load().then((loaded) => {
      document.fonts.add(loaded);
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

function surface(width: number, height: number): Surface {
  const c = document.createElement('canvas');
  c.width = width;
  c.height = height;
  return c;
}

/** Draws a design whose fonts and images are loaded (synchronous: nothing can interleave). */
export function drawPrepared(canvas: HTMLCanvasElement, design: Design, images: ReadonlyMap<string, LoadedImage>, scale = 1): void {
  canvas.width = Math.round(design.width * scale);
  canvas.height = Math.round(design.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('Canvas 2D indisponible');
  const host: RenderHost = { createSurface: surface, images };
  renderDesign(ctx, design, host, scale);
}


let measureCtx: CanvasRenderingContext2D | null = null;

/** A context to measure text with the loaded fonts (call prepareDesign first). */
export function browserMeasurer(): CanvasRenderingContext2D {
  measureCtx ??= document.createElement('canvas').getContext('2d');
  if (!measureCtx) throw new Error('Canvas 2D indisponible');
  return measureCtx;
}
