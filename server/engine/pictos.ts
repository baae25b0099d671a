import { loadImage } from '@napi-rs/canvas';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import { pictoKey, type Design } from '../../shared/engine/model/design';

/** Where pictogram SVG documents come from (server/pictograms): null for an unknown name. */
export type SvgSource = (icon: string) => string | null;

/**
 * Rasterised pictograms by name and size, the least recently drawn dropped past 64 MB of pixels: a count
 * alone let 300 icons at 2048 px (4K exports) hold 4.8 GB, and 256 MB was a quarter of a worker's memory
 * for a tail of icons drawn once (issue 33: a worker stays under 700 MB). 64 MB keeps the pictograms
 * a worker draws again and again (64 at the 512 px an HD subject takes); one drawn again after it was
 * dropped costs about 10 ms of rasterising.
 */
const cache = new Map<string, LoadedImage>();
const CACHE_BYTES = 64 * 1024 * 1024;
let cachedBytes = 0;
const bytesOf = (img: LoadedImage) => img.width * img.height * 4;
const BUCKETS = [256, 512, 1024, 2048] as const;

/** The SVG at a pixel size: Skia draws SVG at its declared size, so the size is set on the root element. */
function sized(svg: string, px: number): string {
  return svg.replace(/<svg\b([^>]*)>/, (_, attrs: string) => `<svg${attrs.replace(/\s(width|height)="[^"]*"/g, '')} width="${px}" height="${px}">`);
}

/** The pictograms a design draws, rasterised once per size on this process, keyed as the renderer expects. */
export async function pictoImages(design: Design, svgFor: SvgSource, scale = 1): Promise<Map<string, LoadedImage>> {
  const wanted = new Map<string, number>();
  for (const l of design.layers) {
    if (l.type !== 'picto') continue;
    wanted.set(l.icon, Math.max(wanted.get(l.icon) ?? 0, Math.max(l.box.w, l.box.h) * scale));
  }
  const out = new Map<string, LoadedImage>();
  for (const [icon, need] of wanted) {
    const px = BUCKETS.find((b) => b >= need) ?? 2048;
    const key = `${icon}@${px}`;
    let img = cache.get(key);
    if (img) {
      // Most recently drawn last: the oldest goes first when the cache is full.
      cache.delete(key);
      cache.set(key, img);
    } else {
      const svg = svgFor(icon);
      if (!svg) continue; // an unknown pictogram is skipped, like a missing image
      const loaded = await loadImage(Buffer.from(sized(svg, px)));
      img = { source: loaded as unknown as CanvasImageSource, width: loaded.width, height: loaded.height };
      cache.set(key, img);
      cachedBytes += bytesOf(img);
      for (const [oldKey, old] of cache) {
        if (cachedBytes <= CACHE_BYTES || oldKey === key) break;
        cache.delete(oldKey);
        cachedBytes -= bytesOf(old);
      }
    }
    out.set(pictoKey(icon), img);
  }
  return out;
}

/** Bytes of pixels the cache holds (for its test). */
export function pictoCacheBytes(): number {
  return cachedBytes;
}
