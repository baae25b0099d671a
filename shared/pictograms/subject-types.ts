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
  /** Set on the two flags of a « X vs Y » text: which side of the split each goes to. */
  versus?: 'left' | 'right';
}
