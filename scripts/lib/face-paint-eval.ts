// The face-paint measure (server/vision/face-paint.ts) on every face of the manifest, as the DigitalMe
// check takes it (the face found, its mesh measured again on each copy): the real photos, their darkened
// STAND-INS (light faces whose skin was moved to a Monk swatch: nothing here is a dark-skinned person),
// a dimmer exposure and a SYNTHETIC hard side light, all of which must read clean; and SYNTHETIC painted
// or covered copies (tests/fixtures/painted-face.ts), never photos of painted faces. Its own section of
// `npm run eval:faces`, printed after the others.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { detectBoxes, loadFaceModels } from '../../server/vision/face-models';
import { measureFace, photoLimits } from '../../server/digitalme/photo-check';
import { paintLimits } from '../../server/vision/face-paint';
import { decodeRgb } from '../../server/vision/raster';
import { rgbToLab } from '../../shared/engine/style/color';
import { darkenSkin } from '../../tests/fixtures/darkened-skin';
import { darkenedSkin, exposed } from '../../tests/fixtures/digitalme-photos';
import { paintedFace, sideLit, withMicrophone, type PaintName } from '../../tests/fixtures/painted-face';
import type { ManifestEntry } from './face-eval';

/** Monk swatches (Google, CC-BY-4.0) the stand-ins are moved to. */
const SWATCHES = { 6: [0xa0, 0x7e, 0x56], 8: [0x60, 0x41, 0x34], 10: [0x29, 0x24, 0x20] } as const;
const swatchLab = (monk: keyof typeof SWATCHES) => rgbToLab(SWATCHES[monk][0], SWATCHES[monk][1], SWATCHES[monk][2]);

/** Copies that must read clean, and copies that must read covered; `reported` ones are printed only (what the measure misses). */
export type CoverGroup = 'clean' | 'covered' | 'reported';

export interface CoverRow {
  /** What the copy is, in French, as printed. */
  variant: string;
  group: CoverGroup;
  file: string;
  face: number;
  /** Null when the copy's face was not found again. */
  cover: number | null;
}

async function jpeg(rgb: { data: Uint8Array; width: number; height: number }): Promise<Buffer> {
  return sharp(rgb.data, { raw: { width: rgb.width, height: rgb.height, channels: 3 } }).jpeg({ quality: 90 }).toBuffer();
}

/**
 * The manifest's face `nth` (left to right, score ≥ 0.6) measured as the check measures one. For a copy,
 * the face whose box overlaps the original's (`near`): a copy whose face the detector no longer finds
 * (or finds only a neighbour, or whose mesh lands on a neighbour) gives null, never another person's face.
 */
async function measured(bytes: Buffer, nth: number, near?: readonly number[]): Promise<{ mesh: Array<[number, number]>; box: number[]; cover: number } | null> {
  const models = await loadFaceModels();
  const meta = await sharp(bytes).metadata();
  const scene = await decodeRgb(bytes, photoLimits.detectSide);
  const k = meta.width! / scene.width;
  const found = (await detectBoxes(models, scene)).filter((f) => f.score >= photoLimits.faceScore).map((f) => f.box.map((v) => v * k) as [number, number, number, number]);
  const box = near ? found.find((b) => overlap(b, near) >= 0.3) : found.sort((a, b) => a[0] - b[0])[nth];
  if (!box) return null;
  const face = await measureFace(models, bytes, { width: meta.width!, height: meta.height! }, scene, box);
  if (!face) return null;
  // The mesh's crop may hold a neighbour's face, which it then measures when this one is not found again.
  const cx = face.mesh.reduce((s, p) => s + p[0], 0) / face.mesh.length;
  const cy = face.mesh.reduce((s, p) => s + p[1], 0) / face.mesh.length;
  if (cx < box[0] || cx > box[0] + box[2] || cy < box[1] || cy > box[1] + box[3]) return null;
  return { mesh: face.mesh.map(([x, y]): [number, number] => [x, y]), box, cover: face.cover };
}

/** Intersection over union of two x, y, width, height boxes. */
function overlap(a: readonly number[], b: readonly number[]): number {
  const w = Math.max(0, Math.min(a[0]! + a[2]!, b[0]! + b[2]!) - Math.max(a[0]!, b[0]!));
  const h = Math.max(0, Math.min(a[1]! + a[3]!, b[1]! + b[3]!) - Math.max(a[1]!, b[1]!));
  return (w * h) / (a[2]! * a[3]! + b[2]! * b[3]! - w * h);
}

