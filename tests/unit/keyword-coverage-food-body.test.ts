import { describe, expect, it } from 'vitest';
import { matchTitle } from '../../server/pictograms/matcher';
import { untonedPictogram } from '../../server/pictograms/library';
import { ALL_PROBES, framesOf, type KeywordProbe } from '../data/keyword-probes-food-body';

// Words of food, farming, health and beauty as creators write them, dishes and slang of each country
// included, not only the ones the table lacked when the list was written.
const WORDS = [
  // food
  'claclo', 'mikate', 'thiéré', 'atchèkè', 'garba', 'placali', 'sauce pistache', 'moambe', 'makayabu', 'sardines',
  'crevettes', 'kilishi', 'poulet bicyclette', 'soumbala', 'cube Maggi', 'wagashi', 'crème glacée', 'gnamakoudji', 'thé à la menthe', 'on a mangé',
  // farming and fishing
  'berger', 'transhumance', 'aulacodes', 'filet de pêche', 'engrais', 'goutte-à-goutte', 'cacaoculteur', 'j’ai récolté', 'on a semé', 'motoculteur',
  // health
  'footing', 'ventre plat', 'fibrome', 'échographie', 'allaitement', 'typhoïde', 'tradipraticien', 'ordonnance', 'fauteuil roulant', 'bilan sanguin',
  // beauty and clothes
  'j’ai tressé', 'kanekalon', 'se décaper', 'xeesal', 'faux cils', 'bine-bine', 'faso dan fani', 'vlisco', 'atelier de couture', 'huile d’argan',
];

const probes: KeywordProbe[] = WORDS.map((word) => {
  const probe = ALL_PROBES.find((p) => p.word === word);
  if (!probe) throw new Error(`no probe « ${word} »`);
  return probe;
});

describe('French vocabulary of food, farming, health and beauty', () => {
  const results = probes.flatMap((probe) =>
    framesOf(probe).map((title) => {
      const match = matchTitle(title);
      const first = match.subjects[0]?.icon ?? 'none';
      return { title, first, topic: match.topic, apt: probe.accept.some((name) => untonedPictogram(name) === untonedPictogram(first)), rightTopic: match.topic === probe.topic, probe };
    }),
  );

  it('draws a pictogram a creator accepts for nine in ten of these words in everyday titles', () => {
    const misses = results.filter((r) => !r.apt);
    expect(1 - misses.length / results.length, misses.map((r) => `${r.title} → ${r.first} (wanted ${r.probe.accept.join(' | ')})`).join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the scene of the right topic behind nine in ten of them', () => {
    const misses = results.filter((r) => !r.rightTopic);
    expect(1 - misses.length / results.length, misses.map((r) => `${r.title} → ${r.topic} (wanted ${r.probe.topic})`).join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});
