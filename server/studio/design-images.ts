import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design } from '../../shared/engine/model/design';
import { decodeImage, shrinkImage } from '../engine/index';
import { pictoImages } from '../engine/pictos';
import { Asset } from '../files/asset.entity';
import { readAll, type Storage } from '../files/storage';
import { pictogramSvg } from '../pictograms/library';

/**
 * Decoded pictures by storage key and drawn size, the oldest dropped past 96 MB of pixels. A stored
 * file never changes (a new picture is a new asset, under a new key), so the same photo drawn by the
 * composition, then its file, then the next generation with it is read and decoded once per process:
 * decoding a cut-out stored at the size 4K needs costs 50–80 ms, more than the rest of its drawing.
 */
const decoded = new Map<string, LoadedImage>();
const CACHE_BYTES = 96 * 1024 * 1024;
let decodedBytes = 0;
const bytesOf = (img: LoadedImage) => img.width * img.height * 4;

/**
 * Sides an image layer's picture is kept at, for the largest side it is drawn at: a cut-out is drawn
 * from a copy near that size (a 1 000 px person in a 1280 × 720 frame needs no 2 500 px source).
 */
const BUCKETS = [512, 768, 1024, 1536, 2048] as const;

function remember(key: string, img: LoadedImage): void {
  decoded.set(key, img);
  decodedBytes += bytesOf(img);
  for (const [oldKey, old] of decoded) {
    if (decodedBytes <= CACHE_BYTES || oldKey === key) break;
    decoded.delete(oldKey);
    decodedBytes -= bytesOf(old);
  }
}

/** The largest side each asset is drawn at, in pixels of the file being made (null: as it is, a background). */
function drawnSides(design: Design, scale: number): Map<string, number | null> {
  const sides = new Map<string, number | null>();
  if (design.background.kind === 'image') sides.set(design.background.asset, null);
  for (const l of design.layers) {
    // A logo is small and drawn as it is; a picture also drawn as a background keeps its full size.
    if (l.type === 'logo') sides.set(l.asset, null);
    if (l.type !== 'image' || sides.get(l.asset) === null) continue;
    const side = Math.max(l.box.w, l.box.h) * scale;
    sides.set(l.asset, Math.max(sides.get(l.asset) ?? 0, side));
  }
  return sides;
}

/**
 * The images a design draws: its owner's assets (another user's id is simply missing) and its
 * pictograms, rasterised for `scale`. `known` are images already in memory (an AI engine's pictures
 * not yet stored), used as they are.
 */
export async function loadDesignImages(
  em: EntityManager,
  storage: Storage,
  userId: string,
  design: Design,
  scale = 1,
  known: ReadonlyMap<string, LoadedImage> = new Map(),
): Promise<Map<string, LoadedImage>> {
  const sides = drawnSides(design, scale);
  const images = await pictoImages(design, pictogramSvg, scale);
  for (const [id, img] of known) {
    images.set(id, img);
    sides.delete(id);
  }
  if (sides.size === 0) return images;
  // The rows first, scoped to the owner: a cached picture is never a way around who may draw it.
  for (const asset of await em.find(Asset, { id: { $in: [...sides.keys()] }, user: userId }, { fields: ['key', 'width', 'height'] })) {
    const side = sides.get(asset.id) ?? null;
    const bucket = side === null ? null : (BUCKETS.find((b) => b >= side) ?? null);
    const fits = bucket === null || Math.max(asset.width, asset.height) <= bucket;
    const cacheKey = fits ? asset.key : `${asset.key}@${bucket}`;
    let img = decoded.get(cacheKey);
    if (img) {
      // Most recently drawn last: the oldest goes first when the cache is full.
      decoded.delete(cacheKey);
      decoded.set(cacheKey, img);
    } else {
      const full = decoded.get(asset.key) ?? (await readAll(storage, asset.key).then((bytes) => (bytes ? decodeImage(bytes) : null)));
      if (!full) continue;
      img = fits ? full : shrinkImage(full, bucket!);
      remember(cacheKey, img);
    }
    images.set(asset.id, img);
  }
  return images;
}
