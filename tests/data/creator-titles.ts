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
 * Written before the matcher was tuned, relabelled in issue 30 before any matcher or scene change.
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
  { title: 'Recette du THIÉBOUDIENNE sénégalais facile', accept: ['minia:thieboudienne'] },
  { title: 'thieboudienne rouge comme chez maman', accept: ['minia:thieboudienne'] },
  { title: 'Le vrai ceebu jën de Saint-Louis', accept: ['minia:thieboudienne'] },
  { title: 'Mafé poulet : la recette inratable', accept: ['minia:mafe'] },
  { title: "Comment faire l'attiéké poisson braisé", accept: ['minia:attieke'] },
  { title: 'ALLOCO maison en 10 minutes', accept: ['minia:alloco'] },
  { title: 'Poulet yassa : mon secret pour des oignons fondants', accept: ['minia:yassa'] },
  { title: 'Pastels au thon pour la Tabaski', accept: ['fluent:dumpling', 'fluent:ewe', 'fluent:ram'] },
  { title: 'Jus de bissap maison (sans sucre ajouté)', accept: ['minia:bissap'] },
  { title: 'Café Touba : la recette originale', accept: ['fluent:hot-beverage'] },
  { title: 'Je cuisine pour 50 personnes !!', accept: ['fluent:pot-of-food', 'fluent:cook-dark', 'fluent:woman-cook-dark'] },
  { title: 'Gâteau au chocolat sans four', accept: ['fluent:birthday-cake', 'fluent:shortcake', 'fluent:chocolate-bar'] },
  { title: 'Poisson braisé à la braise, recette ivoirienne', accept: ['fluent:fish'] },
  { title: 'Jollof rice Nigeria vs Ghana : qui gagne ?', accept: ['flag:ng', 'flag:gh'] },
  { title: 'Pizza maison pour les enfants', accept: ['fluent:pizza'] },
  { title: 'Je teste les meilleurs burgers de Dakar', accept: ['fluent:hamburger'] },
  { title: 'Les œufs au petit déjeuner : bonne idée ?', accept: ['fluent:egg', 'fluent:cooking'] },
  // Money and business
  { title: "Comment j'ai gagné 1 million de F CFA en 30 jours", accept: fcfa },
  { title: '100 000 F par mois avec un petit business', accept: fcfa },
  { title: "L'argent ne fait pas le bonheur ? FAUX", accept: fcfa },
  { title: 'Wave ou Orange Money : lequel choisir ?', accept: phone },
  { title: 'Mon salaire de développeur à Abidjan', accept: fcfa },
  { title: '7 astuces pour faire des économies', accept: fcfa },
  { title: 'Crypto en Afrique : arnaque ou opportunité ?', accept: ['fluent:chart-increasing', 'fluent:coin'] },
  { title: 'Lancer son business avec 50 000 francs', accept: fcfa.concat(['fluent:briefcase']) },
  { title: 'Épargne : la méthode des enveloppes', accept: ['fluent:envelope'].concat(fcfa) },
  { title: 'Investir dans l’immobilier à Dakar', accept: ['fluent:house', 'fluent:building-construction', 'fluent:house-with-garden'] },
  { title: 'La banque a bloqué mon compte...', accept: ['fluent:bank'] },
  // Football
  { title: 'Côte d’Ivoire vs Sénégal : le match de la CAN', accept: ['flag:ci', 'flag:sn'] },
  { title: 'SENEGAL VS COTE D IVOIRE 2-1 résumé', accept: ['flag:sn', 'flag:ci'] },
  { title: 'Les Lions de la Teranga champions ?', accept: ['flag:sn', 'fluent:trophy', 'fluent:soccer-ball'] },
  { title: 'Les Éléphants en finale de la CAN !', accept: ['flag:ci', 'fluent:trophy', 'fluent:soccer-ball'] },
  { title: 'Maroc contre Cameroun : mon pronostic', accept: ['flag:ma', 'flag:cm'] },
  { title: 'Les Super Eagles éliminés', accept: ['flag:ng', 'fluent:soccer-ball'] },
  { title: 'Aigles du Mali : la liste de Tom Saintfiet', accept: ['flag:ml', 'fluent:soccer-ball'] },
  { title: 'Coupe du monde 2026 : les équipes africaines', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:globe-showing-europe-africa'] },
  { title: 'Sadio Mané signe un nouveau contrat', accept: ['fluent:soccer-ball', 'flag:sn', 'fluent:page-with-curl'] },
  { title: 'Mon équipe de foot de quartier', accept: ['fluent:soccer-ball'] },
  { title: 'Les Lions de l’Atlas ont encore gagné', accept: ['flag:ma', 'fluent:soccer-ball', 'fluent:trophy'] },
  { title: 'Ballon d’or africain : qui mérite ?', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:1st-place-medal'] },
  { title: 'Guinée vs Burkina Faso', accept: ['flag:gn', 'flag:bf'] },
  { title: 'RDC - Gabon : les Léopards rugissent', accept: ['flag:cd', 'flag:ga'] },
  // Other sports and cars
  { title: 'Lutte sénégalaise : le combat de l’année', accept: ['fluent:person-wrestling-dark', 'fluent:man-wrestling-dark', 'fluent:boxing-glove'] },
  { title: 'Basket : Giannis ou LeBron ?', accept: ['fluent:basketball'] },
  { title: 'Je cours 10 km tous les jours', accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'fluent:woman-running-dark'] },
  { title: 'Musculation à la maison sans matériel', accept: ['fluent:person-lifting-weights-dark', 'fluent:man-lifting-weights-dark', 'fluent:flexed-biceps-dark'] },
  { title: 'J’ai acheté ma première voiture !', accept: ['fluent:automobile', 'fluent:oncoming-automobile'] },
  { title: 'Toyota ou Mercedes au Sénégal ?', accept: ['fluent:automobile', 'fluent:oncoming-automobile'] },
  { title: 'Moto Jakarta : le vrai prix', accept: ['fluent:motorcycle', 'fluent:motor-scooter'] },
  // Tech
  { title: 'iPhone 16 Pro : faut-il acheter ?', accept: phone },
  { title: 'Les meilleurs téléphones à moins de 100 000 F', accept: phone },
  { title: 'Samsung vs Tecno : le comparatif', accept: phone },
  { title: 'Quel ordinateur pour étudier ?', accept: ['fluent:laptop', 'fluent:desktop-computer'] },
  { title: "L'IA va remplacer ton travail ?", accept: ['fluent:robot'] },
  { title: 'ChatGPT : 10 prompts pour gagner du temps', accept: ['fluent:robot'] },
  { title: 'Créer une appli sans coder', accept: phone.concat(['fluent:laptop']) },
  { title: 'Internet illimité : le meilleur forfait', accept: ['fluent:globe-with-meridians', 'fluent:mobile-phone', 'fluent:satellite-antenna'] },
  { title: 'Comment percer sur TikTok en 2025', accept: phone.concat(['minia:bouton-lecture']) },
  { title: 'Mon setup de youtubeur à 500 000 F', accept: ['fluent:video-camera', 'fluent:studio-microphone', 'minia:bouton-lecture'] },
  { title: 'Devenir développeur web en Afrique', accept: ['fluent:technologist-dark', 'fluent:man-technologist-dark', 'fluent:laptop'] },
  // Beauty
  { title: 'Tresses africaines : tuto knotless', accept: ['fluent:woman-getting-haircut-dark', 'fluent:woman-curly-hair-dark'] },
  { title: 'MAQUILLAGE peau noire pour débutantes', accept: ['fluent:lipstick'] },
  { title: 'Ma perruque à 20 000 F vaut-elle le coup ?', accept: ['fluent:woman-curly-hair-dark', 'fluent:woman-getting-haircut-dark'] },
  { title: 'Prendre soin de ses cheveux crépus', accept: ['fluent:woman-curly-hair-dark', 'fluent:person-curly-hair-dark', 'fluent:woman-getting-haircut-dark'] },
  { title: 'Ongles en gel : je les fais moi-même', accept: ['fluent:nail-polish-dark', 'fluent:nail-polish'] },
  { title: 'Ma routine soin du visage', accept: ['fluent:lotion-bottle', 'fluent:woman-getting-massage-dark', 'fluent:sparkles'] },
  { title: 'Parfum pas cher qui sent bon', accept: ['fluent:lotion-bottle', 'fluent:sparkles'] },
  // News and politics
  { title: 'Élection présidentielle : ce qui va changer', accept: ['fluent:ballot-box-with-ballot'] },
  { title: 'Le président a parlé : mon analyse', accept: ['fluent:classical-building', 'fluent:studio-microphone', 'fluent:microphone'] },
  { title: 'Journal du jour : les infos à retenir', accept: ['fluent:newspaper', 'fluent:rolled-up-newspaper'] },
  { title: 'Manifestation à Dakar : ce qui s’est passé', accept: ['fluent:megaphone', 'fluent:loudspeaker', 'fluent:placard'] },
  { title: 'Prix du pain : ça augmente encore', accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:chart-increasing'] },
  // Vlogs and travel
  { title: 'Premier voyage en avion avec ma famille', accept: ['fluent:airplane', 'fluent:airplane-departure'] },
  { title: 'VLOG : une journée à Abidjan', accept: ['flag:ci', 'minia:ville', 'fluent:cityscape'] },
  { title: 'Bamako comme vous ne l’avez jamais vu', accept: ['flag:ml', 'minia:ville', 'fluent:cityscape'] },
  { title: 'Lagos est-elle vraiment dangereuse ?', accept: ['flag:ng', 'minia:ville', 'fluent:cityscape'] },
  { title: 'Je visite Casablanca pour la première fois', accept: ['flag:ma', 'minia:ville', 'fluent:cityscape'] },
  { title: 'Au marché Sandaga avec 5 000 francs', accept: ['fluent:shopping-cart', 'fluent:basket', 'minia:billets-fcfa'] },
  { title: 'Notre mariage traditionnel au Bénin', accept: ['fluent:wedding', 'fluent:ring', 'fluent:woman-with-veil-dark'] },
  { title: "Bébé est arrivé !! Accouchement à l'hôpital", accept: ['fluent:baby-dark', 'fluent:baby-bottle', 'fluent:hospital'] },
  { title: 'Visite de ma nouvelle maison', accept: ['fluent:house', 'fluent:house-with-garden', 'fluent:key'] },
  { title: 'On part au Togo en bus', accept: ['fluent:bus', 'fluent:oncoming-bus', 'flag:tg'] },
  { title: 'Paris vs Dakar : où vivre ?', accept: ['flag:fr', 'flag:sn'] },
  { title: 'Je rentre au pays après 10 ans en France', accept: ['fluent:airplane', 'flag:fr', 'fluent:house'] },
  { title: 'Vacances à la plage de Saly', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'] },
  // Religion and celebrations
  { title: 'Tabaski 2025 : le prix des moutons', accept: ['fluent:ewe', 'fluent:ram'] },
  { title: 'Ramadan : mon programme de la journée', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'] },
  { title: 'Korité chez nous, comment ça se passe', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'] },
  { title: 'La grande mosquée de Touba', accept: ['fluent:mosque'] },
  { title: 'Messe de Noël à la cathédrale', accept: ['fluent:church', 'fluent:christmas-tree'] },
  { title: 'La prière qui a changé ma vie', accept: ['fluent:folded-hands-dark', 'fluent:prayer-beads'] },
  { title: 'Joyeux anniversaire maman !', accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift'] },
  // Studies
  { title: 'BAC 2025 : les sujets de philo', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:books'] },
  { title: 'Comment réviser un examen en 3 jours', accept: ['fluent:memo', 'fluent:books', 'fluent:open-book'] },
  { title: 'Ma vie à l’université Cheikh Anta Diop', accept: ['fluent:graduation-cap', 'fluent:classical-building', 'fluent:student-dark'] },
  { title: 'Bourse d’études au Canada : mode d’emploi', accept: ['fluent:graduation-cap', 'flag:ca'] },
  { title: 'Premier jour à l’école', accept: ['minia:ecole', 'fluent:school', 'fluent:backpack'] },
  { title: '5 livres qui ont changé ma vie', accept: ['fluent:books', 'fluent:open-book', 'fluent:closed-book'] },
  { title: 'Apprendre l’anglais tout seul', accept: ['flag:gb', 'flag:us', 'fluent:books'] },
  // Gaming
  { title: 'FIFA 25 : mes meilleurs buts', accept: ['fluent:video-game', 'fluent:soccer-ball'] },
  { title: 'Free Fire : je passe grand maître', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:water-pistol'] },
  { title: 'PUBG mobile avec les abonnés', accept: ['fluent:video-game', 'fluent:mobile-phone'] },
  { title: 'Minecraft mais je construis Dakar', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:building-construction'] },
  { title: 'Ma nouvelle manette PS5', accept: ['fluent:video-game', 'fluent:joystick'] },
  { title: 'Ce jeu vidéo africain va vous surprendre', accept: ['fluent:video-game', 'fluent:joystick'] },
  // Music and culture
  { title: 'Le rap galsen en 2025', accept: ['fluent:microphone', 'fluent:studio-microphone'] },
  { title: 'Mbalax : les plus grands tubes', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes'] },
  { title: 'Apprendre le coupé-décalé en 5 pas', accept: ['fluent:man-dancing-dark', 'fluent:woman-dancing-dark', 'fluent:musical-notes'] },
  { title: 'Afrobeat : pourquoi le monde entier écoute', accept: ['fluent:headphone', 'fluent:musical-notes', 'fluent:musical-note'] },
  { title: 'Je réagis à votre musique', accept: ['fluent:musical-notes', 'fluent:musical-note', 'fluent:headphone'] },
  { title: 'Mon premier concert au Stade', accept: ['fluent:microphone', 'fluent:stadium', 'fluent:musical-notes'] },
  { title: 'Film nigérian : Nollywood expliqué', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'flag:ng'] },
  // Health and agriculture
  { title: 'Paludisme : les signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:pill', 'fluent:stethoscope'] },
  { title: 'Perdre du poids sans sport', accept: ['fluent:green-salad', 'fluent:person-running-dark', 'fluent:woman-running-dark'] },
  { title: 'Je plante 1 000 manguiers dans mon champ', accept: ['fluent:mango', 'fluent:seedling', 'fluent:deciduous-tree'] },
  { title: 'Élevage de poulets : combien ça rapporte ?', accept: ['fluent:chicken', 'minia:billets-fcfa'] },
  { title: "L'agriculture peut te rendre riche", accept: ['fluent:farmer-dark', 'fluent:tractor', 'fluent:seedling'] },
  { title: 'Le médecin répond à vos questions', accept: ['fluent:health-worker-dark', 'fluent:woman-health-worker-dark', 'fluent:stethoscope'] },
  // Emotions and people
  { title: 'JE SUIS CHOQUÉ !!', accept: ['fluent:face-screaming-in-fear', 'fluent:exploding-head', 'fluent:astonished-face'] },
  { title: 'Elle m’a fait pleurer...', accept: ['fluent:loudly-crying-face', 'fluent:crying-face'] },
  { title: 'Mort de rire avec mes cousins', accept: ['fluent:face-with-tears-of-joy', 'fluent:rolling-on-the-floor-laughing'] },
  { title: 'Pourquoi je suis en colère contre vous', accept: ['fluent:pouting-face', 'fluent:angry-face', 'fluent:face-with-steam-from-nose'] },
  { title: 'Storytime : la pire peur de ma vie', accept: ['fluent:fearful-face', 'fluent:face-screaming-in-fear'] },
  { title: 'Ma famille réagit à mes vidéos', accept: ['fluent:people-hugging', 'fluent:busts-in-silhouette'] },
  { title: 'Merci pour les 100 000 abonnés', accept: ['fluent:party-popper', 'fluent:trophy', 'minia:bouton-lecture'] },
  { title: 'Le secret que personne ne vous dit', accept: ['fluent:shushing-face', 'fluent:zipper-mouth-face'] },
  { title: 'Réponse à mes haters', accept: ['fluent:pouting-face', 'fluent:face-with-steam-from-nose'] },
  // No pictogram fits: a person with the expression, or the title's strongest word drawn big
  { title: 'Je vous dis tout', accept: [PERSON] },
  { title: 'On doit parler...', accept: [PERSON] },
  { title: 'Ma vie a changé', accept: [PERSON, BIG_WORD] },
  { title: 'Partir ou rester ? Ma décision', accept: [PERSON, BIG_WORD] },
  { title: 'La vérité sur cette histoire', accept: [PERSON, BIG_WORD] },
  // What a new user saw in issue 30 (tuning cases, not held out)
  { title: 'Bientôt l’été : prêts pour la plage ?', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'] },
  { title: 'L’équipe a gagné 3 à 0 !', accept: ['fluent:soccer-ball', 'fluent:trophy', BIG_WORD] },
  { title: 'Mon salon relooké pour 50 000 F', accept: ['fluent:couch-and-lamp', 'fluent:house'] },
  { title: 'Les 7 erreurs à éviter', accept: ['fluent:cross-mark', 'fluent:warning', 'fluent:no-entry'] },
  { title: 'J’ai créé ma chaîne', accept: ['minia:bouton-lecture', 'fluent:video-camera'] },
  { title: 'Ne fais plus JAMAIS ça !', accept: ['fluent:prohibited', 'fluent:no-entry', 'fluent:cross-mark'] },
  { title: 'Pourquoi personne ne regarde tes vidéos ?', accept: ['minia:bouton-lecture', 'fluent:video-camera'] },
  { title: 'J’ai retiré 500 000 F en billets', accept: ['minia:billets-fcfa'] },
  { title: 'Ma chambre avant / après', accept: ['fluent:bed'] },
  { title: 'iPhone 17 ou Tecno Camon : lequel prendre ?', accept: phone },
];
