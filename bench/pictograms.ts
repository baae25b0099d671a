/**
 * Our own pictograms (`minia:`) against the Fluent neighbours they sit beside: the CPU time of their
 * first raster in Skia (each is drawn once per size and process, then cached: server/engine/pictos.ts),
 * the share of the square they ink and their colours at 96 px, and their file size. Prints figures;
 * never passes or fails on time.
 *
 * Run: npx tsx bench/pictograms.ts (or `npm run bench -- pictogrammes`)
 */
import { pathToFileURL } from 'node:url';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import sharp from 'sharp';
import { pictogramSvg } from '../server/pictograms/library';
import { DRAWN_PICTOGRAMS } from '../shared/pictograms/drawn-pictograms';
import { NEIGHBOURS } from '../scripts/lib/pictogram-neighbours';

const SIZES = [512, 1024] as const;
const REPEATS = 3;

interface Figures {
  /** CPU ms of one raster at each size (median of REPEATS). */
  rasterMs: Record<(typeof SIZES)[number], number>;
  ink: number;
  colours: number;
  bytes: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
const sized = (svg: string, px: number) =>
  svg.replace(/<svg\b([^>]*)>/, (_, a: string) => `<svg${a.replace(/\s(width|height)="[^"]*"/g, '')} width="${px}" height="${px}">`);

async function measure(icon: string): Promise<Figures> {
  const svg = pictogramSvg(icon);
  if (!svg) throw new Error(`no pictogram ${icon}`);
  const rasterMs = {} as Figures['rasterMs'];
  for (const px of SIZES) {
    const canvas = createCanvas(px, px);
    const ctx = canvas.getContext('2d');
    const runs: number[] = [];
    for (let i = 0; i < REPEATS; i++) {
      // CPU time, not wall time: steadier when other processes share the cores.
      const before = process.cpuUsage();
      ctx.drawImage(await loadImage(Buffer.from(sized(svg, px))), 0, 0);
      ctx.getImageData(0, 0, 1, 1);
      const spent = process.cpuUsage(before);
      runs.push((spent.user + spent.system) / 1000);
    }
    rasterMs[px] = median(runs);
  }
  const { data } = await sharp(Buffer.from(sized(svg, 96)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i + 3] ?? 0) < 128) continue;
    ink++;
    colours.add(((data[i] ?? 0) >> 4) * 256 + ((data[i + 1] ?? 0) >> 4) * 16 + ((data[i + 2] ?? 0) >> 4));
  }
  return { rasterMs, ink: ink / (96 * 96), colours: colours.size, bytes: Buffer.byteLength(svg) };
}

export interface PictogramBench {
  ours: Map<string, Figures>;
  fluent: Map<string, Figures>;
}

export async function benchPictograms(): Promise<PictogramBench> {
  const ours = new Map<string, Figures>();
  const fluent = new Map<string, Figures>();
  for (const { name } of DRAWN_PICTOGRAMS) {
    ours.set(name, await measure(`minia:${name}`));
    for (const n of NEIGHBOURS[name] ?? []) if (!fluent.has(n)) fluent.set(n, await measure(`fluent:${n}`));
  }
  return { ours, fluent };
}

export function printPictograms({ ours, fluent }: PictogramBench): void {
  const line = (label: string, f: Figures) =>
    `  ${label.padEnd(34)} ${SIZES.map((px) => `${f.rasterMs[px].toFixed(0).padStart(4)} ms`).join(' ')}   encre ${(f.ink * 100).toFixed(0).padStart(2)} %   ${String(f.colours).padStart(3)} couleurs   ${(f.bytes / 1024).toFixed(1)} Kio`;
  console.log(`Premier tracé Skia (temps CPU, ${SIZES.join(' px, ')} px), encre et couleurs à 96 px, taille du SVG :`);
  for (const { name } of DRAWN_PICTOGRAMS) {
    const f = ours.get(name);
    if (f) console.log(line(`minia:${name}`, f));
  }
  const summary = (label: string, set: Map<string, Figures>) => {
    const all = [...set.values()];
    console.log(
      `  ${label} : médiane ${SIZES.map((px) => `${median(all.map((f) => f.rasterMs[px])).toFixed(0)} ms à ${px} px`).join(', ')} (pire ${Math.max(...all.map((f) => f.rasterMs[1024])).toFixed(0)} ms à 1024 px) ; encre médiane ${(median(all.map((f) => f.ink)) * 100).toFixed(0)} % ; ${median(all.map((f) => f.colours))} couleurs`,
    );
  };
  summary(`nos ${ours.size} dessins`, ours);
  summary(`leurs ${fluent.size} voisins Fluent`, fluent);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) printPictograms(await benchPictograms());
