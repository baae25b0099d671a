/**
 * Our own French keywords for the topics of francophone African creators. They outrank the
 * generic CLDR annotations: CLDR knows « riz » but not « thiéboudienne », « Lions de la Teranga »
 * or « Orange Money ». Keys are written naturally (accents, elisions, plurals are folded when the
 * table is indexed). Icons are listed best first; people are named without a skin tone and the
 * matcher applies the requested one. `#` in a key stands for any number (« # f » ↔ « 100 000 F »).
 */
import type { SubjectKind } from './subject-types';
import type { TopicId } from '../engine/model/topics';

export interface CuratedKeyword {
  keys: string[];
  icons: string[];
  /** French name shown to the user, e.g. « sac d’argent ». */
  label: string;
  kind?: SubjectKind;
  /** Below the default 100 for words that name a genre rather than a subject (« recette »). */
  weight?: number;
  /** Claims its words and names nothing (« prêts pour » is ready, not a loan). */
  block?: boolean;
  /** Its weight when it opens the title (an amount there is the hook, not a price). */
  lead?: number;
  /** What a title naming it is about: its scene is drawn behind the subject. */
  topic?: TopicId;
}

const banknotes = 'minia:billets-fcfa';
const coins = 'minia:pieces-fcfa';
const phone = 'fluent:mobile-phone';
const ball = 'fluent:soccer-ball';
const trophy = 'fluent:trophy';
const game = 'fluent:video-game';

