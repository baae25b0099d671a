import { matchTitle } from '../../server/pictograms/matcher';
import { untonedPictogram } from '../../server/pictograms/library';

/** A title built from a probe word, with the pictograms a creator accepts for it and its topic. */
export interface CoverageCase {
  title: string;
  accept: readonly string[];
  topic: string;
}

/**
 * How the matcher reads a vocabulary probe list: the share of titles whose first pictogram is
 * accepted (in any skin tone) and whose topic is right, with the misses spelled out for the
 * assertion message.
 */
export function keywordCoverage(cases: readonly CoverageCase[]): { subject: number; topic: number; subjectMisses: string; topicMisses: string } {
  const results = cases.map((c) => {
    const { subjects, topic } = matchTitle(c.title);
    const first = subjects[0]?.icon ?? 'rien';
    return { ...c, first, got: topic, apt: c.accept.some((name) => untonedPictogram(name) === untonedPictogram(first)), rightTopic: topic === c.topic };
  });
  const share = (ok: (r: (typeof results)[number]) => boolean): number => results.filter(ok).length / Math.max(1, results.length);
  return {
    subject: share((r) => r.apt),
    topic: share((r) => r.rightTopic),
    subjectMisses: results.filter((r) => !r.apt).map((r) => `${r.title} → ${r.first} (wanted ${r.accept.join(' | ')})`).join('\n'),
    topicMisses: results.filter((r) => !r.rightTopic).map((r) => `${r.title} → ${r.got ?? 'no topic'} (wanted ${r.topic})`).join('\n'),
  };
}
