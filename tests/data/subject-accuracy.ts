import type { CreatorTitle } from './creator-titles';
// Our « F » drawings stand in for Fluent's dollar pictures: a list that accepts the Fluent one accepts ours
// (the unseen lists were written before ours existed and are never edited).
import { DOLLAR_STAND_INS } from '../../server/pictograms/keyword-index';
import { untonedPictogram } from '../../server/pictograms/library';

export interface TitleResult extends CreatorTitle {
  /** What stood for the title: a pictogram name, `person` or `big-word`. */
  got: string;
  correct: boolean;
}

/**
 * The apt rate: what the product puts forward for a title (its first subject, or the person or
 * big figure it draws when no pictogram fits) is one a person accepts.
 */
export function subjectAccuracy(titles: CreatorTitle[], outcomeOf: (title: string) => string): { share: number; results: TitleResult[]; kinds: Record<'pictogram' | 'person' | 'big-word', number> } {
  const kinds = { pictogram: 0, person: 0, 'big-word': 0 };
  const results = titles.map((entry) => {
    const got = outcomeOf(entry.title);
    kinds[got === 'person' || got === 'big-word' ? got : 'pictogram'] += 1;
    return { ...entry, got, correct: entry.accept.some((name) => sameSubject(name, got)) };
  });
  return { share: results.filter((result) => result.correct).length / results.length, results, kinds };
}

/**
 * Whether the product's pick is the accepted subject: the same pictogram in any skin tone (a list
 * names « person-running », the product draws it in the creator's tone, dark by default), or our
 * « F » drawing where the list names Fluent's dollar one.
 */
function sameSubject(accepted: string, got: string): boolean {
  return accepted === got || DOLLAR_STAND_INS[accepted] === got || untonedPictogram(accepted) === untonedPictogram(got);
}
