// How much the face measures move with what a phone or WhatsApp does to a photo before it is sent
// (issue 32): every DigitalMe photo reaches the check after the upload path re-encodes it
// (server/files/uploads.ts cleanUploadBytes), so a face is never measured on the bytes its owner took.
// Each committed face is made into the re-encodings a phone could send (JPEG 80 to 95, 0.9× and 1.1×
// the size, the frame shifted by 2 %), each cleaned as an upload, and measured again: the spread of the
// expression measures and the descriptor's distance to the cleaned original are the measurement's own
// noise, the margin the smile threshold and the identity distance keep (face-expression.ts, identity.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { cleanUploadBytes } from '../../server/files/uploads';
import { descriptorDistance } from '../../server/vision/face-descriptor';
import { expressionLimits, expressionMeasures, expressionOfMeasures, type ExpressionMeasures } from '../../server/vision/face-expression';
import type { FaceFacts } from '../../server/digitalme/photo-check';
import type { DigitalMeExpression } from '../../shared/digitalme';

/** A re-encoding a phone could send, and where a point of the photo lands in it. */
export interface PhoneVariant {
  name: string;
  make: (bytes: Buffer) => Promise<Buffer>;
  at: (point: readonly [number, number], size: { width: number; height: number }) => [number, number];
}

const same = (p: readonly [number, number]): [number, number] => [p[0], p[1]];
const jpeg = (quality: number): PhoneVariant => ({ name: `JPEG qualité ${quality}`, make: (b) => sharp(b).jpeg({ quality }).toBuffer(), at: same });
/**
 * Resized and shifted copies are written losslessly (PNG): the upload path's own JPEG is then their only
 * compression, so each variant changes one thing (the JPEG qualities above cover compression).
 */
const scaled = (k: number): PhoneVariant => ({
  name: `${k < 1 ? 'réduite' : 'agrandie'} ×${String(k).replace('.', ',')}`,
  make: async (b) => {
    const { width } = await sharp(b).metadata();
    return sharp(b).resize(Math.round(width! * k)).png().toBuffer();
  },
  at: (p) => [p[0] * k, p[1] * k],
});
/** The frame moved by 2 % of each side (the left and top 2 % cut off): the JPEG blocks fall elsewhere on the face. */
const SHIFT = 0.02;
const shifted: PhoneVariant = {
  name: 'cadre décalé de 2 %',
  make: async (b) => {
    const { width, height } = await sharp(b).metadata();
    const [left, top] = [Math.round(width! * SHIFT), Math.round(height! * SHIFT)];
    return sharp(b).extract({ left, top, width: width! - left, height: height! - top }).png().toBuffer();
  },
  at: (p, size) => [p[0] - Math.round(size.width * SHIFT), p[1] - Math.round(size.height * SHIFT)],
};

export const PHONE_VARIANTS: readonly PhoneVariant[] = [jpeg(80), jpeg(85), jpeg(90), jpeg(95), scaled(0.9), scaled(1.1), shifted];

export const EXPRESSION_MEASURE_NAMES = ['smile', 'lift', 'mouthWidth', 'mouthOpening', 'eyes', 'browsLow', 'browsHigh', 'innerBrowLift', 'browGap'] as const satisfies ReadonlyArray<keyof ExpressionMeasures>;

/** One face and one of its variants. */
export interface NoiseRow {
  file: string;
  face: number;
  label: string | undefined;
  variant: string;
  /** False when the variant's face was not found where the original's is (it is left out of every spread). */
  found: boolean;
  /** The variant's measures, and the cleaned original's. */
  measures: ExpressionMeasures | null;
  original: ExpressionMeasures;
  expression: DigitalMeExpression | null;
  /** Descriptor distance between the cleaned original and the variant. */
  distance: number | null;
  descriptor: number[] | null;
}

export interface Spread {
  n: number;
  p50: number;
  p95: number;
  max: number;
}

/** p50, p95 (nearest rank: the smallest value with at least that share of values at or below it) and max. */
export function spread(values: readonly number[]): Spread {
  const v = [...values].sort((a, b) => a - b);
  const rank = (p: number) => v[Math.max(0, Math.ceil(p * v.length) - 1)] ?? Number.NaN;
  return { n: v.length, p50: rank(0.5), p95: rank(0.95), max: v.at(-1) ?? Number.NaN };
}

/** A face of the evaluation, its committed bytes (what its owner would have) and its facts on the cleaned bytes. */
export interface NoiseFace {
  file: string;
  face: number;
  label: string | undefined;
  committed: Buffer;
  facts: FaceFacts;
}

/** Measures the face of `bytes` whose box centre is nearest `point` (within half a face width), or null. */
export type MeasureNear = (bytes: Buffer, point: [number, number], faceWidth: number) => Promise<FaceFacts | null>;

