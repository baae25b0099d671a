// What the small-photo rule (shared/engine/quality/photo-size.ts) makes of the user's photos, from their
// stored face analyses: the studio warns about a face too small for a hero before a generation, and the
// generation refuses such a photo until the user takes it as a framed insert.
import type { EntityManager } from '@mikro-orm/postgresql';
import { photoSize, type PhotoSize } from '../../shared/engine/quality/photo-size';
import { storedFaceAnalyses } from '../vision/photo-analyses';
import { Asset } from '../files/asset.entity';

export interface PhotoSizeView {
  id: string;
  /** False while its analysis is being made (just sent). */
  analysed: boolean;
  /** Only for a photo of a person whose face the mesh measured. */
  size: PhotoSize | null;
  faceHeight: number | null;
}

/** The caller's own photos among `ids` (any other id is left out, saying nothing of it). */
export async function photoSizesOf(em: EntityManager, userId: string, ids: readonly string[]): Promise<PhotoSizeView[]> {
  const own = new Set((await em.find(Asset, { id: { $in: [...ids] }, user: userId, kind: 'upload' }, { fields: ['id'] })).map((a) => a.id));
  const mine = ids.filter((id) => own.has(id));
  const known = await storedFaceAnalyses(em, userId, mine);
  return mine.map((id) => {
    const face = known.get(id);
    const person = face?.role === 'person' && face.faceHeight !== null ? face.faceHeight : null;
    return { id, analysed: Boolean(face), size: person === null ? null : photoSize(person), faceHeight: person };
  });
}
