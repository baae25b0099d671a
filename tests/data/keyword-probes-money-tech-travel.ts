/**
 * Words creators of francophone Africa put in titles about money, phones and games, vehicles and
 * places, each with the pictograms a creator would accept (best first) and the topic whose scene
 * belongs behind it. Written before looking at what the matcher makes of them: the yardstick of the
 * keyword files money.ts, tech-and-games.ts, vehicles.ts and places.ts.
 *
 * `n`: a noun group with its article, tried in noun frames; `v`: a clause or verb as titles write it,
 * tried in clause frames; `titles`: a phrase whose words mislead alone, tried in the titles given.
 */
import type { TopicId } from '../../shared/engine/model/topics';

export interface KeywordProbe {
  text: string;
  form: 'n' | 'v';
  topic: TopicId;
  icons: string[];
  titles?: string[];
}

const BILLETS = 'minia:billets-fcfa';
const PIECES = 'minia:pieces-fcfa';
const SAC = 'minia:sac-fcfa';
const ENVOLE = 'minia:argent-envole';
const BANQUE = 'minia:banque';
const PHONE = 'fluent:mobile-phone';
const WARNING = 'fluent:warning';
const BRIEFCASE = 'fluent:briefcase';
const GAME = 'fluent:video-game';
const PLAY = 'minia:bouton-lecture';
const MOTO = 'fluent:motorcycle';
const CAR = 'fluent:automobile';
const TAXI = 'fluent:taxi';
const MINIBUS = 'fluent:minibus';
const BUS = 'fluent:bus';
const MECHANIC = 'fluent:man-mechanic';
const WRENCH = 'fluent:wrench';
const FUEL = 'fluent:fuel-pump';
const PLANE = 'fluent:airplane';
const PASSPORT = 'fluent:passport-control';
const HOTEL = 'fluent:hotel';
const BEACH = 'fluent:beach-with-umbrella';
const CITY = 'minia:ville';
const GLOBE = 'fluent:globe-showing-europe-africa';

const n = (text: string, topic: TopicId, ...icons: string[]): KeywordProbe => ({ text, form: 'n', topic, icons });
const v = (text: string, topic: TopicId, ...icons: string[]): KeywordProbe => ({ text, form: 'v', topic, icons });
const t = (text: string, topic: TopicId, icons: string[], titles: string[]): KeywordProbe => ({ text, form: 'n', topic, icons, titles });

