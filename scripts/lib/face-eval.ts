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
import { descriptorDistance, faceDescriptor } from '../../server/vision/face-descriptor';
import { identityScore, SAME_PERSON_DISTANCE } from '../../server/vision/identity';
import { formatOperatingPoint, labelledPairs, operatingPointReport, type IdentityBefore, type OperatingPointReport } from './identity-operating-point';
import { deltaE2000, labToRgb, rgbToLab, type Lab } from '../../shared/engine/style/color';
import { checkPhoto, measureFace, photoLimits, type FaceFacts } from '../../server/digitalme/photo-check';
import { setLimits } from '../../server/digitalme/set-check';
import { maskedMeanLab, transferSkinTone, type Planes } from '../../server/vision/skin-tone';
import { decodeRgb, type Rgb } from '../../server/vision/raster';
import { darkenSkin } from '../../tests/fixtures/darkened-skin';
import { expressionLimits } from '../../server/vision/face-expression';
import { DIGITALME_EXPRESSION_TEXT, DIGITALME_EXPRESSIONS, type DigitalMeExpression } from '../../shared/digitalme';
import { darkenedSkin, exposed } from '../../tests/fixtures/digitalme-photos';
import { cleanUploadBytes } from '../../server/files/uploads';
import { formatNoise, measureNoise, noiseReport, pairDistanceJitter, readUploadNoise, readingsAt, smileChoice, type NoiseReport, type NoiseRow, type Spread, type UploadNoiseRecord } from './upload-noise';
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
  /** Identity as recorded before issue 32 on these same faces (readIdentityBefore), printed beside the operating point. */
  identityBefore?: IdentityBefore | null;
  /**
   * Measure each face's noise: its re-encodings a phone could send, cleaned as uploads (upload-noise.ts).
   * Without it, the identity margin is the recorded one (scripts/eval-records/upload-noise.json).
   */
  noise?: boolean;
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
  /** The expression read on each labelled face (the manifest's faces, as measured; stand-ins aside). */
  expressions: ExpressionReading[];
  /** The faces the identity pairs are drawn from (real, darkened for the check, whole-face stand-ins), when identity is measured. */
  identityFaces: MeasuredFace[];
  /** The descriptor distance chosen on half of the people and reported on the other (identity-operating-point.ts). */
  operatingPoint: OperatingPointReport | null;
  /** Each face's re-encodings measured again, when asked (EvalOptions.noise). */
  noise: { rows: NoiseRow[]; report: NoiseReport; pairJitter: Spread } | null;
}

/** Pairs counted in a skin-tone group (the darker face's), and among them those where both faces share the tone, as in one person's set. */
interface GroupPairs {
  same: Tally;
  different: Tally;
  sameTone: { same: Tally; different: Tally };
}

export interface MeasuredFace {
  entry: ManifestEntry;
  group: string;
  bytes: Buffer;
  facts: FaceFacts | null;
}

/** A face's name in the identity pairs: its photo and place, and for a stand-in how it was made. */
export const identityFaceId = (f: Pick<MeasuredFace, 'entry' | 'group'>) => `${f.entry.file}#${f.entry.face}${f.entry.standIn ? ` ${f.group}` : ''}`;

