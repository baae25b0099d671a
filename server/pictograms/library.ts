import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { DRAWN_NAMESPACE, DRAWN_PICTOGRAMS } from '../../shared/pictograms/drawn-pictograms';
import { PROJECT_ROOT } from '../config';
import { indexIconifyFile, readIconBody } from './iconify-file-index';
import { openPictogramAsset, readAssetFamily, type PictogramAsset } from './pictogram-asset';

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
export const SETS = {
  fluent: { pkg: '@iconify-json/fluent-emoji', suffix: '' },
  flag: { pkg: '@iconify-json/flag', suffix: '-4x3' },
} as const;
export type Namespace = keyof typeof SETS;

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

/** How to draw an icon of a set: its viewBox, and whether the set flips a parent's body. */
interface IconBox {
  left: number;
  top: number;
  width: number;
  height: number;
  hFlip: boolean;
}

/** One icon set, read from its npm package or from the built asset. */
interface IconSet {
  get(key: string): IconBox | undefined;
  body(key: string): string | null;
}

/**
 * Built by `npm run build` (scripts/lib/pictogram-asset.ts): the pictograms and French emoji names the
 * matcher can reach, all production reads. Where the packages it is built from are installed (the
 * development tree, tests), they are read instead, so an edit to our keywords never meets a stale asset.
 */
export const PICTOGRAM_ASSET = join(PROJECT_ROOT, 'dist', 'pictograms.bin');
const SOURCE_PACKAGES = [SETS.fluent.pkg, SETS.flag.pkg, 'emojibase-data'];

/** The asset file in use, null for the packages; undefined until the first load decides. */
let assetFile: string | null | undefined;
let asset: PictogramAsset | null = null;
let sets: Map<Namespace, IconSet> | null = null;
let drawn: Map<string, Drawn> | null = null;

/**
 * Reads the pictograms from `file` (a built asset), or from the packages when null; drops what was
 * loaded. The matcher's keyword index is built once per module graph: load it afresh after this.
 */
export function usePictogramAsset(file: string | null): void {
  assetFile = file;
  asset = null;
  sets = null;
  svgCache.clear();
}

function packagesInstalled(): boolean {
  try {
    for (const pkg of SOURCE_PACKAGES) require.resolve(`${pkg}/package.json`);
    return true;
  } catch {
    return false;
  }
}

/** The built asset when it is the source (production), else null (the packages). */
export function pictogramAssetInUse(): PictogramAsset | null {
  assetFile ??= packagesInstalled() ? null : PICTOGRAM_ASSET;
  if (assetFile === null) return null;
  asset ??= openPictogramAsset(assetFile);
  return asset;
}

/** Indexes both icon sets and reads our drawings once per process; later calls are free. Returns the time it took. */
export function loadPictogramLibrary(): number {
  if (sets && drawn) return 0;
  const started = performance.now();
  const built = pictogramAssetInUse();
  const loaded = new Map<Namespace, IconSet>();
  for (const namespace of Object.keys(SETS) as Namespace[]) loaded.set(namespace, built ? assetSet(built, namespace) : packageSet(namespace));
  sets = loaded;
  drawn = readDrawn();
  return performance.now() - started;
}

/** The Iconify JSON file of a set's package: indexed by offsets, a body read from disk when drawn. */
export function packageSetFile(namespace: Namespace): string {
  return join(dirname(require.resolve(`${SETS[namespace].pkg}/package.json`)), 'icons.json');
}

function packageSet(namespace: Namespace): IconSet {
  const index = indexIconifyFile(packageSetFile(namespace));
  return { get: (key) => index.icons.get(key), body: (key) => readIconBody(index, key) };
}

function assetSet(built: PictogramAsset, namespace: Namespace): IconSet {
  const icons = built.header.sets[namespace] ?? {};
  // The family read last: a render asks for an emoji's tones together, and they share one.
  let last: { family: number; bodies: string[] } | null = null;
  return {
    get(key) {
      const icon = Object.hasOwn(icons, key) ? icons[key] : undefined;
      if (!icon) return undefined;
      const [, , left, top, width, height, hFlip] = icon;
      return { left, top, width, height, hFlip: hFlip === 1 };
    },
    body(key) {
      const icon = Object.hasOwn(icons, key) ? icons[key] : undefined;
      if (!icon) return null;
      const [family, member] = icon;
      if (last?.family !== family) last = { family, bodies: readAssetFamily(built, family) };
      return last.bodies[member] ?? null;
    },
  };
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
  set: IconSet;
  key: string;
  entry: IconBox;
}

function locate(name: string): Located | null {
  const match = NAME_PATTERN.exec(name);
  if (!match) return null;
  const namespace = match[1] as string;
  if (!(namespace in SETS)) return null;
  loadPictogramLibrary();
  const set = sets?.get(namespace as Namespace);
  const key = `${match[2]}${SETS[namespace as Namespace].suffix}`;
  const entry = set?.get(key);
  return set && entry ? { set, key, entry } : null;
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
  const body = found.set.body(found.key);
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
