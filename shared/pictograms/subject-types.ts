import type { TopicId } from '../engine/model/topics';

/** What a pictogram shows, so the layout can treat it apart (a versus split of flags, a face beside a person). */
export type SubjectKind = 'object' | 'flag' | 'person' | 'expression';

export interface SubjectMatch {
  /** Namespaced pictogram name for `pictogramSvg`, e.g. `fluent:money-bag`, `flag:sn`. */
  icon: string;
  /** French name of what the pictogram shows, e.g. « sac d’argent ». */
  label: string;
  /** The words of the text that matched, as written there. */
  matched: string;
  score: number;
  kind: SubjectKind;
  /** Set on the two sides of a « X vs Y », « X ou Y » or « X 2-1 Y » text: which side of the split each goes to. */
  versus?: 'left' | 'right';
  /** What a title naming it is about, when the word says it (a ball is football, a pot cooking). */
  topic?: TopicId;
}
