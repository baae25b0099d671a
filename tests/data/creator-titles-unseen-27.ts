/**
 * A twenty-seventh set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them: creators of every kind, as a random slice of a
 * francophone African feed shows them, in each country's everyday words. Committed in one commit
 * before being measured, and never tuned on: it measures the matcher, the scenes and the variety on
 * titles nothing was fitted to. Same rules as `creator-titles.ts`; three accept only a person or a
 * big word.
 */
import { BIG_WORD, PERSON } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles27: UnseenTitle[] = [
  { title: 'Les Éperviers encore battus à Lomé… on fait comment maintenant ?', accept: ['fluent:soccer-ball', 'flag:tg'], topic: 'football' },
  { title: 'Maracana à Yopougon : 500 F la mise, le gagnant ramasse tout', accept: ['fluent:soccer-ball', 'fluent:goal-net', 'fluent:trophy'], topic: 'football' },
  { title: 'Léopards 2-1 !', accept: ['fluent:soccer-ball', 'flag:cd', BIG_WORD], topic: 'football' },

  { title: "Evala à Kara : j'ai vu les lutteurs de près", accept: ['fluent:person-wrestling', 'fluent:man-wrestling'], topic: 'sport' },
  { title: "10 km de footing dans la chaleur de Niamey, j'ai failli abandonner", accept: ['fluent:running-shoe', 'fluent:person-running', 'fluent:hot-face'], topic: 'sport' },
  { title: 'Salle de muscu à 5 000 F le mois à Bonamoussadi : ça vaut le coup ?', accept: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], topic: 'sport' },

  { title: 'Garba ou alloco ?', accept: ['minia:attieke', 'minia:alloco'], topic: 'cuisine' },
  { title: 'Msemen du matin : la pâte parfaite en 4 étapes', accept: ['fluent:flatbread'], topic: 'cuisine' },
  { title: 'Ndolè de maman pour 15 personnes, je vous montre tout de A à Z', accept: ['fluent:cook', PERSON], topic: 'cuisine' },

  { title: 'Njangi entre collègues : on a cotisé 2 millions en un an', accept: ['minia:billets-fcfa', 'minia:sac-fcfa', 'minia:pieces-fcfa'], topic: 'argent' },
  { title: 'Mon transfert Wave a disparu… arnaque ou bug ?', accept: ['minia:argent-envole', 'fluent:mobile-phone', 'minia:smartphone'], topic: 'argent' },
  { title: 'Bayam-sellam à Mokolo : combien je gagne en une journée ?', accept: ['minia:billets-fcfa', 'minia:pieces-fcfa', 'fluent:basket'], topic: 'argent' },

  { title: 'Tecno ou Itel à 60 000 F ?', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'tech' },
  { title: "Réparer soi-même l'écran cassé de son téléphone", accept: ['fluent:mobile-phone', 'minia:smartphone', 'fluent:screwdriver'], topic: 'tech' },
  { title: 'Starlink à Kinshasa : 7 jours de test, la connexion tient ou pas ?', accept: ['fluent:satellite-antenna', 'fluent:satellite', 'fluent:globe-with-meridians'], topic: 'tech' },

  { title: 'BEPC 2025 : sujet de maths corrigé pas à pas', accept: ['fluent:triangular-ruler', 'fluent:memo', 'minia:ecole'], topic: 'ecole' },
  { title: 'Bac blanc raté', accept: ['fluent:graduation-cap', 'fluent:memo', PERSON], topic: 'ecole' },
  { title: 'Première semaine à la fac de Ouaga, les amphis sont pleins à craquer', accept: ['fluent:graduation-cap', 'fluent:books', 'minia:ecole'], topic: 'ecole' },

  { title: 'Adjamé à 18 h : 2 heures de bouchon pour faire 5 km', accept: ['fluent:automobile', 'minia:ville', 'fluent:oncoming-bus'], topic: 'ville' },
  { title: 'Kin la belle vue du ciel', accept: ['minia:ville', 'fluent:cityscape'], topic: 'ville' },

  { title: 'Week-end à Assinie : le coin que personne ne connaît', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:desert-island'], topic: 'plage' },
  { title: 'Plage de Kribi, poisson braisé et chutes de la Lobé', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:palm-tree'], topic: 'plage' },

  { title: "Premier ndogou du Ramadan à Touba, l'ambiance est incroyable", accept: ['fluent:mosque', 'fluent:crescent-moon', 'fluent:star-and-crescent'], topic: 'religion' },
  { title: 'Veillée de prière à Yamoussoukro : la basilique pleine à minuit', accept: ['fluent:church', 'fluent:folded-hands', 'fluent:latin-cross'], topic: 'religion' },

  { title: 'Knotless ou nattes collées ? Mon avis après 2 semaines', accept: [PERSON], topic: 'beaute' },
  { title: 'Beurre de karité de Ségou sur mes cheveux pendant 30 jours', accept: ['fluent:jar', 'fluent:lotion-bottle', BIG_WORD], topic: 'beaute' },
  { title: 'La sape à Matonge : 3 looks à plus de 500 000 F', accept: ['fluent:necktie', 'fluent:top-hat', 'fluent:mans-shoe'], topic: 'beaute' },

  { title: "Ludo en ligne avec les cousins de Port-Gentil, j'ai tout perdu", accept: ['fluent:game-die', 'fluent:mobile-phone', 'minia:smartphone'], topic: 'jeux' },
  { title: "Dames au grin : j'ai enfin battu le vieux Bakary", accept: ['fluent:chess-pawn', 'fluent:trophy', PERSON], topic: 'jeux' },

  { title: 'Coupé-décalé des années 2000 : mon top 10 des sons', accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:speaker-high-volume'], topic: 'musique' },
  { title: 'Sabar toute la nuit à la Médina', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },

  { title: 'Essence kpayo ou station : laquelle abîme ton moteur ?', accept: ['fluent:fuel-pump', 'fluent:oil-drum'], topic: 'auto' },
  { title: "Acheter une moto Djakarta d'occasion sans se faire avoir", accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Corolla venue de Belgique : dédouanement au port de Cotonou, je paie combien ?', accept: ['fluent:automobile', 'fluent:ship', 'minia:billets-fcfa'], topic: 'auto' },

  { title: "Construire 3 chambres à Kati avec 8 millions, c'est possible ?", accept: ['fluent:house', 'fluent:brick', 'fluent:building-construction'], topic: 'maison' },
  { title: 'Room tour de ma chambre-salon à Libreville', accept: ['fluent:couch-and-lamp', 'fluent:bed', 'fluent:house'], topic: 'maison' },
  { title: 'Délestage à Conakry : mes 5 astuces pour tenir sans courant à la maison', accept: ['fluent:light-bulb', 'fluent:candle', 'fluent:flashlight'], topic: 'maison' },

  { title: "Dot au village : pagnes, calebasses et ambiance jusqu'au matin", accept: ['fluent:wedding', 'fluent:ring', 'fluent:wrapped-gift'], topic: 'fete' },
  { title: 'Anniversaire surprise pour ma go, elle a pleuré !', accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift'], topic: 'fete' },

  { title: "Paludisme : 4 signes à ne jamais ignorer chez l'enfant", accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:face-with-thermometer'], topic: 'sante' },
  { title: 'Sucre : 21 jours sans', accept: [BIG_WORD, PERSON], topic: 'sante' },
  { title: "9 heures aux urgences de Treichville, voilà ce que j'ai vu", accept: ['fluent:hospital', 'fluent:ambulance', 'fluent:hourglass-not-done'], topic: 'sante' },

  { title: 'Mon champ de maïs à Sikasso après la première pluie', accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:cloud-with-rain'], topic: 'agriculture' },
  { title: "Élevage d'escargots géants : 1 an après, le bilan", accept: ['fluent:snail'], topic: 'agriculture' },
  { title: "Ruches dans l'Atacora : ma première récolte de miel", accept: ['fluent:honeybee', 'fluent:honey-pot'], topic: 'agriculture' },

  { title: "Conseil des ministres de ce mercredi : ce qu'il faut retenir", accept: ['fluent:classical-building', 'fluent:newspaper', 'fluent:rolled-up-newspaper'], topic: 'actu' },
  { title: "Crue du fleuve à Niamey, des quartiers entiers sous l'eau", accept: ['fluent:water-wave', 'fluent:house', 'fluent:cloud-with-rain'], topic: 'actu' },

  { title: "Il m'a bloqué partout après mon prêt de 50 000 F", accept: [PERSON, 'minia:argent-envole'], topic: 'histoire' },
  { title: "Pourquoi j'ai quitté Paris pour rentrer à Abidjan", accept: ['fluent:airplane', 'flag:ci', PERSON], topic: 'histoire' },
  { title: 'Ma belle-mère débarque sans prévenir…', accept: [PERSON], topic: 'histoire' },
];
