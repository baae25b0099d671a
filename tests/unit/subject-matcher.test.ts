import { describe, expect, it } from 'vitest';
import { expressionPictogram, matchSubjects } from '../../server/pictograms/matcher';
import { pictogramExists } from '../../server/pictograms/library';
import { creatorTitles } from '../data/creator-titles';
import { holdoutTitles } from '../data/creator-titles-holdout';
import { subjectAccuracy } from '../data/subject-accuracy';

const icons = (text: string, opts?: Parameters<typeof matchSubjects>[1]): string[] => matchSubjects(text, opts).map((match) => match.icon);

describe('subject matcher', () => {
  it('picks an acceptable subject for at least 80 % of creator titles, seen and held out', () => {
    expect(subjectAccuracy(creatorTitles, matchSubjects).share).toBeGreaterThanOrEqual(0.8);
    expect(subjectAccuracy(holdoutTitles, matchSubjects).share).toBeGreaterThanOrEqual(0.8);
  });

  it('ignores accents, case and plurals', () => {
    const dish = icons('Recette du thiéboudienne')[0];
    expect(dish).toBe('fluent:shallow-pan-of-food');
    expect(icons('THIEBOUDIENNE')[0]).toBe(dish);
    expect(icons('les meilleurs téléphones')[0]).toBe('fluent:mobile-phone');
    expect(icons('MON TELEPHONE')[0]).toBe('fluent:mobile-phone');
  });

  it('reads through elisions, with or without the apostrophe', () => {
    expect(icons("Tout sur l'argent")[0]).toBe('fluent:money-bag');
    expect(icons('Un vlog d’Abidjan')[0]).toBe('flag:ci');
    expect(icons('COTE D IVOIRE')[0]).toBe('flag:ci');
  });

  it('matches multi-word keywords as one subject', () => {
    expect(matchSubjects('Les Lions de la Teranga')[0]).toMatchObject({ icon: 'flag:sn', matched: 'Lions de la Teranga' });
    expect(icons('Les Lions de la Teranga')).toContain('fluent:soccer-ball');
    expect(icons('Coupe du monde 2026')[0]).toBe('fluent:trophy');
    expect(icons('Coupe du monde 2026')).not.toContain('fluent:globe-showing-europe-africa');
    expect(icons('Payer en F CFA')[0]).toBe('fluent:money-bag');
    expect(icons('100 000 F en une semaine')[0]).toBe('fluent:money-bag');
  });

  it('never matches inside a word', () => {
    expect(icons('art')).not.toEqual([]);
    expect(icons('Je vais partir')).toEqual([]);
    expect(icons('Il est reparti, quelle partie !')).toEqual([]);
  });

  it('returns nothing for titles made of generic YouTube words', () => {
    expect(icons('TOP 10 astuces vidéo pour ma chaîne : merci aux abonnés')).toEqual([]);
    expect(icons('Je vous dis tout')).toEqual([]);
  });

  it('returns both flags of a versus, left then right', () => {
    const [left, right] = matchSubjects('Côte d’Ivoire vs Sénégal : le match de la CAN');
    expect(left).toMatchObject({ icon: 'flag:ci', versus: 'left', kind: 'flag' });
    expect(right).toMatchObject({ icon: 'flag:sn', versus: 'right', kind: 'flag' });
    expect(icons('Les Éléphants contre les Lions de la Teranga').slice(0, 2)).toEqual(['flag:ci', 'flag:sn']);
    expect(icons('NIGERIA - CAMEROUN').slice(0, 2)).toEqual(['flag:ng', 'flag:cm']);
  });

  it('draws people with a dark skin tone unless told otherwise', () => {
    const person = icons('Tresses africaines')[0];
    expect(person).toBe('fluent:woman-getting-haircut-dark');
    expect(icons('Tresses africaines', { skinTone: 'medium-light' })[0]).toBe('fluent:woman-getting-haircut-medium-light');
    expect(icons('Le cuisinier du quartier')[0]).toMatch(/cook-dark$/);
    // Objects have no tone.
    expect(icons('Mon argent', { skinTone: 'light' })[0]).toBe('fluent:money-bag');
  });

  it('turns stated emotions into faces, and optionally into a toned person', () => {
    expect(icons('JE SUIS CHOQUÉ !!')[0]).toBe('fluent:face-screaming-in-fear');
    expect(expressionPictogram('en colère')?.icon).toBe('fluent:pouting-face');
    expect(expressionPictogram('triste', { as: 'person' })?.icon).toBe('fluent:person-frowning-dark');
    expect(expressionPictogram('angry', { as: 'person', skinTone: 'medium' })?.icon).toBe('fluent:person-pouting-medium');
    expect(expressionPictogram('ennui total')).toBeNull();
  });

  it('ranks, deduplicates and limits its answers, every one drawable', () => {
    const matches = matchSubjects('Argent, argent, business et crypto : mon salaire en F CFA', { limit: 3 });
    expect(matches.length).toBeLessThanOrEqual(3);
    expect(new Set(matches.map((match) => match.icon)).size).toBe(matches.length);
    expect(matches.map((match) => match.score)).toEqual(matches.map((match) => match.score).sort((a, b) => b - a));
    for (const { title } of creatorTitles) for (const match of matchSubjects(title)) expect(pictogramExists(match.icon), match.icon).toBe(true);
  });
});
