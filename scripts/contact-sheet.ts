/**
 * Contact sheet of the MGX3 engine: 100 creator titles × the six styles, as the product makes them
 * (subjects and compositions chosen from the title), drawn by the engine that makes the files, each
 * cell labelled with its composition, what the legibility score measures (capital height at 168×94)
 * and whether the title was shortened with « … ». The picture is the product: look at it after any
 * change to layout, styles, subjects or typesetting.
 *
 *   npx tsx scripts/contact-sheet.ts [--out .data/contact-sheet] [--seed 7] [--format hd|story|square] [--titles createurs|courts|inedits|inedits2…inedits14|inedits7,8] [--cell 320] [--edits]
 *
 * `--cell 168` draws each cell at a phone feed's 168×94; `--cell 1280` at full size. `--titles
 * inedits` draws the fifty unseen titles, `inedits2` the second fifty and so on, `inedits7,8` two sets (to look at once the tuning is over, never before).
 *
 * Every design goes through the layout pass, as in the product; `--edits` applies three French
 * instructions to each (taken in turn from the property test's list), each followed by the pass.
 *
 * Writes one PNG per page of 10 titles (page-1.png …) and prints a table of capital heights per
 * style. The PNG files are not committed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { serverMeasurer } from '../server/engine/index';
import { headlineOf, STYLE_IDS, type Design, type FormatId } from '../shared/engine/model/design';
import { adaptDesign } from '../shared/engine/layout/adapt';
import { countWords, mobileCapHeight } from '../shared/engine/quality/score';
import { SHEET_TITLES } from '../tests/golden/titles';
import { creatorTitles } from '../tests/data/creator-titles';
import { unseenSet } from '../tests/data/unseen-sets';
import { designFor, drawDesign } from './lib/mgx3-local';
import { INSTRUCTIONS, settle } from '../tests/fixtures/layout-cases';
import { matchSubjects } from '../server/pictograms/matcher';
import { readInstruction } from '../server/reader/instruction/instruction';
import { applyOperations } from '../shared/engine/model/operations';
import { placedBy } from '../shared/engine/layout/make-way';
import { writeLabelledSheet } from './lib/labelled-sheet';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/contact-sheet'));
const seed = Number(arg('seed', '7'));
const format = arg('format', 'hd') as FormatId;
const PER_PAGE = 10;
// `--titles createurs` (default): the first 100 creator titles of the subject matcher's list; `--titles courts`: the typesetting list.
const which = arg('titles', 'createurs');
// `--titles inedits`, `inedits2`… `inedits14`: an unseen set; `inedits7,8`: several in one sheet.
const unseen = which.startsWith('inedits') ? which.slice('inedits'.length).split(',').map((n) => unseenSet(n === '' || n === '1' ? 'unseen' : `unseen${n}`)) : [];
const TITLES = which === 'courts' ? SHEET_TITLES : unseen.length > 0 && unseen.every(Boolean) ? unseen.flatMap((set) => set!.titles.map((t) => t.title)) : creatorTitles.slice(0, 100).map((t) => t.title);
const CELL_W = Number(arg('cell', '0')) || (format === 'hd' ? 320 : format === 'story' ? 180 : 240);
const m = serverMeasurer();
const withEdits = process.argv.includes('--edits');
const subjectIcon = (words: string) => matchSubjects(words, { limit: 1 })[0]?.icon ?? null;

/** Three instructions of the property test's list, in turn, each applied and passed as a save is. */
async function edited(design: Design, index: number): Promise<Design> {
  let d = design;
  for (let k = 0; k < 3; k++) {
    const ops = readInstruction(INSTRUCTIONS[(index * 3 + k) % INSTRUCTIONS.length]!, d, { subjectIcon }).ops;
    const applied = applyOperations({ measurer: m }, d, ops).design;
    d = await settle(applied, placedBy(ops, d, applied), undefined, 'instruction');
  }
  return d;
}
const fr1 = (v: number): string => v.toLocaleString('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

mkdirSync(outDir, { recursive: true });
const caps = new Map<string, number[]>();
let page = 0;
for (let start = 0; start < TITLES.length; start += PER_PAGE) {
  page++;
  const titles = TITLES.slice(start, start + PER_PAGE);
  const label = 22;
  let cellH = 0;
  const cells: Array<{ x: number; y: number; rgba: Buffer; w: number; h: number; text: string; bad: boolean }> = [];
  for (const [row, title] of titles.entries()) {
    for (const [col, style] of STYLE_IDS.entries()) {
      const made = await settle(designFor(title, style, seed + start + row));
      const hd = withEdits ? await edited(made, start + row) : made;
      const design = format === 'hd' ? hd : await settle(adaptDesign(m, hd, format));
      const h = headlineOf(design)!;
      const cap = mobileCapHeight(m, h, design);
      const words = countWords(title);
      if (words <= 6) caps.set(style, [...(caps.get(style) ?? []), cap]);
      const truncated = h.lines.some((l) => l.includes('…'));
      const r = await drawDesign(design, CELL_W / design.width);
      cellH = r.height;
      cells.push({ x: col * (CELL_W + 4), y: row * (r.height + label + 4), rgba: r.rgba, w: r.width, h: r.height, text: `${style} · ${design.composition?.id ?? ''} · ${fr1(cap)} px${truncated ? ' · …' : ''}`, bad: cap < 6 && words <= 6 });
    }
  }
  const W = STYLE_IDS.length * (CELL_W + 4);
  const H = titles.length * (cellH + label + 4);
  const file = path.join(outDir, `${format}${withEdits ? '-edits' : ''}-${CELL_W}-page-${page}.png`);
  await writeLabelledSheet(file, cells, { width: W, height: H }, 14);
  console.log(`écrit ${file}`);
}

console.log('\nmajuscules à 168 px de large, titres de 1 à 6 mots (min · médiane · max)');
for (const style of STYLE_IDS) {
  const v = [...(caps.get(style) ?? [])].sort((a, b) => a - b);
  console.log(`${style.padEnd(7)} ${fr1(v[0] ?? 0)} · ${fr1(v[Math.floor(v.length / 2)] ?? 0)} · ${fr1(v.at(-1) ?? 0)}  (${v.filter((c) => c < 6).length} sous 6 px sur ${v.length})`);
}
