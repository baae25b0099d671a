import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DRAWN_NAMESPACE, DRAWN_PICTOGRAMS } from '../../shared/pictograms/drawn-pictograms';
import { PROJECT_ROOT } from '../config';
import { indexIconifyFile, readIconBody, type IconEntry, type IconifyFileIndex } from './iconify-file-index';

const require = createRequire(import.meta.url);

/** Fitzpatrick skin tones, named as the Fluent Emoji set suffixes them. */
export type SkinTone = 'dark' | 'medium-dark' | 'medium' | 'medium-light' | 'light';
export const SKIN_TONES: readonly SkinTone[] = ['dark', 'medium-dark', 'medium', 'medium-light', 'light'];

/**
 * Namespaces of pictogram names:
 * - `fluent:<name>` Microsoft Fluent Emoji « Color » (MIT), 32×32, the look of every subject;
 * - `flag:<iso code>` flag-icons (MIT) in 4:3, since Fluent ships no country flags;
 * - `minia:<name>` our own drawings in Fluent's look, where both sets have nothing (F CFA, the
 *   region's dishes…): SVG files in `pictograms/` at the root (listed in shared/pictograms/drawn-pictograms.ts).
 */
const SETS = {
  fluent: { pkg: '@iconify-json/fluent-emoji', suffix: '' },
  flag: { pkg: '@iconify-json/flag', suffix: '-4x3' },
} as const;
type Namespace = keyof typeof SETS;

const NAME_PATTERN = /^([a-z]+):([a-z0-9-]{1,64})$/;

/**
 * Beside the repository's code, not inside server/, so the bundle (dist/server/main.js) and the
 * sources find them at the same place, as the vision models in models/.
 */
export const DRAWN_DIR = join(PROJECT_ROOT, 'pictograms');

interface Drawn {
  svg: string;
  width: number;
  height: number;
}

let indexes: Map<Namespace, IconifyFileIndex> | null = null;
let drawn: Map<string, Drawn> | null = null;

/** Indexes both icon sets and reads our drawings once per process; later calls are free. Returns the time it took. */
export function loadPictogramLibrary(): number {
  if (indexes && drawn) return 0;
  const started = performance.now();
  const loaded = new Map<Namespace, IconifyFileIndex>();
  for (const namespace of Object.keys(SETS) as Namespace[]) {
    const file = join(dirname(require.resolve(`${SETS[namespace].pkg}/package.json`)), 'icons.json');
    loaded.set(namespace, indexIconifyFile(file));
  }
  indexes = loaded;
  drawn = readDrawn();
  return performance.now() - started;
}

const ROOT_ELEMENT = /^\s*(?:<\?xml[^>]*\?>\s*)?<svg\b([^>]*)>([\s\S]*)<\/svg>\s*$/;
const VIEW_BOX = /\sviewBox="\s*(-?[\d.]+)[\s,]+(-?[\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/;

/**
 * Our drawings, a dozen files of a few kB: all read at once and kept. Each becomes a document shaped
 * like the sets' (xmlns, width and height of its viewBox), so callers size it the same way; a file
 * that is not such a document is left out (its test names it).
 */
function readDrawn(): Map<string, Drawn> {
  const out = new Map<string, Drawn>();
  for (const { name } of DRAWN_PICTOGRAMS) {
    let text: string;
    try {
      text = readFileSync(join(DRAWN_DIR, `${name}.svg`), 'utf8');
    } catch {
      continue;
    }
    const root = ROOT_ELEMENT.exec(text);
    const box = root ? VIEW_BOX.exec(root[1] ?? '') : null;
    if (!root || !box) continue;
    const [left, top, width, height] = box.slice(1, 5).map(Number) as [number, number, number, number];
    if (!(width > 0 && height > 0)) continue;
    const body = (root[2] ?? '').replace(/>\s+</g, '><').trim();
    out.set(name, {
      svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${body}</svg>`,
      width,
      height,
    });
  }
  return out;
}

function locateDrawn(name: string): Drawn | null {
  const match = NAME_PATTERN.exec(name);
  if (match?.[1] !== DRAWN_NAMESPACE) return null;
  loadPictogramLibrary();
  return drawn?.get(match[2] ?? '') ?? null;
}

interface Located {
  index: IconifyFileIndex;
  key: string;
  entry: IconEntry;
}

function locate(name: string): Located | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const namespace = match[1] as string;
  if (!(namespace in SETS)) return null;
  loadPictogramLibrary();
  const index = indexes?.get(namespace as Namespace);
  const key = `${match[2]}${SETS[namespace as Namespace].suffix}`;
  const entry = index?.icons.get(key);
  return index && entry ? { index, key, entry } : null;
}

export function pictogramExists(name: string): boolean {
  return locate(name) !== null || locateDrawn(name) !== null;
}

/** Width over height of the pictogram's viewBox (1 for Fluent and ours, 4/3 for flags), or null if unknown. */
export function pictogramAspect(name: string): number | null {
  const own = locateDrawn(name);
  if (own) return own.width / own.height;
  const found = locate(name);
  return found ? found.entry.width / found.entry.height : null;
}

/** Bodies are read from disk; the few a render uses are kept, the rest of the 3 000 are not. */
const SVG_CACHE_SIZE = 48;
const svgCache = new Map<string, string>();

/**
 * A standalone SVG document for a pictogram, sized to its viewBox (32×32 for Fluent), ready for
 * `loadImage(Buffer.from(svg))` from @napi-rs/canvas or `sharp(Buffer.from(svg))`; both rasterise
 * it as a vector at whatever size it is drawn.
 */
export function pictogramSvg(name: string): string | null {
  const own = locateDrawn(name);
  if (own) return own.svg;
  const cached = svgCache.get(name);
  if (cached !== undefined) {
    svgCache.delete(name);
    svgCache.set(name, cached);
    return cached;
  }
  const found = locate(name);
  if (!found) return null;
  const body = readIconBody(found.index, found.key);
  if (body === null) return null;
  const { left, top, width, height, hFlip } = found.entry;
  const drawn = hFlip ? `<g transform="translate(${2 * left + width} 0) scale(-1 1)">${body}</g>` : body;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${left} ${top} ${width} ${height}">${drawn}</svg>`;
  svgCache.set(name, svg);
  if (svgCache.size > SVG_CACHE_SIZE) {
    const oldest = svgCache.keys().next().value;
    if (oldest !== undefined) svgCache.delete(oldest);
  }
  return svg;
}

/**
 * The variant of a people pictogram in the given skin tone (Fluent names them `man-cook-dark`,
 * `man-cook-medium-dark`…), or the name unchanged when the pictogram has no tones (objects, faces).
 */
export function tonedPictogram(name: string, tone: SkinTone): string {
  const base = untonedPictogram(name);
  const toned = `${base}-${tone}`;
  return pictogramExists(toned) ? toned : base;
}

/** Strips a skin-tone suffix when the untoned pictogram exists. */
export function untonedPictogram(name: string): string {
  for (const tone of SKIN_TONES) {
    if (!name.endsWith(`-${tone}`)) continue;
    const base = name.slice(0, -tone.length - 1);
    if (pictogramExists(base)) return base;
  }
  return name;
}