export const MONEY_PROBES: KeywordProbe[] = [
  // Tontines under every local name
  n('la tontine', 'argent', PIECES, BILLETS, SAC),
  n('le njangi', 'argent', PIECES, BILLETS, SAC),
  n('la cotisation', 'argent', PIECES, BILLETS, SAC),
  n('le likelemba', 'argent', PIECES, BILLETS, SAC),
  n('la daret', 'argent', PIECES, BILLETS, SAC),
  n('le sousou', 'argent', PIECES, BILLETS, SAC),
  n('la natt', 'argent', PIECES, BILLETS, SAC),
  // Mobile money
  n('Wave', 'argent', PHONE, BILLETS),
  n('MoMo', 'argent', PHONE, BILLETS),
  n('Flooz', 'argent', PHONE, BILLETS),
  n('T-Money', 'argent', PHONE, BILLETS),
  n('Airtel Money', 'argent', PHONE, BILLETS),
  n('M-Pesa', 'argent', PHONE, BILLETS),
  n('Moov Money', 'argent', PHONE, BILLETS),
  n('le dépôt Orange Money', 'argent', PHONE, BILLETS),
  n('les frais de retrait', 'argent', PHONE, BILLETS),
  v('envoyer de l’argent au pays', 'argent', PHONE, BILLETS, ENVOLE),
  n('le cash-out', 'argent', PHONE, BILLETS),
  // Saving
  v('j’ai économisé', 'argent', PIECES, BILLETS, SAC),
  v('j’économise', 'argent', PIECES, BILLETS, SAC),
  v('mettre de côté', 'argent', PIECES, BILLETS, SAC),
  v('épargner', 'argent', PIECES, BILLETS, SAC),
  // Debts
  v('rembourser ses dettes', 'argent', ENVOLE, BILLETS),
  v('il ne m’a jamais remboursé', 'argent', ENVOLE, BILLETS),
  v('j’ai emprunté', 'argent', ENVOLE, BILLETS, BANQUE),
  n('le remboursement', 'argent', ENVOLE, BILLETS),
  // Salaries
  n('mon premier salaire', 'argent', BILLETS, SAC),
  n('le SMIG', 'argent', BILLETS, SAC),
  n('la fin du mois', 'argent', BILLETS, PIECES),
  n('l’augmentation de salaire', 'argent', BILLETS, SAC),
  // Prices
  v('c’est trop cher', 'argent', BILLETS, PIECES),
  v('combien ça coûte', 'argent', BILLETS, PIECES),
  n('la cherté de la vie', 'argent', BILLETS, PIECES),
  v('marchander', 'argent', BILLETS, PIECES),
  n('les soldes', 'argent', BILLETS, 'fluent:shopping-bags'),
  // Business and trade
  n('le bénéfice', 'argent', BILLETS, 'fluent:chart-increasing'),
  n('le capital de départ', 'argent', SAC, BILLETS),
  n('le djossi', 'argent', BRIEFCASE, BILLETS),
  n('le grossiste', 'argent', 'fluent:package', 'fluent:convenience-store', BILLETS),
  n('le dropshipping', 'argent', 'fluent:package', BRIEFCASE),
  n('le freelance', 'argent', BRIEFCASE, 'fluent:laptop'),
  v('lancer son business', 'argent', BRIEFCASE, BILLETS),
  n('les petits boulots', 'argent', BRIEFCASE, BILLETS),
  n('la marchandise', 'argent', 'fluent:package', BILLETS),
  // Money in the region's words
  n('le mbongo', 'argent', BILLETS, SAC),
  n('le nkap', 'argent', BILLETS, SAC),
  n('le flouss', 'argent', BILLETS, SAC),
  n('le tchoko', 'argent', BILLETS),
  // Scams
  n('les faux billets', 'argent', WARNING, BILLETS),
  n('le feyman', 'argent', WARNING),
  n('la pyramide de Ponzi', 'argent', WARNING),
  v('je me suis fait arnaquer', 'argent', WARNING),
  n('le multiplicateur de billets', 'argent', WARNING, BILLETS),
  n('la fraude', 'argent', WARNING),
];

