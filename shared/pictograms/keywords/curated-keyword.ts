import type { SubjectKind } from '../subject-types';
import type { TopicId } from '../../engine/model/topics';

/** One entry of our French keyword table: the words, the pictograms they show, and what they frame. */
export interface CuratedKeyword {
  keys: string[];
  icons: string[];
  /** French name shown to the user, e.g. « sac d’argent ». */
  label: string;
  kind?: SubjectKind;
  /** Below the default 100 for words that name a genre rather than a subject (« recette »). */
  weight?: number;
  /** Claims its words and names nothing (« prêts pour » is ready, not a loan). */
  block?: boolean;
  /** Its weight when it opens the title (an amount there is the hook, not a price). */
  lead?: number;
  /** What a title naming it is about: its scene is drawn behind the subject. */
  topic?: TopicId;
  /**
   * The word frames the title rather than names its subject: its topic is the title's whatever is
   * drawn (« élever des moutons » is farming, « les prix augmentent » news). `lead`: only when it
   * opens the title (« Ma belle-mère… » is a story; « … avec mon père » is not).
   */
  frame?: 'anywhere' | 'lead';
  /** Names a situation, not a thing: in a first-person story (« J’ai quitté mon travail ») the teller is drawn instead. */
  abstract?: boolean;
}
