import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { layoutDesign } from '../../shared/engine/layout/layout';
import type { Design } from '../../shared/engine/model/design';
import type { TopicId } from '../../shared/engine/model/topics';
import { drawDesign } from '../../scripts/lib/mgx3-local';

const m = serverMeasurer();

/** Mean |Δ| of two drawings' channels, 0–255. */
function apart(a: Buffer, b: Buffer): number {
  let d = 0;
  for (let k = 0; k < a.length; k++) d += Math.abs(a[k]! - b[k]!);
  return d / a.length;
}

describe('two pictures of one topic and style are not one template', () => {
  it('draws a topic’s scene nearer or farther by seed: its counter or skyline does not sit at one height in every picture', async () => {
    const designs = Array.from({ length: 12 }, (_, i) => layoutDesign(m, { title: 'Recette du yassa', prompt: '', style: 'pro', seed: i + 1, topic: 'cuisine' }));
    const lifts = designs.map((d) => (d.background.kind === 'procedural' ? ((d.background.params.scene as { lift?: number } | undefined)?.lift ?? 0) : 0));
    // Both nearer (horizon raised) and farther (horizon lowered) among a dozen seeds.
    expect(Math.min(...lifts)).toBeLessThan(-0.4);
    expect(Math.max(...lifts)).toBeGreaterThan(0.4);
    // And the drawing shows it: the same design with its scene as painted looks otherwise.
    const d = designs[lifts.findIndex((l) => Math.abs(l) > 0.5)]!;
    const asPainted: Design = d.background.kind === 'procedural' ? { ...d, background: { ...d.background, params: { ...d.background.params, scene: { ...(d.background.params.scene as object), lift: 0 } } } } : d;
    const [a, b] = await Promise.all([drawDesign(d, 0.125), drawDesign(asPainted, 0.125)]);
    expect(apart(a.rgba, b.rgba)).toBeGreaterThan(3);
  });

  it('sets Vlog’s words high in some pictures and low in others, not always at mid-height', () => {
    const centres: number[] = [];
    for (let seed = 1; seed <= 24; seed++) {
      const d = layoutDesign(m, { title: 'Ma journée à Dakar', prompt: '', style: 'vlog', seed });
      if (d.composition?.id !== 'side') continue;
      const h = d.layers.find((l) => l.type === 'text' && l.role === 'headline');
      if (h?.type === 'text') centres.push((h.box.y + h.box.h / 2) / d.height);
    }
    expect(centres.length).toBeGreaterThan(3);
    expect(Math.min(...centres)).toBeLessThan(0.36);
    expect(Math.max(...centres)).toBeGreaterThan(0.64);
  });

  it('keeps Vlog’s cream, mint and morning-sky grounds light under their scene: the counter, shelves or chart stay a light grey', async () => {
    const cases: Array<[string, TopicId, string]> = [
      ['Recette du yassa', 'cuisine', '#FFF6E0'],
      ['Ma routine bien-être', 'sante', '#EAF8F1'],
      ['Gagner 500 000 F par mois', 'argent', '#EEF7FF'],
    ];
    for (const [title, topic, ground] of cases) {
      const seed = Array.from({ length: 40 }, (_, i) => i + 1).find((s) => layoutDesign(m, { title, prompt: '', style: 'vlog', seed: s, topic }).background.colors[0] === ground);
      expect(seed, `${topic} on ${ground}`).toBeDefined();
      const r = await drawDesign(layoutDesign(m, { title, prompt: '', style: 'vlog', seed: seed!, topic }), 0.125);
      const grey = await sharp(r.rgba, { raw: { width: r.width, height: r.height, channels: 4 } }).removeAlpha().greyscale().raw().toBuffer();
      // The lower third, where the scene's near masses stand: a plum shade there turned the light ground grey (150 of 255).
      const low = grey.subarray(Math.floor(r.height * 0.7) * r.width);
      const mean = low.reduce((sum, v) => sum + v, 0) / low.length;
      expect(mean, `${topic} on ${ground}`).toBeGreaterThanOrEqual(158);
    }
  });
});