export const TECH_PROBES: KeywordProbe[] = [
  // Phones and their parts
  n('le tél', 'tech', PHONE),
  n('la coque', 'tech', PHONE),
  n('le verre trempé', 'tech', PHONE),
  n('la carte mémoire', 'tech', PHONE, 'fluent:floppy-disk'),
  n('le téléphone reconditionné', 'tech', PHONE),
  n('le Tecno Spark', 'tech', PHONE),
  n('le Redmi Note', 'tech', PHONE),
  n('le stockage plein', 'tech', PHONE),
  // Apps
  v('télécharger une appli', 'tech', PHONE),
  n('la mise à jour', 'tech', PHONE, 'fluent:gear'),
  n('le Play Store', 'tech', PHONE),
  n('le mot de passe', 'tech', 'fluent:locked', 'fluent:key', PHONE),
  n('l’APK', 'tech', PHONE),
  // Data bundles
  n('le pass internet', 'tech', 'fluent:antenna-bars', PHONE),
  n('les gigas', 'tech', 'fluent:antenna-bars', PHONE),
  n('les unités', 'tech', 'fluent:antenna-bars', PHONE),
  n('le crédit de communication', 'tech', 'fluent:antenna-bars', PHONE),
  // Settings
  n('le mode avion', 'tech', 'fluent:gear', PHONE),
  n('le mode sombre', 'tech', 'fluent:gear', PHONE),
  n('les notifications', 'tech', 'fluent:gear', PHONE),
  n('le bluetooth', 'tech', 'fluent:gear', PHONE),
  // Coding
  v('apprendre à coder', 'tech', 'fluent:laptop', 'fluent:technologist'),
  n('le Python', 'tech', 'fluent:laptop', 'fluent:technologist'),
  n('le JavaScript', 'tech', 'fluent:laptop', 'fluent:technologist'),
  v('créer un site web', 'tech', 'fluent:laptop', 'fluent:technologist'),
  n('le bug', 'tech', 'fluent:laptop', 'fluent:bug'),
  n('la cybersécurité', 'tech', 'fluent:locked', WARNING, 'fluent:laptop'),
  // Social networks
  n('le statut WhatsApp', 'tech', PHONE),
  n('le live TikTok', 'tech', PHONE, PLAY),
  n('les stories', 'tech', PHONE),
  v('faire le buzz', 'tech', PHONE, PLAY),
  v('devenir viral', 'tech', PHONE, PLAY),
  n('l’algorithme', 'tech', PHONE, PLAY),
  n('les reels', 'tech', PHONE, PLAY),
  // Content creation
  n('la miniature', 'tech', PLAY, 'fluent:camera'),
  n('le montage vidéo', 'tech', PLAY, 'fluent:laptop', 'fluent:video-camera'),
  n('CapCut', 'tech', PLAY, PHONE),
  n('le trépied', 'tech', 'fluent:video-camera', 'fluent:camera'),
  n('la ring light', 'tech', 'fluent:video-camera', 'fluent:camera', 'fluent:light-bulb'),
  n('le vlog', 'tech', 'fluent:video-camera', PLAY),
  n('le streamer', 'jeux', GAME, 'fluent:video-camera'),
  // Video games
  n('la Play', 'jeux', GAME),
  n('Dream League Soccer', 'jeux', GAME),
  n('Mobile Legends', 'jeux', GAME),
  n('le tournoi eFootball', 'jeux', GAME),
  n('l’e-sport', 'jeux', GAME),
  n('la salle de jeux', 'jeux', GAME),
  v('jouer à la Play', 'jeux', GAME),
  // Board and card games
  n('les dominos', 'jeux', 'fluent:game-die'),
  n('le damier', 'jeux', 'fluent:chess-pawn'),
  n('le rami', 'jeux', 'fluent:joker', 'fluent:spade-suit'),
  n('le whot', 'jeux', 'fluent:joker', 'fluent:spade-suit'),
  n('le puzzle', 'jeux', 'fluent:puzzle-piece'),
  n('les mots croisés', 'jeux', 'fluent:memo', 'fluent:brain', 'fluent:pencil'),
  n('le sudoku', 'jeux', 'fluent:memo', 'fluent:brain', 'fluent:pencil'),
];

