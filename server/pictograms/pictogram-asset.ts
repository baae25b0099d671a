import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';

/**
 * The pictograms and French emoji names the matcher can reach, built into one file at build time
 * (scripts/lib/pictogram-asset.ts) so that production needs neither @iconify-json/* (108 MB) nor
 * emojibase-data (50 MB). Layout: the magic line, a 4-byte little-endian header length, the JSON
 * header, then the SVG bodies, brotli-compressed by family (an emoji and its five skin tones are
 * near copies of one another: compressed together they take half of what they take apart).
 */
export const ASSET_MAGIC = 'MINIALAB-PICTOGRAMS-1\n';

/** Where an icon's body is (its family, its place in it) and its viewBox, as Iconify gives them. */
export type AssetIcon = [family: number, member: number, left: number, top: number, width: number, height: number, hFlip: 0 | 1];

export interface PictogramAssetHeader {
  /** The packages the asset was built from and their licences (MIT), text included: they travel with the asset. */
  sources: Array<{ package: string; version: string; licence: string; text: string }>;
  /** Per namespace (`fluent`, `flag`), per Iconify key (`man-cook-dark`, `sn-4x3`). */
  sets: Record<string, Record<string, AssetIcon>>;
  /** Byte range of each compressed family, from the end of the header. */
  families: Array<[offset: number, length: number]>;
  /** What loadCldrKeywords returned at build time (its types are its own: cldr-keywords.ts reads this). */
  cldr: unknown;
}

export interface PictogramAsset {
  file: string;
  header: PictogramAssetHeader;
  /** Byte offset of the first family. */
  bodiesAt: number;
}

/** Bodies inside one family are separated by a NUL, which no SVG text carries. */
export const MEMBER_SEPARATOR = '\0';

/** Reads the header only (a few hundred kB); bodies stay on disk until drawn. */
export function openPictogramAsset(file: string): PictogramAsset {
  const fd = fs.openSync(file, 'r');
  try {
    const lead = Buffer.alloc(ASSET_MAGIC.length + 4);
    fs.readSync(fd, lead, 0, lead.length, 0);
    if (lead.toString('latin1', 0, ASSET_MAGIC.length) !== ASSET_MAGIC) throw new Error(`${file} is not a pictogram asset (npm run build writes it)`);
    const length = lead.readUInt32LE(ASSET_MAGIC.length);
    const json = Buffer.alloc(length);
    fs.readSync(fd, json, 0, length, lead.length);
    return { file, header: JSON.parse(json.toString('utf8')) as PictogramAssetHeader, bodiesAt: lead.length + length };
  } finally {
    fs.closeSync(fd);
  }
}

/** The decompressed bodies of one family (at most six, a few kB to 400 kB each). */
export function readAssetFamily(asset: PictogramAsset, family: number): string[] {
  const range = asset.header.families[family];
  if (!range) return [];
  const [offset, length] = range;
  const bytes = Buffer.alloc(length);
  const fd = fs.openSync(asset.file, 'r');
  try {
    fs.readSync(fd, bytes, 0, length, asset.bodiesAt + offset);
  } finally {
    fs.closeSync(fd);
  }
  return brotliDecompressSync(bytes).toString('utf8').split(MEMBER_SEPARATOR);
}
