/**
 * Renders the social sharing image (Open Graph / Twitter card, 1200×630) with our own engine.
 * Run: npx tsx scripts/render-og-image.ts (the file is committed: a build input).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { madeDesign, productJpeg } from './lib/mgx3-local';

const root = path.resolve(import.meta.dirname, '..');
// Made as the product makes a picture (subject, the scene of its topic, the layout pass), not a bare layout.
const jpeg = await productJpeg(await madeDesign('Des miniatures YouTube qui font cliquer', 'pro', 20_251_121));
const og = await sharp(jpeg).resize(1200, 630, { fit: 'cover', position: 'left' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
writeFileSync(path.join(root, 'client', 'public', 'og-image.jpg'), og);
console.log(`client/public/og-image.jpg: ${(og.length / 1024).toFixed(1)} KB`);
