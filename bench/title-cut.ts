/**
 * « Titre plus court » on the forty long titles an editor judged (tests/data/short-titles.ts): the
 * share of title × style pairs whose suggestion is an accepted cut (or none where none is), what was
 * offered, the misses, and what one suggestion costs as the user types (it lays the title out).
 *
 * Run: npx tsx bench/title-cut.ts (or npm run bench -- titre-court)
 */
import { pathToFileURL } from 'node:url';
import { STYLE_IDS } from '../shared/engine/model/design';
import { suggestShorterTitle, titleFit } from '../shared/engine/layout/title-fit';
import { titleCuts } from '../shared/engine/text/title-cut';
import { serverMeasurer } from '../server/engine/index';
import { isRightCut, shortTitles } from '../tests/data/short-titles';
import { percentile } from '../tests/support/percentile';

export interface TitleCutBench {
  pairs: number;
  right: number;
  titlesRight: number;
  offered: number;
  misses: string[];
  medianMs: number;
  p95Ms: number;
  cutsMicros: number;
}

export function benchTitleCut(): TitleCutBench {
  const m = serverMeasurer();
  const r: TitleCutBench = { pairs: 0, right: 0, titlesRight: 0, offered: 0, misses: [], medianMs: 0, p95Ms: 0, cutsMicros: 0 };
  const times: number[] = [];
  for (const { title, accept } of shortTitles) {
    let all = true;
    for (const style of STYLE_IDS) {
      if (!titleFit(m, title, style).shortened) continue;
      r.pairs++;
      const t0 = performance.now();
      const s = suggestShorterTitle(m, title, style);
      times.push(performance.now() - t0);
      if (s !== null) r.offered++;
      if (isRightCut({ title, accept }, s)) r.right++;
      else {
        all = false;
        r.misses.push(`${style} « ${title} » → ${s === null ? 'rien' : `« ${s} »`}`);
      }
    }
    if (all) r.titlesRight++;
  }
  const t0 = performance.now();
  const rounds = 50;
  for (let i = 0; i < rounds; i++) for (const { title } of shortTitles) titleCuts(title);
  r.cutsMicros = ((performance.now() - t0) * 1000) / (rounds * shortTitles.length);
  return { ...r, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
}

export function printTitleCut(r: TitleCutBench): void {
  console.log(
    `« Titre plus court » sur ${shortTitles.length} titres jugés : ${r.right}/${r.pairs} couples titre × style justes (${((100 * r.right) / r.pairs).toFixed(1)} %), ${r.titlesRight}/${shortTitles.length} titres justes dans tous leurs styles ; ${r.offered} suggestions faites ; une suggestion : médiane ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms (mise en page comprise) ; découpe seule ${r.cutsMicros.toFixed(0)} µs par titre`,
  );
  for (const miss of r.misses) console.log(`  raté : ${miss}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printTitleCut(benchTitleCut());