/** The face of a photo whose box centre is nearest `point` (within half a face width), measured as the check measures one: a re-encoded copy may find one face more or fewer, so faces are not counted left to right there. */
async function measureNear(bytes: Buffer, point: [number, number], faceWidth: number): Promise<FaceFacts | null> {
  const models = await loadFaceModels();
  const meta = await sharp(bytes).metadata();
  const scene = await decodeRgb(bytes, photoLimits.detectSide);
  const k = meta.width! / scene.width;
  const off = (b: readonly number[]) => Math.hypot(b[0]! * k + (b[2]! * k) / 2 - point[0], b[1]! * k + (b[3]! * k) / 2 - point[1]);
  const hit = (await detectBoxes(models, scene)).filter((f) => f.score >= photoLimits.faceScore).sort((a, b) => off(a.box) - off(b.box))[0];
  if (!hit || off(hit.box) > faceWidth / 2) return null;
  const box = hit.box.map((v) => v * k) as [number, number, number, number];
  return measureFace(models, bytes, { width: meta.width!, height: meta.height! }, scene, box);
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
  const report: FaceEvalReport = { detection: new Map(), goodPhotos: new Map(), refusals: [], identity: null, swaps: [], patches: null, sweep: [], swapQuality: [], expressions: [], identityFaces: [], operatingPoint: null, noise: null };
  const faces: MeasuredFace[] = [];
  const committed = new Map<MeasuredFace, Buffer>();

  for (const entry of options.entries) {
    // Measured as the product measures a photo: after the upload path has cleaned it (re-encoded,
    // upright, sRGB). The mesh and the descriptor move with the re-encoding, so the committed file's
    // own bytes are not what a person's photo would be measured on.
    const original = readFileSync(path.join(options.dir, entry.file));
    const bytes = (await cleanUploadBytes(original)).data;
    const { found, facts } = await measureNth(bytes, entry.face);
    add(report.detection, groupLabel(entry), found > entry.face);
    const face = { entry, group: groupLabel(entry), bytes, facts };
    committed.set(face, original);
    faces.push(face);
  }
  log(`détection : ${faces.length} visages lus, nettoyés comme à l’envoi`);
  report.expressions = expressionReadings(faces);
  if (options.noise) {
    const measured = faces.filter((f) => f.facts && !f.entry.standIn);
    const rows = await measureNoise(
      measured.map((f) => ({ file: f.entry.file, face: f.entry.face, label: f.entry.expression, committed: committed.get(f)!, facts: f.facts! })),
      measureNear,
      log,
    );
    const real = measured.map((f) => ({ id: `${f.entry.file}#${f.entry.face}`, personKnown: f.entry.personKnown, descriptor: f.facts!.descriptor }));
    report.noise = { rows, report: noiseReport(rows), pairJitter: pairDistanceJitter(rows, real) };
  }

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
    report.identityFaces = [...faces, ...darkened, ...whole];
    report.identity = identityPairs(report.identityFaces);
    // The margin under the first stranger: how far a pair's distance moves when its photos are sent
    // otherwise (measured now, or as recorded when this run does not measure the noise).
    const recorded = report.noise ? null : readUploadNoise().noise;
    const margin = report.noise ? { p95: report.noise.pairJitter.p95, measured: true } : { p95: recorded!.pairDistance.p95, measured: false };
    const ownVariant = report.noise?.report.descriptor.p95 ?? recorded!.descriptor.p95;
    report.operatingPoint = operatingPointOf(report.identityFaces, options.identityBefore ?? null, margin, ownVariant);
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
      // A face without a descriptor is compared to nothing (identity.ts): never the same person.
      const said = (identityScore(a.facts!, b.facts!) ?? 0) >= threshold;
      const ok = isSame ? said : !said;
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

/** The committed faces' identity before issue 32 (scripts/eval-before/identity.json, recorded on tests/fixtures/photos). */
export function readIdentityBefore(): IdentityBefore {
  return JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'eval-before', 'identity.json'), 'utf8')) as IdentityBefore;
}

/**
 * What the product's smile threshold and identity distance were derived from, for
 * scripts/eval-records/upload-noise.json: the noise's spreads, the smile's choice, and every identity pair
 * of the evaluation as measured on cleaned bytes (so tests can check the constants without the models).
 */
