// Measures the subject matcher against the creator-title evaluation set: prints every miss and
// the share of titles whose first pictogram a person would accept, on the tuning set and on the
// held-out set (never tuned on), plus load and match timings.
// Usage: npx tsx scripts/subject-accuracy.ts [--all]
import { creatorTitles } from '../tests/data/creator-titles';
import { holdoutTitles } from '../tests/data/creator-titles-holdout';
import { loadPictogramLibrary } from '../server/pictograms/library';
import { loadSubjectMatcher, matchSubjects } from '../server/pictograms/matcher';
import { subjectAccuracy } from '../tests/data/subject-accuracy';

const heapBefore = process.memoryUsage().heapUsed;
const libraryMs = loadPictogramLibrary();
const keywordsMs = loadSubjectMatcher();
const showAll = process.argv.includes('--all');

const { share, results } = subjectAccuracy(creatorTitles, matchSubjects);
const holdout = subjectAccuracy(holdoutTitles, matchSubjects);
for (const result of [...results, ...holdout.results]) {
  if (result.correct && !showAll) continue;
  const got = result.got.map((match) => `${match.icon} (${match.matched} ${match.score})`).join(', ') || '[]';
  console.log(`${result.correct ? 'ok  ' : 'MISS'} ${result.title}\n     expected ${result.accept.join(' | ') || '[]'}\n     got      ${got}`);
}

const rounds = 20;
const started = performance.now();
for (let round = 0; round < rounds; round++) for (const { title } of creatorTitles) matchSubjects(title);
const perMatchMs = (performance.now() - started) / (rounds * creatorTitles.length);
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;

const count = (list: { correct: boolean }[]): string => `${list.filter((r) => r.correct).length}/${list.length}`;
console.log(`\naccuracy ${(share * 100).toFixed(1)} % (${count(results)}) on the tuning set`);
console.log(`accuracy ${(holdout.share * 100).toFixed(1)} % (${count(holdout.results)}) on the held-out set`);
console.log(`load: icon sets ${libraryMs.toFixed(0)} ms, keywords ${keywordsMs.toFixed(0)} ms; one match ${perMatchMs.toFixed(3)} ms; heap +${heapMb.toFixed(1)} MB`);
