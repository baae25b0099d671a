import type { Design, ImageLayer } from '../model/design';
import { cornerZone, intersects } from './frame';
import { rotatedBounds } from '../render/render';

/**
 * What a « Moi » subject must never do in a design, checked by the layout's tests, the contact sheet
 * and the « Remplacer par Moi » edit: its face on the headline (the words or the face would be lost),
 * its face in YouTube's duration corner (covered by the badge), its face cut by the frame's edge, or a
 * face too small to be recognised on a phone (under 7 % of the frame's width: about 12 px at 168 px).
 */
export type MeFault = 'titre' | 'coin' | 'cadre' | 'petit';

export const ME_MIN_FACE_SHARE = 0.07;

export function moiViolations(design: Design): MeFault[] {
  const me = design.layers.find((l): l is ImageLayer => l.type === 'image' && l.me);
  if (!me?.face) return [];
  const face = me.face;
  const faults: MeFault[] = [];
  const words = design.layers.filter((l) => l.type === 'text' && !(design.hidden ?? []).includes(l.id));
  if (words.some((t) => t.type === 'text' && intersects(face, rotatedBounds(t.box, t.rotation)))) faults.push('titre');
  if (intersects(face, cornerZone(design.width, design.height))) faults.push('coin');
  if (face.x < 0 || face.y < 0 || face.x + face.w > design.width || face.y + face.h > design.height) faults.push('cadre');
  if (face.w < design.width * ME_MIN_FACE_SHARE) faults.push('petit');
  return faults;
}
