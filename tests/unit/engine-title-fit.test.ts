import { describe, expect, it } from 'vitest';
import { headlineOf, STYLE_IDS } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { headlineShortening, suggestShorterTitle, titleFit } from '../../shared/engine/layout/title-fit';
import { serverMeasurer } from '../../server/engine/index';
import { LONG_TITLES, SHORT_TITLES } from '../golden/titles';

/*
 * A title too long for the picture is cut with « … »: the studio says so before the click, shows
 * what was kept after, and suggests a shorter title made of the user's own words.
 */
const m = serverMeasurer();
const plain = (w: string): string => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/^(?:l|d|j|qu|s|c|m|t)['’]/u, '').replace(/[^\p{L}\p{N}]/gu, '');

describe('will the title be shortened?', () => {
  it('says no for titles that fit, in every style', () => {
    for (const style of STYLE_IDS) for (const title of SHORT_TITLES) expect(titleFit(m, title, style), `${style} « ${title} »`).toMatchObject({ shortened: false, lost: [] });
    // The user's own « ... » is not a cut.
    expect(titleFit(m, 'Attendez... la suite', 'viral').shortened).toBe(false);
  });

  it('says yes, with what is kept and which words are lost, as the generated design will draw it', () => {
    const title = 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain';
    const fit = titleFit(m, title, 'mini');
    expect(fit.shortened).toBe(true);
    expect(fit.kept).toMatch(/^VOICI COMMENT J’AI GAGNÉ .*…$/u);
    expect(fit.lost).toContain('PAIN');
    // Whatever the seed, the generated design keeps exactly that.
    for (const seed of [1, 77, 4242]) {
      const h = headlineOf(layoutDesign(m, { title, prompt: '', style: 'mini', seed }))!;
      expect(headlineShortening(h)).toEqual({ shortened: true, kept: fit.kept, lost: fit.lost });
    }
    // A word too long for any line is cut too, and named.
    expect(titleFit(m, 'Anticonstitutionnellement', 'viral')).toMatchObject({ shortened: true, lost: ['ANTICONSTITUTIONNELLEMENT'] });
  });
});

describe('a shorter title to suggest', () => {
  it('fits, keeps the numbers, the negations and the order, and only uses the user’s words', () => {
    const cases = [...LONG_TITLES, 'Pourquoi je ne quitterai jamais Dakar malgré les embouteillages, la chaleur et le prix des loyers en 2025'];
    let suggested = 0;
    for (const style of STYLE_IDS) {
      for (const title of cases) {
        const fit = titleFit(m, title, style);
        const s = suggestShorterTitle(m, title, style);
        if (!fit.shortened) {
          expect(s, `${style} « ${title} »`).toBeNull();
          continue;
        }
        if (s === null) continue; // one word too long for a line: nothing shorter to say
        suggested++;
        const where = `${style} « ${title} » → « ${s} »`;
        expect(titleFit(m, s, style).shortened, where).toBe(false);
        expect(s.length, where).toBeLessThan(title.length);
        // Every word is one of the user's, in the user's order.
        const source = title.split(/\s+/u).map(plain).filter(Boolean);
        let at = 0;
        for (const w of s.split(/\s+/u).map(plain)) {
          const found = source.indexOf(w, at);
          expect(found, `${where} : « ${w} »`).toBeGreaterThanOrEqual(at);
          at = found + 1;
        }
        for (const n of title.match(/\d+/gu) ?? []) expect(s, where).toContain(n);
        if (/jamais/u.test(title) && /quitterai/u.test(s)) expect(s, where).toMatch(/\bne\b.*\bjamais\b/u);
      }
    }
    expect(suggested).toBeGreaterThan(10);
  });

  it('drops the small words first: articles, prepositions, pronouns and filler', () => {
    expect(suggestShorterTitle(m, 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain', 'mini')).toBe('Gagné premier salaire vendant bon pain');
    expect(suggestShorterTitle(m, 'Recette facile du mafé au poulet pour 6 personnes en moins d’une heure', 'viral')).toBe('Recette facile mafé poulet 6 personnes moins heure');
  });

  it('suggests nothing when the title fits, or when only one over-long word is cut', () => {
    expect(suggestShorterTitle(m, 'Mon premier million', 'viral')).toBeNull();
    expect(suggestShorterTitle(m, 'Anticonstitutionnellement', 'viral')).toBeNull();
    expect(suggestShorterTitle(m, '   ', 'pro')).toBeNull();
  });
});
