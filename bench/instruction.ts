/**
 * Reading a French instruction (server/reader/instruction/instruction.ts) over the tested phrasings and a
 * 300-character one, on designs laid out by the real engine, with the server's pictogram matcher.
 * Prints the median and p95 per reading next to the target (≤ 5 ms); the matcher's one-time
 * load (per process, at boot) is printed apart.
 *
 * Run: npx tsx bench/instruction.ts
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { readBrief } from '../server/reader/brief/brief';
import { readInstruction } from '../server/reader/instruction/instruction';
import { loadSubjectMatcher } from '../server/pictograms/matcher';
import { arrowDesign, gamingDesign, gamingPictoDesign, hiddenLogoDesign, instructionOptions, proDesign, reactionDesign } from '../tests/fixtures/instruction-designs';
import { INSTRUCTION_CASES } from '../tests/fixtures/instruction-cases';
import { PATHOLOGICAL_BRIEFS } from '../tests/fixtures/pathological-briefs';
import { percentile } from '../tests/support/percentile';

export interface InstructionBench {
  phrasings: number;
  rounds: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  longestMedianMs: number;
  matcherLoadMs: number;
  /** The studio's brief reader on 2 000-character pathological briefs: the slowest brief's median. */
  briefWorstMedianMs: number;
}

/** The longest instruction the studio accepts: several changes, typos, politeness. */
export const LONG_INSTRUCTION = 'Peux-tu mettre le titre en jaune fluo et beaucoup plus gros, change le fond en bleu nuit, logo en haut à gauche, ajoute une flèche rouge vers le téléphone, entoure le téléphone, souligne le titre, ajoute une étiquette "EXCLU" puis police plus arrondie stp merci, et le mot ARGENT en vert !!';

const designs = { pro: proDesign, gaming: gamingDesign, reaction: reactionDesign, hidden: hiddenLogoDesign, gamingPicto: gamingPictoDesign, arrow: arrowDesign } as const;

export function benchInstruction(rounds = 20): InstructionBench {
  const matcherLoadMs = loadSubjectMatcher();
  const opts = instructionOptions;
  // Warm up the JIT as a running server is.
  for (const c of INSTRUCTION_CASES) readInstruction(c.text, designs[c.design], opts);
  const times: number[] = [];
  const longest: number[] = [];
  for (let r = 0; r < rounds; r++) {
    for (const c of INSTRUCTION_CASES) {
      const t0 = performance.now();
      readInstruction(c.text, designs[c.design], opts);
      times.push(performance.now() - t0);
    }
    const t0 = performance.now();
    readInstruction(LONG_INSTRUCTION, proDesign, opts);
    longest.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  longest.sort((a, b) => a - b);
  for (const s of PATHOLOGICAL_BRIEFS) readBrief(s);
  let briefWorstMedianMs = 0;
  for (const s of PATHOLOGICAL_BRIEFS) {
    const runs: number[] = [];
    for (let k = 0; k < 9; k++) {
      const t0 = performance.now();
      readBrief(s);
      runs.push(performance.now() - t0);
    }
    briefWorstMedianMs = Math.max(briefWorstMedianMs, percentile(runs.sort((a, b) => a - b), 0.5));
  }
  return { briefWorstMedianMs, phrasings: INSTRUCTION_CASES.length, rounds, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95), maxMs: times[times.length - 1]!, longestMedianMs: percentile(longest, 0.5), matcherLoadMs };
}

export function printInstruction(r: InstructionBench): void {
  console.log(
    `Lecture d’une consigne en français (${r.phrasings} formulations ×${r.rounds}) : médiane ${r.medianMs.toFixed(3)} ms, p95 ${r.p95Ms.toFixed(3)} ms, max ${r.maxMs.toFixed(2)} ms ; consigne de ${LONG_INSTRUCTION.length} caractères : médiane ${r.longestMedianMs.toFixed(3)} ms (objectif ≤ 5 ms) ; chargement unique des pictogrammes ${r.matcherLoadMs.toFixed(0)} ms ; brief de 2 000 caractères piégé, pire médiane ${r.briefWorstMedianMs.toFixed(2)} ms (objectif < 5 ms) ; charge ${loadavg()[0]!.toFixed(2)}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printInstruction(benchInstruction());
