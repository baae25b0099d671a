import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeWayOnServer, rasterize, serverMeasurer } from '../../server/engine/index';
import { pictoImages } from '../../server/engine/pictos';
import { pictogramSvg } from '../../server/pictograms/library';
import type { ExportDto } from '../../server/studio/dto';
import { headlineOf, type Box, type Design } from '../../shared/engine/model/design';
import { intersects } from '../../shared/engine/layout/frame';
import { adaptDesign } from '../../shared/engine/layout/adapt';
import { layerBounds, type Operation } from '../../shared/engine/model/operations';
import { eventually, waitForFinalStatus, type Harness, useHarness } from './harness';

/**
 * A design edited with operations (a tag, an arrow, a recoloured headline in another font, a hidden
 * layer), saved by `studio.modify`, then exported as 9:16 and 1:1 (`studio.export`): the files are
 * laid out again from the edited design and keep every edit, checked on the downloaded pixels.
 */
const h = useHarness({ http: true });

type User = Awaited<ReturnType<Harness['newUser']>>;
const GREEN = '#1FA34A';
const BLUE = '#2D6BFF';
const YELLOW = '#FFD400';

function exportDone(user: User, thumbnailId: string, format: ExportDto['format']): Promise<ExportDto> {
  return eventually(
    async () => {
      const row = (await user.as().studio.exports({ id: thumbnailId })).find((e) => e.format === format);
      return row && (row.status === 'ready' || row.status === 'failed') ? row : undefined;
    },
    30_000,
    `${format} export`,
  );
}

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
}
const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
function at(p: Pixels, x: number, y: number): number[] {
  const k = (Math.round(y) * p.width + Math.round(x)) * 4;
  return [p.data[k]!, p.data[k + 1]!, p.data[k + 2]!];
}
const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);
/** Pixels of a box near a colour (JPEG: within 60 in RGB distance). */
function share(p: Pixels, box: Box, hex: string): number {
  const c = rgb(hex);
  let n = 0;
  let near = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(p.height, box.y + box.h); y++) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(p.width, box.x + box.w); x++) {
      n++;
      if (distance(at(p, x, y), c) < 60) near++;
    }
  }
  return near / Math.max(1, n);
}
/** Mean RGB distance of two pictures over a box. */
function meanDistance(a: Pixels, b: Pixels, box: Box): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.max(0, Math.floor(box.y)); y < Math.min(a.height, box.y + box.h); y += 2) {
    for (let x = Math.max(0, Math.floor(box.x)); x < Math.min(a.width, box.x + box.w); x += 2) {
      sum += distance(at(a, x, y), at(b, x, y));
      n++;
    }
  }
  return sum / Math.max(1, n);
}
async function decode(jpeg: Buffer): Promise<Pixels> {
  const { data, info } = await sharp(jpeg).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
async function drawn(design: Design): Promise<Pixels> {
  const r = rasterize(design, await pictoImages(design, pictogramSvg));
  return { data: r.rgba, width: r.width, height: r.height };
}

describe('exports of an edited design', () => {
  it('keep the added tag and arrow, the headline’s colour and font, and the hidden layer hidden, in 9:16 and 1:1', async () => {
    const user = await h.newUser('Awa Éditrice');
    const started = await user.as().studio.generate({ title: 'Mon marché à Dakar', prompt: '', style: 'pro' });
    expect(await waitForFinalStatus(h, started.id, 30_000)).toBe('ready');
    const t = await user.as().studio.get({ id: started.id });
    const design = t.design!;
    // The layer to hide: the subject (a pictogram the local engine picked), the most visible one.
    const hide = design.layers.find((l) => (l.type === 'picto' || l.type === 'image') && l.role === 'subject') ?? design.layers.find((l) => l.type === 'shape')!;
    const ops: Operation[] = [
      { op: 'add-tag', text: 'Exclu', color: GREEN },
      { op: 'add-shape', shape: 'arrow', target: 'titre', color: BLUE },
      { op: 'set-colors', layer: 'titre', fill: YELLOW, accent: YELLOW },
      { op: 'visibility', layer: hide.id, visible: false },
      { op: 'set-font', layer: 'titre', family: 'Montserrat' },
    ];
    const { charged } = await user.as().studio.modify({ id: t.id, ops });
    expect(charged).toBe(true);
    expect(await waitForFinalStatus(h, t.id, 30_000)).toBe('ready');
    const edited = (await user.as().studio.get({ id: t.id })).design!;
    expect(edited.hidden).toEqual([hide.id]);

    for (const format of ['story', 'square'] as const) {
      await user.as().studio.export({ id: t.id, format });
      const done = await exportDone(user, t.id, format);
      expect(done.status, format).toBe('ready');
      const res = await fetch(`${h.base}${done.downloadUrl}`, { headers: { cookie: `ml_at=${user.accessToken}` } });
      expect(res.status).toBe(200);
      const file = await decode(Buffer.from(await res.arrayBuffer()));

      // Where the export job puts things: the same layout of the edited design and the same layout pass (deterministic).
      const adapted = adaptDesign(serverMeasurer(), edited, format, t.prompt);
      const laid = makeWayOnServer(adapted, await pictoImages(adapted, pictogramSvg));
      expect([file.width, file.height]).toEqual([laid.width, laid.height]);
      const headline = headlineOf(laid)!;
      expect([headline.fill, headline.font.family], format).toEqual([YELLOW, 'Montserrat']);
      expect(laid.hidden, format).toEqual([hide.id]);
      const pill = laid.layers.find((l) => l.id === 'ajout-1-fond');
      const label = laid.layers.find((l) => l.id === 'ajout-1');
      const arrow = laid.layers.find((l) => l.id === 'ajout-2');
      if (!pill || pill.type !== 'shape' || !label || label.type !== 'text' || arrow?.type !== 'shape' || arrow.shape !== 'arrow') throw new Error(`${format}: the tag or the arrow was lost`);

      // On the pixels: the tag's green pill, the blue arrow, a yellow headline.
      const pillBox = layerBounds(laid, pill);
      expect(share(file, pillBox, GREEN), `${format}: green pill`).toBeGreaterThan(0.5);
      const mid = { x: (arrow.from.x + arrow.to.x) / 2, y: (arrow.from.y + arrow.to.y) / 2 };
      expect(distance(at(file, mid.x, mid.y), rgb(BLUE)), `${format}: blue arrow`).toBeLessThan(60);
      expect(share(file, headline.box, YELLOW), `${format}: yellow headline`).toBeGreaterThan(0.15);
      // Still beside the headline: the tag above it, not on its words; the arrow's tip at its edge.
      expect(intersects(pillBox, headline.box), `${format}: tag over the headline`).toBe(false);
      expect(pillBox.y + pillBox.h, `${format}: tag above the headline`).toBeLessThanOrEqual(headline.box.y + 4);
      const hb = headline.box;
      const tipGap = Math.hypot(Math.max(hb.x - arrow.to.x, 0, arrow.to.x - (hb.x + hb.w)), Math.max(hb.y - arrow.to.y, 0, arrow.to.y - (hb.y + hb.h)));
      expect(tipGap, `${format}: arrow tip at the headline`).toBeLessThan(40);

      // The hidden layer is not drawn: where it would be, the file matches the design without it.
      const region = layerBounds(laid, laid.layers.find((l) => l.id === hide.id)!);
      const without = await drawn(laid);
      const withIt = await drawn({ ...laid, hidden: [] });
      expect(meanDistance(without, withIt, region), `${format}: the hidden layer shows`).toBeGreaterThan(20);
      expect(meanDistance(file, without, region), format).toBeLessThan(meanDistance(file, withIt, region) / 3);
    }
  }, 90_000);
});
