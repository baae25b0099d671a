import type { EntityManager } from '@mikro-orm/postgresql';
import type { SubjectInput } from '../../shared/engine/layout/layout';
import type { Storage } from '../files/storage';
import { readAll } from '../files/storage';
import { analyseImage, cutOutObject, cutOutPerson, CutoutError, type Analysed } from '../vision/cutout';
import { storedCutout } from '../vision/stored-cutout';
import { Asset } from '../files/asset.entity';
import type { PictureFace } from '../../shared/engine/model/design';
import { cutoutFaces, uploadFaces } from '../vision/picture-faces';
import { ovalFromDetectorBox } from '../vision/face-mesh';

/**
 * « Ajout image »: what MGX3 makes of the user's images (Gaming only). A photo with a person becomes
 * a cut-out subject; a wide screenshot or landscape becomes the background (the layout veils it for
 * the headline); a clean object on a plain ground is cut out too; anything else is a framed insert.
 * Cut-outs are stored once per upload and reused by later generations.
 */
export interface PreparedImages {
  subjects: SubjectInput[];
  background?: { asset: string; faces: PictureFace[] };
  /** Roles decided, for the log. */
  roles: string[];
}

export async function prepareUserImages(em: EntityManager, storage: Storage, userId: string, ids: readonly string[], onCutting: () => Promise<void>): Promise<PreparedImages> {
  const out: PreparedImages = { subjects: [], roles: [] };
  if (ids.length === 0) return out;
  const uploads = await em.find(Asset, { id: { $in: [...ids] }, user: userId, kind: 'upload' });
  let announced = false;
  for (const id of ids) {
    const upload = uploads.find((u) => u.id === id);
    // A deleted image is simply left out: the generation goes on with the others.
    const bytes = upload ? await readAll(storage, upload.key) : null;
    if (!upload || !bytes) continue;
    // Analysed once per upload (the object model alone takes most of a second): later generations reuse it.
    const analysed = (upload.vision as Analysed | null) ?? (await analyseImage(bytes));
    if (!upload.vision) {
      upload.vision = analysed;
      await em.flush();
    }
    out.roles.push(analysed.role);
    if (analysed.role === 'background' && !out.background) {
      out.background = { asset: upload.id, faces: uploadFaces(analysed) };
      continue;
    }
    if (analysed.role === 'person' || analysed.role === 'object') {
      if (!announced) {
        announced = true;
        await onCutting();
      }
      try {
        const cut = await storedCutout(em, storage, upload, () => (analysed.role === 'person' ? cutOutPerson(bytes, analysed) : cutOutObject(bytes)));
        // Every face of the photo is kept in the design: Face Swap checks and aims with them (server/digitalme).
        // The layout aims at the face from the forehead to the chin; the detector's box is larger, so it is narrowed to that.
        out.subjects.push({ kind: 'image', asset: cut.id, width: cut.width, height: cut.height, face: cut.face ? ovalFromDetectorBox(cut.face) : null, cutout: true, faces: cutoutFaces(cut, analysed) });
        continue;
      } catch (err) {
        if (!(err instanceof CutoutError)) throw err; // a failed mask falls back to the framed picture
      }
    }
    out.subjects.push({ kind: 'image', asset: upload.id, width: upload.width, height: upload.height, face: null, cutout: false, faces: uploadFaces(analysed) });
  }
  return out;
}
