/**
 * A thirteenth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Committed in one commit before the next round of tuning
 * is measured on it, and never tuned on: it measures the matcher, the scenes and the variety on
 * titles nothing was fitted to. Written from everyday situations and sentence shapes the earlier sets
 * use little, about a third naming a concrete object or place and the rest more abstract. Same rules
 * as `creator-titles.ts`; five accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles13: UnseenTitle[] = [
  // Football
  { title: 'POV : ton père regarde Gabon - Cameroun avec toi', accept: ['flag:ga', 'flag:cm', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Navétanes : 4-3 après prolongations, quelle finale !', accept: ['fluent:soccer-ball', 'fluent:trophy', BIG_WORD], topic: 'football' },
  { title: 'Ce coach m’a dit que j’étais trop petit pour le foot', accept: ['fluent:soccer-ball', PERSON], topic: 'football' },

  // Other sports
  { title: 'Comment j’ai perdu 12 kilos à Ouaga sans abonnement', accept: ['fluent:person-running', 'fluent:flexed-biceps', BIG_WORD], topic: 'sport' },
  { title: 'Lutte : la défaite qui a tout changé', accept: ['fluent:person-wrestling', PERSON], topic: 'sport' },

  // Cooking
  { title: 'Garba maison ou garba du carrefour ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Le meilleur poulet braisé de Yopougon ? On a testé 4 maquis', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Cuisiner pour 200 invités sans stresser, voici comment on s’organise', accept: ['fluent:pot-of-food', 'fluent:cook', 'fluent:woman-cook'], topic: 'cuisine' },

  // Money
  { title: 'Njangui : pourquoi j’ai tout arrêté après 3 ans', accept: fcfa.concat(['minia:sac-fcfa']), topic: 'argent' },
  { title: 'Ce que personne ne dit sur l’argent qu’on envoie au pays', accept: ['minia:argent-envole'].concat(fcfa), topic: 'argent' },
  { title: 'Prêter à la famille ? Plus jamais !', accept: ['minia:argent-envole'].concat(fcfa), topic: 'argent' },

  // Tech
  { title: 'Coupures de courant : mon kit solaire à 150 000 F pour bosser', accept: ['fluent:battery', 'fluent:sun', 'fluent:electric-plug'], topic: 'tech' },
  { title: 'Une semaine sans réseaux sociaux, voilà ce que j’ai appris', accept: phone.concat(['fluent:mobile-phone-off']), topic: 'tech' },
  { title: 'L’IA va-t-elle remplacer nos secrétaires ?', accept: ['fluent:robot', 'fluent:laptop', 'fluent:office-worker'], topic: 'tech' },

  // School
  { title: 'Redoubler m’a sauvé', accept: [PERSON, BIG_WORD], topic: 'ecole' },
  { title: 'Voici pourquoi les meilleurs élèves ne réussissent pas toujours', accept: ['fluent:graduation-cap', 'fluent:student', PERSON], topic: 'ecole' },
  { title: '6 façons de réviser sans électricité', accept: ['fluent:candle', 'fluent:books', 'fluent:flashlight'], topic: 'ecole' },

  // City
  { title: 'Abobo - Plateau en gbaka à l’heure de pointe, le calvaire', accept: ['fluent:minibus', 'fluent:oncoming-bus', 'fluent:bus'], topic: 'ville' },
  { title: 'Kinshasa la nuit : ce que les touristes ne voient jamais', accept: ['fluent:cityscape-at-dusk', 'fluent:night-with-stars', 'flag:cd'], topic: 'ville' },

  // Beach
  { title: 'Assinie avec 30 000 F tout compris, faisable ?', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'minia:billets-fcfa'], topic: 'plage' },
  { title: 'Les pirogues rentrent à Kayar, on achète direct sur la plage', accept: ['fluent:canoe', 'fluent:fish'], topic: 'plage' },

  // Religion
  { title: 'Ramadan au travail : 5 conseils pour tenir jusqu’à la rupture', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: '3 jours à pied jusqu’à Popenguine', accept: ['fluent:church', 'fluent:latin-cross', 'fluent:person-walking'], topic: 'religion' },
  { title: 'Ma foi a vacillé cette année', accept: ['fluent:folded-hands', 'fluent:prayer-beads', PERSON], topic: 'religion' },

  // Beauty
  { title: 'Arrêtez de vous dépigmenter ! Une dermato vous répond', accept: ['fluent:lotion-bottle', 'fluent:warning', 'fluent:prohibited'], topic: 'beaute' },
  { title: 'Maquillage de mariée : 25 000 F vs 150 000 F', accept: ['fluent:lipstick', 'fluent:woman-with-veil', 'fluent:mirror'], topic: 'beaute' },
  { title: 'Mon gommage au savon noir, comme au hammam', accept: ['fluent:soap', 'fluent:woman-in-steamy-room', 'fluent:person-in-steamy-room'], topic: 'beaute' },

  // Games
  { title: 'Le perdant paie les beignets : FIFA contre mon petit frère', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ludo ou damier ? Le tournoi du grin', accept: ['fluent:game-die', 'fluent:chess-pawn'], topic: 'jeux' },

  // Music
  { title: 'Coupé-décalé : mort ou juste endormi ?', accept: ['fluent:musical-notes', 'fluent:man-dancing', 'fluent:speaker-high-volume'], topic: 'musique' },
  { title: 'Zéro au djembé il y a un mois, écoutez maintenant', accept: ['fluent:long-drum', 'fluent:drum'], topic: 'musique' },
  { title: 'Nos artistes ne chantent plus en live, voici pourquoi', accept: ['fluent:microphone', 'fluent:singer', 'fluent:studio-microphone'], topic: 'musique' },

  // Cars and motorbikes
  { title: 'Toyota venue de Cotonou : 7 pièges avant d’acheter', accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'fluent:warning'], topic: 'auto' },
  { title: 'Djakarta, 1 an après', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },

  // Home
  { title: 'Construire depuis l’Europe : on m’a volé 4 millions', accept: ['fluent:building-construction', 'fluent:house', 'minia:argent-envole'], topic: 'maison' },
  { title: 'Grand ménage du dimanche, ma routine en 45 minutes', accept: ['fluent:broom', 'fluent:bucket', 'fluent:sponge'], topic: 'maison' },

  // Celebrations
  { title: 'Baptême à Niamey : ce que les invités ne voient pas', accept: ['fluent:baby', 'fluent:party-popper', 'fluent:baby-bottle'], topic: 'fete' },
  { title: 'POV : tu es la seule célibataire au mariage de ta petite sœur', accept: ['fluent:wedding', 'fluent:ring', 'fluent:woman-with-veil'], topic: 'fete' },
  { title: 'Nouvel an à Lomé', accept: ['fluent:fireworks', 'fluent:party-popper', 'flag:tg'], topic: 'fete' },

  // Health
  { title: 'Palu ou simple fatigue ? 4 signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: 'Urgences de Treichville, 3h du matin', accept: ['fluent:hospital', 'fluent:ambulance', 'fluent:health-worker'], topic: 'sante' },
  { title: 'Personne ne m’a prévenue pour le post-partum', accept: [PERSON], topic: 'sante' },

  // Farming
  { title: 'Mon champ de maïs à Korhogo après la première pluie', accept: ['fluent:ear-of-corn', 'fluent:seedling', 'fluent:farmer'], topic: 'agriculture' },
  { title: 'Quitter le bureau à Bobo pour élever des lapins : 2 ans après', accept: ['fluent:rabbit', 'fluent:rabbit-face'], topic: 'agriculture' },

  // News
  { title: 'Prix de la baguette : les boulangers de Dakar en grève', accept: ['fluent:baguette-bread', 'fluent:placard', 'fluent:megaphone'], topic: 'actu' },
  { title: 'Élections au Gabon, ce qu’il faut retenir en 8 minutes', accept: ['fluent:ballot-box-with-ballot', 'flag:ga'], topic: 'actu' },
  { title: 'La vie chère, on en parle ?', accept: ['fluent:chart-increasing', 'fluent:shopping-cart', 'minia:argent-envole'], topic: 'actu' },

  // Stories
  { title: 'Il m’a ghostée après la dot', accept: [PERSON], topic: 'histoire' },
  { title: 'Mon patron m’a humiliée devant tout le monde', accept: [PERSON], topic: 'histoire' },
  { title: 'Je ne suis plus la même depuis ce jour', accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
