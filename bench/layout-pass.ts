/**
 * The layout pass at volume: the property test's cases (tests/fixtures/layout-cases.ts), many more of
 * them, with what is left broken by rule and what the pass costs per run; then the creators' titles
 * laid out as generated, with and without the pass. Prints figures, decides nothing.
 */
import fc from 'fast-check';
import { STYLE_IDS } from '../shared/engine/model/style-ids';
import { brokenAfter, broken, layoutCaseArb, settle } from '../tests/fixtures/layout-cases';
import { percentile } from '../tests/support/percentile';
import { creatorTitles } from '../tests/data/creator-titles';
import { designFor } from '../scripts/lib/mgx3-local';

export interface LayoutPassFigures {
  cases: number;
  left: number;
  byRule: Record<string, number>;
  passMs: number[];
  generated: { designs: number; before: number; after: number };
}

export async function benchLayoutPass(cases = Number(process.env.BENCH_LAYOUT_CASES) || 1000): Promise<LayoutPassFigures> {
  const passMs: number[] = [];
  const byRule: Record<string, number> = {};
  let left = 0;
  for (const c of fc.sample(layoutCaseArb, { numRuns: cases, seed: 2929 })) {
    const r = await brokenAfter(c, passMs);
    if (r.left.length > 0) left++;
    for (const x of r.left) byRule[x.rule] = (byRule[x.rule] ?? 0) + 1;
  }
  const generated = { designs: 0, before: 0, after: 0 };
  for (const t of creatorTitles.slice(0, 100)) {
    for (const style of STYLE_IDS) {
      // Lets the finalizers free the last design's canvases (see brokenAfter).
      await new Promise((resolve) => setImmediate(resolve));
      const d = designFor(t.title, style, 7);
      generated.designs++;
      if ((await broken(d)).length > 0) generated.before++;
      if ((await broken(await settle(d, [], passMs))).length > 0) generated.after++;
    }
  }
  return { cases, left, byRule, passMs, generated };
}

export function printLayoutPass(f: LayoutPassFigures): void {
  const ms = (p: number) => percentile(f.passMs, p).toFixed(1);
  console.log(`Passe de mise en page, ${f.cases} cas (titre, style, composition, jusqu’à 3 modifications, format) : ${f.left} laissent une règle enfreinte hors de ce que la main a placé ${JSON.stringify(f.byRule)}`);
  console.log(`Titres de créateurs × 6 styles (${f.generated.designs} miniatures) : ${f.generated.before} enfreignent une règle sans la passe, ${f.generated.after} avec`);
  console.log(`Coût de la passe : médiane ${ms(0.5)} ms, p95 ${ms(0.95)} ms, max ${ms(1)} ms (${f.passMs.length} passes, un cœur)`);
}
