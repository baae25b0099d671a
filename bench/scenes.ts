/**
 * The scenes behind the subject: what each painter costs at 1280×720 in each style, and what they
 * add to an HD thumbnail's render and encode on one core. Process CPU time, steadier than wall
 * time when other processes share the machine; prints figures, never passes or fails.
 *
 * Run: npx tsx bench/scenes.ts (or `npm run bench -- scenes`)
 */
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import type { Ctx } from '../shared/engine/render/canvas';
import { STYLE_IDS } from '../shared/engine/model/design';
import { SCENE_IDS, TOPIC_IDS, SCENE_OF_TOPIC, type TopicId } from '../shared/engine/model/topics';
import { drawScene, hasScenePainter } from '../shared/engine/render/scenes/index';
import { sceneParams } from '../shared/engine/style/scene-looks';
import { layoutDesign } from '../shared/engine/layout/layout';
import { encodeJpeg, rasterize, renderPreview, serverMeasurer } from '../server/engine/index';
import { SHARP_CONCURRENCY, caseAt, stats, type Stats } from './engine';

/** One palette per style, its first: the looks derive every colour from it. */
const GROUNDS: Record<(typeof STYLE_IDS)[number], string[]> = {
  pro: ['#0E1E45', '#03050C'],
  mini: ['#F3ECDF'],
  vlog: ['#FFA040', '#FF5E62', '#C2185B'],
  gaming: ['#1B0638', '#06020F'],
  actu: ['#0B2A5B', '#020A1A'],
  viral: ['#FFD400', '#FFB000'],
};

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const u = process.cpuUsage(since);
  return (u.user + u.system) / 1000;
};

export interface SceneFigures {
  /** Scene id → style → CPU ms per drawing at 1280×720. */
  painters: Map<string, Map<string, number>>;
  hd: { without: Stats; with: Stats };
}

export async function benchScenes(draws = 50, thumbnails = 120): Promise<SceneFigures> {
  const canvas = createCanvas(1280, 720);
  const ctx = canvas.getContext('2d') as unknown as Ctx;
  const painters = new Map<string, Map<string, number>>();
  for (const id of SCENE_IDS.filter(hasScenePainter)) {
    const per = new Map<string, number>();
    for (const style of STYLE_IDS) {
      const scene = sceneParams({ id, style, colors: GROUNDS[style], accent: '#FFD400', headline: { x: 60, y: 200, w: 700, h: 300 }, width: 1280, height: 720, subjectSide: 'right', variant: 0.37 });
      for (let i = 0; i < 5; i++) drawScene(ctx, { ...scene }, 1280, 720);
      const c0 = process.cpuUsage();
      for (let i = 0; i < draws; i++) drawScene(ctx, { ...scene }, 1280, 720);
      // Reading a pixel makes Skia finish the queued drawing before the clock stops.
      ctx.getImageData(0, 0, 1, 1);
      per.set(style, cpuMs(c0) / draws);
    }
    painters.set(id, per);
  }
  // The engine bench's cases, once as they are and once each with a topic whose scene is painted.
  const painted = TOPIC_IDS.filter((t) => hasScenePainter(SCENE_OF_TOPIC[t]));
  sharp.concurrency(SHARP_CONCURRENCY);
  const m = serverMeasurer();
  const hd = async (topic: (i: number) => TopicId | null): Promise<Stats> => {
    const designs = Array.from({ length: thumbnails }, (_, i) => layoutDesign(m, { ...caseAt(i), topic: topic(i) }));
    const cpu: number[] = [];
    for (const [i, d] of designs.entries()) {
      const c0 = process.cpuUsage();
      const r = rasterize(d);
      await encodeJpeg(r.rgba, r.width, r.height);
      await renderPreview(d, new Map());
      if (i >= 12) cpu.push(cpuMs(c0));
    }
    return stats(cpu);
  };
  const without = await hd(() => null);
  const withScenes = await hd((i) => painted[i % painted.length] ?? null);
  return { painters, hd: { without, with: withScenes } };
}

export function printScenes(f: SceneFigures): void {
  console.log(`\nScènes derrière le sujet (temps processeur, charge ${loadavg()[0]?.toFixed(1)})`);
  for (const [id, per] of f.painters) {
    const worst = Math.max(...per.values());
    console.log(`  ${id.padEnd(9)} pire ${worst.toFixed(2)} ms à 1280×720 — ${[...per].map(([s, ms]) => `${s} ${ms.toFixed(2)}`).join(', ')} (objectif ~2 ms)`);
  }
  const ms = (s: Stats) => `médiane ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms`;
  console.log(`  Rendu + encodage HD, un cœur, sans scène : ${ms(f.hd.without)} ; avec une scène peinte : ${ms(f.hd.with)} (objectif médiane ≤ 50 ms)`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printScenes(await benchScenes());
