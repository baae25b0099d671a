/**
 * Our own French keywords for the topics of francophone African creators. They outrank the
 * generic CLDR annotations: CLDR knows « riz » but not « thiéboudienne », « Lions de la Teranga »
 * or « Orange Money ». Keys are written naturally (accents, elisions, plurals are folded when the
 * table is indexed). Icons are listed best first; people are named without a skin tone and the
 * matcher applies the requested one. `#` in a key stands for any number (« # f » ↔ « 100 000 F »).
 */
import type { SubjectKind } from './subject-types';

export interface CuratedKeyword {
  keys: string[];
  icons: string[];
  /** French name shown to the user, e.g. « sac d’argent ». */
  label: string;
  kind?: SubjectKind;
  /** Below the default 100 for words that name a genre rather than a subject (« recette »). */
  weight?: number;
}

const dish = 'fluent:shallow-pan-of-food';
const moneyBag = 'fluent:money-bag';
const phone = 'fluent:mobile-phone';
const ball = 'fluent:soccer-ball';
const trophy = 'fluent:trophy';
const game = 'fluent:video-game';

export const CURATED_KEYWORDS: CuratedKeyword[] = [
  // Dishes and drinks
  { keys: ['thiéboudienne', 'thieboudienne', 'thiéboudiène', 'thieboudiene', 'tiéboudienne', 'thiebou dienne', 'thieb', 'thiep', 'tiep', 'ceebu jën', 'ceebu jen', 'ceebou jen', 'riz au poisson', 'riz gras', 'riz', 'jollof', 'jollof rice', 'riz jollof'], icons: [dish, 'fluent:fish'], label: 'plat de riz au poisson' },
  { keys: ['mafé', 'maafe', 'sauce arachide', "sauce d'arachide", 'sauce graine', 'sauce feuille', 'soupe kandia', 'kandia', 'domoda', 'ragoût', 'sauce', 'soupe', 'ndolé', 'eru', 'foutou', 'fufu', 'tô'], icons: ['fluent:pot-of-food'], label: 'marmite' },
  { keys: ['attiéké', 'attieke', 'garba', 'couscous', 'thiakry', 'fonio'], icons: ['fluent:steaming-bowl', 'fluent:fish'], label: 'bol de semoule' },
  { keys: ['alloco', 'aloko', 'banane plantain', 'plantain', 'dodo', 'banane'], icons: ['fluent:banana'], label: 'banane plantain' },
  { keys: ['yassa', 'poulet yassa', 'poulet', 'poulet braisé', 'poulet dg', 'chicken', 'kfc'], icons: ['fluent:poultry-leg'], label: 'cuisse de poulet' },
  { keys: ['oignon', 'oignons'], icons: ['fluent:onion'], label: 'oignon' },
  { keys: ['pastel', 'pastels', 'fataya', 'beignet', 'beignets', 'accra', 'accras', 'samossa', 'puff puff', 'puff-puff'], icons: ['fluent:dumpling'], label: 'beignets' },
  { keys: ['bissap', 'jus', 'jus de bissap', 'gingembre', 'bouye', 'jus de bouye', 'cocktail', 'boisson'], icons: ['fluent:tropical-drink', 'fluent:cup-with-straw'], label: 'boisson' },
  { keys: ['café touba', 'cafe touba', 'café', 'cafe', 'thé', 'ataya', 'nescafé'], icons: ['fluent:hot-beverage'], label: 'boisson chaude' },
  { keys: ['poisson', 'poisson braisé', 'braisé', 'capitaine', 'tilapia', 'thiof', 'yaboye'], icons: ['fluent:fish'], label: 'poisson' },
  { keys: ['recette', 'cuisine', 'cuisiner', 'je cuisine', 'cuisson', 'plat', 'repas', 'dîner', 'déjeuner'], icons: ['fluent:pot-of-food'], label: 'plat cuisiné', weight: 85 },
  { keys: ['burger', 'hamburger', 'fast food', 'fast-food', 'mcdo'], icons: ['fluent:hamburger'], label: 'hamburger' },
  { keys: ['gâteau', 'gateau', 'cake', 'pâtisserie'], icons: ['fluent:shortcake', 'fluent:birthday-cake'], label: 'gâteau' },
  { keys: ['pain', 'baguette', 'boulangerie', 'tapalapa'], icons: ['fluent:baguette-bread'], label: 'baguette' },
  { keys: ['oeuf', 'œuf', 'omelette'], icons: ['fluent:egg'], label: 'œuf' },

  // Money and business
  { keys: ['argent', 'fric', 'thune', 'oseille', 'xaalis', 'cash', 'f cfa', 'fcfa', 'franc cfa', 'francs cfa', 'cfa', 'franc', 'francs', 'million', 'millions', 'milliard', 'milliards', 'millionnaire', 'milliardaire', 'riche', 'richesse', 'devenir riche', 'gagner', 'gagné', 'revenu', 'revenus', 'salaire', 'payé', 'payer', 'dette', 'dettes', 'prêt', 'budget', 'dépenses', 'argent facile'], icons: [moneyBag], label: 'sac d’argent' },
  // An amount is usually the price of the real subject (« ma perruque à 20 000 F »): it ranks below it.
  { keys: ['# f', '# fcfa', '# francs', '# f cfa', '# euros', '# dollars'], icons: [moneyBag], label: 'sac d’argent', weight: 90 },
  { keys: ['euro', 'euros', 'dollar', 'dollars'], icons: ['fluent:dollar-banknote'], label: 'billets' },
  { keys: ['wave', 'orange money', 'mobile money', 'free money', 'mtn money', 'moov money', 'transfert d’argent', 'paiement mobile'], icons: [phone, moneyBag], label: 'paiement mobile' },
  { keys: ['business', 'entreprise', 'entrepreneur', 'entrepreneuriat', 'startup', 'start-up', 'commerce', 'vendre', 'vente', 'boutique', 'affaires', 'patron'], icons: ['fluent:briefcase', moneyBag], label: 'mallette' },
  { keys: ['épargne', 'épargner', 'économie', 'économies', 'économiser', 'tontine', 'tontines'], icons: ['fluent:coin', moneyBag], label: 'pièce' },
  { keys: ['crypto', 'cryptomonnaie', 'cryptomonnaies', 'bitcoin', 'btc', 'ethereum', 'nft', 'trading', 'trader', 'bourse des valeurs'], icons: ['fluent:coin', 'fluent:chart-increasing'], label: 'crypto-monnaie' },
  { keys: ['investir', 'investissement', 'investissements', 'placement', 'rentable', 'rentabilité', 'rapporte', 'croissance'], icons: ['fluent:chart-increasing', moneyBag], label: 'courbe qui monte' },
  { keys: ['immobilier', 'terrain', 'loyer', 'location', 'construire', 'construction', 'chantier'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'maison' },
  { keys: ['banque', 'compte bancaire', 'crédit', 'microfinance'], icons: ['fluent:bank'], label: 'banque' },
  { keys: ['arnaque', 'arnaques', 'escroc', 'escroquerie', 'brouteur', 'brouteurs'], icons: ['fluent:money-with-wings'], label: 'argent qui s’envole' },

  // Football and sport
  { keys: ['foot', 'football', 'footballeur', 'ballon', 'match', 'but', 'buts', 'penalty', 'ligue des champions', 'champions league', 'mercato', 'transfert', 'psg', 'real madrid', 'barça', 'barca', 'chelsea', 'liverpool', 'sadio mané', 'mané', 'mbappé', 'salah', 'osimhen', 'drogba', 'eto’o', 'etoo', 'équipe de foot', 'stade', 'navetane', 'navétanes'], icons: [ball], label: 'ballon de football' },
  { keys: ['can', 'can 2025', 'coupe d’afrique', "coupe d'afrique des nations", 'coupe du monde', 'mondial', 'finale', 'champion', 'champions', 'championnat', 'victoire', 'coupe', 'trophée', 'ballon d’or', "ballon d'or", 'sacre', 'sacré'], icons: [trophy], label: 'trophée' },
  { keys: ['basket', 'basketball', 'nba', 'basket-ball'], icons: ['fluent:basketball'], label: 'ballon de basket' },
  { keys: ['lutte', 'lutte sénégalaise', 'laamb', 'lamb', 'combat', 'arène', 'lutteur'], icons: ['fluent:person-wrestling', 'fluent:boxing-glove'], label: 'lutteurs', kind: 'person' },
  { keys: ['boxe', 'mma', 'ufc', 'ngannou', 'francis ngannou'], icons: ['fluent:boxing-glove'], label: 'gant de boxe' },
  { keys: ['courir', 'course', 'je cours', 'running', 'jogging', 'marathon', 'km', 'sport', 'perdre du poids', 'maigrir', 'régime'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person' },
  { keys: ['musculation', 'muscu', 'salle de sport', 'fitness', 'abdos', 'pompes', 'gym'], icons: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], label: 'haltérophile', kind: 'person' },
  { keys: ['voiture', 'voitures', 'auto', 'toyota', 'mercedes', 'bmw', 'hyundai', 'kia', 'peugeot', 'permis', 'permis de conduire', 'garage', 'rav4', 'v8'], icons: ['fluent:automobile'], label: 'voiture' },
  { keys: ['moto', 'motos', 'jakarta', 'moto jakarta', 'zemidjan', 'zem', 'scooter', 'moto-taxi'], icons: ['fluent:motorcycle'], label: 'moto' },
  { keys: ['taxi', 'yango', 'uber', 'heetch'], icons: ['fluent:taxi'], label: 'taxi' },
  { keys: ['bus', 'car rapide', 'ndiaga ndiaye', 'gbaka', 'brt', 'ter'], icons: ['fluent:bus'], label: 'bus' },

  // Tech
  { keys: ['téléphone', 'telephone', 'smartphone', 'portable', 'iphone', 'samsung', 'galaxy', 'tecno', 'infinix', 'itel', 'xiaomi', 'redmi', 'huawei', 'android', 'ios', 'pixel', 'forfait', 'forfaits', 'sim', 'puce', 'orange', 'free', 'mtn', 'moov', 'whatsapp', 'tiktok', 'tik tok', 'instagram', 'snapchat', 'réseaux sociaux', 'appli', 'application', 'applis', 'applications'], icons: [phone], label: 'téléphone portable' },
  { keys: ['ordinateur', 'ordi', 'pc', 'laptop', 'macbook', 'pc portable', 'coder', 'code', 'codage', 'programmation', 'programmer', 'site web', 'site internet', 'excel', 'word', 'informatique'], icons: ['fluent:laptop'], label: 'ordinateur portable' },
  { keys: ['développeur', 'développeuse', 'developpeur', 'dev', 'développement web', 'développeur web', 'informaticien', 'informaticienne', 'ingénieur', 'ingénieure'], icons: ['fluent:technologist', 'fluent:laptop'], label: 'informaticien', kind: 'person' },
  { keys: ['ia', 'intelligence artificielle', 'chatgpt', 'chat gpt', 'gpt', 'gemini', 'robot', 'robots', 'prompt', 'prompts', 'automatisation'], icons: ['fluent:robot'], label: 'robot' },
  { keys: ['internet', 'wifi', 'wi-fi', 'connexion', 'fibre', 'starlink', '4g', '5g'], icons: ['fluent:globe-with-meridians'], label: 'internet' },
  { keys: ['youtube', 'youtubeur', 'youtubeuse', 'créateur de contenu', 'créatrice de contenu', 'setup', 'caméra', 'camera', 'filmer', 'tournage', 'monétisation'], icons: ['fluent:video-camera'], label: 'caméra' },
  { keys: ['télé', 'tele', 'télévision', 'tv', 'série', 'séries', 'netflix', 'canal+'], icons: ['fluent:television'], label: 'télévision' },
  { keys: ['film', 'films', 'cinéma', 'nollywood', 'court métrage', 'court-métrage'], icons: ['fluent:clapper-board'], label: 'clap de cinéma' },

  // Beauty
  { keys: ['tresse', 'tresses', 'nattes', 'knotless', 'box braids', 'braids', 'coiffure', 'coiffeuse', 'coiffeur', 'locks', 'dreadlocks', 'tissage', 'tissages', 'coupe de cheveux', 'salon de coiffure'], icons: ['fluent:woman-getting-haircut'], label: 'coiffure', kind: 'person' },
  { keys: ['perruque', 'perruques', 'wig', 'wigs', 'cheveux', 'cheveux crépus', 'cheveux naturels', 'afro', 'défrisage', 'nappy'], icons: ['fluent:woman-curly-hair'], label: 'cheveux crépus', kind: 'person' },
  { keys: ['maquillage', 'makeup', 'make-up', 'make up', 'rouge à lèvres', 'teint', 'fond de teint', 'gloss'], icons: ['fluent:lipstick'], label: 'rouge à lèvres' },
  { keys: ['ongles', 'ongle', 'manucure', 'vernis', 'nails', 'gel', 'capsules'], icons: ['fluent:nail-polish'], label: 'vernis à ongles', kind: 'person' },
  { keys: ['parfum', 'parfums', 'crème', 'creme', 'skincare', 'soin du visage', 'routine soin', 'karité', 'beurre de karité', 'éclaircissant', 'peau'], icons: ['fluent:lotion-bottle'], label: 'flacon de soin' },
  { keys: ['mode', 'tenue', 'tenues', 'robe', 'robes', 'pagne', 'wax', 'boubou', 'bazin', 'outfit', 'style vestimentaire'], icons: ['fluent:dress'], label: 'robe' },

  // News and politics
  { keys: ['élection', 'élections', 'présidentielle', 'présidentielles', 'législatives', 'vote', 'voter', 'scrutin', 'campagne électorale', 'carte d’électeur', 'candidat', 'candidats'], icons: ['fluent:ballot-box-with-ballot'], label: 'urne' },
  { keys: ['président', 'présidente', 'gouvernement', 'ministre', 'assemblée nationale', 'députés', 'député', 'politique', 'état', 'sonko', 'diomaye', 'ouattara', 'tinubu', 'macron'], icons: ['fluent:classical-building'], label: 'palais' },
  { keys: ['journal', 'actu', 'actualité', 'actualités', 'infos', 'info', 'information', 'informations', 'news', 'breaking news', 'revue de presse', 'flash info', 'dernière minute'], icons: ['fluent:newspaper'], label: 'journal' },
  { keys: ['manifestation', 'manif', 'manifestations', 'grève', 'protestation', 'révolte'], icons: ['fluent:megaphone'], label: 'mégaphone' },
  { keys: ['justice', 'tribunal', 'procès', 'avocat', 'juge', 'prison', 'condamné'], icons: ['fluent:balance-scale'], label: 'balance de la justice' },
  { keys: ['police', 'policier', 'gendarmerie', 'gendarme', 'arrestation'], icons: ['fluent:police-officer'], label: 'policier', kind: 'person' },
  { keys: ['hausse des prix', 'inflation', 'vie chère', 'cherté de la vie', 'augmente', 'augmentation', 'hausse'], icons: ['fluent:chart-increasing'], label: 'courbe qui monte' },

  // Vlogs, travel, family
  { keys: ['voyage', 'voyager', 'avion', 'aéroport', 'vol', 'billet d’avion', 'visa', 'immigration', 'immigrer', 'diaspora', 'rentre au pays', 'retour au pays', 'étranger'], icons: ['fluent:airplane'], label: 'avion' },
  { keys: ['valise', 'bagages', 'déménagement', 'déménager'], icons: ['fluent:luggage'], label: 'valise' },
  { keys: ['marché', 'marche sandaga', 'sandaga', 'treichville', 'adjamé', 'dantokpa', 'courses', 'shopping', 'faire les courses'], icons: ['fluent:shopping-cart'], label: 'chariot de courses' },
  { keys: ['mariage', 'mariages', 'marié', 'mariée', 'se marier', 'dot', 'fiançailles', 'noces', 'épouser'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage' },
  { keys: ['bague', 'demande en mariage'], icons: ['fluent:ring'], label: 'bague' },
  { keys: ['bébé', 'bebe', 'naissance', 'accouchement', 'enceinte', 'grossesse', 'nouveau-né', 'baptême'], icons: ['fluent:baby'], label: 'bébé', kind: 'person' },
  { keys: ['mon enfant', 'mes enfants', 'nos enfants', 'mon fils', 'ma fille', 'éducation des enfants'], icons: ['fluent:child'], label: 'enfant', kind: 'person' },
  { keys: ['famille', 'ma famille', 'parents', 'frère', 'frères', 'soeur', 'sœur', 'cousins', 'cousin', 'cousine', 'belle-famille'], icons: ['fluent:people-hugging'], label: 'famille' },
  { keys: ['maman', 'mère', 'ma mère'], icons: ['fluent:woman'], label: 'maman', kind: 'person' },
  { keys: ['papa', 'père', 'mon père'], icons: ['fluent:man'], label: 'papa', kind: 'person' },
  { keys: ['couple', 'copain', 'copine', 'mon mari', 'ma femme', 'amour', 'relation', 'saint-valentin', 'rupture', 'célibataire', 'love'], icons: ['fluent:red-heart'], label: 'cœur' },
  { keys: ['ma maison', 'notre maison', 'nouvelle maison', 'sa maison', 'la maison de', 'construire une maison', 'villa', 'appartement', 'chambre', 'house tour', 'home tour'], icons: ['fluent:house'], label: 'maison' },
  { keys: ['plage', 'vacances', 'saly', 'assinie', 'grand-bassam', 'bassam', 'piscine', 'mer'], icons: ['fluent:beach-with-umbrella'], label: 'plage' },
  { keys: ['anniversaire', 'joyeux anniversaire', 'fête', 'soirée', 'célébration'], icons: ['fluent:birthday-cake', 'fluent:party-popper'], label: 'gâteau d’anniversaire' },

  // Religion
  { keys: ['tabaski', 'aïd el-kébir', 'aid el kebir', 'aïd al-adha', 'fête du mouton', 'mouton', 'moutons', 'bélier', 'ladoum'], icons: ['fluent:ewe'], label: 'mouton' },
  { keys: ['ramadan', 'carême', 'jeûne', 'jeuner', 'ndogou', 'iftar', 'korité', 'aïd el-fitr', 'aid el fitr', 'aïd', 'laylatoul qadr', 'tamkharit'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune' },
  { keys: ['mosquée', 'mosquee', 'magal', 'magal de touba', 'gamou', 'islam', 'musulman', 'musulmans', 'coran', 'imam', 'serigne', 'mouride', 'mourides', 'tidiane', 'mecque', 'la mecque', 'hajj', 'pèlerinage'], icons: ['fluent:mosque'], label: 'mosquée' },
  { keys: ['église', 'eglise', 'messe', 'cathédrale', 'chrétien', 'chrétiens', 'pasteur', 'prêtre', 'évangile', 'bible', 'pâques', 'jésus'], icons: ['fluent:church'], label: 'église' },
  { keys: ['noël', 'noel', 'sapin', 'père noël', 'réveillon'], icons: ['fluent:christmas-tree'], label: 'sapin de Noël' },
  { keys: ['prière', 'prières', 'prier', 'dieu', 'allah', 'bénédiction', 'dua', 'doua'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person' },

  // Studies
  { keys: ['bac', 'baccalauréat', 'bepc', 'bfem', 'cep', 'cepe', 'cfee', 'brevet', 'diplôme', 'diplômé', 'diplômée', 'master', 'licence', 'doctorat', 'université', 'universitaire', 'fac', 'faculté', 'ucad', 'campus', 'étudiant', 'étudiante', 'étudiants', 'étudier', 'études', 'bourse', 'bourse d’études', 'bourses', 'concours'], icons: ['fluent:graduation-cap'], label: 'toque de diplômé' },
  { keys: ['examen', 'examens', 'réviser', 'révisions', 'devoir', 'devoirs', 'exposé', 'mémoire', 'soutenance', 'notes', 'philo', 'maths', 'cours'], icons: ['fluent:memo'], label: 'copie d’examen' },
  { keys: ['école', 'ecole', 'rentrée', 'rentrée scolaire', 'lycée', 'collège', 'classe', 'élève', 'élèves', 'professeur', 'prof', 'maîtresse', 'enseignant'], icons: ['fluent:school'], label: 'école' },
  { keys: ['livre', 'livres', 'lecture', 'lire', 'roman', 'bibliothèque', 'apprendre', 'anglais', 'langue', 'wolof', 'lingala'], icons: ['fluent:books'], label: 'livres' },

  // Gaming
  { keys: ['jeu', 'jeux', 'jeu vidéo', 'jeux vidéo', 'gaming', 'gamer', 'gameplay', 'manette', 'manettes', 'console', 'ps4', 'ps5', 'playstation', 'xbox', 'nintendo', 'switch', 'fifa', 'fc 25', 'ea fc', 'efootball', 'pes', 'free fire', 'freefire', 'pubg', 'call of duty', 'cod', 'fortnite', 'minecraft', 'gta', 'roblox', 'clash of clans', 'valorant'], icons: [game], label: 'manette de jeu' },

  // Music and dance
  { keys: ['rap', 'rappeur', 'rappeuse', 'rap galsen', 'galsen', 'freestyle', 'drill', 'hip-hop', 'hip hop', 'micro', 'chanter', 'chanteur', 'chanteuse', 'concert', 'karaoké', 'studio'], icons: ['fluent:microphone'], label: 'micro' },
  { keys: ['mbalax', 'sabar', 'tam-tam', 'djembé', 'djembe', 'tambour', 'percussions', 'griot'], icons: ['fluent:long-drum'], label: 'tambour' },
  { keys: ['coupé-décalé', 'coupe decale', 'danse', 'danser', 'danseur', 'danseuse', 'chorégraphie', 'ndombolo', 'azonto', 'zouglou', 'challenge danse'], icons: ['fluent:woman-dancing'], label: 'danseuse', kind: 'person' },
  { keys: ['afrobeat', 'afrobeats', 'musique', 'sons', 'chanson', 'chansons', 'album', 'clip', 'playlist', 'tube', 'tubes', 'hit', 'hits', 'amapiano', 'rumba', 'makossa', 'gospel', 'zouk'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique' },

  // Health
  { keys: ['santé', 'médecin', 'docteur', 'hôpital', 'infirmier', 'infirmière', 'maladie', 'malade', 'soigner', 'diabète', 'hypertension', 'tension', 'cancer', 'avc', 'drépanocytose', 'hépatite', 'vih', 'sida', 'ulcère', 'traitement', 'symptômes', 'signes', 'consultation'], icons: ['fluent:stethoscope', 'fluent:health-worker'], label: 'stéthoscope' },
  { keys: ['paludisme', 'palu', 'moustique', 'moustiques', 'dengue'], icons: ['fluent:mosquito'], label: 'moustique' },
  { keys: ['médicament', 'médicaments', 'pharmacie', 'vitamines', 'remède', 'tisane'], icons: ['fluent:pill'], label: 'médicament' },
  { keys: ['vaccin', 'vaccination', 'piqûre'], icons: ['fluent:syringe'], label: 'seringue' },

  // Agriculture and livestock
  { keys: ['agriculture', 'agriculteur', 'agricultrice', 'paysan', 'cultiver', 'champ', 'champs', 'ferme', 'plantation', 'récolte', 'semis', 'maraîchage'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person' },
  { keys: ['planter', 'je plante', 'plante', 'plantes', 'arbre', 'arbres', 'manguier', 'manguiers', 'anacarde', 'cajou', 'cacao', 'hévéa', 'reboisement'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse' },
  { keys: ['mangue', 'mangues'], icons: ['fluent:mango'], label: 'mangue' },
  { keys: ['élevage', 'éleveur', 'poules', 'poulets', 'poulailler', 'volaille', 'pondeuses'], icons: ['fluent:chicken'], label: 'poule' },
  { keys: ['vache', 'vaches', 'boeuf', 'bœuf', 'bétail', 'troupeau'], icons: ['fluent:cow'], label: 'vache' },
  { keys: ['tracteur', 'machine agricole'], icons: ['fluent:tractor'], label: 'tracteur' },

  // Community milestones
  { keys: ['# abonnés', '# abonne', 'merci pour les # abonnés', 'giveaway', 'concours abonnés', 'cadeau', 'cadeaux'], icons: ['fluent:party-popper', 'fluent:wrapped-gift'], label: 'cotillons' },
];