export function uploadNoiseRecordOf(r: FaceEvalReport, commit: string, date: string): UploadNoiseRecord {
  if (!r.noise || !r.operatingPoint) throw new Error('the record needs the noise and identity measured (noise: true, identity: true)');
  const usable = r.identityFaces.filter((f) => f.facts?.descriptor?.length);
  const ids = usable.map(identityFaceId);
  const index = new Map(ids.map((id, i) => [id, i]));
  const points = usable.map((f) => ({ id: identityFaceId(f), file: f.entry.file, face: f.entry.face, person: f.entry.person, personKnown: f.entry.personKnown, standIn: f.entry.standIn, skinOnly: false, descriptor: f.facts!.descriptor }));
  const pairs = labelledPairs(points, (a, b) => descriptorDistance(a.descriptor!, b.descriptor!)).map((p): [number, number, number] => [index.get(p.a)!, index.get(p.b)!, Math.round(p.distance * 1e5) / 1e5]);
  return {
    $comment:
      'Bruit de mesure des visages du manifeste (tests/fixtures/photos) renvoyés comme un téléphone pourrait les envoyer, chacun nettoyé par cleanUploadBytes (server/files/uploads.ts) comme à l’envoi, écrit par npm run eval:faces -- --record-noise. noise : écart absolu de chaque mesure d’expression et distance du descripteur à l’original nettoyé (p50, p95 au rang le plus proche, max) ; pairDistance : écart de la distance d’une paire de visages réels quand ses deux photos sont renvoyées. smile : le seuil du sourire qui en découle (face-expression.ts minSmile). identity : la marge (p95 de pairDistance) et le seuil choisi sur la moitié A (identity.ts SAME_PERSON_DISTANCE), avec chaque paire de l’évaluation [visage, visage, distance] mesurée sur les octets nettoyés. Aucune photo de personne à la peau foncée : les substituts sont des visages clairs assombris.',
    commit,
    date,
    variants: r.noise.report.variants,
    noise: { faces: r.noise.report.faces, rows: r.noise.report.rows, lost: r.noise.report.lost, measures: r.noise.report.measures, descriptor: r.noise.report.descriptor, pairDistance: r.noise.pairJitter },
    smile: smileChoice(r.noise.rows, r.noise.report),
    identity: { margin: r.operatingPoint.margin.p95, threshold: r.operatingPoint.chosen?.threshold ?? null, faces: ids, pairs },
  };
}

function operatingPointOf(faces: MeasuredFace[], before: IdentityBefore | null, margin: { p95: number; measured: boolean }, ownVariant: number): OperatingPointReport | null {
  const usable = faces.filter((f) => f.facts?.descriptor?.length);
  if (usable.length < 2) return null;
  const points = usable.map((f) => ({
    id: identityFaceId(f),
    file: f.entry.file,
    face: f.entry.face,
    person: f.entry.person,
    personKnown: f.entry.personKnown,
    standIn: f.entry.standIn,
    skinOnly: f.group === standInLabel(f.entry.monk),
    descriptor: f.facts!.descriptor,
  }));
  return operatingPointReport(points, (a, b) => descriptorDistance(a.descriptor!, b.descriptor!), SAME_PERSON_DISTANCE, before, margin, ownVariant);
}

async function nearestFace(image: Rgb, near: MeshFace['box']): Promise<MeshFace | null> {
  const cx = near.x + near.w / 2;
  const cy = near.y + near.h / 2;
  const d = (f: MeshFace) => Math.hypot(f.box.x + f.box.w / 2 - cx, f.box.y + f.box.h / 2 - cy);
  return (await detectTargetFaces(image)).sort((a, b) => d(a) - d(b))[0] ?? null;
}

