/**
 * A twenty-third set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them: creators of every kind, as a random slice of a
 * francophone African feed shows them. Committed in one commit before it is measured, and never tuned
 * on: it measures the matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; two accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

const bothPhones = ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'];

export const unseenTitles23: UnseenTitle[] = [
  { title: 'Les Lions battus 2-0 à Diamniadio ?! On débriefe tout', accept: ['fluent:soccer-ball', 'fluent:lion', 'flag:sn'], topic: 'football' },
  { title: 'Maracana à Yopougon : finale 5 contre 5 sous la pluie, ça a chauffé', accept: ['fluent:soccer-ball', 'fluent:goal-net'], topic: 'football' },
  { title: 'CAN 2025 : mon onze type pour les Éléphants', accept: ['fluent:soccer-ball', 'fluent:elephant', 'flag:ci'], topic: 'football' },
  { title: 'Lutte : qui est le vrai roi des arènes cette saison ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:crown'], topic: 'sport' },
  { title: "J'ai couru 10 km à Ouaga sous 42°C 🥵", accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'], topic: 'sport' },
  { title: 'Garba à 300F à Cocody', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Ndolè comme chez maman, la recette pas à pas pour les débutantes', accept: ['fluent:pot-of-food'], topic: 'cuisine' },
  { title: 'Dibi ou poulet braisé ?', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat', 'fluent:poultry-leg'], topic: 'cuisine' },
  { title: "Comment j'ai économisé 500 000 FCFA en 6 mois avec un petit salaire", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Tontine : arnaque ou bonne idée ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Orange Money ou Wave : qui prend le moins de frais sur 50 000 F ?', accept: bothPhones, topic: 'argent' },
  { title: 'Test du nouveau Tecno à 95 000 F après 2 semaines : ça vaut le coup ?', accept: bothPhones, topic: 'tech' },
  { title: "Avoir la 4G au village, c'est possible ?", accept: ['fluent:antenna-bars', 'fluent:satellite-antenna', 'fluent:mobile-phone'], topic: 'tech' },
  { title: "J'ai monté mon PC gamer à Douala avec 350 000 FCFA", accept: ['fluent:desktop-computer', 'fluent:keyboard', 'fluent:computer-mouse'], topic: 'tech' },
  { title: 'BEPC : 7 astuces pour réviser les maths sans stress', accept: ['fluent:books', 'fluent:memo', 'fluent:triangular-ruler'], topic: 'ecole' },
  { title: 'Ma rentrée en terminale au lycée de Treichville 🎒', accept: ['fluent:backpack', 'minia:ecole', 'fluent:school'], topic: 'ecole' },
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: "Mon prof m'a mis 2/20 😂", accept: [BIG_WORD, PERSON, 'fluent:teacher'], topic: 'ecole' },
  { title: 'Kinshasa by night : de Matonge à Gombe', accept: ['minia:ville', 'fluent:cityscape-at-dusk', 'flag:cd'], topic: 'ville' },
  { title: "Je découvre le marché d'Assigamé pour la première fois, les prix m'ont choqué", accept: ['fluent:basket', 'fluent:shopping-bags', 'flag:tg'], topic: 'ville' },
  { title: 'Rabat ou Casa : où vivre quand on est étudiant subsaharien ?', accept: ['minia:ville', 'fluent:cityscape', 'flag:ma'], topic: 'ville' },
  { title: 'Assinie ce week-end 🌴', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Pointe-Denis en saison sèche : ça vaut vraiment le bateau depuis Libreville ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:motor-boat'], topic: 'plage' },
  { title: 'Ramadan au Maroc : 5 erreurs à éviter au moment du ftour', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Pèlerinage de Popenguine : 3 jours de marche avec ma paroisse', accept: ['fluent:church', 'fluent:latin-cross', 'fluent:person-walking'], topic: 'religion' },
  { title: 'Tresses collées en 1h, tuto pour la rentrée', accept: [PERSON, 'fluent:hair-pick', 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Beurre de karité fait maison : ma peau a changé en 10 jours', accept: ['fluent:lotion-bottle', 'fluent:jar'], topic: 'beaute' },
  { title: 'Pagne wax ou bazin riche : quelle tenue pour le mariage de ma cousine ?', accept: ['fluent:dress', 'fluent:womans-clothes'], topic: 'beaute' },
  { title: "eFootball ou FC 25 : j'ai testé les deux sur PS5", accept: ['fluent:video-game', 'fluent:joystick', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: 'Awalé : la technique pour battre ton grand-père à tous les coups', accept: [PERSON, BIG_WORD, 'fluent:old-man'], topic: 'jeux' },
  { title: 'Top 10 des sons coupé-décalé qui vont enjailler les maquis cet été', accept: ['fluent:musical-notes', 'fluent:speaker-high-volume', BIG_WORD], topic: 'musique' },
  { title: 'Kora, balafon ou djembé : quel instrument apprendre en premier ?', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Ce rappeur de Conakry va tout exploser, écoutez ça !', accept: ['fluent:microphone', 'fluent:studio-microphone', 'fluent:man-singer'], topic: 'musique' },
  { title: "Corolla d'occasion à 3 millions : bonne affaire ou piège ?", accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'minia:billets-fcfa'], topic: 'auto' },
  { title: 'Zémidjan à Cotonou : combien on gagne vraiment par jour ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter', 'minia:pieces-fcfa'], topic: 'auto' },
  { title: "J'ai fait ndem au permis 2 fois à Yaoundé 😭", accept: ['fluent:automobile', 'fluent:identification-card', PERSON], topic: 'auto' },
  { title: 'Je construis ma maison au village, étape 3 : la dalle', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Ménage du samedi : ma routine pour un salon propre en 30 minutes', accept: ['fluent:broom', 'fluent:bucket', 'fluent:sponge'], topic: 'maison' },
  { title: 'Combien coûte un deux-pièces à louer à Porto-Novo ?', accept: ['fluent:house', 'fluent:key', 'minia:billets-fcfa'], topic: 'maison' },
  { title: 'Mariage coutumier à Bafoussam : la dot complète en vidéo', accept: ['fluent:wedding', 'fluent:ring', 'fluent:wrapped-gift'], topic: 'fete' },
  { title: 'Anniversaire surprise pour ma meilleure amie 🎉', accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift'], topic: 'fete' },
  { title: 'Palu ou typhoïde ? Les signes qui doivent vous alerter', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: "J'ai passé une nuit aux urgences à Bobo", accept: ['fluent:hospital', 'fluent:ambulance', 'fluent:health-worker'], topic: 'sante' },
  { title: 'Eau chaude le matin à jeun : vrai ou faux ?', accept: ['fluent:hot-beverage', 'fluent:teacup-without-handle', 'fluent:droplet'], topic: 'sante' },
  { title: "Ma première récolte d'anacarde à Korhogo", accept: ['fluent:farmer', 'fluent:man-farmer', 'fluent:deciduous-tree'], topic: 'agriculture' },
  { title: 'Élevage de poulets : 500 poussins, combien de bénéfice au bout de 45 jours ?', accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:hatching-chick'], topic: 'agriculture' },
  { title: 'Comment planter le manioc', accept: ['fluent:seedling', 'fluent:farmer', 'fluent:man-farmer'], topic: 'agriculture' },
  { title: "Délestages à Bamako : les commerçants n'en peuvent plus", accept: ['fluent:light-bulb', 'fluent:high-voltage', 'fluent:electric-plug'], topic: 'actu' },
  { title: 'Inondations à Niamey : le fleuve est sorti de son lit', accept: ['fluent:cloud-with-rain', 'fluent:water-wave', 'fluent:umbrella-with-rain-drops'], topic: 'actu' },
  { title: "Storytime : mon ex m'a volé mon téléphone le jour de mon anniversaire", accept: [...phone, PERSON], topic: 'histoire' },
  { title: "Mon patron m'a humilié devant tout le monde… voici ce que j'ai fait", accept: [PERSON], topic: 'histoire' },
];
