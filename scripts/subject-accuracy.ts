// Measures what the product puts forward for a title (compose-plan.ts: a pictogram, a person with
// the title's expression, or the leading figure drawn big) against the title lists: prints every
// miss and the apt rate on the tuning lists, the held-out set and the sets of fifty unseen titles (tests/data/unseen-sets.ts)
// (each never tuned on), how many got each kind of outcome, the topic read from the unseen titles
// against theirs, and load and match timings.
// The unseen titles' misses are printed only with --unseen: nothing is tuned on them.
// Usage: npx tsx scripts/subject-accuracy.ts [--all] [--unseen]
import { creatorTitles, type CreatorTitle } from '../tests/data/creator-titles';
import { holdoutTitles } from '../tests/data/creator-titles-holdout';
import { moreTitles } from '../tests/data/creator-titles-more';
import { thirdTitles } from '../tests/data/creator-titles-third';
import { fourthTitles } from '../tests/data/creator-titles-fourth';
import { fifthTitles } from '../tests/data/creator-titles-fifth';
import { sixthTitles } from '../tests/data/creator-titles-sixth';
import { seventhTitles } from '../tests/data/creator-titles-seventh';
import { eighthTitles } from '../tests/data/creator-titles-eighth';
import { loadPictogramLibrary } from '../server/pictograms/library';
import { loadSubjectMatcher } from '../server/pictograms/matcher';
import { outcomeId, planComposition } from '../server/studio/compose-plan';
import { subjectAccuracy } from '../tests/data/subject-accuracy';
import { UNSEEN_SETS } from '../tests/data/unseen-sets';
import { topicAccepted, type UnseenTitle } from '../tests/data/creator-titles-unseen';

const heapBefore = process.memoryUsage().heapUsed;
const libraryMs = loadPictogramLibrary();
const keywordsMs = loadSubjectMatcher();
const showAll = process.argv.includes('--all');
const showUnseen = process.argv.includes('--unseen');
const outcomeOf = (title: string): string => outcomeId(planComposition({ title, prompt: '' }).outcome);

const unseenSets: Array<[string, UnseenTitle[]]> = UNSEEN_SETS.map((set) => [set.name, set.titles]);
/** « (blind 84 %) »: what the set measured once, before its misses were read. */
const blindNote = (name: string, key: 'apt' | 'topic'): string => {
  const blind = UNSEEN_SETS.find((set) => set.name === name)?.blind;
  return blind ? ` (blind ${Math.round(blind[key] * 100)} %)` : '';
};
const sets: Array<[string, CreatorTitle[]]> = [
  ['tuning set', creatorTitles],
  ['held-out set', holdoutTitles],
  ['second tuning set', moreTitles],
  ['third tuning set', thirdTitles],
  ['fourth tuning set', fourthTitles],
  ['fifth tuning set', fifthTitles],
  ['sixth tuning set', sixthTitles],
  ['seventh tuning set', seventhTitles],
  ['eighth tuning set', eighthTitles],
  ...unseenSets,
];
const lines: string[] = [];
for (const [name, titles] of sets) {
  const { share, results, kinds } = subjectAccuracy(titles, outcomeOf);
  for (const result of results) {
    if ((result.correct && !showAll) || (unseenSets.some(([, set]) => set === titles) && !showUnseen)) continue;
    const plan = planComposition({ title: result.title, prompt: '' });
    console.log(`${result.correct ? 'ok  ' : 'MISS'} ${result.title}\n     expected ${result.accept.join(' | ')}\n     got      ${result.got} (proposals ${plan.proposals.slice(0, 4).join(', ')}; topic ${plan.topic})`);
  }
  lines.push(`apt ${(share * 100).toFixed(1)} % (${results.filter((r) => r.correct).length}/${results.length}) on the ${name}${blindNote(name, 'apt')}: ${kinds.pictogram} pictogram, ${kinds.person} person, ${kinds['big-word']} big word`);
}
const tuned = [...creatorTitles, ...moreTitles, ...thirdTitles, ...fourthTitles, ...fifthTitles, ...sixthTitles, ...seventhTitles, ...eighthTitles].map((t) => ({ t, got: planComposition({ title: t.title, prompt: '' }).topic }));
for (const { t, got } of tuned) if (got !== t.topic) console.log(`TOPIC ${t.title}: expected ${t.topic}, got ${got}`);
lines.push(`topic ${((tuned.filter((x) => x.got === x.t.topic).length / tuned.length) * 100).toFixed(1)} % right on the tuning set`);
const fifth = tuned.filter((x) => fifthTitles.includes(x.t));
lines.push(`topic ${((fifth.filter((x) => x.got === x.t.topic).length / fifth.length) * 100).toFixed(1)} % right on the fifth tuning set alone`);
const sixth = tuned.filter((x) => sixthTitles.includes(x.t));
lines.push(`topic ${((sixth.filter((x) => x.got === x.t.topic).length / sixth.length) * 100).toFixed(1)} % right on the sixth tuning set alone`);
const seventh = tuned.filter((x) => seventhTitles.includes(x.t));
lines.push(`topic ${((seventh.filter((x) => x.got === x.t.topic).length / seventh.length) * 100).toFixed(1)} % right on the seventh tuning set alone`);
const eighth = tuned.filter((x) => eighthTitles.includes(x.t));
lines.push(`topic ${((eighth.filter((x) => x.got === x.t.topic).length / eighth.length) * 100).toFixed(1)} % right on the eighth tuning set alone`);
for (const [name, titles] of unseenSets) {
  const topics = titles.map((t) => ({ t, got: planComposition({ title: t.title, prompt: '' }).topic }));
  for (const { t, got } of topics) if (showUnseen && !topicAccepted(t, got)) console.log(`TOPIC ${t.title}: expected ${t.topic}, got ${got}`);
  lines.push(`topic ${((topics.filter((x) => topicAccepted(x.t, x.got)).length / topics.length) * 100).toFixed(1)} % right on the ${name}${blindNote(name, 'topic')}`);
}

const rounds = 20;
const started = performance.now();
for (let round = 0; round < rounds; round++) for (const { title } of creatorTitles) planComposition({ title, prompt: '' });
const perPlanMs = (performance.now() - started) / (rounds * creatorTitles.length);
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
console.log(`\n${lines.join('\n')}`);
console.log(`load: icon sets ${libraryMs.toFixed(0)} ms, keywords ${keywordsMs.toFixed(0)} ms; one plan ${perPlanMs.toFixed(3)} ms; heap +${heapMb.toFixed(1)} MB`);
