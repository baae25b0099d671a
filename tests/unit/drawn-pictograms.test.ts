import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import express from 'express';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/config';
import { DRAWN_DIR, pictogramAspect, pictogramExists, pictogramSvg, tonedPictogram } from '../../server/pictograms/library';
import { servePictogram } from '../../server/pictograms/serve';
import { DRAWN_PICTOGRAMS } from '../../shared/pictograms/drawn-pictograms';
import { iconName } from '../../client/pages/studio/editor/layer-names';

const NAMES = DRAWN_PICTOGRAMS.map((d) => d.name);
const LICENCE = 'licenses/minialab-pictograms.txt';
const SIZE = 96;

/** The share of the square a pictogram inks and how many colours it shows (quantised, so anti-aliasing does not count). */
function measure(rgba: ArrayLike<number>): { ink: number; colours: number } {
  let ink = 0;
  const colours = new Set<number>();
  for (let i = 0; i < rgba.length; i += 4) {
    if ((rgba[i + 3] ?? 0) < 128) continue;
    ink++;
    colours.add(((rgba[i] ?? 0) >> 4) * 256 + ((rgba[i + 1] ?? 0) >> 4) * 16 + ((rgba[i + 2] ?? 0) >> 4));
  }
  return { ink: ink / (rgba.length / 4), colours: colours.size };
}

const sized = (svg: string) => svg.replace(/width="32" height="32"/, `width="${SIZE}" height="${SIZE}"`);

describe('our own pictograms (minia:)', () => {
  it('are the SVG files of pictograms/, each small, all vector, with its licence line', () => {
    const files = readdirSync(DRAWN_DIR).filter((f) => f.endsWith('.svg'));
    expect(files.map((f) => f.slice(0, -4)).sort()).toEqual([...NAMES].sort());
    expect(existsSync(path.join(PROJECT_ROOT, LICENCE))).toBe(true);
    for (const name of NAMES) {
      const file = path.join(DRAWN_DIR, `${name}.svg`);
      const text = readFileSync(file, 'utf8');
      expect(statSync(file).size, name).toBeLessThan(8 * 1024);
      expect(text, name).toContain(LICENCE);
      // No fonts (not embedded: a « F CFA » is drawn as paths), no bitmaps, nothing fetched, nothing run.
      expect(text, name).not.toMatch(/<(text|image|script|foreignObject|style)\b|href="(?!#)|url\((?!#)/);
    }
  });

  it('are found in the minia namespace, square, the same in every skin tone, and named in French in the editor', () => {
    for (const name of NAMES) {
      const icon = `minia:${name}`;
      expect(pictogramExists(icon), icon).toBe(true);
      expect(pictogramAspect(icon), icon).toBe(1);
      expect(pictogramSvg(icon), icon).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="32" height="32" viewBox="0 0 32 32">.*<\/svg>$/s);
      expect(tonedPictogram(icon, 'dark')).toBe(icon);
    }
    // The editor lists the layer by what it shows, as for Fluent's.
    expect(iconName('minia:billets-fcfa')).toBe('billets en F CFA');
    // Named by the entry that shows it first, not by one offering it as a second choice.
    expect(iconName('minia:pieces-fcfa')).toBe('pièces en F CFA');
    for (const name of NAMES) expect(iconName(`minia:${name}`), name).toBeTruthy();
    for (const name of ['minia:rien', 'minia:README', 'minia:../pictograms/ville', 'fluent:ville']) expect(pictogramExists(name), name).toBe(false);
  });

  it('stand in, marked « F », for each Fluent money picture that shows a dollar', () => {
    // Our creators are paid in F CFA: a « $ » on the bank, the money bag or the flying note is the wrong currency.
    const standIns = { 'fluent:bank': 'minia:banque', 'fluent:money-bag': 'minia:sac-fcfa', 'fluent:money-with-wings': 'minia:argent-envole' };
    for (const [dollar, ours] of Object.entries(standIns)) {
      expect(pictogramExists(dollar), dollar).toBe(true);
      expect(pictogramExists(ours), ours).toBe(true);
    }
    expect(['minia:banque', 'minia:sac-fcfa', 'minia:argent-envole'].map(iconName)).toEqual(['banque', 'sac de F CFA', 'billet en F CFA qui s’envole']);
  });

  it('draw as pictures, neither blank nor a one-colour blob, in sharp and in the server’s canvas alike', async () => {
    for (const name of NAMES) {
      const svg = sized(pictogramSvg(`minia:${name}`) ?? '');
      const bySharp = measure((await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true })).data);
      expect(bySharp.ink, name).toBeGreaterThan(0.2);
      expect(bySharp.ink, name).toBeLessThan(0.9);
      expect(bySharp.colours, name).toBeGreaterThan(20);
      const canvas = createCanvas(SIZE, SIZE);
      canvas.getContext('2d').drawImage(await loadImage(Buffer.from(svg)), 0, 0, SIZE, SIZE);
      const bySkia = measure(canvas.getContext('2d').getImageData(0, 0, SIZE, SIZE).data);
      expect(Math.abs(bySkia.ink - bySharp.ink), name).toBeLessThan(0.03);
      expect(bySkia.colours, name).toBeGreaterThan(20);
    }
  });

  it('reach the browser through the pictogram route, as SVG images', async () => {
    const app = express().get('/pictos/:set/:name.svg', servePictogram);
    const server = await new Promise<ReturnType<typeof app.listen>>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s));
    });
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/pictos/minia/thieboudienne.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml\b/);
      const body = await res.text();
      expect(body).toMatch(/^<svg [^>]*width="512" height="512"/);
      expect((await sharp(Buffer.from(body)).metadata()).width).toBe(512);
      expect((await fetch(`${base}/pictos/minia/inconnu.svg`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
