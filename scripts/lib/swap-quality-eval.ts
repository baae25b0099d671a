// Face Swap's quality on every swap case the committed photos give (issue 32, points 4 and 5): each good
// photo of a named person as the DigitalMe source (as it is, and as darkened STAND-INS), onto every face
// of the manifest that belongs to someone else and is not turned too far. Each case gets the three
// measures of server/vision/swap-measures.ts; the seam and gap limits of the gate are chosen on half of
// the cases (split by the target's person, deterministic) and the refusal rate is reported on the other.
// `scripts/eval-before/swaps.json` holds the same cases measured on the swap as it was before issue 32.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detectMeshFaces } from '../../server/vision/face-mesh';
import { detectTargetFaces, iou, measureSwap, prepareSourceFace, swapLimits, swapOntoFace, type SourceFace } from '../../server/vision/face-swap';
import { swapGate } from '../../server/vision/swap-gate';
import { decodeRgb, type Rgb } from '../../server/vision/raster';
import type { Lab } from '../../shared/engine/style/color';
import type { MeshFace } from '../../server/vision/face-mesh';
import { darkenSkin } from '../../tests/fixtures/darkened-skin';

/** A face of the manifest as the evaluation measured it (the fields this file reads). */
export interface EvalFace {
  entry: { file: string; face: number; person: string; personKnown: boolean; good: boolean; standIn: boolean };
  bytes: Buffer;
  facts: { box: [number, number, number, number] } | null;
}

export interface StandIn {
  monk: number;
  label: string;
  lab: Lab;
}

export interface SwapCaseRow {
  source: string;
  sourcePerson: string;
  /** « Monk 2 » for the photo as it is, or the stand-in's label. */
  group: string;
  standIn: boolean;
  target: string;
  targetFace: number;
  targetPerson: string;
  half: Half;
  skinDeltaE: number;
  seam: number;
  /** Null when the neck was not measured (`gapSkipped` says why). */
  gap: number | null;
  gapSkipped: string | null;
}

export type Half = 'choix' | 'contrôle';

/** FNV-1a of the person's name, its lowest bit: the same person always lands in the same half. */
export function halfOf(person: string): Half {
  let h = 0x811c9dc5;
  for (const ch of person) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h & 1 ? 'contrôle' : 'choix';
}

const tooTurned = (f: MeshFace) => Math.abs(f.yaw) > swapLimits.maxYaw || Math.abs(f.pitch) > swapLimits.maxPitch;

/** Every swap case of the manifest, measured with the swap as it is now. */
export async function swapQualityRows(faces: EvalFace[], standIns: StandIn[], log: (line: string) => void): Promise<SwapCaseRow[]> {
  const decoded = new Map<string, { image: Rgb; faces: MeshFace[] }>();
  const targets: Array<{ face: EvalFace; image: Rgb; mesh: MeshFace }> = [];
  for (const f of faces) {
    if (!f.facts || f.entry.standIn) continue;
    if (!decoded.has(f.entry.file)) {
      const image = await decodeRgb(f.bytes, swapLimits.maxSide);
      decoded.set(f.entry.file, { image, faces: await detectTargetFaces(image) });
    }
    const { image, faces: found } = decoded.get(f.entry.file)!;
    const [x, y, w, h] = f.facts.box;
    const k = image.width / (await imageWidth(f.bytes));
    const box = { x: x * k, y: y * k, w: w * k, h: h * k };
    const best = found.map((m) => ({ m, overlap: iou(m.box, box) })).sort((a, b) => b.overlap - a.overlap)[0];
    if (!best || best.overlap < 0.3 || tooTurned(best.m)) continue;
    targets.push({ face: f, image, mesh: best.m });
  }

  const rows: SwapCaseRow[] = [];
  for (const s of faces.filter((f) => f.entry.good && f.entry.personKnown && !f.entry.standIn)) {
    const prepared = await prepareSourceFace(s.bytes);
    if (!prepared) continue;
    const sources: Array<{ group: string; standIn: boolean; face: SourceFace }> = [{ group: 'Monk 2', standIn: false, face: prepared }];
    for (const stand of standIns) {
      const image = await darkenSkin(prepared.image, prepared.face, stand.lab);
      const face = (await detectMeshFaces(image))[0];
      if (face) sources.push({ group: stand.label, standIn: true, face: { image, face } });
    }
    for (const t of targets) {
      if (t.face.entry.personKnown && t.face.entry.person === s.entry.person) continue;
      for (const source of sources) {
        const { rgb, mask } = await swapOntoFace(t.image, t.mesh, source.face);
        const m = await measureSwap(t.image, rgb, t.mesh, source.face, mask);
        rows.push({
          source: s.entry.file,
          sourcePerson: s.entry.person,
          group: source.group,
          standIn: source.standIn,
          target: t.face.entry.file,
          targetFace: t.face.entry.face,
          targetPerson: t.face.entry.person,
          half: halfOf(t.face.entry.person),
          skinDeltaE: m.skinDeltaE,
          seam: m.seam,
          gap: 'gap' in m.neck ? m.neck.gap : null,
          gapSkipped: 'skipped' in m.neck ? m.neck.skipped : null,
        });
      }
    }
    log(`qualité des échanges : ${s.entry.file} sur ${targets.length} visages`);
  }
  return rows;
}

