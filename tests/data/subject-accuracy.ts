import type { SubjectMatch } from '../../shared/pictograms/subject-types';
import type { CreatorTitle } from './creator-titles';

export interface TitleResult extends CreatorTitle {
  got: SubjectMatch[];
  correct: boolean;
}

/** Top-1 accuracy: the first pictogram is one a person accepts, or nothing when nothing fits. */
export function subjectAccuracy(titles: CreatorTitle[], match: (text: string) => SubjectMatch[]): { share: number; results: TitleResult[] } {
  const results = titles.map((entry) => {
    const got = match(entry.title);
    const first = got[0]?.icon;
    const correct = entry.accept.length === 0 ? got.length === 0 : first !== undefined && entry.accept.includes(first);
    return { ...entry, got, correct };
  });
  return { share: results.filter((result) => result.correct).length / results.length, results };
}
