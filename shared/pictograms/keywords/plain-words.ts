/** Words that name nothing to draw, or another sense than the obvious one. */
import type { CuratedKeyword } from './curated-keyword';

export const PLAIN_WORDS_KEYWORDS: CuratedKeyword[] = [
  // The verb « lire » before what is read names nothing (« ta mère lit ton bulletin »).
  { keys: ['lit ton', 'lit ta', 'lit tes', 'lit mon', 'lit ma', 'lit mes', 'lit le', 'lit la', 'lit les', 'lit son', 'lit sa', 'lit ses', 'lit un', 'lit une', 'lit des', 'lit sur'], icons: [], label: '', block: true },
  { keys: ['bouteille d’eau', 'eau minérale', 'sachet d’eau', 'eau'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', weight: 80 },
  { keys: ['enfant', 'enfants', 'gamin', 'gamins', 'gamine', 'petit garçon', 'petite fille'], icons: ['fluent:child'], label: 'enfant', kind: 'person', weight: 90 },
  // Animals: named, an animal is the subject wherever it is
  { keys: ['serpent', 'serpents', 'vipère', 'vipères', 'python', 'cobra', 'boa', 'mamba'], icons: ['fluent:snake'], label: 'serpent', weight: 105 },
  { keys: ['singe', 'singes', 'chimpanzé', 'gorille', 'gorilles'], icons: ['fluent:monkey', 'fluent:gorilla'], label: 'singe', weight: 105 },
  // Words that look like subjects but are not, in these phrases: they claim their words and name nothing
  // « Abidjan by night », « où sortir la nuit »: the city's night, above the city's flag and below any thing named. « la nuit » alone is a time (« toute la nuit », « 15 000 F la nuit »).
  { keys: ['by night', 'vie nocturne', 'sorties nocturnes', 'sortir le soir', 'sortir la nuit', 'où sortir la nuit', 'nightlife', 'la nuit à dakar', 'la nuit à abidjan'], icons: ['fluent:night-with-stars', 'fluent:cityscape-at-dusk'], label: 'ville la nuit', weight: 78 },
  // A night as a length of time names nothing: « jouer toute la nuit ».
  { keys: ['toute la nuit', 'toute une nuit', 'cette nuit', 'la nuit dernière', 'une nuit', 'pendant la nuit', 'jusqu’à la nuit', "jusqu'à la nuit", 'nuit et jour', 'jour et nuit'], icons: [], label: '', block: true },
  // Le Plateau is a district of Abidjan and of Dakar, not a flatbed truck.
  { keys: ['au plateau', 'le plateau', 'du plateau'], icons: [], label: '', block: true },
  // « pièce par pièce » is step by step, not coins.
  { keys: ['pièce par pièce'], icons: [], label: '', block: true },
  { keys: ['bonne affaire', 'bonnes affaires', 'prêt pour', 'prêts pour', 'prête pour', 'prêtes pour', 'mode d’emploi', "mode d'emploi", 'en mode', 'gagner du temps', 'perdre du temps', 'pas de panique', 'la vérité', 'en direct', 'en train de', 'en train d’', 'jeûne', 'dans la peau d’un', 'dans la peau d’une', "dans la peau d'un", 'je vous montre', 'vous montre', 'je te montre', 'te montre', 'je montre', 'on montre', 'montre-moi'], icons: [], label: '', block: true },
  // Tasting blind is no blind person (« Test à l’aveugle avec mes gars »).
  { keys: ['à l’aveugle', "à l'aveugle", 'en aveugle'], icons: [], label: '', block: true },
  // « géant » is big (« écran géant », « le géant de Kaolack »), no mammoth.
  { keys: ['géant', 'géante', 'géants', 'géantes'], icons: [], label: '', block: true },
  // Rating is no school mark (« Je note 5 garbadromes »).
  { keys: ['je note', 'on note', 'je vous note', 'noter les', 'je classe'], icons: [], label: '', block: true },
];