/** The photo's width as the evaluation's face boxes are given in (face-eval.ts `measureNth`). */
const imageWidth = async (bytes: Buffer) => (await sharp(bytes).metadata()).width!;

/** The figures of `scripts/eval-before/swaps.json`. */
export interface RecordedSwaps {
  commit: string;
  date: string;
  what: string;
  rows: SwapCaseRow[];
}

export const BEFORE_FILE = path.join(import.meta.dirname, '..', 'eval-before', 'swaps.json');

export function readBefore(): RecordedSwaps | null {
  try {
    return JSON.parse(readFileSync(BEFORE_FILE, 'utf8')) as RecordedSwaps;
  } catch {
    return null;
  }
}

/** Kept for the gate's choice: a value, and whether it is known (a skipped neck has no gap). */
const finite = (v: number | null): v is number => v !== null && Number.isFinite(v);

const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const at = q * (s.length - 1);
  const lo = Math.floor(at);
  return s[lo]! + (s[Math.min(s.length - 1, lo + 1)]! - s[lo]!) * (at - lo);
};

/**
 * The limits chosen on the « choix » half of the swap as it is now: a robust outlier rule, median + 3
 * median absolute deviations (about 2 σ on a normal spread), never tighter than what a self-swap must
 * reach (seam 1.1, gap 2): a swap refused is one clearly worse than this swap usually makes.
 */
export function chooseLimits(rows: SwapCaseRow[]): { seam: number; gap: number; n: { seam: number; gap: number } } {
  const pick = (values: number[], floor: number) => {
    const med = quantile(values, 0.5);
    const mad = quantile(values.map((v) => Math.abs(v - med)), 0.5);
    return Math.max(floor, Math.ceil((med + 3 * mad) * 100) / 100);
  };
  const chosen = rows.filter((r) => r.half === 'choix');
  const seams = chosen.map((r) => r.seam).filter(finite);
  const gaps = chosen.map((r) => r.gap).filter(finite);
  return { seam: pick(seams, 1.1), gap: pick(gaps, 2), n: { seam: seams.length, gap: gaps.length } };
}

const num = (v: number, d = 2) => (Number.isFinite(v) ? v.toLocaleString('fr-FR', { minimumFractionDigits: d, maximumFractionDigits: d }) : '—');
const share = (k: number, n: number) => (n === 0 ? '—' : `${((100 * k) / n).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`);

