/**
 * The studio's brief chips before the click (`studio.readBrief`): the reader alone, as before the
 * chips read the design back, and the dry run they now make (plan, layout, layout pass, visible
 * ink, on a fixed seed), over briefs a creator types × the six styles. Prints the median, p95 and
 * max per call next to the target (well under 50 ms).
 *
 * Run: npx tsx bench/brief-chips.ts
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { STYLE_IDS } from '../shared/engine/model/style-ids';
import { briefChips } from '../server/studio/brief-dry-run';
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

export function printBriefChips(b: BriefChipsBench): void {
  console.log(`pastilles du brief avant le clic (×${b.calls}, charge ${loadavg()[0]!.toFixed(1)}) : lecture seule (avant) médiane ${b.reader.medianMs.toFixed(2)} ms, p95 ${b.reader.p95Ms.toFixed(2)} ms ; relecture du dessin (après) médiane ${b.dryRun.medianMs.toFixed(1)} ms, p95 ${b.dryRun.p95Ms.toFixed(1)} ms, max ${b.dryRun.maxMs.toFixed(1)} ms, temps processeur médiane ${b.dryRunCpu.medianMs.toFixed(1)} ms, p95 ${b.dryRunCpu.p95Ms.toFixed(1)} ms (objectif : bien moins de 50 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printBriefChips(await benchBriefChips());
