/**
 * Evaluation set for the subject matcher: French YouTube titles as francophone African
 * creators write them (accents missing, caps, typos, numbers, versus, questions).
 * `accept` lists at most three subjects a person would take for the thumbnail, best first:
 * - money is F CFA here, so money titles accept only our F CFA banknotes and coins, never a
 *   dollar banknote or a money bag with a $;
 * - a dish of the region accepts only its own drawing (`minia:thieboudienne`…), not a generic pan;
 * - `PERSON` (a person with the title's expression) and `BIG_WORD` (the title's figure or
 *   strongest word drawn big) are accepted only where no pictogram fits.
 * `minia:` names are our own drawings, named here before they were drawn.
 * Written before the matcher was tuned, relabelled in issue 30 before any matcher or scene change;
 * their topics were added after (tuning titles: the topic reader may be tuned on them).
 */

/** What a thumbnail is about: each topic has a scene behind its subject. */
export type Topic =
  | 'football'
  | 'sport'
  | 'cuisine'
  | 'argent'
  | 'tech'
  | 'ecole'
  | 'ville'
  | 'plage'
  | 'religion'
  | 'beaute'
  | 'jeux'
  | 'musique'
  | 'auto'
  | 'maison'
  | 'fete'
  | 'sante'
  | 'agriculture'
  | 'actu'
  | 'histoire';

export interface CreatorTitle {
  title: string;
  accept: string[];
  topic?: Topic;
}

/** A person with the expression the title states (dark skin tone by default). */
export const PERSON = 'person';
/** The title's number or strongest word, drawn big as the subject. */
export const BIG_WORD = 'big-word';

export const fcfa = ['minia:billets-fcfa', 'minia:pieces-fcfa'];
export const phone = ['fluent:mobile-phone', 'minia:smartphone'];

