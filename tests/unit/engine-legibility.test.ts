import { describe, expect, it } from 'vitest';
import { headlineOf, STYLE_IDS, type Design, type TextLayer } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { CAP_OK_PX } from '../../shared/engine/quality/legibility';
import { countWords, mobileCapHeight } from '../../shared/engine/quality/score';
import { rasterize, scoreRendered, serverMeasurer } from '../../server/engine/index';
import { SHORT_TITLES } from '../golden/titles';

/*
 * The score asks for capitals of 6 px once the thumbnail is shown 168 px wide (YouTube's phone
 * list). Our own layout must give that to every title of up to six words, in every style.
 */
const m = serverMeasurer();
const SEEDS = [1, 2, 3, 7, 11, 42, 1234, 99991];
const headline = (d: Design): TextLayer => {
  const h = headlineOf(d);
  if (!h) throw new Error('pas de titre');
  return h;
};

describe('headline size on a phone', { timeout: 60_000 }, () => {
  it('real French titles of 1 to 6 words reach 6 px capitals at 168×94 in every style and seed', () => {
    expect(SHORT_TITLES.length).toBeGreaterThanOrEqual(20);
    const small: string[] = [];
    const lowest = new Map<string, number>();
    for (const title of SHORT_TITLES) {
      expect(countWords(title), title).toBeLessThanOrEqual(6);
      for (const style of STYLE_IDS) {
        for (const seed of SEEDS) {
          const d = layoutDesign(m, { title, prompt: '', style, seed });
          const h = headline(d);
          const cap = mobileCapHeight(m, h, d);
          lowest.set(style, Math.min(lowest.get(style) ?? Infinity, cap));
          if (cap < CAP_OK_PX) small.push(`${style} seed ${seed} « ${title} » → ${cap.toFixed(2)} px ${JSON.stringify(h.lines)}`);
          // Never by cutting the user's words.
          expect(h.lines.join(' '), `${style} « ${title} »`).not.toContain('…');
        }
      }
    }
    console.log(`plus petites majuscules à 168 px : ${[...lowest].map(([s, c]) => `${s} ${c.toFixed(2)}`).join(', ')}`);
    expect(small).toEqual([]);
  });

  it('so the score calls their size « bon », from the rendered file', () => {
    for (const style of STYLE_IDS) {
      for (const title of ['Pourquoi Abidjan explose sur YouTube', 'Ma routine beauté cheveux crépus', 'Les 10 meilleures astuces pour réussir']) {
        const d = layoutDesign(m, { title, prompt: '', style, seed: 7 });
        const report = scoreRendered(d, rasterize(d), new Map());
        expect(report.checks.find((c) => c.id === 'taille')?.status, `${style} « ${title} »`).toBe('ok');
      }
    }
  });
});
