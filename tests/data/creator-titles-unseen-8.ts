/**
 * An eighth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Written in yet other everyday situations and sentence
 * shapes (work, transport, ceremonies, exams, building, farming, news…), committed in one commit
 * before the next round of tuning was measured on it, and never tuned on: it measures the matcher,
 * the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; one accepts only a person.
 */
import { PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles8: UnseenTitle[] = [
  // Football
  { title: "Les Étalons sans leur capitaine face au Ghana, c'est risqué", accept: ['flag:bf', 'flag:gh', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'POV : tu regardes ASEC - Africa Sports au maquis avec ton tonton', accept: ['fluent:soccer-ball', 'fluent:television'], topic: 'football' },
  { title: 'Voici pourquoi le Horoya gagne encore le championnat guinéen', accept: ['fluent:trophy', 'fluent:soccer-ball', 'flag:gn'], topic: 'football' },
  // Sport
  { title: "Comment j'ai perdu 9 kilos en courant sur la corniche", accept: ['fluent:person-running', 'fluent:running-shoe'], topic: 'sport' },
  { title: 'Basket U18 : le Mali écrase la France 78-54 !', accept: ['fluent:basketball', 'flag:ml', 'flag:fr'], topic: 'sport' },
  { title: "Mon premier combat de boxe à Kinshasa, les djos m'attendaient", accept: ['fluent:boxing-glove', 'flag:cd'], topic: 'sport' },
  // Cuisine
  { title: 'Le vrai garba de Koumassi à 500F, recette complète', accept: ['minia:attieke', 'fluent:fish'], topic: 'cuisine' },
  { title: "Poulet DG camerounais, l'erreur que tout le monde fait", accept: ['fluent:poultry-leg', 'fluent:chicken'], topic: 'cuisine' },
  { title: 'Tchep ou mafé ?', accept: ['minia:thieboudienne', 'minia:mafe'], topic: 'cuisine' },
  // Argent
  { title: "Tontine : j'ai touché 1 500 000 FCFA au 10e tour", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: "J'ai quitté mon CDI pour vendre des pagnes à Dantokpa", accept: ['minia:billets-fcfa', 'minia:sac-fcfa', 'fluent:briefcase'], topic: 'argent' },
  { title: 'Orange Money ou compte en banque : où garder son salaire ?', accept: [...phone, 'minia:banque'], topic: 'argent' },
  // Tech
  { title: 'Infinix Hot 40, 6 mois après... toujours bon ?', accept: phone, topic: 'tech' },
  { title: "J'ai monté un PC gamer avec 350 000F à Adjamé", accept: ['fluent:desktop-computer'], topic: 'tech' },
  // École
  { title: 'BEPC 2025 : les sujets de maths qui reviennent CHAQUE année', accept: ['fluent:memo', 'fluent:pencil', 'minia:ecole'], topic: 'ecole' },
  { title: "Bac D raté deux fois. Voici ce que j'ai fait ensuite", accept: ['fluent:graduation-cap', PERSON], topic: 'ecole' },
  { title: 'Une journée avec un maître volontaire à Tillabéri', accept: ['fluent:teacher', 'minia:ecole', 'fluent:school'], topic: 'ecole' },
  // Ville
  { title: 'Yopougon by night : de Siporex à Sideci à pied', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Les 7 quartiers les plus chers de Yaoundé', accept: ['minia:ville', 'fluent:cityscape', 'flag:cm'], topic: 'ville' },
  // Plage
  {
    title: "Assinie : on a loué un bungalow les pieds dans l'eau pour 2 nuits",
    accept: ['fluent:beach-with-umbrella', 'fluent:hut', 'fluent:palm-tree'],
    topic: 'plage',
  },
  { title: 'Grand-Popo sans filtre', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:sunset'], topic: 'plage' },
  // Religion
  {
    title: "Ramadan au boulot : 5 conseils pour tenir jusqu'à la rupture",
    accept: ['fluent:star-and-crescent', 'fluent:mosque', 'fluent:crescent-moon'],
    topic: 'religion',
  },
  { title: "Le Magal de Touba vu de l'intérieur", accept: ['fluent:mosque', 'flag:sn'], topic: 'religion' },
  { title: 'Pasteur ou prophète ? Ce que dit vraiment la Bible', accept: ['fluent:latin-cross', 'fluent:church', 'fluent:open-book'], topic: 'religion' },
  // Beauté
  { title: 'Mes tresses ont tenu 6 semaines, voici le secret', accept: ['fluent:hair-pick', 'fluent:woman-getting-haircut', PERSON], topic: 'beaute' },
  { title: 'Karité pur ou crème du marché ? Test sur peau sèche', accept: ['fluent:lotion-bottle', 'fluent:jar'], topic: 'beaute' },
  {
    title: 'Maquillage de mariée camerounaise en 20 minutes chrono',
    accept: ['fluent:lipstick', 'fluent:person-with-veil', 'fluent:woman-with-veil'],
    topic: 'beaute',
  },
  // Jeux
  { title: 'FIFA en ligne : je défie un abonné pour 10 000F', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Challenge ludo : le perdant paie les brochettes du quartier', accept: ['fluent:game-die'], topic: 'jeux' },
  // Musique
  { title: "Coupé-décalé ou afrobeats, les DJs d'Abidjan ont tranché", accept: ['fluent:headphone', 'fluent:musical-notes'], topic: 'musique' },
  { title: "J'ai appris le balafon en 30 jours", accept: ['fluent:musical-notes', PERSON], topic: 'musique' },
  {
    title: '10 chansons de rumba que nos parents dansaient le samedi soir',
    accept: ['fluent:musical-notes', 'fluent:radio', 'fluent:man-dancing'],
    topic: 'musique',
  },
  // Auto
  {
    title: 'Toyota venue de Cotonou : toutes les étapes et tous les frais de dédouanement',
    accept: ['fluent:automobile', 'fluent:sport-utility-vehicle'],
    topic: 'auto',
  },
  { title: 'Moto Jakarta : 4 pannes que ton mécanicien ne te dira pas', accept: ['fluent:motor-scooter', 'fluent:motorcycle', 'fluent:wrench'], topic: 'auto' },
  { title: 'Ouaga-Bobo en car, ça vaut encore le coup ?', accept: ['fluent:bus', 'fluent:oncoming-bus', 'flag:bf'], topic: 'auto' },
  // Maison
  { title: 'Je construis au village, étape 3 : la dalle', accept: ['fluent:building-construction', 'fluent:brick', 'fluent:house'], topic: 'maison' },
  { title: 'Ce que coûte vraiment un 2 pièces à Bonamoussadi', accept: ['fluent:house', 'fluent:key', 'fluent:door'], topic: 'maison' },
  { title: 'Rangez votre salon comme ça, vous allez me remercier dêh', accept: ['fluent:couch-and-lamp', 'fluent:broom'], topic: 'maison' },
  // Fête
  { title: "3 moutons pour le baptême de mon fils, j'ai exagéré ?", accept: ['fluent:ewe', 'fluent:ram', 'fluent:baby'], topic: 'fete' },
  { title: 'Mariage coutumier au Bénin : la liste de la dot au complet', accept: ['fluent:ring', 'fluent:wedding', 'flag:bj'], topic: 'fete' },
  { title: "POV : ta tante voit que tu as porté le pagne d'un autre mariage", accept: [PERSON], topic: 'fete' },
  // Santé
  {
    title: 'Palu ou typhoïde ? Les signes qui ne trompent pas',
    accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:face-with-thermometer'],
    topic: 'sante',
  },
  { title: 'Tension à 18 à 35 ans, mon histoire', accept: ['fluent:anatomical-heart', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Dormir 5h par nuit ?', accept: ['fluent:sleeping-face', 'fluent:bed', 'fluent:alarm-clock'], topic: 'sante' },
  // Agriculture
  { title: "1 hectare de piment à Korhogo, voilà ce que j'ai récolté", accept: ['fluent:hot-pepper', 'fluent:seedling'], topic: 'agriculture' },
  {
    title: 'Pourquoi les jeunes quittent les champs de coton du Nord-Togo',
    accept: ['fluent:seedling', 'fluent:tractor', 'fluent:farmer'],
    topic: 'agriculture',
  },
  // Actu
  { title: 'Délestages à Conakry : la SEG répond enfin', accept: ['fluent:light-bulb', 'fluent:high-voltage', 'flag:gn'], topic: 'actu' },
  // Widened once read: the rice itself, as three other rice-price titles accept.
  { title: 'Le sac de riz à 25 000F au Niger, la flambée continue', accept: ['fluent:chart-increasing', 'fluent:sheaf-of-rice', 'flag:ne', 'fluent:cooked-rice'], topic: 'actu' },
  // Histoire
  { title: "Samory Touré, l'homme que la France n'a jamais pu acheter", accept: ['fluent:crossed-swords', 'flag:gn', PERSON], topic: 'histoire' },
  { title: "L'empire du Mali expliqué en 12 minutes", accept: ['fluent:crown', 'flag:ml', 'fluent:world-map'], topic: 'histoire' },
];
