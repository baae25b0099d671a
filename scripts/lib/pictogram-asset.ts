// Builds dist/pictograms.bin (server/pictograms/pictogram-asset.ts says its layout): the Fluent emoji and
// flags the matcher can reach, with the French CLDR names it reads, so that production installs neither
// @iconify-json/* nor emojibase-data. Run by `npm run build` (scripts/build.mjs) and by the test that
// checks the matcher answers the same from the asset as from the packages.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { loadCldrKeywords } from '../../server/pictograms/cldr-keywords';
import { indexIconifyFile, readIconBody, type IconifyFileIndex } from '../../server/pictograms/iconify-file-index';
import { buildKeywordIndex } from '../../server/pictograms/keyword-index';
import { packageSetFile, SETS, SKIN_TONES, usePictogramAsset, type Namespace } from '../../server/pictograms/library';
import { ASSET_MAGIC, MEMBER_SEPARATOR, type AssetIcon, type PictogramAssetHeader } from '../../server/pictograms/pictogram-asset';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');

/** Where our code names pictograms outright (the matcher's alternatives, people, examples, layer names). */
const NAMING_DIRS = ['server', 'shared', 'client'];
const NAMED = /\b(fluent|flag):([a-z0-9-]+)/g;

/** The licence of each source package, as licenses/ keeps it: the asset carries it. */
const SOURCES = [
  { package: SETS.fluent.pkg, licence: 'MIT', file: 'licenses/fluent-emoji-MIT.txt' },
  { package: SETS.flag.pkg, licence: 'MIT', file: 'licenses/flag-icons-MIT.txt' },
  { package: 'emojibase-data', licence: 'MIT', file: 'licenses/emojibase-MIT.txt' },
];

export interface AssetCounts {
  bytes: number;
  fluent: number;
  fluentInPackage: number;
  flags: number;
  emojis: number;
  countries: number;
}

/**
 * Every pictogram name the product can ask for, from the packages: what the keyword index and the CLDR
 * names hold, what our code names, every person of Fluent (compose-plan draws `{woman,man,person}-{gesture}`),
 * every ISO flag (a flag emoji typed in a title), each with its skin tones and its untoned base.
 */