/** Lines of the report: before and after, light photos and stand-ins apart, counts beside every rate. */
export function formatSwapQuality(after: SwapCaseRow[], before: RecordedSwaps | null): string[] {
  const lines: string[] = [];
  const limits = chooseLimits(after);
  const gate = swapGate.limits;
  lines.push('');
  lines.push('Face Swap : qualité de chaque échange (chaque bonne photo nommée, telle quelle et en substituts assombris, sur chaque visage d’une autre personne)');
  lines.push('  ΔE peau : CIEDE2000 entre les médianes Lab de la peau du maillage (visage échangé contre la photo du DigitalMe), limite 3 (DECISIONS) ;');
  lines.push('  couture : gradient moyen sur la bande de 3 px du bord du masque après ÷ avant (1,00 = aucun bord ajouté) ;');
  lines.push('  écart visage-cou : ΔE2000 entre le cou sous le menton et les joues ramenées à la lumière du cou (cou caché ou hors cadre : non mesuré).');
  lines.push(`  limites choisies sur la moitié « choix » (personnes des cibles, ${limits.n.seam} coutures, ${limits.n.gap} cous mesurés) : couture ≤ ${num(limits.seam)}, écart ≤ ${num(limits.gap)} (médiane + 3 écarts absolus médians, jamais sous 1,10 et 2,00), ΔE ≤ 3 (DECISIONS) ;`);
  const same = gate.seam === limits.seam && gate.gap === limits.gap;
  lines.push(`  le contrôle du job (server/vision/swap-gate.ts) applique couture ≤ ${num(gate.seam)}, écart ≤ ${num(gate.gap)}, ΔE ≤ ${num(gate.skinDeltaE)}${same ? ' : les mêmes' : ' : DIFFÉRENTES, à mettre à jour'}. Taux de refus de ces limites, avant et après, sur chaque moitié :`);
  const judged = { skinDeltaE: gate.skinDeltaE, seam: limits.seam, gap: limits.gap };
  const refused = (r: SwapCaseRow) => r.skinDeltaE > judged.skinDeltaE || r.seam > judged.seam || (r.gap !== null && r.gap > judged.gap);
  const block = (name: string, rows: SwapCaseRow[]) => {
    for (const [label, pick] of [
      ['photos claires', (r: SwapCaseRow) => !r.standIn],
      ['substituts assombris', (r: SwapCaseRow) => r.standIn],
    ] as const) {
      for (const half of ['choix', 'contrôle'] as const) {
        const set = rows.filter((r) => pick(r) && r.half === half);
        if (set.length === 0) continue;
        const de = set.map((r) => r.skinDeltaE).filter(finite);
        const seams = set.map((r) => r.seam).filter(finite);
        const gaps = set.map((r) => r.gap).filter(finite);
        const overDe = de.filter((v) => v > judged.skinDeltaE).length;
        const overSeam = seams.filter((v) => v > judged.seam).length;
        const overGap = gaps.filter((v) => v > judged.gap).length;
        const out = set.filter(refused).length;
        lines.push(
          `  ${name}, ${label}, moitié « ${half} » : ${set.length} échanges ; ΔE médian ${num(quantile(de, 0.5))}, max ${num(Math.max(...de))}, > 3 : ${overDe}/${de.length} (${share(overDe, de.length)}) ; ` +
            `couture médiane ${num(quantile(seams, 0.5))}, p90 ${num(quantile(seams, 0.9))}, au-delà : ${overSeam}/${seams.length} ; ` +
            `écart médian ${num(quantile(gaps, 0.5))}, p90 ${num(quantile(gaps, 0.9))}, au-delà : ${overGap}/${gaps.length} (cou non mesuré : ${set.length - gaps.length}) ; ` +
            `refusés : ${out}/${set.length} (${share(out, set.length)})`,
        );
      }
    }
  };
  // The same groups before as now (--quick darkens to Monk 10 only).
  const groups = new Set(after.map((r) => r.group));
  if (before) block(`avant (${before.commit.slice(0, 10)}, ${before.date})`, before.rows.filter((r) => groups.has(r.group)));
  else lines.push('  avant : scripts/eval-before/swaps.json introuvable');
  block('après', after);
  const byGroup = new Map<string, SwapCaseRow[]>();
  for (const r of after) byGroup.set(r.group, [...(byGroup.get(r.group) ?? []), r]);
  for (const [group, rows] of byGroup) {
    const beforeRows = before?.rows.filter((r) => r.group === group) ?? [];
    const med = (rs: SwapCaseRow[], f: (r: SwapCaseRow) => number | null) => num(quantile(rs.map(f).filter(finite), 0.5));
    const top = (rs: SwapCaseRow[]) => num(Math.max(...rs.map((r) => r.skinDeltaE).filter(finite)));
    lines.push(`  ${group} : ΔE médian ${med(beforeRows, (r) => r.skinDeltaE)} → ${med(rows, (r) => r.skinDeltaE)} (max ${top(beforeRows)} → ${top(rows)}), couture ${med(beforeRows, (r) => r.seam)} → ${med(rows, (r) => r.seam)}, écart visage-cou ${med(beforeRows, (r) => r.gap)} → ${med(rows, (r) => r.gap)} (${beforeRows.length} → ${rows.length} échanges)`);
  }
  return lines;
}
