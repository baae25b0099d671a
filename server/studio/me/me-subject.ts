// « Moi » subjects: the studio asks here for the user's own portrait to place, as a layout subject.
// Only the user's own cut-outs are ever read (the query is scoped by user), so another user's face
// cannot enter a design whatever a request names.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DigitalMeExpression } from '../../../shared/digitalme';
import type { Box, Design, ImageLayer } from '../../../shared/engine/model/design';
import type { SubjectInput } from '../../../shared/engine/layout/layout';
import { rotatedBounds } from '../../../shared/engine/render/render';
import { Asset } from '../../files/asset.entity';
import { storedPictureFacts } from '../../vision/picture-faces';
import { isPersonPictogram } from '../../../shared/engine/model/people';
import { briefExpression, choosePortrait, type PortraitChoice } from './portrait-choice';
import { portraitsOf, type Portrait } from '../../digitalme/portraits';
import { ovalFromDetectorBox } from '../../vision/face-mesh';
import { readBriefFor } from '../compose-plan';

export type MeSubject = Extract<SubjectInput, { kind: 'image' }> & { me: true };

export interface MePortraits {
  /** The subject for an expression and a headline side, with why it was chosen; null when the set has no portrait left. */
  subjectFor(wanted: DigitalMeExpression | null, headline: 'left' | 'right' | null): { subject: MeSubject; choice: PortraitChoice } | null;
}

/**
 * A portrait as a layout subject: its cut-out, the face the layout aims at (forehead to chin, from the
 * check's mesh moved into the cut-out's pixels; estimated from the cut-out's face box for a photo
 * measured without a mesh) and the sides its photo cut.
 */
export function portraitSubject(portrait: Pick<Portrait, 'oval' | 'checkBox' | 'bleed'>, cut: { id: string; width: number; height: number; face: Box | null }): MeSubject {
  const face = cut.face;
  let oval: Box | null = face ? ovalFromDetectorBox(face) : null;
  if (face && portrait.oval && portrait.checkBox && portrait.checkBox[2] > 0) {
    const k = face.w / portrait.checkBox[2];
    const dx = face.x - portrait.checkBox[0] * k;
    const dy = face.y - portrait.checkBox[1] * k;
    oval = { x: Math.round(portrait.oval.x * k + dx), y: Math.round(portrait.oval.y * k + dy), w: Math.round(portrait.oval.w * k), h: Math.round(portrait.oval.h * k) };
  }
  return { kind: 'image', asset: cut.id, width: cut.width, height: cut.height, face: oval, cutout: true, me: true, bleed: [...portrait.bleed], sourceFace: portrait.oval?.h ?? null };
}

/** The user's built portraits with their cut-outs' sizes and face boxes, read once for a generation or an edit. */
export async function loadMePortraits(em: EntityManager, userId: string): Promise<MePortraits> {
  const portraits = await portraitsOf(em, userId);
  const cutouts = portraits.length > 0 ? await em.find(Asset, { id: { $in: portraits.map((p) => p.cutoutAssetId) }, user: userId, kind: 'cutout' }) : [];
  const byId = new Map(cutouts.map((c) => [c.id, c]));
  // Where each portrait's face is: in its cut-out's analysis, or on a badge's own row.
  const faces = await storedPictureFacts(em, cutouts);
  // A portrait whose cut-out is gone (deleted meanwhile) is not offered.
  const usable = portraits.filter((p) => byId.has(p.cutoutAssetId));
  return {
    subjectFor(wanted, headline) {
      const choice = choosePortrait(usable, wanted, headline);
      if (!choice) return null;
      const cut = byId.get(choice.portrait.cutoutAssetId)!;
      return { subject: portraitSubject(choice.portrait, { id: cut.id, width: cut.width, height: cut.height, face: faces.get(cut.id)?.face ?? null }), choice };
    },
  };
}

/**
 * Where the headline lies as seen from a face in a laid-out design: 'left' or 'right', or null when
 * the words are above or below it (a split composition's bottom band), where a frontal face is right.
 */
export function headlineSideOf(design: Design, face: Box | null, fallback: Box): 'left' | 'right' | null {
  const headline = design.layers.find((l) => l.type === 'text' && l.role === 'headline');
  if (!headline || headline.type !== 'text') return null;
  const ink = rotatedBounds(headline.box, headline.rotation);
  const at = face ?? fallback;
  const cx = at.x + at.w / 2;
  if (ink.x >= cx) return 'right';
  if (ink.x + ink.w <= cx) return 'left';
  const offset = ink.x + ink.w / 2 - cx;
  return Math.abs(offset) < design.width * 0.1 ? null : offset > 0 ? 'right' : 'left';
}

/** The « Moi » layer of a design, if it has one. */
export function meLayerOf(design: Design): ImageLayer | undefined {
  return design.layers.find((l): l is ImageLayer => l.type === 'image' && l.me);
}

/**
 * The face « Moi » makes: the brief's expression; without a brief saying one, the title's own words
 * (« Ce prix m’a choqué » in the « Titre » tab has no brief, and its face should still be shocked).
 */
export function wantedExpression(prompt: string, title: string, reading: Parameters<typeof briefExpression>[1]): DigitalMeExpression | null {
  return briefExpression(prompt, reading) ?? (title.trim() ? briefExpression(title, readBriefFor(title)) : null);
}

/**
 * The subjects of a generation with « Moi »: the user's portrait takes the place a person or the main
 * subject would take (it leads: a face is what gets the click), with at most one thing beside it (the
 * brief's object, or the user's own picture in Gaming); a person pictogram is what « Moi » replaces.
 * The headline's side is only known once laid out, so `probe` lays the design out once with the
 * expression's best portrait; the portrait turned toward the words is then chosen, and `side` (the
 * subject's side the composition took) is given back so the final layout keeps the same composition.
 * Null when the set has no portrait left (deleted meanwhile): the generation goes on without « Moi ».
 */
export async function meSubjects(
  em: EntityManager,
  userId: string,
  args: { prompt: string; title: string; reading: Parameters<typeof briefExpression>[1]; others: readonly SubjectInput[]; probe: (subjects: SubjectInput[]) => Design },
): Promise<{ subjects: SubjectInput[]; side: 'left' | 'right' | null; choice: PortraitChoice; headline: 'left' | 'right' | null } | null> {
  const me = await loadMePortraits(em, userId);
  const wanted = wantedExpression(args.prompt, args.title, args.reading);
  const first = me.subjectFor(wanted, null);
  if (!first) return null;
  const companion = args.others.filter((s) => !(s.kind === 'picto' && isPersonPictogram(s.icon))).slice(0, 1);
  const draft = args.probe([first.subject, ...companion]);
  const layer = meLayerOf(draft);
  const headline = layer ? headlineSideOf(draft, layer.face, layer.box) : null;
  const final = me.subjectFor(wanted, headline)!;
  return { subjects: [final.subject, ...companion], side: draft.composition?.side ?? null, choice: final.choice, headline };
}
