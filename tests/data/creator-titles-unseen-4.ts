/**
 * A fourth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Written before the next round of tuning and committed
 * in one commit before being measured; never tuned on: like the first three sets, it measures the
 * matcher, the scenes and the variety on titles nothing was fitted to.
 * Same rules as `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles4: UnseenTitle[] = [
  // Football
  { title: 'Les Lions de la Teranga éliminés ?! Mon analyse à chaud', accept: ['flag:sn', 'fluent:soccer-ball', 'fluent:lion'], topic: 'football' },
  { title: "ASEC ou Africa Sports : quel est le vrai club d'Abidjan ?", accept: ['fluent:soccer-ball', 'flag:ci'], topic: 'football' },
  { title: 'Coupe de Guinée : Horoya 3-1 Hafia, tous les buts', accept: ['fluent:soccer-ball', 'fluent:goal-net', 'fluent:trophy'], topic: 'football' },
  // Sport
  { title: "Lutte : Balla Gaye 2 prépare son retour dans l'arène", accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:flexed-biceps'], topic: 'sport' },
  { title: "Marathon de Ouaga : j'ai couru 42 km sans m'entraîner", accept: ['fluent:person-running', 'fluent:running-shoe', 'fluent:sports-medal'], topic: 'sport' },
  { title: "Basket : les Aigles du Mali en demi-finale de l'AfroBasket", accept: ['fluent:basketball', 'flag:ml'], topic: 'sport' },
  // Cuisine
  { title: 'Le vrai thiéboudienne de ma grand-mère à Saint-Louis', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Garba à 300 F : le meilleur maquis de Yopougon ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Msemen marocain, la recette inratable', accept: ['fluent:flatbread'], topic: 'cuisine' },
  { title: 'Bissap maison : 4 parfums à tester cet été', accept: ['minia:bissap'], topic: 'cuisine' },
  // Argent
  { title: "J'ai économisé 500 000 FCFA en 6 mois avec un salaire de 150 000", accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Tontine : arnaque ou vraie solution ?', accept: [...fcfa, 'minia:sac-fcfa'], topic: 'argent' },
  { title: 'Orange Money ou Wave : qui prend le moins de frais ?', accept: [...phone, 'minia:smartphone-2'], topic: 'argent' },
  { title: "Ouvrir un compte en banque à Lomé : ce qu'il faut savoir", accept: ['minia:banque'], topic: 'argent' },
  // Tech
  { title: 'Tecno Camon ou Infinix Note : lequel acheter à 100 000 F ?', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'tech' },
  { title: 'La fibre à Cotonou, mon avis après 3 mois', accept: ['fluent:globe-with-meridians', 'fluent:antenna-bars', 'fluent:laptop'], topic: 'tech' },
  { title: 'Mon PC portable ne charge plus ?!', accept: ['fluent:laptop', 'fluent:low-battery', 'fluent:battery'], topic: 'tech' },
  // École
  { title: 'BAC 2025 au Sénégal : 7 conseils pour réussir', accept: ['minia:ecole', 'fluent:books', 'fluent:graduation-cap'], topic: 'ecole' },
  { title: 'Résultats du BEPC : ma réaction en direct', accept: [PERSON, 'minia:ecole'], topic: 'ecole' },
  { title: "Étudiante à l'université de Yaoundé I : une journée avec moi", accept: ['minia:ecole', 'fluent:graduation-cap', 'fluent:books'], topic: 'ecole' },
  // Ville
  { title: 'Dakar by night', accept: ['minia:ville', 'fluent:night-with-stars', 'fluent:cityscape-at-dusk'], topic: 'ville' },
  { title: 'Kinshasa : les embouteillages de Victoire, 2 heures pour faire 5 km !', accept: ['minia:ville', 'fluent:vertical-traffic-light', 'fluent:automobile'], topic: 'ville' },
  // Plage
  { title: "Week-end à Assinie : la plus belle plage de Côte d'Ivoire ?", accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'flag:ci'], topic: 'plage' },
  { title: 'Cap Skirring en famille', accept: ['fluent:beach-with-umbrella', 'fluent:palm-tree', 'fluent:water-wave'], topic: 'plage' },
  // Religion
  { title: 'Ramadan : mes 5 habitudes pour bien tenir le jeûne', accept: ['fluent:mosque', 'fluent:crescent-moon', 'fluent:star-and-crescent'], topic: 'religion' },
  { title: 'Veillée de prière à la cathédrale de Douala', accept: ['fluent:church', 'fluent:folded-hands'], topic: 'religion' },
  // Beauté
  { title: 'Mes tresses pour la rentrée : 3 styles simples', accept: [PERSON, 'fluent:woman-getting-haircut'], topic: 'beaute' },
  { title: 'Karité pur ou crème du marché ? Mon test sur 30 jours', accept: ['fluent:lotion-bottle', 'fluent:jar'], topic: 'beaute' },
  { title: 'Maquillage mariage peau noire', accept: ['fluent:lipstick', PERSON], topic: 'beaute' },
  // Jeux
  { title: "FIFA 25 : j'affronte le meilleur joueur de Bamako", accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ludo en famille : le perdant paie 5 000 F !', accept: ['fluent:game-die', ...fcfa], topic: 'jeux' },
  // Musique
  { title: 'Coupé-décalé ou afrobeat : lequel fait le plus danser ?', accept: ['fluent:musical-notes', 'fluent:man-dancing', 'fluent:woman-dancing'], topic: 'musique' },
  { title: "J'ai enregistré mon premier son dans un studio de Treichville", accept: ['fluent:studio-microphone', 'fluent:microphone', 'fluent:headphone'], topic: 'musique' },
  { title: "Top 10 des sons mbalax de l'année", accept: ['fluent:musical-notes', 'fluent:drum', BIG_WORD], topic: 'musique' },
  // Auto
  { title: "Acheter une Toyota d'occasion au port de Cotonou : les pièges à éviter", accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'fluent:sport-utility-vehicle'], topic: 'auto' },
  { title: 'Moto Jakarta ou Haojue : laquelle tient le mieux à Ouaga ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  { title: 'Permis de conduire à Conakry : combien ça coûte vraiment ?', accept: ['fluent:automobile', 'fluent:identification-card', 'minia:billets-fcfa'], topic: 'auto' },
  // Maison
  { title: 'Je construis ma maison au village, étape 1 : les fondations', accept: ['fluent:house', 'fluent:building-construction', 'fluent:brick'], topic: 'maison' },
  { title: 'Louer un studio à Cocody : 4 choses à vérifier avant de signer', accept: ['fluent:house', 'fluent:key', 'fluent:house-with-garden'], topic: 'maison' },
  // Fête
  { title: 'Mariage coutumier au Bénin : la dot, les pagnes et la fête', accept: ['fluent:wedding', 'fluent:ring', 'fluent:party-popper'], topic: 'fete' },
  { title: "Réveillon à Abidjan, on a fêté jusqu'à 6h !", accept: ['fluent:party-popper', 'fluent:fireworks', 'fluent:confetti-ball'], topic: 'fete' },
  { title: 'Baptême de ma nièce : le ngénté en images', accept: ['fluent:baby', 'fluent:party-popper', 'fluent:baby-bottle'], topic: 'fete' },
  // Santé
  { title: 'Palu : 5 signes à ne jamais ignorer', accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:pill'], topic: 'sante' },
  { title: "J'ai perdu 12 kg sans salle de sport", accept: [PERSON, BIG_WORD], topic: 'sante' },
  // Agriculture
  { title: "Oignon de Galmi : combien j'ai gagné cette saison ?", accept: ['fluent:onion', 'fluent:seedling', 'minia:billets-fcfa'], topic: 'agriculture' },
  { title: 'Élevage de poulets : 500 sujets dans ma cour', accept: ['fluent:chicken', 'fluent:baby-chick', 'fluent:hatching-chick'], topic: 'agriculture' },
  // Actualité
  { title: "Coupures d'électricité à Conakry, la population en colère", accept: ['fluent:light-bulb', 'fluent:high-voltage', PERSON], topic: 'actu' },
  { title: "Présidentielle au Gabon : ce qu'il faut retenir", accept: ['flag:ga', 'fluent:ballot-box-with-ballot'], topic: 'actu' },
  // Histoire
  { title: "Soundiata Keïta, la vraie histoire de l'empire du Mali", accept: ['flag:ml', 'fluent:crown', PERSON], topic: 'histoire' },
  { title: 'La Porte du Non-Retour de Ouidah expliquée', accept: ['fluent:door', 'flag:bj'], topic: 'histoire' },
];
