/**
 * A tenth set of fifty titles written for issue 30, with the subjects a creator would accept and the
 * topic whose scene belongs behind them. Written before the next round of tuning, committed in one
 * commit before being measured, and never tuned on: it measures the matcher, the scenes and the
 * variety on titles nothing was fitted to. Its sentences come from everyday situations and shapes the
 * earlier sets use little (imperatives, « POV : », stories, versus, numbers first, questions without
 * a question word). Same rules as `creator-titles.ts`; three accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles10: UnseenTitle[] = [
  // Football
  { title: 'Pourquoi les Léopards perdent toujours aux tirs au but ?', accept: ['flag:cd', 'fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  { title: "POV : tu joues les navétanes et l'arbitre est ton tonton", accept: ['fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  // Sport
  {
    title: "J'ai suivi l'entraînement d'un lutteur de Guédiawaye pendant 7 jours",
    accept: ['fluent:person-wrestling', 'fluent:flexed-biceps', 'fluent:man-lifting-weights'],
    topic: 'sport',
  },
  { title: "21 km sans m'arrêter à Yaoundé ?", accept: ['fluent:person-running', 'fluent:running-shoe', 'fluent:sports-medal'], topic: 'sport' },
  // Cuisine
  { title: "Le vrai garba d'Abidjan à 300 F, pas celui des restos", accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Pain, beurre et café Touba : mon petit-déj à 250 F', accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:hot-beverage'], topic: 'cuisine' },
  { title: 'Msemen sans four !', accept: ['fluent:flatbread'], topic: 'cuisine' },
  // Argent
  { title: 'Tontine de 50 000 F par mois : bonne idée ou piège ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Wave, Orange Money ou MoMo : lequel prend le moins de frais ?', accept: [...phone, 'minia:smartphone-2'], topic: 'argent' },
  { title: "Pourquoi j'ai quitté mon CDI pour vendre des pagnes", accept: ['fluent:briefcase', PERSON], topic: 'argent' },
  // Tech
  { title: 'Ton téléphone chauffe ? Fais ça tout de suite', accept: [...phone, 'fluent:fire'], topic: 'tech' },
  { title: "L'IA va-t-elle remplacer les secrétaires ?", accept: ['fluent:robot', 'fluent:woman-office-worker', 'fluent:office-worker'], topic: 'tech' },
  // École
  { title: 'BEPC 2025 : les 4 erreurs qui font échouer en maths', accept: ['fluent:triangular-ruler', 'fluent:abacus', 'fluent:memo'], topic: 'ecole' },
  { title: 'Réviser la nuit ou le matin ?', accept: ['fluent:crescent-moon', 'fluent:sunrise', 'fluent:books'], topic: 'ecole' },
  { title: "Redoubler la terminale m'a sauvé", accept: [PERSON], topic: 'ecole' },
  // Ville
  { title: 'Dakar-Thiès en TER : ça vaut vraiment 2 500 F ?', accept: ['fluent:train', 'fluent:high-speed-train', 'fluent:light-rail'], topic: 'ville' },
  { title: "Kinshasa la nuit, ce qu'on ne vous montre pas", accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Se perdre à Dantokpa avec 2 000 F en poche', accept: ['fluent:shopping-bags', 'fluent:basket', 'flag:bj'], topic: 'ville' },
  // Plage
  {
    title: 'Assinie un dimanche : paillote louée à 25 000 F',
    accept: ['fluent:beach-with-umbrella', 'fluent:umbrella-on-ground', 'fluent:palm-tree'],
    topic: 'plage',
  },
  { title: 'Ne vous baignez JAMAIS à cette plage de Lomé', accept: ['fluent:warning', 'fluent:water-wave', 'fluent:person-swimming'], topic: 'plage' },
  // Religion
  { title: 'Magal de Touba : 48 h à pied depuis Mbacké', accept: ['fluent:mosque', 'fluent:person-walking', 'fluent:footprints'], topic: 'religion' },
  {
    title: "Prier à l'heure quand on travaille au bureau, c'est possible ?",
    accept: ['fluent:folded-hands', 'fluent:person-kneeling', 'fluent:mosque'],
    topic: 'religion',
  },
  {
    title: "Veillée de prière à la cathédrale de Yaoundé, je n'oublierai jamais cette nuit",
    accept: ['fluent:church', 'fluent:candle', 'fluent:folded-hands'],
    topic: 'religion',
  },
  // Beauté
  { title: 'Tresses collées sans douleur ?', accept: ['fluent:woman-getting-haircut', 'fluent:hair-pick', 'fluent:woman-curly-hair'], topic: 'beaute' },
  { title: "Arrêtez le khéssal, voici ce qu'il fait à votre peau", accept: ['fluent:lotion-bottle', 'fluent:warning', 'fluent:no-entry'], topic: 'beaute' },
  { title: 'Maquillage de mariée à 15 000 F chez ma voisine', accept: ['fluent:lipstick', 'fluent:woman-with-veil'], topic: 'beaute' },
  // Jeux
  { title: "FIFA à 100 F la partie : j'ai affronté le roi du quartier", accept: ['fluent:video-game', 'fluent:joystick', 'fluent:crown'], topic: 'jeux' },
  { title: 'Je réponds à 20 questions de culture générale sans Google', accept: ['fluent:brain', 'fluent:red-question-mark'], topic: 'jeux' },
  { title: '24 h sans parler français, défi impossible ?', accept: ['fluent:zipper-mouth-face', BIG_WORD, PERSON], topic: 'jeux' },
  // Musique
  { title: 'Coupé-décalé ou ndombolo, qui fait le plus danser ?', accept: ['flag:ci', 'flag:cd', 'fluent:man-dancing'], topic: 'musique' },
  { title: 'Voici pourquoi le mbalax ne passe plus en boîte', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'], topic: 'musique' },
  { title: "J'apprends la kora à 35 ans", accept: ['fluent:musical-notes', BIG_WORD], topic: 'musique' },
  // Auto
  { title: "Jakarta ou voiture d'occasion ?", accept: ['fluent:motorcycle', 'fluent:automobile', 'fluent:motor-scooter'], topic: 'auto' },
  { title: "Vidange à 12 000 F : le garagiste m'a eu", accept: ['fluent:oil-drum', 'fluent:wrench', 'fluent:man-mechanic'], topic: 'auto' },
  // Maison
  {
    title: 'Construire une chambre salon au village, ça coûte combien vraiment ?',
    accept: ['fluent:building-construction', 'fluent:house', 'fluent:brick'],
    topic: 'maison',
  },
  { title: 'Loyer à Libreville : 3 appartements visités, mon avis honnête', accept: ['fluent:house', 'fluent:key', 'fluent:office-building'], topic: 'maison' },
  // Fête
  { title: "Baptême chez les Peuls : tout ce qu'on a préparé", accept: ['fluent:baby', 'fluent:ram'], topic: 'fete' },
  { title: 'Mariage à 5 millions ou juste à la mairie ?', accept: ['fluent:wedding', 'minia:sac-fcfa', 'fluent:classical-building'], topic: 'fete' },
  { title: "POV : ta tante t'a vu danser au mariage", accept: ['fluent:woman-dancing', PERSON], topic: 'fete' },
  // Santé
  { title: "Palu : ces signes qui doivent t'alerter", accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Dormir après le déjeuner, bon ou mauvais ?', accept: ['fluent:sleeping-face', 'fluent:bed', 'fluent:zzz'], topic: 'sante' },
  { title: '7 jours sans sucre', accept: [BIG_WORD, PERSON], topic: 'sante' },
  // Agriculture
  {
    title: 'Mes 2 hectares de maïs après la première pluie',
    accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:cloud-with-rain'],
    topic: 'agriculture',
  },
  { title: 'Poulets de chair à Ouaga : mon bilan après 45 jours', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:baby-chick'], topic: 'agriculture' },
  // Actualité
  {
    title: 'Gasoil à 750 F le litre à Bamako : qui paie vraiment ?',
    accept: ['fluent:fuel-pump', 'fluent:oil-drum', 'fluent:chart-increasing'],
    topic: 'actu',
  },
  { title: "Coupures d'électricité à Conakry, on en parle ?", accept: ['fluent:light-bulb', 'fluent:high-voltage', 'fluent:electric-plug'], topic: 'actu' },
  { title: 'Ce que personne ne dit sur la vie chère à Niamey', accept: ['fluent:shopping-cart', 'minia:billets-fcfa', 'flag:ne'], topic: 'actu' },
  // Histoire
  { title: "Mon patron m'a appelé à 23 h, voici ce qu'il voulait", accept: ['fluent:mobile-phone', 'fluent:telephone-receiver', PERSON], topic: 'histoire' },
  { title: "Le jour où j'ai raté mon vol à Casablanca", accept: ['fluent:airplane-departure', 'fluent:airplane', 'flag:ma'], topic: 'histoire' },
  { title: "Elle m'a bloqué partout", accept: [PERSON], topic: 'histoire' },
];
