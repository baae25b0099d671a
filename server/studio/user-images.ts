import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubjectInput } from '../../shared/engine/layout/layout';
import type { Storage } from '../files/storage';
import { Asset, type IAsset } from '../files/asset.entity';
import type { PictureFace } from '../../shared/engine/model/design';
import { cutoutFaces, uploadFaces } from '../vision/picture-faces';
import { faceAnalysis, isCutOut, photoCutout, PhotoMissingError, type StoredCutout } from '../vision/photo-analyses';
import type { FaceData } from '../vision/photo-analysis.entity';
import { intoCutout, ovalFromDetectorBox } from '../vision/face-mesh';

/**
 * « Ajout image »: what MGX3 makes of the user's images (Gaming only). A photo with a person becomes
 * a cut-out subject; a wide screenshot or landscape becomes the background (the layout veils it for
 * the headline); a clean object on a plain ground is cut out too; anything else is a framed insert.
 * Each photo is analysed and cut out once (server/vision/photo-analyses.ts, usually at its upload):
 * a generation reads what was stored, and neither reads the photo's file nor runs a model.
 */
export interface PreparedImages {
  subjects: SubjectInput[];
  background?: { asset: string; faces: PictureFace[] };
  /** Roles decided, for the log. */
  roles: string[];
}

export async function prepareUserImages(
  em: EntityManager,
  storage: Storage,
  userId: string,
  ids: readonly string[],
  onCutting: () => Promise<void>,
): Promise<PreparedImages> {
  const out: PreparedImages = { subjects: [], roles: [] };
  if (ids.length === 0) return out;
  const uploads = await em.find(Asset, { id: { $in: [...ids] }, user: userId, kind: 'upload' });
  let announced = false;
  // « Détourage » is said only when something is made now: a stored analysis is read in a few milliseconds.
  const onCompute = async () => {
    if (announced) return;
    announced = true;
    await onCutting();
  };
  for (const id of ids) {
    const upload = uploads.find((u) => u.id === id);
    // A deleted image is simply left out: the generation goes on with the others.
    if (!upload) continue;
    try {
      const analysed = await faceAnalysis(em, storage, upload, { onCompute });
      out.roles.push(analysed.role);
      if (analysed.role === 'background' && !out.background) {
        out.background = { asset: upload.id, faces: uploadFaces(analysed) };
        continue;
      }
      // A face too small for a hero (quality/photo-size.ts; the studio warned before the generation) is a
      // framed insert, never cut out; a failed mask (stored as such) falls back to the same.
      const cut = isCutOut(analysed) ? await photoCutout(em, storage, upload, { face: analysed, onCompute }) : null;
      out.subjects.push(uploadSubject(upload, analysed, cut));
    } catch (err) {
      if (!(err instanceof PhotoMissingError)) throw err;
    }
  }
  return out;
}

/**
 * An upload as a layout subject: its cut-out, aimed at the face from the forehead to the chin (the
 * mesh's, else the detector's box narrowed to it), with the sides its photo cut and the face's size in
 * the photo (whether 4K may enlarge it); or the photo itself, framed, when it has no cut-out (a face too
 * small for a hero, a failed mask, anything that is neither a person nor an object). Every face of the
 * photo is kept in the design: Face Swap checks and aims with them (server/digitalme).
 */
export function uploadSubject(upload: Pick<IAsset, 'id' | 'width' | 'height'>, analysed: FaceData, cut: Pick<StoredCutout, 'id' | 'width' | 'height' | 'face' | 'source' | 'bleed'> | null): SubjectInput {
  if (!cut) return { kind: 'image', asset: upload.id, width: upload.width, height: upload.height, face: null, cutout: false, faces: uploadFaces(analysed) };
  return {
    kind: 'image',
    asset: cut.id,
    width: cut.width,
    height: cut.height,
    face: analysed.faceOval && cut.source ? intoCutout(analysed.faceOval, cut.source, cut) : cut.face ? ovalFromDetectorBox(cut.face) : null,
    cutout: true,
    faces: cutoutFaces(cut, analysed),
    bleed: cut.bleed,
    sourceFace: analysed.faceHeight,
  };
}