/**
 * Each good photo as the source, onto the first good photo of someone else as the target; then the same
 * source darkened to each Monk level. Identity: the swapped face's descriptor against the source's (and
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
      const face = (await detectMeshFaces(image))[0];
      if (face) candidates.push({ group: standInLabel(monk), face: { image, face } });
    }
    for (const c of candidates) {
      const { rgb } = await swapOntoFace(t.image, t.face, c.face);
      const swapped = await nearestFace(rgb, t.face.box);
      const sourceFace = (await detectMeshFaces(c.face.image))[0];
      const idOf = async (image: Rgb, f: MeshFace | null | undefined) => (f ? { descriptor: await faceDescriptor(image, f.mesh) } : null);
      const [swappedId, sourceId, targetId] = await Promise.all([idOf(rgb, swapped), idOf(c.face.image, sourceFace), idOf(t.image, targetOriginal)]);
      const toSource = (swappedId && sourceId ? identityScore(swappedId, sourceId) : null) ?? Number.NaN;
      const toTarget = (swappedId && targetId ? identityScore(swappedId, targetId) : null) ?? Number.NaN;
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
  if (r.noise) {
    lines.push('', ...formatNoise(r.noise.report));
    lines.push(`    distance d’une paire de visages réels quand ses deux photos sont renvoyées ainsi, écart à la paire nettoyée : médiane ${num(r.noise.pairJitter.p50, 3)}, p95 ${num(r.noise.pairJitter.p95, 3)}, max ${num(r.noise.pairJitter.max, 3)} (${r.noise.pairJitter.n} mesures)`);
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
  if (r.operatingPoint) {
    lines.push('');
    lines.push(...formatOperatingPoint(r.operatingPoint));
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
  lines.push('', ...formatExpressions(r.expressions, r.noise?.rows ?? null));
  return lines.join('\n');
}

// ——— Expressions (issue 32): the mesh rules against the labels, beside the emotion model they replaced ———

export interface ExpressionReading {
  file: string;
  face: number;
  label: NonNullable<ManifestEntry['expression']>;
  /** Null when the face was not found or not measured. */
  read: DigitalMeExpression | null;
}

function expressionReadings(faces: MeasuredFace[]): ExpressionReading[] {
  return faces.filter((f) => f.entry.expression && !f.entry.standIn).map((f) => ({ file: f.entry.file, face: f.entry.face, label: f.entry.expression!, read: f.facts?.expression ?? null }));
}

/** The smile threshold the noise asks for, against the product's, and how the faces sent otherwise read at each. */
function formatSmileChoice(rows: readonly NoiseRow[]): string[] {
  const choice = smileChoice(rows, noiseReport(rows));
  const lines = [`  Seuil du sourire et bruit de mesure (${choice.neutral.length} visages neutres seulement : une marge mesurée sur si peu de visages reste indicative)`];
  for (const n of choice.neutral) lines.push(`    neutre ${n.file}#${n.face} : ${frNum3(n.cleaned)} nettoyé, ${frNum3(Math.min(...n.variants))} à ${frNum3(Math.max(...n.variants))} renvoyé (${n.variants.length} variantes)`);
  lines.push(`    p95 de l’écart du sourire à l’original nettoyé, sur tous les visages : ${frNum3(choice.p95)}`);
  lines.push(`    seuil : plus petit centième au-dessus du plus haut neutre nettoyé + p95 (${frNum3(choice.fromCleaned)}) et du plus haut neutre renvoyé (${frNum3(choice.fromVariants)}) : ${frNum(choice.threshold)}`);
  lines.push(`    seuil du produit (face-expression.ts minSmile) : ${frNum(L.minSmile)}${L.minSmile === choice.threshold ? ', celui choisi' : ` — DIFFÉRENT du seuil choisi ${frNum(choice.threshold)}`}`);
  // Without the margin: the smallest hundredth above every neutral variant.
  const bare = (Math.floor(choice.fromVariants * 100 + 1e-9) + 1) / 100;
  const why = new Map([
    [PREVIOUS_MIN_SMILE, 'celui d’avant, choisi sur les fichiers commités'],
    [bare, 'le plus petit au-dessus des neutres renvoyés, sans marge'],
    [choice.threshold, 'le choisi'],
  ]);
  if (!why.has(L.minSmile)) why.set(L.minSmile, 'celui du produit');
  for (const t of [...why.keys()].sort((a, b) => a - b)) {
    const { cleaned, variants } = readingsAt(rows, t);
    const cell = (map: Map<string, { n: number; right: number }>, label: string) => {
      const x = map.get(label);
      return x ? `${x.right}/${x.n}` : '—';
    };
    lines.push(`    au seuil ${frNum(t)} (${why.get(t)}) : lus justes, nettoyés souriants ${cell(cleaned, 'smiling')}, neutres ${cell(cleaned, 'neutral')} ; renvoyés souriants ${cell(variants, 'smiling')}, neutres ${cell(variants, 'neutral')}`);
  }
  return lines;
}