export async function evaluateCover(dir: string, entries: ManifestEntry[], options: { quick?: boolean; log?: (line: string) => void } = {}): Promise<CoverRow[]> {
  const rows: CoverRow[] = [];
  const paints: Array<[PaintName, CoverGroup, string]> = [
    ['tricolore', 'covered', 'drapeaux sur les deux joues'],
    ['stripes', 'covered', 'deux bandes sur joues et nez'],
    ['surgicalMask', 'covered', 'masque chirurgical'],
    ['oneCheek', 'reported', 'un seul petit drapeau'],
    ['clown', 'reported', 'visage entier peint en blanc'],
  ];
  for (const entry of entries.filter((e) => !e.standIn)) {
    const bytes = readFileSync(path.join(dir, entry.file));
    const base = await measured(bytes, entry.face);
    const add = async (variant: string, group: CoverGroup, copy: Buffer) => {
      const m = copy === bytes ? base : base && (await measured(copy, entry.face, base.box));
      rows.push({ variant, group, file: entry.file, face: entry.face, cover: m?.cover ?? null });
    };
    await add('photo', 'clean', bytes);
    if (!base) continue;
    const rgb = await decodeRgb(bytes, 100_000);
    const whole10 = await jpeg(await darkenSkin(rgb, { mesh: base.mesh } as never, swatchLab(10)));
    await add('substitut visage entier (Monk 10)', 'clean', whole10);
    await add('photo à −2 IL', 'clean', await exposed(bytes, 0.25));
    await add('lumière latérale (synthétique)', 'clean', await sideLit(bytes, base.mesh));
    await add('substitut visage entier (Monk 10), lumière latérale', 'clean', await sideLit(whole10, base.mesh));
    if (!options.quick) {
      for (const monk of [6, 8] as const) await add(`substitut visage entier (Monk ${monk})`, 'clean', await jpeg(await darkenSkin(rgb, { mesh: base.mesh } as never, swatchLab(monk))));
      for (const monk of [8, 10] as const) await add(`substitut peau seule (Monk ${monk})`, 'clean', await darkenedSkin(bytes, base.mesh, SWATCHES[monk]));
    }
    for (const [paint, group, label] of paints) {
      await add(`peinture synthétique : ${label}`, group, await paintedFace(bytes, base.mesh, paint));
      if (!options.quick) await add(`peinture synthétique : ${label}, sur le substitut Monk 10`, group, await paintedFace(whole10, base.mesh, paint));
    }
    await add('micro synthétique devant la bouche', 'reported', await withMicrophone(bytes, base.mesh));
    options.log?.(`peinture : ${entry.file} visage ${entry.face} et ses copies mesurés`);
  }
  return rows;
}

const num = (v: number) => v.toLocaleString('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatCover(rows: CoverRow[]): string {
  const lines: string[] = [];
  const limit = paintLimits.covered;
  lines.push(`Peinture et objets devant le visage (face-paint.ts) : part de la peau du maillage dont la couleur n’est pas celle du visage, seuil ${num(limit)}`);
  lines.push('  Les copies peintes, le micro et la lumière latérale sont SYNTHÉTIQUES (tests/fixtures/painted-face.ts) ; les substituts sont des visages clairs assombris.');
  for (const variant of new Set(rows.map((r) => r.variant))) {
    const these = rows.filter((r) => r.variant === variant);
    const values = these.flatMap((r) => (r.cover === null ? [] : [r.cover])).sort((a, b) => a - b);
    const group = these[0]!.group;
    const over = values.filter((v) => v > limit).length;
    const lost = these.length - values.length;
    const verdict = group === 'clean' ? `${over} lu(s) couvert(s) sur ${values.length}` : `${over} lu(s) couvert(s) sur ${values.length}${group === 'reported' ? ' (signalé, non exigé)' : ''}`;
    const spread = values.length > 0 ? `min ${num(values[0]!)}, médiane ${num(values[Math.floor(values.length / 2)]!)}, max ${num(values[values.length - 1]!)}` : '—';
    lines.push(`  ${variant} : ${spread} ; ${verdict}${lost ? ` ; visage non retrouvé ${lost} fois` : ''}`);
  }
  const worstClean = rows.filter((r) => r.group === 'clean' && r.cover !== null).sort((a, b) => b.cover! - a.cover!)[0];
  const leastCovered = rows.filter((r) => r.group === 'covered' && r.cover !== null).sort((a, b) => a.cover! - b.cover!)[0];
  if (worstClean && leastCovered) {
    lines.push(`  marge : propre le plus haut ${num(worstClean.cover!)} (${worstClean.variant}, ${worstClean.file} visage ${worstClean.face}), couvert le plus bas ${num(leastCovered.cover!)} (${leastCovered.variant}, ${leastCovered.file} visage ${leastCovered.face})`);
  }
  lines.push('  Non vus par construction : une main nue ou un masque de la couleur de la peau, un objet sombre sur une peau très foncée, un visage peint en entier d’une seule couleur.');
  return lines.join('\n');
}
