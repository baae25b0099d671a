// The DigitalMe and FaceSwap quality evaluation (issue 15, « Quality measured, not claimed »): reads a
// folder of photos with a manifest (who, Monk skin-tone group, licence, stand-in or not), and measures
// detection, false refusals of good photos per group, identity on same and different pairs, and the
// swap's identity and skin-tone shift per group. On the committed fixtures every face is light-skinned:
// the dark groups are STAND-INS made here at run time (the same faces with their skin moved in Lab to a
// Monk swatch, and the ColorChecker skin patches), printed under their own names, never as Black faces.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { detectMeshFaces, type MeshFace } from '../../server/vision/face-mesh';
import { detectBoxes, loadFaceModels } from '../../server/vision/face-models';
import { detectTargetFaces, measureSkinLab, prepareSourceFace, swapOntoFace, type SourceFace } from '../../server/vision/face-swap';
import { faceDescriptor } from '../../server/vision/face-descriptor';
import { identityScore } from '../../server/vision/identity';
import { deltaE2000, labToRgb, rgbToLab, type Lab } from '../../shared/engine/style/color';
import { checkPhoto, measureFace, photoLimits, type FaceFacts } from '../../server/digitalme/photo-check';
import { setLimits } from '../../server/digitalme/set-check';
import { maskedMeanLab, transferSkinTone, type Planes } from '../../server/vision/skin-tone';
import { decodeRgb, type Rgb } from '../../server/vision/raster';
import { darkenSkin } from '../../tests/fixtures/darkened-skin';
import { darkenedSkin, exposed } from '../../tests/fixtures/digitalme-photos';
import { formatSwapQuality, readBefore, swapQualityRows, type SwapCaseRow } from './swap-quality-eval';

export const manifestEntry = z.object({
  file: z.string().min(1),
  /** Faces counted left to right among those the detector scores ≥ 0.6, for group photos; 0 otherwise. */
  face: z.number().int().min(0).default(0),
  person: z.string().min(1),
  /** False for people nobody named (group photos): they count only in pairs against named people. */
  personKnown: z.boolean().default(true),
  /** Monk Skin Tone scale, 1 (lightest) to 10 (darkest). */
  monk: z.number().int().min(1).max(10),
  /** How the group was set: self-identified, annotated by a person, or estimated (say how). */
  monkSource: z.string().min(1),
  licence: z.string().min(1),
  standIn: z.boolean(),
  /** For a stand-in: how it was made from which photo. */
  standInMethod: z.string().optional(),
  /** A photo a DigitalMe set should accept (one clear, sharp, lit face): refusing it is a false refusal. */
  good: z.boolean(),
  /**
   * The expression a person reads on the face, labelled by eye before any rule was drawn from the mesh
   * (smiling « content », neutral « neutre », surprised, shocked, serious, sad): what the expression
   * rules are judged against.
   */
  expression: z.enum(['smiling', 'neutral', 'surprised', 'shocked', 'serious', 'sad']).optional(),
});
export type ManifestEntry = z.infer<typeof manifestEntry>;
export const manifest = z.object({ photos: z.array(manifestEntry).min(1) });