/** The smile threshold chosen on the committed files as they are, before the upload's cleaning was measured (issue 32). */
export const PREVIOUS_MIN_SMILE = 0.06;
const frNum3 = (v: number) => v.toLocaleString('fr-FR', { minimumFractionDigits: 3, maximumFractionDigits: 3 }).replace('-', '−');

/** What the emotion model read on the committed faces before it left (scripts/eval-before/expressions.json). */
const expressionsBefore = z.object({
  commit: z.string(),
  date: z.string(),
  matrix: z.record(z.string(), z.record(z.string(), z.number().int())),
});

/** A class labelled on fewer faces than this gets no rate: « non mesurable », and its rule instead. */
export const MIN_MEASURABLE = 5;

const frNum = (v: number) => v.toLocaleString('fr-FR', { maximumFractionDigits: 2 }).replace('-', '−');
const L = expressionLimits;
/** Each rule in one line, its numbers read from the rule itself (server/vision/face-expression.ts). */
export const EXPRESSION_RULE_TEXT: Record<DigitalMeExpression, string> = {
  smiling: `coins de la bouche relevés (corrigés de l’inclinaison de la tête) plus ${frNum(L.smileWidthWeight)} de l’élargissement de la bouche au-delà de ${frNum(L.restingMouthWidth)} fois l’écart des yeux, au moins ${frNum(L.minSmile)} (seuil choisi sur ces visages nettoyés comme à l’envoi : au-dessus de chaque visage neutre et de ses copies renvoyées)`,
  surprised: `yeux grands ouverts (paupières écartées d’au moins ${frNum(L.minWideEyes)} largeur d’œil), sourcils levés (au moins ${frNum(L.minRaisedBrows)} largeur d’œil au-dessus de la paupière), lèvres entrouvertes (ouverture de ${frNum(L.minParted)} à ${frNum(L.minAgape)}), coins non relevés`,
  shocked: `yeux grands ouverts (au moins ${frNum(L.minWideEyes)} largeur d’œil) et bouche grande ouverte (ouverture d’au moins ${frNum(L.minAgape)} fois sa largeur), coins non relevés`,
  sad: `coins de la bouche tombants (sous le milieu des lèvres) et bout intérieur des sourcils relevé (au moins ${frNum(L.minInnerBrowLift)} largeur d’œil), ou coins nettement tombants (${frNum(L.maxDroop)} ou moins)`,
  serious: `bouche fermée (ouverture sous ${frNum(L.maxClosedMouth)}), sans sourire, sourcils rapprochés (écart d’au plus ${frNum(L.maxBrowGap)} fois celui des yeux) ou abaissés (au plus ${frNum(L.maxLoweredBrows)} largeur d’œil au-dessus de la paupière)`,
  neutral: 'aucune des autres règles ne s’applique',
};

const expressionWord = (e: string) => (e in DIGITALME_EXPRESSION_TEXT ? DIGITALME_EXPRESSION_TEXT[e as DigitalMeExpression] : e === 'angry' ? 'fâché (retiré)' : e === 'none' ? 'non lu' : e);

/** Rows: the label; columns: what was read. Counts only. */
function matrixLines(matrix: Record<string, Record<string, number>>, columns: string[]): string[] {
  const rows = Object.entries(matrix).map(([label, row]) => ({ name: `${expressionWord(label)} (${Object.values(row).reduce((a, b) => a + b, 0)})`, row }));
  const first = Math.max(...rows.map((r) => r.name.length)) + 2;
  const cells = columns.map((c) => expressionWord(c).length + 2);
  return [
    `    ${' '.repeat(first)}${columns.map((c, i) => expressionWord(c).padStart(cells[i]!)).join('')}`,
    ...rows.map(({ name, row }) => `    ${name.padEnd(first)}${columns.map((c, i) => String(row[c] ?? 0).padStart(cells[i]!)).join('')}`),
  ];
}

