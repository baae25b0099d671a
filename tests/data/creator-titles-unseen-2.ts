/**
 * A second set of fifty titles written for issue 30, with the subjects a creator would accept and the
 * topic whose scene belongs behind them. The first unseen set was measured and its misses seen, so
 * this one is untouched: committed in one commit before it was ever measured, labelled by looking at
 * the pictograms' names and drawings (never by running the matcher), and never tuned on.
 * Same rules as `creator-titles.ts`; three accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles2: UnseenTitle[] = [
  // Football
  { title: "Sénégal vs Côte d'Ivoire : qui sort de la poule ?", accept: ['flag:sn', 'flag:ci'], topic: 'football' },
  { title: 'Derby de Bamako : le Djoliba gagne 3 à 0 !', accept: ['fluent:soccer-ball', 'flag:ml', 'fluent:trophy'], topic: 'football' },
  {
    title: "Mon petit frère a signé à l'ASEC Mimosas, toute la famille pleure de joie",
    accept: ['fluent:soccer-ball', 'fluent:goal-net'],
    topic: 'football',
  },
  // Sport
  {
    title: 'Lutte sénégalaise : qui est le vrai roi des arènes ?',
    accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'fluent:crown'],
    topic: 'sport',
  },
  {
    title: "Marathon de Ouaga : j'ai couru 42 km sans m'arrêter",
    accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'flag:bf'],
    topic: 'sport',
  },
  // Cooking
  { title: 'Ndolé aux crevettes', accept: ['fluent:pot-of-food', 'fluent:shrimp'], topic: 'cuisine' },
  { title: 'Garba ou alloco : le meilleur repas à 500 F ?', accept: ['minia:attieke', 'minia:alloco'], topic: 'cuisine' },
  { title: "Dibiterie de Grand-Yoff : le vrai prix d'un kilo de dibi", accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], topic: 'cuisine' },
  // Widened once read: two annotators of a later set, labelling blind, served harira in the bowl.
  { title: 'Harira marocaine pour la rupture du jeûne', accept: ['fluent:pot-of-food', 'fluent:steaming-bowl', 'fluent:bowl-with-spoon'], topic: 'cuisine' },
  // Widened once read: two manioc pastes face to face as the pot and the bowl.
  { title: 'Foufou ou placali ?', accept: [BIG_WORD, PERSON, 'fluent:pot-of-food'], topic: 'cuisine' },
  // Money and business
  { title: "Tontine de quartier : comment j'ai économisé 500 000 F en une année", accept: fcfa, topic: 'argent' },
  { title: 'Moov Money : retirer 50 000 F sans payer de frais', accept: phone.concat(['minia:billets-fcfa']), topic: 'argent' },
  { title: 'Combien gagne un vendeur de garba par jour ?', accept: fcfa, topic: 'argent' },
  { title: 'Ouvrir un compte en banque à Bamako : les frais cachés', accept: ['fluent:bank'].concat(fcfa), topic: 'argent' },
  // Tech
  { title: 'Samsung A15 ou Tecno Spark 20 ?', accept: ['fluent:mobile-phone', 'minia:smartphone', 'minia:smartphone-2'], topic: 'tech' },
  { title: 'Mon setup de YouTubeur à 300 000 F', accept: ['fluent:laptop', 'fluent:desktop-computer', 'fluent:video-camera'], topic: 'tech' },
  { title: "J'ai appris à coder sur mon téléphone en 6 mois", accept: phone.concat(['fluent:laptop']), topic: 'tech' },
  // School
  { title: 'BAC 2026 : les sujets de philo tombés au Sénégal', accept: ['fluent:memo', 'fluent:graduation-cap', 'minia:ecole'], topic: 'ecole' },
  { title: "J'ai eu 18 de moyenne au BEPC !", accept: ['fluent:graduation-cap', BIG_WORD], topic: 'ecole' },
  {
    title: 'Rentrée à Conakry : la liste des fournitures coûte trop cher',
    accept: ['fluent:backpack', 'fluent:books', 'fluent:pencil'],
    topic: 'ecole',
  },
  // City
  { title: 'Une journée en gbaka à Abidjan', accept: ['fluent:minibus', 'minia:ville', 'flag:ci'], topic: 'ville' },
  {
    title: 'Dakar la nuit : 10 endroits où sortir sans se ruiner',
    accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'],
    topic: 'ville',
  },
  { title: 'Kinshasa ou Brazzaville ?', accept: ['flag:cd', 'flag:cg', 'minia:ville'], topic: 'ville' },
  // Beach
  { title: 'Week-end à Assinie : combien ça coûte vraiment ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree'], topic: 'plage' },
  {
    title: 'Pointe-Denis, le coin parfait pour se baigner près de Libreville',
    accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:person-swimming-dark'],
    topic: 'plage',
  },
  // Faith
  { title: 'Mon premier Magal', accept: ['fluent:mosque'], topic: 'religion' },
  {
    title: 'Ramadan : 30 jours sans rater une prière',
    accept: ['fluent:mosque', 'fluent:folded-hands-dark', 'fluent:star-and-crescent'],
    topic: 'religion',
  },
  { title: 'Messe de Noël à la cathédrale de Lomé', accept: ['fluent:church', 'fluent:latin-cross'], topic: 'religion' },
  // Beauty and fashion
  { title: "Tresses : 3 coiffures en moins d'une heure", accept: ['fluent:woman-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Ma routine karité pour une peau qui brille', accept: ['fluent:lotion-bottle', 'fluent:sparkles'], topic: 'beaute' },
  { title: 'Bazin ou wax pour la Korité ?', accept: ['fluent:thread', 'fluent:sewing-needle', 'fluent:dress'], topic: 'beaute' },
  // Games
  { title: 'Ludo King : 3 astuces pour ne plus perdre', accept: ['fluent:game-die', 'fluent:mobile-phone'], topic: 'jeux' },
  { title: 'Salle de jeux du quartier : 200 F la partie de PES', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:soccer-ball'], topic: 'jeux' },
  // Music
  {
    title: 'Coupé-décalé ou afrobeat : quelle musique pour ta soirée ?',
    accept: ['fluent:musical-notes', 'flag:ci', 'flag:ng'],
    topic: 'musique',
  },
  { title: "J'apprends le djembé en 30 jours", accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  // Cars and transport
  { title: 'Taxi compteur ou woro-woro à Abidjan ?', accept: ['fluent:taxi', 'fluent:oncoming-taxi'], topic: 'auto' },
  { title: 'Vidange à 15 000 F', accept: ['fluent:automobile', 'fluent:oil-drum', 'fluent:wrench'], topic: 'auto' },
  // Home
  { title: "J'ai enfin installé un compteur Woyofal", accept: ['fluent:high-voltage', 'fluent:light-bulb', 'fluent:electric-plug'], topic: 'maison' },
  { title: 'Ma chambre étudiante relookée avec 40 000 F seulement', accept: ['fluent:bed', 'fluent:couch-and-lamp'], topic: 'maison' },
  // Celebrations
  { title: 'Notre mariage traditionnel à Cotonou : la dot en images', accept: ['fluent:ring', 'fluent:red-heart'], topic: 'fete' },
  {
    title: 'Soirée au maquis pour mes 30 ans !',
    accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:clinking-beer-mugs'],
    topic: 'fete',
  },
  // Health
  { title: 'Paludisme : 5 signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:thermometer'], topic: 'sante' },
  {
    title: 'Je bois du bissap tous les jours pendant un mois : effet sur ma tension ?',
    accept: ['minia:bissap', 'fluent:anatomical-heart', 'fluent:stethoscope'],
    topic: 'sante',
  },
  // Farming
  { title: "Mon champ d'oignons à Niono : la récolte de l'année", accept: ['fluent:onion', 'fluent:seedling'], topic: 'agriculture' },
  {
    title: 'Élevage de poulets : 1 000 poussins pour commencer',
    accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:hatching-chick'],
    topic: 'agriculture',
  },
  // News
  { title: 'Les cars rapides vont-ils disparaître de Dakar ?', accept: ['fluent:minibus', 'fluent:bus'], topic: 'actu' },
  { title: "Délestages à Niamey : jusqu'à quand ?", accept: ['fluent:high-voltage', 'fluent:light-bulb', 'fluent:candle'], topic: 'actu' },
  // Personal stories
  { title: "J'ai honte", accept: [PERSON], topic: 'histoire' },
  { title: "On m'a arnaqué au marché Dantokpa", accept: [PERSON, BIG_WORD], topic: 'histoire' },
  {
    title: 'Je suis rentré au pays après 10 ans en France',
    accept: ['fluent:airplane-arrival', 'fluent:airplane'],
    topic: 'histoire',
  },
];
