/**
 * The studio's brief chips before the click (`studio.readBrief`): the reader alone, as before the
 * chips read the design back, and the dry run they now make (plan, layout, layout pass, visible
 * ink, on a fixed seed), over briefs a creator types × the six styles. Prints the median, p95 and
 * max per call next to the target (well under 50 ms); then how often « gros texte » and « gros
 * chiffre » change the drawing.
 *
 * Run: npx tsx bench/brief-chips.ts
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { STYLE_IDS } from '../shared/engine/model/style-ids';
import { briefChips, chipsOf, drawBrief } from '../server/studio/brief-dry-run';
import { headlineOf } from '../shared/engine/model/design';
import { readBriefFor } from '../server/studio/compose-plan';
import { percentile } from '../tests/support/percentile';

const CASES: ReadonlyArray<readonly [title: string, brief: string]> = [
  ['Mon avis sur ce quartier', 'un homme content à droite'],
  ['Ma routine du matin', 'une femme surprise'],
  ['Comment épargner', 'des billets'],
  ['5 astuces pour épargner', 'gros chiffre'],
  ['Astuces pour épargner', 'fond noir, gros texte'],
  ['Mon test', 'un téléphone et une voiture'],
  ['', 'fond vert, un téléphone, écris "Mon avis"'],
  ['Mon avis', 'fond vert, titre jaune, accent rouge, écris "-50 %"'],
  ['Recette du thiéboudienne de ma grand-mère', 'ambiance festive, une femme contente à gauche'],
  ['Côte d’Ivoire vs Sénégal', 'face-à-face, fond orange'],
];

export interface BriefChipsBench {
  calls: number;
  reader: { medianMs: number; p95Ms: number };
  dryRun: { medianMs: number; p95Ms: number; maxMs: number };
  /** The dry run's processor time (user + system) per call: what a busy machine does not inflate. */
  dryRunCpu: { medianMs: number; p95Ms: number };
}

export async function benchBriefChips(rounds = 10): Promise<BriefChipsBench> {
  // Warm up as a running server is (pictograms rasterised, JIT).
  for (const style of STYLE_IDS) for (const [title, prompt] of CASES) await briefChips({ title, prompt, style, skinTone: 'dark' });
  const reader: number[] = [];
  const dryRun: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const style of STYLE_IDS) {
      for (const [title, prompt] of CASES) {
        let t0 = performance.now();
        readBriefFor(prompt, 'dark');
        reader.push(performance.now() - t0);
        t0 = performance.now();
        const c0 = process.cpuUsage();
        await briefChips({ title, prompt, style, skinTone: 'dark' });
        const c = process.cpuUsage(c0);
        dryRun.push(performance.now() - t0);
        cpu.push((c.user + c.system) / 1000);
      }
    }
  }
  return {
    calls: dryRun.length,
    reader: { medianMs: percentile(reader, 0.5), p95Ms: percentile(reader, 0.95) },
    dryRun: { medianMs: percentile(dryRun, 0.5), p95Ms: percentile(dryRun, 0.95), maxMs: Math.max(...dryRun) },
    dryRunCpu: { medianMs: percentile(cpu, 0.5), p95Ms: percentile(cpu, 0.95) },
  };
}

/** Titles of two to nine words, for « gros texte ». */
const BIG_TEXT_TITLES = ['Mon avis', 'Le vrai prix du riz', 'Astuces pour épargner', 'Ma routine du matin', 'Comment j’ai réussi mon bac à Dakar cette année'];
/** Titles that lead with a figure, short and long, for « gros chiffre ». */
const BIG_NUMBER_TITLES = ['5 astuces pour épargner', '100 000 F en 30 jours', '3 erreurs que tout le monde fait au marché', '10 choses à savoir avant de partir étudier au Canada en 2026', '7 plats sénégalais à goûter', '50 % de réduction sur tout'];

export interface BriefObeyedBench {
  bigText: { grown: number; cases: number; minGain: number; maxGain: number };
  bigNumber: { drawn: number; cases: number };
}

/** How often « gros texte » makes the headline bigger, and « gros chiffre » draws a figure that is seen (its chip « Compris »). */
export async function benchBriefObeyed(): Promise<BriefObeyedBench> {
  const gains: number[] = [];
  for (const title of BIG_TEXT_TITLES) {
    for (const style of STYLE_IDS) {
      for (const seed of [1, 2]) {
        const plain = await drawBrief({ title, prompt: 'fond noir', style, skinTone: 'dark', seed });
        const big = await drawBrief({ title, prompt: 'fond noir, gros texte', style, skinTone: 'dark', seed });
        gains.push(headlineOf(big.design)!.size / headlineOf(plain.design)!.size - 1);
      }
    }
  }
  let drawn = 0;
  let cases = 0;
  for (const title of BIG_NUMBER_TITLES) {
    for (const style of STYLE_IDS) {
      for (const seed of [1, 2, 3]) {
        cases++;
        if (chipsOf(await drawBrief({ title, prompt: 'gros chiffre', style, skinTone: 'dark', seed })).understood.length === 1) drawn++;
      }
    }
  }
  return { bigText: { grown: gains.filter((g) => g > 0).length, cases: gains.length, minGain: Math.min(...gains), maxGain: Math.max(...gains) }, bigNumber: { drawn, cases } };
}

export function printBriefObeyed(b: BriefObeyedBench): void {
  console.log(`« gros texte » : titre agrandi dans ${b.bigText.grown} cas sur ${b.bigText.cases} (de ${(b.bigText.minGain * 100).toFixed(0)} % à ${(b.bigText.maxGain * 100).toFixed(0)} %) ; « gros chiffre » : chiffre dessiné et vu (pastille « Compris ») dans ${b.bigNumber.drawn} cas sur ${b.bigNumber.cases}`);
}

export function printBriefChips(b: BriefChipsBench): void {
  console.log(`pastilles du brief avant le clic (×${b.calls}, charge ${loadavg()[0]!.toFixed(1)}) : lecture seule (avant) médiane ${b.reader.medianMs.toFixed(2)} ms, p95 ${b.reader.p95Ms.toFixed(2)} ms ; relecture du dessin (après) médiane ${b.dryRun.medianMs.toFixed(1)} ms, p95 ${b.dryRun.p95Ms.toFixed(1)} ms, max ${b.dryRun.maxMs.toFixed(1)} ms, temps processeur médiane ${b.dryRunCpu.medianMs.toFixed(1)} ms, p95 ${b.dryRunCpu.p95Ms.toFixed(1)} ms (objectif : bien moins de 50 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printBriefChips(await benchBriefChips());
  printBriefObeyed(await benchBriefObeyed());
}
