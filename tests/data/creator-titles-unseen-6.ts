/**
 * A sixth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Committed in one commit before being measured and
 * before the next round of tuning, and never tuned on: it measures the matcher, the scenes and the
 * variety on titles nothing was fitted to. Written in other situations and sentence shapes than the
 * earlier sets. Same rules as `creator-titles.ts`; four accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles6: UnseenTitle[] = [
  // Football
  { title: 'Lions 2 - 1 Éléphants : les 3 erreurs du coach', accept: ['flag:sn', 'flag:ci', 'fluent:soccer-ball'], topic: 'football' },
  { title: "Les Léopards ont craqué à la 89e minute… j'ai pas dormi", accept: ['flag:cd', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Gardien du quartier à Yopougon, il arrête TOUT', accept: ['fluent:goal-net', 'fluent:gloves', 'fluent:soccer-ball'], topic: 'football' },
  // Sport
  { title: "Arènes de Pikine : j'ai tenu 2 minutes face à un lutteur pro", accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:flexed-biceps'], topic: 'sport' },
  { title: 'Pourquoi tu lâches la salle au bout de 3 jours', accept: ['fluent:person-lifting-weights', 'fluent:man-lifting-weights', 'fluent:flexed-biceps'], topic: 'sport' },
  // Cuisine
  { title: 'Garba du carrefour vs garba fait maison', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Ndolé comme chez ma grand-mère à Douala', accept: ['fluent:pot-of-food', 'fluent:leafy-green'], topic: 'cuisine' },
  { title: 'Bissap ou gingembre ?', accept: ['minia:bissap', 'fluent:ginger-root'], topic: 'cuisine' },
  // Argent
  { title: "Tontine de 25 000 F par semaine : voici pourquoi j'ai arrêté", accept: fcfa, topic: 'argent' },
  { title: 'Ce que personne ne dit sur les transferts Wave', accept: phone, topic: 'argent' },
  { title: 'Prêt refusé 3 fois à la banque', accept: ['minia:banque', 'minia:billets-fcfa'], topic: 'argent' },
  // Tech
  { title: 'Ton téléphone chauffe ? Fais ces 4 réglages', accept: phone, topic: 'tech' },
  { title: 'Starlink au village : ça vaut vraiment 450 000 FCFA ?', accept: ['fluent:satellite-antenna', 'fluent:satellite'], topic: 'tech' },
  // École
  { title: '7 sujets de maths qui tombent TOUJOURS au BEPC', accept: ['fluent:triangular-ruler', 'fluent:memo', 'fluent:books'], topic: 'ecole' },
  { title: "Redoubler la terminale n'est pas la fin", accept: ['fluent:graduation-cap', 'minia:ecole'], topic: 'ecole' },
  { title: 'Quand ta mère trouve ton bulletin du 2e trimestre', accept: [PERSON, 'fluent:page-facing-up'], topic: 'ecole' },
  // Ville
  { title: 'Adjamé à 6h du matin', accept: ['minia:ville', 'fluent:cityscape', 'fluent:sunrise'], topic: 'ville' },
  { title: 'Libreville by night, quartier par quartier', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  // Plage
  { title: 'Assinie à 6 : combien on a dépensé ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'minia:billets-fcfa'], topic: 'plage' },
  { title: 'Noix de coco à 300 F sur la plage de Kribi', accept: ['fluent:coconut', 'fluent:beach-with-umbrella'], topic: 'plage' },
  // Religion
  { title: 'Magal de Touba : 9 heures de car depuis Thiès', accept: ['fluent:mosque', 'fluent:bus'], topic: 'religion' },
  { title: "Ramadan au boulot, tenir jusqu'à la rupture", accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: "J'ai filmé toute une veillée de prière à Kinshasa", accept: ['fluent:church', 'fluent:folded-hands', 'fluent:candle'], topic: 'religion' },
  // Beauté
  { title: 'Tresses collées en 2h chrono, défi accepté', accept: ['fluent:hair-pick', 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Karité pur vs crème à 15 000 F : après 2 semaines', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Maquillage de mariée à Bamako pour moins de 20 000 F', accept: ['fluent:lipstick', 'fluent:woman-with-veil'], topic: 'beaute' },
  // Jeux
  { title: 'Free Fire avec une seule main pendant 24h', accept: ['fluent:video-game', 'fluent:mobile-phone', 'minia:smartphone'], topic: 'jeux' },
  { title: 'Celui qui rit a perdu, édition tantines', accept: [PERSON], topic: 'jeux' },
  // Musique
  { title: "Ce son m'a sauvé", accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:musical-note'], topic: 'musique' },
  { title: "J'ai appris le djembé en 2 semaines", accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  // Auto
  { title: 'Zémidjan ou taxi : lequel pour traverser Cotonou ?', accept: ['fluent:motorcycle', 'fluent:taxi', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Voiture venue de Belgique : 3 pièges au port de Lomé', accept: ['fluent:automobile', 'fluent:ship'], topic: 'auto' },
  { title: 'Permis raté à Casa, encore une fois', accept: ['fluent:automobile', 'fluent:identification-card'], topic: 'auto' },
  // Maison
  { title: 'Construire au village sans être sur place : mon erreur', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Le sac de ciment à 5 200 F ?!', accept: ['fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Chambre salon à Yaoundé pour 50 000 F par mois, visite', accept: ['fluent:house', 'fluent:couch-and-lamp', 'fluent:bed'], topic: 'maison' },
  // Fête
  { title: 'Ngénte de ma nièce : le mouton est arrivé en taxi', accept: ['fluent:ram', 'fluent:ewe', 'fluent:taxi'], topic: 'fete' },
  { title: "La dot au Cameroun, tout ce qu'on a apporté", accept: ['fluent:wrapped-gift', 'fluent:ring', 'flag:cm'], topic: 'fete' },
  { title: 'POV : tu danses seul au maquis et tout le monde filme', accept: ['fluent:man-dancing', 'fluent:mirror-ball'], topic: 'fete' },
  // Santé
  { title: "5 signes du palu qu'on ignore toujours", accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:pill'], topic: 'sante' },
  { title: 'Une nuit aux urgences de Donka', accept: ['fluent:hospital', 'fluent:ambulance'], topic: 'sante' },
  { title: "Boire 2 litres d'eau par jour pendant 21 jours", accept: ['fluent:droplet', 'fluent:potable-water'], topic: 'sante' },
  // Agriculture
  { title: 'Ce que la première pluie a changé dans mon champ', accept: ['fluent:seedling', 'fluent:cloud-with-rain', 'fluent:sheaf-of-rice'], topic: 'agriculture' },
  { title: 'Élever des escargots à Bobo-Dioulasso, ça rapporte ?', accept: ['fluent:snail'], topic: 'agriculture' },
  // Actu
  { title: "Délestages : ce qu'on sait ce soir", accept: ['fluent:high-voltage', 'fluent:light-bulb', 'fluent:electric-plug'], topic: 'actu' },
  { title: "Prix du pain à Niamey : les boulangers s'expliquent", accept: ['fluent:baguette-bread', 'fluent:bread'], topic: 'actu' },
  // Histoire
  { title: "Il m'a bloqué partout. Voici pourquoi.", accept: [PERSON], topic: 'histoire' },
  { title: "Arrête de t'excuser", accept: [PERSON], topic: 'histoire' },
  { title: "On m'a menti pendant 12 ans", accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: "Comment j'ai quitté mon CDI pour vendre des pagnes au marché", accept: ['fluent:briefcase'], topic: 'histoire' },
];
