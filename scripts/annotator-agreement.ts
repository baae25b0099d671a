/**
 * How often two people agree, next to how often the product agrees with them. Eight of the unseen
 * sets (the fifteenth to the twenty-second) were labelled a second time by another annotator, blind
 * to the first one's labels and to the product (tests/data/second-annotator/). For each set:
 * - people: the second annotator's first choice is one the first accepts (and the other way round),
 *   and both give one topic;
 * - product: its pick is accepted by the first annotator, by the second, by either; its topic too.
 * Measured once, blind (the product as it was before each set was read, the first annotator's lists
 * as written): on the fifteenth to eighteenth sets, people 92 % on the subject and 95.5 % on the
 * topic, the product 82.5 % by the first annotator, 84.5 % by the second, 88.5 % by either, and 83.5 %
 * on the topic by the first, 85.5 % by either; on the nineteenth to twenty-second (the product after
 * the round that read the four before), people 92.5 % and 98 %, the product 87.5 %, 89 % and 92 % on
 * the subject, 91 % on the topic by the first, 91 % by either. What this prints is the product as it
 * is now, against the first annotator's lists as widened once read (which lifts the people figure a
 * little too).
 *
 *   npx tsx scripts/annotator-agreement.ts
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outcomeId, planComposition } from '../server/studio/compose-plan';
import { UNSEEN_SETS } from '../tests/data/unseen-sets';
import { subjectAccuracy } from '../tests/data/subject-accuracy';
import type { CreatorTitle } from '../tests/data/creator-titles';

interface SecondLabel {
  title: string;
  accept: string[];
  topic: string;
}

const dir = path.join(import.meta.dirname, '../tests/data/second-annotator');
const named = (label: string): string => (label === 'PERSON' ? 'person' : label === 'BIG_WORD' ? 'big-word' : label);
const pct = (n: number, of: number): string => `${((n / of) * 100).toFixed(1)} %`;
const totals = { people: 0, peopleBack: 0, peopleTopic: 0, first: 0, second: 0, either: 0, topic: 0, n: 0 };

for (const set of UNSEEN_SETS) {
  const file = path.join(dir, `${set.id.replace('unseen', 'unseen-')}.json`);
  let second: SecondLabel[];
  try {
    second = JSON.parse(readFileSync(file, 'utf8')) as SecondLabel[];
  } catch {
    continue;
  }
  const byTitle = new Map(second.map((label) => [label.title, label]));
  const titles = set.titles.filter((t) => byTitle.has(t.title));
  const secondAsList: CreatorTitle[] = titles.map((t) => ({ title: t.title, accept: byTitle.get(t.title)!.accept.map(named) }));
  // One person's first choice judged by the other's accepted list.
  const people = subjectAccuracy(titles, (title) => named(byTitle.get(title)!.accept[0]!)).results.filter((r) => r.correct).length;
  const peopleBack = subjectAccuracy(secondAsList, (title) => titles.find((t) => t.title === title)!.accept[0]!).results.filter((r) => r.correct).length;
  const peopleTopic = titles.filter((t) => byTitle.get(t.title)!.topic === t.topic).length;
  const plans = new Map(titles.map((t) => [t.title, planComposition({ title: t.title, prompt: '' })]));
  const pick = (title: string): string => outcomeId(plans.get(title)!.outcome);
  const first = subjectAccuracy(titles, pick).results;
  const second2 = subjectAccuracy(secondAsList, pick).results;
  const either = first.filter((r, i) => r.correct || second2[i]!.correct).length;
  const topic = titles.filter((t) => [t.topic, byTitle.get(t.title)!.topic].includes(plans.get(t.title)!.topic ?? '')).length;
  const n = titles.length;
  console.log(`${set.name} (${n}) · people: subject ${pct(people, n)} (${pct(peopleBack, n)} the other way), topic ${pct(peopleTopic, n)} · product: subject ${pct(first.filter((r) => r.correct).length, n)} by the first, ${pct(second2.filter((r) => r.correct).length, n)} by the second, ${pct(either, n)} by either; topic ${pct(topic, n)} by either`);
  Object.assign(totals, {
    people: totals.people + people,
    peopleBack: totals.peopleBack + peopleBack,
    peopleTopic: totals.peopleTopic + peopleTopic,
    first: totals.first + first.filter((r) => r.correct).length,
    second: totals.second + second2.filter((r) => r.correct).length,
    either: totals.either + either,
    topic: totals.topic + topic,
    n: totals.n + n,
  });
}
const { n } = totals;
console.log(`all (${n}) · people: subject ${pct(totals.people, n)} (${pct(totals.peopleBack, n)}), topic ${pct(totals.peopleTopic, n)} · product: subject ${pct(totals.first, n)} / ${pct(totals.second, n)} / ${pct(totals.either, n)}; topic ${pct(totals.topic, n)}`);