export const VEHICLE_PROBES: KeywordProbe[] = [
  // Moto-taxis and shared taxis of every country
  n('le wewa', 'auto', MOTO),
  n('le bend-skin', 'auto', MOTO),
  n('le zémidjan', 'auto', MOTO),
  n('le taxi-moto', 'auto', MOTO),
  n('le ketch', 'auto', TAXI, CAR),
  n('l’opep', 'auto', TAXI, CAR),
  n('le taxi collectif', 'auto', TAXI),
  // Conakry's Magbana is its suburban train (the probe first guessed a minibus).
  n('le Magbana', 'ville', 'fluent:high-speed-train', 'fluent:train'),
  n('la gare routière', 'ville', BUS, MINIBUS, 'fluent:bus-stop'),
  n('l’autogare', 'ville', BUS, MINIBUS, 'fluent:bus-stop'),
  n('le bus de nuit', 'ville', BUS, 'fluent:oncoming-bus'),
  n('le bateau-bus', 'ville', 'fluent:ferry', 'fluent:ship'),
  // Cars
  n('le véhicule', 'auto', CAR),
  n('la bagnole', 'auto', CAR),
  n('la Lexus', 'auto', CAR),
  n('la voiture électrique', 'auto', CAR),
  n('la voiture de luxe', 'auto', CAR, 'fluent:racing-car'),
  n('le moteur', 'auto', CAR, WRENCH, MECHANIC),
  n('les freins', 'auto', CAR, WRENCH, MECHANIC),
  n('la boîte automatique', 'auto', CAR, WRENCH),
  // Driving and licences
  v('je conduis', 'auto', CAR),
  v('apprendre à conduire', 'auto', CAR),
  v('passer le permis', 'auto', CAR, 'fluent:identification-card'),
  n('la carte grise', 'auto', 'fluent:identification-card', CAR),
  n('la visite technique', 'auto', CAR, MECHANIC, WRENCH),
  n('l’assurance auto', 'auto', CAR, 'fluent:identification-card'),
  // Breakdowns
  n('la panne', 'auto', MECHANIC, WRENCH, CAR),
  v('tomber en panne', 'auto', MECHANIC, WRENCH, CAR),
  n('la dépanneuse', 'auto', MECHANIC, WRENCH, CAR),
  // Fuel
  n('le kpayo', 'auto', FUEL),
  v('faire le plein', 'auto', FUEL),
  n('la pénurie de carburant', 'auto', FUEL),
  // Roads and traffic
  n('la piste', 'auto', 'fluent:motorway', CAR),
  n('l’excès de vitesse', 'auto', CAR, 'fluent:police-car', 'fluent:police-officer'),
  n('le contrôle de police', 'auto', 'fluent:police-officer', 'fluent:police-car'),
  n('la contravention', 'auto', 'fluent:police-officer', 'fluent:receipt'),
  n('le go-slow', 'ville', CAR, CITY),
  n('l’accident de moto', 'auto', MOTO, 'fluent:ambulance'),
  n('le casque de moto', 'auto', MOTO),
];

