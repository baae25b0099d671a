/**
 * Render-engine benchmark: median / p95 of renderThumbnail (layout + render +
 * encode) over varied titles and styles. Run: npx tsx bench/engine.ts
 */
import { pathToFileURL } from 'node:url';
import { renderThumbnail } from '../server/engine/index.ts';
import type { RenderInput, StyleId } from '../server/engine/index.ts';

const TITLES = [
  "l'été à Dakar",
  '10 astuces pour réussir sa chaîne YouTube',
  "Pourquoi personne n'en parle ?",
  'Ça a tout changé ! Mon vlog à Abidjan',
  'Apprendre TypeScript en 2025',
  'Une journée avec moi',
  'Le vrai prix de la vie à Paris : 3 000 € par mois ?',
  "Voici l'histoire incroyable de comment j'ai construit une entreprise rentable depuis ma chambre sans aucun capital",
  '',
  'TEST',
];
const STYLES: StyleId[] = ['pro', 'mini', 'vlog'];

function inputAt(i: number): RenderInput {
  return {
    title: TITLES[i % TITLES.length] ?? '',
    prompt: i % 3 === 0 ? 'voyage soleil' : 'business',
    style: STYLES[i % STYLES.length] ?? 'pro',
    seed: (i * 2654435761) >>> 0,
  };
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

export async function benchEngine(runs = 200, warmup = 20): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await renderThumbnail(inputAt(i));
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const input = inputAt(i);
    const t0 = performance.now();
    await renderThumbnail(input);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { median, p95 } = await benchEngine();
  console.log(`renderThumbnail ×200: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
}
