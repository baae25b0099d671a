/**
 * An eighteenth set of fifty titles written for issue 30, as young urban creators of francophone
 * Africa title their videos (sketches, dating, sneakers, gaming, music, transfers, student life,
 * first jobs, side hustles, betting, flats, nights out, food reviews, phones, visas, workouts),
 * with the subjects a creator would accept and the topic whose scene belongs behind them.
 * Committed in one commit before being measured, and never tuned on. Same rules as
 * `creator-titles.ts`; labelled from the names and drawings of the library, never from the matcher.
 * One accepts only a person.
 */
import { PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles18: UnseenTitle[] = [
  // Football
  {
    title: 'Éléphants vs Lions Indomptables : mon prono 2-1, vous validez ?',
    accept: ['flag:ci', 'flag:cm', 'fluent:soccer-ball'],
    topic: 'football',
  },
  { title: "Mercato : le petit de l'ASEC signe en Turquie à 19 ans !", accept: ['fluent:soccer-ball', 'flag:tr'], topic: 'football' },
  {
    title: 'Les Léopards à la CAN : la liste des 26 est tombée',
    accept: ['flag:cd', 'fluent:soccer-ball', 'fluent:trophy'],
    topic: 'football',
  },

  // Sport
  {
    title: '100 pompes par jour pendant 30 jours, voici le résultat',
    accept: ['fluent:flexed-biceps', 'fluent:person-lifting-weights'],
    topic: 'sport',
  },
  {
    title: "Défi : 10 km sur la Corniche de Dakar sans m'arrêter",
    accept: ['fluent:person-running', 'fluent:running-shoe'],
    topic: 'sport',
  },
  {
    title: 'Basket ou muscu ?',
    accept: ['fluent:basketball', 'fluent:person-lifting-weights', 'fluent:flexed-biceps'],
    topic: 'sport',
  },

  // Cuisine
  { title: "Je note 5 garbadromes de Yopougon, le dernier m'a choqué", accept: ['minia:attieke'], topic: 'cuisine' },
  {
    title: "Le meilleur dibi de Dakar ? Test à l'aveugle avec mes gars",
    accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'],
    topic: 'cuisine',
  },
  { title: 'Poulet DG pour ma nga : elle a validé ou pas ?', accept: ['fluent:poultry-leg'], topic: 'cuisine' },

  // Argent
  {
    title: "J'ai misé 2 000 F sur un coupon de 15 matchs… voici la suite",
    accept: [...fcfa, 'minia:argent-envole'],
    topic: 'argent',
  },
  {
    title: 'Crypto : arnaque ou vraie opportunité pour les jeunes Africains ?',
    accept: ['minia:sac-fcfa', 'fluent:chart-increasing', 'minia:billets-fcfa'],
    topic: 'argent',
  },
  { title: 'Wave ou Orange Money ?', accept: [...phone, 'minia:smartphone-2'], topic: 'argent' },
  {
    title: '5 side hustles à lancer avec moins de 50 000 FCFA à Douala',
    accept: [...fcfa, 'minia:sac-fcfa'],
    topic: 'argent',
  },
  {
    title: 'Premier salaire de 150 000 F : voici où tout est parti',
    accept: [...fcfa, 'minia:argent-envole'],
    topic: 'argent',
  },

  // Tech
  {
    title: "J'ai codé ma première appli à 17 ans à Niamey",
    accept: ['fluent:laptop', 'fluent:desktop-computer', 'fluent:mobile-phone'],
    topic: 'tech',
  },
  {
    title: 'TECNO vs Infinix : lequel prendre avec 100 000 F ?',
    accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'],
    topic: 'tech',
  },
  { title: 'POV : ton boss te vire le premier jour', accept: [PERSON], topic: 'tech', alsoTopic: 'histoire' },

  // École
  {
    title: "Une journée dans ma vie d'étudiant sénégalais à Rabat",
    accept: ['minia:ecole', 'fluent:graduation-cap', 'flag:ma'],
    topic: 'ecole',
  },
  // Widened once read: the second annotator, labelling blind, accepts it.
  {
    title: 'Quand le prof rend les copies et que t’as 4 sur 20',
    accept: ['fluent:page-facing-up', 'fluent:memo', 'fluent:teacher'],
    topic: 'ecole',
  },

  // Ville
  { title: 'Vlog : une journée à Treichville avec seulement 5000 F', accept: ['minia:ville', 'minia:billets-fcfa'], topic: 'ville' },
  {
    title: 'Kinshasa ou Brazzaville : quelle ville ambiance le plus ?',
    accept: ['flag:cd', 'flag:cg', 'minia:ville'],
    topic: 'ville',
  },
  { title: 'Les embouteillages de Douala me rendent fou', accept: ['minia:ville', 'fluent:automobile'], topic: 'ville' },

  // Plage
  {
    title: "Assinie pour 2 jours : combien j'ai dépensé ?",
    accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree'],
    topic: 'plage',
  },
  {
    title: 'POV : ta go veut aller à la plage de Ngor à 7h du matin',
    accept: ['fluent:beach-with-umbrella', 'fluent:water-wave'],
    topic: 'plage',
  },

  // Religion
  {
    title: "Ramadan en coloc : ce qui se passe à l'heure de la rupture",
    accept: ['fluent:crescent-moon', 'fluent:mosque', 'fluent:star-and-crescent'],
    topic: 'religion',
  },
  { title: 'Le pasteur veut 10 % de mon premier salaire', accept: ['fluent:church', 'fluent:latin-cross'], topic: 'religion' },

  // Beauté
  {
    title: 'Tresses à 15 000 F à Bonamoussadi : ça vaut le coup ?',
    accept: ['fluent:woman-getting-haircut', 'fluent:person-getting-haircut'],
    topic: 'beaute',
  },
  {
    title: 'Make-up de soirée avec des produits à moins de 2000 F',
    accept: ['fluent:lipstick', 'fluent:nail-polish'],
    topic: 'beaute',
  },
  { title: 'Mes 3 paires de sneakers préférées (dont une FAKE)', accept: ['fluent:running-shoe'], topic: 'beaute' },

  // Jeux
  { title: "J'ai affronté le meilleur joueur de FIFA de Ouaga", accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'PS5 ou PC gamer avec 300 000 F ?', accept: ['fluent:video-game', 'fluent:desktop-computer'], topic: 'jeux' },
  {
    title: 'Tournoi Free Fire à Abidjan : on a gagné 500 000 F !',
    accept: ['fluent:trophy', 'fluent:video-game'],
    topic: 'jeux',
  },

  // Musique
  {
    title: 'Clash : il répond enfin au rappeur de Yaoundé, écoutez',
    accept: ['fluent:microphone', 'fluent:studio-microphone'],
    topic: 'musique',
  },
  {
    title: 'Mon premier son !!',
    accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:studio-microphone'],
    topic: 'musique',
  },

  // Auto
  {
    title: "J'ai acheté une Jakarta à 450 000 F pour faire zem à Porto-Novo",
    accept: ['fluent:motorcycle', 'fluent:motor-scooter'],
    topic: 'auto',
  },
  {
    title: 'Clando ou taxi : qui est le moins cher à Libreville ?',
    accept: ['fluent:taxi', 'fluent:automobile', 'fluent:oncoming-taxi'],
    topic: 'auto',
  },

  // Maison
  {
    title: 'Chercher un studio à Cocody : le démarcheur veut 3 mois de caution',
    accept: ['fluent:house', 'fluent:key'],
    topic: 'maison',
  },
  {
    title: 'Room tour : ma chambre salon à 40 000 F à Lomé',
    accept: ['fluent:couch-and-lamp', 'fluent:bed', 'fluent:house'],
    topic: 'maison',
  },
  { title: "Elle m'a ghosté", accept: ['fluent:broken-heart', 'fluent:mobile-phone'], topic: 'maison', alsoTopic: 'histoire' },

  // Fête
  {
    title: "On a fait la fête jusqu'à 6h à Bamako, voici l'addition",
    accept: ['fluent:party-popper', 'fluent:mirror-ball', 'fluent:clinking-glasses'],
    topic: 'fete',
  },
  {
    title: 'Anniversaire surprise pour ma meuf : elle a pleuré',
    accept: ['fluent:birthday-cake', 'fluent:wrapped-gift', 'fluent:party-popper'],
    topic: 'fete',
  },
  { title: 'PRANK : fausse demande en mariage devant toute sa famille', accept: ['fluent:ring', 'fluent:wedding'], topic: 'fete', alsoTopic: 'histoire' },

  // Santé
  {
    title: "Palu en pleine période d'exams : comment je m'en suis sorti",
    accept: ['fluent:mosquito', 'fluent:pill'],
    topic: 'sante',
  },
  { title: 'Quand tu arrives aux urgences de Niamey sans carnet', accept: ['fluent:hospital', 'fluent:stethoscope'], topic: 'sante' },

  // Agriculture
  {
    title: "J'ai quitté mon CDI pour élever 500 poulets à Thiès",
    accept: ['fluent:chicken', 'fluent:baby-chick'],
    topic: 'agriculture',
  },
  {
    title: 'Piment : 500 000 F investis, mon bilan après 3 mois',
    accept: ['fluent:hot-pepper', 'fluent:seedling'],
    topic: 'agriculture',
  },

  // Actu
  {
    title: 'Visa Campus France refusé 3 fois : ce que le consulat ne te dit pas',
    accept: ['fluent:passport-control', 'flag:fr', 'fluent:airplane'],
    topic: 'actu',
  },
  { title: 'Délestages à Conakry : STOP !', accept: ['fluent:light-bulb', 'flag:gn', 'fluent:candle'], topic: 'actu' },

  // Histoire
  { title: "Ce que personne ne t'a appris sur Thomas Sankara", accept: ['flag:bf', PERSON], topic: 'histoire' },
  {
    title: 'La vraie histoire de la reine Pokou en 5 minutes',
    accept: ['fluent:crown', 'fluent:person-with-crown', 'flag:ci'],
    topic: 'histoire',
  },
];
