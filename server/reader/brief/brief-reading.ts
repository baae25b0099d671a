import type { StyleId } from '../../../shared/engine/model/style-ids';
import type { Expression, LayoutKey, Mood, Who } from './brief-lexicon';

/** What the brief reader gives the studio and the generation. */

export interface BriefReading {
  /** Background colours asked for (#RRGGBB, 1–3, darkest last), e.g. « fond vert », « bleu nuit », « rose pastel », « noir et or ». */
  background: string[] | null;
  /** Headline colour (« titre en jaune », « texte blanc »), and accent (« mot clé en rouge », « accent orange »). */
  textColor: string | null;
  accent: string | null;
  mood: Mood | null;
  /** Noun phrases meant as the picture's subject, as written (« un téléphone », « le trophée de la CAN »), for the pictogram matcher. */
  subjects: Array<{ text: string; icon: string | null; label: string | null }>;
  /** Text in quotes (« … », "…", “…”, '…') to show: the first becomes the headline when the title is empty, else a tag. */
  quoted: string[];
  layout: { side: 'gauche' | 'droite' | null; bigNumber: boolean; bigText: boolean; beforeAfter: boolean; versus: boolean; question: boolean; topList: boolean; reaction: boolean; fullBleed: boolean };
  /** Layouts the brief refused (« sans flèche », « pas de cercle »): never drawn. */
  refused: LayoutKey[];
  /** A person and their expression: « une femme surprise » → { who: 'femme', expression: 'surpris' }. */
  person: { who: Who; expression: Expression | null } | null;
  /** Style hint when the brief names one (« style gaming », « façon journal télé » → actu, « minimaliste »). */
  style: StyleId | null;
  /** French chips for the studio, in brief order. */
  understood: Array<{ kind: ChipKind; label: string }>;
  /** Words or phrases that carried meaning but were not used (not stop words), for the chip « Ignoré : … ». */
  ignored: string[];
}

export type ChipKind = 'fond' | 'titre' | 'accent' | 'ambiance' | 'sujet' | 'texte' | 'mise-en-page' | 'personne' | 'style';
export type SubjectFinder = (phrase: string) => { icon: string; label: string } | null;
