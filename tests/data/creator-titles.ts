/**
 * Evaluation set for the subject matcher: French YouTube titles as francophone African
 * creators write them (accents missing, caps, typos, numbers, versus, questions).
 * `accept` lists every pictogram a person would take as the thumbnail's subject; `[]`
 * means no pictogram fits and the style's decoration should stay.
 * Written before the matcher was tuned, so the accuracy it measures is not self-fulfilling.
 */
export interface CreatorTitle {
  title: string;
  accept: string[];
}

const money = ['fluent:money-bag', 'fluent:dollar-banknote', 'fluent:money-with-wings', 'fluent:coin'];
const phone = ['fluent:mobile-phone', 'fluent:mobile-phone-with-arrow'];
const cookedDish = ['fluent:shallow-pan-of-food', 'fluent:pot-of-food', 'fluent:curry-rice', 'fluent:cooked-rice', 'fluent:steaming-bowl'];

export const creatorTitles: CreatorTitle[] = [
  // Cooking
  { title: 'Recette du THIÉBOUDIENNE sénégalais facile', accept: cookedDish },
  { title: 'thieboudienne rouge comme chez maman', accept: cookedDish },
  { title: 'Le vrai ceebu jën de Saint-Louis', accept: cookedDish },
  { title: 'Mafé poulet : la recette inratable', accept: ['fluent:pot-of-food', 'fluent:shallow-pan-of-food', 'fluent:curry-rice', 'fluent:poultry-leg'] },
  { title: "Comment faire l'attiéké poisson braisé", accept: ['fluent:fish', 'fluent:cooked-rice', 'fluent:shallow-pan-of-food', 'fluent:steaming-bowl'] },
  { title: 'ALLOCO maison en 10 minutes', accept: ['fluent:banana', 'fluent:french-fries'] },
  { title: 'Poulet yassa : mon secret pour des oignons fondants', accept: ['fluent:poultry-leg', 'fluent:chicken', 'fluent:onion', 'fluent:pot-of-food', 'fluent:shallow-pan-of-food'] },
  { title: 'Pastels au thon pour la Tabaski', accept: ['fluent:dumpling', 'fluent:ewe', 'fluent:ram'] },
  { title: 'Jus de bissap maison (sans sucre ajouté)', accept: ['fluent:tropical-drink', 'fluent:cup-with-straw', 'fluent:beverage-box'] },
  { title: 'Café Touba : la recette originale', accept: ['fluent:hot-beverage'] },
  { title: 'Je cuisine pour 50 personnes !!', accept: ['fluent:cooking', 'fluent:pot-of-food', 'fluent:shallow-pan-of-food', 'fluent:cook-dark', 'fluent:woman-cook-dark', 'fluent:man-cook-dark'] },
  { title: 'Gâteau au chocolat sans four', accept: ['fluent:birthday-cake', 'fluent:shortcake', 'fluent:chocolate-bar'] },
  { title: 'Poisson braisé à la braise, recette ivoirienne', accept: ['fluent:fish', 'fluent:fire'] },
  { title: 'Jollof rice Nigeria vs Ghana : qui gagne ?', accept: ['flag:ng', 'flag:gh', 'fluent:cooked-rice', 'fluent:curry-rice'] },
  { title: 'Pizza maison pour les enfants', accept: ['fluent:pizza'] },
  { title: 'Je teste les meilleurs burgers de Dakar', accept: ['fluent:hamburger'] },
  { title: 'Les œufs au petit déjeuner : bonne idée ?', accept: ['fluent:egg', 'fluent:cooking'] },
  // Money and business
  { title: "Comment j'ai gagné 1 million de F CFA en 30 jours", accept: money },
  { title: "100 000 F par mois avec un petit business", accept: money.concat(['fluent:briefcase']) },
  { title: "L'argent ne fait pas le bonheur ? FAUX", accept: money },
  { title: 'Wave ou Orange Money : lequel choisir ?', accept: phone.concat(money) },
  { title: 'Mon salaire de développeur à Abidjan', accept: money },
  { title: "7 astuces pour faire des économies", accept: ['fluent:money-bag', 'fluent:coin'] },
  { title: 'Crypto en Afrique : arnaque ou opportunité ?', accept: ['fluent:coin', 'fluent:chart-increasing', 'fluent:money-bag'] },
  { title: 'Lancer son business avec 50 000 francs', accept: money.concat(['fluent:briefcase', 'fluent:rocket']) },
  { title: 'Épargne : la méthode des enveloppes', accept: ['fluent:envelope', 'fluent:money-bag', 'fluent:coin'] },
  { title: 'Investir dans l’immobilier à Dakar', accept: ['fluent:house', 'fluent:house-with-garden', 'fluent:building-construction', 'fluent:chart-increasing', 'fluent:money-bag'] },
  { title: 'La banque a bloqué mon compte...', accept: ['fluent:bank'] },
  // Football
  { title: 'Côte d’Ivoire vs Sénégal : le match de la CAN', accept: ['flag:ci', 'flag:sn'] },
  { title: 'SENEGAL VS COTE D IVOIRE 2-1 résumé', accept: ['flag:sn', 'flag:ci'] },
  { title: 'Les Lions de la Teranga champions ?', accept: ['flag:sn', 'fluent:soccer-ball', 'fluent:trophy'] },
  { title: 'Les Éléphants en finale de la CAN !', accept: ['flag:ci', 'fluent:trophy', 'fluent:soccer-ball'] },
  { title: 'Maroc contre Cameroun : mon pronostic', accept: ['flag:ma', 'flag:cm'] },
  { title: 'Les Super Eagles éliminés', accept: ['flag:ng', 'fluent:soccer-ball'] },
  { title: 'Aigles du Mali : la liste de Tom Saintfiet', accept: ['flag:ml', 'fluent:soccer-ball'] },
  { title: 'Coupe du monde 2026 : les équipes africaines', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:globe-showing-europe-africa'] },
  { title: 'Sadio Mané signe un nouveau contrat', accept: ['fluent:soccer-ball', 'flag:sn', 'fluent:page-with-curl', 'fluent:money-bag'] },
  { title: 'Mon équipe de foot de quartier', accept: ['fluent:soccer-ball'] },
  { title: 'Les Lions de l’Atlas ont encore gagné', accept: ['flag:ma', 'fluent:soccer-ball', 'fluent:trophy'] },
  { title: 'Ballon d’or africain : qui mérite ?', accept: ['fluent:trophy', 'fluent:soccer-ball', 'fluent:1st-place-medal', 'fluent:sports-medal'] },
  { title: 'Guinée vs Burkina Faso', accept: ['flag:gn', 'flag:bf'] },
  { title: 'RDC - Gabon : les Léopards rugissent', accept: ['flag:cd', 'flag:ga'] },
  // Other sports and cars
  { title: 'Lutte sénégalaise : le combat de l’année', accept: ['fluent:person-wrestling-dark', 'flag:sn', 'fluent:boxing-glove'] },
  { title: 'Basket : Giannis ou LeBron ?', accept: ['fluent:basketball'] },
  { title: 'Je cours 10 km tous les jours', accept: ['fluent:person-running-dark', 'fluent:man-running-dark', 'fluent:woman-running-dark', 'fluent:running-shoe'] },
  { title: 'Musculation à la maison sans matériel', accept: ['fluent:person-lifting-weights-dark', 'fluent:man-lifting-weights-dark', 'fluent:woman-lifting-weights-dark', 'fluent:flexed-biceps-dark'] },
  { title: 'J’ai acheté ma première voiture !', accept: ['fluent:automobile', 'fluent:oncoming-automobile'] },
  { title: 'Toyota ou Mercedes au Sénégal ?', accept: ['fluent:automobile', 'fluent:oncoming-automobile', 'flag:sn'] },
  { title: 'Moto Jakarta : le vrai prix', accept: ['fluent:motorcycle', 'fluent:motor-scooter'] },
  // Tech
  { title: 'iPhone 16 Pro : faut-il acheter ?', accept: phone },
  { title: 'Les meilleurs téléphones à moins de 100 000 F', accept: phone },
  { title: 'Samsung vs Tecno : le comparatif', accept: phone },
  { title: 'Quel ordinateur pour étudier ?', accept: ['fluent:laptop', 'fluent:desktop-computer'] },
  { title: "L'IA va remplacer ton travail ?", accept: ['fluent:robot'] },
  { title: 'ChatGPT : 10 prompts pour gagner du temps', accept: ['fluent:robot'] },
  { title: 'Créer une appli sans coder', accept: phone.concat(['fluent:laptop', 'fluent:man-technologist-dark', 'fluent:woman-technologist-dark', 'fluent:technologist-dark']) },
  { title: 'Internet illimité : le meilleur forfait', accept: ['fluent:globe-with-meridians', 'fluent:mobile-phone', 'fluent:satellite-antenna'] },
  { title: 'Comment percer sur TikTok en 2025', accept: phone.concat(['fluent:musical-note', 'fluent:musical-notes']) },
  { title: 'Mon setup de youtubeur à 500 000 F', accept: ['fluent:video-camera', 'fluent:movie-camera', 'fluent:laptop', 'fluent:studio-microphone', 'fluent:desktop-computer'] },
  { title: 'Devenir développeur web en Afrique', accept: ['fluent:man-technologist-dark', 'fluent:woman-technologist-dark', 'fluent:technologist-dark', 'fluent:laptop'] },
  // Beauty
  { title: 'Tresses africaines : tuto knotless', accept: ['fluent:woman-getting-haircut-dark', 'fluent:person-getting-haircut-dark', 'fluent:woman-curly-hair-dark'] },
  { title: 'MAQUILLAGE peau noire pour débutantes', accept: ['fluent:lipstick'] },
  { title: 'Ma perruque à 20 000 F vaut-elle le coup ?', accept: ['fluent:woman-curly-hair-dark', 'fluent:woman-getting-haircut-dark'] },
  { title: 'Prendre soin de ses cheveux crépus', accept: ['fluent:woman-curly-hair-dark', 'fluent:person-curly-hair-dark', 'fluent:man-curly-hair-dark', 'fluent:woman-getting-haircut-dark'] },
  { title: 'Ongles en gel : je les fais moi-même', accept: ['fluent:nail-polish-dark', 'fluent:nail-polish'] },
  { title: 'Ma routine soin du visage', accept: ['fluent:lotion-bottle', 'fluent:person-getting-massage-dark', 'fluent:woman-getting-massage-dark', 'fluent:sparkles'] },
  { title: 'Parfum pas cher qui sent bon', accept: ['fluent:lotion-bottle', 'fluent:sparkles'] },
  // News and politics
  { title: 'Élection présidentielle : ce qui va changer', accept: ['fluent:ballot-box-with-ballot'] },
  { title: 'Le président a parlé : mon analyse', accept: ['fluent:classical-building', 'fluent:studio-microphone', 'fluent:microphone', 'fluent:man-in-tuxedo-dark', 'fluent:ballot-box-with-ballot'] },
  { title: 'Journal du jour : les infos à retenir', accept: ['fluent:newspaper', 'fluent:rolled-up-newspaper'] },
  { title: 'Manifestation à Dakar : ce qui s’est passé', accept: ['fluent:megaphone', 'fluent:loudspeaker', 'flag:sn', 'fluent:placard'] },
  { title: 'Prix du pain : ça augmente encore', accept: ['fluent:baguette-bread', 'fluent:bread', 'fluent:chart-increasing'] },
  // Vlogs and travel
  { title: 'Premier voyage en avion avec ma famille', accept: ['fluent:airplane', 'fluent:airplane-departure'] },
  { title: 'VLOG : une journée à Abidjan', accept: ['flag:ci', 'fluent:cityscape'] },
  { title: 'Bamako comme vous ne l’avez jamais vu', accept: ['flag:ml', 'fluent:cityscape'] },
  { title: 'Lagos est-elle vraiment dangereuse ?', accept: ['flag:ng', 'fluent:cityscape'] },
  { title: 'Je visite Casablanca pour la première fois', accept: ['flag:ma', 'fluent:cityscape'] },
  { title: 'Au marché Sandaga avec 5 000 francs', accept: ['fluent:shopping-cart', 'fluent:shopping-bags', 'fluent:basket', 'fluent:convenience-store', 'fluent:money-bag', 'fluent:coin', 'fluent:dollar-banknote'] },
  { title: 'Notre mariage traditionnel au Bénin', accept: ['fluent:wedding', 'fluent:ring', 'fluent:person-with-veil-dark', 'fluent:woman-with-veil-dark', 'flag:bj'] },
  { title: "Bébé est arrivé !! Accouchement à l'hôpital", accept: ['fluent:baby-dark', 'fluent:baby', 'fluent:baby-bottle', 'fluent:hospital'] },
  { title: 'Visite de ma nouvelle maison', accept: ['fluent:house', 'fluent:house-with-garden', 'fluent:key'] },
  { title: 'On part au Togo en bus', accept: ['flag:tg', 'fluent:bus', 'fluent:oncoming-bus'] },
  { title: 'Paris vs Dakar : où vivre ?', accept: ['flag:fr', 'flag:sn'] },
  { title: 'Je rentre au pays après 10 ans en France', accept: ['flag:fr', 'fluent:airplane', 'fluent:house'] },
  { title: 'Vacances à la plage de Saly', accept: ['fluent:beach-with-umbrella', 'fluent:desert-island', 'fluent:water-wave'] },
  // Religion and celebrations
  { title: 'Tabaski 2025 : le prix des moutons', accept: ['fluent:ewe', 'fluent:ram'] },
  { title: 'Ramadan : mon programme de la journée', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque'] },
  { title: 'Korité chez nous, comment ça se passe', accept: ['fluent:crescent-moon', 'fluent:star-and-crescent', 'fluent:mosque', 'fluent:wrapped-gift', 'fluent:party-popper'] },
  { title: 'La grande mosquée de Touba', accept: ['fluent:mosque'] },
  { title: 'Messe de Noël à la cathédrale', accept: ['fluent:church', 'fluent:christmas-tree'] },
  { title: 'La prière qui a changé ma vie', accept: ['fluent:folded-hands-dark', 'fluent:folded-hands', 'fluent:prayer-beads'] },
  { title: "Joyeux anniversaire maman !", accept: ['fluent:birthday-cake', 'fluent:party-popper', 'fluent:wrapped-gift', 'fluent:balloon'] },
  // Studies
  { title: 'BAC 2025 : les sujets de philo', accept: ['fluent:graduation-cap', 'fluent:memo', 'fluent:books', 'fluent:open-book', 'fluent:student-dark', 'fluent:woman-student-dark', 'fluent:man-student-dark'] },
  { title: 'Comment réviser un examen en 3 jours', accept: ['fluent:memo', 'fluent:books', 'fluent:open-book', 'fluent:graduation-cap', 'fluent:student-dark', 'fluent:woman-student-dark', 'fluent:man-student-dark'] },
  { title: 'Ma vie à l’université Cheikh Anta Diop', accept: ['fluent:graduation-cap', 'fluent:school', 'fluent:student-dark', 'fluent:woman-student-dark', 'fluent:man-student-dark', 'fluent:classical-building'] },
  { title: 'Bourse d’études au Canada : mode d’emploi', accept: ['fluent:graduation-cap', 'flag:ca', 'fluent:money-bag'] },
  { title: 'Premier jour à l’école', accept: ['fluent:school', 'fluent:backpack', 'fluent:student-dark'] },
  { title: '5 livres qui ont changé ma vie', accept: ['fluent:books', 'fluent:open-book', 'fluent:closed-book'] },
  { title: 'Apprendre l’anglais tout seul', accept: ['flag:gb', 'flag:us', 'fluent:books', 'fluent:open-book', 'fluent:speech-balloon'] },
  // Gaming
  { title: 'FIFA 25 : mes meilleurs buts', accept: ['fluent:video-game', 'fluent:soccer-ball'] },
  { title: 'Free Fire : je passe grand maître', accept: ['fluent:video-game', 'fluent:water-pistol', 'fluent:joystick'] },
  { title: 'PUBG mobile avec les abonnés', accept: ['fluent:video-game', 'fluent:mobile-phone', 'fluent:water-pistol'] },
  { title: 'Minecraft mais je construis Dakar', accept: ['fluent:video-game', 'fluent:joystick', 'fluent:building-construction'] },
  { title: 'Ma nouvelle manette PS5', accept: ['fluent:video-game', 'fluent:joystick'] },
  { title: 'Ce jeu vidéo africain va vous surprendre', accept: ['fluent:video-game', 'fluent:joystick'] },
  // Music and culture
  { title: 'Le rap galsen en 2025', accept: ['fluent:microphone', 'fluent:studio-microphone'] },
  { title: 'Mbalax : les plus grands tubes', accept: ['fluent:long-drum', 'fluent:drum', 'fluent:musical-notes', 'fluent:musical-note'] },
  { title: 'Apprendre le coupé-décalé en 5 pas', accept: ['fluent:man-dancing-dark', 'fluent:woman-dancing-dark', 'fluent:musical-notes'] },
  { title: 'Afrobeat : pourquoi le monde entier écoute', accept: ['fluent:headphone', 'fluent:musical-notes', 'fluent:musical-note', 'fluent:globe-showing-europe-africa'] },
  { title: 'Je réagis à votre musique', accept: ['fluent:musical-notes', 'fluent:musical-note', 'fluent:headphone'] },
  { title: 'Mon premier concert au Stade', accept: ['fluent:microphone', 'fluent:stadium', 'fluent:musical-notes', 'fluent:admission-tickets'] },
  { title: 'Film nigérian : Nollywood expliqué', accept: ['fluent:clapper-board', 'fluent:movie-camera', 'fluent:film-frames', 'flag:ng'] },
  // Health and agriculture
  { title: 'Paludisme : les signes à ne pas ignorer', accept: ['fluent:mosquito', 'fluent:pill', 'fluent:stethoscope'] },
  { title: 'Perdre du poids sans sport', accept: ['fluent:person-running-dark', 'fluent:green-salad', 'fluent:woman-running-dark', 'fluent:man-running-dark'] },
  { title: 'Je plante 1 000 manguiers dans mon champ', accept: ['fluent:mango', 'fluent:seedling', 'fluent:deciduous-tree', 'fluent:sheaf-of-rice', 'fluent:farmer-dark', 'fluent:man-farmer-dark', 'fluent:woman-farmer-dark'] },
  { title: 'Élevage de poulets : combien ça rapporte ?', accept: ['fluent:chicken', 'fluent:money-bag'] },
  { title: "L'agriculture peut te rendre riche", accept: ['fluent:farmer-dark', 'fluent:man-farmer-dark', 'fluent:woman-farmer-dark', 'fluent:tractor', 'fluent:seedling', 'fluent:sheaf-of-rice', 'fluent:money-bag'] },
  { title: 'Le médecin répond à vos questions', accept: ['fluent:health-worker-dark', 'fluent:man-health-worker-dark', 'fluent:woman-health-worker-dark', 'fluent:stethoscope'] },
  // Emotions, people and no subject
  { title: 'JE SUIS CHOQUÉ !!', accept: ['fluent:face-screaming-in-fear', 'fluent:exploding-head', 'fluent:astonished-face'] },
  { title: 'Elle m’a fait pleurer...', accept: ['fluent:loudly-crying-face', 'fluent:crying-face'] },
  { title: 'Mort de rire avec mes cousins', accept: ['fluent:face-with-tears-of-joy', 'fluent:rolling-on-the-floor-laughing'] },
  { title: 'Pourquoi je suis en colère contre vous', accept: ['fluent:pouting-face', 'fluent:angry-face', 'fluent:face-with-steam-from-nose'] },
  { title: 'Storytime : la pire peur de ma vie', accept: ['fluent:fearful-face', 'fluent:face-screaming-in-fear'] },
  { title: 'Ma famille réagit à mes vidéos', accept: ['fluent:people-hugging', 'fluent:house-with-garden', 'fluent:busts-in-silhouette'] },
  { title: 'Merci pour les 100 000 abonnés', accept: ['fluent:party-popper', 'fluent:hundred-points', 'fluent:folded-hands-dark', 'fluent:trophy'] },
  { title: 'Je vous dis tout', accept: [] },
  { title: 'On doit parler...', accept: [] },
  { title: 'Ma vie a changé', accept: [] },
  { title: 'Partir ou rester ? Ma décision', accept: [] },
  { title: 'Le secret que personne ne vous dit', accept: [] },
  { title: 'Réponse à mes haters', accept: [] },
  { title: 'La vérité sur cette histoire', accept: [] },
];
