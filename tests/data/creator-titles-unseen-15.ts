/**
 * A fifteenth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Committed in one commit before being measured, and never
 * tuned on: it measures the matcher, the scenes and the variety on titles nothing was fitted to.
 * Written as creators type them on a phone (each country's slang, capitals, a kept misspelling).
 * Same rules as `creator-titles.ts`; four accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles15: UnseenTitle[] = [
  // Football
  { title: 'Les Lions Indomptables vont encore nous faire souffrir ce soir ou bien ?', accept: ['flag:cm', 'fluent:lion', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Maracana à Yopougon : finale 3-2, les petits ont tout donné', accept: ['fluent:soccer-ball', 'fluent:goal-net', 'fluent:trophy'], topic: 'football' },
  { title: 'Léopards ou Étalons ?', accept: ['flag:cd', 'flag:bf', 'fluent:soccer-ball'], topic: 'football' },

  // Sport
  { title: 'Lutte à Pikine : le nouveau roi des arènes a seulement 22 ans', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:crown'], topic: 'sport' },
  { title: 'BOXE : mon petit a mis KO le champion de Matonge', accept: ['fluent:boxing-glove'], topic: 'sport' },

  // Cuisine
  { title: 'Thiebou djeun du dimanche chez Mère Astou, dafa neex !', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: "Garba à 300F : le meilleur garbadrome d'Abobo ?", accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Dibi 1000F ?!', accept: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], topic: 'cuisine' },
  { title: 'Msemen bel 3sel comme chez mima, zwin bzaf', accept: ['fluent:flatbread', 'fluent:honey-pot'], topic: 'cuisine' },

  // Argent
  { title: 'Tontine de 50 000 FCFA par mois : ma tata a fui avec la caisse', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Wave ou Orange Money : ki prend moins de frais ??', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'argent' },
  { title: "Comment j'ai mis de côté 1 MILLION en vendant du bissap devant l'école", accept: ['minia:sac-fcfa', 'minia:billets-fcfa', 'minia:bissap'], topic: 'argent' },

  // Tech
  { title: 'Forfait Moov 2Go à 500F : arnaque ou bon plan ?', accept: [...phone, 'fluent:antenna-bars'], topic: 'tech' },
  { title: "PC portable à 85 000 F au Black d'Adjamé : je teste en direct", accept: ['fluent:laptop'], topic: 'tech' },

  // École
  { title: 'BEPC : ma petite sœur a eu 15 de moyenne, on fête ça !!', accept: ['fluent:graduation-cap', 'minia:ecole', 'fluent:books'], topic: 'ecole' },
  { title: 'Étudiant à Ucad sans bourse : comment je survis avec 20 000 F', accept: ['fluent:student', 'fluent:man-student', 'fluent:graduation-cap'], topic: 'ecole' },

  // Ville
  { title: 'Yamoussoukro en 24h : la basilique, les caïmans et les maquis', accept: ['fluent:crocodile', 'fluent:church', 'minia:ville'], topic: 'ville' },
  { title: 'Bouchon sur le pont des Martyrs : 2h pour faire 3 km à Bamako', accept: ['fluent:automobile', 'minia:ville', 'flag:ml'], topic: 'ville' },

  // Plage
  { title: 'Plage de Bassam un dimanche : les prix ont gâté dèh !', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:palm-tree'], topic: 'plage' },
  { title: 'Assinie ou Grand-Popo : la plus belle plage pour les vacances ?', accept: ['fluent:beach-with-umbrella', 'flag:ci', 'flag:bj'], topic: 'plage' },

  // Religion
  { title: 'Tabaski : le mouton à 350 000 F, on va faire comment ?', accept: ['fluent:ram', 'fluent:ewe', 'minia:billets-fcfa'], topic: 'religion' },
  { title: 'Ma première prière du vendredi à la grande mosquée de Touba', accept: ['fluent:mosque'], topic: 'religion' },

  // Beauté
  { title: 'Knotless à 15.000F dans un salon de Cocody, sa vaut le coup ?', accept: ['fluent:woman-getting-haircut', 'fluent:person-getting-haircut', 'fluent:hair-pick'], topic: 'beaute' },
  { title: 'Routine peau noire à 5000F', accept: ['fluent:lotion-bottle', 'fluent:soap'], topic: 'beaute' },
  { title: 'Je me maquille pour mon propre mariage, grosse erreur ?', accept: ['fluent:lipstick', 'fluent:woman-with-veil', 'fluent:person-with-veil'], topic: 'beaute' },

  // Jeux
  { title: 'FIFA sur PS5 contre mon petit frère, le perdant paie le garba', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Challenge 24H sans téléphone !', accept: ['fluent:mobile-phone-off', 'fluent:no-mobile-phones'], topic: 'jeux', alsoTopic: 'tech' },

  // Musique
  { title: "Mon premier concert au Palais de la Culture, j'avais trop le trac", accept: ['fluent:microphone', 'fluent:singer', 'fluent:studio-microphone'], topic: 'musique' },
  { title: 'Rumba : 5 guitaristes congolais que tu dois connaître', accept: ['fluent:guitar', 'flag:cd'], topic: 'musique' },
  { title: 'Sabar ou djembé : lequel est le plus dur à taper ?', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },

  // Auto
  { title: 'Zem : ça paie vraiment ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: "J'ai acheté une Corolla venue de France à 2,5 millions", accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  { title: 'Woro-woro ou gbaka : lequel est le plus dangereux ?', accept: ['fluent:taxi', 'fluent:oncoming-taxi', 'fluent:minibus'], topic: 'auto' },

  // Maison
  { title: "Le bailleur veut 10 mois d'avance pour un 2 pièces à Yaoundé, c'est le ndem", accept: ['fluent:house', 'fluent:key', 'fluent:houses'], topic: 'maison' },
  { title: "Visite de mon studio à 40 000 F à Lomé, c'est petit mais c'est propre", accept: ['fluent:house', 'fluent:couch-and-lamp', 'fluent:bed'], topic: 'maison' },

  // Fête
  { title: 'Mariage à Conakry : la belle-famille a demandé 12 pagnes et une vache', accept: ['fluent:wedding', 'fluent:cow', 'fluent:ring'], topic: 'fete' },
  { title: "Baptême de ma nièce, on a dansé jusqu'à 4h du mat", accept: ['fluent:baby', 'fluent:party-popper', 'fluent:balloon'], topic: 'fete' },

  // Santé
  { title: "Palu : 3 signes qu'il faut aller à l'hôpital MAINTENANT", accept: ['fluent:mosquito', 'fluent:hospital', 'fluent:face-with-thermometer'], topic: 'sante' },
  { title: "La tension à 40 ans ?? Mon médecin m'a fait peur", accept: ['fluent:stethoscope', 'fluent:health-worker', 'fluent:anatomical-heart'], topic: 'sante' },
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: "J'ai arrêté le sucre pendant 30 jours, voilà le résultat", accept: [PERSON, BIG_WORD, 'fluent:candy'], topic: 'sante' },

  // Agriculture
  { title: 'Mon poulailler de 500 poulets à Thiès : bénéfice après 45 jours', accept: ['fluent:chicken', 'fluent:rooster', 'fluent:baby-chick'], topic: 'agriculture' },
  { title: "Culture du piment à Kindia, j'ai gagné combien en 3 mois ?", accept: ['fluent:hot-pepper'], topic: 'agriculture' },

  // Actu
  { title: 'Prix du pain au Niger : les boulangers en grève', accept: ['fluent:baguette-bread', 'fluent:bread', 'flag:ne'], topic: 'actu' },
  { title: 'Inondations à Limete ce matin, mbula ebeti makasi', accept: ['fluent:cloud-with-rain', 'fluent:water-wave', 'flag:cd'], topic: 'actu' },
  { title: 'Ce ministre a dit QUOI sur les jeunes ??', accept: [PERSON, BIG_WORD], topic: 'actu' },

  // Histoire
  { title: "J'ai retrouvé mon père après 20 ans", accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Ma belle-mère a fouillé mon téléphone… STORYTIME', accept: [...phone, PERSON], topic: 'histoire' },
  { title: "Mon boss m'a viré par WhatsApp, je raconte tout", accept: ['fluent:mobile-phone', PERSON], topic: 'histoire' },
  { title: 'Visa Canada refusé 3 fois, je lâche pas', accept: ['fluent:passport-control', 'flag:ca', 'fluent:airplane'], topic: 'histoire' },
  { title: 'Gbê, les môgôs du quartier sont jaloux de ma réussite', accept: [PERSON], topic: 'histoire' },
];
