/**
 * A twenty-fourth set of fifty titles written for issue 30, with the subjects a creator would accept
 * and the topic whose scene belongs behind them. Each is the title of a mid-size channel with one
 * clear niche (a cook, a barber, a mechanic, a farmer, a pastor, an imam, a teacher, a nurse, a
 * gamer, a tailor, a taxi driver…), from Senegal to the DRC. Committed in one commit before it was
 * measured, and never tuned on: it measures the matcher, the scenes and the variety on titles
 * nothing was fitted to. Same rules as `creator-titles.ts`; two accept only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles24: UnseenTitle[] = [
  // Football
  { title: 'Lions Indomptables : 3 erreurs du coach contre le Nigeria', accept: ['flag:cm', 'fluent:soccer-ball', 'flag:ng'], topic: 'football' },
  { title: 'Derby ASEC – Africa Sports : 2-1 !', accept: ['fluent:soccer-ball', 'fluent:trophy', BIG_WORD], topic: 'football' },
  { title: 'Détection à Bamako : 200 jeunes pour 5 places au centre de formation', accept: ['fluent:soccer-ball', 'flag:ml', 'fluent:goal-net'], topic: 'football' },
  // Other sports
  { title: 'Lutte sénégalaise : qui peut encore battre le roi des arènes ?', accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'flag:sn'], topic: 'sport' },
  { title: '30 jours de pompes', accept: ['fluent:flexed-biceps', 'fluent:person-lifting-weights', BIG_WORD], topic: 'sport' },
  { title: 'Tour du Faso : 140 km à vélo sous 40 degrés', accept: ['fluent:person-biking', 'fluent:bicycle', 'flag:bf'], topic: 'sport' },
  // Cooking
  { title: 'Thiéboudienne rouge au mérou frais, la recette de ma grand-mère', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Poulet DG express', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Bissap, gingembre, tamarin : mes 3 jus à 100F le sachet', accept: ['minia:bissap'], topic: 'cuisine' },
  // Money
  { title: 'Agent Wave à Yopougon : ce que je gagne vraiment par mois', accept: phone.concat(fcfa), topic: 'argent' },
  { title: 'Ma tontine de 500 000 FCFA a disparu ?!', accept: fcfa.concat(['minia:argent-envole']), topic: 'argent' },
  { title: 'Épargner 50 000F par mois avec un petit salaire, c’est possible', accept: fcfa.concat(['minia:sac-fcfa', 'minia:banque']), topic: 'argent' },
  // Tech
  { title: 'Tecno Camon 30 ou Infinix Note 40 : lequel acheter à 150 000F ?', accept: phone, topic: 'tech' },
  { title: 'J’ai codé ma première appli en 7 jours', accept: ['fluent:laptop'].concat(phone), topic: 'tech' },
  { title: 'Écran cassé ? Je répare ton téléphone en 20 minutes', accept: phone.concat(['fluent:screwdriver']), topic: 'tech' },
  // School
  { title: 'BEPC 2025 : 10 exercices de maths corrigés', accept: ['fluent:triangular-ruler', 'fluent:pencil', 'fluent:memo'], topic: 'ecole' },
  { title: 'Ma journée d’étudiante à l’UCAD', accept: ['fluent:woman-student', 'fluent:books', 'fluent:graduation-cap'], topic: 'ecole' },
  { title: 'Après le BAC au Togo : université ou BTS ?', accept: ['fluent:graduation-cap', 'minia:ecole', 'flag:tg'], topic: 'ecole' },
  // City
  { title: 'Je découvre Libreville en 24 heures', accept: ['minia:ville', 'flag:ga', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Dantokpa : le plus grand marché d’Afrique de l’Ouest ?', accept: ['fluent:shopping-bags', 'fluent:basket', 'minia:ville'], topic: 'ville' },
  // Beach and sea
  { title: 'Taghazout : ma première vague en surf', accept: ['fluent:person-surfing', 'fluent:water-wave', 'flag:ma'], topic: 'plage' },
  { title: 'Pêche en pirogue à Kayar avant le lever du soleil, on rentre avec quoi ?', accept: ['fluent:canoe', 'fluent:fish', 'fluent:fishing-pole'], topic: 'plage' },
  // Faith
  { title: 'Prière de minuit : ton miracle arrive !', accept: ['fluent:folded-hands', 'fluent:church', PERSON], topic: 'religion' },
  { title: 'Ramadan : 5 erreurs qui annulent ton jeûne', accept: ['fluent:crescent-moon', 'fluent:mosque', 'fluent:prayer-beads'], topic: 'religion' },
  // Beauty and fashion
  { title: 'Maquillage mariée peau noire : tuto complet', accept: ['fluent:lipstick', 'fluent:woman-with-veil'], topic: 'beaute' },
  { title: 'Dégradé en 15 minutes', accept: ['fluent:man-getting-haircut', 'fluent:barber-pole', 'fluent:scissors'], topic: 'beaute' },
  { title: 'Je couds un grand boubou en bazin pour la Tabaski', accept: ['fluent:sewing-needle', 'fluent:thread', 'fluent:dress'], topic: 'beaute' },
  // Games
  { title: 'EA FC 25 : je joue la CAN avec le Sénégal en ligne', accept: ['fluent:video-game', 'flag:sn', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: 'Free Fire : Booyah avec 20 kills !', accept: ['fluent:video-game', BIG_WORD].concat(phone), topic: 'jeux' },
  // Music
  { title: 'Rumba congolaise : le solo de guitare que tout le monde demande', accept: ['fluent:guitar', 'flag:cd'], topic: 'musique' },
  { title: 'Mon premier concert !', accept: ['fluent:microphone', 'fluent:musical-notes', PERSON], topic: 'musique' },
  { title: 'Je fais un son afro avec juste mon téléphone', accept: ['fluent:musical-notes', 'fluent:headphone'].concat(phone), topic: 'musique' },
  // Cars and roads
  { title: 'Ma Corolla ne démarre plus : le vrai problème', accept: ['fluent:automobile', 'fluent:wrench'], topic: 'auto' },
  { title: 'Une journée dans mon taxi à Kinshasa', accept: ['fluent:taxi', 'fluent:oncoming-taxi', 'flag:cd'], topic: 'auto' },
  { title: 'Zémidjan à Lomé : combien je fais par jour avec ma moto ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter'].concat(fcfa), topic: 'auto' },
  // Home and family
  { title: 'Villa 4 pièces à Cocody : visite complète à 120 millions', accept: ['fluent:house-with-garden', 'fluent:house', 'fluent:key'], topic: 'maison' },
  { title: 'Mes jumeaux mangent seuls pour la première fois', accept: ['fluent:baby', 'fluent:bowl-with-spoon'], topic: 'maison' },
  // Celebrations
  { title: 'Mouton de Tabaski : j’ai payé 350 000 F, trop cher ?', accept: ['fluent:ram', 'fluent:ewe'].concat(fcfa), topic: 'fete' },
  { title: 'Mariage à Dakar : 300 invités, budget 5 millions', accept: ['fluent:wedding', 'fluent:woman-with-veil', 'fluent:ring'], topic: 'fete' },
  { title: 'Réveillon à Yaoundé : on a dansé jusqu’à 6h !', accept: ['fluent:party-popper', 'fluent:fireworks', 'fluent:confetti-ball'], topic: 'fete' },
  // Health
  { title: 'Paludisme : 4 signes qui doivent vous alerter', accept: ['fluent:mosquito', 'fluent:thermometer', 'fluent:woman-health-worker'], topic: 'sante' },
  { title: 'Kinkéliba le matin : vrai remède ou mythe ?', accept: ['fluent:teacup-without-handle', 'fluent:herb', 'fluent:leafy-green'], topic: 'sante' },
  { title: 'Tension artérielle : 3 aliments à éviter après 40 ans', accept: ['fluent:stethoscope', 'fluent:anatomical-heart'], topic: 'sante' },
  // Farming
  { title: 'Oignons de Galmi : 2 tonnes récoltées sur 1 hectare', accept: ['fluent:onion'], topic: 'agriculture' },
  { title: '500 poussins en 45 jours : mes vrais bénéfices', accept: ['fluent:baby-chick', 'fluent:hatching-chick', 'fluent:chicken'], topic: 'agriculture' },
  // News
  { title: 'Flash info : coupure d’électricité géante à Conakry', accept: ['fluent:high-voltage', 'fluent:light-bulb', 'flag:gn'], topic: 'actu' },
  { title: 'Carburant : encore une hausse !', accept: ['fluent:fuel-pump'], topic: 'actu' },
  // Stories
  // Widened once read: the second annotator, labelling blind, accepts it.
  { title: 'Quand ta maman trouve ton bulletin 😂', accept: [PERSON, 'fluent:page-facing-up'], topic: 'histoire', alsoTopic: 'ecole' },
  { title: 'J’ai été arnaqué à l’aéroport de Casablanca, je vous raconte tout', accept: [PERSON, 'fluent:airplane', 'flag:ma'], topic: 'histoire' },
  { title: 'Mon patron m’a renvoyé sans salaire, je vous dis la vérité', accept: [PERSON, BIG_WORD], topic: 'histoire' },
];