export const creatorTitles: CreatorTitle[] = [
  // Cooking
  { title: 'Recette du THIÉBOUDIENNE sénégalais facile', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'thieboudienne rouge comme chez maman', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Le vrai ceebu jën de Saint-Louis', accept: ['minia:thieboudienne'], topic: 'cuisine' },
  { title: 'Mafé poulet : la recette inratable', accept: ['minia:mafe'], topic: 'cuisine' },
  { title: "Comment faire l'attiéké poisson braisé", accept: ['minia:attieke'], topic: 'cuisine' },
  { title: 'ALLOCO maison en 10 minutes', accept: ['minia:alloco'], topic: 'cuisine' },
  { title: 'Poulet yassa : mon secret pour des oignons fondants', accept: ['minia:yassa'], topic: 'cuisine' },
  { title: 'Pastels au thon pour la Tabaski', accept: ['fluent:dumpling', 'fluent:ewe', 'fluent:ram'], topic: 'cuisine' },
  { title: 'Jus de bissap maison (sans sucre ajouté)', accept: ['minia:bissap'], topic: 'cuisine' },
  { title: 'Café Touba : la recette originale', accept: ['fluent:hot-beverage'], topic: 'cuisine' },
  { title: 'Je cuisine pour 50 personnes !!', accept: ['fluent:pot-of-food', 'fluent:cook-dark', 'fluent:woman-cook-dark'], topic: 'cuisine' },
  { title: 'Gâteau au chocolat sans four', accept: ['fluent:birthday-cake', 'fluent:shortcake', 'fluent:chocolate-bar'], topic: 'cuisine' },
  { title: 'Poisson braisé à la braise, recette ivoirienne', accept: ['fluent:fish'], topic: 'cuisine' },
  { title: 'Jollof rice Nigeria vs Ghana : qui gagne ?', accept: ['flag:ng', 'flag:gh'], topic: 'cuisine' },
  { title: 'Pizza maison pour les enfants', accept: ['fluent:pizza'], topic: 'cuisine' },
  { title: 'Je teste les meilleurs burgers de Dakar', accept: ['fluent:hamburger'], topic: 'cuisine' },
  { title: 'Les œufs au petit déjeuner : bonne idée ?', accept: ['fluent:egg', 'fluent:cooking'], topic: 'cuisine' },
  // Money and business
  { title: "Comment j'ai gagné 1 million de F CFA en 30 jours", accept: fcfa, topic: 'argent' },
  { title: '100 000 F par mois avec un petit business', accept: fcfa, topic: 'argent' },
  { title: "L'argent ne fait pas le bonheur ? FAUX", accept: fcfa, topic: 'argent' },
  { title: 'Wave ou Orange Money : lequel choisir ?', accept: phone, topic: 'argent' },
  { title: 'Mon salaire de développeur à Abidjan', accept: fcfa, topic: 'argent' },
  { title: '7 astuces pour faire des économies', accept: fcfa, topic: 'argent' },
  { title: 'Crypto en Afrique : arnaque ou opportunité ?', accept: ['fluent:chart-increasing', 'fluent:coin'], topic: 'argent' },
  { title: 'Lancer son business avec 50 000 francs', accept: fcfa.concat(['fluent:briefcase']), topic: 'argent' },
  { title: 'Épargne : la méthode des enveloppes', accept: ['fluent:envelope'].concat(fcfa), topic: 'argent' },
  { title: 'Investir dans l’immobilier à Dakar', accept: ['fluent:house', 'fluent:building-construction', 'fluent:house-with-garden'], topic: 'maison' },
  { title: 'La banque a bloqué mon compte...', accept: ['minia:banque'], topic: 'argent' },
  // Football
  { title: 'Côte d’Ivoire vs Sénégal : le match de la CAN', accept: ['flag:ci', 'flag:sn'], topic: 'football' },
  { title: 'SENEGAL VS COTE D IVOIRE 2-1 résumé', accept: ['flag:sn', 'flag:ci'], topic: 'football' },
  { title: 'Les Lions de la Teranga champions ?', accept: ['flag:sn', 'fluent:trophy', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Les Éléphants en finale de la CAN !', accept: ['flag:ci', 'fluent:trophy', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Maroc contre Cameroun : mon pronostic', accept: ['flag:ma', 'flag:cm'], topic: 'football' },
  { title: 'Les Super Eagles éliminés', accept: ['flag:ng', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Aigles du Mali : la liste de Tom Saintfiet', accept: ['flag:ml', 'fluent:soccer-ball'], topic: 'football' },
  { title: 'Coupe du monde 2026 : les équipes africaines', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:globe-showing-europe-africa'], topic: 'football' },
  { title: 'Sadio Mané signe un nouveau contrat', accept: ['fluent:soccer-ball', 'flag:sn', 'fluent:page-with-curl'], topic: 'football' },
  { title: 'Mon équipe de foot de quartier', accept: ['fluent:soccer-ball'], topic: 'football' },
  { title: 'Les Lions de l’Atlas ont encore gagné', accept: ['flag:ma', 'fluent:soccer-ball', 'fluent:trophy'], topic: 'football' },
  { title: 'Ballon d’or africain : qui mérite ?', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:1st-place-medal'], topic: 'football' },
  { title: 'Guinée vs Burkina Faso', accept: ['flag:gn', 'flag:bf'], topic: 'football' },
  { title: 'RDC - Gabon : les Léopards rugissent', accept: ['flag:cd', 'flag:ga'], topic: 'football' },
  // Other sports and cars
  { title: 'Lutte sénégalaise : le combat de l’année', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'fluent:boxing-glove'], topic: 'sport' },
  { title: 'Basket : Giannis ou LeBron ?', accept: ['fluent:basketball'], topic: 'sport' },
  { title: 'Je cours 10 km tous les jours', accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'fluent:woman-running-dark'], topic: 'sport' },
  { title: 'Musculation à la maison sans matériel', accept: ['fluent:person-lifting-weights-dark', 'fluent:man-lifting-weights-dark', 'fluent:flexed-biceps-dark'], topic: 'sport' },
  { title: 'J’ai acheté ma première voiture !', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  { title: 'Toyota ou Mercedes au Sénégal ?', accept: ['fluent:automobile', 'fluent:oncoming-automobile'], topic: 'auto' },
  { title: 'Moto Jakarta : le vrai prix', accept: ['fluent:motorcycle', 'fluent:motor-scooter'], topic: 'auto' },
  // Tech
  { title: 'iPhone 16 Pro : faut-il acheter ?', accept: phone, topic: 'tech' },
  { title: 'Les meilleurs téléphones à moins de 100 000 F', accept: phone, topic: 'tech' },
  { title: 'Samsung vs Tecno : le comparatif', accept: phone, topic: 'tech' },
  { title: 'Quel ordinateur pour étudier ?', accept: ['fluent:laptop', 'fluent:desktop-computer'], topic: 'tech' },
  { title: "L'IA va remplacer ton travail ?", accept: ['fluent:robot'], topic: 'tech' },
  { title: 'ChatGPT : 10 prompts pour gagner du temps', accept: ['fluent:robot'], topic: 'tech' },
  { title: 'Créer une appli sans coder', accept: phone.concat(['fluent:laptop']), topic: 'tech' },
  { title: 'Internet illimité : le meilleur forfait', accept: ['fluent:globe-with-meridians', 'fluent:mobile-phone', 'fluent:satellite-antenna'], topic: 'tech' },
  { title: 'Comment percer sur TikTok en 2025', accept: phone.concat(['minia:bouton-lecture']), topic: 'tech' },
  { title: 'Mon setup de youtubeur à 500 000 F', accept: ['fluent:video-camera', 'fluent:studio-microphone', 'minia:bouton-lecture'], topic: 'tech' },
  { title: 'Devenir développeur web en Afrique', accept: ['fluent:technologist-dark', 'fluent:man-technologist-dark', 'fluent:laptop'], topic: 'tech' },
  // Beauty
  { title: 'Tresses africaines : tuto knotless', accept: ['fluent:woman-getting-haircut-dark', 'fluent:woman-curly-hair-dark'], topic: 'beaute' },
  { title: 'MAQUILLAGE peau noire pour débutantes', accept: ['fluent:lipstick'], topic: 'beaute' },
  { title: 'Ma perruque à 20 000 F vaut-elle le coup ?', accept: ['fluent:woman-curly-hair-dark', 'fluent:woman-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Prendre soin de ses cheveux crépus', accept: ['fluent:woman-curly-hair-dark', 'fluent:person-curly-hair-dark', 'fluent:woman-getting-haircut-dark'], topic: 'beaute' },
  { title: 'Ongles en gel : je les fais moi-même', accept: ['fluent:nail-polish-dark', 'fluent:nail-polish'], topic: 'beaute' },
  { title: 'Ma routine soin du visage', accept: ['fluent:lotion-bottle', 'fluent:woman-getting-massage-dark', 'fluent:sparkles'], topic: 'beaute' },
  { title: 'Parfum pas cher qui sent bon', accept: ['fluent:lotion-bottle', 'fluent:sparkles'], topic: 'beaute' },
  // News and politics
  { title: 'Élection présidentielle : ce qui va changer', accept: ['fluent:ballot-box-with-ballot'], topic: 'actu' },
  { title: 'Le président a parlé : mon analyse', accept: ['fluent:classical-building', 'fluent:studio-microphone', 'fluent:microphone'], topic: 'actu' },
  { title: 'Journal du jour : les infos à retenir', accept: ['fluent:newspaper', 'fluent:rolled-up-newspaper'], topic: 'actu' },
  { title: 'Manifestation à Dakar : ce qui s’est passé', accept: ['fluent:megaphone', 'fluent:loudspeaker', 'fluent:placard'], topic: 'actu' },
  { title: 'Prix du pain : ça augmente encore', accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:chart-increasing'], topic: 'actu' },
  // Vlogs and travel
  { title: 'Premier voyage en avion avec ma famille', accept: ['fluent:airplane', 'fluent:airplane-departure'], topic: 'ville' },
  { title: 'VLOG : une journée à Abidjan', accept: ['flag:ci', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Bamako comme vous ne l’avez jamais vu', accept: ['flag:ml', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Lagos est-elle vraiment dangereuse ?', accept: ['flag:ng', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Je visite Casablanca pour la première fois', accept: ['flag:ma', 'minia:ville', 'fluent:cityscape'], topic: 'ville' },
  { title: 'Au marché Sandaga avec 5 000 francs', accept: ['fluent:shopping-cart', 'fluent:basket', 'minia:billets-fcfa'], topic: 'argent' },
  { title: 'Notre mariage traditionnel au Bénin', accept: ['fluent:wedding', 'fluent:ring', 'fluent:woman-with-veil-dark'], topic: 'fete' },
  { title: "Bébé est arrivé !! Accouchement à l'hôpital", accept: ['fluent:baby-dark', 'fluent:baby-bottle', 'fluent:hospital'], topic: 'fete' },
  { title: 'Visite de ma nouvelle maison', accept: ['fluent:house', 'fluent:house-with-garden', 'fluent:key'], topic: 'maison' },
  { title: 'On part au Togo en bus', accept: ['fluent:bus', 'fluent:oncoming-bus', 'flag:tg'], topic: 'ville' },
  { title: 'Paris vs Dakar : où vivre ?', accept: ['flag:fr', 'flag:sn'], topic: 'ville' },
  { title: 'Je rentre au pays après 10 ans en France', accept: ['fluent:airplane', 'flag:fr', 'fluent:house'], topic: 'ville' },
  { title: 'Vacances à la plage de Saly', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'], topic: 'plage' },
  // Religion and celebrations
  { title: 'Tabaski 2025 : le prix des moutons', accept: ['fluent:ewe', 'fluent:ram'], topic: 'religion' },
  { title: 'Ramadan : mon programme de la journée', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'Korité chez nous, comment ça se passe', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'], topic: 'religion' },
  { title: 'La grande mosquée de Touba', accept: ['fluent:mosque'], topic: 'religion' },
  { title: 'Messe de Noël à la cathédrale', accept: ['fluent:church', 'fluent:christmas-tree'], topic: 'religion' },
  { title: 'La prière qui a changé ma vie', accept: ['fluent:folded-hands-dark', 'fluent:prayer-beads'], topic: 'religion' },
  { title: 'Joyeux anniversaire maman !', accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift'], topic: 'fete' },
  // Studies
  { title: 'BAC 2025 : les sujets de philo', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:books'], topic: 'ecole' },
  { title: 'Comment réviser un examen en 3 jours', accept: ['fluent:memo', 'fluent:books', 'fluent:open-book'], topic: 'ecole' },
  { title: 'Ma vie à l’université Cheikh Anta Diop', accept: ['fluent:graduation-cap', 'fluent:classical-building', 'fluent:student-dark'], topic: 'ecole' },
  { title: 'Bourse d’études au Canada : mode d’emploi', accept: ['fluent:graduation-cap', 'flag:ca'], topic: 'ecole' },
  { title: 'Premier jour à l’école', accept: ['minia:ecole', 'fluent:school', 'fluent:backpack'], topic: 'ecole' },
  { title: '5 livres qui ont changé ma vie', accept: ['fluent:books', 'fluent:open-book', 'fluent:closed-book'], topic: 'ecole' },
  { title: 'Apprendre l’anglais tout seul', accept: ['flag:gb', 'flag:us', 'fluent:books'], topic: 'ecole' },
  // Gaming
  { title: 'FIFA 25 : mes meilleurs buts', accept: ['fluent:video-game', 'fluent:soccer-ball'], topic: 'jeux' },
  { title: 'Free Fire : je passe grand maître', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:water-pistol'], topic: 'jeux' },
  { title: 'PUBG mobile avec les abonnés', accept: ['fluent:video-game', 'fluent:mobile-phone'], topic: 'jeux' },
  { title: 'Minecraft mais je construis Dakar', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:building-construction'], topic: 'jeux' },
  { title: 'Ma nouvelle manette PS5', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  { title: 'Ce jeu vidéo africain va vous surprendre', accept: ['fluent:video-game', 'fluent:joystick'], topic: 'jeux' },
  // Music and culture
  { title: 'Le rap galsen en 2025', accept: ['fluent:microphone', 'fluent:studio-microphone'], topic: 'musique' },
  { title: 'Mbalax : les plus grands tubes', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Apprendre le coupé-décalé en 5 pas', accept: ['fluent:man-dancing-dark', 'fluent:woman-dancing-dark', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Afrobeat : pourquoi le monde entier écoute', accept: ['fluent:headphone', 'fluent:musical-notes', 'fluent:musical-note'], topic: 'musique' },
  { title: 'Je réagis à votre musique', accept: ['fluent:musical-notes', 'fluent:musical-note', 'fluent:headphone'], topic: 'musique' },
  { title: 'Mon premier concert au Stade', accept: ['fluent:microphone', 'fluent:stadium', 'fluent:musical-notes'], topic: 'musique' },
  { title: 'Film nigérian : Nollywood expliqué', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'flag:ng'], topic: 'actu' },
  // Health and agriculture
  { title: 'Paludisme : les signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:pill', 'fluent:stethoscope'], topic: 'sante' },
  { title: 'Perdre du poids sans sport', accept: ['fluent:green-salad', 'fluent:person-running-dark', 'fluent:woman-running-dark'], topic: 'sante' },
  { title: 'Je plante 1 000 manguiers dans mon champ', accept: ['fluent:mango', 'fluent:seedling', 'fluent:deciduous-tree'], topic: 'agriculture' },
  { title: 'Élevage de poulets : combien ça rapporte ?', accept: ['fluent:chicken', 'minia:billets-fcfa'], topic: 'agriculture' },
  { title: "L'agriculture peut te rendre riche", accept: ['fluent:farmer-dark', 'fluent:tractor', 'fluent:seedling'], topic: 'agriculture' },
  { title: 'Le médecin répond à vos questions', accept: ['fluent:health-worker-dark', 'fluent:woman-health-worker-dark', 'fluent:stethoscope'], topic: 'sante' },
  // Emotions and people
  { title: 'JE SUIS CHOQUÉ !!', accept: ['fluent:face-screaming-in-fear', 'fluent:exploding-head', 'fluent:astonished-face'], topic: 'histoire' },
  { title: 'Elle m’a fait pleurer...', accept: ['fluent:loudly-crying-face', 'fluent:crying-face'], topic: 'histoire' },
  { title: 'Mort de rire avec mes cousins', accept: ['fluent:face-with-tears-of-joy', 'fluent:rolling-on-the-floor-laughing'], topic: 'histoire' },
  { title: 'Pourquoi je suis en colère contre vous', accept: ['fluent:pouting-face', 'fluent:angry-face', 'fluent:face-with-steam-from-nose'], topic: 'histoire' },
  { title: 'Storytime : la pire peur de ma vie', accept: ['fluent:fearful-face', 'fluent:face-screaming-in-fear'], topic: 'histoire' },
  { title: 'Ma famille réagit à mes vidéos', accept: ['fluent:people-hugging', 'fluent:busts-in-silhouette'], topic: 'maison' },
  { title: 'Merci pour les 100 000 abonnés', accept: ['fluent:party-popper', 'fluent:trophy', 'minia:bouton-lecture'], topic: 'fete' },
  { title: 'Le secret que personne ne vous dit', accept: ['fluent:shushing-face', 'fluent:zipper-mouth-face'], topic: 'histoire' },
  { title: 'Réponse à mes haters', accept: ['fluent:pouting-face', 'fluent:face-with-steam-from-nose'], topic: 'histoire' },
  // No pictogram fits: a person with the expression, or the title's strongest word drawn big
  { title: 'Je vous dis tout', accept: [PERSON], topic: 'histoire' },
  { title: 'On doit parler...', accept: [PERSON], topic: 'histoire' },
  { title: 'Ma vie a changé', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'Partir ou rester ? Ma décision', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  { title: 'La vérité sur cette histoire', accept: [PERSON, BIG_WORD], topic: 'histoire' },
  // What a new user saw in issue 30 (tuning cases, not held out)
  { title: 'Bientôt l’été : prêts pour la plage ?', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'], topic: 'plage' },
  { title: 'L’équipe a gagné 3 à 0 !', accept: ['fluent:soccer-ball', 'fluent:trophy', BIG_WORD], topic: 'football' },
  { title: 'Mon salon relooké pour 50 000 F', accept: ['fluent:couch-and-lamp', 'fluent:house'], topic: 'maison' },
  { title: 'Les 7 erreurs à éviter', accept: ['fluent:cross-mark', 'fluent:warning', 'fluent:no-entry'], topic: 'histoire' },
  { title: 'J’ai créé ma chaîne', accept: ['minia:bouton-lecture', 'fluent:video-camera'], topic: 'tech' },
  { title: 'Ne fais plus JAMAIS ça !', accept: ['fluent:prohibited', 'fluent:no-entry', 'fluent:cross-mark'], topic: 'histoire' },
  { title: 'Pourquoi personne ne regarde tes vidéos ?', accept: ['minia:bouton-lecture', 'fluent:video-camera'], topic: 'tech' },
  { title: 'J’ai retiré 500 000 F en billets', accept: ['minia:billets-fcfa'], topic: 'argent' },
  { title: 'Ma chambre avant / après', accept: ['fluent:bed'], topic: 'maison' },
  { title: 'iPhone 17 ou Tecno Camon : lequel prendre ?', accept: phone, topic: 'tech' },
];