export async function measureNoise(faces: readonly NoiseFace[], measureNear: MeasureNear, log: (line: string) => void = () => {}): Promise<NoiseRow[]> {
  const rows: NoiseRow[] = [];
  for (const f of faces) {
    const { width, height } = await sharp(f.committed).metadata();
    const [x, y, w, h] = f.facts.box;
    const original = expressionMeasures(f.facts.mesh, f.facts.angles);
    for (const v of PHONE_VARIANTS) {
      const sent = await v.make(f.committed);
      const cleaned = (await cleanUploadBytes(sent)).data;
      const facts = await measureNear(cleaned, v.at([x + w / 2, y + h / 2], { width: width!, height: height! }), w);
      const measures = facts ? expressionMeasures(facts.mesh, facts.angles) : null;
      rows.push({
        file: f.file,
        face: f.face,
        label: f.label,
        variant: v.name,
        found: facts !== null,
        measures,
        original,
        expression: measures ? expressionOfMeasures(measures) : null,
        distance: facts ? descriptorDistance(f.facts.descriptor, facts.descriptor) : null,
        descriptor: facts?.descriptor ?? null,
      });
    }
    log(`bruit de mesure : ${f.file}#${f.face}, ${PHONE_VARIANTS.length} variantes`);
  }
  return rows;
}

export interface NoiseReport {
  variants: string[];
  faces: number;
  rows: number;
  lost: Array<{ file: string; face: number; variant: string }>;
  /** |variant − cleaned original| of each expression measure, over every face and variant found. */
  measures: Record<(typeof EXPRESSION_MEASURE_NAMES)[number], Spread>;
  /** Descriptor distance between a face's cleaned original and each of its variants. */
  descriptor: Spread;
}

export function noiseReport(rows: readonly NoiseRow[]): NoiseReport {
  const found = rows.filter((r) => r.found);
  const measures = Object.fromEntries(EXPRESSION_MEASURE_NAMES.map((m) => [m, spread(found.map((r) => Math.abs(r.measures![m] - r.original[m])))])) as NoiseReport['measures'];
  return {
    variants: [...new Set(rows.map((r) => r.variant))],
    faces: new Set(rows.map((r) => `${r.file}#${r.face}`)).size,
    rows: rows.length,
    lost: rows.filter((r) => !r.found).map((r) => ({ file: r.file, face: r.face, variant: r.variant })),
    measures,
    descriptor: spread(found.map((r) => r.distance!)),
  };
}

/**
 * The smile threshold that keeps every neutral face neutral as a phone would send it: the smallest
 * hundredth above the highest smile any neutral face reads, cleaned as an upload or re-sent otherwise
 * (its variants carry the measurement's noise, so no margin is added on top: a p95 margin over the
 * cleaned reading as well cost 11 of 112 smiles' copies more, for no neutral copy saved). Smiles under
 * it read neutral: the cost, reported beside it.
 */
export function chooseMinSmile(neutral: { cleaned: readonly number[]; variants: readonly number[] }): { threshold: number; fromCleaned: number; fromVariants: number } {
  const fromCleaned = Math.max(...neutral.cleaned);
  const fromVariants = Math.max(...neutral.variants);
  const floor = Math.max(fromCleaned, fromVariants);
  return { threshold: (Math.floor(floor * 100 + 1e-9) + 1) / 100, fromCleaned, fromVariants };
}

/**
 * How each labelled class reads at a smile threshold, on the cleaned originals and on their variants:
 * faces read as their label, out of how many.
 */
export function readingsAt(rows: readonly NoiseRow[], minSmile: number): { cleaned: Map<string, { n: number; right: number }>; variants: Map<string, { n: number; right: number }> } {
  const limits = { ...expressionLimits, minSmile };
  const tally = (map: Map<string, { n: number; right: number }>, label: string, read: DigitalMeExpression) => {
    const t = map.get(label) ?? { n: 0, right: 0 };
    t.n++;
    if (read === label) t.right++;
    map.set(label, t);
  };
  const cleaned = new Map<string, { n: number; right: number }>();
  const variants = new Map<string, { n: number; right: number }>();
  const seen = new Set<string>();
  for (const r of rows.filter((x) => x.label)) {
    const id = `${r.file}#${r.face}`;
    if (!seen.has(id)) tally(cleaned, r.label!, expressionOfMeasures(r.original, limits));
    seen.add(id);
    if (r.found) tally(variants, r.label!, expressionOfMeasures(r.measures!, limits));
  }
  return { cleaned, variants };
}

/**
 * How much a pair's distance moves when both its photos are sent otherwise: |d(a sent as v, b sent as w)
 * − d(a, b)| over every pair the evaluation counts among these faces (not two unnamed people) and every
 * two variants v, w. This is the noise a stranger's distance carries when measured on the product's
 * uploads. It is far smaller than a face's distance to its own variant (which bounds it by the triangle
 * inequality): most of that noise moves a descriptor neither nearer to nor further from another face,
 * in 128 dimensions.
 */