export function reachablePictograms(indexes: Record<Namespace, IconifyFileIndex>): Record<Namespace, Set<string>> {
  const names = new Set<string>();
  const index = buildKeywordIndex();
  for (const meanings of index.phrases.values()) for (const meaning of meanings) for (const icon of meaning.icons) names.add(icon);
  for (const meaning of index.emojis.values()) for (const icon of meaning.icons) names.add(icon);
  const cldr = loadCldrKeywords();
  for (const emoji of cldr.emojis) names.add(emoji.icon);
  for (const country of cldr.countries) names.add(`flag:${country.iso}`);
  for (const dir of NAMING_DIRS) for (const file of sourceFiles(path.join(root, dir))) for (const m of readFileSync(file, 'utf8').matchAll(NAMED)) names.add(`${m[1]}:${m[2]}`);
  for (const key of indexes.fluent.icons.keys()) if (/^(woman|man|person)-/.test(key)) names.add(`fluent:${key}`);
  for (const key of indexes.flag.icons.keys()) if (/^[a-z]{2}-4x3$/.test(key)) names.add(`flag:${key.slice(0, 2)}`);

  const out: Record<Namespace, Set<string>> = { fluent: new Set(), flag: new Set() };
  for (const name of names) {
    const [namespace, bare] = name.split(':') as [string, string];
    if (!(namespace in SETS)) continue;
    const ns = namespace as Namespace;
    const { suffix } = SETS[ns];
    const base = SKIN_TONES.reduce((b, tone) => (b.endsWith(`-${tone}`) ? b.slice(0, -tone.length - 1) : b), bare);
    for (const variant of [bare, base, ...SKIN_TONES.map((tone) => `${base}-${tone}`), ...SKIN_TONES.map((tone) => `${bare}-${tone}`)]) {
      if (indexes[ns].icons.has(`${variant}${suffix}`)) out[ns].add(`${variant}${suffix}`);
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** An emoji and its skin tones share a family; flags are grouped by their code's first letter. */
function familyOf(namespace: Namespace, key: string): string {
  if (namespace === 'flag') return `flag:${key[0]}`;
  const base = SKIN_TONES.reduce((b, tone) => (b.endsWith(`-${tone}`) ? b.slice(0, -tone.length - 1) : b), key);
  return `fluent:${base}`;
}

/** The asset's bytes. Quality 6: the whole set in about 2 s, 11 times smaller than its text; 11 would take minutes. */
export function buildPictogramAsset(opts: { quality?: number } = {}): { bytes: Buffer; counts: AssetCounts } {
  usePictogramAsset(null);
  const indexes = { fluent: indexIconifyFile(packageSetFile('fluent')), flag: indexIconifyFile(packageSetFile('flag')) };
  const reachable = reachablePictograms(indexes);
  const cldr = loadCldrKeywords();

  const families = new Map<string, Array<{ namespace: Namespace; key: string }>>();
  for (const namespace of Object.keys(SETS) as Namespace[]) {
    for (const key of [...reachable[namespace]].sort()) {
      const family = familyOf(namespace, key);
      families.set(family, [...(families.get(family) ?? []), { namespace, key }]);
    }
  }
  const sets: PictogramAssetHeader['sets'] = { fluent: {}, flag: {} };
  const ranges: PictogramAssetHeader['families'] = [];
  const blobs: Buffer[] = [];
  let offset = 0;
  for (const members of families.values()) {
    const bodies: string[] = [];
    for (const { namespace, key } of members) {
      const entry = indexes[namespace].icons.get(key)!;
      const body = readIconBody(indexes[namespace], key);
      if (body === null || body.includes(MEMBER_SEPARATOR)) throw new Error(`pictogram asset: no usable body for ${namespace}:${key}`);
      sets[namespace]![key] = [ranges.length, bodies.length, entry.left, entry.top, entry.width, entry.height, entry.hFlip ? 1 : 0] satisfies AssetIcon;
      bodies.push(body);
    }
    const text = Buffer.from(bodies.join(MEMBER_SEPARATOR), 'utf8');
    const blob = brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: opts.quality ?? 6, [constants.BROTLI_PARAM_LGWIN]: 24, [constants.BROTLI_PARAM_SIZE_HINT]: text.length } });
    ranges.push([offset, blob.length]);
    blobs.push(blob);
    offset += blob.length;
  }

  const sources = SOURCES.map((source) => ({
    package: source.package,
    version: (JSON.parse(readFileSync(require.resolve(`${source.package}/package.json`), 'utf8')) as { version: string }).version,
    licence: source.licence,
    text: readFileSync(path.join(root, source.file), 'utf8'),
  }));
  const header: PictogramAssetHeader = { sources, sets, families: ranges, cldr };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const length = Buffer.alloc(4);
  length.writeUInt32LE(json.length);
  const bytes = Buffer.concat([Buffer.from(ASSET_MAGIC, 'latin1'), length, json, ...blobs]);
  const counts = {
    bytes: bytes.length,
    fluent: Object.keys(sets.fluent!).length,
    fluentInPackage: indexes.fluent.icons.size,
    flags: Object.keys(sets.flag!).length,
    emojis: cldr.emojis.length,
    countries: cldr.countries.length,
  };
  return { bytes, counts };
}

/** What the asset is built from: newer than the asset means building it again. */
function newestInput(): number {
  const newest = (dir: string): number => Math.max(0, ...sourceFiles(dir).map((file) => statSync(file).mtimeMs));
  const files = [import.meta.filename, path.join(root, 'package-lock.json'), ...SOURCES.map((s) => path.join(root, s.file))];
  return Math.max(...NAMING_DIRS.map((dir) => newest(path.join(root, dir))), ...files.map((file) => statSync(file).mtimeMs));
}

/** Whether the asset at `file` is newer than everything it is built from. */
export function isPictogramAssetFresh(file: string): boolean {
  try {
    return statSync(file).mtimeMs > newestInput();
  } catch {
    return false;
  }
}

/** Writes the asset unless it is up to date. Returns its counts, or null when it was up to date. */
export function writePictogramAsset(file: string): AssetCounts | null {
  if (isPictogramAssetFresh(file)) return null;
  const { bytes, counts } = buildPictogramAsset();
  writeFileSync(file, bytes);
  return counts;
}
