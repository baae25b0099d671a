import { describe, expect, it } from 'vitest';
import { pictogramExists } from '../../server/pictograms/library';
import { keywordCoverage } from '../support/keyword-coverage';
import { ALL_PROBES, probeTitles, type KeywordProbe } from '../data/keyword-probes-money-tech-travel';

/**
 * Words creators of francophone Africa write about money, phones and games, vehicles and places
 * (tontines by their local names, mobile money brands, data bundles, moto-taxis, districts, abroad
 * in the region's words), each in four natural title frames: the pictogram shown first must be one a
 * creator would accept, and the scene behind it the right one.
 */
const CHOSEN = [
  // money
  'la tontine', 'le njangi', 'le likelemba', 'la daret', 'MoMo', 'Flooz', 'M-Pesa', 'Moov Money', 'j’ai économisé', 'il ne m’a jamais remboursé',
  'le SMIG', 'c’est trop cher', 'le bénéfice', 'le djossi', 'le grossiste', 'le tchoko', 'le feyman', 'la pyramide de Ponzi', 'je me suis fait arnaquer', 'mon premier salaire',
  // phones and games
  'la coque', 'le verre trempé', 'la mise à jour', 'les gigas', 'le mode avion', 'le mot de passe', 'CapCut', 'la miniature', 'la Play', 'Dream League Soccer', 'les dominos', 'le whot', 'le sudoku',
  // vehicles
  'le wewa', 'le zémidjan', 'l’opep', 'le kpayo', 'tomber en panne', 'le contrôle de police', 'la gare routière', 'le go-slow', 'la Lexus', 'passer le permis',
  // places
  'Poto-Poto', 'la corniche', 'l’hôtel', 'le campement', 'Mbeng', 'le mikiliste', 'le refus de visa', 'les douaniers', 'la lagune', 'le coucher de soleil', 'le Magbana', 'hier soir',
];


describe('keyword coverage: money, phones and games, vehicles, places', () => {
  const probes = CHOSEN.map((text) => ALL_PROBES.find((probe) => probe.text === text)).filter((probe): probe is KeywordProbe => probe !== undefined);

  it('names pictograms that exist', () => {
    expect(probes).toHaveLength(CHOSEN.length);
    expect(probes.flatMap((probe) => probe.icons).filter((icon) => !pictogramExists(icon))).toEqual([]);
  });

  it('shows an accepted pictogram first and the right scene for nine titles in ten', () => {
    const coverage = keywordCoverage(probes.flatMap((probe) => probeTitles(probe).map((title) => ({ title, accept: probe.icons, topic: probe.topic }))));
    expect(coverage.subject, coverage.subjectMisses).toBeGreaterThanOrEqual(0.9);
    expect(coverage.topic, coverage.topicMisses).toBeGreaterThanOrEqual(0.9);
  });
});
