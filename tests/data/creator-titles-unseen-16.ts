/**
 * A sixteenth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them: tutorials, reviews, unboxings, vlogs, reactions and news
 * from creators of francophone Africa. Committed in one commit before being measured, and never tuned
 * on: it measures the matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; two accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles16: UnseenTitle[] = [
  // Football
  {
    title: 'Réaction : Côte d’Ivoire 1-2 Cap-Vert, les Éléphants nous ont déçus',
    accept: ['flag:ci', 'flag:cv', 'fluent:soccer-ball'],
    topic: 'football',
  },
  { title: 'Unboxing du nouveau maillot des Lions de l’Atlas !', accept: ['fluent:t-shirt', 'flag:ma', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Top 5 des gardiens camerounais de tous les temps', accept: ['flag:cm', 'fluent:goal-net', 'fluent:gloves'], topic: 'football' },

  // Other sports
  { title: 'Vlog : une journée dans une écurie de lutte à Pikine', accept: ['fluent:person-wrestling', 'fluent:man-wrestling'], topic: 'sport' },
  { title: "J'ai couru 10 km sous 42 degrés à Niamey", accept: ['fluent:person-running', 'fluent:man-running', 'fluent:hot-face'], topic: 'sport' },

  // Cooking and street food
  { title: 'Tuto : le vrai thieb de ma grand-mère à Saint-Louis', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Une journée dans la vie d’une vendeuse de garba à Yopougon', accept: ['minia:attieke'], topic: 'cuisine' },
  {
    title: 'On a testé 3 dibiteries de la Médina : laquelle est la meilleure ?',
    accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'],
    topic: 'cuisine',
  },

  // Money and business
  { title: "Ce que j'ai acheté avec 5000 FCFA au grand marché de Bamako", accept: [...fcfa], topic: 'argent' },
  { title: 'Tuto : envoyer de l’argent avec Wave sans payer de frais', accept: [...phone, 'minia:billets-fcfa'], topic: 'argent' },
  { title: "J'ai vendu de l'alloco pendant 30 jours, voici mon bénéfice", accept: ['minia:alloco', ...fcfa], topic: 'argent' },

  // Phones and apps
  { title: 'Test du Tecno Camon 30 : vaut-il vraiment 150 000 F ?', accept: [...phone], topic: 'tech' },
  { title: 'Unboxing : Infinix ou Itel ?', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'tech' },
  {
    title: 'Tuto : lancer sa chaîne YouTube avec un seul téléphone',
    accept: ['minia:bouton-lecture', 'minia:smartphone', 'fluent:mobile-phone'],
    topic: 'tech',
  },

  // School and university
  {
    title: 'Résultats du BAC 2025 : ma réaction en direct',
    accept: ['fluent:graduation-cap', 'fluent:page-facing-up', 'fluent:memo'],
    topic: 'ecole',
  },
  { title: 'Vlog : ma première semaine à l’université de Lomé', accept: ['fluent:graduation-cap', 'minia:ecole', 'flag:tg'], topic: 'ecole' },
  { title: '5 astuces pour réviser le BEPC sans stress', accept: ['fluent:books', 'fluent:open-book', 'fluent:memo'], topic: 'ecole' },

  // City
  { title: 'Les embouteillages de Yaoundé', accept: ['fluent:automobile', 'minia:ville', 'flag:cm'], topic: 'ville' },
  { title: 'Kinshasa by night : on visite Matonge', accept: ['flag:cd', 'fluent:cityscape-at-dusk', 'minia:ville'], topic: 'ville' },

  // Beach and travel
  {
    title: 'On a testé la plage de Grand-Bassam un dimanche',
    accept: ['fluent:beach-with-umbrella', 'flag:ci', 'fluent:water-wave'],
    topic: 'plage',
  },
  {
    title: 'Vlog : 48 heures à Kribi, entre la plage et le poisson braisé',
    accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'flag:cm'],
    topic: 'plage',
  },
  { title: 'Vlog : en pirogue vers les îles du Saloum', accept: ['fluent:canoe', 'fluent:desert-island', 'flag:sn'], topic: 'plage' },

  // Mosque and church
  {
    title: 'Vlog : le Magal de Touba comme vous ne l’avez jamais vu',
    accept: ['fluent:mosque', 'fluent:prayer-beads', 'flag:sn'],
    topic: 'religion',
  },
  { title: 'Mon avis sur les églises de réveil à Kinshasa', accept: ['fluent:church', 'fluent:latin-cross', 'flag:cd'], topic: 'religion' },

  // Hair, make-up, fabrics
  {
    title: 'Tuto : tresses knotless',
    accept: ['fluent:woman-curly-hair', 'fluent:hair-pick', 'fluent:woman-getting-haircut'],
    topic: 'beaute',
  },
  {
    title: 'Ma routine make-up avec des produits à moins de 2000 F',
    accept: ['fluent:lipstick', 'fluent:lotion-bottle', 'fluent:nail-polish'],
    topic: 'beaute',
  },
  {
    title: 'Les prix du wax au marché Dantokpa, ça a grimpé !',
    accept: ['fluent:womans-clothes', 'fluent:dress', 'minia:billets-fcfa'],
    topic: 'beaute',
  },

  // Games
  {
    title: 'Tournoi FIFA au quartier : 32 joueurs et une seule manette',
    accept: ['fluent:video-game', 'fluent:joystick', 'fluent:trophy'],
    topic: 'jeux',
  },
  { title: 'PS5 d’occasion à Adjamé : bonne affaire ou arnaque ?', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },

  // Music and dance
  {
    title: 'Réaction au nouveau clip coupé-décalé, c’est trop chaud !',
    accept: ['fluent:musical-notes', 'fluent:man-dancing', 'fluent:clapper-board'],
    topic: 'musique',
  },
  {
    title: 'Tuto : apprendre les pas de ndombolo en 5 minutes',
    accept: ['fluent:man-dancing', 'fluent:woman-dancing', 'fluent:musical-notes'],
    topic: 'musique',
  },
  { title: 'Djembé à 30 000 F ou à 100 000 F : on compare', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },

  // Cars and motorbikes
  { title: 'Test de la moto Jakarta à 450 000 F', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  {
    title: 'Corolla ou Elantra pour faire le taxi à Conakry ?',
    accept: ['fluent:oncoming-taxi', 'fluent:taxi', 'fluent:automobile'],
    topic: 'auto',
  },
  {
    title: "Permis de conduire à Rabat : j'ai échoué 2 fois",
    accept: ['fluent:automobile', 'fluent:identification-card', 'flag:ma'],
    topic: 'auto',
  },

  // Housing and building
  {
    title: 'Combien coûte une maison de 3 chambres à Abomey-Calavi ?',
    accept: ['fluent:house', 'fluent:house-with-garden', 'minia:billets-fcfa'],
    topic: 'maison',
  },
  {
    title: 'Vlog chantier : on coule la dalle !',
    accept: ['fluent:building-construction', 'fluent:brick', 'fluent:construction-worker'],
    topic: 'maison',
  },
  {
    title: 'Tuto déco : mon salon refait avec 50 000 F seulement',
    accept: ['fluent:couch-and-lamp', 'fluent:framed-picture', 'minia:billets-fcfa'],
    topic: 'maison',
  },

  // Parties
  { title: "Mariage à Libreville : on a dansé jusqu'au matin", accept: ['fluent:wedding', 'fluent:ring', 'flag:ga'], topic: 'fete' },
  {
    title: 'Réveillon 2026 à Abidjan : le feu d’artifice sur la lagune',
    accept: ['fluent:fireworks', 'fluent:sparkler', 'flag:ci'],
    topic: 'fete',
  },

  // Health
  {
    title: 'Palu : 5 signes qu’il faut vite aller à l’hôpital',
    accept: ['fluent:mosquito', 'fluent:hospital', 'fluent:face-with-thermometer'],
    topic: 'sante',
  },
  { title: 'Mon avis sur les médicaments vendus au bord de la route', accept: ['fluent:pill', 'fluent:warning'], topic: 'sante' },
  {
    title: 'Interview : une sage-femme de Bobo-Dioulasso raconte ses gardes de nuit',
    accept: ['fluent:woman-health-worker', 'fluent:health-worker', 'fluent:baby'],
    topic: 'sante',
  },

  // Farming and livestock
  {
    title: "J'ai planté 2 hectares de maïs : voici ma récolte",
    accept: ['fluent:ear-of-corn', 'fluent:man-farmer', 'fluent:farmer'],
    topic: 'agriculture',
  },
  {
    title: 'Élevage de poulets de chair : mes 500 premiers sujets',
    accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:rooster'],
    topic: 'agriculture',
  },
  { title: 'Test d’un motoculteur chinois dans nos rizières', accept: ['fluent:tractor', 'fluent:sheaf-of-rice'], topic: 'agriculture' },

  // News
  {
    title: "Flash info : pas d'électricité à Conakry depuis 3 jours",
    accept: ['fluent:light-bulb', 'fluent:electric-plug', 'fluent:high-voltage'],
    topic: 'actu',
  },
  { title: 'Hausse du prix du carburant au Cameroun', accept: ['fluent:fuel-pump', 'flag:cm', 'fluent:chart-increasing'], topic: 'actu' },

  // Stories
  { title: 'Pardonne-moi maman', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: "Storytime : mon patron ne m'a jamais payé", accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
