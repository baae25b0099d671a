/**
 * Contact sheet of « Moi »: titles × the six styles × the three formats (16:9, then the 9:16 and 1:1
 * versions the export job adapts from it), each with a DigitalMe portrait made as the build job makes
 * it (Jesper's fixture photos, tests/fixtures/photos/CREDITS.md, checked and cut out by the real code)
 * and placed as the render job places it: the brief's expression, the head turned toward the words.
 * Every cell is drawn at full size and its face is found AGAIN on the drawn picture (face mesh, top of
 * the forehead to the chin): the label gives that share of the frame's height, red under 35 %. A red
 * label also marks a face on the headline or in the duration corner. Look at it after any change to
 * layout or to « Moi ».
 *
 *   npx tsx scripts/moi-sheet.ts [--out .data/moi-sheet] [--seed 7] [--photos astronaut.png,bar55.jpg] [--formats hd,story,square]
 *
 * --photos takes other fixture photos (tests/fixtures/photos) as the set: Jesper's are close-ups (no
 * shoulders, cut by the photo's edges); astronaut.png is a head-and-shoulders portrait.
 *
 * Writes moi-sheet-<format>.png (not committed) and prints the face shares.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import { FORMAT_IDS, STYLE_IDS, type FormatId } from '../shared/engine/model/design';
import { layoutDesign } from '../shared/engine/layout/layout';
import { adaptDesign } from '../shared/engine/layout/adapt';
import { decodeImage, makeWayOnServer, serverMeasurer } from '../server/engine/index';
import { checkPhoto } from '../server/digitalme/photo-check';
import { makePortraitCutout, storedFacts } from '../server/digitalme/portrait-build';
import { headlineSideOf, meLayerOf, portraitSubject, wantedExpression } from '../server/studio/me/me-subject';
import { choosePortrait } from '../server/studio/me/portrait-choice';
import type { Portrait } from '../server/digitalme/portraits';
import { planComposition } from '../server/studio/compose-plan';
import { fixturePhoto } from '../tests/fixtures/digitalme-photos';
import { JESPER_PHOTOS } from '../tests/fixtures/ready-digitalme';
import { renderedFace } from '../tests/support/rendered-face';
import { faceOval } from '../server/vision/face-mesh';
import { drawDesign } from './lib/mgx3-local';
import { moiViolations } from '../shared/engine/layout/me-checks';
import { HERO_FACE_SHARE } from '../shared/engine/layout/hero-placement';
import { writeLabelledSheet } from './lib/labelled-sheet';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/moi-sheet'));
const seed = Number(arg('seed', '7'));
const formats = arg('formats', FORMAT_IDS.join(',')).split(',') as FormatId[];
const CASES: Array<[title: string, prompt: string]> = [
  ['Je teste le riz local pendant 7 jours', ''],
  ['Ce prix m’a choqué', 'Je suis choqué, fond rouge'],
  ['Mon avis sérieux sur l’iPhone 16', 'moi sérieux'],
  ['Top 5 des astuces pour réussir sa chaîne', 'moi content'],
  ['Pourquoi personne ne parle de ça ?', 'moi surpris'],
  ['Avant / après : ma coiffure', ''],
];
const CELL_W = 300;

mkdirSync(outDir, { recursive: true });
const images = new Map<string, LoadedImage>();
const portraits: Portrait[] = [];
const made = new Map<string, Parameters<typeof portraitSubject>[1]>();
const setPhotos = arg('photos', '') ? arg('photos', '').split(',') : [...JESPER_PHOTOS];
for (const [i, name] of setPhotos.entries()) {
  const bytes = fixturePhoto(name);
  const check = await checkPhoto(bytes);
  if (check.status !== 'accepted') throw new Error(`${name} refusée : ${check.reason}`);
  const facts = storedFacts(check.facts);
  const c = await makePortraitCutout(bytes, facts);
  const id = `00000000-0000-4000-8000-00000000000${i + 1}`;
  images.set(id, await decodeImage(c.png));
  made.set(id, { id, width: c.width, height: c.height, face: c.face });
  portraits.push({ photoId: name, cutoutAssetId: id, expression: check.facts.expression, yaw: check.facts.angles.yaw, pitch: check.facts.angles.pitch, mouthOpening: check.facts.mouthOpening, best: i === 0, oval: faceOval(facts.mesh), checkBox: facts.box, bleed: c.bleed });
  console.log(`${name}: ${check.facts.expression}, lacet ${check.facts.angles.yaw.toFixed(1)}°, découpe ${c.width}×${c.height}, bords coupés : ${c.bleed.join(', ') || 'aucun'}`);
}

const m = serverMeasurer();
const shares: Record<string, number[]> = {};
let bad = 0;
let total = 0;
for (const format of formats) {
  const cells: Array<{ x: number; y: number; rgba: Buffer; w: number; h: number; text: string; bad: boolean }> = [];
  let cellH = 0;
  for (const [row, [title, prompt]] of CASES.entries()) {
    for (const [col, style] of STYLE_IDS.entries()) {
      const plan = planComposition({ title, prompt });
      const wanted = wantedExpression(prompt, title, plan.reading);
      const subjectOf = (headline: 'left' | 'right' | null) => {
        const p = choosePortrait(portraits, wanted, headline)!.portrait;
        return { subject: portraitSubject(p, made.get(p.cutoutAssetId)!), yaw: p.yaw };
      };
      const input = { title: plan.headline, prompt, style, seed: seed + row, hints: plan.hints, reaction: plan.reaction, tag: plan.tag };
      const probe = layoutDesign(m, { ...input, subjects: [subjectOf(null).subject] });
      const layer = meLayerOf(probe)!;
      const side = headlineSideOf(probe, layer.face, layer.box);
      const chosen = subjectOf(side);
      const hd = layoutDesign(m, { ...input, hints: { ...input.hints, side: input.hints.side ?? probe.composition?.side ?? null }, subjects: [chosen.subject] });
      // As the jobs make them: the layout pass after the layout, and after the adaptation for 9:16 and 1:1.
      const settled = makeWayOnServer(hd, images);
      const design = makeWayOnServer(format === 'hd' ? settled : adaptDesign(m, settled, format, prompt), images);
      const faults: string[] = moiViolations(design);
      const full = await drawDesign(design, 1, images);
      const found = await renderedFace({ rgba: full.rgba, width: full.width, height: full.height });
      const share = found?.share ?? 0;
      const planned = (meLayerOf(design)?.face?.h ?? 0) / design.height;
      (shares[format] ??= []).push(share);
      if (share < HERO_FACE_SHARE) faults.push(found ? `visage ${(share * 100).toFixed(0)} %` : 'visage introuvable');
      total++;
      if (faults.length > 0) {
        bad++;
        console.log(`${format} · ${style} · ${title} · ${design.composition?.id} : ${faults.join(', ')} (prévu ${(planned * 100).toFixed(0)} %)`);
      }
      const scale = CELL_W / design.width;
      const small = await sharp(full.rgba, { raw: { width: full.width, height: full.height, channels: 4 } }).resize(Math.round(full.width * scale), Math.round(full.height * scale)).raw().toBuffer({ resolveWithObject: true });
      cellH = small.info.height;
      cells.push({ x: col * (CELL_W + 4), y: row * (cellH + 26), rgba: small.data, w: small.info.width, h: small.info.height, text: `${style} · ${design.composition?.id} · visage ${(share * 100).toFixed(0)} % (prévu ${(planned * 100).toFixed(0)})${faults.length ? ' · ' + faults.filter((f) => !f.startsWith('visage')).join(',') : ''}`, bad: faults.length > 0 });
    }
  }
  const W = STYLE_IDS.length * (CELL_W + 4);
  const H = CASES.length * (cellH + 26);
  const file = path.join(outDir, `moi-sheet-${format}.png`);
  await writeLabelledSheet(file, cells, { width: W, height: H });
  console.log(`écrit ${file}`);
}
const pct = (v: number[], q: number) => [...v].sort((a, b) => a - b)[Math.min(v.length - 1, Math.floor(q * v.length))] ?? NaN;
for (const [format, v] of Object.entries(shares)) {
  console.log(`${format} : visage / hauteur — min ${(pct(v, 0) * 100).toFixed(1)} %, médiane ${(pct(v, 0.5) * 100).toFixed(1)} %, sous ${HERO_FACE_SHARE * 100} % : ${v.filter((s) => s < HERO_FACE_SHARE).length}/${v.length}`);
}
console.log(`${bad} case(s) fautive(s) sur ${total}`);
