/**
 * A twenty-first set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them: creators of every kind, as a random slice of a
 * francophone African YouTube feed shows them. Committed in one commit before being measured, and
 * never tuned on: it measures the matcher, the scenes and the variety on titles nothing was fitted
 * to. Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles21: UnseenTitle[] = [
  { title: "Les Léopards éliminent l'Égypte aux tirs au but !! Réaction à chaud depuis Kinshasa", accept: ['fluent:soccer-ball', 'flag:cd', 'fluent:goal-net'], topic: 'football' },
  { title: 'Jaraaf vs Teungueth FC : 2-2 au stade, quel match !', accept: ['fluent:soccer-ball', 'fluent:stadium'], topic: 'football' },
  { title: 'Mon fils de 9 ans veut devenir footballeur pro, je fais quoi ?', accept: ['fluent:soccer-ball', 'fluent:boy'], topic: 'football' },
  { title: "Grand combat à l'arène nationale : qui va tomber dimanche ?", accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:stadium'], topic: 'sport' },
  { title: 'Je cours 10 km chaque matin au bord du fleuve à Niamey', accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'], topic: 'sport' },
  { title: 'Attiéké poisson braisé à 1500F au bord de la lagune, ça vaut le coup ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Le poulet DG de tata Odile, étape par étape', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Mafé ou yassa ce dimanche ?', accept: ['minia:mafe', 'minia:yassa'], topic: 'cuisine' },
  { title: "Tontine de 25 000 FCFA par semaine : comment on s'organise entre copines", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Orange Money ou Wave ? Les frais comparés pour envoyer 100 000F', accept: [...phone, 'minia:billets-fcfa'], topic: 'argent' },
  { title: "J'ai perdu 300.000f dans une arnaque crypto", accept: ['minia:argent-envole', ...fcfa], topic: 'argent' },
  { title: 'Test du nouveau Tecno à 95 000 FCFA, il vaut son prix ?', accept: [...phone], topic: 'tech' },
  { title: 'Starlink au Bénin : installation et premier test', accept: ['fluent:satellite-antenna', 'fluent:satellite', 'flag:bj'], topic: 'tech' },
  { title: 'PC portable reconditionné à 150k : bonne affaire ou piège ?', accept: ['fluent:laptop'], topic: 'tech' },
  { title: 'BAC : mes 7 conseils pour réussir la philo', accept: ['fluent:books', 'fluent:graduation-cap', 'fluent:memo'], topic: 'ecole' },
  { title: 'Résultats du BEPC : mon petit frère a eu 14 de moyenne !', accept: ['fluent:graduation-cap', 'fluent:student', 'fluent:boy'], topic: 'ecole' },
  { title: 'Quand ta maman voit ton bulletin du 2e trimestre', accept: ['fluent:page-facing-up', 'fluent:memo', PERSON], topic: 'ecole' },
  { title: 'Balade à Treichville', accept: ['minia:ville', 'fluent:cityscape', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: "Les embouteillages de Libreville, c'est quoi ça ?", accept: ['minia:ville', 'fluent:automobile', 'fluent:oncoming-automobile'], topic: 'ville' },
  { title: 'Week-end à Assinie : plage, piscine et poisson grillé', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Essaouira en hiver, le vent est fou !', accept: ['fluent:water-wave', 'fluent:beach-with-umbrella', 'fluent:wind-face'], topic: 'plage' },
  { title: 'Magal de Touba en images', accept: ['fluent:mosque', 'fluent:prayer-beads'], topic: 'religion' },
  { title: 'Comment prier le chapelet en famille ? Explication simple pour les enfants', accept: ['fluent:prayer-beads', 'fluent:latin-cross', 'fluent:folded-hands'], topic: 'religion' },
  { title: 'Ramadan : 5 erreurs à éviter au moment de la rupture', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Tresses collées en 2h chrono sur cheveux crépus', accept: ['fluent:woman-curly-hair', 'fluent:hair-pick', 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Mon avis honnête sur le beurre de karité du marché de Bobo-Dioulasso', accept: ['fluent:lotion-bottle', 'fluent:jar'], topic: 'beaute' },
  { title: 'Maquillage mariée peau noire', accept: ['fluent:lipstick', 'fluent:woman-with-veil'], topic: 'beaute' },
  { title: 'FIFA contre un abonné de Lomé, je me fais détruire 5-0', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: 'Ludo : la partie la plus longue de ma vie', accept: ['fluent:game-die', 'fluent:video-game'], topic: 'jeux' },
  { title: 'NOUVEAU SON ! Coupé-décalé (clip officiel)', accept: ['fluent:musical-notes', 'fluent:microphone', 'fluent:headphone'], topic: 'musique' },
  { title: "J'apprends la kora en 30 jours - Jour 1", accept: ['fluent:musical-notes', 'fluent:musical-score'], topic: 'musique' },
  { title: 'Corolla ou Elantra pour faire taxi à Conakry ?', accept: ['fluent:automobile', 'fluent:taxi', 'fluent:oncoming-taxi'], topic: 'auto' },
  { title: "Ma moto Jakarta m'a lâché en pleine route vers Parakou", accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Dédouaner une voiture au port de Cotonou : tout le processus expliqué de A à Z', accept: ['fluent:automobile', 'fluent:ship', 'fluent:customs'], topic: 'auto' },
  { title: 'Je construis ma maison à Bamako, étape 4 : la dalle', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Chambre salon à 60 000 F à Cocody, visite', accept: ['fluent:house', 'fluent:key', 'fluent:couch-and-lamp'], topic: 'maison' },
  { title: 'Comment garder la maison fraîche sans clim quand il fait 42 degrés ?', accept: ['fluent:house', 'fluent:hot-face', 'fluent:window'], topic: 'maison' },
  { title: 'Notre mariage coutumier à Bafoussam', accept: ['fluent:wedding', 'fluent:ring'], topic: 'fete' },
  { title: 'Tabaski : on a acheté le mouton à 250 000 FCFA !', accept: ['fluent:ram', 'fluent:ewe'], topic: 'fete' },
  { title: "Paludisme : les signes qu'il ne faut jamais ignorer", accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: "Drépanocytose, mon combat depuis l'enfance", accept: ['fluent:drop-of-blood'], topic: 'sante' },
  { title: "Perdre 8 kilos sans salle de sport, c'est possible ?", accept: ['fluent:green-salad', 'fluent:person-running', BIG_WORD], topic: 'sante' },
  { title: 'Mon champ de maïs à Bouaké après 3 mois', accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:farmer'], topic: 'agriculture' },
  { title: 'Poulets de chair : 500 sujets, voici mon bénéfice', accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:rooster'], topic: 'agriculture' },
  { title: 'Cacao : le prix bord champ augmente encore', accept: ['fluent:chart-increasing', 'fluent:farmer', 'fluent:seedling'], topic: 'agriculture' },
  { title: "Coupure d'électricité à Conakry : ça va durer jusqu'à quand ?", accept: ['fluent:light-bulb', 'fluent:electric-plug', 'fluent:high-voltage'], topic: 'actu' },
  { title: 'Flash info : les pluies font des dégâts à Kinshasa', accept: ['fluent:cloud-with-rain', 'fluent:newspaper', 'fluent:umbrella-with-rain-drops'], topic: 'actu' },
  { title: "Ma belle-mère m'a mis dehors", accept: [PERSON], topic: 'histoire' },
  { title: "J'ai tout plaqué en France pour rentrer à Ouaga", accept: ['fluent:airplane', 'fluent:luggage', PERSON], topic: 'histoire' },
  { title: "Mon meilleur ami m'a trahi... je vous raconte tout", accept: ['fluent:broken-heart', PERSON], topic: 'histoire' },
];
