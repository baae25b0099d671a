/**
 * Renders the social sharing image (Open Graph / Twitter card, 1200×630) with our own engine.
 * Run: npx tsx scripts/render-og-image.ts (the file is committed: a build input).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { renderThumbnail } from '../server/engine/index';

const root = path.resolve(import.meta.dirname, '..');
const { jpeg } = await renderThumbnail({ title: 'Des miniatures qui font cliquer', prompt: 'studio énergie', style: 'pro', seed: 20_251_121 });
const og = await sharp(jpeg).resize(1200, 630, { fit: 'cover', position: 'left' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
writeFileSync(path.join(root, 'client', 'public', 'og-image.jpg'), og);
console.log(`client/public/og-image.jpg: ${(og.length / 1024).toFixed(1)} KB`);
