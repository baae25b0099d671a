import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Asset, type IAsset } from '../files/asset.entity';
import { engineAssetFile } from '../files/keys';
import type { Storage } from '../files/storage';
import type { CutOut } from './cutout';

/** The cut-out of an upload, made once and kept (a later generation or a DigitalMe build reuses it). */
export async function storedCutout(em: EntityManager, storage: Storage, upload: IAsset, make: () => Promise<CutOut>): Promise<{ id: string; width: number; height: number; face: CutOut['face'] }> {
  const known = await em.findOne(Asset, { user: upload.user, kind: 'cutout', derivedFrom: upload.id });
  if (known) return { id: known.id, width: known.width, height: known.height, face: (known.face as CutOut['face']) ?? null };
  const cut = await make();
  const id = randomUUID();
  const key = engineAssetFile(upload.user.id, id);
  await storage.put(key, cut.png);
  await em.transactional(async (tx) => {
    tx.create(Asset, { id, user: upload.user.id, kind: 'cutout', key, width: cut.width, height: cut.height, bytes: cut.png.length, format: 'png', hasAlpha: true, derivedFrom: upload.id, face: cut.face });
  });
  return { id, width: cut.width, height: cut.height, face: cut.face };
}
