// Rasterises the hand-traced true mattes (tests/fixtures/mattes/*.svg) into the committed PNGs the
// matte-quality bench and tests read: <name>.alpha.png (8-bit true alpha) and <name>.hair.png (hair mask).
// With --check, also writes each person composited over magenta, whole and at 2× around the hair, to
// judge the tracing by eye (background left inside shows as a grey or coloured rim, cut hair as magenta bites).
// Usage: npx tsx scripts/rasterise-mattes.ts [--check] [name…]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { matteSources, mattesDir, photosDir, rasterise, type MatteSource } from '../tests/support/true-mattes';

const check = process.argv.includes('--check');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const checkDir = path.join(import.meta.dirname, '..', '.tmp', 'mattes-check');

async function checkSheet(source: MatteSource, alpha: Buffer, hair: Buffer) {
  const { x, y, w, h } = source.crop;
  const photo = await sharp(path.join(photosDir, source.photo)).extract({ left: x, top: y, width: w, height: h }).removeAlpha().png().toBuffer();
  const cut = await sharp(photo).joinChannel(alpha).png().toBuffer();
  const whole = await sharp({ create: { width: w, height: h, channels: 3, background: '#ff00ff' } })
    .composite([{ input: cut }])
    .png()
    .toBuffer();
  mkdirSync(checkDir, { recursive: true });
  await sharp(whole).toFile(path.join(checkDir, `${source.name}.png`));
  // The hair's bounding box with a margin, shown at 2×.
  const { data, info } = await sharp(hair).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let i = 0; i < data.length; i++) {
    if (!data[i]) continue;
    const px = i % info.width;
    const py = (i - px) / info.width;
    x0 = Math.min(x0, px);
    y0 = Math.min(y0, py);
    x1 = Math.max(x1, px);
    y1 = Math.max(y1, py);
  }
  if (x1 < 0) return;
  const m = 12;
  const box = { left: Math.max(0, x0 - m), top: Math.max(0, y0 - m), width: 0, height: 0 };
  box.width = Math.min(w, x1 + m) - box.left;
  box.height = Math.min(h, y1 + m) - box.top;
  await sharp(whole)
    .extract(box)
    .resize(box.width * 2, box.height * 2, { kernel: 'nearest' })
    .toFile(path.join(checkDir, `${source.name}-hair.png`));
}

for (const source of matteSources()) {
  if (only.length && !only.includes(source.name)) continue;
  const { alpha, hair } = await rasterise(source);
  writeFileSync(path.join(mattesDir, `${source.name}.alpha.png`), alpha);
  writeFileSync(path.join(mattesDir, `${source.name}.hair.png`), hair);
  if (check) await checkSheet(source, alpha, hair);
  console.log(
    `${source.name}: ${source.crop.w}×${source.crop.h} from ${source.photo}${check ? ` — check: ${path.join(checkDir, source.name)}.png and -hair.png` : ''}`,
  );
}