/** `manifest.json` ({ photos: [...] }) or `manifest.csv` (a header row with the same field names). */
export function readManifest(dir: string): ManifestEntry[] {
  const tryRead = (name: string) => {
    try {
      return readFileSync(path.join(dir, name), 'utf8');
    } catch {
      return null;
    }
  };
  const json = tryRead('manifest.json');
  if (json !== null) return manifest.parse(JSON.parse(json)).photos;
  const csv = tryRead('manifest.csv');
  if (csv === null) throw new Error(`Aucun manifeste (manifest.json ou manifest.csv) dans ${dir}`);
  const [header, ...lines] = csv.split(/\r?\n/).filter((l) => l.trim() !== '').map(splitCsvLine);
  const rows = lines.map((cells) => {
    const row: Record<string, unknown> = {};
    header!.forEach((name, i) => {
      const v = cells[i] ?? '';
      if (v === '') return;
      row[name] = ['face', 'monk'].includes(name) ? Number(v) : ['standIn', 'good', 'personKnown'].includes(name) ? v === 'true' : v;
    });
    return row;
  });
  return manifest.parse({ photos: rows }).photos;
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (c === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

/**
 * Monk Skin Tone scale swatches (Ellis Monk, Google, CC-BY-4.0, skintone.google), sRGB. The stand-ins
 * move a face's mean skin colour onto one of these.
 */
export const MONK_SWATCHES: Record<number, readonly [number, number, number]> = {
  6: [0xa0, 0x7e, 0x56],
  8: [0x60, 0x41, 0x34],
  10: [0x29, 0x24, 0x20],
};

/**
 * ColorChecker Classic « dark skin » and « light skin » patches, published sRGB values (X-Rite, as
 * tabulated by BabelColor's « ColorChecker RGB summary » and the ColorChecker article of Wikipedia),
 * turned into Lab (D65) by the same conversion the swap uses.
 */
export const COLORCHECKER_SRGB = { darkSkin: [115, 82, 68], lightSkin: [194, 150, 130] } as const;

const swatchLab = (rgb: readonly [number, number, number]): Lab => rgbToLab(rgb[0], rgb[1], rgb[2]);
export const standInLabel = (monk: number) => `substitut assombri (Monk ${monk})`;
/** The identity stand-in: the whole face inside its outline shifted in Lab, brows and lips with it. */
export const wholeFaceLabel = (monk: number) => `substitut visage entier (Monk ${monk})`;
const groupLabel = (e: { monk: number; standIn: boolean }) => (e.standIn ? standInLabel(e.monk) : `Monk ${e.monk}`);

export interface EvalOptions {
  dir: string;
  entries: ManifestEntry[];
  /** Monk levels the good photos are darkened to (stand-ins); empty: none. */
  standIns: number[];
  /** Exposures (stops under) at which good photos must still pass: a dim room is still a good photo. */
  stopsUnder: number[];
  identity: boolean;
  swaps: boolean;
  /** With `swaps`: every swap case's skin ΔE, seam and neck gap, before and after (issue 32; a few minutes). */
  swapQuality?: boolean;
  /** Exposures (stops under) swept for each good photo and stand-in, verdicts printed side by side: where each tone starts being refused. */
  sweep?: number[];
  log?: (line: string) => void;
}

interface Tally {
  n: number;
  ok: number;
}
const add = (map: Map<string, Tally>, key: string, ok: boolean) => {
  const t = map.get(key) ?? { n: 0, ok: 0 };
  t.n++;
  if (ok) t.ok++;
  map.set(key, t);
};

export interface FaceEvalReport {
  detection: Map<string, Tally>;
  /** ok = accepted; one row per good photo and exposure. */
  goodPhotos: Map<string, Tally>;
  refusals: Array<{ group: string; file: string; stops: number; reason: string; detail: string }>;
  identity: { threshold: number; same: Tally; different: Tally; real: { same: Tally; different: Tally }; byGroup: Map<string, GroupPairs> } | null;
  swaps: Array<{ group: string; source: string; target: string; toSource: number; toTarget: number; deltaE: number; sourceL: number; swappedL: number }>;
  /** Every swap case's skin ΔE, seam and face-to-neck gap (issue 32, scripts/lib/swap-quality-eval.ts). */
  swapQuality: SwapCaseRow[];
  patches: { darkSkin: number; lightSkin: number } | null;
  sweep: Array<{ group: string; file: string; stops: number; verdict: string }>;
}

/** Pairs counted in a skin-tone group (the darker face's), and among them those where both faces share the tone, as in one person's set. */
interface GroupPairs {
  same: Tally;
  different: Tally;
  sameTone: { same: Tally; different: Tally };
}

interface MeasuredFace {
  entry: ManifestEntry;
  group: string;
  bytes: Buffer;
  facts: FaceFacts | null;
}

/** One face of a photo (the manifest's `face`, left to right), measured as the check measures one. */
export async function measureNth(bytes: Buffer, nth: number): Promise<{ found: number; facts: FaceFacts | null }> {
  const models = await loadFaceModels();
  const meta = await sharp(bytes).metadata();
  const scene = await decodeRgb(bytes, photoLimits.detectSide);
  const k = meta.width! / scene.width;
  const found = (await detectBoxes(models, scene)).filter((f) => f.score >= photoLimits.faceScore).sort((a, b) => a.box[0] - b.box[0]);
  const hit = found[nth];
  if (!hit) return { found: found.length, facts: null };
  const box = hit.box.map((v) => v * k) as [number, number, number, number];
  return { found: found.length, facts: await measureFace(models, bytes, { width: meta.width!, height: meta.height! }, scene, box) };
}

export async function evaluateFaces(options: EvalOptions): Promise<FaceEvalReport> {
  const log = options.log ?? (() => {});
  const report: FaceEvalReport = { detection: new Map(), goodPhotos: new Map(), refusals: [], identity: null, swaps: [], swapQuality: [], patches: null, sweep: [] };
  const faces: MeasuredFace[] = [];

  for (const entry of options.entries) {
    const bytes = readFileSync(path.join(options.dir, entry.file));
    const { found, facts } = await measureNth(bytes, entry.face);
    add(report.detection, groupLabel(entry), found > entry.face);
    faces.push({ entry, group: groupLabel(entry), bytes, facts });
  }
  log(`détection : ${faces.length} visages lus`);

  // Good photos, and their darkened stand-ins, at each exposure: none may be refused.
  const darkened: MeasuredFace[] = [];
  for (const f of faces.filter((x) => x.entry.good)) {
    const variants: Array<{ group: string; bytes: Buffer; entry: ManifestEntry }> = [{ group: f.group, bytes: f.bytes, entry: f.entry }];
    if (f.facts && !f.entry.standIn) {
      for (const monk of options.standIns) {
        const bytes = await darkenedSkin(f.bytes, f.facts.mesh, MONK_SWATCHES[monk]!);
        const entry: ManifestEntry = { ...f.entry, monk, standIn: true, standInMethod: `peau de ${f.entry.file} déplacée en Lab vers la teinte Monk ${monk}` };
        variants.push({ group: standInLabel(monk), bytes, entry });
      }
    }
    for (const v of variants) {
      for (const stops of options.stopsUnder) {
        const bytes = stops > 0 ? await exposed(v.bytes, 2 ** -stops) : v.bytes;
        const check = await checkPhoto(bytes);
        add(report.goodPhotos, v.group, check.status === 'accepted');
        if (check.status === 'refused') report.refusals.push({ group: v.group, file: v.entry.file, stops, reason: check.reason, detail: check.detail });
        if (stops === 0 && v.entry.standIn && v !== variants[0] && check.facts) darkened.push({ entry: v.entry, group: v.group, bytes, facts: check.facts });
      }
    }
    for (const v of variants) {
      for (const stops of options.sweep ?? []) {
        const check = await checkPhoto(stops > 0 ? await exposed(v.bytes, 2 ** -stops) : v.bytes);
        report.sweep.push({ group: v.group, file: v.entry.file, stops, verdict: check.status === 'accepted' ? 'acceptée' : check.reason });
      }
    }
    log(`photos valables : ${f.entry.file} et ses substituts vérifiés`);
  }

  if (options.identity) {
    const whole: MeasuredFace[] = [];
    for (const f of faces.filter((x) => x.entry.good && x.facts && !x.entry.standIn)) {
      const image = await decodeRgb(f.bytes, 100_000);
      const face = { mesh: f.facts!.mesh.map(([x, y]) => [x, y]) } as MeshFace;
      for (const monk of options.standIns) {
        const dark = await darkenSkin(image, face, swatchLab(MONK_SWATCHES[monk]!));
        const bytes = await sharp(dark.data, { raw: { width: dark.width, height: dark.height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
        const entry: ManifestEntry = { ...f.entry, monk, standIn: true, standInMethod: `visage de ${f.entry.file} (contour du maillage, sourcils et lèvres compris) déplacé en Lab vers la teinte Monk ${monk}` };
        whole.push({ entry, group: wholeFaceLabel(monk), bytes, facts: (await measureNth(bytes, f.entry.face)).facts });
      }
    }
    log(`identité : ${whole.length} substituts « visage entier » mesurés`);
    report.identity = identityPairs([...faces, ...darkened, ...whole]);
  }
  if (options.swaps) {
    report.swaps = await swapRows(faces.filter((f) => f.entry.good && f.entry.personKnown && !f.entry.standIn), options.standIns, log);
    report.patches = patchShifts();
    if (options.swapQuality) report.swapQuality = await swapQualityRows(faces, options.standIns.map((monk) => ({ monk, label: standInLabel(monk), lab: swatchLab(MONK_SWATCHES[monk]!) })), log);
  }
  return report;
}

/**
 * Every pair of measured faces: same person (both named, same name) should score at or above the set's
 * threshold, different people below it. A stand-in is the same person as its original; pairs of a
 * stand-in with its own original photo are left out (the same pixels but the skin: not independent).
 */
function identityPairs(faces: MeasuredFace[]): NonNullable<FaceEvalReport['identity']> {
  const threshold = setLimits.sameIdentity;
  const same: Tally = { n: 0, ok: 0 };
  const different: Tally = { n: 0, ok: 0 };
  const real = { same: { n: 0, ok: 0 }, different: { n: 0, ok: 0 } };
  const byGroup = new Map<string, GroupPairs>();
  const usable = faces.filter((f) => f.facts);
  for (let i = 0; i < usable.length; i++) {
    for (let j = i + 1; j < usable.length; j++) {
      const a = usable[i]!;
      const b = usable[j]!;
      if (!a.entry.personKnown && !b.entry.personKnown) continue;
      if (a.entry.file === b.entry.file && a.entry.face === b.entry.face) continue;
      const isSame = a.entry.personKnown && b.entry.personKnown && a.entry.person === b.entry.person;
      const score = identityScore(a.facts!, b.facts!);
      const ok = isSame ? score >= threshold : score < threshold;
      const tallies = [isSame ? same : different];
      if (!a.entry.standIn && !b.entry.standIn) tallies.push(isSame ? real.same : real.different);
      for (const tally of tallies) {
        tally.n++;
        if (ok) tally.ok++;
      }
      // A pair belongs to the darker group of its two faces: that is where a bias would show.
      const group = [a, b].sort((x, y) => Number(y.entry.standIn) - Number(x.entry.standIn) || y.entry.monk - x.entry.monk)[0]!.group;
      const g = byGroup.get(group) ?? { same: { n: 0, ok: 0 }, different: { n: 0, ok: 0 }, sameTone: { same: { n: 0, ok: 0 }, different: { n: 0, ok: 0 } } };
      const counted = [isSame ? g.same : g.different];
      if (a.group === b.group) counted.push(isSame ? g.sameTone.same : g.sameTone.different);
      for (const gt of counted) {
        gt.n++;
        if (ok) gt.ok++;
      }
      byGroup.set(group, g);
    }
  }
  return { threshold, same, different, real, byGroup };
}

async function nearestFace(image: Rgb, near: MeshFace['box']): Promise<MeshFace | null> {
  const cx = near.x + near.w / 2;
  const cy = near.y + near.h / 2;
  const d = (f: MeshFace) => Math.hypot(f.box.x + f.box.w / 2 - cx, f.box.y + f.box.h / 2 - cy);
  return (await detectTargetFaces(image, true)).sort((a, b) => d(a) - d(b))[0] ?? null;
}

/**
 * Each good photo as the source, onto the first good photo of someone else as the target; then the same
 * source darkened to each Monk level. Identity: the swapped face's embedding against the source's (and
 * against the target's original face). Skin tone: CIEDE2000 between the source's mean skin Lab and the
 * swapped face's, both over the mesh's skin triangles.
 */
async function swapRows(good: MeasuredFace[], standIns: number[], log: (line: string) => void): Promise<FaceEvalReport['swaps']> {
  const rows: FaceEvalReport['swaps'] = [];
  const prepared = new Map<string, SourceFace | null>();
  const prepare = async (f: MeasuredFace) => {
    if (!prepared.has(f.entry.file)) prepared.set(f.entry.file, await prepareSourceFace(f.bytes));
    return prepared.get(f.entry.file)!;
  };
  for (const source of good) {
    const target = good.find((t) => t.entry.person !== source.entry.person);
    if (!target) continue;
    const s = await prepare(source);
    const t = await prepare(target);
    if (!s || !t) continue;
    const targetOriginal = await nearestFace(t.image, t.face.box);
    const candidates: Array<{ group: string; face: SourceFace }> = [{ group: source.group, face: s }];
    for (const monk of standIns) {
      const image = await darkenSkin(s.image, s.face, swatchLab(MONK_SWATCHES[monk]!));
      const face = (await detectMeshFaces(image, { embedding: false }))[0];
      if (face) candidates.push({ group: standInLabel(monk), face: { image, face } });
    }
    for (const c of candidates) {
      const { rgb } = await swapOntoFace(t.image, t.face, c.face);
      const swapped = await nearestFace(rgb, t.face.box);
      const sourceFace = (await detectMeshFaces(c.face.image, { embedding: true }))[0];
      const idOf = async (image: Rgb, f: MeshFace | null | undefined) => (f?.embedding ? { embedding: f.embedding, descriptor: await faceDescriptor(image, f.mesh) } : null);
      const [swappedId, sourceId, targetId] = await Promise.all([idOf(rgb, swapped), idOf(c.face.image, sourceFace), idOf(t.image, targetOriginal)]);
      const toSource = swappedId && sourceId ? identityScore(swappedId, sourceId) : Number.NaN;
      const toTarget = swappedId && targetId ? identityScore(swappedId, targetId) : Number.NaN;
      const sourceSkin = await measureSkinLab(c.face.image, c.face.face.mesh);
      const swappedSkin = await measureSkinLab(rgb, t.face.mesh);
      rows.push({ group: c.group, source: source.entry.file, target: target.entry.file, toSource, toTarget, deltaE: deltaE2000(sourceSkin, swappedSkin), sourceL: sourceSkin[0], swappedL: swappedSkin[0] });
    }
    log(`échanges : ${source.entry.file} → ${target.entry.file}`);
  }
  return rows;
}

/**
 * The ColorChecker skin patches through the colour transfer alone: a flat patch of the published colour
 * (with ±1.5 L* texture), onto a target patch of the other colour lit from one side. The worst ΔE2000 of
 * its mean over both targets.
 */
export function patchShifts(): { darkSkin: number; lightSkin: number } {
  const w = 96;
  const h = 96;
  const patch = (lab: Lab, shading: (x: number) => number, seed: number): Planes => {
    const p: Planes = { r: new Float32Array(w * h), g: new Float32Array(w * h), b: new Float32Array(w * h) };
    let s = seed;
    for (let i = 0; i < w * h; i++) {
      s = (s * 1103515245 + 12345) % 2147483648;
      const k = shading(i % w);
      const [r, g, b] = labToRgb((lab[0] + 16 + (s / 2147483648 - 0.5) * 3) * k - 16, lab[1] * k, lab[2] * k);
      p.r[i] = Math.round(r);
      p.g[i] = Math.round(g);
      p.b[i] = Math.round(b);
    }
    return p;
  };
  const all = new Float32Array(w * h).fill(1);
  const dark = swatchLab(COLORCHECKER_SRGB.darkSkin);
  const light = swatchLab(COLORCHECKER_SRGB.lightSkin);
  const worst = (lab: Lab) =>
    Math.max(
      ...[light, dark].map((targetLab) => {
        const source = patch(lab, () => 1, 7);
        const before = maskedMeanLab(source, all);
        transferSkinTone(source, patch(targetLab, (x) => 0.85 + (0.3 * x) / w, 11), all, w, h, 12);
        return deltaE2000(before, maskedMeanLab(source, all));
      }),
    );
  return { darkSkin: worst(dark), lightSkin: worst(light) };
}

const pct = (t: Tally) => (t.n === 0 ? '—' : `${((100 * t.ok) / t.n).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} %`);
const num = (v: number, d = 2) => (Number.isFinite(v) ? v.toLocaleString('fr-FR', { minimumFractionDigits: d, maximumFractionDigits: d }) : '—');
const mean = (v: number[]) => v.reduce((s, x) => s + x, 0) / Math.max(1, v.length);

/** Mean swap ΔE per group, in the order groups first appear. */
export function swapShiftByGroup(rows: FaceEvalReport['swaps']): Map<string, { mean: number; max: number; n: number }> {
  const out = new Map<string, { mean: number; max: number; n: number }>();
  for (const group of new Set(rows.map((r) => r.group))) {
    const v = rows.filter((r) => r.group === group).map((r) => r.deltaE);
    out.set(group, { mean: mean(v), max: Math.max(...v), n: v.length });
  }
  return out;
}

export function formatReport(r: FaceEvalReport, options: Pick<EvalOptions, 'stopsUnder'>): string {
  const lines: string[] = [];
  lines.push('Évaluation DigitalMe et Face Swap');
  lines.push('Aucune photo d’une personne à la peau foncée n’est disponible ici (licence claire introuvable, voir FACES.md) :');
  lines.push('les groupes « substitut » sont des visages clairs dont seule la peau a été assombrie, et des pastilles de couleur.');
  lines.push('Ils ne mesurent rien sur de vrais visages noirs.');
  lines.push('');
  lines.push('Détection (visages du manifeste trouvés par le détecteur, score ≥ 0,6)');
  for (const [g, t] of r.detection) lines.push(`  ${g} : ${t.ok}/${t.n} (${pct(t)})`);
  lines.push('');
  lines.push(`Refus à tort de bonnes photos (exposition : ${options.stopsUnder.map((s) => (s === 0 ? 'normale' : `−${num(s, 1)} IL`)).join(', ')})`);
  for (const [g, t] of r.goodPhotos) lines.push(`  ${g} : ${t.n - t.ok} refusée(s) sur ${t.n}`);
  for (const x of r.refusals) lines.push(`    refus : ${x.group}, ${x.file}${x.stops ? ` à −${num(x.stops, 1)} IL` : ''} → ${x.reason} (${x.detail})`);
  if (r.sweep.length > 0) {
    lines.push('');
    lines.push('Balayage d’exposition (verdict du contrôle, par teinte)');
    for (const file of new Set(r.sweep.map((x) => x.file))) {
      for (const stops of new Set(r.sweep.map((x) => x.stops))) {
        const cells = r.sweep.filter((x) => x.file === file && x.stops === stops).map((x) => `${x.group} ${x.verdict}`);
        lines.push(`  ${file} ${stops === 0 ? 'exposition normale' : `à −${num(stops, 1)} IL`} : ${cells.join(' | ')}`);
      }
    }
  }
  if (r.identity) {
    const { same, different, real, threshold, byGroup } = r.identity;
    lines.push('');
    lines.push(`Identité (descripteur dlib, score de identity.ts, seuil de set-check.ts : ${num(threshold)})`);
    lines.push(`  photos réelles : ${pct({ n: real.same.n + real.different.n, ok: real.same.ok + real.different.ok })} juste sur ${real.same.n + real.different.n} paires (même personne ${real.same.ok}/${real.same.n}, différentes ${real.different.ok}/${real.different.n})`);
    lines.push(`  avec les substituts : ${pct({ n: same.n + different.n, ok: same.ok + different.ok })} juste sur ${same.n + different.n} paires`);
    lines.push('  (« substitut assombri » : la peau seule, sourcils et lèvres laissés clairs, fait pour le contrôle d’exposition, aucun vrai visage n’est ainsi ;');
    lines.push('   « substitut visage entier » : tout le visage décalé, ombres comprises. Les paires « de cette teinte » sont celles d’un vrai set, où toutes les photos sont d’une même peau.)');
    lines.push(`  même personne : ${same.ok}/${same.n} (${pct(same)}) ; personnes différentes : ${different.ok}/${different.n} (${pct(different)})`);
    for (const [g, t] of byGroup) {
      lines.push(`  paires comptées dans « ${g} » : même personne ${t.same.ok}/${t.same.n}, différentes ${t.different.ok}/${t.different.n} ; dont les deux visages de cette teinte (comme dans un set) : même personne ${t.sameTone.same.ok}/${t.sameTone.same.n}, différentes ${t.sameTone.different.ok}/${t.sameTone.different.n}`);
    }
  }
  if (r.swaps.length > 0) {
    lines.push('');
    lines.push('Face Swap : score d’identité du visage échangé (descripteur dlib) et écart de teinte de peau ΔE (CIEDE2000, Lab D65, moyenne de la peau du maillage)');
    for (const s of r.swaps) {
      lines.push(`  ${s.group}, ${s.source} → ${s.target} : identité vers la source ${num(s.toSource)} (vers la cible d’origine ${num(s.toTarget)}), ΔE ${num(s.deltaE)}, L* ${num(s.sourceL, 1)} → ${num(s.swappedL, 1)}`);
    }
    for (const [g, t] of swapShiftByGroup(r.swaps)) lines.push(`  ${g} : ΔE moyen ${num(t.mean)}, max ${num(t.max)} sur ${t.n} échange(s), identité moyenne ${num(mean(r.swaps.filter((s) => s.group === g).map((s) => s.toSource)))}`);
  }
  if (r.swapQuality.length > 0) lines.push(...formatSwapQuality(r.swapQuality, readBefore()));
  if (r.patches) {
    lines.push(`  pastilles ColorChecker (substituts, sRGB publié) à travers le transfert de teinte : « dark skin » ΔE ${num(r.patches.darkSkin)}, « light skin » ΔE ${num(r.patches.lightSkin)}`);
  }
  return lines.join('\n');
}