export const PLACE_PROBES: KeywordProbe[] = [
  // Districts and cities as settings
  n('la médina', 'ville', CITY, 'fluent:cityscape'),
  n('la corniche', 'ville', CITY, 'fluent:cityscape', BEACH),
  n('le kwat', 'ville', CITY, 'fluent:cityscape'),
  n('la cité', 'ville', CITY, 'fluent:cityscape'),
  n('Poto-Poto', 'ville', CITY, 'fluent:cityscape'),
  n('Akwa', 'ville', CITY, 'fluent:cityscape'),
  n('Riviera', 'ville', CITY, 'fluent:cityscape'),
  // Travel
  v('j’ai voyagé seul', 'ville', PLANE, 'fluent:luggage'),
  v('voyager pas cher', 'ville', PLANE, 'fluent:luggage'),
  n('le tourisme', 'ville', PLANE, 'fluent:luggage', 'fluent:world-map'),
  n('les touristes', 'ville', PLANE, 'fluent:luggage', 'fluent:world-map'),
  n('mon séjour', 'ville', PLANE, 'fluent:luggage', HOTEL),
  n('l’escale', 'ville', PLANE),
  n('l’embarquement', 'ville', PLANE, 'fluent:airplane-departure'),
  n('Royal Air Maroc', 'ville', PLANE),
  n('Air France', 'ville', PLANE),
  n('l’AIBD', 'ville', PLANE, 'fluent:airplane-arrival'),
  // Visas and papers
  n('le refus de visa', 'ville', PASSPORT, PLANE),
  n('TLScontact', 'ville', PASSPORT, PLANE),
  n('le visa étudiant', 'ville', PASSPORT, PLANE),
  n('les sans-papiers', 'ville', PASSPORT, PLANE),
  n('l’immigration clandestine', 'ville', 'fluent:canoe', PASSPORT, PLANE),
  // Border crossings
  v('passer la frontière', 'ville', PASSPORT),
  n('les douaniers', 'ville', PASSPORT),
  // Beach and sea
  n('l’océan', 'plage', 'fluent:water-wave', BEACH),
  n('la lagune', 'plage', 'fluent:water-wave', BEACH, 'fluent:canoe'),
  n('le surf', 'plage', 'fluent:person-surfing', 'fluent:water-wave'),
  n('le coucher de soleil', 'plage', 'fluent:sunset', BEACH),
  n('la station balnéaire', 'plage', BEACH),
  n('le jet-ski', 'plage', 'fluent:water-wave', BEACH, 'fluent:speedboat'),
  // Hotels
  n('l’hôtel', 'ville', HOTEL),
  n('l’Airbnb', 'ville', HOTEL, 'fluent:house'),
  n('la résidence meublée', 'ville', HOTEL, 'fluent:house'),
  n('l’auberge', 'ville', HOTEL),
  n('le campement', 'ville', HOTEL, 'fluent:hut', 'fluent:camping'),
  // Abroad, in the region's words
  n('Mbeng', 'ville', PLANE, GLOBE),
  n('le mbenguiste', 'ville', PLANE, GLOBE),
  n('le benguiste', 'ville', PLANE, GLOBE),
  n('le mikiliste', 'ville', PLANE, GLOBE),
  n('Poto', 'ville', PLANE, GLOBE),
  n('l’aventure', 'ville', PLANE, GLOBE, 'fluent:luggage'),
  n('le Modou-Modou', 'ville', PLANE, GLOBE, 'fluent:luggage'),
  v('vivre à l’étranger', 'ville', PLANE, GLOBE),
  // Night and times of day as settings
  n('la vie nocturne', 'ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'),
  n('Abidjan by night', 'ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk', CITY),
  n('le lever du soleil', 'plage', 'fluent:sunrise', 'fluent:sunrise-over-mountains'),
  // Phrases whose words mislead alone
  t('hier soir', 'auto', [MOTO], [
    'Hier soir, mon zémidjan m’a abandonné',
    'Ce qui s’est passé hier soir en moto',
    'Hier soir à moto : le choc',
    'Ma moto volée hier soir',
  ]),
  t('pièce par pièce', 'auto', [CAR, WRENCH, MECHANIC], [
    'Je démonte ma voiture pièce par pièce',
    'Ma Corolla restaurée pièce par pièce',
    'Pièce par pièce : je refais ma voiture',
    'Une voiture montée pièce par pièce',
  ]),
  t('carte de visite', 'argent', [BRIEFCASE], [
    'Ma carte de visite pour mon business',
    'Carte de visite : l’erreur des entrepreneurs',
    'Le business de la carte de visite',
    'Une carte de visite qui vend',
  ]),
  t('prendre l’air', 'plage', [BEACH, 'fluent:water-wave'], [
    'Prendre l’air à la plage de Bassam',
    'On est allés prendre l’air au bord de la mer',
    'Prendre l’air à la mer après le travail',
    'Prendre l’air : une journée à la plage',
  ]),
];

export const ALL_PROBES: KeywordProbe[] = [...MONEY_PROBES, ...TECH_PROBES, ...VEHICLE_PROBES, ...PLACE_PROBES];

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
/** « de » before the noun group, contracted as French writes it (« du zémidjan », « des gigas »). */
const ofThe = (group: string): string =>
  group.replace(/^le /i, 'du ').replace(/^les /i, 'des ').replace(/^(la |l’|mon |ma |mes )/i, 'de $1').replace(/^(?!du |des |de )/, 'de ');

/** The four titles a probe is tried in: natural frames of creators' titles. */
export function probeTitles(probe: KeywordProbe): string[] {
  if (probe.titles) return probe.titles;
  const { text } = probe;
  if (probe.form === 'v') return [`${capitalize(text)} à Abidjan`, `${capitalize(text)} : ce que personne ne te dit`, `Pourquoi ${text} en 2026 ?`, `${capitalize(text)}, mon expérience`];
  return [`${capitalize(text)} à Abidjan : mon avis`, `Le vrai prix ${ofThe(text)} en 2026`, `J’ai testé ${text} pendant 30 jours`, `${capitalize(text)} : ce que personne ne te dit`];
}
