/**
 * A twenty-sixth set of fifty titles written for issue 30, blind: each about one everyday thing or
 * event (a purchase, a repair, a recipe, a trip, a ceremony, a match, an exam, an illness, a harvest…),
 * with the subjects a creator would accept and the topic whose scene belongs behind them. Committed
 * in one commit before being measured, and never tuned on: they measure the matcher, the scenes and
 * the variety on titles nothing was fitted to. Same rules as `creator-titles.ts`; two accept only a
 * person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles26: UnseenTitle[] = [
  // Football
  {
    title: "ASEC-Africa : j'étais au Félix-Houphouët-Boigny, l'ambiance de fou !",
    accept: ['fluent:soccer-ball', 'fluent:stadium'],
    topic: 'football',
  },
  {
    title: "Sénégal ou Côte d'Ivoire ? Mon prono pour la finale de la CAN",
    accept: ['flag:sn', 'flag:ci', 'fluent:soccer-ball'],
    topic: 'football',
  },
  {
    title: "Mes crampons à 7 500 F au marché d'Adjamé",
    accept: ['fluent:running-shoe', 'fluent:soccer-ball', 'minia:billets-fcfa'],
    topic: 'football',
  },
  // Other sports
  {
    title: "Modou Lô contre Siteu : le combat de lutte de l'année",
    accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'flag:sn'],
    topic: 'sport',
  },
  {
    title: "Je cours 10 km à Abidjan sans m'arrêter",
    accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'],
    topic: 'sport',
  },
  // Cooking
  { title: 'Mon garba du matin à 500 F', accept: ['minia:attieke', ...fcfa], topic: 'cuisine' },
  { title: 'Ndolé aux crevettes comme à Douala', accept: ['fluent:shrimp', 'flag:cm'], topic: 'cuisine' },
  { title: 'Bissap glacé : 3 erreurs à éviter avant de le vendre', accept: ['minia:bissap'], topic: 'cuisine' },
  // Money
  {
    title: "J'ai envoyé 50 000 F par Orange Money au mauvais numéro",
    accept: [...phone, 'minia:argent-envole'],
    topic: 'argent',
  },
  {
    title: 'Tontine : on a cotisé 1 million FCFA en 6 mois',
    accept: ['minia:sac-fcfa', ...fcfa],
    topic: 'argent',
  },
  {
    title: "Ouvrir un compte en banque à Bamako : ce qu'on ne te dit pas",
    accept: ['minia:banque', 'flag:ml'],
    topic: 'argent',
  },
  // Tech
  {
    title: 'Mon téléphone tombé, écran cassé : réparation à Marcory',
    accept: [...phone, 'fluent:hammer-and-wrench'],
    topic: 'tech',
  },
  {
    title: 'Tecno ou Infinix ? Lequel acheter avec 80 000 F',
    accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'],
    topic: 'tech',
  },
  { title: 'Mon premier ordinateur portable acheté à Dantokpa', accept: ['fluent:laptop'], topic: 'tech' },
  // School
  {
    title: 'BAC 2025 : je découvre mes résultats en direct',
    accept: ['fluent:graduation-cap', 'minia:ecole', 'fluent:memo'],
    topic: 'ecole',
  },
  {
    title: 'BEPC dans 4 semaines : mon planning de révision',
    accept: ['fluent:books', 'fluent:open-book', 'fluent:memo'],
    topic: 'ecole',
  },
  {
    title: 'Rentrée à Ouaga : les fournitures à moins de 10 000 F',
    accept: ['fluent:backpack', 'fluent:pencil', 'minia:ecole'],
    topic: 'ecole',
  },
  // City
  { title: 'Une journée à Dakar-Plateau', accept: ['minia:ville', 'flag:sn'], topic: 'ville' },
  {
    title: 'Kinshasa la nuit : bouchons et ambiance à Victoire',
    accept: ['minia:ville', 'flag:cd', 'fluent:night-with-stars'],
    topic: 'ville',
  },
  // Beach
  { title: 'Baignade à Kribi', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree'], topic: 'plage' },
  { title: 'On a pêché un thiof à Yoff !', accept: ['fluent:fish', 'fluent:fishing-pole'], topic: 'plage' },
  // Religion
  { title: 'Ma première Tabaski loin de la famille', accept: ['fluent:ram', 'fluent:ewe'], topic: 'religion' },
  {
    title: 'Pourquoi je prie à la grande mosquée de Djenné chaque vendredi',
    accept: ['fluent:mosque', 'flag:ml'],
    topic: 'religion',
  },
  {
    title: 'Veillée de prière à la basilique de Yamoussoukro',
    accept: ['fluent:church', 'fluent:place-of-worship'],
    topic: 'religion',
  },
  // Beauty
  {
    title: 'Ma coupe chez le coiffeur du quartier : 1 000 F',
    accept: ['fluent:barber-pole', 'fluent:person-getting-haircut', 'fluent:man-getting-haircut'],
    topic: 'beaute',
  },
  { title: 'Karité pur : mon rituel pour les cheveux crépus', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Je teste le maquillage à 2 000 F du marché Sandaga', accept: ['fluent:lipstick'], topic: 'beaute' },
  // Games
  { title: 'FIFA 25 contre mon petit frère : 5-2 !', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ludo avec les tontons', accept: ['fluent:game-die'], topic: 'jeux' },
  // Music
  {
    title: "J'ai joué du djembé au mariage de ma cousine",
    accept: ['fluent:long-drum', 'fluent:drum'],
    topic: 'musique',
  },
  {
    title: 'Coupé-décalé ou afrobeats : quel son pour ta soirée ?',
    accept: ['fluent:musical-notes', 'fluent:musical-note', 'fluent:headphone'],
    topic: 'musique',
  },
  {
    title: 'Ma nouvelle chanson en bambara, écoutez !',
    accept: ['fluent:microphone', 'fluent:studio-microphone', 'fluent:musical-notes'],
    topic: 'musique',
  },
  // Vehicles
  {
    title: 'Combien coûte un zémidjan à Cotonou ?',
    accept: ['fluent:motorcycle', 'fluent:motor-scooter'],
    topic: 'auto',
  },
  {
    title: 'Ma Corolla en panne sur la route de Bamako',
    accept: ['fluent:automobile', 'fluent:oncoming-automobile'],
    topic: 'auto',
  },
  {
    title: "J'achète ma première moto : 450 000 FCFA !",
    accept: ['fluent:motorcycle', 'fluent:motor-scooter', 'minia:billets-fcfa'],
    topic: 'auto',
  },
  // Home
  { title: 'On déménage à Yaoundé !', accept: ['fluent:house', 'fluent:house-with-garden'], topic: 'maison' },
  {
    title: "Combien j'ai payé pour construire ma maison au village ?",
    accept: ['fluent:house', 'fluent:building-construction', 'minia:billets-fcfa'],
    topic: 'maison',
  },
  // Parties and ceremonies
  {
    title: 'Mariage coutumier à Bafoussam : on a apporté toute la dot',
    accept: ['fluent:wedding', 'fluent:ring'],
    topic: 'fete',
  },
  {
    title: 'Anniversaire surprise pour ma mère à Casablanca, elle a pleuré',
    accept: ['fluent:birthday-cake'],
    topic: 'fete',
  },
  {
    title: 'Baptême de mon fils : 300 invités et zéro stress',
    accept: ['fluent:baby', 'fluent:party-popper'],
    topic: 'fete',
  },
  // Health
  { title: "Le palu m'a mis KO", accept: ['fluent:mosquito', 'fluent:face-with-thermometer'], topic: 'sante' },
  {
    title: "J'ai donné mon sang au CNTS de Ouaga",
    accept: ['fluent:drop-of-blood', 'fluent:syringe'],
    topic: 'sante',
  },
  { title: "6 heures d'attente aux urgences du CHU de Treichville", accept: ['fluent:hospital'], topic: 'sante' },
  // Farming
  { title: "Récolte d'arachide à Kaolack : 3 tonnes cette année !", accept: ['fluent:peanuts'], topic: 'agriculture' },
  { title: 'Mon champ de maïs à Franceville après la pluie', accept: ['fluent:ear-of-corn'], topic: 'agriculture' },
  {
    title: "Élevage de poulets : j'ai perdu 200 bêtes en une nuit",
    accept: ['fluent:chicken', 'fluent:rooster'],
    topic: 'agriculture',
  },
  // News
  {
    title: "Conakry : 3 jours sans courant, les gens n'en peuvent plus",
    accept: ['fluent:light-bulb', 'fluent:high-voltage', 'flag:gn'],
    topic: 'actu',
  },
  {
    title: "Inondations à Niamey : ce que j'ai vu ce matin",
    accept: ['fluent:water-wave', 'fluent:cloud-with-rain', 'flag:ne'],
    topic: 'actu',
  },
  // Stories
  { title: "Storytime : mon patron m'a viré le jour de la paie", accept: [PERSON], topic: 'histoire' },
  { title: "On m'a arnaqué au grand marché de Lomé… je raconte tout", accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
