/**
 * A twenty-fifth set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them: creators of every kind, as a random slice of a
 * francophone African feed shows them (Senegal, Côte d'Ivoire, Mali, Cameroon, Burkina Faso, Guinea,
 * Benin, Togo, Morocco, DRC, Gabon, Niger), each country's everyday words, short and long titles.
 * Labelled by reading the names and the drawings, never by running the matcher. Committed in one
 * commit before being measured, and never tuned on: it measures the matcher, the scenes and the
 * variety on titles nothing was fitted to. Same rules as `creator-titles.ts`; one accepts only a
 * person or a big word.
 */
import type { UnseenTitle } from './creator-titles-unseen';
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';

export const unseenTitles25: UnseenTitle[] = [
  // Football
  { title: 'Les Lions de la Teranga éliminés ?? Mon analyse à chaud', accept: ['fluent:soccer-ball', 'flag:sn', 'fluent:lion'], topic: 'football' },
  { title: "ASEC 2-1 Africa Sports : le derby d'Abidjan a tout donné", accept: ['fluent:soccer-ball', 'flag:ci'], topic: 'football' },
  { title: "J'ai acheté des crampons à 5 000 F au marché Mboppi", accept: ['fluent:running-shoe', 'fluent:soccer-ball'], topic: 'football' },
  // Sport
  { title: 'Lutte sénégalaise : qui pour faire tomber le Roi des arènes ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:crown'], topic: 'sport' },
  { title: 'Marathon de Ouaga : 42 km sous 40 degrés', accept: ['fluent:person-running', 'flag:bf'], topic: 'sport' },
  { title: 'Boxe à Kinshasa : 3 rounds, 1 KO', accept: ['fluent:boxing-glove'], topic: 'sport' },
  // Cooking
  { title: 'Garba du quartier vs garba fait maison, lequel est meilleur ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Poulet DG façon Yaoundé', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Jus de BISSAP au gingembre : 3 litres pour moins de 1000 F', accept: ['minia:bissap'], topic: 'cuisine' },
  { title: 'Tajine de kefta au bled, 45 minutes chrono', accept: ['fluent:shallow-pan-of-food', 'fluent:pot-of-food'], topic: 'cuisine' },
  // Money
  { title: "Tontine : j'ai récupéré 750 000 FCFA, voici ce que j'en ai fait", accept: ['minia:billets-fcfa', 'minia:sac-fcfa', 'minia:pieces-fcfa'], topic: 'argent' },
  { title: 'Wave, Orange Money ou Moov : qui prend le moins de frais ?', accept: [...phone, 'minia:smartphone-2'], topic: 'argent' },
  { title: 'Vendre du charbon à Niamey : combien je gagne par mois ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  // Tech
  { title: 'Tecno Camon ou Infinix Note : lequel pour 100 000 F ?', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'tech' },
  { title: "Comment j'ai réparé mon laptop avec 2 000 F à Adjamé", accept: ['fluent:laptop', 'fluent:wrench'], topic: 'tech' },
  // School
  { title: 'BEPC 2025 : 7 conseils pour réussir les maths', accept: ['fluent:books', 'minia:ecole', 'fluent:memo'], topic: 'ecole' },
  { title: 'Résultats du Bac : ma réaction', accept: ['fluent:graduation-cap'], topic: 'ecole' },
  { title: 'Cours du soir à Lomé, ça vaut vraiment le coup ?', accept: ['minia:ecole', 'fluent:school', 'fluent:open-book'], topic: 'ecole' },
  // City
  { title: 'Cotonou by night', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Embouteillages à Kinshasa : 3 heures pour faire 10 km', accept: ['fluent:automobile', 'minia:ville', 'fluent:oncoming-automobile'], topic: 'ville' },
  // Beach
  { title: 'Assinie en un week-end, budget étudiant', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Plage de Ngor : on a trouvé une pirogue abandonnée', accept: ['fluent:canoe', 'fluent:beach-with-umbrella'], topic: 'plage' },
  // Faith
  { title: 'Magal de Touba 2025 : le voyage en car depuis Dakar', accept: ['fluent:mosque', 'fluent:bus'], topic: 'religion' },
  { title: 'Prière du matin : pourquoi je me lève à 5h', accept: ['fluent:folded-hands', 'fluent:sunrise'], topic: 'religion' },
  // Beauty
  { title: 'Tresses africaines : 4 modèles simples pour la rentrée', accept: ['fluent:hair-pick', 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Beurre de karité pur, mon rituel visage', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Maquillage de mariée à 15 000 F, ça donne quoi ?', accept: ['fluent:lipstick', 'fluent:woman-with-veil'], topic: 'beaute' },
  // Games
  { title: 'FIFA ou PES : le débat éternel au maquis', accept: ['fluent:video-game', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: "Ludo King : j'ai battu mon tonton 5 fois d'affilée", accept: ['fluent:game-die', 'fluent:trophy'], topic: 'jeux' },
  { title: 'Awalé : stratégie imparable', accept: [BIG_WORD, PERSON], topic: 'jeux' },
  // Music
  { title: 'Coupé-décalé 2025 : le top 10 des sons qui font bouger', accept: ['fluent:musical-notes', 'fluent:man-dancing', 'fluent:woman-dancing'], topic: 'musique' },
  { title: "Kora ou guitare ? J'ai appris les deux en 30 jours", accept: ['fluent:guitar', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Mon premier concert au Palais de la Culture de Treichville', accept: ['fluent:microphone', 'fluent:musical-notes'], topic: 'musique' },
  // Cars and motorbikes
  { title: 'Zémidjan à Cotonou : combien gagne un conducteur par jour ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter', 'minia:billets-fcfa'], topic: 'auto' },
  { title: "Toyota Corolla d'occasion à 3 millions, arnaque ou bonne affaire ?", accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'minia:billets-fcfa'], topic: 'auto' },
  // Home
  { title: "J'ai construit ma maison à Bamako avec 8 millions FCFA", accept: ['fluent:house', 'fluent:building-construction', 'minia:billets-fcfa'], topic: 'maison' },
  { title: 'Chambre salon à Yopougon : la visite', accept: ['fluent:house', 'fluent:couch-and-lamp', 'fluent:bed'], topic: 'maison' },
  { title: 'Ventilateur ou climatiseur : lequel consomme le moins ?', accept: ['fluent:snowflake', 'fluent:electric-plug', 'fluent:high-voltage'], topic: 'maison' },
  // Celebrations
  { title: 'Tabaski 2025 : le prix du mouton a encore monté !', accept: ['fluent:ram', 'fluent:ewe'], topic: 'fete' },
  { title: "La dot chez les Fang : ce qu'il faut apporter", accept: ['fluent:wrapped-gift', 'fluent:ring', 'fluent:wedding'], topic: 'fete' },
  // Health
  { title: 'Palu ou typhoïde ? Les signes à connaître', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Eau de coco le matin pendant 1 semaine, voici le résultat', accept: ['fluent:coconut'], topic: 'sante' },
  // Farming
  { title: 'Champ de maïs à Korhogo : 2 tonnes récoltées', accept: ['fluent:ear-of-corn'], topic: 'agriculture' },
  { title: 'Élevage de poulets bicyclette : 200 sujets, mes chiffres', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:hatching-chick'], topic: 'agriculture' },
  { title: 'Pépinière de manguiers à Bobo-Dioulasso', accept: ['fluent:mango', 'fluent:seedling', 'fluent:deciduous-tree'], topic: 'agriculture' },
  // News
  { title: 'Coupure de courant au Sénégal : ce que dit la Senelec', accept: ['fluent:high-voltage', 'fluent:light-bulb', 'fluent:electric-plug'], topic: 'actu' },
  { title: 'Présidentielle au Gabon : les résultats tombent', accept: ['fluent:ballot-box-with-ballot', 'flag:ga'], topic: 'actu' },
  { title: 'Pluie à Conakry : les rues de Kaloum inondées', accept: ['fluent:cloud-with-rain', 'fluent:umbrella-with-rain-drops', 'fluent:water-wave'], topic: 'actu' },
  // History
  { title: "Soundiata Keïta, l'histoire vraie du roi du Mandé", accept: ['fluent:crown', 'flag:ml'], topic: 'histoire' },
  { title: 'Qui était Lat Dior ?', accept: ['fluent:horse', 'flag:sn'], topic: 'histoire' },
];
