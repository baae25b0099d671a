import { describe, expect, it } from 'vitest';
import { serverMeasurer } from '../../server/engine/index';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { STYLE_IDS } from '../../shared/engine/model/design';
import { TOPIC_IDS, type TopicId } from '../../shared/engine/model/topics';
import { deltaE2000, hexToRgb, rgbToLab } from '../../shared/engine/style/color';
import { STYLES } from '../../shared/engine/style/styles';

const m = serverMeasurer();
const lab = (hex: string) => rgbToLab(...hexToRgb(hex));

describe('the topic moves the palette without making one topic one colour', () => {
  it('gives every topic, in every style, at least two palettes whose grounds a viewer tells apart', () => {
    for (const style of STYLE_IDS) {
      for (const topic of TOPIC_IDS) {
        const grounds = STYLES[style].palettes.filter((p) => p.topics?.includes(topic)).map((p) => p.colors[0]!);
        const apart = grounds.some((a, i) => grounds.slice(i + 1).some((b) => deltaE2000(lab(a), lab(b)) >= 20));
        expect(apart, `${style} · ${topic}: ${grounds.join(', ')}`).toBe(true);
      }
    }
  });

  it('draws a feed of one topic on several grounds: no ground takes more than half of 24 generations', () => {
    // The issue's example: the Pro cooking feed was all orange; a tech feed all navy is the same fault.
    const cases: Array<[(typeof STYLE_IDS)[number], TopicId, string]> = [
      ['pro', 'cuisine', 'Recette du yassa facile'],
      ['mini', 'beaute', 'Routine du soir pour une peau lisse'],
      ['actu', 'actu', 'Ce qui a changé cette semaine'],
      ['viral', 'argent', 'Gagner 500 000 F par mois'],
    ];
    for (const [style, topic, title] of cases) {
      const counts = new Map<string, number>();
      for (let seed = 1; seed <= 24; seed++) {
        const ground = layoutDesign(m, { title, prompt: '', style, seed, topic }).background.colors[0]!;
        counts.set(ground, (counts.get(ground) ?? 0) + 1);
      }
      expect(Math.max(...counts.values()), `${style} · ${topic}: ${[...counts].map(([g, n]) => `${g} ${n}`).join(', ')}`).toBeLessThanOrEqual(12);
    }
  });
});
