import { describe, expect, it } from 'vitest';
import { pictogramExists } from '../../server/pictograms/library';
import { keywordCoverage } from '../support/keyword-coverage';
import { KEYWORD_PROBES, probeTitles } from '../data/keyword-probes-life-faith-school';

// Fifty of the probes, across the home and the family, stories, faith, school, the news, music and sport.
const CHOSEN = [
  'le loyer', 'le démarcheur', 'l’entrer-coucher', 'le carrelage', 'faire le ménage|j’ai fait le ménage|je fais le ménage', 'les tâches ménagères', 'la pendaison de crémaillère', 'la nièce', 'la robe de mariée', 'la dot',
  'la veillée funèbre', 'ghoster|il m’a ghosté|je ghoste', 'ma go', 'le crush', 'le deuxième bureau', 'le licenciement', 'le chômage', 'le mbenguiste',
  'jeûner|j’ai jeûné|je jeûne', 'le sahur', 'la oumra', 'le marabout', 'l’appel à la prière', 'le prêche', 'prier|j’ai prié|je prie', 'l’église de réveil', 'le chapelet',
  'le bepc', 'redoubler|j’ai redoublé|je redouble', 'réviser|j’ai révisé|je révise', 'la fuite des sujets', 'le répétiteur', 'les lycéens', 'l’année blanche',
  'la sodeci', 'eneo', 'le bulletin de vote', 'le couvre-feu', 'la ville morte', 'la cour d’appel',
  'l’afro-trap', 'le seben', 'le tama', 'danser|j’ai dansé|je danse',
  'le petit pont', 'le goal', 'le maracana', 'le gainage', 'le judoka', 'courir|j’ai couru|je cours',
];


describe('French vocabulary of the home, stories, faith, school, the news, music and sport', () => {
  const probes = CHOSEN.map((text) => {
    const probe = KEYWORD_PROBES.find((p) => p.text === text);
    if (!probe) throw new Error(`no probe « ${text} »`);
    return probe;
  });

  it('offers only pictograms the library has', () => {
    const missing = KEYWORD_PROBES.flatMap((p) => p.icons).filter((icon) => !pictogramExists(icon));
    expect(missing).toEqual([]);
  });

  it('shows an accepted pictogram and the right scene for nine in ten titles naming these words', () => {
    const coverage = keywordCoverage(probes.flatMap((probe) => probeTitles(probe).map((title) => ({ title, accept: probe.icons, topic: probe.topic }))));
    expect(coverage.subject, coverage.subjectMisses).toBeGreaterThanOrEqual(0.9);
    expect(coverage.topic, coverage.topicMisses).toBeGreaterThanOrEqual(0.9);
  });
});
