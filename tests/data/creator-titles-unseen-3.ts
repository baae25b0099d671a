/**
 * A third set of fifty titles written for issue 30, with the subjects a creator would accept and the
 * topic whose scene belongs behind them. Written after the first two unseen sets were measured (their
 * misses are being looked at, so they no longer measure anything untouched), committed in one commit
 * before being measured, and never tuned on: they measure the matcher, the scenes and the variety on
 * titles nothing was fitted to. Labelled by looking at the pictograms' names and drawings, never at
 * what the matcher picks. Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles3: UnseenTitle[] = [
  // Football
  { title: 'Les Lions de la Teranga en finale de la CAN !!', accept: ['flag:sn', 'fluent:trophy', 'fluent:soccer-ball'], topic: 'football' },
  { title: "Côte d'Ivoire 2-1 Cameroun : on a eu chaud", accept: ['flag:ci', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  { title: "J'ai acheté des crampons à 15 000 F au marché Sandaga", accept: ['fluent:running-shoe', 'fluent:soccer-ball', 'minia:billets-fcfa'], topic: 'football' },

  // Sport
  { title: 'Lutte : Modou Lô ou Balla Gaye 2 ?', accept: ['fluent:person-wrestling', 'fluent:flexed-biceps'], topic: 'sport' },
  { title: "Courir 10 km chaque matin à Abidjan pendant 30 jours, voilà le résultat", accept: ['fluent:person-running', 'fluent:running-shoe', 'fluent:stopwatch'], topic: 'sport' },
  { title: "Basket : le Mali champion d'Afrique U18", accept: ['fluent:basketball', 'flag:ml', 'fluent:trophy'], topic: 'sport' },

  // Cuisine
  { title: 'Mon thiéboudienne du dimanche, la recette de ma grand-mère', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: "Garba à 300 F : le meilleur d'Abidjan ?", accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Ndolé ou poulet DG ?', accept: ['fluent:poultry-leg', 'flag:cm'], topic: 'cuisine' },
  { title: 'Dibiterie de Dakar : la dibi la plus chère à 5000 F', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], topic: 'cuisine' },
  { title: 'Les 5 meilleurs maquis de Yopougon', accept: ['fluent:fork-and-knife-with-plate', 'fluent:clinking-beer-mugs', 'fluent:poultry-leg'], topic: 'cuisine' },

  // Argent
  { title: "Tontine : comment j'ai mis de côté 500 000 FCFA en 1 an", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Wave ou Orange Money : qui prend le moins de frais ?', accept: [...phone, 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Salaire déjà fini 😭', accept: ['minia:argent-envole', ...fcfa], topic: 'argent' },
  { title: 'Ouvrir un compte en banque au Togo, le guide complet', accept: ['minia:banque', 'flag:tg'], topic: 'argent' },

  // Tech
  { title: 'Infinix ou Tecno : quel téléphone à moins de 80 000 F ?', accept: [...phone], topic: 'tech' },
  { title: 'Internet lent ? 5 astuces pour booster ta connexion', accept: ['fluent:antenna-bars', 'fluent:mobile-phone', 'fluent:satellite-antenna'], topic: 'tech' },

  // Ecole
  { title: "Bac au Sénégal : j'ai eu 16 en philo sans cours du soir", accept: ['fluent:memo', 'fluent:graduation-cap', 'flag:sn'], topic: 'ecole' },
  { title: 'Réviser le BEPC en 2 semaines, ma méthode', accept: ['fluent:books', 'fluent:open-book', 'fluent:pencil'], topic: 'ecole' },
  { title: 'La rentrée à 50 000 F : toutes les fournitures', accept: ['fluent:backpack', 'fluent:pencil', 'minia:ecole'], topic: 'ecole' },

  // Ville
  { title: 'Gbaka, woro-woro ou taxi compteur : lequel prendre pour traverser Abidjan ?', accept: ['fluent:minibus', 'fluent:taxi', 'fluent:oncoming-taxi'], topic: 'ville' },
  { title: 'Vlog : 24h dans les allées du grand marché Dantokpa', accept: ['fluent:shopping-bags', 'fluent:basket', 'flag:bj'], topic: 'ville' },
  { title: 'Kinshasa la nuit', accept: ['fluent:cityscape-at-dusk', 'fluent:night-with-stars', 'flag:cd'], topic: 'ville' },

  // Plage
  { title: 'Week-end à Assinie : on a loué une villa les pieds dans l’eau', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:palm-tree'], topic: 'plage' },
  { title: 'Saly ou Cap Skirring ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree'], topic: 'plage' },

  // Religion
  { title: 'Magal de Touba 2026', accept: ['fluent:mosque'], topic: 'religion' },
  { title: 'Korité : 5 choses à faire avant la prière', accept: ['fluent:mosque', 'fluent:crescent-moon', 'fluent:folded-hands'], topic: 'religion' },
  { title: 'Messe de Noël à la cathédrale de Yaoundé', accept: ['fluent:church', 'fluent:christmas-tree'], topic: 'religion' },

  // Beaute
  { title: 'Tresses collées en 2h, tuto facile', accept: ['fluent:woman-getting-haircut', PERSON], topic: 'beaute' },
  { title: 'Routine peau noire', accept: ['fluent:lotion-bottle', 'fluent:sponge'], topic: 'beaute' },
  { title: 'Bazin riche ou wax ? Ma tenue pour la Tabaski', accept: ['fluent:dress', PERSON], topic: 'beaute' },

  // Jeux
  { title: "FIFA 25 : je lance une carrière avec l'ASEC Mimosas", accept: ['fluent:video-game', 'fluent:soccer-ball', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Tournoi Free Fire à 100 000 F de cashprize !', accept: ['fluent:video-game', 'fluent:trophy', 'minia:billets-fcfa'], topic: 'jeux' },

  // Musique
  { title: 'Fally Ipupa en concert', accept: ['fluent:microphone', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Coupé-décalé ou afrobeat : quel son pour ton mariage ?', accept: ['fluent:musical-notes', 'fluent:speaker-high-volume', 'fluent:headphone'], topic: 'musique' },
  { title: "J'ai appris la kora en 3 mois", accept: ['fluent:musical-notes', PERSON], topic: 'musique' },

  // Auto
  { title: 'Acheter une Toyota venue de Belgique au port de Cotonou : combien ça coûte vraiment ?', accept: ['fluent:automobile', 'fluent:ship', 'minia:billets-fcfa'], topic: 'auto' },
  { title: 'Vidange moteur soi-même : 3 erreurs à éviter', accept: ['fluent:wrench', 'fluent:oil-drum', 'fluent:automobile'], topic: 'auto' },

  // Maison
  { title: "J'ai construit ma maison au village avec 8 millions", accept: ['fluent:house', 'fluent:building-construction', 'minia:billets-fcfa'], topic: 'maison' },
  { title: 'Woyofal : pourquoi ton crédit finit si vite', accept: ['fluent:electric-plug', 'fluent:high-voltage', 'fluent:light-bulb'], topic: 'maison' },

  // Fete
  { title: 'Tabaski 2026 : le prix du mouton a explosé !', accept: ['fluent:ram', 'fluent:ewe', 'minia:billets-fcfa'], topic: 'fete' },
  { title: 'Notre mariage à Ouagadougou, le film', accept: ['fluent:wedding', 'fluent:ring', 'fluent:bouquet'], topic: 'fete' },

  // Sante
  { title: "Paludisme : 5 signes qui doivent t'alerter", accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:pill'], topic: 'sante' },
  { title: 'Perdre 10 kg sans salle de sport', accept: [BIG_WORD, PERSON], topic: 'sante' },

  // Agriculture
  { title: 'Mon champ de maïs à Bobo-Dioulasso : la récolte 2026', accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:tractor'], topic: 'agriculture' },
  { title: "Élevage de poulets : j'ai commencé avec 100 poussins", accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:hatching-chick'], topic: 'agriculture' },

  // Actu
  { title: 'Coupure de courant à Conakry : la population en colère', accept: ['fluent:light-bulb', 'fluent:high-voltage', 'flag:gn'], topic: 'actu' },
  { title: 'Ce qui se passe au Niger nous concerne tous', accept: ['flag:ne', PERSON], topic: 'actu' },

  // Histoire
  { title: 'Je quitte Paris pour rentrer au pays', accept: [PERSON, 'fluent:airplane'], topic: 'histoire' },
  { title: 'Trahie par ma meilleure amie…', accept: [PERSON, 'fluent:broken-heart'], topic: 'histoire' },
];
