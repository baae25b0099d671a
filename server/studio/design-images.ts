import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoadedImage } from '../../shared/engine/render/canvas';
import type { Design } from '../../shared/engine/model/design';
import { decodeImage } from '../engine/index';
import { pictoImages } from '../engine/pictos';
import { Asset } from '../files/asset.entity';
import { readAll, type Storage } from '../files/storage';
import { pictogramSvg } from '../pictograms/library';

/**
 * The images a design draws: its owner's assets (another user's id is simply missing) and its
 * pictograms, rasterised for `scale`. `known` are images already in memory (an AI engine's pictures
 * not yet stored), used as they are.
 */
export async function loadDesignImages(em: EntityManager, storage: Storage, userId: string, design: Design, scale = 1, known: ReadonlyMap<string, LoadedImage> = new Map()): Promise<Map<string, LoadedImage>> {
  const ids = new Set<string>();
  if (design.background.kind === 'image') ids.add(design.background.asset);
  for (const l of design.layers) if (l.type === 'image' || l.type === 'logo') ids.add(l.asset);
  const images = await pictoImages(design, pictogramSvg, scale);
  for (const [id, img] of known) {
    images.set(id, img);
    ids.delete(id);
  }
  if (ids.size === 0) return images;
  for (const asset of await em.find(Asset, { id: { $in: [...ids] }, user: userId })) {
    const bytes = await readAll(storage, asset.key);
    if (bytes) images.set(asset.id, await decodeImage(bytes));
  }
  return images;
}