export function expressionMatrix(readings: ExpressionReading[]): Record<string, Record<string, number>> {
  const matrix: Record<string, Record<string, number>> = {};
  for (const r of readings) {
    const row = (matrix[r.label] ??= {});
    const read = r.read ?? 'none';
    row[read] = (row[read] ?? 0) + 1;
  }
  return matrix;
}

/** The expression section of the report: the confusion matrices before and after, then each class's rate or « non mesurable ». */
export function formatExpressions(readings: ExpressionReading[], noise: readonly NoiseRow[] | null = null): string[] {
  if (readings.length === 0) return [];
  const before = expressionsBefore.parse(JSON.parse(readFileSync(path.join(import.meta.dirname, '..', 'eval-before', 'expressions.json'), 'utf8')));
  const after = expressionMatrix(readings);
  const lines = ['Expressions : l’étiquette mise à l’œil avant toute règle (lignes) contre l’expression lue (colonnes), en nombres de visages'];
  const beforeColumns = [...DIGITALME_EXPRESSIONS, ...new Set(Object.values(before.matrix).flatMap((row) => Object.keys(row)))].filter((c, i, all) => all.indexOf(c) === i && Object.values(before.matrix).some((row) => row[c]));
  lines.push(`  avant : modèle d’émotion de Human (retiré depuis, issue 32), mesuré au commit ${before.commit.slice(0, 7)} le ${before.date} sur les visages du manifeste commité`);
  lines.push(...matrixLines(before.matrix, beforeColumns));
  const afterColumns = [...DIGITALME_EXPRESSIONS, 'none'].filter((c) => Object.values(after).some((row) => row[c]));
  lines.push(`  après : règles du maillage (server/vision/face-expression.ts), mesuré maintenant sur ${readings.length} visage(s), chacun nettoyé comme à l’envoi (uploads.ts)`);
  lines.push(...matrixLines(after, afterColumns));
  const count = (m: Record<string, Record<string, number>>, label: string, read?: string) => Object.entries(m[label] ?? {}).reduce((s, [k, v]) => s + (read === undefined || k === read ? v : 0), 0);
  for (const e of DIGITALME_EXPRESSIONS) {
    const n = count(after, e);
    const word = `« ${DIGITALME_EXPRESSION_TEXT[e]} »`;
    if (n < MIN_MEASURABLE) {
      lines.push(`  ${word} : non mesurable (${n} visage(s) étiqueté(s), moins de ${MIN_MEASURABLE}) ; règle : ${EXPRESSION_RULE_TEXT[e]}`);
      continue;
    }
    const ok = count(after, e, e);
    const wrong = Object.keys(after).filter((l) => l !== e).reduce((s, l) => s + count(after, l, e), 0);
    const nBefore = count(before.matrix, e);
    const okBefore = count(before.matrix, e, e);
    lines.push(`  ${word} : après ${ok}/${n} lus ${word} (${pct({ n, ok })}), ${wrong} autre(s) visage(s) lu(s) ${word} à tort ; avant ${okBefore}/${nBefore} (${pct({ n: nBefore, ok: okBefore })})`);
  }
  if (noise) lines.push(...formatSmileChoice(noise));
  lines.push('  Le seuil du sourire a été choisi sur ces mêmes visages : son taux « après » est mesuré sur les visages qui l’ont réglé.');
  lines.push('  Surpris, choqué, triste et sérieux : seuils tirés de la géométrie du visage, vérifiés sur des visages dessinés seulement (tests/unit/face-expression.test.ts), jamais mesurés sur de vrais visages.');
  return lines;
}
