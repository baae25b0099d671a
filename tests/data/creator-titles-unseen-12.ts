/**
 * A twelfth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Committed in one commit before the next round of
 * tuning is measured on it, and never tuned on: it measures the matcher, the scenes and the variety
 * on titles nothing was fitted to. Written from everyday situations and sentence shapes the earlier
 * sets use little. Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles12: UnseenTitle[] = [
  // Football
  { title: 'POV : ton oncle commente Guinée - Gabon à la radio', accept: ['flag:gn', 'flag:ga', 'fluent:radio'], topic: 'football' },
  { title: 'Les Panthères méritaient mieux ? Débrief à chaud', accept: ['flag:ga', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Tirs au but 4-3 : on a CRAQUÉ au maquis', accept: ['fluent:soccer-ball', 'fluent:goal-net', BIG_WORD], topic: 'football' },
  // Sport
  { title: 'Courir 10 km à Niamey sous 42°C, mauvaise idée ?', accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'fluent:hot-face'], topic: 'sport' },
  { title: 'Lutte : le combat que tout Pikine attendait depuis deux ans', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'flag:sn'], topic: 'sport' },
  // Cooking
  { title: 'Attiéké garba à 300 F : le meilleur d’Abidjan ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Ne jetez plus le riz d’hier ! 3 recettes express', accept: ['fluent:cooked-rice'], topic: 'cuisine' },
  // Money
  { title: 'Tontine entre collègues : 25 000 F par mois, ça vaut le coup ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Frais de retrait mobile money : je vous montre le vrai calcul', accept: [...phone, 'minia:pieces-fcfa'], topic: 'argent' },
  { title: 'Mon premier jour de stage dans une banque à Libreville', accept: ['minia:banque', 'fluent:briefcase'], topic: 'argent' },
  // Tech
  { title: 'Mon téléphone chauffe trop, voici la solution', accept: [...phone, 'fluent:fire'], topic: 'tech' },
  { title: 'Tecno ou Infinix ?', accept: ['fluent:mobile-phone', 'minia:smartphone', 'minia:smartphone-2'], topic: 'tech' },
  { title: 'Installer la fibre à Cotonou : mon expérience honnête', accept: ['fluent:globe-with-meridians', 'fluent:laptop'], topic: 'tech' },
  // School
  { title: 'BAC 2026 : comment j’ai eu 16 en philo sans cours du soir', accept: ['fluent:graduation-cap', 'fluent:books', BIG_WORD], topic: 'ecole' },
  { title: 'Réviser le BEPC en 2 semaines, c’est possible', accept: ['fluent:books', 'fluent:open-book'], topic: 'ecole' },
  { title: 'Le prof le plus sévère de mon lycée à Lomé', accept: ['fluent:man-teacher-dark', 'fluent:woman-teacher-dark', 'minia:ecole'], topic: 'ecole' },
  // City
  { title: 'Le grand marché de Bamako avec 5 000 F en poche', accept: ['fluent:shopping-bags', 'fluent:basket', 'flag:ml'], topic: 'ville' },
  { title: 'Dakar la nuit, ça ne dort jamais', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  // Beach
  { title: 'Week-end à Grand-Bassam : on a failli rater la pirogue', accept: ['fluent:canoe', 'fluent:beach-with-umbrella'], topic: 'plage' },
  { title: 'Kribi ou Assinie ?', accept: ['flag:cm', 'flag:ci', 'fluent:beach-with-umbrella'], topic: 'plage' },
  // Religion
  { title: 'Ramadan au bureau : 7 erreurs à éviter', accept: ['fluent:mosque', 'fluent:star-and-crescent', 'fluent:crescent-moon'], topic: 'religion' },
  { title: 'Chorale de Noël à Ouaga : j’ai pleuré dès le premier chant', accept: ['fluent:church', 'fluent:christmas-tree', 'fluent:musical-notes'], topic: 'religion' },
  { title: 'Le Magal en 60 secondes', accept: ['fluent:mosque', 'flag:sn'], topic: 'religion' },
  // Beauty
  { title: 'Tresses knotless : 3 jours de douleur pour ça ?!', accept: ['fluent:woman-curly-hair-dark', 'fluent:hair-pick'], topic: 'beaute' },
  { title: 'Karité pur du Burkina, avant / après sur peau sèche', accept: ['fluent:lotion-bottle', 'flag:bf'], topic: 'beaute' },
  { title: 'Le xessal m’a brûlé la peau, mon témoignage', accept: ['fluent:lotion-bottle', PERSON], topic: 'beaute' },
  // Games
  { title: 'FIFA contre mon petit frère, le perdant paie le pain', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:baguette-bread'], topic: 'jeux' },
  { title: 'Devine le pays avec son drapeau, niveau impossible', accept: ['fluent:world-map', 'fluent:red-question-mark'], topic: 'jeux' },
  // Music
  { title: 'Ce son coupé-décalé va exploser en décembre', accept: ['fluent:musical-notes', 'fluent:headphone'], topic: 'musique' },
  { title: 'J’ai appris le djembé en 30 jours', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  { title: 'Rumba congolaise vs afrobeat, qui gagne ?', accept: ['flag:cd', 'fluent:musical-notes', 'fluent:guitar'], topic: 'musique' },
  // Cars and transport
  { title: 'Moto Djakarta à 450 000 F : mon avis après 1 an', accept: ['fluent:motor-scooter', 'fluent:motorcycle'], topic: 'auto' },
  { title: 'Gbaka ou woro-woro : lequel prendre à Yopougon ?', accept: ['fluent:minibus', 'fluent:oncoming-taxi', 'fluent:taxi'], topic: 'auto' },
  { title: 'Permis de conduire au Maroc : raté 2 fois, voici pourquoi', accept: ['fluent:automobile', 'fluent:identification-card', 'flag:ma'], topic: 'auto' },
  { title: 'Abidjan - Ouaga en car, 18h de route racontées', accept: ['fluent:bus', 'fluent:oncoming-bus'], topic: 'auto' },
  // Home
  { title: 'Construire au village avec 3 millions, c’est possible ?', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Room tour : mon studio de 60 000 F à Yaoundé', accept: ['fluent:house', 'fluent:bed', 'fluent:couch-and-lamp'], topic: 'maison' },
  { title: 'Bailleurs, on doit parler', accept: ['fluent:key', 'fluent:house', PERSON], topic: 'maison' },
  // Celebrations
  { title: 'Mariage à Cotonou : la robe a coûté plus cher que la dot', accept: ['fluent:wedding', 'fluent:woman-with-veil-dark', 'fluent:ring'], topic: 'fete' },
  { title: 'Baptême de ma nièce, 2 moutons et 400 invités', accept: ['fluent:ram', 'fluent:ewe', 'fluent:baby-dark'], topic: 'fete' },
  { title: 'Sketch : quand ta tante débarque à la fête sans invitation', accept: ['fluent:party-popper', PERSON], topic: 'fete' },
  // Health
  { title: 'Fièvre le soir, palu direct ?', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Voici pourquoi tu as mal au dos après 30 ans', accept: [PERSON], topic: 'sante' },
  // Farming
  { title: '1 hectare de piment au Togo : combien on gagne vraiment ?', accept: ['fluent:hot-pepper', 'flag:tg'], topic: 'agriculture' },
  { title: 'Élever des poulets bicyclette, mes erreurs de débutant', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:hatching-chick'], topic: 'agriculture' },
  { title: 'La pluie tarde et les champs de mil ont soif', accept: ['fluent:cloud-with-rain', 'fluent:seedling', 'fluent:sheaf-of-rice'], topic: 'agriculture' },
  // News
  { title: 'Prix du sac de riz : pourquoi ça monte encore', accept: ['fluent:chart-increasing', 'fluent:cooked-rice'], topic: 'actu' },
  { title: 'Coupures de courant à Conakry, ce qu’on sait', accept: ['fluent:light-bulb', 'fluent:electric-plug', 'fluent:high-voltage'], topic: 'actu' },
  // History
  { title: 'Soundiata Keïta, l’enfant qui ne marchait pas', accept: ['fluent:crown', 'flag:ml', PERSON], topic: 'histoire' },
  { title: 'Ce que les manuels ne racontent pas sur Béhanzin', accept: ['fluent:crown', 'fluent:scroll', PERSON], topic: 'histoire' },
];
