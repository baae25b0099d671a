import { describe, expect, it } from 'vitest';
import { headlineOf, STYLE_IDS } from '../../shared/engine/model/design';
import { layoutDesign } from '../../shared/engine/layout/layout';
import { hasWordTooLong, headlineShortening, suggestShorterTitle, titleFit } from '../../shared/engine/layout/title-fit';
import { serverMeasurer } from '../../server/engine/index';
import { LONG_TITLES, SHORT_TITLES } from '../golden/titles';
import { cutRefusal } from '../../shared/engine/text/title-cut';
import { isRightCut, shortTitles } from '../data/short-titles';

/*
 * A title too long for the picture is cut with « … »: the studio says so before the click, shows
 * what was kept after, and suggests a shorter title made of the user's own words.
 */
const m = serverMeasurer();
const plain = (w: string): string =>
  w
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^(?:l|d|j|qu|s|c|m|t)['’]/u, '')
    .replace(/[^\p{L}\p{N}]/gu, '');

describe('will the title be shortened?', () => {
  it('says no for titles that fit, in every style', () => {
    for (const style of STYLE_IDS)
      for (const title of SHORT_TITLES) expect(titleFit(m, title, style), `${style} « ${title} »`).toMatchObject({ shortened: false, lost: [] });
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
  it('fits, has at most five of the user’s words in their order, invents no number and keeps the negations', () => {
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
        if (s === null) continue; // no good cut, or one word too long for a line: nothing to offer
        suggested++;
        const where = `${style} « ${title} » → « ${s} »`;
        expect(titleFit(m, s, style).shortened, where).toBe(false);
        expect(s.length, where).toBeLessThan(title.length);
        // Every word is one of the user's, in the user's order.
        const source = title.split(/\s+/u).map(plain).filter(Boolean);
        const words = s.split(/\s+/u).map(plain).filter(Boolean);
        let at = 0;
        for (const w of words) {
          const found = source.indexOf(w, at);
          expect(found, `${where} : « ${w} »`).toBeGreaterThanOrEqual(at);
          at = found + 1;
        }
        // Digit groups (« 5 000 ») read as one number.
        expect(
          s
            .replace(/(\d) (?=\d{3})/gu, '$1')
            .split(/\s+/u)
            .filter((w) => /[\p{L}\p{N}]/u.test(w)).length,
          where,
        ).toBeLessThanOrEqual(5);
        const numbers = title.match(/\d+/gu) ?? [];
        for (const n of s.match(/\d+/gu) ?? []) expect(numbers, where).toContain(n);
        if (/jamais/u.test(title) && /quitterai/u.test(s)) expect(s, where).toMatch(/\bne\b.*\bjamais\b/u);
      }
    }
    expect(suggested).toBeGreaterThan(10);
  });

  it('keeps a unit of the title that is good French, or offers nothing', () => {
    expect(suggestShorterTitle(m, 'Voici comment j’ai gagné mon premier salaire en vendant du bon pain', 'mini')).toBe('J’ai gagné mon premier salaire');
    expect(suggestShorterTitle(m, 'Recette facile du mafé au poulet pour 6 personnes en moins d’une heure', 'viral')).toBe('Recette facile du mafé');
    // The title a new user got « 10 meilleures astuces économiser quand étudiant Dakar 2026 sans » for.
    const astuces = '10 meilleures astuces pour économiser quand on est étudiant à Dakar en 2026 sans se priver';
    expect(suggestShorterTitle(m, astuces, 'mini')).toBe('10 meilleures astuces pour économiser');
    // Every piece of five words or fewer is a fragment: nothing is offered, and no word is too long.
    const fragments = 'Ce que personne ne vous dit sur la vie d’étudiant à Dakar avec 50 000 F par mois';
    expect(titleFit(m, fragments, 'mini').shortened).toBe(true);
    expect(suggestShorterTitle(m, fragments, 'mini')).toBeNull();
    expect(hasWordTooLong(m, fragments, 'mini')).toBe(false);
    expect(hasWordTooLong(m, 'Anticonstitutionnellement', 'viral')).toBe(true);
  });

  it('suggests nothing when the title fits, or when only one over-long word is cut', () => {
    expect(suggestShorterTitle(m, 'Mon premier million', 'viral')).toBeNull();
    expect(suggestShorterTitle(m, 'Anticonstitutionnellement', 'viral')).toBeNull();
    expect(suggestShorterTitle(m, '   ', 'pro')).toBeNull();
  });
});

describe('« Titre plus court » on forty long titles judged by an editor', () => {
  it('offers one of the accepted cuts, or nothing where none is good French, in every style that cuts the title', () => {
    const misses: string[] = [];
    let judged = 0;
    for (const { title, accept } of shortTitles) {
      const styles = STYLE_IDS.filter((style) => titleFit(m, title, style).shortened);
      expect(styles.length, title).toBeGreaterThan(0);
      for (const style of styles) {
        judged++;
        const s = suggestShorterTitle(m, title, style);
        const right = isRightCut({ title, accept }, s);
        if (!right) misses.push(`${style} « ${title} » → ${s === null ? 'nothing' : `« ${s} »`}`);
      }
    }
    expect(shortTitles).toHaveLength(40);
    expect(shortTitles.filter((t) => t.accept.length === 0).length).toBeGreaterThanOrEqual(13);
    expect(misses, `${judged - misses.length}/${judged} right`).toEqual([]);
  });

  it('refuses the cuts that leave a word hanging or an agreement broken', () => {
    for (const cut of [
      '10 meilleures astuces économiser quand étudiant Dakar 2026 sans',
      '10 meilleures astuces pour économiser quand',
      'Les meilleures adresses pour',
      'Les 7 plus belles',
      '10 meilleures',
      'La vérité sur l’arnaque des faux',
      'J’ai testé tous les',
      'Ce que personne ne vous',
      'Mon petit frère a',
      'Je ne pensais',
      'Le jour où j’ai failli',
      'Recette facile du mafé au',
      'Les 10 meilleurs astuce',
    ])
      expect(cutRefusal(cut), cut).not.toBeNull();
    for (const cut of [
      '10 meilleures astuces pour économiser',
      'Les 7 plus belles plages',
      'Personne ne regarde tes vidéos',
      'Je ne quitterai jamais Dakar',
      'Ils se moquaient de moi',
    ])
      expect(cutRefusal(cut), cut).toBeNull();
  });
});
