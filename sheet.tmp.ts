import sharp from 'sharp';
import { layoutDesign } from './shared/engine/layout.ts';
import { rasterize, serverMeasurer } from './server/engine/index.ts';
import { STYLE_IDS } from './shared/engine/design.ts';
const titles = ['Comment j’ai gagné 5 000 F CFA en 24 h ?', 'Été à Dakar : le « Défi » ultime', 'Où manger le meilleur thiéboudienne ?'];
const tiles: Buffer[] = [];
const t0 = performance.now();
for (const style of STYLE_IDS) for (const [i, title] of titles.entries()) {
  const d = layoutDesign(serverMeasurer(), { title, prompt: '', style, seed: 11 + i });
  const { rgba, width, height } = rasterize(d);
  tiles.push(await sharp(rgba, { raw: { width, height, channels: 4 } }).resize(640, 360).png().toBuffer());
}
console.log('ms', performance.now() - t0);
const comp = tiles.map((b, i) => ({ input: b, left: (i % 3) * 640, top: Math.floor(i / 3) * 360 }));
await sharp({ create: { width: 1920, height: 360 * 6, channels: 3, background: '#000' } }).composite(comp).png().toFile('/tmp/sheet.png');
const fm: Buffer[] = [];
for (const [i, format] of (['story', 'square'] as const).entries()) for (const style of STYLE_IDS) {
  const d = layoutDesign(serverMeasurer(), { title: titles[0]!, prompt: '', style, seed: 5, format });
  const { rgba, width, height } = rasterize(d);
  fm.push(await sharp(rgba, { raw: { width, height, channels: 4 } }).resize(Math.round(width / 4), Math.round(height / 4)).png().toBuffer());
}
const c2 = fm.map((b, i) => ({ input: b, left: (i % 6) * 280, top: i < 6 ? 0 : 490 }));
await sharp({ create: { width: 1680, height: 780, channels: 3, background: '#333' } }).composite(c2).png().toFile('/tmp/formats.png');
