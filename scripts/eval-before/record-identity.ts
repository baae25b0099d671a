// One-off: records identity as the product decided it before issue 32 (dlib's descriptor, with Human's
// faceres embedding as the fallback) and as faceres alone decided it, on every pair `npm run eval:faces`
// compares, into scripts/eval-before/identity.json. faceres leaves the product with issue 32: its
// figures cannot be measured again afterwards, so they are kept here pair by pair, with the commit.
// Run once: npx tsx scripts/eval-before/record-identity.ts
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { evaluateFaces, identityFaceId, readManifest } from '../lib/face-eval';
import { descriptorDistance } from '../../server/vision/face-descriptor';
import { faceSimilarity, identityScore, SAME_PERSON_DISTANCE } from '../../server/vision/identity';
import { setLimits } from '../../server/digitalme/set-check';

const dir = path.join(import.meta.dirname, '..', '..', 'tests', 'fixtures', 'photos');
const report = await evaluateFaces({ dir, entries: readManifest(dir), standIns: [6, 8, 10], stopsUnder: [0], identity: true, swaps: false, log: (l) => console.error(`… ${l}`) });
const faces = report.identityFaces.filter((f) => f.facts);
const round = (v: number) => Math.round(v * 10_000) / 10_000;
interface Pair {
  a: string;
  b: string;
  same: boolean;
  standIn: boolean;
  product: number;
  faceres: number;
  distance: number;
}
const pairs: Pair[] = [];
// The pairs identityPairs (scripts/lib/face-eval.ts) counts: not two unnamed people, not a face with itself or its own stand-in.
for (let i = 0; i < faces.length; i++) {
  for (let j = i + 1; j < faces.length; j++) {
    const a = faces[i]!;
    const b = faces[j]!;
    if (!a.entry.personKnown && !b.entry.personKnown) continue;
    if (a.entry.file === b.entry.file && a.entry.face === b.entry.face) continue;
    pairs.push({
      a: identityFaceId(a),
      b: identityFaceId(b),
      same: a.entry.personKnown && b.entry.personKnown && a.entry.person === b.entry.person,
      standIn: a.entry.standIn || b.entry.standIn,
      product: identityScore(a.facts!, b.facts!),
      faceres: faceSimilarity(a.facts!.embedding, b.facts!.embedding),
      distance: round(descriptorDistance(a.facts!.descriptor!, b.facts!.descriptor!)),
    });
  }
}
/** False rejects among same-person pairs and false accepts among different-person pairs, a pair being « the same » at score ≥ limit. */
const errors = (subset: Pair[], score: (p: Pair) => number) => {
  const same = subset.filter((p) => p.same);
  const different = subset.filter((p) => !p.same);
  return {
    samePairs: same.length,
    falseRejects: same.filter((p) => score(p) < setLimits.sameIdentity).length,
    differentPairs: different.length,
    falseAccepts: different.filter((p) => score(p) >= setLimits.sameIdentity).length,
  };
};
const split = (score: (p: Pair) => number) => ({ real: errors(pairs.filter((p) => !p.standIn), score), standIns: errors(pairs.filter((p) => p.standIn), score) });
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
const record = {
  $comment:
    'Identity before issue 32, recorded by scripts/eval-before/record-identity.ts at this commit on the pairs of npm run eval:faces (tests/fixtures/photos, light skin only; stand-ins: darkened copies made at run time at Monk 6, 8 and 10, never photos of dark-skinned people). « product »: identity.ts as it was, dlib descriptor distance d scored 1 − d/(2 × SAME_PERSON_DISTANCE), Human faceres embedding where a face had no descriptor (none here), same person at score ≥ setLimits.sameIdentity. « faceres »: Human 1024-d embedding alone, human.match.similarity, same threshold. distance: dlib descriptor distance.',
  commit,
  date: new Date().toISOString().slice(0, 10),
  sameIdentity: setLimits.sameIdentity,
  samePersonDistance: SAME_PERSON_DISTANCE,
  summary: { product: split((p) => p.product), faceres: split((p) => p.faceres) },
  faces: faces.map(identityFaceId),
  pairs,
};
const out = path.join(import.meta.dirname, 'identity.json');
// One pair a line: the file stays readable in a diff.
const { pairs: _, ...head } = record;
const text = JSON.stringify({ ...head, pairs: [] }, null, 1).replace('"pairs": []', `"pairs": [\n${pairs.map((p) => `  ${JSON.stringify(p)}`).join(',\n')}\n ]`);
writeFileSync(out, `${text}\n`);
console.log(JSON.stringify(record.summary, null, 2));
console.log(`${pairs.length} pairs, ${faces.length} faces → ${out}`);