export function pairDistanceJitter(rows: readonly NoiseRow[], faces: ReadonlyArray<{ id: string; personKnown: boolean; descriptor: readonly number[] }>): Spread {
  const variantsOf = new Map<string, Array<readonly number[]>>();
  for (const r of rows.filter((x) => x.found)) variantsOf.set(`${r.file}#${r.face}`, [...(variantsOf.get(`${r.file}#${r.face}`) ?? []), r.descriptor!]);
  const moves: number[] = [];
  for (let i = 0; i < faces.length; i++) {
    for (let j = i + 1; j < faces.length; j++) {
      const [a, b] = [faces[i]!, faces[j]!];
      if (!a.personKnown && !b.personKnown) continue;
      const measured = descriptorDistance(a.descriptor, b.descriptor);
      for (const va of variantsOf.get(a.id) ?? []) for (const vb of variantsOf.get(b.id) ?? []) moves.push(Math.abs(descriptorDistance(va, vb) - measured));
    }
  }
  return spread(moves);
}

const num = (v: number, d = 3) => (Number.isFinite(v) ? v.toLocaleString('fr-FR', { minimumFractionDigits: d, maximumFractionDigits: d }) : '—');
const spreadText = (s: Spread) => `médiane ${num(s.p50)}, p95 ${num(s.p95)}, max ${num(s.max)} (${s.n} mesures)`;

export const MEASURE_TEXT: Record<(typeof EXPRESSION_MEASURE_NAMES)[number], string> = {
  smile: 'sourire (score de la règle)',
  lift: 'coins de la bouche relevés',
  mouthWidth: 'largeur de la bouche',
  mouthOpening: 'ouverture de la bouche',
  eyes: 'ouverture des yeux',
  browsLow: 'sourcil le plus bas',
  browsHigh: 'sourcil le plus haut',
  innerBrowLift: 'bout intérieur des sourcils',
  browGap: 'écart des sourcils',
};

export function formatNoise(r: NoiseReport): string[] {
  const lines = [
    `Bruit de mesure : chaque visage du manifeste renvoyé comme un téléphone pourrait l’envoyer (${r.variants.join(', ')}), nettoyé comme à l’envoi, mesuré à nouveau`,
    `  ${r.faces} visages × ${r.variants.length} variantes = ${r.rows} ; écart absolu à l’original nettoyé :`,
    ...Object.entries(r.measures).map(([m, s]) => `    ${MEASURE_TEXT[m as keyof typeof MEASURE_TEXT]} : ${spreadText(s)}`),
    `    distance du descripteur à l’original nettoyé : ${spreadText(r.descriptor)}`,
  ];
  for (const x of r.lost) lines.push(`    visage non retrouvé : ${x.file}#${x.face}, ${x.variant} (écarté des mesures)`);
  return lines;
}

// ——— The record the product's constants were derived from (scripts/eval-records/upload-noise.json) ———

const spreadSchema = z.object({ n: z.number().int(), p50: z.number(), p95: z.number(), max: z.number() });
export const uploadNoiseRecord = z.object({
  $comment: z.string(),
  commit: z.string(),
  date: z.string(),
  variants: z.array(z.string()),
  noise: z.object({
    faces: z.number().int(),
    rows: z.number().int(),
    lost: z.array(z.object({ file: z.string(), face: z.number().int(), variant: z.string() })),
    measures: z.record(z.string(), spreadSchema),
    descriptor: spreadSchema,
    /** How far a real pair's distance moves when both its photos are sent otherwise (the identity margin). */
    pairDistance: spreadSchema,
  }),
  smile: z.object({
    p95: z.number(),
    neutral: z.array(z.object({ file: z.string(), face: z.number().int(), cleaned: z.number(), variants: z.array(z.number()) })),
    threshold: z.number(),
    fromCleaned: z.number(),
    fromVariants: z.number(),
  }),
  identity: z.object({
    margin: z.number(),
    threshold: z.number().nullable(),
    /** identityFaceId of each face measured (cleaned bytes), and every pair the evaluation counts as [face, face, distance]. */
    faces: z.array(z.string()),
    pairs: z.array(z.tuple([z.number().int(), z.number().int(), z.number()])),
  }),
});
export type UploadNoiseRecord = z.infer<typeof uploadNoiseRecord>;

export const UPLOAD_NOISE_RECORD = path.join(import.meta.dirname, '..', 'eval-records', 'upload-noise.json');

export function readUploadNoise(): UploadNoiseRecord {
  return uploadNoiseRecord.parse(JSON.parse(readFileSync(UPLOAD_NOISE_RECORD, 'utf8')));
}

/** The smile threshold of the noise rows: above their neutral faces, cleaned and sent otherwise. */
export function smileChoice(rows: readonly NoiseRow[], report: NoiseReport): UploadNoiseRecord['smile'] {
  const neutral = [...new Set(rows.filter((r) => r.label === 'neutral').map((r) => `${r.file}#${r.face}`))].map((id) => {
    const own = rows.filter((r) => `${r.file}#${r.face}` === id);
    return { file: own[0]!.file, face: own[0]!.face, cleaned: own[0]!.original.smile, variants: own.filter((r) => r.found).map((r) => r.measures!.smile) };
  });
  const p95 = report.measures.smile.p95;
  const chosen = chooseMinSmile({ cleaned: neutral.map((n) => n.cleaned), variants: neutral.flatMap((n) => n.variants) });
  return { p95, neutral, ...chosen };
}
