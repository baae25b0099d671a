/**
 * Contact sheet of « Moi » subjects: titles × the six styles, each with a seeded DigitalMe portrait
 * (Jesper's fixture photos, tests/fixtures/photos/CREDITS.md, checked and cut out by the real code)
 * placed as the render job places it: the brief's expression, the head turned toward the words. Each
 * cell is labelled with its composition and the portrait's yaw; a red label marks a face on the
 * headline or in the duration corner. Look at it after any change to layout or to « Moi ».
 *
 *   npx tsx scripts/moi-sheet.ts [--out .data/moi-sheet] [--seed 7] [--photos astronaut.png,anne_helene.jpg]
 *
 * --photos takes other fixture photos (tests/fixtures/photos) as the set: Jesper's are close-ups, so
 * their cut-outs have no shoulders; astronaut.png is a head-and-shoulders portrait.
 *
 * Writes moi-sheet.png (not committed).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { LoadedImage } from '../shared/engine/render/canvas';
import { STYLE_IDS } from '../shared/engine/model/design';
import { layoutDesign } from '../shared/engine/layout/layout';
import { decodeImage, serverMeasurer } from '../server/engine/index';
import { checkPhoto } from '../server/digitalme/photo-check';
import { headlineSideOf, meLayerOf, wantedExpression } from '../server/studio/me/me-subject';
import { choosePortrait } from '../server/studio/me/portrait-choice';
import type { Portrait } from '../server/digitalme/portraits';
import { planComposition } from '../server/studio/compose-plan';
import { cutOutPerson } from '../server/vision/cutout';
import { fixturePhoto } from '../tests/fixtures/digitalme-photos';
import { JESPER_PHOTOS } from '../tests/fixtures/ready-digitalme';
import { drawDesign } from './lib/mgx3-local';
import { moiViolations } from '../shared/engine/layout/me-checks';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/moi-sheet'));
const seed = Number(arg('seed', '7'));
const CASES: Array<[title: string, prompt: string]> = [
  ['Je teste le riz local pendant 7 jours', ''],
  ['Ce prix m’a choqué', 'Je suis choqué, fond rouge'],
  ['Mon avis sérieux sur l’iPhone 16', 'moi sérieux'],
  ['Top 5 des astuces pour réussir sa chaîne', 'moi content'],
  ['Pourquoi personne ne parle de ça ?', 'moi surpris'],
  ['Avant / après : ma coiffure', ''],
];
const CELL_W = 320;

mkdirSync(outDir, { recursive: true });
const images = new Map<string, LoadedImage>();
const portraits: Portrait[] = [];
const cut = new Map<string, { width: number; height: number; face: { x: number; y: number; w: number; h: number } | null }>();
const setPhotos = arg('photos', '') ? arg('photos', '').split(',') : [...JESPER_PHOTOS];
for (const [i, name] of setPhotos.entries()) {
  const bytes = fixturePhoto(name);
  const check = await checkPhoto(bytes);
  if (check.status !== 'accepted') throw new Error(`${name} refusée : ${check.reason}`);
  const [x, y, w, h] = check.facts.box;
  const c = await cutOutPerson(bytes, { width: check.facts.width, height: check.facts.height, faces: [{ x, y, w, h, score: 1 }] } as never);
  const id = `00000000-0000-4000-8000-00000000000${i + 1}`;
  images.set(id, await decodeImage(c.png));
  cut.set(id, { width: c.width, height: c.height, face: c.face });
  portraits.push({ photoId: name, cutoutAssetId: id, expression: check.facts.expression, yaw: check.facts.angles.yaw, pitch: check.facts.angles.pitch, mouthOpening: check.facts.mouthOpening, best: i === 0 });
  console.log(`${name}: ${check.facts.expression}, lacet ${check.facts.angles.yaw.toFixed(1)}°`);
}

const m = serverMeasurer();
const cells: Array<{ x: number; y: number; rgba: Buffer; w: number; h: number; text: string; bad: boolean }> = [];
let cellH = 0;
let bad = 0;
for (const [row, [title, prompt]] of CASES.entries()) {
  for (const [col, style] of STYLE_IDS.entries()) {
    const plan = planComposition({ title, prompt });
    const wanted = wantedExpression(prompt, title, plan.reading);
    const subjectOf = (headline: 'left' | 'right' | null) => {
      const p = choosePortrait(portraits, wanted, headline)!.portrait;
      const c = cut.get(p.cutoutAssetId)!;
      return { subject: { kind: 'image' as const, asset: p.cutoutAssetId, width: c.width, height: c.height, face: c.face, cutout: true, me: true }, yaw: p.yaw };
    };
    const input = { title: plan.headline, prompt, style, seed: seed + row, hints: plan.hints, reaction: plan.reaction, tag: plan.tag };
    const probe = layoutDesign(m, { ...input, subjects: [subjectOf(null).subject] });
    const layer = meLayerOf(probe)!;
    const side = headlineSideOf(probe, layer.face, layer.box);
    const chosen = subjectOf(side);
    const design = layoutDesign(m, { ...input, hints: { ...input.hints, side: input.hints.side ?? probe.composition?.side ?? null }, subjects: [chosen.subject] });
    const faults = moiViolations(design);
    if (faults.length > 0) {
      bad++;
      console.log(`${style} · ${title} · ${design.composition?.id} : ${faults.join(", ")}`);
    }
    const r = await drawDesign(design, CELL_W / design.width, images);
    cellH = r.height;
    cells.push({ x: col * (CELL_W + 4), y: row * (r.height + 26), rgba: r.rgba, w: r.width, h: r.height, text: `${style} · ${design.composition?.id} · titre ${side ?? 'centre'} · lacet ${chosen.yaw.toFixed(0)}°${faults.length ? ' · ' + faults.join(',') : ''}`, bad: faults.length > 0 });
  }
}
const W = STYLE_IDS.length * (CELL_W + 4);
const H = CASES.length * (cellH + 26);
const sheet = createCanvas(W, H);
const ctx = sheet.getContext('2d');
ctx.fillStyle = '#202020';
ctx.fillRect(0, 0, W, H);
for (const c of cells) {
  const img = ctx.createImageData(c.w, c.h);
  img.data.set(c.rgba);
  ctx.putImageData(img, c.x, c.y);
  ctx.fillStyle = c.bad ? '#FF6B6B' : '#DDDDDD';
  ctx.font = '12px "Inter"';
  ctx.fillText(c.text, c.x + 4, c.y + c.h + 16);
}
const file = path.join(outDir, 'moi-sheet.png');
writeFileSync(file, await sharp(sheet.toBuffer('image/png')).png().toBuffer());
console.log(`écrit ${file} ; ${bad} case(s) fautive(s) sur ${cells.length}`);
