/**
 * Person cut-out quality against hand-traced true mattes (tests/fixtures/mattes): each person composited
 * over four flat backgrounds, cut out by the product's own path (analyseImage's faces, then cutOutPerson),
 * and counted against the truth. Twice: at the photo's size, and downscaled as a whole so the face box is
 * about 110 px tall (a small upload, like a 212 px photo). Prints figures, decides nothing.
 *
 *   halo         share of the 3 px band inside the kept edge (kept = alpha ≥ 0.5) within ΔE2000 < 10 of the background
 *   cheveux      share of the true hair (hair mask, true alpha ≥ 0.5) kept with alpha ≥ 0.5
 *   IoU          kept against true alpha ≥ 0.5
 *   faux gardé   share of the kept pixels that are true background (chairs, walls, another person)
 *
 * Beside each pooled halo: the halo of the true matte itself (a dark jacket in the band is within ΔE 10
 * of a near-black background whatever the cut-out does). A third table cuts the photos themselves, with
 * their real backgrounds: no halo there, but the furniture and other people a composite cannot show.
 *
 * Run: npx tsx bench/matte-quality.ts   (or `npm run bench -- detourage`); BENCH_MATTE_DIGITS=2 for finer shares.
 */
import { pathToFileURL } from 'node:url';
import { analyseImage, CutoutError, cutOutPerson } from '../server/vision/cutout';
import {
  BACKGROUNDS,
  countMatte,
  figures,
  matteCase,
  placeCutOut,
  poolCounts,
  truthAsCut,
  type Background,
  type MatteCounts,
} from '../tests/support/matte-quality';
import { matteSources } from '../tests/support/true-mattes';

/** The small scale: the face box (the detector's, as the product sees it) about this tall. */
export const SMALL_FACE_PX = 110;

export interface MatteRow {
  name: string;
  background: string;
  width: number;
  height: number;
  faces: number;
  counts: MatteCounts;
  /** The same counts for the true matte itself: the halo a perfect cut-out scores (the subject's own colours near the background). */
  floor: MatteCounts;
  /** Why the product refused the cut-out, when it did (everything counts as dropped). */
  refused: string | null;
  ms: number;
}

async function cutCase(source: ReturnType<typeof matteSources>[number], background: Background | null, scale: number): Promise<MatteRow> {
  const c = await matteCase(source, background, scale);
  const started = performance.now();
  const analysed = await analyseImage(c.png);
  let placed: { rgb: Uint8Array; alpha: Uint8Array } = { rgb: new Uint8Array(c.width * c.height * 3), alpha: new Uint8Array(c.width * c.height) };
  let refused: string | null = null;
  try {
    placed = await placeCutOut(await cutOutPerson(c.png, analysed), c.width, c.height);
  } catch (error) {
    if (!(error instanceof CutoutError)) throw error;
    refused = error.code;
  }
  const ms = performance.now() - started;
  return {
    name: c.name,
    background: background?.name ?? 'photo',
    width: c.width,
    height: c.height,
    faces: analysed.faces.length,
    counts: countMatte(c, placed),
    floor: countMatte(c, truthAsCut(c)),
    refused,
    ms,
  };
}

export async function benchMatteQuality(): Promise<{ full: MatteRow[]; small: MatteRow[]; photos: MatteRow[]; skipped: string[] }> {
  const full: MatteRow[] = [];
  const small: MatteRow[] = [];
  const photos: MatteRow[] = [];
  const skipped: string[] = [];
  for (const source of matteSources()) {
    photos.push(await cutCase(source, null, 1));
    for (const background of BACKGROUNDS) full.push(await cutCase(source, background, 1));
    // One scale per person for all four backgrounds: from the face found on the first composite.
    const probe = await matteCase(source, BACKGROUNDS[0]!, 1);
    const face = (await analyseImage(probe.png)).faces[0];
    if (!face || face.h <= SMALL_FACE_PX * 1.15) {
      skipped.push(`${source.name} (${face ? `visage déjà de ${Math.round(face.h)} px` : 'aucun visage'})`);
      continue;
    }
    for (const background of BACKGROUNDS) small.push(await cutCase(source, background, SMALL_FACE_PX / face.h));
  }
  return { full, small, photos, skipped };
}

const pct = (v: number) =>
  `${(v * 100).toLocaleString('fr-FR', { minimumFractionDigits: Number(process.env.BENCH_MATTE_DIGITS ?? 1), maximumFractionDigits: Number(process.env.BENCH_MATTE_DIGITS ?? 1) })} %`;
const num = (v: number) => v.toLocaleString('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 });

function line(label: string, counts: MatteCounts, note = '') {
  const f = figures(counts);
  const halo = counts.band ? pct(f.halo) : '—';
  return `  ${label.padEnd(34)} halo ${halo.padStart(7)} · cheveux ${pct(f.hairRecall).padStart(7)} · IoU ${num(f.iou)} · faux gardé ${pct(f.falseKeep).padStart(7)}${note}`;
}

function printRows(title: string, rows: MatteRow[]) {
  console.log(title);
  for (const r of rows) {
    const floor = r.floor.band ? ` (vrai : ${pct(figures(r.floor).halo)})` : '';
    const note = `${floor}${r.refused ? ` — refusé (${r.refused})` : ''}${r.faces === 0 ? ' — aucun visage' : ''}`;
    console.log(line(`${r.name} ${r.width}×${r.height}, ${r.background}`, r.counts, note));
  }
  if (rows.some((r) => r.counts.band)) {
    for (const background of BACKGROUNDS) {
      const these = rows.filter((r) => r.background === background.name);
      const floor = figures(poolCounts(these.map((r) => r.floor))).halo;
      console.log(line(`toutes, ${background.name}`, poolCounts(these.map((r) => r.counts)), ` (halo du masque vrai lui-même : ${pct(floor)})`));
    }
  }
  const floor = figures(poolCounts(rows.map((r) => r.floor))).halo;
  console.log(
    line('ensemble', poolCounts(rows.map((r) => r.counts)), rows.some((r) => r.counts.band) ? ` (halo du masque vrai lui-même : ${pct(floor)})` : ''),
  );
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`  (analyse + détourage : médiane ${Math.round(ms[Math.floor(ms.length / 2)] ?? 0)} ms par cas, ${rows.length} cas)`);
}

export function printMatteQuality(r: Awaited<ReturnType<typeof benchMatteQuality>>) {
  console.log(
    `Détourage des personnes contre ${matteSources().length} masques tracés à la main, sur 4 fonds unis (${BACKGROUNDS.map((b) => `${b.name} rgb(${b.rgb.join(', ')})`).join(', ')})`,
  );
  printRows('À la taille de la photo :', r.full);
  printRows(`Réduites pour un visage d’environ ${SMALL_FACE_PX} px :`, r.small);
  if (r.skipped.length) console.log(`  (pas de petite taille pour : ${r.skipped.join(', ')})`);
  printRows('Sur les photos elles-mêmes, avec leur vrai fond (meubles, autres personnes ; pas de halo mesurable) :', r.photos);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printMatteQuality(await benchMatteQuality());
  process.exit(0);
}
