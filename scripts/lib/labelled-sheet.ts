/**
 * A contact sheet of drawn cells, each with a label under it (red when the cell breaks a rule), on a
 * dark ground, written as a PNG: what the contact-sheet scripts share.
 */
import { writeFileSync } from 'node:fs';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';

export interface SheetCell {
  x: number;
  y: number;
  rgba: Uint8Array | Buffer;
  w: number;
  h: number;
  text: string;
  bad: boolean;
}

export async function writeLabelledSheet(file: string, cells: readonly SheetCell[], size: { width: number; height: number }, fontPx = 12): Promise<void> {
  const sheet = createCanvas(size.width, size.height);
  const ctx = sheet.getContext('2d');
  ctx.fillStyle = '#202020';
  ctx.fillRect(0, 0, size.width, size.height);
  for (const c of cells) {
    const img = ctx.createImageData(c.w, c.h);
    img.data.set(c.rgba);
    ctx.putImageData(img, c.x, c.y);
    ctx.fillStyle = c.bad ? '#FF6B6B' : '#DDDDDD';
    ctx.font = `${fontPx}px "Inter"`;
    ctx.fillText(c.text, c.x + 4, c.y + c.h + 16);
  }
  writeFileSync(file, await sharp(sheet.toBuffer('image/png')).png().toBuffer());
}
