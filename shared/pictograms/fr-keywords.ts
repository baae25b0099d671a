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
  /**
   * The word frames the title rather than names its subject: its topic is the title's whatever is
   * drawn (« élever des moutons » is farming, « les prix augmentent » news). `lead`: only when it
   * opens the title (« Ma belle-mère… » is a story; « … avec mon père » is not).
   */
  frame?: 'anywhere' | 'lead';
  /** Names a situation, not a thing: in a first-person story (« J’ai quitté mon travail ») the teller is drawn instead. */
  abstract?: boolean;
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
  { keys: ['thiéboudienne', 'thieboudienne', 'thiéboudiène', 'thieboudiene', 'tiéboudienne', 'thiebou dienne', 'thieb', 'thiep', 'tiep', 'tchep', 'tcheb', 'tchieb', 'thiébou', 'thiebou', 'ceebu jën', 'ceebu jen', 'ceebou jen', 'riz au poisson'], icons: ['minia:thieboudienne'], label: 'thiéboudienne', weight: 110, topic: 'cuisine' },
  // Bean fritters are the nearest Fluent drawing, the falafel.
  { keys: ['accara', 'accaras', 'akara', 'accras', 'beignets de haricot', 'beignets de niébé', 'koose', 'kosai'], icons: ['fluent:falafel'], label: 'beignets', weight: 105, topic: 'cuisine' },
  { keys: ['riz', 'riz gras', 'riz blanc', 'riz cassé'], icons: ['fluent:cooked-rice'], label: 'bol de riz', topic: 'cuisine', weight: 95 },
  { keys: ['jollof', 'jollof rice', 'riz jollof'], icons: ['fluent:curry-rice'], label: 'riz jollof', topic: 'cuisine' },
  { keys: ['mafé', 'maafe', 'mafe', 'sauce arachide', "sauce d'arachide", 'sauce d’arachide', 'tigadèguèna', 'tigadeguena'], icons: ['minia:mafe'], label: 'mafé', weight: 110, topic: 'cuisine' },
  { keys: ['sauce graine', 'sauce feuille', 'soupe kandia', 'kandia', 'domoda', 'ragoût', 'sauce', 'soupe', 'ndolé', 'eru', 'foutou', 'fufu', 'tô', 'gombo', 'sauce gombo', 'soupe gombo', 'pépé soupe', 'pepper soup'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 90, topic: 'cuisine' },
  // Where one eats out is the table laid, not a pot (« Mon maquis à Yopougon »).
  { keys: ['restaurant', 'restaurants', 'maquis', 'gargote', 'gargotes', 'garbadrome', 'tangana'], icons: ['fluent:fork-and-knife-with-plate', 'fluent:pot-of-food'], label: 'assiette', weight: 85, topic: 'cuisine' },
  // Each country's everyday sauces and pastes under their own names, in the pot: a dish named outranks
  // its price, its city and the meat or leaves it is cooked with (« Skoudehkaris au mouton »).
  { keys: ['kopè', 'sauce kopè', 'babenda', 'fouti', 'boule de mil', 'sauce longue', 'gozo', 'fou-fou', 'kwanga', 'amiwo', 'pâte rouge', 'nyembwe', 'poulet nyembwe', 'romazava', 'ravitoto', 'mtsolola', 'skoudehkaris', 'lablabi', 'achu', 'okok', 'sanga', 'kondré', 'mbongo', 'mbongo tchobi', 'sauce jaune', 'koki', 'kédjénou', 'kedjenou', 'rechta'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 110, topic: 'cuisine' },
  // Leaves cooked as a sauce are greens, not money (« feuilles d’oseille ») nor potatoes (« feuille de patate »).
  { keys: ['feuilles d’oseille', 'feuille d’oseille', 'feuille de patate', 'feuilles de patate', 'feuilles de manioc', 'feuille de manioc', 'saka-saka', 'pondu', 'ngunza', 'ngounza'], icons: ['fluent:leafy-green'], label: 'feuilles', topic: 'cuisine' },
  // The Maghreb's breads and pancakes by name.
  { keys: ['msemen', 'harcha', 'baghrir', 'batbout', 'khobz', 'kesra', 'mhajeb', 'matlouh', 'rghaif', 'galette', 'galettes', 'crêpe', 'crêpes'], icons: ['fluent:flatbread', 'fluent:pancakes'], label: 'galette', weight: 105, topic: 'cuisine' },
  // The Maghreb's feast pastries and fried doughs by name.
  { keys: ['chebakia', 'cornes de gazelle', 'corne de gazelle', 'makroud', 'zlabia', 'baklawa', 'sellou', 'ghribia'], icons: ['fluent:cookie', 'fluent:honey-pot'], label: 'pâtisseries', weight: 105, topic: 'cuisine' },
  { keys: ['sfenj', 'bambalouni', 'ftayer'], icons: ['fluent:doughnut'], label: 'beignet', weight: 105, topic: 'cuisine' },
  // Millet, sorghum and palm beers by name: the mug.
  { keys: ['dolo', 'tchoukoutou', 'tchapalo', 'chapalo', 'bili-bili', 'bilibili', 'pito', 'bandji'], icons: ['fluent:beer-mug', 'fluent:clinking-beer-mugs'], label: 'chope', weight: 105, topic: 'cuisine' },
  { keys: ['kinkeliba', 'kinkéliba', 'infusion', 'infusions', 'tisane', 'tisanes', 'tisane de', 'citronnelle', 'thé de brousse'], icons: ['fluent:teacup-without-handle', 'fluent:hot-beverage'], label: 'tisane', topic: 'cuisine' },
  { keys: ['niébé', 'niebe', 'haricots rouges', 'koki de niébé'], icons: ['fluent:beans'], label: 'haricots', topic: 'cuisine' },
  { keys: ['moringa', 'feuilles de baobab', 'bissap vert'], icons: ['fluent:leafy-green', 'fluent:herb'], label: 'feuilles', topic: 'cuisine' },
  // Home-distilled palm and cane spirits by their names: the glass, not the palm tree.
  { keys: ['sodabi', 'koutoukou', 'akpéteshie', 'distiller', 'distille', 'alambic'], icons: ['fluent:tumbler-glass', 'fluent:alembic'], label: 'verre d’alcool', weight: 110, topic: 'cuisine' },
  // The Maghreb's soups and stews, named: a dish outranks the feast it is eaten at.
  { keys: ['harira', 'chorba', 'chorba frik', 'bissara', 'tajine', 'tajines', 'tagine', 'couscous royal', 'rfissa', 'tanjia'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 110, topic: 'cuisine' },
  { keys: ['attiéké', 'attieke', 'garba'], icons: ['minia:attieke'], label: 'attiéké', weight: 110, topic: 'cuisine' },
  { keys: ['couscous', 'thiakry', 'fonio', 'lakh', 'ngalakh', 'sombi', 'dèguè', 'dégué', 'bouillie'], icons: ['fluent:steaming-bowl'], label: 'bol de semoule', topic: 'cuisine' },
  { keys: ['alloco', 'aloko', 'banane plantain', 'plantain', 'plantains', 'dodo'], icons: ['minia:alloco'], label: 'alloco', weight: 110, topic: 'cuisine' },
  { keys: ['banane', 'bananes'], icons: ['fluent:banana'], label: 'banane', topic: 'cuisine' },
  { keys: ['yassa', 'poulet yassa', 'yassa poulet'], icons: ['minia:yassa'], label: 'yassa', weight: 110, topic: 'cuisine' },
  { keys: ['poulet', 'poulet braisé', 'poulet dg', 'chicken', 'kfc'], icons: ['fluent:poultry-leg'], label: 'cuisse de poulet', topic: 'cuisine' },
  { keys: ['oignon', 'oignons'], icons: ['fluent:onion'], label: 'oignon', topic: 'cuisine' },
  { keys: ['pastel', 'pastels', 'fataya', 'beignet', 'beignets', 'samossa', 'puff puff', 'puff-puff'], icons: ['fluent:dumpling'], label: 'beignets', topic: 'cuisine' },
  { keys: ['bissap', 'jus de bissap', 'jus d’oseille', 'zobo', 'foléré'], icons: ['minia:bissap'], label: 'jus de bissap', weight: 110, topic: 'cuisine' },
  { keys: ['jus', 'gingembre', 'bouye', 'jus de bouye', 'pain de singe', 'tamarin', 'jus de tamarin', 'cocktail', 'boisson', 'boissons', 'smoothie'], icons: ['fluent:tropical-drink', 'fluent:cup-with-straw'], label: 'boisson', topic: 'cuisine' },
  { keys: ['café touba', 'cafe touba', 'café', 'cafe', 'thé', 'ataya', 'nescafé'], icons: ['fluent:hot-beverage'], label: 'boisson chaude', topic: 'cuisine' },
  { keys: ['poisson', 'poisson braisé', 'braisé', 'capitaine', 'tilapia', 'thiof', 'yaboye', 'poisson fumé', 'carpe', 'carpes', 'carpe braisée', 'maquereau', 'sardinelle', 'sardinelles'], icons: ['fluent:fish'], label: 'poisson', topic: 'cuisine' },
  { keys: ['brochette', 'brochettes', 'viande', 'viandes', 'viande grillée', 'grillade', 'grillades', 'dibi', 'dibiterie', 'dibiteries', 'choukouya', 'soya', 'suya', 'agneau', 'méchoui', 'côtelette', 'côtelettes', 'barbecue'], icons: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], label: 'viande grillée', topic: 'cuisine' },
  { keys: ['sandwich', 'sandwichs', 'sandwiches', 'chawarma', 'chawarmas', 'shawarma', 'shawarmas', 'kebab', 'kebabs', 'tacos', 'pain thon', 'pain-thon', 'pain au thon', 'pain chargé'], icons: ['fluent:stuffed-flatbread', 'fluent:sandwich'], label: 'sandwich', topic: 'cuisine' },
  { keys: ['pâte d’arachide', "pâte d'arachide", 'beurre de cacahuète', 'beurre d’arachide'], icons: ['fluent:peanuts'], label: 'arachides', topic: 'cuisine' },
  { keys: ['piment', 'piments'], icons: ['fluent:hot-pepper'], label: 'piment', topic: 'cuisine' },
  { keys: ['poivron', 'poivrons'], icons: ['fluent:bell-pepper', 'fluent:hot-pepper'], label: 'poivron', topic: 'cuisine' },
  // « maïs » folds to the stop word « mais » (but): only its phrases can name it.
  { keys: ['maïs', 'épi de maïs', 'épis de maïs', 'maïs grillé', 'maïs grillés', 'farine de maïs', 'champ de maïs', 'champs de maïs', 'récolte de maïs', 'culture du maïs', 'culture de maïs', 'maïs frais', 'du maïs', 'le maïs'], icons: ['fluent:ear-of-corn', 'fluent:seedling'], label: 'épi de maïs', weight: 105, topic: 'agriculture' },
  { keys: ['mil', 'sorgho', 'riz paddy', 'rizière', 'rizières', 'blé'], icons: ['fluent:sheaf-of-rice'], label: 'gerbe de céréales', topic: 'agriculture' },
  { keys: ['igname', 'ignames', 'patate douce', 'patates douces', 'manioc'], icons: ['fluent:roasted-sweet-potato'], label: 'tubercule', topic: 'cuisine' },
  { keys: ['pomme de terre', 'pommes de terre', 'patate', 'patates', 'frites'], icons: ['fluent:potato', 'fluent:french-fries'], label: 'pomme de terre', topic: 'cuisine' },
  { keys: ['noix de coco', 'coco', 'cocotier', 'cocotiers'], icons: ['fluent:coconut'], label: 'noix de coco', topic: 'cuisine' },
  // Tasting frames the title as food, whatever is tasted (« dégustation de mangues »).
  { keys: ['dégustation', 'dégustations', 'je goûte', 'on goûte', 'goûter', 'je déguste'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },
  // Staples named without a drawing of their own: the title is about food whatever is drawn.
  { keys: ['foufou', 'placali', 'kabato', 'akassa', 'ablo', 'kenkey', 'banku', 'couac', 'chikwangue', 'bâton de manioc', 'miondo', 'bobolo'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },
  // A body's measures: the title is about health whatever is drunk or eaten.
  { keys: ['tension', 'ma tension', 'hypertension', 'tension artérielle', 'glycémie', 'diabète', 'cholestérol', 'effet sur ma santé', 'effets sur la santé'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
  // Coming home after years abroad is a life story.
  // Going home from abroad is the flight home, a story whatever else is named.
  { keys: ['rentré au pays', 'rentrée au pays', 'retour au pays', 'de retour au pays', 'je rentre au pays', 'rentrer au pays', 'retour aux sources', 'rentrer définitivement', 'quitter la france', 'quitter l’europe'], icons: ['fluent:airplane'], label: 'avion', topic: 'histoire', frame: 'anywhere' },
  // A group stage, not a hen.
  { keys: ['sortir de la poule', 'sort de la poule', 'sortie de poule', 'phase de poules', 'phase de groupes', 'poule de la mort', 'premier de la poule', 'premier du groupe'], icons: [ball], label: 'ballon de football', topic: 'football', weight: 105 },
  { keys: ['recette', 'recettes', 'cuisine', 'cuisiner', 'je cuisine', 'cuisson', 'plat', 'repas', 'dîner', 'déjeuner', 'petit déjeuner'], icons: ['fluent:pot-of-food'], label: 'plat cuisiné', weight: 85, topic: 'cuisine' },
  { keys: ['cuisinier', 'cuisinière', 'chef cuisinier', 'cheffe', 'traiteur'], icons: ['fluent:cook'], label: 'cuisinier', kind: 'person', topic: 'cuisine' },
  { keys: ['burger', 'hamburger', 'fast food', 'fast-food', 'mcdo'], icons: ['fluent:hamburger'], label: 'hamburger', topic: 'cuisine' },
  { keys: ['gâteau', 'gateau', 'cake', 'pâtisserie'], icons: ['fluent:shortcake', 'fluent:birthday-cake'], label: 'gâteau', topic: 'cuisine' },
  { keys: ['pain', 'baguette', 'boulangerie', 'boulanger', 'tapalapa'], icons: ['fluent:baguette-bread'], label: 'baguette', topic: 'cuisine' },
  { keys: ['oeuf', 'œuf', 'omelette'], icons: ['fluent:egg'], label: 'œuf', topic: 'cuisine' },
  { keys: ['pâtes', 'spaghetti', 'spaghettis', 'macaroni', 'macaronis', 'lasagnes'], icons: ['fluent:spaghetti'], label: 'spaghettis', topic: 'cuisine' },
  { keys: ['salade', 'salades'], icons: ['fluent:green-salad'], label: 'salade', topic: 'cuisine' },
  { keys: ['salade de fruits', 'fruits', 'fruit', 'ananas', 'pastèque'], icons: ['fluent:pineapple', 'fluent:watermelon'], label: 'fruits', topic: 'cuisine' },

  // Money and business: money here is F CFA, drawn by us (a $ money bag is the wrong currency)
  { keys: ['argent', 'fric', 'thune', 'oseille', 'xaalis', 'cash', 'f cfa', 'fcfa', 'franc cfa', 'francs cfa', 'cfa', 'franc', 'francs', 'million', 'millions', 'milliard', 'milliards', 'millionnaire', 'milliardaire', 'riche', 'richesse', 'devenir riche', 'gagner de l’argent', 'revenu', 'revenus', 'salaire', 'salaires', 'payé', 'payer', 'paie', 'prêt', 'emprunt', 'budget', 'dépenses', 'argent facile', 'impôt', 'impôts', 'taxe', 'taxes'], icons: [banknotes, coins], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['billet', 'billets', 'billets de banque', 'liasse', 'liasses', 'retirer de l’argent', 'retrait'], icons: [banknotes], label: 'billets en F CFA', topic: 'argent' },
  { keys: ['pièce', 'pièces', 'pièces de monnaie', 'monnaie', 'petite monnaie'], icons: [coins], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['travail', 'boulot', 'job', 'taf'], icons: ['fluent:briefcase', 'fluent:necktie'], label: 'mallette', weight: 90, topic: 'argent', abstract: true },
  { keys: ['emploi', 'métier', 'métiers', 'entretien d’embauche', "entretien d'embauche", 'embauche', 'recrutement', 'cv', 'stage', 'chômage', 'bureau'], icons: ['fluent:briefcase', 'fluent:necktie'], label: 'mallette', weight: 90, topic: 'argent' },
  { keys: ['cagnotte', 'tirelire', 'pièces jaunes'], icons: ['fluent:coin', coins], label: 'cagnotte', topic: 'argent' },
  { keys: ['prix', 'tarif', 'tarifs'], icons: [banknotes], label: 'billets en F CFA', weight: 55, topic: 'argent' },
  // An amount is usually the price of the real subject (« ma perruque à 20 000 F »): it ranks below it.
  { keys: ['# f', '# fcfa', '# francs', '# f cfa', '# franc cfa', '# francs cfa', '# mille francs', '# millions', '# million', '# dinars', '# dirhams', '# da', '# ariary', '# gnf', '# francs guinéens', '# francs djibouti', '# fd'], icons: [banknotes], label: 'billets en F CFA', weight: 90, lead: 100, topic: 'argent' },
  { keys: ['euro', 'euros', '# euros', '# €'], icons: ['fluent:euro-banknote'], label: 'billets en euros', weight: 90, topic: 'argent' },
  { keys: ['dollar', 'dollars', '# dollars', '# $'], icons: ['fluent:dollar-banknote'], label: 'billets en dollars', weight: 90, topic: 'argent' },
  { keys: ['wave', 'orange money', 'mobile money', 'free money', 'mtn money', 'moov money', 'transfert d’argent', 'paiement mobile', 'om'], icons: [phone, banknotes], label: 'paiement mobile', topic: 'argent' },
  // A transfer is money sent as often as a player sold: the title's other words choose (« les transferts Wave »).
  { keys: ['transfert', 'transferts'], icons: [phone, banknotes], label: 'paiement mobile', topic: 'argent' },
  // A trade is mostly what it sells (« mon business de savon »): that comes first when named.
  { keys: ['business', 'entreprise', 'entrepreneur', 'entrepreneuriat', 'startup', 'start-up', 'affaires', 'patron'], icons: ['fluent:briefcase', banknotes], label: 'mallette', weight: 90, topic: 'argent' },
  { keys: ['savon', 'savons', 'savonnerie', 'savon noir', 'savon liquide'], icons: ['fluent:soap'], label: 'savon', topic: 'beaute' },
  { keys: ['boutique', 'boutiques', 'magasin', 'magasins', 'épicerie', 'épiceries', 'supérette', 'quincaillerie', 'commerce', 'commerces', 'commerçant', 'commerçante', 'commerçants', 'petit commerce', 'kiosque', 'tabler', 'étal'], icons: ['fluent:convenience-store', banknotes], label: 'boutique', topic: 'argent' },
  { keys: ['commerce en ligne', 'e-commerce', 'ecommerce', 'vente en ligne', 'vendre en ligne', 'boutique en ligne', 'livraison', 'livraisons', 'livrer', 'livreur', 'livreurs', 'livreuse', 'colis', 'commande en ligne', 'jumia'], icons: ['fluent:package', 'fluent:delivery-truck'], label: 'colis', topic: 'argent' },
  { keys: ['importer', 'importation', 'importations', 'import', 'import-export', 'importateur', 'importatrice', 'alibaba', 'aliexpress', 'temu', 'shein', 'conteneur', 'conteneurs', 'container', 'dédouanement', 'douane', 'douanes', 'fret', 'transitaire'], icons: ['fluent:package', 'fluent:ship'], label: 'colis', topic: 'argent' },
  // « Combien gagne un chauffeur ? »: the earnings frame the title, the job stays its subject.
  { keys: ['combien gagne', 'combien gagnent', 'combien ils gagnent', 'combien elles gagnent', 'combien je gagne', 'combien tu gagnes', 'combien on gagne', 'combien il gagne', 'combien elle gagne'], icons: [banknotes], label: 'billets en F CFA', weight: 70, topic: 'argent', frame: 'anywhere' },
  // Selling is what one does with a subject (« vendre sa voiture »): the thing sold comes first.
  { keys: ['vendre', 'vente', 'ventes', 'je vends', 'revendre', 'vendeur', 'vendeuse', 'vendeurs', 'vendeuses', 'vendeur ambulant', 'marchand', 'marchande', 'marchands', 'revendeur', 'revendeuse'], icons: ['fluent:briefcase', banknotes], label: 'mallette', weight: 75, topic: 'argent', frame: 'anywhere' },
  // Money lent is money flown (« Prêter à la famille ? Plus jamais ! »).
  { keys: ['prêter', 'prêter de l’argent', 'prêter à', 'dette', 'dettes', 'endetté', 'endettée', 'crédit non remboursé'], icons: ['minia:argent-envole', banknotes], label: 'billet en F CFA qui s’envole', weight: 105, topic: 'argent' },
  // Faith and the months after birth are their topics whatever else a story names.
  { keys: ['ma foi', 'la foi', 'perdre la foi', 'foi en dieu'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', weight: 95, topic: 'religion', frame: 'anywhere' },
  { keys: ['post-partum', 'post partum', 'après l’accouchement', 'après mon accouchement', 'dépression post-partum'], icons: ['fluent:baby', 'fluent:stethoscope'], label: 'bébé', weight: 100, topic: 'sante', frame: 'anywhere' },
  { keys: ['épargne', 'épargner', 'économie', 'économies', 'économiser', 'tontine', 'tontines', 'njangui', 'njanguis', 'tontinier'], icons: [coins, banknotes], label: 'pièces en F CFA', topic: 'argent' },
  { keys: ['crypto', 'cryptomonnaie', 'cryptomonnaies', 'bitcoin', 'btc', 'ethereum', 'nft', 'trading', 'trader', 'bourse des valeurs'], icons: ['fluent:coin', 'fluent:chart-increasing'], label: 'crypto-monnaie', topic: 'argent' },
  { keys: ['investissement', 'investissements', 'placement', 'rentable', 'rentabilité', 'rapporte', 'croissance'], icons: ['fluent:chart-increasing', banknotes], label: 'courbe qui monte', topic: 'argent' },
  // Investing is what one does with a subject (« investir dans l’immobilier »): the thing comes first.
  { keys: ['investir', 'investis', 'j’investis', 'investit'], icons: ['fluent:chart-increasing', banknotes], label: 'courbe qui monte', weight: 80, topic: 'argent' },
  { keys: ['immobilier', 'terrain à bâtir', 'location'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'maison', topic: 'maison' },
  // Building is the site, before the room it builds (« Construire une chambre salon au village »).
  { keys: ['construire', 'faire construire', 'construis ma maison', 'construire ma maison', 'construire sa maison', 'je construis ma maison'], icons: ['fluent:building-construction', 'fluent:house'], label: 'chantier', weight: 112, topic: 'maison' },
  { keys: ['construction', 'constructions', 'chantier', 'chantiers', 'bâtir', 'dalle', 'maçon', 'maçons', 'maçonnerie', 'fondations', 'ciment', 'brique', 'briques', 'parpaing', 'parpaings', 'gros œuvre'], icons: ['fluent:building-construction', 'fluent:house'], label: 'chantier', topic: 'maison' },
  { keys: ['banque', 'banques', 'compte bancaire', 'crédit', 'microfinance'], icons: ['minia:banque'], label: 'banque', topic: 'argent' },
  // A scam is a danger sign: the money flying away carries dollar bills, the wrong currency here.
  { keys: ['arnaque', 'arnaques', 'arnaqué', 'arnaquée', 'arnaqueur', 'arnaqueurs', 'escroc', 'escrocs', 'escroquerie', 'brouteur', 'brouteurs', 'broutage'], icons: ['fluent:warning'], label: 'danger', topic: 'argent' },

  // Football and sport
  { keys: ['foot', 'football', 'footballeur', 'ballon', 'match', 'but', 'buts', 'penalty', 'ligue des champions', 'champions league', 'mercato', 'transfert', 'psg', 'real madrid', 'barça', 'barca', 'chelsea', 'liverpool', 'sadio mané', 'mané', 'mbappé', 'salah', 'osimhen', 'drogba', 'eto’o', 'etoo', 'équipe de foot', 'stade', 'navetane', 'navétanes'], icons: [ball], label: 'ballon de football', topic: 'football' },
  { keys: ['équipe', 'équipes', 'score', 'résumé du match'], icons: [ball], label: 'ballon de football', weight: 80, topic: 'football' },
  // Clubs the audience follows: a club's name is football even when its words are not (« Africa Sports »).
  { keys: ['derby', 'derbys', 'clasico', 'classico', 'supporter', 'supporters', 'wydad', 'wydad casablanca', 'raja', 'raja casablanca', 'al ahly', 'ahly', 'zamalek', 'pyramids', 'espérance de tunis', 'espérance sportive de tunis', 'étoile du sahel', 'club africain', 'tp mazembe', 'mazembe', 'vita club', 'as vita club', 'asec', 'asec mimosas', 'africa sports', 'stade d’abidjan', 'jaraaf', 'as pikine', 'casa sports', 'génération foot', 'teungueth', 'horoya', 'hafia', 'stade malien', 'djoliba', 'réal de bamako', 'canon de yaoundé', 'coton sport', 'enyimba', 'orlando pirates', 'kaizer chiefs', 'mamelodi sundowns', 'sundowns', 'js kabylie', 'mc alger', 'usm alger', 'olympique de marseille', 'marseille om', 'arsenal', 'manchester united', 'man united', 'manchester city', 'man city', 'bayern', 'juventus', 'inter milan', 'ac milan', 'atlético', 'atletico'], icons: [ball], label: 'ballon de football', topic: 'football', weight: 105 },
  { keys: ['gardien', 'gardien de but', 'arrêt', 'penalty', 'tirs au but', 'cage', 'cages', 'filet'], icons: ['fluent:goal-net', ball], label: 'but de football', topic: 'football' },
  { keys: ['joueur', 'joueurs', 'attaquant', 'défenseur', 'milieu de terrain', 'buteur', 'entraîneur', 'sélectionneur', 'coach', 'arbitre', 'var', 'carton rouge', 'coup franc', 'corner', 'dribble', 'dribbles', 'ligue 1', 'premier league', 'liga', 'serie a', 'quarts de finale', 'demi-finale', 'huitièmes'], icons: [ball], label: 'ballon de football', weight: 90, topic: 'football' },
  { keys: ['can', 'can 2025', 'coupe d’afrique', "coupe d'afrique des nations", 'coupe du monde', 'mondial', 'finale', 'champion', 'champions', 'championnat', 'victoire', 'coupe', 'trophée', 'ballon d’or', "ballon d'or", 'sacre', 'sacré'], icons: [trophy], label: 'trophée', topic: 'football' },
  { keys: ['basket', 'basketball', 'nba', 'basket-ball'], icons: ['fluent:basketball'], label: 'ballon de basket', topic: 'sport' },
  { keys: ['lutte', 'lutte sénégalaise', 'laamb', 'lamb', 'combat', 'arène', 'lutteur'], icons: ['fluent:person-wrestling', 'fluent:boxing-glove'], label: 'lutteurs', kind: 'person', topic: 'sport' },
  { keys: ['boxe', 'mma', 'ufc', 'ngannou', 'francis ngannou'], icons: ['fluent:boxing-glove'], label: 'gant de boxe', topic: 'sport' },
  { keys: ['perdre du poids', 'maigrir', 'régime', 'minceur', 'kilos en trop', 'perdre # kilos', 'perdu # kilos', 'perdre # kg', 'perdu # kg', 'prendre du poids', 'grossir', 'alimentation saine', 'manger sain'], icons: ['fluent:green-salad', 'fluent:person-running'], label: 'salade', topic: 'sante' },
  { keys: ['marcher', '# pas', 'randonnée', 'promenade', 'balade'], icons: ['fluent:person-walking'], label: 'personne qui marche', kind: 'person', topic: 'sport' },
  { keys: ['courir', 'course', 'je cours', 'running', 'jogging', 'footing', 'faire du footing', 'marathon', 'sport'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person', topic: 'sport' },
  // How the weight went is the picture (« perdu 9 kilos en courant »): the run, not the salad, nor electric current.
  { keys: ['en courant', 'à force de courir', 'en marchant'], icons: ['fluent:person-running', 'fluent:running-shoe'], label: 'personne qui court', kind: 'person', weight: 110, topic: 'sport', frame: 'anywhere' },
  // A distance is a run only when nothing else is named (« 3 h pour 10 km » is a traffic jam).
  // A distance that opens the title is the run (« 10 km à Niamey sous 42 degrés »); further in, it is only how far.
  { keys: ['km', '# km', 'kilomètres', '# kilomètres'], icons: ['fluent:person-running'], label: 'personne qui court', kind: 'person', weight: 60, lead: 105, topic: 'sport' },
  // Skipping rope is a workout (nothing draws the rope: a knot read as sailing).
  { keys: ['corde à sauter', 'sauter à la corde', 'saut à la corde'], icons: ['fluent:flexed-biceps', 'fluent:person-running'], label: 'biceps', weight: 105, topic: 'sport' },
  { keys: ['musculation', 'muscu', 'salle de sport', 'salle de muscu', 'fitness', 'abdos', 'pompes', 'gym', 'la salle', 'à la salle', 'lâcher la salle', 'coach sportif'], icons: ['fluent:person-lifting-weights', 'fluent:flexed-biceps'], label: 'haltérophile', kind: 'person', topic: 'sport' },
  { keys: ['voiture', 'voitures', 'auto', 'toyota', 'mercedes', 'bmw', 'hyundai', 'kia', 'peugeot', 'permis', 'permis de conduire', 'garage', 'v8', 'corolla', 'camry', 'yaris', 'golf', 'clio', 'honda', 'nissan', 'ford'], icons: ['fluent:automobile'], label: 'voiture', topic: 'auto' },
  { keys: ['pick-up', 'pick-ups', 'pickup', 'pickups', 'bâché', 'bâchée', 'hilux', 'navara', 'ranger', 'l200'], icons: ['fluent:pickup-truck', 'fluent:automobile'], label: 'pick-up', topic: 'auto' },
  { keys: ['vélo', 'vélos', 'cyclisme', 'bicyclette', 'vtt'], icons: ['fluent:bicycle', 'fluent:person-biking'], label: 'vélo', topic: 'sport' },
  { keys: ['natation', 'nager', 'nage', 'piscine'], icons: ['fluent:person-swimming'], label: 'personne qui nage', kind: 'person', topic: 'sport' },
  { keys: ['tennis', 'tennis de table', 'ping-pong'], icons: ['fluent:ping-pong', 'fluent:tennis'], label: 'raquette', topic: 'sport' },
  { keys: ['badminton'], icons: ['fluent:badminton', 'fluent:tennis'], label: 'badminton', topic: 'sport' },
  { keys: ['permis moto', 'moto', 'motos', 'jakarta', 'jakartas', 'djakarta', 'djakartas', 'moto jakarta', 'zemidjan', 'zémidjan', 'zémidjans', 'zem', 'zems', 'moto-taxi', 'moto-taxis', 'moto taxi', 'taxi-moto', 'taxi moto', 'okada', 'okadas', 'bendskin', 'benskin', 'oléyia', 'kekeno', 'gozem', 'kabou-kabou', 'kabou kabou', 'kaba-kaba', 'clandoman', 'clandomen', 'mototaximan', 'mototaximen', 'crypton'], icons: ['fluent:motorcycle'], label: 'moto', topic: 'auto' },
  { keys: ['scooter', 'scooters'], icons: ['fluent:motor-scooter', 'fluent:motorcycle'], label: 'scooter', topic: 'auto' },
  { keys: ['tricycle', 'tricycles', 'keke', 'kéké', 'tuk-tuk', 'tuk tuk', 'tuktuk', 'bajaj'], icons: ['fluent:auto-rickshaw'], label: 'tricycle', topic: 'auto' },
  // A ride-hailing car is a private car, not a yellow cab (« chauffeur VTC à Casablanca »).
  { keys: ['yango', 'uber', 'heetch', 'bolt', 'vtc', 'chauffeur vtc', 'chauffeurs vtc', 'indrive'], icons: ['fluent:automobile', 'fluent:oncoming-automobile'], label: 'voiture', topic: 'auto' },
  // In Benin a « venu de France » is a used car shipped from Europe.
  { keys: ['venu de france', 'venus de france', 'venue de france', 'venu d’europe', 'voiture d’occasion', 'voitures d’occasion', 'occasion venue d’europe'], icons: ['fluent:automobile', 'fluent:oncoming-automobile'], label: 'voiture', weight: 112, topic: 'auto' },
  { keys: ['taxi', 'taxis', 'taxi compteur', 'taxis compteurs', 'chauffeur de taxi', 'clando', 'clandos', 'woro-woro', 'woro woro', 'wôrô-wôrô', 'grand taxi', 'grands taxis', 'petit taxi', 'petits taxis', 'sept-places', 'sept places', '7 places'], icons: ['fluent:taxi'], label: 'taxi', topic: 'auto' },
  { keys: ['embouteillage', 'embouteillages', 'bouchon', 'bouchons', 'circulation', 'trafic routier', 'heure de pointe', 'heures de pointe'], icons: ['fluent:automobile', 'minia:ville'], label: 'embouteillage', topic: 'ville' },
  { keys: ['autoroute', 'autoroutes', 'autoroute à péage', 'péage', 'route nationale', 'accident de la route', 'accidents de la route', 'sécurité routière'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', topic: 'auto' },
  { keys: ['carburant', 'essence', 'gasoil', 'gazole', 'station-service', 'station essence', 'plein d’essence'], icons: ['fluent:fuel-pump'], label: 'pompe à essence', topic: 'auto' },
  // Fuel's price per litre is the news (« Gasoil à 750 F le litre : qui paie vraiment ? »).
  { keys: ['le litre', 'prix du carburant', 'prix de l’essence', 'prix du gasoil', 'prix à la pompe', 'hausse du carburant'], icons: ['fluent:fuel-pump'], label: 'pompe à essence', weight: 90, topic: 'actu', frame: 'anywhere' },
  // An oil change is the garage's: the mechanic and his tools, not the car.
  { keys: ['vidange', 'vidanges', 'chez le garagiste', 'réparer ma voiture'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 108, topic: 'auto' },
  { keys: ['garagiste', 'garagistes', 'mécanicien', 'mécano', 'pièces détachées'], icons: ['fluent:man-mechanic', 'fluent:wrench'], label: 'mécanicien', kind: 'person', weight: 95, topic: 'auto' },
  { keys: ['bateau', 'bateaux', 'chaloupe', 'croisière'], icons: ['fluent:ship', 'fluent:canoe'], label: 'bateau', topic: 'ville' },
  { keys: ['ferry', 'ferrys', 'ferries'], icons: ['fluent:ferry', 'fluent:ship'], label: 'ferry', topic: 'ville' },
  { keys: ['port autonome', 'au port', 'le port de', 'port de pêche', 'port de dakar', 'port d’abidjan'], icons: ['fluent:ship', 'fluent:anchor'], label: 'bateau', topic: 'ville' },
  { keys: ['pirogue', 'pirogues', 'pinasse', 'pinasses'], icons: ['fluent:canoe', 'fluent:ship'], label: 'pirogue', topic: 'ville' },
  // The region's shared minibuses are minibuses, not city buses.
  { keys: ['car rapide', 'cars rapides', 'ndiaga ndiaye', 'ndiaga ndiayes', 'gbaka', 'gbakas', 'sotrama', 'sotramas', 'tro-tro', 'trotro', 'dala dala', 'minicar', 'minicars', 'taxi-bus', 'taxis-bus', 'esprit de mort', 'fula-fula', 'foula-foula', 'dourou-dourou', 'durudurus', 'duruduru', 'dourouni', 'dourounis'], icons: ['fluent:minibus', 'fluent:bus'], label: 'minibus', topic: 'ville' },
  // The bush taxis between towns are the road, not the city's minibuses (« Taxi-brousse Tana - Tamatave »).
  { keys: ['taxi-brousse', 'taxi brousse', 'taxis-brousse', 'louage', 'louages'], icons: ['fluent:minibus', 'fluent:oncoming-taxi'], label: 'taxi-brousse', weight: 105, topic: 'auto' },
  { keys: ['pousse-pousse', 'pousse pousse', 'cyclo-pousse', 'tuk-tuk', 'tuk tuk', 'keke'], icons: ['fluent:auto-rickshaw'], label: 'pousse-pousse', topic: 'auto' },
  { keys: ['bus', 'brt', 'bus rapide', 'dakar dem dikk', 'dem dikk', 'minibus', 'transport en commun', 'transports en commun'], icons: ['fluent:bus', 'fluent:minibus'], label: 'bus', topic: 'ville' },
  { keys: ['ter', 'train', 'trains', 'train express régional', 'tgv', 'gare ferroviaire', 'chemin de fer', 'sitarail'], icons: ['fluent:high-speed-train', 'fluent:train'], label: 'train', topic: 'ville' },
  { keys: ['métro', 'métros'], icons: ['fluent:metro', 'fluent:high-speed-train'], label: 'métro', topic: 'ville' },
  { keys: ['tramway', 'tramways', 'tram', 'trams'], icons: ['fluent:tram', 'fluent:high-speed-train'], label: 'tramway', topic: 'ville' },

  // Tech
  { keys: ['téléphone', 'telephone', 'smartphone', 'portable', 'iphone', 'samsung', 'galaxy', 'tecno', 'infinix', 'itel', 'xiaomi', 'redmi', 'huawei', 'android', 'ios', 'pixel', 'forfait', 'forfaits', 'sim', 'puce', 'orange', 'free', 'mtn', 'moov', 'whatsapp', 'tiktok', 'tik tok', 'instagram', 'insta', 'snapchat', 'snap', 'facebook', 'fb', 'messenger', 'telegram', 'twitter', 'linkedin', 'réseaux sociaux', 'influenceur', 'influenceuse', 'influenceurs', 'influenceuses', 'appli', 'application', 'applis', 'applications', 'camon'], icons: [phone], label: 'téléphone portable', topic: 'tech' },
  { keys: ['ordinateur', 'ordi', 'pc', 'laptop', 'macbook', 'pc portable', 'coder', 'code', 'codage', 'programmation', 'programmer', 'site web', 'site internet', 'excel', 'word', 'informatique'], icons: ['fluent:laptop'], label: 'ordinateur portable', topic: 'tech' },
  { keys: ['développeur', 'développeuse', 'developpeur', 'dev', 'développement web', 'développeur web', 'informaticien', 'informaticienne', 'ingénieur', 'ingénieure'], icons: ['fluent:technologist', 'fluent:laptop'], label: 'informaticien', kind: 'person', topic: 'tech' },
  { keys: ['ia', 'intelligence artificielle', 'chatgpt', 'chat gpt', 'gpt', 'gemini', 'robot', 'robots', 'prompt', 'prompts', 'automatisation'], icons: ['fluent:robot'], label: 'robot', topic: 'tech' },
  { keys: ['drone', 'drones'], icons: ['fluent:helicopter'], label: 'drone', topic: 'tech' },
  { keys: ['tablette', 'tablettes', 'ipad'], icons: ['fluent:mobile-phone', 'fluent:laptop'], label: 'tablette', topic: 'tech' },
  { keys: ['montre', 'montres', 'montre connectée', 'smartwatch'], icons: ['fluent:watch'], label: 'montre', topic: 'tech' },
  { keys: ['casque', 'casque audio', 'casque sans fil', 'écouteurs', 'écouteur', 'airpods', 'oreillettes'], icons: ['fluent:headphone'], label: 'casque audio', topic: 'tech' },
  { keys: ['internet', 'fibre', 'fibre optique', 'internet illimité'], icons: ['fluent:globe-with-meridians'], label: 'internet', topic: 'tech' },
  { keys: ['wifi', 'wi-fi', 'routeur', 'box internet', 'modem', 'modem wifi', 'hotspot', 'partage de connexion'], icons: ['fluent:wireless', 'fluent:globe-with-meridians'], label: 'wifi', topic: 'tech' },
  // A connection as a phone shows it: its bars (« internet lent », « ta connexion », « les mégas »).
  { keys: ['4g', '5g', '3g', 'réseau', 'réseau mobile', 'antenne', 'antennes', 'couverture réseau', 'pas de réseau', 'connexion', 'connexion internet', 'connexion lente', 'internet lent', 'internet mobile', 'data', 'méga', 'mégas', 'go de data', 'forfait internet', 'débit'], icons: ['fluent:antenna-bars', 'fluent:satellite-antenna'], label: 'réseau mobile', topic: 'tech' },
  { keys: ['starlink', 'satellite', 'satellites', 'internet par satellite', 'parabole', 'paraboles'], icons: ['fluent:satellite', 'fluent:satellite-antenna'], label: 'satellite', topic: 'tech' },
  { keys: ['piraté', 'piratée', 'piratés', 'piratées', 'piratage', 'hacké', 'hackée', 'hacker', 'hackers', 'hacking', 'cybercriminalité'], icons: ['fluent:warning'], label: 'danger', weight: 80, topic: 'tech' },
  // Counts of an audience: a milestone of the channel, not an amount of money (« 1 million de vues »).
  { keys: ['# vues', '# million de vues', '# millions de vues', '# million d’abonnés', '# millions d’abonnés', '# k abonnés', '# likes', '# followers'], icons: ['minia:bouton-lecture'], label: 'bouton lecture', weight: 90, topic: 'tech' },
  { keys: ['de # à # abonnés', 'de # à # vues', 'de # à # followers'], icons: ['minia:bouton-lecture'], label: 'bouton lecture', topic: 'tech' },
  { keys: ['youtube', 'youtubeur', 'youtubeuse', 'créateur de contenu', 'créatrice de contenu', 'monétisation', 'ma chaîne', 'ta chaîne', 'sa chaîne', 'votre chaîne', 'une chaîne', 'chaîne youtube', 'mes vidéos', 'tes vidéos', 'vos vidéos', 'ses vidéos', 'nos vidéos', 'vues', 'mes abonnés', 'tes abonnés', 'des abonnés', 'plaque youtube', 'bouton play'], icons: ['minia:bouton-lecture', 'fluent:video-camera'], label: 'bouton lecture', topic: 'tech' },
  { keys: ['setup', 'caméra', 'camera', 'filmer', 'tournage', 'vlog setup'], icons: ['fluent:video-camera'], label: 'caméra', topic: 'tech' },
  // A broken screen is a phone's, most of the time a creator says it.
  { keys: ['écran cassé', 'écran fissuré', 'changer l’écran', 'changer mon écran', 'réparer mon téléphone', 'réparation de téléphone', 'réparateur de téléphone', 'vitre cassée'], icons: ['fluent:mobile-phone'], label: 'téléphone portable', weight: 108, topic: 'tech' },
  { keys: ['télé', 'tele', 'télévision', 'téléviseur', 'tv', 'smart tv', 'écran plat'], icons: ['fluent:television'], label: 'télévision', topic: 'tech' },
  { keys: ['série', 'séries', 'netflix', 'canal+', 'feuilleton', 'télénovela'], icons: ['fluent:television'], label: 'télévision', topic: 'actu' },
  { keys: ['ordinateur de bureau', 'pc de bureau', 'pc fixe', 'unité centrale', 'pc gamer'], icons: ['fluent:desktop-computer', 'fluent:laptop'], label: 'ordinateur de bureau', topic: 'tech' },
  { keys: ['film', 'films', 'cinéma', 'nollywood', 'court métrage', 'court-métrage'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'actu' },

  // Beauty
  { keys: ['tresse', 'tresses', 'nattes', 'knotless', 'box braids', 'braids', 'coiffure', 'coiffeuse', 'coiffeur', 'locks', 'dreadlocks', 'tissage', 'tissages', 'coupe de cheveux', 'salon de coiffure'], icons: ['fluent:woman-getting-haircut'], label: 'coiffure', kind: 'person', topic: 'beaute' },
  { keys: ['perruque', 'perruques', 'wig', 'wigs', 'cheveux', 'cheveux crépus', 'cheveux naturels', 'afro', 'défrisage', 'nappy', 'mèche', 'mèches', 'meche', 'meches', 'extensions', 'closure', 'frontale', 'lace', 'lace wig'], icons: ['fluent:woman-curly-hair'], label: 'cheveux crépus', kind: 'person', topic: 'beaute' },
  // The skin's tone and the creams that lighten it are a lotion's (never a lipstick).
  { keys: ['teint', 'mon teint', 'éclaircissant', 'éclaircissants', 'crème éclaircissante', 'dépigmentation', 'xessal', 'khessal', 'tchatcho', 'dépigmenter', 'se dépigmenter', 'dermato', 'dermatologue', 'peau claire', 'taches brunes'], icons: ['fluent:lotion-bottle'], label: 'flacon de lotion', weight: 105, topic: 'beaute' },
  { keys: ['maquillage', 'makeup', 'make-up', 'make up', 'rouge à lèvres', 'fond de teint', 'gloss'], icons: ['fluent:lipstick'], label: 'rouge à lèvres', topic: 'beaute' },
  { keys: ['ongles', 'ongle', 'manucure', 'vernis', 'nails', 'gel', 'capsules'], icons: ['fluent:nail-polish'], label: 'vernis à ongles', kind: 'person', topic: 'beaute' },
  { keys: ['parfum', 'parfums', 'crème', 'creme', 'skincare', 'soin du visage', 'routine soin', 'karité', 'beurre de karité', 'peau'], icons: ['fluent:lotion-bottle'], label: 'flacon de soin', topic: 'beaute' },
  { keys: ['foulard', 'foulards', 'hijab', 'hijabs', 'turban', 'turbans', 'moussor', 'musor', 'attache-tête', 'voile islamique', 'melhfa', 'melhfas', 'malahfa', 'voile'], icons: ['fluent:woman-with-headscarf'], label: 'femme au foulard', kind: 'person', topic: 'beaute' },
  { keys: ['barbe', 'rasage', 'raser', 'moustache', 'barbier'], icons: ['fluent:man-beard', 'fluent:razor'], label: 'homme barbu', kind: 'person', topic: 'beaute' },
  { keys: ['mode', 'tenue', 'tenues', 'look', 'robe', 'robes', 'pagne', 'wax', 'boubou', 'bazin', 'bazin riche', 'caftan', 'caftans', 'kaftan', 'takchita', 'djellaba', 'djellabas', 'gandoura', 'tissu', 'tissus', 'bogolan', 'outfit', 'style vestimentaire'], icons: ['fluent:dress'], label: 'robe', topic: 'beaute' },

  // The Sape and its suits: the well-dressed man, not a levitating one.
  { keys: ['sape', 'la sape', 'sapeur', 'sapeurs', 'sapologie', 'costume', 'costumes', 'costard', 'costards', 'weston', 'westons'], icons: ['fluent:man-in-tuxedo', 'fluent:necktie'], label: 'homme en costume', kind: 'person', topic: 'beaute' },

  // News and politics
  { keys: ['élection', 'élections', 'présidentielle', 'présidentielles', 'législatives', 'vote', 'voter', 'scrutin', 'campagne électorale', 'carte d’électeur', 'candidat', 'candidats'], icons: ['fluent:ballot-box-with-ballot'], label: 'urne', topic: 'actu' },
  { keys: ['président', 'présidente', 'gouvernement', 'ministre', 'assemblée nationale', 'députés', 'député', 'politique', 'état', 'sonko', 'diomaye', 'ouattara', 'tinubu', 'macron'], icons: ['fluent:classical-building'], label: 'palais', topic: 'actu' },
  { keys: ['journal', 'actu', 'actualité', 'actualités', 'infos', 'info', 'information', 'informations', 'news', 'breaking news', 'revue de presse', 'flash info', 'dernière minute'], icons: ['fluent:newspaper'], label: 'journal', topic: 'actu' },
  // A strike or a protest is news whatever its trade (« les chauffeurs de taxi en grève »).
  { keys: ['manifestation', 'manif', 'manifestations', 'grève', 'protestation', 'révolte'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu', frame: 'anywhere' },
  { keys: ['justice', 'tribunal', 'procès', 'avocat', 'juge', 'prison', 'condamné'], icons: ['fluent:balance-scale'], label: 'balance de la justice', topic: 'actu' },
  { keys: ['police', 'policier', 'gendarmerie', 'gendarme', 'arrestation'], icons: ['fluent:police-officer'], label: 'policier', kind: 'person', topic: 'actu' },
  { keys: ['coupure d’eau', "coupure d'eau", 'eau potable', 'robinet', 'pénurie d’eau', 'sécheresse', 'forage'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', topic: 'actu' },
  // The prepaid meter and the power bill: the home's business.
  { keys: ['woyofal', 'compteur woyofal', 'compteur électrique', 'compteurs électriques', 'compteur prépayé', 'cash power', 'recharge électricité', 'crédit électricité'], icons: ['fluent:high-voltage', 'fluent:light-bulb'], label: 'électricité', topic: 'maison', weight: 105 },
  { keys: ['électricité', 'courant', 'coupure de courant', 'coupure d’électricité', 'délestage', 'délestages', 'senelec', 'cie', 'lumière'], icons: ['fluent:light-bulb', 'fluent:high-voltage'], label: 'ampoule', topic: 'actu' },
  { keys: ['grève', 'grèves', 'syndicat'], icons: ['fluent:megaphone'], label: 'mégaphone', topic: 'actu', frame: 'anywhere' },
  // A theft is a story told, whatever was taken (« on m’a volé mon téléphone »): it frames, it draws nothing.
  { keys: ['volé', 'volée', 'volés', 'volées', 'on m’a volé', 'cambriolé', 'cambriolée', 'cambriolage', 'braqué', 'braquée', 'braquage', 'agressé', 'agressée', 'agression'], icons: [], label: '', topic: 'histoire', frame: 'anywhere' },
  { keys: ['hausse des prix', 'inflation', 'augmente', 'augmentent', 'augmenter', 'augmentation', 'hausse', 'flambée', 'ça monte', 'pourquoi ça monte', 'ça flambe', 'ça grimpe'], icons: ['fluent:chart-increasing'], label: 'courbe qui monte', topic: 'actu', frame: 'anywhere' },
  { keys: ['assemblée', 'sénat', 'premier ministre', 'dissolution', 'opposition', 'opposant', 'coup d’état', "coup d'état", 'junte', 'constitution', 'référendum'], icons: ['fluent:classical-building'], label: 'palais', topic: 'actu' },
  // History: kings and empires, and the figures whose names stand for their country.
  // The resistance to the colonial armies is its swords (« Samory Touré, l’homme qui a tenu tête à la France »).
  { keys: ['samory', 'samory touré', 'résistant', 'résistants', 'résistance coloniale', 'guerrier', 'guerriers', 'tenu tête'], icons: ['fluent:crossed-swords', 'fluent:crown'], label: 'épées croisées', weight: 105, topic: 'histoire' },
  { keys: ['roi', 'rois', 'reine', 'reines', 'royaume', 'royaumes', 'empire', 'empires', 'empereur', 'sultan', 'soundiata', 'soundjata', 'sundiata', 'kankou moussa', 'mansa moussa', 'lat dior', 'béhanzin', 'chaka', 'shaka zulu', 'reine pokou', 'ndaté yalla', 'aline sitoé'], icons: ['fluent:crown', 'fluent:person-with-crown'], label: 'couronne', topic: 'histoire' },
  { keys: ['esclavage', 'traite négrière', 'colonisation', 'colonial', 'coloniale', 'colonie', 'colonies', 'tirailleurs', 'ancêtres', 'histoire de l’afrique', 'histoire africaine'], icons: ['fluent:scroll', 'fluent:books'], label: 'parchemin', topic: 'histoire' },
  { keys: ['sankara', 'thomas sankara'], icons: ['flag:bf'], label: 'drapeau : Burkina Faso', kind: 'flag', topic: 'histoire' },
  { keys: ['lumumba', 'patrice lumumba'], icons: ['flag:cd'], label: 'drapeau : RD Congo', kind: 'flag', topic: 'histoire' },
  { keys: ['nkrumah', 'kwame nkrumah'], icons: ['flag:gh'], label: 'drapeau : Ghana', kind: 'flag', topic: 'histoire' },
  { keys: ['mandela', 'nelson mandela'], icons: ['flag:za'], label: 'drapeau : Afrique du Sud', kind: 'flag', topic: 'histoire' },
  { keys: ['senghor', 'léopold sédar senghor'], icons: ['flag:sn'], label: 'drapeau : Sénégal', kind: 'flag', topic: 'histoire' },

  // Vlogs, travel, family
  { keys: ['voyage', 'voyager', 'voyages'], icons: ['fluent:airplane'], label: 'avion', weight: 90, topic: 'ville' },
  { keys: ['en car', 'autocar', 'car de'], icons: ['fluent:oncoming-bus', 'fluent:bus'], label: 'car', topic: 'ville' },
  { keys: ['avion', 'avions', 'aéroport', 'aéroports', 'vol', 'billet d’avion', 'billets d’avion', 'classe éco', 'classe économique', 'classe affaires', 'compagnie aérienne', 'air sénégal', 'air côte d’ivoire', 'asky', 'immigration', 'immigrer', 'diaspora', 'étranger'], icons: ['fluent:airplane'], label: 'avion', topic: 'ville' },
  { keys: ['pilote', 'pilotes', 'pilote de ligne', 'hôtesse de l’air', 'hôtesses de l’air', 'steward', 'agent de bord'], icons: ['fluent:pilot', 'fluent:airplane'], label: 'pilote', kind: 'person', topic: 'ville' },
  { keys: ['visa', 'visas', 'passeport', 'passeports', 'ambassade', 'consulat', 'campus france', 'titre de séjour', 'carte de séjour', 'schengen', 'visa schengen'], icons: ['fluent:passport-control', 'fluent:airplane'], label: 'contrôle des passeports', topic: 'ville' },
  { keys: ['valise', 'valises', 'bagages'], icons: ['fluent:luggage'], label: 'valise', topic: 'ville' },
  { keys: ['déménagement', 'déménagements', 'déménager', 'je déménage', 'on déménage', 'carton', 'cartons'], icons: ['fluent:package', 'fluent:delivery-truck'], label: 'cartons de déménagement', topic: 'maison' },
  { keys: ['île', 'îles', 'ile', 'iles', 'archipel', 'îles du saloum'], icons: ['fluent:desert-island'], label: 'île', topic: 'plage' },
  { keys: ['baignade', 'baignades', 'se baigner', 'vous baignez', 'baignez', 'baigner', 'se baignent', 'noyade', 'noyades', 'vagues', 'houle'], icons: ['fluent:water-wave', 'fluent:beach-with-umbrella'], label: 'vagues', topic: 'plage' },
  // An open-air market is a basket on the arm, not a supermarket trolley.
  { keys: ['marché', 'marchés', 'grand marché', 'marche sandaga', 'sandaga', 'marché de treichville', 'marché d’adjamé', 'dantokpa', 'marché central', 'au marché', 'faire le marché'], icons: ['fluent:basket', 'fluent:shopping-bags'], label: 'panier du marché', weight: 75, topic: 'argent' },
  { keys: ['courses', 'shopping', 'faire les courses', 'supermarché', 'supermarchés'], icons: ['fluent:shopping-cart', 'fluent:shopping-bags'], label: 'chariot de courses', weight: 75, topic: 'argent' },
  // A traditional or customary marriage, the dowry: rings and hearts, not Fluent's church.
  { keys: ['mariage traditionnel', 'mariages traditionnels', 'mariage coutumier', 'mariage religieux', 'la dot', 'dot', 'doter', 'mariage à l’africaine'], icons: ['fluent:ring', 'fluent:red-heart'], label: 'bague', topic: 'fete', weight: 105 },
  // The region's feasts by name show what is paraded, and their topic is the feast's whatever is drawn.
  { keys: ['cure salée', 'gerewol', 'guérewol'], icons: ['fluent:camel'], label: 'chameau', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['gani', 'fête de la gani', 'tbourida', 'fantasia', 'fantasias'], icons: ['fluent:horse'], label: 'cheval', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['fête des masques', 'masques dogon', 'zangbeto', 'zangbétos', 'egungun'], icons: ['fluent:performing-arts'], label: 'masques', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['abissa', 'dipri', 'ngondo', 'fête de l’igname', 'fête des générations', 'yam festival'], icons: ['fluent:party-popper'], label: 'fête', weight: 105, topic: 'fete', frame: 'anywhere' },
  { keys: ['grand mariage', 'grand-mariage', 'anda'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage', weight: 110, topic: 'fete' },
  { keys: ['mariage', 'mariages', 'marié', 'mariée', 'se marier', 'fiançailles', 'noces', 'épouser'], icons: ['fluent:wedding', 'fluent:ring'], label: 'mariage', topic: 'fete' },
  { keys: ['bague', 'demande en mariage'], icons: ['fluent:ring'], label: 'bague', topic: 'fete' },
  { keys: ['bébé', 'bebe', 'naissance', 'accouchement', 'nouveau-né', 'baptême', 'baptêmes', 'ngenté', 'nguenté', 'jumeaux', 'jumelles', 'jumeau'], icons: ['fluent:baby'], label: 'bébé', kind: 'person', topic: 'fete' },
  { keys: ['mon enfant', 'mes enfants', 'nos enfants', 'mon fils', 'ma fille', 'éducation des enfants'], icons: ['fluent:child'], label: 'enfant', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['famille', 'ma famille', 'parents', 'frère', 'frères', 'soeur', 'sœur', 'cousins', 'cousin', 'cousine', 'belle-famille'], icons: ['fluent:people-hugging'], label: 'famille', topic: 'maison' },
  // Who a dish or a trip is for, rarely what the title is about (« un plat pour toute la famille »).
  { keys: ['toute la famille', 'en famille'], icons: ['fluent:people-hugging'], label: 'famille', weight: 70, topic: 'maison' },
  // Relatives: a plain standing person, drawn with the title's gesture (compose-plan.ts); a title they open is a story about them.
  { keys: ['maman', 'mère', 'ma mère', 'belle-mère', 'belle mère', 'belles-mères', 'marâtre', 'tante', 'tantes', 'tata', 'tantie', 'tanti', 'tantine', 'mbindane', 'petite bonne', 'vie de bonne', 'ma sœur', 'ma soeur', 'belle-sœur', 'belle-soeur', 'ma femme', 'mon épouse', 'ma copine', 'ma coépouse', 'coépouse', 'coépouses'], icons: ['fluent:woman'], label: 'femme', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['papa', 'père', 'mon père', 'beau-père', 'beau père', 'oncle', 'oncles', 'tonton', 'hittiste', 'hittistes', 'mon frère', 'beau-frère', 'mon mari', 'mon époux', 'mon copain'], icons: ['fluent:man'], label: 'homme', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['grand-mère', 'grand mère', 'grands-mères', 'mamie', 'mémé', 'grand-père', 'grand père', 'grands-pères', 'papi', 'pépé', 'grands-parents'], icons: ['fluent:older-person'], label: 'grand-parent', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['divorce', 'divorces', 'divorcé', 'divorcée', 'divorcer', 'on divorce', 'séparation', 'séparés'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['menti', 'mensonge', 'mensonges', 'trahi', 'trahie', 'trahison', 'tromper', 'trompé', 'trompée', 'infidèle', 'infidélité', 'cocu', 'cœur brisé', 'coeur brisé'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['mon année', 'bilan de l’année', 'rétrospective', 'calendrier'], icons: ['fluent:spiral-calendar'], label: 'calendrier', topic: 'histoire' },
  { keys: ['nouvel an', 'bonne année', 'réveillon', 'saint-sylvestre', 'feu d’artifice', "feu d'artifice", 'feux d’artifice', "feux d'artifice"], icons: ['fluent:fireworks', 'fluent:party-popper'], label: 'feu d’artifice', topic: 'fete' },
  { keys: ['couple', 'copain', 'copine', 'mon mari', 'ma femme', 'amour', 'relation', 'rupture', 'célibataire', 'love'], icons: ['fluent:red-heart'], label: 'cœur', topic: 'histoire' },
  { keys: ['ma maison', 'notre maison', 'nouvelle maison', 'sa maison', 'la maison de', 'construire une maison', 'villa', 'appartement', 'house tour', 'home tour'], icons: ['fluent:house'], label: 'maison', topic: 'maison' },
  // The verb « lire » before what is read names nothing (« ta mère lit ton bulletin »).
  { keys: ['lit ton', 'lit ta', 'lit tes', 'lit mon', 'lit ma', 'lit mes', 'lit le', 'lit la', 'lit les', 'lit son', 'lit sa', 'lit ses', 'lit un', 'lit une', 'lit des', 'lit sur'], icons: [], label: '', block: true },
  // « lit » alone is as often the verb (« ta mère lit ton bulletin »): the bed takes a determiner.
  { keys: ['le lit', 'un lit', 'mon lit', 'ton lit', 'son lit', 'au lit', 'du lit', 'grand lit', 'lit double', 'lit superposé', 'lits superposés', 'sous le lit', 'lits', 'chambre de bébé', 'chambre d’enfant', 'chambre à louer', 'matelas', 'dormir', 'drap', 'draps', 'oreiller'], icons: ['fluent:bed'], label: 'lit', topic: 'maison' },
  { keys: ['chambre', 'ma chambre', 'chambres'], icons: ['fluent:bed'], label: 'lit', weight: 85, topic: 'maison' },
  { keys: ['ménage', 'nettoyage', 'rangement', 'lessive', 'vaisselle'], icons: ['fluent:broom', 'fluent:sponge'], label: 'balai', topic: 'maison' },
  { keys: ['nettoyer', 'ranger', 'laver'], icons: ['fluent:sponge', 'fluent:broom'], label: 'éponge', weight: 80, topic: 'maison' },
  // The rent is the home's before the flats visited (« Loyer à Libreville : 3 appartements visités »).
  { keys: ['loyer', 'loyers', 'propriétaire', 'bailleur', 'bailleurs', 'locataire'], icons: ['fluent:house', banknotes], label: 'maison', weight: 112, topic: 'maison' },
  { keys: ['un terrain', 'terrain à bâtir', 'acheter un terrain', 'parcelle', 'parcelles', 'lotissement'], icons: ['fluent:house-with-garden', 'fluent:building-construction'], label: 'terrain', topic: 'maison' },
  { keys: ['portefeuille', 'porte-monnaie'], icons: ['fluent:purse', banknotes], label: 'porte-monnaie', topic: 'argent' },
  { keys: ['sac à main', 'sacs à main'], icons: ['fluent:handbag', 'fluent:purse'], label: 'sac à main', topic: 'beaute' },
  { keys: ['salon', 'mon salon', 'canapé', 'déco', 'décoration', 'relooké', 'relooking', 'meubles'], icons: ['fluent:couch-and-lamp'], label: 'salon', topic: 'maison' },
  { keys: ['kin la belle', 'matonge', 'yop city', 'la capitale'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', topic: 'ville' },
  // A city's districts are where the subject is, as the city is (« Adjamé à 6 h du matin » is the city; « Mon maquis à Yopougon », the maquis).
  { keys: ['adjamé', 'treichville', 'yopougon', 'abobo', 'cocody', 'koumassi', 'marcory', 'plateau dokui', 'parcelles assainies', 'pikine', 'guédiawaye', 'grand yoff', 'ouakam'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 75, topic: 'ville' },
  { keys: ['fauves du bas-oubangui', 'fauves'], icons: ['flag:cf', ball], label: 'Fauves du Bas-Oubangui', kind: 'flag', topic: 'football' },
  { keys: ['ville', 'villes', 'quartier', 'quartiers', 'centre-ville', 'city tour', 'visite de la ville'], icons: ['minia:ville', 'fluent:cityscape'], label: 'ville', weight: 80, topic: 'ville' },
  // What happens « sur la plage » happens at the beach: its scene, whatever is sold or eaten there.
  { keys: ['sur la plage', 'à la plage', 'au bord de la mer', 'en bord de mer', 'la plage de'], icons: ['fluent:beach-with-umbrella'], label: 'plage', weight: 80, topic: 'plage', frame: 'anywhere' },
  // Seaside towns by name are the beach, as a city is its skyline: a thing named there comes first (« La chasse aux crabes à Grand-Popo »).
  { keys: ['cap skirring', 'kribi', 'limbé', 'essaouira', 'agadir', 'taghazout', 'grand-popo', 'toubab dialaw', 'somone', 'la somone', 'jacqueville', 'sassandra', 'monogaga', 'île de ngor', 'pointe sarène'], icons: ['fluent:beach-with-umbrella', 'fluent:palm-tree'], label: 'plage', weight: 80, topic: 'plage' },
  { keys: ['plage', 'vacances', 'saly', 'assinie', 'grand-bassam', 'bassam', 'piscine', 'mer'], icons: ['fluent:beach-with-umbrella'], label: 'plage', topic: 'plage' },
  { keys: ['anniversaire', 'joyeux anniversaire', 'gâteau d’anniversaire'], icons: ['fluent:birthday-cake', 'fluent:party-popper'], label: 'gâteau d’anniversaire', topic: 'fete' },
  // A party is the occasion, rarely the subject (« la fête de fin d’année à l’école »).
  { keys: ['fête', 'fêtes', 'soirée', 'célébration', 'fêté', 'fêter'], icons: ['fluent:party-popper'], label: 'cotillons', weight: 85, topic: 'fete' },

  // Religion
  { keys: ['tabaski', 'aïd el-kébir', 'aid el kebir', 'aïd al-adha', 'fête du mouton', 'mouton', 'moutons', 'ladoum', 'ladoums', 'foirail', 'foirails'], icons: ['fluent:ewe'], label: 'mouton', topic: 'religion' },
  { keys: ['bélier', 'béliers'], icons: ['fluent:ram', 'fluent:ewe'], label: 'bélier', topic: 'religion' },
  { keys: ['ramadan', 'carême', 'mois de jeûne', 'rompre le jeûne', 'rupture du jeûne', 'ftour', 'f’tour', 'jours de jeûne', 'jeûner', 'je jeûne', 'jeûner', 'ndogou', 'iftar', 'korité', 'aïd el-fitr', 'aid el fitr', 'aïd', 'laylatoul qadr', 'tamkharit'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', topic: 'religion' },
  { keys: ['mosquée', 'mosquee', 'magal', 'magal de touba', 'gamou', 'islam', 'musulman', 'musulmans', 'coran', 'imam', 'serigne', 'mouride', 'mourides', 'tidiane', 'mecque', 'la mecque', 'hajj', 'maouloud', 'mawlid', 'mawloud', 'tamkharit', 'achoura', 'korité', 'daaka', 'zawiya', 'sourate', 'sourates'], icons: ['fluent:mosque'], label: 'mosquée', topic: 'religion' },
  { keys: ['église', 'eglise', 'messe', 'cathédrale', 'chrétien', 'chrétiens', 'pasteur', 'prêtre', 'évangile', 'bible', 'pâques', 'jésus', 'catholique', 'catholiques', 'protestant', 'protestants', 'chapelle', 'paroisse', 'curé', 'abbé', 'carême catholique', 'carême chrétien', 'carême des chrétiens', 'mercredi des cendres', 'chemin de croix', 'vendredi saint', 'semaine sainte', 'veillée pascale', 'première communion', '40 jours de carême', 'quarante jours de carême'], icons: ['fluent:church'], label: 'église', topic: 'religion' },
  { keys: ['noël', 'noel', 'sapin', 'père noël', 'réveillon de noël'], icons: ['fluent:christmas-tree'], label: 'sapin de Noël', topic: 'fete' },
  // Five prayers a day are the mosque's (salat), not hands joined.
  { keys: ['5 fois par jour', 'cinq fois par jour', 'les 5 prières', 'les cinq prières', 'prier 5 fois', 'la prière du vendredi', 'tapis de prière'], icons: ['fluent:mosque', 'fluent:prayer-beads'], label: 'mosquée', weight: 108, topic: 'religion' },
  // A pilgrimage is religion whatever place it goes to; Popenguine's is the Virgin's.
  { keys: ['pèlerinage de popenguine', 'popenguine', 'poponguine'], icons: ['fluent:church', 'fluent:latin-cross'], label: 'église', weight: 105, topic: 'religion' },
  { keys: ['pèlerinage', 'pèlerinages', 'pèlerin', 'pèlerins'], icons: ['fluent:person-walking', 'fluent:folded-hands'], label: 'pèlerin', kind: 'person', weight: 90, topic: 'religion', frame: 'anywhere' },
  { keys: ['prière', 'prières', 'prier', 'dieu', 'allah', 'bénédiction', 'dua', 'doua'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', topic: 'religion' },

  // Studies
  // Revising is the books open (« Réviser le BEPC en 2 semaines »), ahead of the exam it is for.
  { keys: ['réviser', 'révisions', 'révision', 'reviser', 'mes révisions', 'apprendre ses leçons', 'méthode de révision'], icons: ['fluent:books', 'fluent:open-book'], label: 'livres', topic: 'ecole' },
  { keys: ['bac', 'baccalauréat', 'bepc', 'bfem', 'cep', 'cepe', 'cfee', 'def', 'probatoire', 'gce', 'bts', 'entrée en sixième', 'concours d’entrée', 'examen d’état', 'exetat', 'brevet', 'diplôme', 'diplômé', 'diplômée', 'master', 'licence', 'doctorat', 'université', 'universitaire', 'fac', 'faculté', 'ucad', 'campus', 'étudiant', 'étudiante', 'étudiants', 'étudier', 'études', 'bourse', 'bourse d’études', 'bourses', 'concours'], icons: ['fluent:graduation-cap'], label: 'toque de diplômé', topic: 'ecole' },
  // An exam's papers are the paper (« BEPC 2025 : les sujets de maths corrigés »), ahead of the exam's cap.
  { keys: ['sujets', 'sujet d’examen', 'sujets d’examen', 'épreuve', 'épreuves', 'corrigé', 'corrigés', 'sujets corrigés', 'annales'], icons: ['fluent:memo', 'fluent:page-facing-up'], label: 'copie d’examen', topic: 'ecole', weight: 103 },
  // Players' marks after a match are football's, not a school report.
  { keys: ['notes des joueurs', 'les notes des joueurs', 'notes de chaque joueur', 'notes de joueurs', 'notes des lions', 'homme du match'], icons: [], label: '', topic: 'football', frame: 'anywhere' },
  { keys: ['examen', 'examens', 'devoir', 'devoirs', 'exposé', 'mémoire', 'soutenance', 'notes', 'philo', 'cours', 'moyenne', 'frais de scolarité', 'scolarité', 'inscription scolaire'], icons: ['fluent:memo'], label: 'copie d’examen', topic: 'ecole', weight: 95 },
  // A student's room or lodging is a room: « étudiant » there says whose.
  { keys: ['chambre étudiante', 'ma chambre étudiante', 'ma chambre d’étudiant', 'ma chambre d’étudiante', 'mon logement étudiant', 'mon studio étudiant', 'chambre d’étudiant', 'chambre d’étudiante', 'chambres étudiantes', 'logement étudiant', 'logements étudiants', 'studio étudiant', 'résidence universitaire', 'cité universitaire'], icons: ['fluent:bed', 'fluent:couch-and-lamp'], label: 'lit', topic: 'maison', weight: 110 },
  // A school year repeated or finished is the diploma it leads to (« Redoubler la terminale »).
  { keys: ['redoubler', 'redoublement', 'redoublé', 'redoublant', 'terminale', 'la terminale', 'en terminale', 'classe de terminale', 'passer en terminale'], icons: ['fluent:graduation-cap', 'minia:ecole'], label: 'toque de diplômé', weight: 102, topic: 'ecole' },
  // A teacher is the teacher (« Quand le prof de maths rend les copies »), before the school.
  { keys: ['professeur', 'professeure', 'prof', 'profs', 'le prof', 'la prof', 'maîtresse', 'enseignant', 'enseignante', 'enseignants', 'maître', 'instituteur', 'institutrice', 'maître d’école', 'maître volontaire'], icons: ['fluent:teacher', 'minia:ecole'], label: 'enseignant', kind: 'person', topic: 'ecole' },
  { keys: ['prof de maths', 'professeur de maths', 'prof de français', 'prof d’anglais', 'prof de physique', 'prof de svt', 'prof de philo'], icons: ['fluent:teacher', 'minia:ecole'], label: 'enseignant', kind: 'person', weight: 108, topic: 'ecole' },
  { keys: ['école', 'ecole', 'rentrée', 'rentrée scolaire', 'lycée', 'collège', 'classe', 'élève', 'élèves', 'internat', 'pensionnat', 'internats'], icons: ['minia:ecole', 'fluent:school'], label: 'école', topic: 'ecole' },
  { keys: ['livre', 'livres', 'lecture', 'lire', 'roman', 'bibliothèque', 'anglais', 'langue', 'wolof', 'lingala'], icons: ['fluent:books'], label: 'livres', topic: 'ecole' },
  // What one learns is the subject (« Apprendre le coupé-décalé »): learning alone is the books.
  { keys: ['apprendre'], icons: ['fluent:books'], label: 'livres', weight: 80, topic: 'ecole' },

  // Gaming
  { keys: ['jeu', 'jeux', 'jeu vidéo', 'jeux vidéo', 'gaming', 'gamer', 'gameplay', 'manette', 'manettes', 'console', 'ps4', 'ps5', 'playstation', 'xbox', 'nintendo', 'switch', 'fifa', 'fc 25', 'ea fc', 'efootball', 'pes', 'free fire', 'freefire', 'pubg', 'call of duty', 'cod', 'fortnite', 'minecraft', 'gta', 'roblox', 'clash of clans', 'valorant'], icons: [game], label: 'manette de jeu', topic: 'jeux' },

  { keys: ['dames', 'jeu de dames', 'échecs', 'scrabble'], icons: ['fluent:chess-pawn'], label: 'pion', topic: 'jeux' },
  { keys: ['belote', 'cartes', 'jeu de cartes', 'poker', 'uno', 'tarot'], icons: ['fluent:joker', 'fluent:spade-suit'], label: 'cartes à jouer', topic: 'jeux' },

  // Music and dance
  { keys: ['rap', 'rappeur', 'rappeuse', 'rap galsen', 'galsen', 'freestyle', 'drill', 'hip-hop', 'hip hop', 'micro', 'chanter', 'chanteur', 'chanteuse', 'concert', 'sur scène', 'scène', 'karaoké', 'studio', 'en live', 'en concert'], icons: ['fluent:microphone'], label: 'micro', topic: 'musique' },
  // A clip is a song's video: its music first, then the shoot.
  { keys: ['clip', 'clips', 'clip vidéo'], icons: ['fluent:musical-notes', 'fluent:clapper-board'], label: 'notes de musique', topic: 'musique' },
  { keys: ['tournage du clip', 'tournage de clip', 'clip tourné', 'tourner un clip', 'tourner mon clip', 'réaliser un clip'], icons: ['fluent:clapper-board'], label: 'clap de cinéma', topic: 'musique' },
  // A kora, an ngoni or a balafon is no guitar: its music, then the banjo (a calabash on a long neck is the nearest drawing).
  { keys: ['kora', 'koras', 'ngoni', 'joueur de kora', 'korafola', 'balafon', 'balafons'], icons: ['fluent:musical-notes', 'fluent:banjo'], label: 'kora', topic: 'musique' },
  { keys: ['guitare', 'guitariste', 'piano', 'clavier', 'mandole', 'mandoline', 'oud', 'luth'], icons: ['fluent:guitar', 'fluent:musical-keyboard'], label: 'guitare', topic: 'musique' },
  { keys: ['violon', 'violons', 'violoniste'], icons: ['fluent:violin', 'fluent:guitar'], label: 'violon', topic: 'musique' },
  { keys: ['mbalax', 'sabar', 'tam-tam', 'djembé', 'djembe', 'tambour', 'percussions', 'griot'], icons: ['fluent:long-drum'], label: 'tambour', topic: 'musique' },
  // A genre named is its music (« quel son pour ton mariage ? »); dancing is the dancer.
  { keys: ['coupé-décalé', 'coupe decale', 'ndombolo', 'zouglou', 'mbolé', 'bikutsi', 'kuduro', 'soukous'], icons: ['fluent:musical-notes', 'fluent:woman-dancing'], label: 'notes de musique', weight: 95, topic: 'musique' },
  { keys: ['danse', 'danser', 'danseur', 'danseuse', 'chorégraphie', 'azonto', 'challenge danse', 'mapouka', 'shigoma', 'logobi', 'pas de danse', 'les pas', 'le pas'], icons: ['fluent:woman-dancing'], label: 'danseuse', kind: 'person', topic: 'musique' },
  // A new song is what a reaction or a review is about, ahead of who sings it.
  { keys: ['nouveau son', 'dernier son', 'nouveau single', 'nouvel album', 'dernier album', 'nouveau clip'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 108, topic: 'musique' },
  { keys: ['afrobeat', 'afrobeats', 'musique', 'sons', 'un son', 'ce son', 'le son', 'chanson', 'chansons', 'album', 'playlist', 'tube', 'tubes', 'hit', 'hits', 'amapiano', 'rumba', 'makossa', 'gospel', 'zouk', 'chaâbi', 'raï', 'twarab', 'taarab', 'salegy', 'hiragasy', 'mezoued', 'mizwed'], icons: ['fluent:musical-notes', 'fluent:headphone'], label: 'notes de musique', weight: 95, topic: 'musique' },

  // Health
  { keys: ['hôpital', 'hopital', 'hôpitaux', 'clinique', 'cliniques', 'urgences', 'centre de santé', 'dispensaire', 'maternité', 'mon accouchement', 'son accouchement', 'accoucher', 'césarienne', 'sage-femme', 'chu'], icons: ['fluent:hospital', 'fluent:stethoscope'], label: 'hôpital', topic: 'sante' },
  { keys: ['grossesse', 'grossesses', 'enceinte', 'enceintes', 'femme enceinte', 'test de grossesse', 'premier trimestre'], icons: ['fluent:pregnant-woman', 'fluent:baby'], label: 'femme enceinte', kind: 'person', topic: 'sante' },
  { keys: ['santé', 'médecin', 'docteur', 'infirmier', 'infirmière', 'maladie', 'malade', 'soigner', 'diabète', 'hypertension', 'tension', 'cancer', 'avc', 'drépanocytose', 'hépatite', 'vih', 'sida', 'ulcère', 'traitement', 'symptômes', 'signes', 'consultation'], icons: ['fluent:stethoscope', 'fluent:health-worker'], label: 'stéthoscope', topic: 'sante' },
  { keys: ['mal de dos', 'mal au dos', 'mal de tête', 'mal de ventre', 'douleur', 'douleurs', 'exercice', 'exercices', 'étirements', 'yoga', 'méditation', 'posture'], icons: ['fluent:person-in-lotus-position', 'fluent:stethoscope'], label: 'personne en méditation', kind: 'person', topic: 'sante' },
  { keys: ['sang', 'don du sang', 'donner son sang', 'donne mon sang', 'transfusion', 'anémie'], icons: ['fluent:drop-of-blood', 'fluent:syringe'], label: 'goutte de sang', topic: 'sante' },
  { keys: ['dentiste', 'dent', 'dents', 'carie', 'caries', 'sourire blanc'], icons: ['fluent:tooth'], label: 'dent', topic: 'sante' },
  { keys: ['lait', 'lait caillé', 'lait de chamelle', 'yaourt'], icons: ['fluent:glass-of-milk'], label: 'verre de lait', topic: 'cuisine' },
  // « Le lait de chamelle : bon pour la santé ? »: what something does to the body frames the title as health.
  { keys: ['bon pour la santé', 'bonne pour la santé', 'bons pour la santé', 'mauvais pour la santé', 'mauvaise pour la santé', 'dangereux pour la santé', 'pour la santé', 'bienfaits', 'vertus'], icons: [], label: '', topic: 'sante', frame: 'anywhere' },
  { keys: ['paludisme', 'palu', 'moustique', 'moustiques', 'dengue'], icons: ['fluent:mosquito'], label: 'moustique', weight: 108, topic: 'sante' },
  { keys: ['médicament', 'médicaments', 'pharmacie', 'vitamines'], icons: ['fluent:pill'], label: 'médicament', topic: 'sante' },
  // A remedy is health whatever it is made of (« Kinkeliba, vrai remède ? »).
  { keys: ['remède', 'remèdes', 'vrai remède', 'remède de grand-mère', 'remèdes de grand-mère', 'soigne', 'guérit', 'guérir'], icons: ['fluent:pill', 'fluent:herb'], label: 'médicament', weight: 85, topic: 'sante', frame: 'anywhere' },
  // Exhaustion and the mind are health (« Burn-out à 27 ans »).
  { keys: ['burn-out', 'burnout', 'burn out', 'dépression', 'santé mentale', 'épuisement', 'surmenage', 'anxiété', 'crise d’angoisse'], icons: ['fluent:tired-face', 'fluent:face-exhaling'], label: 'visage épuisé', kind: 'expression', topic: 'sante', frame: 'anywhere' },
  { keys: ['vaccin', 'vaccination', 'piqûre'], icons: ['fluent:syringe'], label: 'seringue', topic: 'sante' },

  // Agriculture and livestock
  // Farming words frame the title; the crop or the animal it names is its subject (« ma récolte d’arachide »).
  { keys: ['agriculture', 'agriculteur', 'agricultrice', 'agriculteurs', 'paysan', 'paysans', 'cultiver', 'maraîchage', 'maraîcher', 'cultivateur'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', topic: 'agriculture', frame: 'anywhere' },
  { keys: ['champ', 'champs', 'ferme', 'fermes', 'plantation', 'plantations', 'récolte', 'récoltes', 'semis', 'coton', 'champs de coton', 'champ de coton', 'cotonculteur', 'cotonculteurs'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', weight: 90, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['élevage', 'élevages', 'élever', 'éleveur', 'éleveurs', 'éleveuse', 'j’élève des', 'élève des', 'bergerie', 'embouche', 'engraissement'], icons: ['fluent:chicken'], label: 'poule', weight: 80, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['planter', 'je plante', 'arbre', 'arbres', 'manguier', 'manguiers', 'anacarde', 'cajou', 'cacao', 'hévéa', 'reboisement'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['potager', 'jardin', 'jardinage', 'semences'], icons: ['fluent:seedling', 'fluent:tomato'], label: 'jeune pousse', topic: 'agriculture' },
  // Fishing is the shore's, whatever boat or town is named with it (« avec les pêcheurs de Kayar »).
  { keys: ['pêche', 'pêcheur', 'pêcheurs', 'pêcher', 'pêche en mer', 'canne à pêche'], icons: ['fluent:fishing-pole', 'fluent:fish'], label: 'canne à pêche', topic: 'plage', frame: 'anywhere' },
  { keys: ['mangue', 'mangues'], icons: ['fluent:mango'], label: 'mangue', topic: 'agriculture' },
  // Chickens counted or kept are alive (« mes 500 poulets de chair »); a chicken alone is a dish.
  { keys: ['poules', 'poule', 'poulets', '# poulets', 'mes poulets', 'nos poulets', 'poulet de chair', 'poulets de chair', 'poulailler', 'volaille', 'volailles', 'pondeuses', 'poules pondeuses', 'poussin', 'poussins'], icons: ['fluent:chicken', 'fluent:baby-chick'], label: 'poule', topic: 'agriculture' },
  { keys: ['coq', 'coqs'], icons: ['fluent:rooster', 'fluent:chicken'], label: 'coq', topic: 'agriculture' },
  { keys: ['arachide', 'arachides', 'cacahuète', 'cacahuètes', 'noix de cajou'], icons: ['fluent:peanuts'], label: 'arachides', topic: 'agriculture' },
  { keys: ['lapin', 'lapins', 'cuniculture'], icons: ['fluent:rabbit'], label: 'lapin', topic: 'agriculture' },
  { keys: ['chèvre', 'chèvres', 'bouc', 'cabri'], icons: ['fluent:goat'], label: 'chèvre', topic: 'agriculture' },
  { keys: ['chameau', 'chamelle', 'chameaux', 'dromadaire'], icons: ['fluent:camel'], label: 'chameau', topic: 'agriculture' },
  { keys: ['vache', 'vaches', 'boeuf', 'bœuf', 'bétail', 'troupeau'], icons: ['fluent:cow'], label: 'vache', topic: 'agriculture' },
  { keys: ['zébu', 'zébus', 'buffle', 'buffles'], icons: ['fluent:ox', 'fluent:cow'], label: 'zébu', topic: 'agriculture' },
  { keys: ['datte', 'dattes', 'dattier', 'dattiers', 'deglet nour', 'palmeraie', 'palmeraies', 'oasis'], icons: ['fluent:palm-tree'], label: 'palmier dattier', topic: 'agriculture' },
  { keys: ['ylang-ylang', 'ylang ylang', 'girofle', 'clou de girofle', 'clous de girofle', 'jasmin'], icons: ['fluent:blossom', 'fluent:herb'], label: 'fleur à parfum', topic: 'agriculture' },
  { keys: ['diamant', 'diamants', 'mine de diamant', 'mines de diamant', 'diamantaire'], icons: ['fluent:gem-stone'], label: 'diamant', topic: 'argent' },
  { keys: ['tracteur', 'machine agricole'], icons: ['fluent:tractor'], label: 'tracteur', topic: 'agriculture' },

  // Everyday words of creators the sets name weakly or not at all, each with its topic
  { keys: ['cheval', 'chevaux', 'cavalier', 'cavaliers', 'cavalière', 'cavalières', 'course de chevaux', 'âne', 'ânes', 'charrette'], icons: ['fluent:horse', 'fluent:donkey'], label: 'cheval', topic: 'agriculture' },
  { keys: ['porc', 'porcs', 'cochon', 'cochons', 'porcherie', 'porcheries'], icons: ['fluent:pig'], label: 'cochon', topic: 'agriculture' },
  { keys: ['pintade', 'pintades', 'dinde', 'dindes', 'canard', 'canards'], icons: ['fluent:turkey', 'fluent:duck'], label: 'volaille', topic: 'agriculture' },
  { keys: ['pisciculture', 'bassin de poissons', 'étang', 'alevins'], icons: ['fluent:fish', 'fluent:tropical-fish'], label: 'poisson', topic: 'agriculture' },
  { keys: ['apiculture', 'apiculteur', 'abeille', 'abeilles', 'ruche', 'ruches', 'miel'], icons: ['fluent:honeybee', 'fluent:honey-pot'], label: 'abeille', topic: 'agriculture' },
  { keys: ['huile de palme', 'palmier à huile', 'palmiers à huile', 'vin de palme'], icons: ['fluent:palm-tree'], label: 'palmier', topic: 'agriculture' },
  { keys: ['bière', 'bières'], icons: ['fluent:beer-mug'], label: 'bière', topic: 'cuisine' },
  { keys: ['bouteille d’eau', 'eau minérale', 'sachet d’eau', 'eau'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', weight: 80 },
  // Drinking water every day is a health habit.
  { keys: ['boire de l’eau', 'boire # litres d’eau', 'boire # litres', '# litres d’eau', 'litres d’eau', 'bien s’hydrater', 'hydratation'], icons: ['fluent:droplet', 'fluent:potable-water'], label: 'goutte d’eau', weight: 100, topic: 'sante' },
  { keys: ['cigarette', 'cigarettes', 'fumer', 'tabac', 'chicha', 'vapoteuse'], icons: ['fluent:cigarette'], label: 'cigarette', topic: 'sante' },
  { keys: ['moustiquaire', 'moustiquaires'], icons: ['fluent:mosquito'], label: 'moustique', topic: 'sante' },
  { keys: ['talons', 'talons hauts', 'escarpins'], icons: ['fluent:high-heeled-shoe'], label: 'chaussure à talon', topic: 'beaute' },
  { keys: ['chaussures', 'chaussure', 'sneakers', 'paire de baskets', 'mes baskets', 'nouvelles baskets', 'nike', 'jordan', 'adidas'], icons: ['fluent:running-shoe'], label: 'basket', topic: 'beaute' },
  // « le sac de riz », « un sac de ciment »: a bag is mostly what it holds.
  { keys: ['sac', 'sacs', 'sac de luxe', 'sacoche'], icons: ['fluent:handbag'], label: 'sac à main', weight: 80, topic: 'beaute' },
  { keys: ['bijou', 'bijoux', 'collier', 'colliers', 'bracelet', 'bracelets', 'boucles d’oreilles', 'bijoux en or'], icons: ['fluent:gem-stone', 'fluent:ring'], label: 'bijou', topic: 'beaute' },
  { keys: ['lunettes', 'lunette'], icons: ['fluent:glasses', 'fluent:sunglasses'], label: 'lunettes', topic: 'beaute' },
  { keys: ['lunettes de soleil', 'lunette de soleil', 'lunettes noires'], icons: ['fluent:sunglasses'], label: 'lunettes de soleil', topic: 'beaute' },
  { keys: ['dégradé', 'coupe homme', 'barber', 'barbershop', 'coupe de cheveux homme'], icons: ['fluent:man-getting-haircut', 'fluent:barber-pole'], label: 'coupe de cheveux', kind: 'person', topic: 'beaute' },
  { keys: ['photo', 'photos', 'photographe', 'photographie', 'shooting', 'shooting photo', 'appareil photo', 'selfie'], icons: ['fluent:camera', 'fluent:camera-with-flash'], label: 'appareil photo', topic: 'tech' },
  { keys: ['chargeur', 'chargeurs', 'batterie', 'batteries', 'powerbank', 'power bank', 'recharger'], icons: ['fluent:battery', 'fluent:electric-plug'], label: 'batterie', topic: 'tech' },
  // « carte visa » is a bank card, not a visa.
  { keys: ['carte bancaire', 'cartes bancaires', 'carte visa', 'visa card', 'mastercard', 'carte prépayée', 'carte de crédit'], icons: ['fluent:credit-card'], label: 'carte bancaire', topic: 'argent' },
  { keys: ['facture', 'factures', 'facture d’électricité', 'reçu'], icons: ['fluent:receipt'], label: 'facture', topic: 'argent' },
  { keys: ['paris sportifs', 'pari sportif', 'parier', '1xbet', 'premier bet', 'betway', 'pmu', 'loto', 'loterie', 'lonase', 'casino', 'jackpot'], icons: ['fluent:slot-machine', 'fluent:game-die'], label: 'machine à sous', topic: 'argent' },
  { keys: ['cahier', 'cahiers', 'fournitures', 'fournitures scolaires', 'liste des fournitures', 'cartable', 'cartables', 'sac d’école', 'kit scolaire'], icons: ['fluent:backpack', 'fluent:notebook'], label: 'cartable', topic: 'ecole', weight: 105 },
  { keys: ['chimie', 'physique-chimie', 'sciences', 'svt', 'biologie', 'laboratoire'], icons: ['fluent:test-tube', 'fluent:microscope'], label: 'éprouvette', topic: 'ecole' },
  { keys: ['pluie', 'pluies', 'hivernage', 'saison des pluies', 'tempête', 'inondation', 'inondations', 'inondé', 'inondée', 'inondés'], icons: ['fluent:cloud-with-rain', 'fluent:water-wave'], label: 'nuage de pluie', topic: 'actu' },
  { keys: ['canicule', 'vague de chaleur', 'chaleur', 'il fait chaud', '# °c', '# degrés'], icons: ['fluent:sun', 'fluent:hot-face'], label: 'soleil', topic: 'actu' },
  { keys: ['guerre', 'guerres', 'armée', 'militaire', 'militaires', 'soldat', 'soldats', 'terroriste', 'terroristes', 'jihadistes', 'djihadistes'], icons: ['fluent:military-helmet'], label: 'casque militaire', topic: 'actu' },
  { keys: ['incendie', 'incendies', 'feu de brousse', 'feux de brousse'], icons: ['fluent:fire', 'fluent:firefighter'], label: 'feu', topic: 'actu' },
  { keys: ['orpaillage', 'orpailleur', 'orpailleurs', 'mine d’or', 'mines d’or', 'chercheur d’or', 'mine', 'mines', 'mineur', 'mineurs'], icons: ['fluent:pick', 'fluent:hammer-and-pick'], label: 'pioche', topic: 'actu' },
  { keys: ['enfant', 'enfants', 'gamin', 'gamins', 'gamine', 'petit garçon', 'petite fille'], icons: ['fluent:child'], label: 'enfant', kind: 'person', weight: 90 },
  { keys: ['pétrole', 'baril', 'gisement', 'gisements', 'raffinerie'], icons: ['fluent:oil-drum'], label: 'baril de pétrole', topic: 'actu' },
  { keys: ['migrants', 'migrant', 'migration', 'émigration', 'émigration clandestine', 'immigration clandestine', 'barça ou barsakh', 'barsakh', 'lampedusa'], icons: ['fluent:canoe', 'fluent:ship'], label: 'pirogue', topic: 'actu' },
  { keys: ['frontière', 'frontières', 'poste frontière'], icons: ['fluent:passport-control'], label: 'contrôle des passeports', topic: 'ville' },
  { keys: ['radio', 'radios', 'émission radio', 'animateur radio'], icons: ['fluent:radio'], label: 'radio', topic: 'actu' },
  { keys: ['boîte de nuit', 'boîtes de nuit', 'discothèque', 'night club', 'nightclub', 'soirée dansante'], icons: ['fluent:mirror-ball', 'fluent:party-popper'], label: 'boule à facettes', topic: 'fete' },
  { keys: ['festival', 'festivals', 'carnaval', 'carnavals'], icons: ['fluent:party-popper', 'fluent:musical-notes'], label: 'cotillons', topic: 'fete' },
  { keys: ['dj', 'deejay', 'beat', 'beats', 'beatmaker', 'instru', 'instrumental', 'production musicale', 'mixage', 'mix'], icons: ['fluent:headphone', 'fluent:musical-keyboard'], label: 'casque audio', topic: 'musique' },
  { keys: ['douche', 'salle de bain', 'salle de bains'], icons: ['fluent:shower', 'fluent:bathtub'], label: 'douche', topic: 'maison' },
  { keys: ['toilettes', 'wc', 'cuvette des toilettes', 'latrines'], icons: ['fluent:toilet', 'fluent:shower'], label: 'toilettes', topic: 'maison' },
  { keys: ['menuisier', 'menuiserie', 'menuisiers', 'soudeur', 'soudure'], icons: ['fluent:carpentry-saw', 'fluent:hammer-and-wrench'], label: 'scie', topic: 'maison' },
  { keys: ['plombier', 'plomberie', 'plombiers'], icons: ['fluent:wrench', 'fluent:toolbox'], label: 'clé à molette', topic: 'maison' },
  { keys: ['électricien', 'électriciens', 'installation électrique'], icons: ['fluent:electric-plug', 'fluent:high-voltage'], label: 'prise électrique', topic: 'maison' },
  // A driver drives what the title names next (« chauffeur Yango »): the car only when nothing is named.
  { keys: ['chauffeur', 'chauffeurs', 'conduire', 'conduite', 'auto-école', 'auto école', 'code de la route', 'leçon de conduite'], icons: ['fluent:automobile'], label: 'voiture', weight: 85, topic: 'auto' },
  { keys: ['médaille', 'médailles', 'médaille d’or', 'jeux olympiques', 'olympiques', 'athlétisme', 'sprint', 'sprinteur', '100 mètres'], icons: ['fluent:sports-medal', 'fluent:1st-place-medal'], label: 'médaille', topic: 'sport' },
  { keys: ['judo', 'karaté', 'karate', 'taekwondo', 'arts martiaux', 'kung-fu', 'kung fu'], icons: ['fluent:martial-arts-uniform'], label: 'kimono d’arts martiaux', topic: 'sport' },
  { keys: ['handball', 'hand-ball'], icons: ['fluent:person-playing-handball'], label: 'handballeur', kind: 'person', topic: 'sport' },
  { keys: ['volley', 'volleyball', 'volley-ball', 'beach-volley'], icons: ['fluent:volleyball'], label: 'ballon de volley', topic: 'sport' },
  { keys: ['mon ex', 'ton ex', 'son ex', 'mon ex-mari', 'mon ex-femme', 'mon ex-copain', 'mon ex-copine'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['fiancé', 'fiancée', 'mes fiançailles', 'mariage forcé', 'polygamie', 'deuxième femme', 'deuxième épouse'], icons: ['fluent:ring', 'fluent:wedding'], label: 'bague', topic: 'fete' },

  // Community milestones
  { keys: ['# abonnés', '# abonne', 'merci pour les # abonnés', 'giveaway', 'concours abonnés', 'cadeau', 'cadeaux'], icons: ['fluent:party-popper', 'fluent:wrapped-gift'], label: 'cotillons', topic: 'fete' },

  // Advice titles: what not to do
  { keys: ['erreurs à éviter', 'les erreurs', 'mes erreurs', 'grosse erreur', 'grave erreur', 'à éviter', 'à ne pas faire', 'fautes'], icons: ['fluent:cross-mark', 'fluent:warning'], label: 'croix rouge', topic: 'histoire' },
  { keys: ['ne fais plus', 'ne faites plus', 'ne fais pas ça', 'ne faites pas ça', 'interdit', 'interdiction'], icons: ['fluent:prohibited', 'fluent:no-entry'], label: 'interdit', topic: 'histoire' },
  { keys: ['secret', 'secrets', 'le secret', 'ce qu’on ne vous dit pas'], icons: ['fluent:shushing-face'], label: 'visage qui chut', kind: 'expression', weight: 75, topic: 'histoire' },

  // Everyday things named in families, each with its forms: the home and its tools
  { keys: ['plante', 'plantes', 'plante verte', 'plantes vertes', 'plantes d’intérieur', "plantes d'intérieur", 'plante d’intérieur', 'pot de fleurs', 'fleurs en pot', 'aloe vera'], icons: ['fluent:potted-plant', 'fluent:seedling'], label: 'plante en pot', topic: 'maison' },
  { keys: ['cactus'], icons: ['fluent:cactus', 'fluent:potted-plant'], label: 'cactus', topic: 'maison' },
  { keys: ['outil', 'outils', 'boîte à outils', 'caisse à outils', 'bricolage', 'bricoler', 'je bricole', 'perceuse', 'pince'], icons: ['fluent:toolbox', 'fluent:hammer-and-wrench'], label: 'boîte à outils', topic: 'maison' },
  { keys: ['tournevis'], icons: ['fluent:screwdriver', 'fluent:toolbox'], label: 'tournevis', topic: 'maison' },
  { keys: ['clé à molette', 'clés à molette', 'clé plate', 'clés plates'], icons: ['fluent:wrench', 'fluent:toolbox'], label: 'clé à molette', topic: 'maison' },
  { keys: ['marteau', 'marteaux', 'clou', 'clous', 'menuisier', 'menuisiers', 'menuiserie', 'ébéniste', 'charpentier'], icons: ['fluent:hammer', 'fluent:carpentry-saw'], label: 'marteau', topic: 'maison' },
  { keys: ['scie', 'scies', 'planche', 'planches', 'bois'], icons: ['fluent:carpentry-saw', 'fluent:wood'], label: 'scie', topic: 'maison' },
  { keys: ['plombier', 'plomberie', 'robinet', 'robinets', 'fuite d’eau', 'fuite', 'tuyau', 'tuyaux'], icons: ['fluent:wrench', 'fluent:droplet'], label: 'clé plate', topic: 'maison' },
  { keys: ['bougie', 'bougies', 'bougie parfumée', 'bougies parfumées'], icons: ['fluent:candle'], label: 'bougie', topic: 'maison' },
  { keys: ['balai', 'balais', 'balayer', 'serpillière', 'seau', 'seaux'], icons: ['fluent:broom', 'fluent:bucket'], label: 'balai', topic: 'maison' },
  { keys: ['clé', 'clés', 'clef', 'clefs', 'serrure', 'cadenas'], icons: ['fluent:key', 'fluent:locked'], label: 'clé', topic: 'maison' },
  { keys: ['chaise', 'chaises', 'tabouret', 'fauteuil', 'canapé', 'table basse'], icons: ['fluent:chair', 'fluent:couch-and-lamp'], label: 'chaise', topic: 'maison' },
  { keys: ['miroir', 'miroirs', 'glace murale'], icons: ['fluent:mirror'], label: 'miroir', topic: 'maison' },
  { keys: ['lampe', 'lampes', 'ampoule', 'ampoules', 'lampe torche', 'torche', 'éclairage'], icons: ['fluent:light-bulb', 'fluent:flashlight'], label: 'ampoule', topic: 'maison' },
  { keys: ['réveil', 'alarme', 'se lever tôt', 'je me lève'], icons: ['fluent:alarm-clock'], label: 'réveil', topic: 'histoire' },
  // The street
  // A road travelled is the road (« 26 heures de route »); its potholes and works, the works.
  { keys: ['route', 'routes', 'en route', 'la route de'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', weight: 90, topic: 'auto' },
  // Hours on the road are a road trip, whatever carries it (« Bamako–Dakar en bus : 26 heures de route »).
  { keys: ['heures de route', '# h de route', '#h de route', 'h de route', 'jours de route', 'sur la route', 'road trip', 'kilomètres de route'], icons: ['fluent:motorway', 'fluent:automobile'], label: 'route', weight: 90, topic: 'auto', frame: 'anywhere' },
  { keys: ['nid de poule', 'nids de poule', 'nid-de-poule', 'nids-de-poule', 'goudron', 'bitume', 'autoroute', 'autoroutes', 'route nationale', 'travaux'], icons: ['fluent:construction', 'fluent:motorway'], label: 'travaux', topic: 'ville' },
  // Sold « au feu rouge » is where, not what: the thing sold there comes first.
  { keys: ['au feu rouge', 'aux feux rouges', 'aux feux', 'au carrefour', 'du carrefour', 'de carrefour'], icons: ['fluent:vertical-traffic-light', 'fluent:horizontal-traffic-light'], label: 'feu tricolore', weight: 70, topic: 'ville' },
  { keys: ['feu rouge', 'feux rouges', 'feu tricolore', 'feux tricolores', 'carrefour', 'rond-point', 'code de la route'], icons: ['fluent:vertical-traffic-light', 'fluent:horizontal-traffic-light'], label: 'feu tricolore', topic: 'ville' },
  { keys: ['pont', 'ponts', 'passerelle'], icons: ['fluent:bridge-at-night'], label: 'pont', topic: 'ville' },
  { keys: ['pompier', 'pompiers', 'sapeur-pompier', 'sapeurs-pompiers', 'caserne'], icons: ['fluent:firefighter', 'fluent:fire-engine'], label: 'pompier', kind: 'person', topic: 'ville' },
  { keys: ['vigile', 'vigiles', 'gardien', 'gardiens', 'agent de sécurité', 'agents de sécurité', 'gardiennage'], icons: ['fluent:guard', 'fluent:police-officer'], label: 'gardien', kind: 'person', topic: 'histoire' },
  // The body and care
  { keys: ['brosse à dents', 'brosses à dents', 'dentifrice', 'cure-dent', 'cure-dents', 'cure dent', 'bâton frotte-dents', 'sothiou', 'sotiou', 'carie', 'caries'], icons: ['fluent:toothbrush', 'fluent:tooth'], label: 'brosse à dents', topic: 'sante' },
  { keys: ['yeux', 'œil', 'ma vue', 'myopie'], icons: ['fluent:eye', 'fluent:glasses'], label: 'œil', topic: 'sante' },
  { keys: ['cœur', 'hypertension', 'tension', 'tension artérielle', 'avc', 'crise cardiaque', 'cardiaque'], icons: ['fluent:anatomical-heart', 'fluent:stethoscope'], label: 'cœur', topic: 'sante' },
  { keys: ['protéger sa peau', 'ma peau', 'sa peau', 'peau sèche', 'peau grasse', 'soin de la peau'], icons: [], label: 'soin de la peau', topic: 'beaute', frame: 'anywhere' },
  // Weather
  { keys: ['orage', 'orages', 'éclair', 'éclairs', 'foudre', 'tonnerre'], icons: ['fluent:cloud-with-lightning-and-rain', 'fluent:high-voltage'], label: 'orage', topic: 'actu' },
  { keys: ['harmattan', 'vent', 'vents', 'vent de sable', 'tempête de sable', 'poussière', 'brume sèche'], icons: ['fluent:wind-face', 'fluent:fog'], label: 'vent', topic: 'actu' },
  // Trades and crafts: the worker, drawn at work
  { keys: ['coiffeur pour hommes', 'coiffeur homme', 'barber', 'barbershop', 'dégradé', 'coupe homme', 'tondeuse'], icons: ['fluent:man-getting-haircut', 'fluent:barber-pole'], label: 'coiffeur', kind: 'person', topic: 'beaute' },
  { keys: ['cordonnier', 'cordonniers', 'cordonnerie', 'soulier', 'souliers', 'mocassin', 'mocassins', 'chaussures de ville', 'babouche', 'babouches', 'cirer'], icons: ['fluent:mans-shoe', 'fluent:hiking-boot'], label: 'chaussure', topic: 'beaute' },
  { keys: ['sandale', 'sandales', 'tapette', 'tapettes', 'claquette', 'claquettes', 'tongs'], icons: ['fluent:womans-sandal', 'fluent:flat-shoe'], label: 'sandale', topic: 'beaute' },
  { keys: ['baskets à #', 'baskets de', 'une paire de', 'paire de chaussures'], icons: ['fluent:running-shoe'], label: 'basket', topic: 'beaute' },
  { keys: ['poterie', 'poteries', 'potier', 'potière', 'potières', 'céramique', 'jarre', 'jarres'], icons: ['fluent:amphora'], label: 'jarre', topic: 'histoire' },
  { keys: ['forgeron', 'forgerons', 'forge', 'soudeur', 'soudeurs', 'soudure'], icons: ['fluent:hammer', 'fluent:fire'], label: 'marteau', topic: 'histoire' },
  // School things
  { keys: ['trousse', 'trousses', 'crayon', 'crayons', 'gomme', 'fournitures', 'fournitures scolaires', 'kit scolaire'], icons: ['fluent:pencil', 'fluent:straight-ruler'], label: 'crayon', topic: 'ecole' },
  { keys: ['stylo', 'stylos', 'bic', 'bics', 'stylo bic'], icons: ['fluent:pen', 'fluent:pencil'], label: 'stylo', topic: 'ecole' },
  { keys: ['calculatrice', 'calculette', 'calcul'], icons: ['fluent:abacus', 'fluent:memo'], label: 'boulier', topic: 'ecole' },
  // Maths at school are the homework sheet, then the set square (not an abacus).
  { keys: ['maths', 'math', 'mathématiques', 'géométrie', 'algèbre'], icons: ['fluent:memo', 'fluent:triangular-ruler'], label: 'copie de maths', weight: 104, topic: 'ecole' },
  // A report card is a sheet of marks.
  { keys: ['bulletin', 'bulletins', 'bulletin de notes', 'relevé de notes', 'carnet de notes'], icons: ['fluent:page-facing-up', 'fluent:memo'], label: 'bulletin de notes', topic: 'ecole', weight: 100 },
  // Animals: named, an animal is the subject wherever it is
  { keys: ['serpent', 'serpents', 'vipère', 'vipères', 'python', 'cobra', 'boa', 'mamba'], icons: ['fluent:snake'], label: 'serpent', weight: 105 },
  { keys: ['perroquet', 'perroquets', 'perruche', 'perruches'], icons: ['fluent:parrot'], label: 'perroquet', weight: 105, topic: 'maison' },
  { keys: ['chat', 'chats', 'chaton', 'chatons', 'chat errant'], icons: ['fluent:cat', 'fluent:cat-face'], label: 'chat', weight: 105, topic: 'maison' },
  { keys: ['chien', 'chiens', 'chiot', 'chiots', 'berger allemand', 'pitbull'], icons: ['fluent:dog', 'fluent:dog-face'], label: 'chien', weight: 105, topic: 'maison' },
  { keys: ['singe', 'singes', 'chimpanzé', 'gorille', 'gorilles'], icons: ['fluent:monkey', 'fluent:gorilla'], label: 'singe', weight: 105 },
  { keys: ['crocodile', 'crocodiles', 'caïman', 'tortue', 'tortues'], icons: ['fluent:crocodile', 'fluent:turtle'], label: 'animal sauvage', weight: 105, topic: 'ville' },
  { keys: ['girafe', 'girafes'], icons: ['fluent:giraffe'], label: 'girafe', weight: 105, topic: 'ville' },
  { keys: ['zèbre', 'zèbres'], icons: ['fluent:zebra'], label: 'zèbre', weight: 105, topic: 'ville' },
  { keys: ['hippopotame', 'hippopotames', 'hippo', 'hippos'], icons: ['fluent:hippopotamus'], label: 'hippopotame', weight: 105, topic: 'ville' },
  { keys: ['safari', 'safaris', 'parc national', 'parc animalier', 'réserve animalière', 'zoo', 'animaux sauvages', 'lions et éléphants'], icons: ['fluent:lion', 'fluent:elephant'], label: 'lion', weight: 110, topic: 'ville' },
  { keys: ['scorpion', 'scorpions', 'araignée', 'araignées', 'margouillat', 'margouillats'], icons: ['fluent:scorpion', 'fluent:spider'], label: 'bestiole', weight: 105, topic: 'maison' },
  { keys: ['cafard', 'cafards', 'cancrelat', 'cancrelats'], icons: ['fluent:cockroach', 'fluent:scorpion'], label: 'cafard', weight: 105, topic: 'maison' },
  { keys: ['rat', 'rats', 'rongeur', 'rongeurs'], icons: ['fluent:rat', 'fluent:mouse'], label: 'rat', weight: 105, topic: 'maison' },
  { keys: ['souris'], icons: ['fluent:mouse', 'fluent:rat'], label: 'souris', weight: 105, topic: 'maison' },
  // The computer's mouse, not the animal, when the phrase says so.
  { keys: ['souris gamer', 'souris sans fil', 'souris d’ordinateur', 'clavier et souris', 'souris et clavier'], icons: ['fluent:computer-mouse', 'fluent:keyboard'], label: 'souris d’ordinateur', topic: 'tech' },
  // Clothes and accessories
  { keys: ['casquette', 'casquettes', 'chapeau', 'chapeaux', 'bonnet', 'bonnets', 'bob', 'béret', 'chéchia'], icons: ['fluent:billed-cap', 'fluent:top-hat'], label: 'casquette', topic: 'beaute' },
  { keys: ['ma montre', 'une montre', 'la montre', 'sa montre', 'ta montre', 'des montres', 'mes montres', 'rolex', 'casio'], icons: ['fluent:watch'], label: 'montre', weight: 105, topic: 'beaute' },
  { keys: ['tomate', 'tomates', 'tomate fraîche'], icons: ['fluent:tomato'], label: 'tomate', topic: 'cuisine' },
  { keys: ['carotte', 'carottes', 'chou', 'choux', 'salade', 'laitue'], icons: ['fluent:carrot', 'fluent:leafy-green'], label: 'légumes', topic: 'cuisine' },
  { keys: ['aubergine', 'aubergines'], icons: ['fluent:eggplant', 'fluent:carrot'], label: 'aubergine', topic: 'cuisine' },
  { keys: ['concombre', 'concombres'], icons: ['fluent:cucumber', 'fluent:leafy-green'], label: 'concombre', topic: 'cuisine' },
  { keys: ['trousse à pharmacie', 'trousse de secours', 'premiers secours', 'pansement', 'pansements'], icons: ['fluent:pill', 'fluent:adhesive-bandage'], label: 'médicaments', weight: 105, topic: 'sante' },
  // Games, instruments, feasts, papers
  { keys: ['ludo', 'dé', 'dés', 'jeu de dés', 'yams', 'jeu de société', 'jeux de société', 'monopoly'], icons: ['fluent:game-die'], label: 'dé', topic: 'jeux' },
  { keys: ['saxophone', 'saxo', 'saxophoniste', 'trompette', 'trompettiste'], icons: ['fluent:saxophone', 'fluent:trumpet'], label: 'saxophone', topic: 'musique' },
  { keys: ['flûte', 'flûtiste', 'accordéon'], icons: ['fluent:flute', 'fluent:accordion'], label: 'flûte', topic: 'musique' },
  { keys: ['basilique', 'basiliques', 'pèlerinage marial', 'chapelle', 'paroisse', 'messe', 'la messe', 'curé', 'abbé'], icons: ['fluent:church'], label: 'église', weight: 105, topic: 'religion' },
  { keys: ['indépendance', 'fête de l’indépendance', 'fête nationale', 'défilé', 'défilé militaire', '4 avril', '1er août'], icons: ['fluent:fireworks', 'fluent:party-popper'], label: 'feu d’artifice', topic: 'fete' },
  { keys: ['acte de naissance', 'actes de naissance', 'extrait de naissance', 'certificat', 'certificats', 'casier judiciaire', 'légalisation', 'légaliser', 'faire légaliser', 'copie légalisée', 'timbre fiscal', 'timbres fiscaux', 'papiers', 'dossier', 'formulaire', 'état civil', 'document', 'documents'], icons: ['fluent:page-facing-up', 'fluent:classical-building'], label: 'document', weight: 105, topic: 'actu' },
  // Civil servants are people at work, their news the paper.
  { keys: ['fonctionnaire', 'fonctionnaires', 'salaire des fonctionnaires', 'agents de l’état'], icons: ['fluent:briefcase', 'fluent:newspaper'], label: 'mallette', topic: 'actu' },
  { keys: ['mairie', 'mairies', 'préfecture', 'sous-préfecture', 'administration', 'ministère'], icons: ['fluent:classical-building'], label: 'bâtiment officiel', topic: 'actu' },
  { keys: ['carte d’identité', "carte d'identité", 'cartes d’identité', 'cni', 'carte nationale', 'carte consulaire', 'carte grise', 'carte d’électeur'], icons: ['fluent:identification-card'], label: 'carte d’identité', weight: 105, topic: 'actu' },

  // Everyday things by families, with the words creators of West and Central Africa use for them;
  // each with the scene it belongs in (a pet lives in the house, a truck on the road, a jersey on the pitch)
  { keys: ['une maison', 'la maison', 'des maisons', 'les maisons', 'grande maison', 'petite maison', 'belle maison', 'maison neuve', 'maison à vendre', 'maison à louer'], icons: ['fluent:house', 'fluent:houses'], label: 'maison', topic: 'maison' },
  { keys: ['fleur', 'fleurs', 'bouquet', 'bouquets', 'bouquet de fleurs', 'rose', 'roses', 'fleuriste'], icons: ['fluent:bouquet', 'fluent:rose'], label: 'bouquet de fleurs', topic: 'fete' },
  { keys: ['hamster', 'hamsters', 'perroquet', 'perroquets', 'animal de compagnie', 'animaux de compagnie'], icons: ['fluent:parrot', 'fluent:hamster'], label: 'animal de compagnie', topic: 'maison' },
  { keys: ['canari', 'canaris', 'canari d’eau', 'jarre d’eau'], icons: ['fluent:amphora'], label: 'canari', topic: 'maison' },
  { keys: ['gari', 'garri', 'eba', 'tapioca', 'semoule de manioc', 'farine de manioc', 'couac'], icons: ['fluent:bowl-with-spoon', 'fluent:steaming-bowl'], label: 'gari', topic: 'cuisine' },
  { keys: ['huile', 'huiles', 'huile rouge', 'bidon d’huile', 'sucre', 'farine', 'lait en poudre', 'bocal', 'bocaux'], icons: ['fluent:jar'], label: 'bocal', weight: 80, topic: 'cuisine' },
  { keys: ['verre', 'verres', 'gobelet', 'gobelets'], icons: ['fluent:tumbler-glass', 'fluent:cup-with-straw'], label: 'verre', weight: 80, topic: 'cuisine' },
  { keys: ['chocolat', 'chocolats', 'tablette de chocolat'], icons: ['fluent:chocolate-bar'], label: 'chocolat', topic: 'cuisine' },
  { keys: ['vin', 'vins', 'du bangui'], icons: ['fluent:wine-glass'], label: 'verre de vin', topic: 'cuisine' },
  { keys: ['noix de cola', 'cola', 'kola', 'colas', 'goro'], icons: ['fluent:chestnut'], label: 'noix de cola', topic: 'cuisine' },
  { keys: ['camion', 'camions', 'poids lourd', 'poids lourds', 'gros porteur', 'semi-remorque', 'camionneur', 'routier', 'routiers', 'dix roues'], icons: ['fluent:articulated-lorry', 'fluent:delivery-truck'], label: 'camion', topic: 'auto' },
  { keys: ['maillot', 'maillots', 'maillot de foot', 'maillot de football', 'tenue de foot'], icons: ['fluent:t-shirt', ball], label: 'maillot', topic: 'football' },
  // Boots are shoes (the nearest pictogram is a trainer), not a jersey.
  { keys: ['crampons', 'chaussures de foot', 'chaussures de football', 'paire de crampons'], icons: ['fluent:running-shoe', ball], label: 'chaussures de foot', topic: 'football' },
  { keys: ['maillot de bain', 'maillots de bain', 'bikini'], icons: ['fluent:one-piece-swimsuit', 'fluent:bikini'], label: 'maillot de bain', topic: 'plage' },
  { keys: ['machette', 'machettes', 'coupe-coupe', 'hache', 'haches', 'houe', 'houes', 'daba', 'dabas', 'outils agricoles'], icons: ['fluent:axe', 'fluent:pick'], label: 'outil des champs', topic: 'agriculture' },
  { keys: ['lotion', 'lotions', 'pommade', 'pommades'], icons: ['fluent:lotion-bottle', 'fluent:soap'], label: 'crème', topic: 'beaute' },
  { keys: ['antenne parabolique', 'décodeur', 'décodeurs', 'abonnement canal'], icons: ['fluent:satellite-antenna', 'fluent:television'], label: 'antenne parabolique', topic: 'tech' },
  { keys: ['ardoise', 'ardoises', 'craie', 'craies', 'tableau noir', 'cahier de texte'], icons: ['fluent:memo', 'fluent:notebook'], label: 'ardoise', topic: 'ecole' },

  // The seventh list's families, every form with its topic
  // Cars by body: a 4x4 is the SUV drawing, a tyre the wheel
  { keys: ['4x4', 'land cruiser', 'land cruisers', 'prado', 'rav4', 'range rover', 'tucson', 'suv', 'tout-terrain', 'v8 land cruiser'], icons: ['fluent:sport-utility-vehicle', 'fluent:automobile'], label: '4x4', topic: 'auto' },
  { keys: ['pneu', 'pneus', 'jante', 'jantes', 'roue', 'roues', 'crevaison', 'crevé', 'vulcanisateur', 'vulcanisation'], icons: ['fluent:wheel'], label: 'roue', topic: 'auto' },
  // Cycling races and their riders
  { keys: ['tour du faso', 'tour du sénégal', 'tour du rwanda', 'tour du cameroun', 'tour de côte d’ivoire', 'course cycliste', 'courses cyclistes', 'cycliste', 'cyclistes', 'coureur cycliste', 'coureurs cyclistes'], icons: ['fluent:person-biking', 'fluent:bicycle'], label: 'cycliste', kind: 'person', weight: 110, topic: 'sport' },
  // Diving and the sea's big animals are the beach, not a sport hall
  { keys: ['plongée', 'plongée sous-marine', 'plonger', 'plongeur', 'plongeurs', 'snorkeling', 'masque et tuba'], icons: ['fluent:diving-mask'], label: 'masque de plongée', topic: 'plage' },
  { keys: ['requin-baleine', 'requins-baleines', 'requin baleine', 'requins baleines', 'requin', 'requins'], icons: ['fluent:shark', 'fluent:whale'], label: 'requin', weight: 110, topic: 'plage' },
  { keys: ['tortue de mer', 'tortues de mer', 'tortue marine', 'tortues marines'], icons: ['fluent:turtle'], label: 'tortue de mer', weight: 105, topic: 'plage' },
  // Sun power is tech, the sun and its battery
  { keys: ['panneau solaire', 'panneaux solaires', 'énergie solaire', 'solaire', 'kit solaire', 'kits solaires', 'plaque solaire', 'plaques solaires'], icons: ['fluent:sun', 'fluent:battery'], label: 'énergie solaire', weight: 110, topic: 'tech' },
  // A gaming desk: the screen and the computer
  { keys: ['setup gaming', 'setup gamer', 'pc gamer', 'pc gaming', 'moniteur', 'moniteurs', 'ordinateur fixe', 'unité centrale', 'écran gaming', 'écran gamer', 'écran pc', 'écran d’ordinateur', 'écran incurvé'], icons: ['fluent:desktop-computer', 'fluent:keyboard'], label: 'ordinateur', weight: 105, topic: 'tech' },
  // Second-hand clothes and hauls are clothes
  { keys: ['friperie', 'friperies', 'fripe', 'fripes', 'yougou-yougou', 'vêtements de seconde main', 'habits', 'vêtements', 'garde-robe'], icons: ['fluent:t-shirt', 'fluent:jeans'], label: 'vêtements', topic: 'beaute' },
  // A haul is shopping: money, whatever is bought
  { keys: ['haul', 'hauls', 'shopping haul'], icons: [], label: '', topic: 'argent', frame: 'anywhere' },
  // Study methods and spelling are school (« chrono » alone is a span, « une heure chrono », not a timer)
  { keys: ['pomodoro', 'méthode pomodoro', 'minuteur', 'chronomètre', 'minuteur de cuisine'], icons: ['fluent:timer-clock', 'fluent:alarm-clock'], label: 'minuteur', weight: 105, topic: 'ecole' },
  { keys: ['dictée', 'dictées', 'orthographe', 'fautes d’orthographe', "fautes d'orthographe", 'conjugaison', 'grammaire', 'rédaction', 'cm1', 'cm2', 'ce1', 'ce2', 'cp'], icons: ['fluent:memo', 'fluent:pencil'], label: 'dictée', weight: 105, topic: 'ecole' },
  // Holy books read are religion, not school
  { keys: ['coran', 'le coran', 'saint coran', 'lire le coran', 'tout le coran', 'bible', 'la bible', 'lire la bible', 'évangile', 'psaume', 'psaumes'], icons: ['fluent:open-book', 'fluent:star-and-crescent'], label: 'livre saint', weight: 110, topic: 'religion' },
  { keys: ['famadihana', 'retournement des morts'], icons: ['fluent:coffin', 'fluent:headstone'], label: 'cercueil', weight: 110, topic: 'religion' },
  { keys: ['toussaint', 'cimetière', 'cimetières', 'tombe', 'tombes', 'tombeau', 'enterrement', 'funérailles', 'obsèques'], icons: ['fluent:headstone', 'fluent:candle'], label: 'tombe', topic: 'religion' },
  // A baptism in a river or a church is the Christian rite, not the naming feast of a baby
  { keys: ['baptême dans le fleuve', 'baptême dans la rivière', 'baptême à l’église', 'baptême chrétien', 'baptême par immersion', 'baptisé', 'baptisée', 'se faire baptiser'], icons: ['fluent:church', 'fluent:droplet'], label: 'baptême', weight: 110, topic: 'religion' },
  // A shaved head and henna are beauty
  { keys: ['rase la tête', 'raser la tête', 'rasé la tête', 'crâne rasé', 'tête rasée', 'tête rasé', 'chauve', 'chauves', 'boule à zéro', 'big chop'], icons: ['fluent:woman-bald', 'fluent:person-bald', 'fluent:razor'], label: 'tête rasée', kind: 'person', weight: 110, topic: 'beaute' },
  { keys: ['henné', 'henne', 'henna', 'motifs au henné', 'tatouage au henné', 'pose de henné', 'lalle'], icons: ['fluent:hand-with-fingers-splayed', 'fluent:raised-back-of-hand'], label: 'mains au henné', weight: 115, topic: 'beaute' },
  // Games of the yard: seeds and pits, cards, kites and spinning tops
  { keys: ['awalé', 'awale', 'awélé', 'songo', 'oware', 'mancala', 'wari', 'wouri'], icons: ['fluent:chess-pawn', 'fluent:game-die'], label: 'pion', topic: 'jeux', frame: 'anywhere' },
  { keys: ['huit américain', '8 américain', 'jeu de cartes', 'partie de cartes', 'belote'], icons: ['fluent:joker', 'fluent:spade-suit'], label: 'cartes à jouer', weight: 110, topic: 'jeux' },
  { keys: ['cerf-volant', 'cerfs-volants', 'cerf volant', 'toupie', 'toupies', 'billes', 'jeux d’enfance', "jeux d'enfance", 'jeux de notre enfance', 'jeux de mon enfance', 'jeux traditionnels', 'jeux d’antan'], icons: ['fluent:kite', 'fluent:yo-yo'], label: 'cerf-volant', weight: 110, topic: 'jeux' },
  // Music: a home studio, a brass band, the region's festivals and stars
  { keys: ['home studio', 'home-studio', 'carte son', 'cartes son', 'micro studio', 'micro de studio', 'table de mixage', 'enregistrement', 'enregistré', 'enregistrée', 'enregistrer', 'studio d’enregistrement'], icons: ['fluent:studio-microphone', 'fluent:control-knobs'], label: 'micro de studio', weight: 110, topic: 'musique' },
  { keys: ['fanfare', 'fanfares', 'tambour', 'tambours', 'tam-tam', 'tam-tams', 'djembé', 'djembés', 'percussions', 'batterie'], icons: ['fluent:long-drum', 'fluent:drum'], label: 'tambour', weight: 110, topic: 'musique' },
  { keys: ['gnaoua', 'gnawa', 'festival gnaoua', 'festival de musique', 'festival des musiques', 'masa', 'femua', 'transe', 'fête de la musique'], icons: ['fluent:musical-notes', 'fluent:long-drum'], label: 'notes de musique', weight: 110, topic: 'musique' },
  // Gorée is its slave house: the door of no return and the chains, a story of history.
  { keys: ['gorée', 'maison des esclaves', 'porte du non-retour'], icons: ['fluent:door', 'fluent:chains'], label: 'porte', weight: 90, topic: 'histoire' },
  // Artists, as creators say it, sing: a painter is named « peintre ».
  { keys: ['artiste', 'artistes', 'nos artistes', 'artistes africains', 'artistes locaux'], icons: ['fluent:microphone', 'fluent:musical-notes'], label: 'micro', topic: 'musique' },
  { keys: ['fally ipupa', 'koffi olomidé', 'ferre gola', 'youssou ndour', 'youssou n’dour', 'wally seck', 'viviane chidid', 'dj arafat', 'magic system', 'burna boy', 'wizkid', 'davido', 'tiakola', 'aya nakamura', 'innoss’b', 'locko', 'tenor', 'salatiel', 'sidiki diabaté', 'toofan', 'serge beynaud', 'josey'], icons: ['fluent:microphone', 'fluent:man-singer'], label: 'micro', weight: 110, topic: 'musique' },
  // A home's tour is the home
  // Renting is the home rented (« Louer un studio à Cocody »), not a recording studio; « un 2 pièces » is a flat, not coins.
  { keys: ['un # pièces', 'un deux-pièces', 'un deux pièces', 'un trois pièces', 'appartement # pièces', 'appart # pièces', 'louer un studio', 'louer une chambre', 'louer un appartement', 'louer une maison', 'louer un appart', 'mon propriétaire', 'location d’appartement'], icons: ['fluent:house', 'fluent:key'], label: 'maison', weight: 115, topic: 'maison' },
  { keys: ['appart tour', 'visite de mon appart', 'visite de ma maison', 'mon appart', 'mon studio', 'studio meublé', 'studio à louer', 'studios meublés', 'appartement', 'appartements', 'deux-pièces', 'chambre-salon', 'chambre salon'], icons: ['fluent:couch-and-lamp', 'fluent:house'], label: 'salon', weight: 110, topic: 'maison' },
  // Feasts of a person: mothers, fathers, lovers
  { keys: ['fête des mères', 'fête des pères', 'fete des meres', 'fete des peres', 'surprise pour', 'cadeau pour', 'cadeau surprise'], icons: ['fluent:wrapped-gift', 'fluent:bouquet'], label: 'cadeau', weight: 110, topic: 'fete' },
  { keys: ['saint-valentin', 'saint valentin', 'st valentin', 'st-valentin', 'dîner aux chandelles', 'dîner romantique'], icons: ['fluent:red-heart', 'fluent:wrapped-gift'], label: 'cœur', weight: 105, topic: 'fete' },
  // The body's ailments are health
  { keys: ['bras cassé', 'jambe cassée', 'pied cassé', 'main cassée', 'fracture', 'fractures', 'plâtre', 'os cassé', 'radiographie'], icons: ['fluent:x-ray', 'fluent:bone', 'fluent:adhesive-bandage'], label: 'radiographie', weight: 110, topic: 'sante' },
  { keys: ['insomnie', 'insomnies', 'sommeil', 'troubles du sommeil', 'mal dormir', 'dors enfin', 'je dors', 'ronfler', 'ronflement'], icons: ['fluent:sleeping-face', 'fluent:zzz'], label: 'visage endormi', weight: 105, topic: 'sante' },
  { keys: ['asthme', 'asthmatique', 'asthmatiques', 'poumon', 'poumons', 'respirer', 'bronchite', 'toux', 'allergie', 'allergies'], icons: ['fluent:lungs'], label: 'poumons', weight: 110, topic: 'sante' },
  { keys: ['lunettes de vue', 'lunette de vue', 'opticien', 'opticienne', 'ophtalmo', 'ophtalmologue', 'myopie', 'myope', 'vue qui baisse'], icons: ['fluent:glasses'], label: 'lunettes de vue', weight: 105, topic: 'sante' },
  // Snails raised, volcanoes and earthquakes
  { keys: ['escargot', 'escargots', 'escargots géants', 'achatine', 'achatines', 'héliciculture'], icons: ['fluent:snail'], label: 'escargot', weight: 110, topic: 'agriculture' },
  { keys: ['volcan', 'volcans', 'éruption', 'éruptions', 'éruption volcanique', 'nyiragongo', 'mont cameroun', 'lave'], icons: ['fluent:volcano'], label: 'volcan', weight: 115, topic: 'actu' },
  { keys: ['séisme', 'séismes', 'tremblement de terre', 'tremblements de terre', 'inondation', 'inondations', 'glissement de terrain', 'catastrophe naturelle'], icons: [], label: '', topic: 'actu', frame: 'anywhere' },
  // A haunted house is a ghost story
  { keys: ['maison hantée', 'maisons hantées', 'hantée', 'hanté', 'hantés', 'fantôme', 'fantômes', 'revenant', 'revenants', 'esprits', 'mami wata'], icons: ['fluent:ghost', 'fluent:derelict-house'], label: 'fantôme', weight: 115, topic: 'histoire' },
  // A storytime or a prank is a story whatever it tells
  { keys: ['storytime', 'story time', 'prank', 'pranks', 'canular', 'canulars'], icons: [], label: '', topic: 'histoire', frame: 'anywhere' },
  // The fruit, when the title's other words are food (the lawyer otherwise: see the justice family)
  { keys: ['avocat', 'avocats', 'jus d’avocat', 'salade d’avocat'], icons: ['fluent:avocado'], label: 'avocat', weight: 95, topic: 'cuisine' },
  // Breakfast is food, whatever is on the plate
  { keys: ['petit déj', 'petit-déj', 'petit déjeuner', 'petit-déjeuner', 'mon petit déj'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },

  // Words that look like subjects but are not, in these phrases: they claim their words and name nothing
  // « Abidjan by night », « où sortir la nuit »: the city's night, above the city's flag and below any thing named. « la nuit » alone is a time (« toute la nuit », « 15 000 F la nuit »).
  { keys: ['by night', 'vie nocturne', 'sorties nocturnes', 'sortir le soir', 'sortir la nuit', 'où sortir la nuit', 'nightlife', 'la nuit à dakar', 'la nuit à abidjan'], icons: ['fluent:night-with-stars', 'fluent:cityscape-at-dusk'], label: 'ville la nuit', weight: 78 },
  // A night as a length of time names nothing: « jouer toute la nuit ».
  { keys: ['toute la nuit', 'toute une nuit', 'cette nuit', 'la nuit dernière', 'une nuit', 'pendant la nuit', 'jusqu’à la nuit', "jusqu'à la nuit", 'nuit et jour', 'jour et nuit'], icons: [], label: '', block: true },
  // Le Plateau is a district of Abidjan and of Dakar, not a flatbed truck.
  { keys: ['au plateau', 'le plateau', 'du plateau'], icons: [], label: '', block: true },
  // What changes from a date is news (« Prix du pain : ce qui change dès lundi »).
  { keys: ['ce qui change', 'ce qui va changer', 'dès lundi', 'dès demain', 'à partir de lundi', 'nouvelle loi', 'nouvelles mesures'], icons: [], label: '', topic: 'actu', frame: 'anywhere' },
  // Eating times are health (« Ne mangez plus après 20h »).
  { keys: ['manger après', 'mangez plus', 'ne mangez plus', 'jeûne intermittent', 'manger le soir'], icons: ['fluent:fork-and-knife', 'fluent:green-salad'], label: 'couverts', weight: 85, topic: 'sante', frame: 'anywhere' },
  // Leaving a job contract for something else is the briefcase left behind (« j’ai quitté mon CDI pour vendre des pagnes »).
  { keys: ['quitté mon cdi', 'quitter mon cdi', 'quitter son cdi', 'quitté son cdi', 'démissionner', 'démissionné', 'ma démission', 'lettre de démission'], icons: ['fluent:briefcase'], label: 'mallette', weight: 112, topic: 'histoire' },
  // Guessing countries is the world's map (« Devine le pays avec son drapeau »).
  { keys: ['devine le pays', 'devinez le pays', 'capitales du monde', 'pays du monde', 'géographie'], icons: ['fluent:world-map', 'fluent:red-question-mark'], label: 'carte du monde', weight: 108, topic: 'jeux' },
  // A choir and its hymns are the church's (« Chorale de Noël à Ouaga »).
  { keys: ['chorale', 'chorales', 'cantique', 'cantiques', 'chant religieux', 'chants religieux', 'messe de noël', 'veillée de noël'], icons: ['fluent:church', 'fluent:musical-notes'], label: 'église', weight: 105, topic: 'religion', frame: 'anywhere' },
  // A phone's settings are the gear (« Désactive ce réglage maintenant »).
  { keys: ['réglage', 'réglages', 'paramètre', 'paramètres', 'désactive', 'désactiver', 'active ce', 'option cachée', 'options cachées'], icons: ['fluent:gear', 'fluent:mobile-phone'], label: 'engrenage', weight: 100, topic: 'tech' },
  // A speech is the speaker, and news (« Ce qu’il faut retenir du discours d’hier soir »).
  { keys: ['discours', 'allocution', 'adresse à la nation', 'message à la nation', 'conférence de presse'], icons: ['fluent:speaking-head', 'fluent:microphone'], label: 'orateur', weight: 105, topic: 'actu', frame: 'anywhere' },
  // The fast as a noun is Ramadan's.
  { keys: ['le jeûne', 'mon jeûne', 'ce jeûne', 'mon premier jeûne', 'jours de jeûne du ramadan'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', weight: 100, topic: 'religion' },
  // Tired all the time is health.
  { keys: ['fatigué tout le temps', 'fatiguée tout le temps', 'toujours fatigué', 'toujours fatiguée', 'fatigue chronique', 'manque d’énergie'], icons: ['fluent:tired-face'], label: 'visage fatigué', kind: 'expression', weight: 100, topic: 'sante', frame: 'anywhere' },
  // « pièce par pièce » is step by step, not coins.
  { keys: ['pièce par pièce'], icons: [], label: '', block: true },
  // A quiz is a game (« culture générale » is no lab culture).
  { keys: ['culture générale', 'quiz', 'questions-réponses', 'questions de culture', 'devinette', 'devinettes', 'qui veut gagner', 'devine', 'devinez', 'niveau impossible'], icons: ['fluent:brain', 'fluent:red-question-mark'], label: 'cerveau', weight: 105, topic: 'jeux' },
  // A call is the phone (« Mon patron m’a appelé à 23 h »).
  { keys: ['m’a appelé', 'm’a appelée', 'appel', 'appels', 'coup de fil', 'il m’appelle', 'appel vidéo', 'appel manqué'], icons: ['fluent:mobile-phone', 'fluent:telephone-receiver'], label: 'téléphone portable', weight: 105, topic: 'histoire' },
  // Sleep, sugar and the like are health habits.
  { keys: ['sieste', 'dormir après', 'bien dormir', 'heures de sommeil', '# jours sans sucre', 'arrêter le sucre', 'moins de sucre', 'bon ou mauvais pour la santé'], icons: ['fluent:sleeping-face', 'fluent:bed'], label: 'visage endormi', weight: 90, topic: 'sante', frame: 'anywhere' },
  // Hectares are a farm's.
  { keys: ['hectare', 'hectares', 'mon champ de'], icons: ['fluent:seedling', 'fluent:farmer'], label: 'pousse', weight: 90, topic: 'agriculture', frame: 'anywhere' },
  // « Le jour où… », « la fois où… »: a story, whatever it names.
  { keys: ['le jour où', 'la fois où', 'la nuit où'], icons: [], label: '', topic: 'histoire', frame: 'lead' },
  // The cost of living is the shopping.
  { keys: ['vie chère', 'la vie chère', 'coût de la vie', 'cherté de la vie'], icons: ['fluent:shopping-cart', banknotes], label: 'chariot de courses', weight: 105, topic: 'actu', frame: 'anywhere' },
  { keys: ['bonne affaire', 'bonnes affaires', 'prêt pour', 'prêts pour', 'prête pour', 'prêtes pour', 'mode d’emploi', "mode d'emploi", 'en mode', 'gagner du temps', 'perdre du temps', 'pas de panique', 'la vérité', 'en direct', 'en train de', 'en train d’', 'jeûne', 'dans la peau d’un', 'dans la peau d’une', "dans la peau d'un", 'je vous montre', 'vous montre', 'je te montre', 'te montre', 'je montre', 'on montre', 'montre-moi'], icons: [], label: '', block: true },
];
