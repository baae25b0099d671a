/**
 * The scenes behind the subject: what each painter costs at 1280×720 in each style's look, and
 * what they add to an HD render and encode on one core. Process CPU time, not wall time: the
 * machine is shared, and Skia draws on the calling thread (the encoders' threads are counted too).
 *
 * Run: npx tsx bench/scenes.ts   (or `npm run bench -- scenes`)
 */
import { pathToFileURL } from 'node:url';
import { createCanvas } from '@napi-rs/canvas';
import { STYLE_IDS, type StyleId } from '../shared/engine/model/design';
import { layoutDesign } from '../shared/engine/layout/layout';
import { SCENE_IDS, SCENE_OF_TOPIC, TOPIC_IDS, type SceneId, type TopicId } from '../shared/engine/model/topics';
import type { Layer } from '../shared/engine/model/read';
import { drawScene, hasScenePainter } from '../shared/engine/render/scenes/index';
import { encodeJpeg, encodePreview, rasterize, serverMeasurer } from '../server/engine/index';
import { stats, type Stats } from './engine';

const TITLE = 'Je plante 1 000 manguiers dans mon champ';
const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};

/** The first topic whose scene is `id`. */
const topicOf = (id: SceneId): TopicId | undefined => TOPIC_IDS.find((t) => SCENE_OF_TOPIC[t] === id);

function sceneParams(style: StyleId, topic: TopicId): Layer {
  const d = layoutDesign(serverMeasurer(), { title: TITLE, prompt: '', style, seed: 7, topic });
  return ((d.background.kind === 'procedural' ? d.background.params : {}) as Layer).scene as Layer;
}

export interface SceneFigures {
  /** Milliseconds per draw, by scene, in STYLE_IDS order. */
  painters: Array<{ id: SceneId; ms: number[] }>;
  hd: { without: Stats; with: Stats };
}

export async function benchScenes(runs = 50): Promise<SceneFigures> {
  const canvas = createCanvas(1280, 720);
  const ctx = canvas.getContext('2d') as unknown as CanvasRenderingContext2D;
  // Skia defers drawing until pixels are read: each draw is read back, and the read of a frame
  // with no scene is subtracted.
  const once = (scene: Layer | undefined) => {
    ctx.fillStyle = '#202020';
    ctx.fillRect(0, 0, 1280, 720);
    drawScene(ctx, scene, 1280, 720);
    ctx.getImageData(0, 0, 1, 1);
  };
  const painted = SCENE_IDS.filter((id) => hasScenePainter(id) && topicOf(id));
  const painters: SceneFigures['painters'] = [];
  for (const id of painted) {
    const ms: number[] = [];
    for (const style of STYLE_IDS) {
      const scene = sceneParams(style, topicOf(id)!);
      for (let i = 0; i < 5; i += 1) once(scene);
      const t0 = cpuMs();
      for (let i = 0; i < runs; i += 1) once(undefined);
      const t1 = cpuMs();
      for (let i = 0; i < runs; i += 1) once(scene);
      ms.push((cpuMs() - t1 - (t1 - t0)) / runs);
    }
    painters.push({ id, ms });
  }
  const hd = async (withScene: boolean): Promise<Stats> => {
    const samples: number[] = [];
    for (const style of STYLE_IDS) {
      for (const id of painted) {
        const design = layoutDesign(serverMeasurer(), { title: TITLE, prompt: '', style, seed: 11, topic: withScene ? topicOf(id) : null });
        for (let k = 0; k < 3; k += 1) {
          const c0 = cpuMs();
          const r = rasterize(design, new Map(), 1);
          await encodeJpeg(r.rgba, r.width, r.height);
          await encodePreview(r.rgba, r.width, r.height);
          samples.push(cpuMs() - c0);
        }
      }
    }
    return stats(samples);
  };
  return { painters, hd: { without: await hd(false), with: await hd(true) } };
}

export function printScenes(f: SceneFigures): void {
  const ms = (v: number) => v.toFixed(2).replace('.', ',');
  console.log(`Scènes derrière le sujet, temps processeur par dessin à 1280×720 (${STYLE_IDS.join(' · ')}) :`);
  for (const p of f.painters) console.log(`  ${p.id.padEnd(9)} ${p.ms.map(ms).join(' · ')} ms`);
  console.log(`  Rendu + encodage HD (JPEG + WebP), temps processeur : sans scène médiane ${ms(f.hd.without.median)} ms (p95 ${ms(f.hd.without.p95)}), avec scène médiane ${ms(f.hd.with.median)} ms (p95 ${ms(f.hd.with.p95)}) — objectif ≤ 50 ms`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printScenes(await benchScenes());