export const CURATED_KEYWORDS: CuratedKeyword[] = [
  // Dishes and drinks: the region's dishes are our own drawings (a generic pan read as an omelette),
  // and a dish outranks what it is made of (« attiéké poisson braisé » is attiéké)
  { keys: ['thiéboudienne', 'thieboudienne', 'thiéboudiène', 'thieboudiene', 'tiéboudienne', 'thiebou dienne', 'thieb', 'thiep', 'tiep', 'ceebu jën', 'ceebu jen', 'ceebou jen', 'riz au poisson'], icons: ['minia:thieboudienne'], label: 'thiéboudienne', weight: 110, topic: 'cuisine' },
  { keys: ['riz', 'riz gras', 'riz blanc', 'riz cassé'], icons: ['fluent:cooked-rice'], label: 'bol de riz', topic: 'cuisine', weight: 95 },
  { keys: ['jollof', 'jollof rice', 'riz jollof'], icons: ['fluent:curry-rice'], label: 'riz jollof', topic: 'cuisine' },
  { keys: ['mafé', 'maafe', 'mafe', 'sauce arachide', "sauce d'arachide", 'sauce d’arachide', 'tigadèguèna', 'tigadeguena'], icons: ['minia:mafe'], label: 'mafé', weight: 110, topic: 'cuisine' },
  { keys: ['sauce graine', 'sauce feuille', 'soupe kandia', 'kandia', 'domoda', 'ragoût', 'sauce', 'soupe', 'ndolé', 'eru', 'foutou', 'fufu', 'tô', 'pépé soupe', 'pepper soup'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 90, topic: 'cuisine' },
  { keys: ['attiéké', 'attieke', 'garba'], icons: ['minia:attieke'], label: 'attiéké', weight: 110, topic: 'cuisine' },
  { keys: ['couscous', 'thiakry', 'fonio', 'lakh', 'bouillie'], icons: ['fluent:steaming-bowl'], label: 'bol de semoule', topic: 'cuisine' },
  { keys: ['alloco', 'aloko', 'banane plantain', 'plantain', 'plantains', 'dodo'], icons: ['minia:alloco'], label: 'alloco', weight: 110, topic: 'cuisine' },
  { keys: ['banane', 'bananes'], icons: ['fluent:banana'], label: 'banane', topic: 'cuisine' },
  { keys: ['yassa', 'poulet yassa', 'yassa poulet'], icons: ['minia:yassa'], label: 'yassa', weight: 110, topic: 'cuisine' },
  { keys: ['poulet', 'poulet braisé', 'poulet dg', 'chicken', 'kfc'], icons: ['fluent:poultry-leg'], label: 'cuisse de poulet', topic: 'cuisine' },
  { keys: ['oignon', 'oignons'], icons: ['fluent:onion'], label: 'oignon', topic: 'cuisine' },
  { keys: ['pastel', 'pastels', 'fataya', 'beignet', 'beignets', 'samossa', 'puff puff', 'puff-puff'], icons: ['fluent:dumpling'], label: 'beignets', topic: 'cuisine' },
  { keys: ['bissap', 'jus de bissap', 'jus d’oseille', 'zobo', 'foléré'], icons: ['minia:bissap'], label: 'jus de bissap', weight: 110, topic: 'cuisine' },
  { keys: ['jus', 'gingembre', 'bouye', 'jus de bouye', 'cocktail', 'boisson', 'boissons', 'smoothie'], icons: ['fluent:tropical-drink', 'fluent:cup-with-straw'], label: 'boisson', topic: 'cuisine' },
  { keys: ['café touba', 'cafe touba', 'café', 'cafe', 'thé', 'ataya', 'nescafé'], icons: ['fluent:hot-beverage'], label: 'boisson chaude', topic: 'cuisine' },
  { keys: ['poisson', 'poisson braisé', 'braisé', 'capitaine', 'tilapia', 'thiof', 'yaboye', 'poisson fumé'], icons: ['fluent:fish'], label: 'poisson', topic: 'cuisine' },
  { keys: ['recette', 'recettes', 'cuisine', 'cuisiner', 'je cuisine', 'cuisson', 'plat', 'repas', 'dîner', 'déjeuner', 'petit déjeuner', 'restaurant', 'restaurants', 'maquis', 'dibiterie'], icons: ['fluent:pot-of-food'], label: 'plat cuisiné', weight: 85, topic: 'cuisine' },
  { keys: ['cuisinier', 'cuisinière', 'chef cuisinier', 'cheffe', 'traiteur'], icons: ['fluent:cook'], label: 'cuisinier', kind: 'person', topic: 'cuisine' },
  { keys: ['burger', 'hamburger', 'fast food', 'fast-food', 'mcdo'], icons: ['fluent:hamburger'], label: 'hamburger', topic: 'cuisine' },
  { keys: ['gâteau', 'gateau', 'cake', 'pâtisserie'], icons: ['fluent:shortcake', 'fluent:birthday-cake'], label: 'gâteau', topic: 'cuisine' },
  { keys: ['pain', 'baguette', 'boulangerie', 'boulanger', 'tapalapa'], icons: ['fluent:baguette-bread'], label: 'baguette', topic: 'cuisine' },
  { keys: ['oeuf', 'œuf', 'omelette'], icons: ['fluent:egg'], label: 'œuf', topic: 'cuisine' },
  { keys: ['pâtes', 'spaghetti', 'spaghettis', 'macaroni', 'macaronis', 'lasagnes'], icons: ['fluent:spaghetti'], label: 'spaghettis', topic: 'cuisine' },
  { keys: ['salade', 'salades'], icons: ['fluent:green-salad'], label: 'salade', topic: 'cuisine' },
  { keys: ['salade de fruits', 'fruits', 'fruit', 'ananas', 'pastèque'], icons: ['fluent:pineapple', 'fluent:watermelon'], label: 'fruits', topic: 'cuisine' },

  // Money and business: money here is F CFA, drawn by us (a $ money bag is the wrong currency)
  { keys: ['argent', 'fric', 'thune', 'oseille', 'xaalis', 'cash', 'f cfa', 'fcfa', 'franc cfa', 'francs cfa', 'cfa', 'franc', 'francs', 'million', 'millions', 'milliard', 'milliards', 'millionnaire', 'milliardaire', 'riche', 'richesse', 'devenir riche', 'gagner de l’argent', 'revenu', 'revenus', 'salaire', 'salaires', 'payé', 'payer', 'paie', 'dette', 'dettes', 'prêt', 'emprunt', 'budget', 'dépenses', 'argent facile', 'impôt', 'impôts', 'taxe', 'taxes'], icons: [banknotes, coins], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['billet', 'billets', 'billets de banque', 'liasse', 'liasses', 'retirer de l’argent', 'retrait'], icons: [banknotes], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['pièce', 'pièces', 'pièces de monnaie', 'monnaie', 'petite monnaie'], icons: [coins], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['emploi', 'travail', 'boulot', 'job', 'métier', 'métiers', 'entretien d’embauche', "entretien d'embauche", 'embauche', 'recrutement', 'cv', 'stage', 'chômage', 'bureau'], icons: ['fluent:briefcase', 'fluent:necktie'], label: 'mallette', weight: 90, topic: 'argent' },
  { keys: ['cagnotte', 'tirelire', 'pièces jaunes'], icons: ['fluent:coin', coins], label: 'cagnotte', topic: 'argent' },
  { keys: ['prix', 'tarif', 'tarifs'], icons: [banknotes], label: 'billets en F CFA', weight: 80, topic: 'argent' },
  // An amount is usually the price of the real subject (« ma perruque à 20 000 F »): it ranks below it.
  { keys: ['# f', '# fcfa', '# francs', '# f cfa', '# franc cfa', '# francs cfa', '# mille francs', '# millions', '# million'], icons: [banknotes], label: 'billets en F CFA', weight: 90, lead: 100, topic: 'argent' },
  { keys: ['euro', 'euros', '# euros', '# €'], icons: ['fluent:euro-banknote'], label: 'billets en euros', weight: 90, topic: 'argent' },
  { keys: ['dollar', 'dollars', '# dollars', '# $'], icons: ['fluent:dollar-banknote'], label: 'billets en dollars', weight: 90, topic: 'argent' },
  { keys: ['wave', 'orange money', 'mobile money', 'free money', 'mtn money', 'moov money', 'transfert d’argent', 'paiement mobile', 'om'], icons: [phone, banknotes], label: 'paiement mobile', topic: 'argent' },
  { keys: ['business', 'entreprise', 'entrepreneur', 'entrepreneuriat', 'startup', 'start-up', 'commerce', 'boutique', 'affaires', 'patron'], icons: ['fluent:briefcase', banknotes], label: 'mallette', topic: 'argent' },
  // Selling is what one does with a subject (« vendre sa voiture »): the thing sold comes first.
  { keys: ['vendre', 'vente', 'ventes', 'je vends', 'revendre'], icons: ['fluent:briefcase', banknotes], label: 'mallette', weight: 80, topic: 'argent' },
  { keys: ['épargne', 'épargner', 'économie', 'économies', 'économiser', 'tontine', 'tontines'], icons: [coins, banknotes], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['crypto', 'cryptomonnaie', 'cryptomonnaies', 'bitcoin', 'btc', 'ethereum', 'nft', 'trading', 'trader', 'bourse des valeurs'], icons: ['fluent:coin', 'fluent:chart-increasing'], label: 'crypto-monnaie', topic: 'argent' },
  { keys: ['investir', 'investissement', 'investissements', 'placement', 'rentable', 'rentabilité', 'rapporte', 'croissance'], icons: ['fluent:chart-increasing', banknotes], label: 'courbe qui monte', topic: 'argent' },
  { keys: ['immobilier', 'terrain à bâtir', 'location', 'construire', 'construction', 'chantier'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'maison', topic: 'maison' },
  { keys: ['banque', 'banques', 'compte bancaire', 'crédit', 'microfinance'], icons: ['fluent:bank'], label: 'banque', topic: 'argent' },
  { keys: ['arnaque', 'arnaques', 'escroc', 'escroquerie', 'brouteur', 'brouteurs'], icons: ['fluent:money-with-wings'], label: 'argent qui s’envole', topic: 'argent' },

  // Football and sport
  { keys: ['foot', 'football', 'footballeur', 'ballon', 'match', 'but', 'buts', 'penalty', 'ligue des champions', 'champions league', 'mercato', 'transfert', 'psg', 'real madrid', 'barça', 'barca', 'chelsea', 'liverpool', 'sadio mané', 'mané', 'mbappé', 'salah', 'osimhen', 'drogba', 'eto’o', 'etoo', 'équipe de foot', 'stade', 'navetane', 'navétanes'], icons: [ball], label: 'ballon de football', topic: 'football' },
  { keys: ['équipe', 'équipes', 'score', 'résumé du match'], icons: [ball], label: 'ballon de football', weight: 80, topic: 'football' },
  { keys: ['gardien', 'gardien de but', 'arrêt', 'penalty', 'tirs au but', 'cage', 'cages', 'filet'], icons: ['fluent:goal-net', ball], label: 'but de football', topic: 'football' },
  { keys: ['joueur', 'joueurs', 'attaquant', 'défenseur', 'milieu de terrain', 'buteur', 'entraîneur', 'sélectionneur', 'coach', 'arbitre', 'var', 'carton rouge', 'coup franc', 'corner', 'dribble', 'dribbles', 'ligue 1', 'premier league', 'liga', 'serie a', 'quarts de finale', 'demi-finale', 'huitièmes'], icons: [ball], label: 'ballon de football', weight: 90, topic: 'football' },
  { keys: ['can', 'can 2025', 'coupe d’afrique', "coupe d'afrique des nations", 'coupe du monde', 'mondial', 'finale', 'champion', 'champions', 'championnat', 'victoire', 'coupe', 'trophée', 'ballon d’or', "ballon d'or", 'sacre', 'sacré'], icons: [trophy], label: 'trophée', topic: 'football' },
  { keys: ['basket', 'basketball', 'nba', 'basket-ball'], icons: ['fluent:basketball'], label: 'ballon de basket', topic: 'sport' },
  { keys: ['lutte', 'lutte sénégalaise', 'laamb', 'lamb', 'combat', 'arène', 'lutteur'], icons: ['fluent:person-wrestling', 'fluent:boxing-glove'], label: 'lutteurs', kind: 'person', topic: 'sport' },
  { keys: ['boxe', 'mma', 'ufc', 'ngannou', 'francis ngannou'], icons: ['fluent:boxing-glove'], label: 'gant de boxe', topic: 'sport' },
  { keys: ['perdre du poids', 'maigrir', 'régime', 'minceur', 'kilos en trop', 'alimentation saine', 'manger sain'], icons: ['fluent:green-salad', 'fluent:person-running'], label: 'salade', topic: 'sante' },
  { keys: ['marcher', '# pas', 'randonnée', 'promenade', 'balade'], icons: ['fluent:person-walking'], label: 'personne qui marche', kind: 'person', topic: 'sport' },
  { keys: ['courir', 'course', 'je cours', 'running', 'jogging', 'marathon', 'km', 'sport'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person', topic: 'sport' },
  { keys: ['musculation', 'muscu', 'salle de sport', 'fitness', 'abdos', 'pompes', 'gym'], icons: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], label: 'haltérophile', kind: 'person', topic: 'sport' },
  { keys: ['voiture', 'voitures', 'auto', 'toyota', 'mercedes', 'bmw', 'hyundai', 'kia', 'peugeot', 'permis', 'permis de conduire', 'garage', 'rav4', 'v8', 'corolla', 'camry', 'yaris', 'hilux', 'prado', 'land cruiser', '4x4', 'pick-up', 'range rover', 'golf', 'clio', 'tucson', 'honda', 'nissan', 'ford', 'mécanicien', 'vidange', 'pneus'], icons: ['fluent:automobile'], label: 'voiture', topic: 'auto' },
  { keys: ['vélo', 'vélos', 'cyclisme', 'bicyclette', 'vtt'], icons: ['fluent:bicycle', 'fluent:person-biking'], label: 'vélo', topic: 'sport' },
  { keys: ['natation', 'nager', 'nage', 'piscine', 'plongée'], icons: ['fluent:person-swimming'], label: 'personne qui nage', kind: 'person', topic: 'sport' },
  { keys: ['tennis', 'tennis de table', 'ping-pong', 'badminton'], icons: ['fluent:ping-pong', 'fluent:tennis'], label: 'raquette', topic: 'sport' },
  { keys: ['permis moto', 'moto', 'motos', 'jakarta', 'moto jakarta', 'zemidjan', 'zem', 'scooter', 'moto-taxi'], icons: ['fluent:motorcycle'], label: 'moto', topic: 'auto' },
  { keys: ['taxi', 'yango', 'uber', 'heetch'], icons: ['fluent:taxi'], label: 'taxi', topic: 'auto' },
  { keys: ['carburant', 'essence', 'gasoil', 'gazole', 'station-service', 'station essence', 'plein d’essence'], icons: ['fluent:fuel-pump'], label: 'pompe à essence', topic: 'auto' },
  { keys: ['bateau', 'bateaux', 'chaloupe', 'ferry', 'pirogue', 'pirogues', 'croisière'], icons: ['fluent:ship', 'fluent:canoe'], label: 'bateau', topic: 'ville' },
  { keys: ['bus', 'car rapide', 'ndiaga ndiaye', 'gbaka', 'brt', 'ter'], icons: ['fluent:bus'], label: 'bus', topic: 'ville' },

  // Tech
  { keys: ['téléphone', 'telephone', 'smartphone', 'portable', 'iphone', 'samsung', 'galaxy', 'tecno', 'infinix', 'itel', 'xiaomi', 'redmi', 'huawei', 'android', 'ios', 'pixel', 'forfait', 'forfaits', 'sim', 'puce', 'orange', 'free', 'mtn', 'moov', 'whatsapp', 'tiktok', 'tik tok', 'instagram', 'snapchat', 'réseaux sociaux', 'appli', 'application', 'applis', 'applications', 'camon'], icons: [phone], label: 'téléphone portable', topic: 'tech' },
  { keys: ['ordinateur', 'ordi', 'pc', 'laptop', 'macbook', 'pc portable', 'coder', 'code', 'codage', 'programmation', 'programmer', 'site web', 'site internet', 'excel', 'word', 'informatique'], icons: ['fluent:laptop'], label: 'ordinateur portable', topic: 'tech' },
  { keys: ['développeur', 'développeuse', 'developpeur', 'dev', 'développement web', 'développeur web', 'informaticien', 'informaticienne', 'ingénieur', 'ingénieure'], icons: ['fluent:technologist', 'fluent:laptop'], label: 'informaticien', kind: 'person', topic: 'tech' },
  { keys: ['ia', 'intelligence artificielle', 'chatgpt', 'chat gpt', 'gpt', 'gemini', 'robot', 'robots', 'prompt', 'prompts', 'automatisation'], icons: ['fluent:robot'], label: 'robot', topic: 'tech' },
  { keys: ['drone', 'drones'], icons: ['fluent:helicopter'], label: 'drone', topic: 'tech' },
  { keys: ['tablette', 'tablettes', 'ipad'], icons: ['fluent:mobile-phone', 'fluent:laptop'], label: 'tablette', topic: 'tech' },
  { keys: ['montre', 'montres', 'montre connectée', 'smartwatch'], icons: ['fluent:watch'], label: 'montre', topic: 'tech' },
  { keys: ['casque', 'casque audio', 'casque sans fil', 'écouteurs', 'écouteur', 'airpods', 'oreillettes'], icons: ['fluent:headphone'], label: 'casque audio', topic: 'tech' },
  { keys: ['internet', 'wifi', 'wi-fi', 'connexion', 'fibre'], icons: ['fluent:globe-with-meridians'], label: 'internet', topic: 'tech' },
  { keys: ['4g', '5g', '3g', 'réseau', 'réseau mobile', 'antenne', 'antennes', 'couverture réseau', 'starlink', 'satellite', 'satellites'], icons: ['fluent:antenna-bars', 'fluent:satellite-antenna'], label: 'réseau mobile', topic: 'tech' },
  { keys: ['youtube', 'youtubeur', 'youtubeuse', 'créateur de contenu', 'créatrice de contenu', 'monétisation', 'ma chaîne', 'ta chaîne', 'sa chaîne', 'votre chaîne', 'une chaîne', 'chaîne youtube', 'mes vidéos', 'tes vidéos', 'vos vidéos', 'ses vidéos', 'nos vidéos', 'vues', 'mes abonnés', 'tes abonnés', 'des abonnés', 'plaque youtube', 'bouton play'], icons: ['minia:bouton-lecture', 'fluent:video-camera'], label: 'bouton lecture', topic: 'tech' },
  { keys: ['setup', 'caméra', 'camera', 'filmer', 'tournage', 'vlog setup'], icons: ['fluent:video-camera'], label: 'caméra', topic: 'tech' },
  { keys: ['télé', 'tele', 'télévision', 'tv', 'série', 'séries', 'netflix', 'canal+'], icons: ['fluent:television'], label: 'télévision', topic: 'actu' },
  { keys: ['film', 'films', 'cinéma', 'nollywood', 'court métrage', 'court-métrage'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'actu' },

  // Beauty
  { keys: ['tresse', 'tresses', 'nattes', 'knotless', 'box braids', 'braids', 'coiffure', 'coiffeuse', 'coiffeur', 'locks', 'dreadlocks', 'tissage', 'tissages', 'coupe de cheveux', 'salon de coiffure'], icons: ['fluent:woman-getting-haircut'], label: 'coiffure', kind: 'person', topic: 'beaute' },
  { keys: ['perruque', 'perruques', 'wig', 'wigs', 'cheveux', 'cheveux crépus', 'cheveux naturels', 'afro', 'défrisage', 'nappy'], icons: ['fluent:woman-curly-hair'], label: 'cheveux crépus', kind: 'person', topic: 'beaute' },
  { keys: ['maquillage', 'makeup', 'make-up', 'make up', 'rouge à lèvres', 'teint', 'fond de teint', 'gloss'], icons: ['fluent:lipstick'], label: 'rouge à lèvres', topic: 'beaute' },
  { keys: ['ongles', 'ongle', 'manucure', 'vernis', 'nails', 'gel', 'capsules'], icons: ['fluent:nail-polish'], label: 'vernis à ongles', kind: 'person', topic: 'beaute' },
  { keys: ['parfum', 'parfums', 'crème', 'creme', 'skincare', 'soin du visage', 'routine soin', 'karité', 'beurre de karité', 'éclaircissant', 'peau'], icons: ['fluent:lotion-bottle'], label: 'flacon de soin', topic: 'beaute' },
  { keys: ['barbe', 'rasage', 'raser', 'moustache', 'barbier'], icons: ['fluent:man-beard', 'fluent:razor'], label: 'homme barbu', kind: 'person', topic: 'beaute' },
  { keys: ['mode', 'tenue', 'tenues', 'look', 'robe', 'robes', 'pagne', 'wax', 'boubou', 'bazin', 'outfit', 'style vestimentaire'], icons: ['fluent:dress'], label: 'robe', topic: 'beaute' },

  // News and politics
  { keys: ['élection', 'élections', 'présidentielle', 'présidentielles', 'législatives', 'vote', 'voter', 'scrutin', 'campagne électorale', 'carte d’électeur', 'candidat', 'candidats'], icons: ['fluent:ballot-box-with-ballot'], label: 'urne', topic: 'actu' },
  { keys: ['président', 'présidente', 'gouvernement', 'ministre', 'assemblée nationale', 'députés', 'député', 'politique', 'état', 'sonko', 'diomaye', 'ouattara', 'tinubu', 'macron'], icons: ['fluent:classical-building'], label: 'palais', topic: 'actu' },
  { keys: ['journal', 'actu', 'actualité', 'actualités', 'infos', 'info', 'information', 'informations', 'news', 'breaking news', 'revue de presse', 'flash info', 'dernière minute'], icons: ['fluent:newspaper'], label: 'journal', topic: 'actu' },
  { keys: ['manifestation', 'manif', 'manifestations', 'grève', 'protestation', 'révolte'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu' },
  { keys: ['justice', 'tribunal', 'procès', 'avocat', 'juge', 'prison', 'condamné'], icons: ['fluent:balance-scale'], label: 'balance de la justice', topic: 'actu' },
  { keys: ['police', 'policier', 'gendarmerie', 'gendarme', 'arrestation'], icons: ['fluent:police-officer'], label: 'policier', kind: 'person', topic: 'actu' },
  { keys: ['coupure d’eau', "coupure d'eau", 'eau potable', 'robinet', 'pénurie d’eau', 'sécheresse', 'forage'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', topic: 'actu' },
  { keys: ['électricité', 'courant', 'coupure de courant', 'coupure d’électricité', 'délestage', 'délestages', 'senelec', 'cie', 'lumière', 'panneau solaire', 'panneaux solaires'], icons: ['fluent:light-bulb', 'fluent:high-voltage'], label: 'ampoule', topic: 'actu' },
  { keys: ['grève', 'grèves', 'syndicat'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu' },
  { keys: ['hausse des prix', 'inflation', 'vie chère', 'cherté de la vie', 'augmente', 'augmentent', 'augmenter', 'augmentation', 'hausse', 'flambée'], icons: ['fluent:chart-increasing'], label: 'courbe qui monte', topic: 'actu' },

  // Vlogs, travel, family
  { keys: ['voyage', 'voyager', 'voyages'], icons: ['fluent:airplane'], label: 'avion', weight: 90, topic: 'ville' },
  { keys: ['en car', 'autocar', 'car de'], icons: ['fluent:oncoming-bus', 'fluent:bus'], label: 'car', topic: 'ville' },
  { keys: ['avion', 'aéroport', 'vol', 'billet d’avion', 'visa', 'immigration', 'immigrer', 'diaspora', 'rentre au pays', 'retour au pays', 'étranger'], icons: ['fluent:airplane'], label: 'avion', topic: 'ville' },
  { keys: ['valise', 'bagages', 'déménagement', 'déménager'], icons: ['fluent:luggage'], label: 'valise', topic: 'ville' },
  { keys: ['marché', 'marche sandaga', 'sandaga', 'treichville', 'adjamé', 'dantokpa', 'courses', 'shopping', 'faire les courses'], icons: ['fluent:shopping-cart'], label: 'chariot de courses', topic: 'argent' },
  { keys: ['mariage', 'mariages', 'marié', 'mariée', 'se marier', 'dot', 'fiançailles', 'noces', 'épouser'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage', topic: 'fete' },
  { keys: ['bague', 'demande en mariage'], icons: ['fluent:ring'], label: 'bague', topic: 'fete' },
  { keys: ['bébé', 'bebe', 'naissance', 'accouchement', 'enceinte', 'grossesse', 'nouveau-né', 'baptême', 'ngenté', 'nguenté', 'jumeaux', 'jumelles', 'jumeau'], icons: ['fluent:baby'], label: 'bébé', kind: 'person', topic: 'fete' },
  { keys: ['mon enfant', 'mes enfants', 'nos enfants', 'mon fils', 'ma fille', 'éducation des enfants'], icons: ['fluent:child'], label: 'enfant', kind: 'person', weight: 85, topic: 'maison' },
  { keys: ['famille', 'ma famille', 'parents', 'frère', 'frères', 'soeur', 'sœur', 'cousins', 'cousin', 'cousine', 'belle-famille'], icons: ['fluent:people-hugging'], label: 'famille', topic: 'maison' },
  { keys: ['maman', 'mère', 'ma mère'], icons: ['fluent:woman'], label: 'maman', kind: 'person', weight: 85, topic: 'maison' },
  { keys: ['papa', 'père', 'mon père'], icons: ['fluent:man'], label: 'papa', kind: 'person', weight: 85, topic: 'maison' },
  { keys: ['menti', 'mensonge', 'mensonges', 'trahi', 'trahie', 'trahison', 'tromper', 'trompé', 'trompée', 'infidèle', 'infidélité', 'cocu', 'cœur brisé', 'coeur brisé'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['mon année', 'bilan de l’année', 'rétrospective', 'calendrier', 'nouvel an', 'bonne année'], icons: ['fluent:spiral-calendar'], label: 'calendrier', topic: 'histoire' },
  { keys: ['couple', 'copain', 'copine', 'mon mari', 'ma femme', 'amour', 'relation', 'saint-valentin', 'rupture', 'célibataire', 'love'], icons: ['fluent:red-heart'], label: 'cœur', topic: 'histoire' },
  { keys: ['ma maison', 'notre maison', 'nouvelle maison', 'sa maison', 'la maison de', 'construire une maison', 'villa', 'appartement', 'house tour', 'home tour'], icons: ['fluent:house'], label: 'maison', topic: 'maison' },
  { keys: ['chambre', 'ma chambre', 'lit', 'dormir'], icons: ['fluent:bed'], label: 'lit', topic: 'maison' },
  { keys: ['ménage', 'nettoyage', 'rangement', 'lessive', 'vaisselle'], icons: ['fluent:broom', 'fluent:sponge'], label: 'balai', topic: 'maison' },
  { keys: ['nettoyer', 'ranger', 'laver'], icons: ['fluent:sponge', 'fluent:broom'], label: 'éponge', weight: 80, topic: 'maison' },
  { keys: ['loyer', 'loyers', 'propriétaire', 'bailleur', 'locataire'], icons: ['fluent:house', banknotes], label: 'maison', topic: 'maison' },
  { keys: ['un terrain', 'terrain à bâtir', 'acheter un terrain', 'parcelle', 'parcelles', 'lotissement'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'terrain', topic: 'maison' },
  { keys: ['portefeuille', 'porte-monnaie', 'sac à main'], icons: ['fluent:purse', banknotes], label: 'porte-monnaie', topic: 'argent' },
  { keys: ['salon', 'mon salon', 'canapé', 'déco', 'décoration', 'relooké', 'relooking', 'meubles'], icons: ['fluent:couch-and-lamp'], label: 'salon', topic: 'maison' },
  { keys: ['ville', 'villes', 'quartier', 'quartiers', 'centre-ville', 'city tour', 'visite de la ville'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 80, topic: 'ville' },
  { keys: ['plage', 'vacances', 'saly', 'assinie', 'grand-bassam', 'bassam', 'piscine', 'mer'], icons: ['fluent:beach-with-umbrella'], label: 'plage', topic: 'plage' },
  { keys: ['anniversaire', 'joyeux anniversaire', 'gâteau d’anniversaire'], icons: ['fluent:birthday-cake', 'fluent:party-popper'], label: 'gâteau d’anniversaire', topic: 'fete' },
  // A party is the occasion, rarely the subject (« la fête de fin d’année à l’école »).
  { keys: ['fête', 'fêtes', 'soirée', 'célébration', 'fêté', 'fêter'], icons: ['fluent:party-popper'], label: 'cotillons', weight: 85, topic: 'fete' },

  // Religion
  { keys: ['tabaski', 'aïd el-kébir', 'aid el kebir', 'aïd al-adha', 'fête du mouton', 'mouton', 'moutons', 'bélier', 'ladoum'], icons: ['fluent:ewe'], label: 'mouton', topic: 'religion' },
  { keys: ['ramadan', 'carême', 'mois de jeûne', 'rompre le jeûne', 'jeûner', 'ndogou', 'iftar', 'korité', 'aïd el-fitr', 'aid el fitr', 'aïd', 'laylatoul qadr', 'tamkharit'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', topic: 'religion' },
  { keys: ['mosquée', 'mosquee', 'magal', 'magal de touba', 'gamou', 'islam', 'musulman', 'musulmans', 'coran', 'imam', 'serigne', 'mouride', 'mourides', 'tidiane', 'mecque', 'la mecque', 'hajj', 'pèlerinage'], icons: ['fluent:mosque'], label: 'mosquée', topic: 'religion' },
  { keys: ['église', 'eglise', 'messe', 'cathédrale', 'chrétien', 'chrétiens', 'pasteur', 'prêtre', 'évangile', 'bible', 'pâques', 'jésus'], icons: ['fluent:church'], label: 'église', topic: 'religion' },
  { keys: ['noël', 'noel', 'sapin', 'père noël', 'réveillon'], icons: ['fluent:christmas-tree'], label: 'sapin de Noël', topic: 'fete' },
  { keys: ['prière', 'prières', 'prier', 'dieu', 'allah', 'bénédiction', 'dua', 'doua'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', topic: 'religion' },

  // Studies
  { keys: ['bac', 'baccalauréat', 'bepc', 'bfem', 'cep', 'cepe', 'cfee', 'brevet', 'diplôme', 'diplômé', 'diplômée', 'master', 'licence', 'doctorat', 'université', 'universitaire', 'fac', 'faculté', 'ucad', 'campus', 'étudiant', 'étudiante', 'étudiants', 'étudier', 'études', 'bourse', 'bourse d’études', 'bourses', 'concours'], icons: ['fluent:graduation-cap'], label: 'toque de diplômé', topic: 'ecole' },
  { keys: ['examen', 'examens', 'réviser', 'révisions', 'devoir', 'devoirs', 'exposé', 'mémoire', 'soutenance', 'notes', 'philo', 'maths', 'cours'], icons: ['fluent:memo'], label: 'copie d’examen', topic: 'ecole' },
  { keys: ['école', 'ecole', 'rentrée', 'rentrée scolaire', 'lycée', 'collège', 'classe', 'élève', 'élèves', 'professeur', 'prof', 'maîtresse', 'enseignant'], icons: ['minia:ecole', 'fluent:school'], label: 'école', topic: 'ecole' },
  { keys: ['livre', 'livres', 'lecture', 'lire', 'roman', 'bibliothèque', 'apprendre', 'anglais', 'langue', 'wolof', 'lingala'], icons: ['fluent:books'], label: 'livres', topic: 'ecole' },

  // Gaming
  { keys: ['jeu', 'jeux', 'jeu vidéo', 'jeux vidéo', 'gaming', 'gamer', 'gameplay', 'manette', 'manettes', 'console', 'ps4', 'ps5', 'playstation', 'xbox', 'nintendo', 'switch', 'fifa', 'fc 25', 'ea fc', 'efootball', 'pes', 'free fire', 'freefire', 'pubg', 'call of duty', 'cod', 'fortnite', 'minecraft', 'gta', 'roblox', 'clash of clans', 'valorant'], icons: [game], label: 'manette de jeu', topic: 'jeux' },

  { keys: ['dames', 'jeu de dames', 'échecs', 'ludo', 'awalé', 'songo', 'scrabble', 'belote', 'cartes'], icons: ['fluent:chess-pawn'], label: 'pion', topic: 'jeux' },

  // Music and dance
  { keys: ['rap', 'rappeur', 'rappeuse', 'rap galsen', 'galsen', 'freestyle', 'drill', 'hip-hop', 'hip hop', 'micro', 'chanter', 'chanteur', 'chanteuse', 'concert', 'karaoké', 'studio'], icons: ['fluent:microphone'], label: 'micro', topic: 'musique' },
  { keys: ['clip', 'clips', 'clip vidéo', 'tournage du clip'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'musique' },
  { keys: ['guitare', 'guitariste', 'kora', 'balafon', 'ngoni', 'violon', 'piano', 'clavier'], icons: ['fluent:guitar', 'fluent:musical-keyboard'], label: 'guitare', topic: 'musique' },
  { keys: ['mbalax', 'sabar', 'tam-tam', 'djembé', 'djembe', 'tambour', 'percussions', 'griot'], icons: ['fluent:long-drum'], label: 'tambour', topic: 'musique' },
  { keys: ['coupé-décalé', 'coupe decale', 'danse', 'danser', 'danseur', 'danseuse', 'chorégraphie', 'ndombolo', 'azonto', 'zouglou', 'challenge danse'], icons: ['fluent:woman-dancing'], label: 'danseuse', kind: 'person', topic: 'musique' },
  { keys: ['afrobeat', 'afrobeats', 'musique', 'sons', 'chanson', 'chansons', 'album', 'playlist', 'tube', 'tubes', 'hit', 'hits', 'amapiano', 'rumba', 'makossa', 'gospel', 'zouk'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', topic: 'musique' },

  // Health
  { keys: ['santé', 'médecin', 'docteur', 'hôpital', 'infirmier', 'infirmière', 'maladie', 'malade', 'soigner', 'diabète', 'hypertension', 'tension', 'cancer', 'avc', 'drépanocytose', 'hépatite', 'vih', 'sida', 'ulcère', 'traitement', 'symptômes', 'signes', 'consultation'], icons: ['fluent:stethoscope', 'fluent:health-worker'], label: 'stéthoscope', topic: 'sante' },
  { keys: ['mal de dos', 'mal au dos', 'mal de tête', 'mal de ventre', 'douleur', 'douleurs', 'exercice', 'exercices', 'étirements', 'yoga', 'méditation', 'posture'], icons: ['fluent:person-in-lotus-position', 'fluent:stethoscope'], label: 'personne en méditation', kind: 'person', topic: 'sante' },
  { keys: ['sang', 'don du sang', 'donner son sang', 'donne mon sang', 'transfusion', 'anémie'], icons: ['fluent:drop-of-blood', 'fluent:syringe'], label: 'goutte de sang', topic: 'sante' },
  { keys: ['dentiste', 'dent', 'dents', 'carie', 'caries', 'sourire blanc'], icons: ['fluent:tooth'], label: 'dent', topic: 'sante' },
  { keys: ['lait', 'lait caillé', 'lait de chamelle', 'yaourt'], icons: ['fluent:glass-of-milk'], label: 'verre de lait', topic: 'cuisine' },
  { keys: ['paludisme', 'palu', 'moustique', 'moustiques', 'dengue'], icons: ['fluent:mosquito'], label: 'moustique', topic: 'sante' },
  { keys: ['médicament', 'médicaments', 'pharmacie', 'vitamines', 'remède', 'tisane'], icons: ['fluent:pill'], label: 'médicament', topic: 'sante' },
  { keys: ['vaccin', 'vaccination', 'piqûre'], icons: ['fluent:syringe'], label: 'seringue', topic: 'sante' },

  // Agriculture and livestock
  { keys: ['agriculture', 'agriculteur', 'agricultrice', 'paysan', 'cultiver', 'champ', 'champs', 'ferme', 'plantation', 'récolte', 'semis', 'maraîchage'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', topic: 'agriculture' },
  { keys: ['planter', 'je plante', 'plante', 'plantes', 'arbre', 'arbres', 'manguier', 'manguiers', 'anacarde', 'cajou', 'cacao', 'hévéa', 'reboisement'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['potager', 'jardin', 'jardinage', 'légumes', 'tomates', 'semences'], icons: ['fluent:seedling', 'fluent:tomato'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['pêche', 'pêcheur', 'pêcheurs', 'pêcher', 'pêche en mer', 'canne à pêche'], icons: ['fluent:fishing-pole', 'fluent:fish'], label: 'canne à pêche', topic: 'plage' },
  { keys: ['mangue', 'mangues'], icons: ['fluent:mango'], label: 'mangue', topic: 'agriculture' },
  { keys: ['élevage', 'éleveur', 'poules', 'poulets', 'poulailler', 'volaille', 'pondeuses'], icons: ['fluent:chicken'], label: 'poule', topic: 'agriculture' },
  { keys: ['arachide', 'arachides', 'cacahuète', 'cacahuètes', 'noix de cajou'], icons: ['fluent:peanuts'], label: 'arachides', topic: 'agriculture' },
  { keys: ['lapin', 'lapins', 'cuniculture'], icons: ['fluent:rabbit'], label: 'lapin', topic: 'agriculture' },
  { keys: ['chèvre', 'chèvres', 'bouc', 'cabri'], icons: ['fluent:goat'], label: 'chèvre', topic: 'agriculture' },
  { keys: ['chameau', 'chamelle', 'chameaux', 'dromadaire'], icons: ['fluent:camel'], label: 'chameau', topic: 'agriculture' },
  { keys: ['vache', 'vaches', 'boeuf', 'bœuf', 'bétail', 'troupeau'], icons: ['fluent:cow'], label: 'vache', topic: 'agriculture' },
  { keys: ['tracteur', 'machine agricole'], icons: ['fluent:tractor'], label: 'tracteur', topic: 'agriculture' },

  // Community milestones
  { keys: ['# abonnés', '# abonne', 'merci pour les # abonnés', 'giveaway', 'concours abonnés', 'cadeau', 'cadeaux'], icons: ['fluent:party-popper', 'fluent:wrapped-gift'], label: 'cotillons', topic: 'fete' },

  // Advice titles: what not to do
  { keys: ['erreurs à éviter', 'les erreurs', 'mes erreurs', 'grosse erreur', 'grave erreur', 'à éviter', 'à ne pas faire', 'fautes'], icons: ['fluent:cross-mark', 'fluent:warning'], label: 'croix rouge', topic: 'histoire' },
  { keys: ['ne fais plus', 'ne faites plus', 'ne fais pas ça', 'ne faites pas ça', 'interdit', 'interdiction'], icons: ['fluent:prohibited', 'fluent:no-entry'], label: 'interdit', topic: 'histoire' },
  { keys: ['secret', 'secrets', 'le secret', 'ce qu’on ne vous dit pas'], icons: ['fluent:shushing-face'], label: 'visage qui chut', kind: 'expression', weight: 75, topic: 'histoire' },

  // Words that look like subjects but are not, in these phrases: they claim their words and name nothing
  { keys: ['prêt pour', 'prêts pour', 'prête pour', 'prêtes pour', 'mode d’emploi', "mode d'emploi", 'en mode', 'gagner du temps', 'perdre du temps', 'pas de panique', 'la vérité', 'en direct'], icons: [], label: '', block: true },
];
