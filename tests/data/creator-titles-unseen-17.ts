/**
 * A seventeenth set of fifty titles written for issue 30, by creators outside the capitals (villages,
 * small towns, farming, artisans, transport between towns, feasts), with the subjects a creator would
 * accept and the topic whose scene belongs behind them. Committed in one commit before being measured,
 * and never tuned on: it measures the matcher, the scenes and the variety on titles nothing was fitted
 * to. Same rules as `creator-titles.ts`; three accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles17: UnseenTitle[] = [
  // Football
  {
    title: 'Finale navétanes à Mbour : ASC Jamm bat Thiossane 2-1 devant tout le quartier',
    accept: ['fluent:soccer-ball', 'fluent:trophy'],
    topic: 'football',
  },
  { title: 'Au village, nos buts de foot sont en bambou', accept: ['fluent:goal-net', 'fluent:soccer-ball'], topic: 'football' },
  {
    title: 'Crampons à 3500 F ou pieds nus : on joue comment à Korhogo ?',
    accept: ['fluent:soccer-ball', 'fluent:running-shoe'],
    topic: 'football',
  },

  // Sport
  {
    title: 'Laamb à Fatick : le champion du village contre le géant de Kaolack',
    accept: ['fluent:person-wrestling', 'fluent:man-wrestling'],
    topic: 'sport',
  },
  {
    title: 'Kokowa de Maradi : qui a gagné le taureau cette année ?',
    accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:ox'],
    topic: 'sport',
  },

  // Cuisine
  { title: 'Mafé de mouton au feu de bois chez ma grand-mère à Kayes', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: 'Attiéké de Jacqueville ou de Dabou, lequel est le vrai ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Msemen du bled', accept: ['fluent:flatbread'], topic: 'cuisine' },

  // Argent
  {
    title: 'Ce que je fais des 50 000 F que mon frère envoie d’Italie',
    accept: [...fcfa, 'minia:argent-envole'],
    topic: 'argent',
  },
  {
    title: 'Tontine des vendeuses du marché de Koudougou : 2 millions FCFA en 1 an',
    accept: [...fcfa, 'minia:sac-fcfa'],
    topic: 'argent',
  },
  {
    title: 'Wave ou Orange Money pour recevoir l’argent au village ?',
    accept: [...phone, 'minia:smartphone-2'],
    topic: 'argent',
  },

  // Tech
  {
    title: 'J’ai mis un panneau solaire de 85 000 F sur ma case',
    accept: ['fluent:sun', 'fluent:light-bulb', 'fluent:battery'],
    topic: 'tech',
  },
  {
    title: 'Écran de téléphone cassé : le réparateur de Bouaflé le change pour 2000 F',
    accept: [...phone, 'fluent:wrench'],
    topic: 'tech',
  },

  // École
  {
    title: '12 km à pied chaque matin pour aller au collège',
    accept: ['minia:ecole', 'fluent:school', 'fluent:backpack'],
    topic: 'ecole',
  },
  { title: 'Réviser le BEPC à la lampe : mes 7 astuces', accept: ['fluent:books', 'fluent:open-book'], topic: 'ecole' },
  {
    title: 'Notre maître à Dapaong enseigne le matin et cultive le soir',
    accept: ['fluent:teacher', 'fluent:man-teacher', 'minia:ecole'],
    topic: 'ecole',
  },

  // Ville
  { title: 'Mouila, ma petite ville', accept: ['minia:ville', 'fluent:houses'], topic: 'ville' },
  {
    title: 'Quitter Abidjan pour s’installer à Man, bonne idée ou pas ?',
    accept: ['minia:ville', 'flag:ci'],
    topic: 'ville',
  },

  // Plage
  {
    title: 'Pêche en pirogue à Kayar, départ à 4h du matin',
    accept: ['fluent:canoe', 'fluent:fish', 'fluent:fishing-pole'],
    topic: 'plage',
  },
  {
    title: 'Week-end à Grand-Popo : plage, coco et poisson braisé pour 10 000 F',
    accept: ['fluent:beach-with-umbrella', 'fluent:coconut', 'fluent:palm-tree'],
    topic: 'plage',
  },

  // Religion
  {
    title: 'Tabaski : combien coûte un mouton au foirail de Kolda cette année ?',
    accept: ['fluent:ram', 'fluent:ewe'],
    topic: 'religion',
  },
  { title: 'Magal : j’ai marché de Diourbel à Touba', accept: ['fluent:mosque', 'fluent:prayer-beads'], topic: 'religion' },
  { title: 'Messe de minuit dans notre petite église en brousse', accept: ['fluent:church', 'fluent:latin-cross'], topic: 'religion' },

  // Beauté
  {
    title: 'Tresses au village : 1500 F la coiffure, je teste !',
    accept: ['fluent:woman-getting-haircut', 'fluent:hair-pick'],
    topic: 'beaute',
  },
  {
    title: 'Le tailleur de Ziguinchor m’a cousu mon grand boubou en 1 jour',
    accept: ['fluent:sewing-needle', 'fluent:thread'],
    topic: 'beaute',
  },

  // Jeux
  { title: 'Dames sous l’arbre à palabres : qui va battre le vieux Moussa ?', accept: ['fluent:chess-pawn'], topic: 'jeux' },
  { title: 'PES au vidéo club du quartier, 100 F la partie', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },

  // Musique
  { title: 'Le meilleur joueur de balafon de Sikasso ?', accept: ['fluent:musical-notes', 'fluent:musical-note'], topic: 'musique' },
  { title: 'Djembé : 3 rythmes faciles', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: 'Mon grand-père chante encore à 90 ans', accept: [PERSON, BIG_WORD, 'fluent:microphone'], topic: 'musique' },

  // Auto
  { title: 'Bamako–Ségou en car : 6h de route, 7500 F le ticket', accept: ['fluent:bus', 'fluent:oncoming-bus'], topic: 'auto' },
  {
    title: 'Ma Jakarta m’a lâché en brousse : le mécano du village la répare en 20 min',
    accept: ['fluent:motorcycle', 'fluent:wrench'],
    topic: 'auto',
  },
  { title: 'Taxi-brousse Kara–Lomé : 9 passagers dans une 505 !', accept: ['fluent:automobile', 'fluent:taxi'], topic: 'auto' },
  {
    title: 'Kikwit–Idiofa en camion : 3 jours dans la boue, tokomi !',
    accept: ['fluent:articulated-lorry', 'fluent:delivery-truck'],
    topic: 'auto',
  },

  // Maison
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: 'Construire une case en banco pour 300 000 F, le devis complet', accept: ['fluent:hut', 'fluent:brick', 'fluent:building-construction'], topic: 'maison' },
  {
    title: 'J’ai fait mon lit en bois avec le menuisier du village',
    accept: ['fluent:bed', 'fluent:carpentry-saw', 'fluent:wood'],
    topic: 'maison',
  },

  // Fête
  // Widened once read: the second annotator, labelling blind, accepts it.
  {
    title: 'Mariage au village : la famille du marié est venue avec 10 chèvres !',
    accept: ['fluent:goat', 'fluent:ring', 'fluent:wedding'],
    topic: 'fete',
  },
  { title: 'Baptême à Tahoua : on a égorgé 2 béliers pour le petit', accept: ['fluent:baby', 'fluent:ram'], topic: 'fete' },
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: 'Funérailles au village bamiléké : pourquoi ça coûte si cher ?', accept: ['fluent:coffin', 'fluent:headstone'], topic: 'fete' },

  // Santé
  { title: 'Piqûre de scorpion au champ : que faire avant le dispensaire ?', accept: ['fluent:scorpion'], topic: 'sante' },
  { title: 'Palu, typhoïde ou simple fatigue ?', accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:pill'], topic: 'sante' },
  // Widened once read: the second annotator, labelling blind, accepts it.
  {
    title: 'La sage-femme de notre village : 30 accouchements ce mois-ci',
    accept: ['fluent:pregnant-woman', 'fluent:baby', 'fluent:woman-health-worker'],
    topic: 'sante',
  },

  // Agriculture
  { title: 'Récolte d’arachide à Kaffrine : 2 tonnes sur 1 hectare !', accept: ['fluent:peanuts'], topic: 'agriculture' },
  {
    title: 'Élevage de poulets au village : ce que j’ai gagné en 45 jours',
    accept: ['fluent:chicken', 'fluent:rooster', 'fluent:baby-chick'],
    topic: 'agriculture',
  },
  { title: 'Tracteur ou charrue ?', accept: ['fluent:tractor', 'fluent:ox'], topic: 'agriculture' },
  { title: 'Au souk d’Azilal, j’ai acheté un âne pour 4000 dirhams', accept: ['fluent:donkey'], topic: 'agriculture' },

  // Actu
  {
    title: 'Inondations à Maroua : des villages coupés du monde',
    accept: ['fluent:water-wave', 'fluent:cloud-with-rain'],
    topic: 'actu',
  },
  { title: 'Pourquoi les jeunes partent ?', accept: [PERSON], topic: 'actu' },

  // Histoire
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: 'L’histoire de Samory Touré racontée par les vieux de Kankan', accept: [PERSON, 'fluent:crossed-swords'], topic: 'histoire' },
  {
    title: 'Royaume du Danhomè : 3 choses que l’école ne t’apprend pas',
    accept: ['fluent:crown', 'flag:bj'],
    topic: 'histoire',
  },
];
