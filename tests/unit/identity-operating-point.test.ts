// Where the product draws the line between one person and two (issue 32): the descriptor distance chosen
// on half of the evaluation's people, a margin for the measurement's noise under the first stranger it
// must refuse, and reported on the other half, from the pairs of the committed faces cleaned as uploads,
// as scripts/eval-records/upload-noise.json recorded them (real light-skinned photos, CREDITS.md, and
// darkened STAND-INS, which are not photos of dark-skinned people). No model runs here: the distances
// are the record's.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readIdentityBefore, readManifest } from '../../scripts/lib/face-eval';
import { chooseThreshold, formatOperatingPoint, halvesByPerson, operatingPointReport, upperBound95, type OperatingPointFace } from '../../scripts/lib/identity-operating-point';
import { readUploadNoise } from '../../scripts/lib/upload-noise';
import { setLimits } from '../../server/digitalme/set-check';
import { identityScore, SAME_PERSON_DISTANCE, SAME_PERSON_SCORE } from '../../server/vision/identity';

const dir = path.join(import.meta.dirname, '..', 'fixtures', 'photos');

/** The recorded faces (cleaned as uploads) with their people from today's manifest, and each recorded pair's distance. */
function recorded() {
  const before = readIdentityBefore();
  const noise = readUploadNoise();
  const entries = readManifest(dir);
  const faces: OperatingPointFace[] = noise.identity.faces.map((id) => {
    const [place, ...made] = id.split(' ');
    const [file, face] = place!.split('#') as [string, string];
    const entry = entries.find((e) => e.file === file && e.face === Number(face))!;
    return { id, file, face: Number(face), person: entry.person, personKnown: entry.personKnown, standIn: made.length > 0, skinOnly: made.join(' ').startsWith('substitut assombri'), descriptor: [0] };
  });
  const index = new Map(faces.map((f, i) => [f.id, i]));
  const distances = new Map(noise.identity.pairs.map(([a, b, d]) => [`${a}|${b}`, d]));
  const distance = (a: OperatingPointFace, b: OperatingPointFace) => distances.get(`${index.get(a.id)}|${index.get(b.id)}`) ?? distances.get(`${index.get(b.id)}|${index.get(a.id)}`)!;
  return { before, noise, faces, distance };
}

describe('the identity operating point', () => {
  it('the product refuses as the same person from the distance chosen on half A of the committed pairs, the noise’s margin under their closest strangers, and says on half B how it holds', () => {
    const { before, noise, faces, distance } = recorded();
    const report = operatingPointReport(faces, distance, SAME_PERSON_DISTANCE, before, { p95: noise.noise.pairDistance.p95, measured: false }, noise.noise.descriptor.p95);
    expect(report.halves.B).toContain('Jesper');
    expect(report.chosen!.threshold).toBe(SAME_PERSON_DISTANCE);
    // The closest strangers of A, less the p95 of a pair's move when both its photos are sent again.
    expect(report.firstRefusedPair!.distance - noise.noise.pairDistance.p95).toBeGreaterThan(SAME_PERSON_DISTANCE);
    expect(report.firstRefusedPair!.distance - noise.noise.pairDistance.p95).toBeLessThan(SAME_PERSON_DISTANCE + 0.01);
    // One limit: the set check's score limit is the score at that distance.
    expect(setLimits.sameIdentity).toBe(SAME_PERSON_SCORE);
    const at = (d: number) => identityScore({ descriptor: [0] }, { descriptor: [d] })!;
    expect(at(SAME_PERSON_DISTANCE - 0.001)).toBeGreaterThanOrEqual(setLimits.sameIdentity);
    expect(at(SAME_PERSON_DISTANCE + 0.001)).toBeLessThan(setLimits.sameIdentity);
    // Half B, never seen by the choice: every count printed with its pairs.
    expect(report.after.real).toMatchObject({ samePairs: 15, falseRejects: 2, differentPairs: 27, falseAccepts: 0 });
    // Wayne and Jim, one scanned photo, a pair across the halves: taken for one man at the former 0.58.
    expect(report.acrossFalseAccepts).toEqual([]);
    const text = formatOperatingPoint(report).join('\n');
    console.info(text);
    expect(text).toContain('IDENTITÉ NON VALIDÉE SUR PEAU FONCÉE');
    expect(text).toMatch(/photos réelles : fausses acceptations 0\/27 \(0 %\), au plus 10,5 % à 95 % ; faux refus 2\/15 \(13,3 %\)/);
    expect(text).toMatch(/moins la marge du bruit de mesure, 0,0382/);
    expect(text).toContain('faceres seul');
  });

  it('deals people with several faces first, so each half holds same-person pairs', () => {
    const halves = halvesByPerson([
      { person: 'Zoé', standIn: false },
      { person: 'Zoé', standIn: false },
      { person: 'Awa', standIn: false },
      { person: 'Awa', standIn: false },
      { person: 'Awa', standIn: true },
      { person: 'Bineta', standIn: false },
      { person: 'Codou', standIn: false },
    ]);
    expect([...halves]).toEqual([['Awa', 'A'], ['Zoé', 'B'], ['Bineta', 'A'], ['Codou', 'B']]);
  });

  it('takes the largest hundredth under the first stranger it must refuse less the noise’s margin, and bounds a rate seen on few pairs', () => {
    expect(chooseThreshold([0.7, 0.585, 0.9])).toMatchObject({ threshold: 0.58, allowed: 0, pairs: 3, firstRefused: 0.585 });
    expect(chooseThreshold([0.6, 0.7]).threshold).toBe(0.59);
    // A stranger 0.5784 away, a pair's distance moving by 0.0382: 0.54, not 0.57.
    expect(chooseThreshold([0.7, 0.5784, 0.9], 0.01, 0.0382).threshold).toBe(0.54);
    expect(chooseThreshold([0.6, 0.7], 0.01, 0.05).threshold).toBe(0.54);
    // 200 pairs: 2 may be taken, the third closest decides.
    const many = Array.from({ length: 200 }, (_, i) => 0.5 + i / 1000);
    expect(chooseThreshold(many)).toMatchObject({ threshold: 0.5, allowed: 2, pairs: 200 });
    // No error in n: 1 − 0.05^(1/n) (the rule of three's exact form); Clopper–Pearson's published 6 of 72.
    expect(upperBound95(0, 27)).toBeCloseTo(1 - 0.05 ** (1 / 27), 6);
    expect(upperBound95(6, 72)).toBeCloseTo(0.1583, 3);
    expect(upperBound95(0, 0)).toBeNaN();
  });
});
