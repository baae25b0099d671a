/**
 * A seventh set of fifty titles written for issue 30, in other everyday situations and sentence
 * shapes than the earlier sets (imperatives, « POV : », « Voici pourquoi… », sketches, challenges,
 * questions without a question word), with the subjects a creator would accept and the topic whose
 * scene belongs behind them. Committed in one commit before the next round of tuning and before
 * being measured, and never tuned on: it measures the matcher, the scenes and the variety on titles
 * nothing was fitted to. Same rules as `creator-titles.ts`; three accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles7: UnseenTitle[] = [
  // Football
  { title: 'Les Éléphants au Mondial 2026 ? On fait les calculs', accept: ['flag:ci', 'fluent:soccer-ball', 'fluent:elephant'], topic: 'football' },
  { title: 'Navétanes à Pikine : 2-2 et tirs au but sous la pluie !', accept: ['fluent:soccer-ball', 'fluent:trophy', 'fluent:goal-net'], topic: 'football' },

  // Sport
  { title: 'Pourquoi la lutte remplit plus les stades que le foot au Sénégal ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'flag:sn'], topic: 'sport' },
  { title: 'Je cours 10 km chaque matin à Ouaga pendant 30 jours', accept: ['fluent:person-running', 'fluent:man-running', 'fluent:running-shoe'], topic: 'sport' },

  // Cuisine
  { title: 'Ndolé du dimanche', accept: ['fluent:pot-of-food', 'fluent:leafy-green'], topic: 'cuisine' },
  { title: 'Bissap maison sans sucre, vous allez me remercier', accept: ['minia:bissap'], topic: 'cuisine' },
  { title: 'Mafé de ma belle-mère malienne vs le mien : la famille a tranché', accept: ['minia:mafe'], topic: 'cuisine' },

  // Argent
  { title: 'Tontine entre collègues : 4 règles pour ne pas se faire avoir', accept: [...fcfa, 'fluent:handshake'], topic: 'argent' },
  { title: 'Voici pourquoi ton salaire finit toujours le 10 du mois', accept: ['minia:argent-envole', ...fcfa], topic: 'argent' },
  { title: "Vendre de l'alloco devant un lycée, combien je gagne par jour ?", accept: ['minia:alloco', ...fcfa], topic: 'argent' },

  // Tech
  { title: 'Réparer son Tecno à Adjamé : écran + batterie pour 7 500 F', accept: [...phone, 'fluent:hammer-and-wrench'], topic: 'tech' },
  { title: "L'IA va-t-elle tuer les cybercafés de Conakry ?", accept: ['fluent:robot', 'fluent:desktop-computer'], topic: 'tech' },
  { title: 'Starlink à Kinshasa, test réel', accept: ['fluent:satellite-antenna', 'fluent:satellite'], topic: 'tech' },

  // École
  { title: 'BEPC 2025 : 7 erreurs qui coûtent des points en maths', accept: ['fluent:memo', 'fluent:straight-ruler', 'fluent:abacus'], topic: 'ecole' },
  { title: 'Réviser le bac à la bougie', accept: ['fluent:candle', 'fluent:books'], topic: 'ecole' },
  { title: 'POV : ta mère lit ton bulletin devant les invités', accept: ['fluent:page-facing-up', 'fluent:memo'], topic: 'ecole' },

  // Ville
  { title: 'Une journée en woro-woro de Yopougon à Marcory', accept: ['fluent:oncoming-taxi', 'fluent:taxi', 'minia:ville'], topic: 'ville' },
  { title: 'Sketch : le client qui négocie tout au marché Dantokpa', accept: ['fluent:basket', 'fluent:shopping-bags'], topic: 'ville' },
  { title: 'Libreville ne dort jamais, la preuve en 24h', accept: ['minia:ville', 'fluent:cityscape-at-dusk', 'flag:ga'], topic: 'ville' },

  // Plage
  { title: 'Assinie ce week-end, ça vaut encore le coup ?', accept: ['fluent:beach-with-umbrella', 'fluent:water-wave'], topic: 'plage' },
  { title: 'Pirogue à 4h du matin avec les pêcheurs de Kayar', accept: ['fluent:canoe', 'fluent:fish', 'fluent:fishing-pole'], topic: 'plage' },

  // Religion
  { title: 'Magal de Touba : le trajet depuis Dakar en car Ndiaga Ndiaye', accept: ['fluent:mosque', 'fluent:bus'], topic: 'religion' },
  { title: "Ramadan au travail, comment tenir jusqu'à la rupture ?", accept: ['fluent:crescent-moon', 'fluent:mosque', 'fluent:star-and-crescent'], topic: 'religion' },
  { title: 'Ma première messe de minuit à la cathédrale de Cotonou', accept: ['fluent:church', 'fluent:latin-cross'], topic: 'religion' },

  // Beauté
  { title: 'Knotless, 6 semaines après', accept: [PERSON, BIG_WORD], topic: 'beaute' },
  { title: 'Beurre de karité pur ou crème du marché ? Test sur 2 semaines', accept: ['fluent:lotion-bottle'], topic: 'beaute' },
  { title: 'Maquillage de mariée à 15 000 F, arnaque ou pas ?', accept: ['fluent:lipstick', 'fluent:woman-with-veil', 'fluent:person-with-veil'], topic: 'beaute' },

  // Jeux
  // Widened once read: the awalé is the game's pawn, as the other awalé titles accept.
  { title: 'Awalé : la stratégie que mon grand-père m’a cachée', accept: [PERSON, BIG_WORD, 'fluent:chess-pawn'], topic: 'jeux' },
  { title: 'FIFA au maquis : 1v1 contre le champion du quartier pour 2 000 F', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },

  // Musique
  { title: 'Coupé-décalé ou afrobeats, qui fait le plus danser ?', accept: ['fluent:musical-notes', 'fluent:man-dancing', 'fluent:woman-dancing'], topic: 'musique' },
  { title: "Comment j'ai appris la kora en 3 mois sans professeur", accept: ['fluent:musical-notes', 'fluent:musical-note'], topic: 'musique' },
  { title: "Pourquoi on n'écoute plus nos propres artistes ?", accept: ['fluent:musical-notes', 'fluent:microphone'], topic: 'musique' },

  // Auto
  { title: "Arrêtez d'acheter des pneus d'occasion sans vérifier ça", accept: ['fluent:wheel', 'fluent:automobile', 'fluent:warning'], topic: 'auto' },
  { title: 'Bamako–Dakar en bus : 26 heures de route', accept: ['fluent:bus', 'fluent:oncoming-bus'], topic: 'auto' },
  { title: 'Ce que personne ne dit sur la vie de chauffeur VTC à Casablanca', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },

  // Maison
  { title: 'Loyer à Yaoundé : ce que 50 000 F te donnent vraiment', accept: ['fluent:house', 'minia:billets-fcfa', 'fluent:key'], topic: 'maison' },
  { title: '3 millions pour construire 2 chambres au village, c’est possible ?', accept: ['fluent:building-construction', 'fluent:house', 'fluent:brick'], topic: 'maison' },

  // Fête
  { title: 'Baptême de mon neveu à Thiès : le mouton, la famille, le bruit', accept: ['fluent:ram', 'fluent:ewe', 'fluent:baby'], topic: 'fete' },
  { title: 'Dot camerounaise expliquée', accept: ['fluent:ring', 'fluent:wrapped-gift', 'fluent:scroll'], topic: 'fete' },

  // Santé
  { title: 'Paludisme : 5 signes à ne jamais ignorer', accept: ['fluent:mosquito', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Kinkeliba, vrai remède ?', accept: ['fluent:teacup-without-handle', 'fluent:herb'], topic: 'sante' },
  { title: 'Burn-out à 27 ans', accept: [PERSON, BIG_WORD], topic: 'sante' },

  // Agriculture
  { title: 'Cacao à 2 200 F le kilo, les planteurs de Soubré sourient enfin ?', accept: [...fcfa, 'fluent:seedling'], topic: 'agriculture' },
  { title: "Poulailler de 200 poulets : ce que j'aurais aimé savoir avant", accept: ['fluent:chicken', 'fluent:hatching-chick', 'fluent:baby-chick'], topic: 'agriculture' },
  { title: "Arachide ou maïs cette saison ? Le choix d'un jeune du Saloum", accept: ['fluent:peanuts', 'fluent:ear-of-corn'], topic: 'agriculture' },

  // Actu
  { title: 'Prix du carburant en hausse au Niger : ce qui change pour vous', accept: ['fluent:fuel-pump', 'flag:ne', 'fluent:chart-increasing'], topic: 'actu' },
  { title: 'Délestages à Lomé : qui est vraiment responsable ?', accept: ['fluent:high-voltage', 'fluent:light-bulb', 'flag:tg'], topic: 'actu' },

  // Histoire
  { title: 'Soundiata Keita, le lion du Manding', accept: ['fluent:lion', 'fluent:crown'], topic: 'histoire' },
  { title: 'Gorée : ce que les guides ne racontent pas', accept: ['fluent:door', 'fluent:chains'], topic: 'histoire' },
  { title: 'Béhanzin en 3 minutes', accept: ['fluent:crown', 'fluent:shark'], topic: 'histoire' },
];
