// The targets of issue 15 (« Quality measured, not claimed ») on a small subset of the evaluation that
// `npm run eval:faces` runs in full: two real light-skinned portraits (tests/fixtures/photos, CREDITS.md)
// and their STAND-IN darkened to Monk 10, made at run time. Stand-ins are not photos of dark-skinned
// people: passing here says the check and the swap do not read skin tone on these faces, nothing more.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateFaces, formatReport, readManifest, standInLabel, swapShiftByGroup, wholeFaceLabel, type FaceEvalReport } from '../../scripts/lib/face-eval';

const dir = path.join(import.meta.dirname, '..', 'fixtures', 'photos');
const subset = ['astronaut.png', 'jesper_2.jpg'];

describe('face evaluation on a subset of the fixtures (light faces and Monk 10 stand-ins)', () => {
  let report: FaceEvalReport;

  it('runs, and says in its output that no dark-skinned person’s photo is available and what the stand-ins are', async () => {
    const entries = readManifest(dir).filter((e) => subset.includes(e.file));
    expect(entries).toHaveLength(2);
    const options = { dir, entries, standIns: [10], stopsUnder: [0], identity: false, swaps: true };
    report = await evaluateFaces(options);
    const text = formatReport(report, options);
    console.info(text);
    expect(text).toMatch(/Aucune photo d’une personne à la peau foncée/);
    expect(text).toContain('substitut assombri (Monk 10)');
    expect(text).not.toMatch(/peau noire/i);
  }, 90_000);

  it('prints the expressions before (the emotion model, at the commit it was measured) and after (the mesh rules), with counts; a class labelled on fewer than 5 faces is « non mesurable », its rule said', () => {
    expect(report.expressions.map((r) => [r.file, r.label, r.read])).toEqual([
      ['astronaut.png', 'smiling', 'smiling'],
      ['jesper_2.jpg', 'neutral', 'neutral'],
    ]);
    const text = formatReport(report, { stopsUnder: [0] });
    expect(text).toMatch(/avant : modèle d’émotion de Human \(retiré depuis, issue 32\), mesuré au commit [0-9a-f]{7} le 2026-11-29/);
    // The emotion model on the 18 committed faces: 10 of the 16 smiles read as such, both neutral faces as sad.
    expect(text).toMatch(/souriant \(16\) +10 +3 +1 +2\n +neutre \(2\) +0 +0 +2 +0/);
    // Measured as the product measures: on each photo cleaned as an upload (there, jesper_2.jpg reads
    // 0.064, smiling at the former threshold chosen on the committed file as it is).
    expect(text).toMatch(/après : règles du maillage .* 2 visage\(s\), chacun nettoyé comme à l’envoi \(uploads\.ts\)\n.*\n +souriant \(1\) +1 +0\n +neutre \(1\) +0 +1/);
    expect(text).toContain('« neutre » : non mesurable (1 visage(s) étiqueté(s), moins de 5) ; règle : aucune des autres règles ne s’applique');
    expect(text).toMatch(/« choqué » : non mesurable \(0 visage\(s\) étiqueté\(s\), moins de 5\) ; règle : yeux grands ouverts/);
  });

  it('no good photo is falsely refused, light or darkened stand-in', () => {
    expect(report.refusals).toEqual([]);
    expect([...report.goodPhotos.values()].reduce((s, t) => s + t.n, 0)).toBe(4);
  });

  it('the swap’s skin-tone shift on the darkened stand-ins is no more than 1 ΔE above the light faces’, and on the ColorChecker dark patch too', () => {
    const byGroup = swapShiftByGroup(report.swaps);
    const light = byGroup.get('Monk 2')!;
    const dark = byGroup.get(standInLabel(10))!;
    expect(light.n).toBe(2);
    expect(dark.n).toBe(2);
    expect(dark.mean).toBeLessThanOrEqual(light.mean + 1);
    // Not lightened: the darkened face stays within 2.5 L* of its own skin after the swap.
    for (const row of report.swaps.filter((r) => r.group === standInLabel(10))) expect(row.swappedL - row.sourceL).toBeLessThan(2.5);
    expect(report.patches!.darkSkin).toBeLessThanOrEqual(report.patches!.lightSkin + 1);
  });
});

describe('identity on real pairs and on whole-face stand-ins of one tone, as in a set', () => {
  it('tells Jesper’s two photos from Eileen Collins’, light and both darkened to Monk 10', async () => {
    const entries = readManifest(dir).filter((e) => ['astronaut.png', 'jesper.jpg', 'jesper_2.jpg'].includes(e.file) && e.face === 0);
    expect(entries).toHaveLength(3);
    const report = await evaluateFaces({ dir, entries, standIns: [10], stopsUnder: [0], identity: true, swaps: false });
    const { real, byGroup } = report.identity!;
    // Real: Jesper–Jesper the same, each of his with her different.
    expect(real).toEqual({ same: { n: 1, ok: 1 }, different: { n: 2, ok: 2 } });
    // The same three faces darkened whole to Monk 10, compared among themselves as a set would be.
    expect(byGroup.get(wholeFaceLabel(10))!.sameTone).toEqual({ same: { n: 1, ok: 1 }, different: { n: 2, ok: 2 } });
  }, 120_000);
});

describe('the manifest’s expression labels', () => {
  it('labels every face by eye, so the expression rules are judged against what a person sees', () => {
    const entries = readManifest(dir);
    expect(entries.filter((e) => !e.expression).map((e) => `${e.file} #${e.face}`)).toEqual([]);
  });
});
