/**
 * The scenes behind the subject, one row per topic, one column per style, each with a title of
 * that topic laid out as the product lays it out (the layout pass included), at full size cells
 * and, beside them, at 168×94 (how a phone's feed shows a thumbnail). Look at it after any change
 * to a scene or to a style's look of its scenes.
 *
 *   npx tsx scripts/scene-sheet.ts [--out .data/scenes] [--seed 3] [--topics football,cuisine] [--bare]
 *
 * `--bare` draws the backgrounds alone (no subject, no words), to judge the scenes themselves.
 * Writes scenes.png (and scenes-small.png) in the output folder; the PNG files are not committed.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp, { type OutputInfo, type OverlayOptions } from 'sharp';
import { STYLE_IDS, type Design } from '../shared/engine/model/design';
import { TOPIC_IDS, type TopicId } from '../shared/engine/model/topics';
import { designFor, drawDesign } from './lib/mgx3-local';
import { makeWayOnServer } from '../server/engine/index';
import { pictoImages } from '../server/engine/pictos';
import { pictogramSvg } from '../server/pictograms/library';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const outDir = path.resolve(arg('out', '.data/scenes'));
const seed = Number(arg('seed', '3'));
const bare = process.argv.includes('--bare');
const topics = (arg('topics', '') ? arg('topics', '').split(',') : [...TOPIC_IDS]) as TopicId[];

/** One title per topic (from the tuning list, never the fifty unseen ones). */
const SAMPLE: Record<TopicId, string> = {
  football: 'Côte d’Ivoire vs Sénégal : le match de la CAN',
  sport: 'Je cours 10 km tous les jours',
  cuisine: 'Recette du thiéboudienne sénégalais facile',
  argent: "Comment j'ai gagné 1 million de F CFA en 30 jours",
  tech: 'iPhone 16 Pro : faut-il acheter ?',
  ecole: 'BAC 2025 : les sujets de philo',
  ville: 'VLOG : une journée à Abidjan',
  plage: 'Vacances à la plage de Saly',
  religion: 'Ramadan : mon programme de la journée',
  beaute: 'MAQUILLAGE peau noire pour débutantes',
  jeux: 'Ma nouvelle manette PS5',
  musique: 'Le rap galsen en 2025',
  auto: 'J’ai acheté ma première voiture !',
  maison: 'Visite de ma nouvelle maison',
  fete: 'Joyeux anniversaire maman !',
  sante: 'Paludisme : les signes à ne pas ignorer',
  agriculture: 'Je plante 1 000 manguiers dans mon champ',
  actu: 'Élection présidentielle : ce qui va changer',
  histoire: 'Storytime : la pire peur de ma vie',
};

const CELL = { w: 480, h: 270 };
const SMALL = { w: 168, h: 94 };
mkdirSync(outDir, { recursive: true });

async function cell(topic: TopicId, style: (typeof STYLE_IDS)[number]): Promise<Buffer> {
  let design: Design = designFor(SAMPLE[topic], style, seed, '', topic);
  if (bare) design = { ...design, layers: [] };
  else design = await makeWayOnServer(design, await pictoImages(design, pictogramSvg));
  const r = await drawDesign(design, 0.5);
  return sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha().png().toBuffer();
}

const big: OverlayOptions[] = [];
const small: OverlayOptions[] = [];
for (const [row, topic] of topics.entries()) {
  for (const [col, style] of STYLE_IDS.entries()) {
    const png = await cell(topic, style);
    big.push({ input: await sharp(png).resize(CELL.w, CELL.h).toBuffer(), left: col * (CELL.w + 6), top: row * (CELL.h + 6) });
    small.push({ input: await sharp(png).resize(SMALL.w, SMALL.h).toBuffer(), left: col * (SMALL.w + 4), top: row * (SMALL.h + 4) });
  }
}
const sheet = (w: number, h: number, gap: number, parts: OverlayOptions[], file: string): Promise<OutputInfo> =>
  sharp({ create: { width: STYLE_IDS.length * (w + gap), height: topics.length * (h + gap), channels: 3, background: '#222222' } }).composite(parts).png().toFile(path.join(outDir, file));
await sheet(CELL.w, CELL.h, 6, big, 'scenes.png');
await sheet(SMALL.w, SMALL.h, 4, small, 'scenes-small.png');
console.log(`${topics.length} sujets × ${STYLE_IDS.length} styles → ${outDir}/scenes.png, scenes-small.png`);
