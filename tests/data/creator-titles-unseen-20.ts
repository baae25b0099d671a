/**
 * A twentieth set of fifty titles written for issue 30, with the subjects a creator would accept and
 * the topic whose scene belongs behind them. Written blind, by someone who had not read the earlier
 * sets nor run the matcher, with creators of the Maghreb and Central Africa as much as of West Africa;
 * committed in one commit before being measured, and never tuned on. Same rules as
 * `creator-titles.ts`; one accepts only a person or a big word.
 */
import { BIG_WORD, PERSON, fcfa, phone } from './creator-titles';
import type { UnseenTitle } from './creator-titles-unseen';

export const unseenTitles20: UnseenTitle[] = [
  // Football
  { title: 'Lions Indomptables vs Pharaons : mon pronostic pour la CAN', accept: ['flag:cm', 'flag:eg', 'fluent:soccer-ball'], topic: 'football' },
  { title: "Raja ou Wydad ? Le derby de Casablanca comme vous ne l'avez jamais vu", accept: ['fluent:soccer-ball', 'fluent:stadium', 'flag:ma'], topic: 'football' },
  { title: 'TP Mazembe 2-1 : tous les buts du match', accept: ['fluent:soccer-ball', 'fluent:goal-net', BIG_WORD], topic: 'football' },

  // Other sports
  { title: "Laamb : qui va gagner le combat de l'année ?", accept: ['fluent:person-wrestling', 'fluent:man-wrestling', 'fluent:trophy'], topic: 'sport' },
  { title: "J'ai couru 10 km sous 42 degrés à Garoua", accept: ['fluent:person-running', 'fluent:running-shoe', 'fluent:sun'], topic: 'sport' },
  { title: 'Boxe thaï à Lubumbashi', accept: ['fluent:boxing-glove'], topic: 'sport' },

  // Cooking
  { title: 'Le vrai poulet DG camerounais, ma recette pas à pas', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { title: 'Attiéké poisson braisé à 1 500 F à Yopougon, ça vaut quoi ?', accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'Harira ou chorba : quelle soupe pour le ftour ?', accept: ['fluent:steaming-bowl', 'fluent:bowl-with-spoon'], topic: 'cuisine' },

  // Money
  { title: 'On a lancé une tontine à 10 copines : voici le bilan après 1 an', accept: ['minia:sac-fcfa'].concat(fcfa), topic: 'argent' },
  { title: 'Airtel Money ou Moov ?', accept: phone, topic: 'argent' },
  { title: 'Pourquoi ton salaire disparaît dès le 10 du mois ?', accept: ['minia:argent-envole'].concat(fcfa), topic: 'argent' },

  // Tech
  { title: 'Tecno Camon ou Infinix Note : lequel prendre à 120 000 F ?', accept: ['minia:smartphone', 'minia:smartphone-2', 'fluent:mobile-phone'], topic: 'tech' },
  { title: 'Starlink au Tchad : ça vaut vraiment le coup ?', accept: ['fluent:satellite-antenna', 'fluent:satellite', 'fluent:globe-with-meridians'], topic: 'tech' },

  // School
  { title: 'Voici mes 7 conseils pour avoir le BAC au Sénégal', accept: ['fluent:books', 'fluent:graduation-cap', 'minia:ecole'], topic: 'ecole' },
  { title: "Le CEPE, c'était dur ou pas ?", accept: ['minia:ecole', 'fluent:pencil', 'fluent:memo'], topic: 'ecole' },
  { title: 'Étudier à Rabat quand on vient de Conakry', accept: ['fluent:graduation-cap', 'flag:ma', 'flag:gn'], topic: 'ecole' },

  // Town
  { title: "Marché Dantokpa : le plus grand marché d'Afrique de l'Ouest ?", accept: ['fluent:basket', 'fluent:shopping-bags', 'minia:ville'], topic: 'ville' },
  { title: 'Kinshasa la nuit : Matonge comme jamais', accept: ['minia:ville', 'fluent:cityscape-at-dusk', 'fluent:night-with-stars'], topic: 'ville' },

  // Beach
  { title: "Plage de Lomé un dimanche, c'est comment ?", accept: ['fluent:beach-with-umbrella', 'fluent:water-wave', 'fluent:palm-tree'], topic: 'plage' },
  { title: 'Essaouira avec 300 dirhams : surf, vent et poisson grillé', accept: ['fluent:person-surfing', 'fluent:water-wave', 'fluent:beach-with-umbrella'], topic: 'plage' },

  // Faith
  { title: 'Tabaski 2025 : le prix du mouton a EXPLOSÉ à Dakar !', accept: ['fluent:ram', 'fluent:ewe', 'minia:billets-fcfa'], topic: 'religion' },
  { title: 'Gamou à Tivaouane', accept: ['fluent:mosque', 'fluent:prayer-beads', 'fluent:folded-hands'], topic: 'religion' },
  { title: 'Ramadan à Niamey : ma routine du sahur au ftour', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },

  // Beauty and clothes
  { title: 'Tresses africaines : combien de temps ça tient vraiment ?', accept: ['fluent:hair-pick', 'fluent:woman-curly-hair'], topic: 'beaute' },
  { title: '3 heures au hammam avec savon noir et ghassoul', accept: ['fluent:soap', 'fluent:person-in-steamy-room', 'fluent:bubbles'], topic: 'beaute' },
  { title: 'Le pagne wax : 4 façons de le porter', accept: ['fluent:dress', 'fluent:womans-clothes'], topic: 'beaute' },

  // Games
  { title: "FIFA 25 contre mon petit frère : il m'a mis 5-0", accept: ['fluent:video-game', 'fluent:joystick', BIG_WORD], topic: 'jeux' },
  { title: 'Free Fire à Brazzaville', accept: ['fluent:video-game', 'fluent:mobile-phone'], topic: 'jeux' },

  // Music
  { title: 'Coupé-décalé ou afrobeat : qui domine les maquis en 2025 ?', accept: ['fluent:musical-notes', 'fluent:headphone', 'fluent:man-dancing'], topic: 'musique' },
  { title: 'TOP 5 des classiques de la rumba congolaise', accept: ['fluent:guitar', 'fluent:musical-notes', 'fluent:man-dancing'], topic: 'musique' },
  { title: 'Mon premier clip tourné à Bobo-Dioulasso', accept: ['fluent:video-camera', 'fluent:clapper-board', 'fluent:movie-camera'], topic: 'musique' },

  // Road
  { title: 'POV : 12 heures de taxi-brousse entre Bamako et Kayes', accept: ['fluent:minibus', 'fluent:oncoming-bus', 'fluent:bus'], topic: 'auto' },
  { title: 'Zémidjan ou taxi : comment bouger à Cotonou ?', accept: ['fluent:motorcycle', 'fluent:motor-scooter', 'fluent:taxi'], topic: 'auto' },
  { title: "J'ai acheté une Toyota venue de Belgique à 3,5 millions", accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'minia:billets-fcfa'], topic: 'auto' },

  // Home
  { title: 'Ma villa à Yaoundé', accept: ['fluent:house-with-garden', 'fluent:house'], topic: 'maison' },
  { title: "Avant/après : j'ai refait tout mon salon pour 300 000 F", accept: ['fluent:couch-and-lamp', 'fluent:house'], topic: 'maison' },
  { title: 'Loyer à Tunis : combien de dinars pour un S+2 ?', accept: ['fluent:house', 'fluent:key', 'fluent:office-building'], topic: 'maison' },

  // Feasts
  { title: 'Mariage traditionnel à Pointe-Noire : la dot coûte combien ?', accept: ['fluent:wedding', 'fluent:ring', 'minia:billets-fcfa'], topic: 'fete' },
  { title: "On a fêté le réveillon à Douala jusqu'au matin", accept: ['fluent:party-popper', 'fluent:fireworks', 'fluent:confetti-ball'], topic: 'fete' },

  // Health
  { title: "5 signes du paludisme qu'il ne faut jamais ignorer", accept: ['fluent:mosquito', 'fluent:face-with-thermometer', 'fluent:thermometer'], topic: 'sante' },
  { title: "Hôpital public à N'Djamena : ce que j'ai vécu", accept: ['fluent:hospital', 'fluent:ambulance', 'fluent:stethoscope'], topic: 'sante' },

  // Farming
  { title: "Mon champ d'arachides au Sine-Saloum après les premières pluies", accept: ['fluent:peanuts', 'fluent:seedling', 'fluent:cloud-with-rain'], topic: 'agriculture' },
  { title: 'Élever des chèvres au Burkina : rentable ou pas ?', accept: ['fluent:goat', 'minia:billets-fcfa'], topic: 'agriculture' },

  // News
  { title: "Pourquoi l'essence a encore augmenté au Mali ?", accept: ['fluent:fuel-pump', 'fluent:oil-drum', 'fluent:chart-increasing'], topic: 'actu' },
  { title: "ÉLECTIONS au Gabon : ce qu'il faut retenir", accept: ['fluent:ballot-box-with-ballot', 'flag:ga', 'fluent:classical-building'], topic: 'actu' },
  { title: "Délestage à Conakry : jusqu'à quand ?", accept: ['fluent:light-bulb', 'fluent:electric-plug', 'fluent:high-voltage'], topic: 'actu' },

  // Stories
  { title: 'Retour au bled, enfin !', accept: ['fluent:luggage', 'fluent:airplane', PERSON], topic: 'histoire' },
  { title: "STORYTIME : ma belle-mère m'a mise dehors", accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'De Sfax à Paris : 2 ans après, je regrette ?', accept: ['fluent:airplane', 'flag:tn', 'flag:fr'], topic: 'histoire' },
];
