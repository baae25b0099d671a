import { describe, expect, it } from 'vitest';
import { keywordCoverage } from '../support/keyword-coverage';
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
  const coverage = keywordCoverage(probes.flatMap((probe) => framesOf(probe).map((title) => ({ title, accept: probe.accept, topic: probe.topic }))));

  it('draws a pictogram a creator accepts for nine in ten of these words in everyday titles', () => {
    expect(coverage.subject, coverage.subjectMisses).toBeGreaterThanOrEqual(0.9);
  });

  it('puts the scene of the right topic behind nine in ten of them', () => {
    expect(coverage.topic, coverage.topicMisses).toBeGreaterThanOrEqual(0.9);
  });
});
