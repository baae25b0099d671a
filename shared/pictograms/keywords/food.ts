/** Dishes, drinks and what they are made of. */
import type { CuratedKeyword } from './curated-keyword';

export const FOOD_KEYWORDS: CuratedKeyword[] = [
  // Dishes and drinks: the region's dishes are our own drawings (a generic pan read as an omelette),
  // and a dish outranks what it is made of (« attiéké poisson braisé » is attiéké)
  { keys: ['thiéboudienne', 'thieboudienne', 'thiéboudiène', 'thieboudiene', 'tiéboudienne', 'thiebou dienne', 'thieb', 'thiep', 'tiep', 'tchep', 'tcheb', 'tchieb', 'thiébou', 'thiebou', 'ceebu jën', 'ceebu jen', 'ceebou jen', 'riz au poisson'], icons: ['minia:thieboudienne'], label: 'thiéboudienne', weight: 110, topic: 'cuisine' },
  // Bean fritters are the nearest Fluent drawing, the falafel.
  { keys: ['accara', 'accaras', 'akara', 'accras', 'beignets de haricot', 'beignets de niébé', 'koose', 'kosai', 'beignets haricots', 'beignets-haricots', 'beignet haricot', 'bhb'], icons: ['fluent:falafel'], label: 'beignets', weight: 105, topic: 'cuisine' },
  { keys: ['riz', 'riz gras', 'riz blanc', 'riz cassé', 'atassi', 'watché', 'riz haricot', 'riz au haricot', 'riz aux haricots'], icons: ['fluent:cooked-rice'], label: 'bol de riz', topic: 'cuisine', weight: 95 },
  { keys: ['jollof', 'jollof rice', 'riz jollof'], icons: ['fluent:curry-rice'], label: 'riz jollof', topic: 'cuisine' },
  { keys: ['mafé', 'maafe', 'mafe', 'sauce arachide', "sauce d'arachide", 'sauce d’arachide', 'tigadèguèna', 'tigadeguena'], icons: ['minia:mafe'], label: 'mafé', weight: 110, topic: 'cuisine' },
  { keys: ['sauce graine', 'sauce feuille', 'soupe kandia', 'kandia', 'domoda', 'ragoût', 'sauce', 'soupe', 'ndolé', 'eru', 'foutou', 'fufu', 'tô', 'foufou', 'placali', 'kabato', 'akassa', 'ablo', 'kenkey', 'banku', 'gombo', 'sauce gombo', 'soupe gombo', 'pépé soupe', 'pepper soup'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 90, topic: 'cuisine' },
  // Where one eats out is the table laid, not a pot (« Mon maquis à Yopougon »).
  { keys: ['restaurant', 'restaurants', 'maquis', 'gargote', 'gargotes', 'tangana', 'street food', 'cuisine de rue', 'nourriture de rue', 'mukbang', 'food tour'], icons: ['fluent:fork-and-knife-with-plate', 'fluent:pot-of-food'], label: 'assiette', weight: 85, topic: 'cuisine' },
  // Each country's everyday sauces and pastes under their own names, in the pot: a dish named outranks
  // its price, its city and the meat or leaves it is cooked with (« Skoudehkaris au mouton »).
  { keys: ['kopè', 'sauce kopè', 'babenda', 'fouti', 'boule de mil', 'sauce longue', 'gozo', 'fou-fou', 'kwanga', 'amiwo', 'pâte rouge', 'nyembwe', 'poulet nyembwe', 'romazava', 'ravitoto', 'mtsolola', 'skoudehkaris', 'lablabi', 'achu', 'okok', 'sanga', 'kondré', 'mbongo', 'mbongo tchobi', 'sauce jaune', 'koki', 'kédjénou', 'kedjenou', 'rechta', 'moambe', 'poulet moambe', 'mwambe', 'liboké', 'liboke', 'libokè', 'soupou kandja', 'soupe kandja', 'mbakhal', 'caldou'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 110, topic: 'cuisine' },
  // Leaves cooked as a sauce are greens, not money (« feuilles d’oseille ») nor potatoes (« feuille de patate »).
  { keys: ['feuilles d’oseille', 'feuille d’oseille', 'feuille de patate', 'feuilles de patate', 'feuilles de manioc', 'feuille de manioc', 'saka-saka', 'pondu', 'ngunza', 'ngounza'], icons: ['fluent:leafy-green'], label: 'feuilles', topic: 'cuisine' },
  // The Maghreb's breads and pancakes by name.
  { keys: ['msemen', 'harcha', 'baghrir', 'batbout', 'khobz', 'kesra', 'mhajeb', 'matlouh', 'rghaif', 'galette', 'galettes', 'crêpe', 'crêpes'], icons: ['fluent:flatbread', 'fluent:pancakes'], label: 'galette', weight: 105, topic: 'cuisine' },
  // The Maghreb's feast pastries and fried doughs by name.
  { keys: ['chebakia', 'cornes de gazelle', 'corne de gazelle', 'makroud', 'zlabia', 'baklawa', 'sellou', 'ghribia'], icons: ['fluent:cookie', 'fluent:honey-pot'], label: 'pâtisseries', weight: 105, topic: 'cuisine' },
  { keys: ['sfenj', 'bambalouni', 'ftayer', 'chin-chin', 'chinchin'], icons: ['fluent:doughnut'], label: 'beignet', weight: 105, topic: 'cuisine' },
  // Millet, sorghum and palm beers by name: the mug.
  { keys: ['dolo', 'tchoukoutou', 'tchapalo', 'chapalo', 'bili-bili', 'bilibili', 'pito', 'bandji'], icons: ['fluent:beer-mug', 'fluent:clinking-beer-mugs'], label: 'chope', weight: 105, topic: 'cuisine' },
  { keys: ['kinkeliba', 'kinkéliba', 'infusion', 'infusions', 'tisane', 'tisanes', 'tisane de', 'citronnelle', 'thé de brousse'], icons: ['fluent:teacup-without-handle', 'fluent:hot-beverage'], label: 'tisane', topic: 'cuisine' },
  { keys: ['niébé', 'niebe', 'haricots rouges', 'koki de niébé'], icons: ['fluent:beans'], label: 'haricots', topic: 'cuisine' },
  { keys: ['moringa', 'feuilles de baobab', 'bissap vert'], icons: ['fluent:leafy-green', 'fluent:herb'], label: 'feuilles', topic: 'cuisine' },
  // Home-distilled palm and cane spirits by their names: the glass, not the palm tree.
  { keys: ['sodabi', 'koutoukou', 'akpéteshie', 'distiller', 'distille', 'alambic'], icons: ['fluent:tumbler-glass', 'fluent:alembic'], label: 'verre d’alcool', weight: 110, topic: 'cuisine' },
  // The Maghreb's soups and stews, named: a dish outranks the feast it is eaten at.
  // The Maghreb's soups are served in the bowl, not the pot (« Harira ou chorba : quelle soupe pour le ftour ? »).
  { keys: ['harira', 'chorba', 'chorba frik', 'bissara', 'chorba algérienne'], icons: ['fluent:steaming-bowl', 'fluent:bowl-with-spoon'], label: 'bol de soupe', weight: 110, topic: 'cuisine' },
  { keys: ['tajine', 'tajines', 'tagine', 'couscous royal', 'rfissa', 'tanjia'], icons: ['fluent:pot-of-food'], label: 'marmite', weight: 110, topic: 'cuisine' },
  { keys: ['attiéké', 'attieke', 'garba', 'garbadrome', 'garbadromes', 'atchèkè', 'atcheke', 'atchéké'], icons: ['minia:attieke'], label: 'attiéké', weight: 110, topic: 'cuisine' },
  { keys: ['couscous', 'thiakry', 'fonio', 'lakh', 'ngalakh', 'sombi', 'dèguè', 'dégué', 'bouillie', 'thiéré', 'thiéré mboum', 'tiéré', 'bouillie de mil', 'bouillie de maïs'], icons: ['fluent:steaming-bowl'], label: 'bol de semoule', topic: 'cuisine' },
  { keys: ['alloco', 'aloko', 'banane plantain', 'plantain', 'plantains', 'dodo', 'claclo', 'klaklo', 'kaklo'], icons: ['minia:alloco'], label: 'alloco', weight: 110, topic: 'cuisine' },
  { keys: ['banane', 'bananes'], icons: ['fluent:banana'], label: 'banane', topic: 'cuisine' },
  { keys: ['yassa', 'poulet yassa', 'yassa poulet'], icons: ['minia:yassa'], label: 'yassa', weight: 110, topic: 'cuisine' },
  { keys: ['poulet', 'poulet braisé', 'poulet dg', 'chicken', 'kfc'], icons: ['fluent:poultry-leg'], label: 'cuisse de poulet', topic: 'cuisine' },
  { keys: ['oignon', 'oignons'], icons: ['fluent:onion'], label: 'oignon', topic: 'cuisine' },
  { keys: ['pastel', 'pastels', 'fataya', 'beignet', 'beignets', 'samossa', 'puff puff', 'puff-puff', 'gbofloto', 'gboflotto', 'botokoin', 'mikate', 'mikaté', 'briouate', 'briouates'], icons: ['fluent:dumpling'], label: 'beignets', topic: 'cuisine' },
  { keys: ['bissap', 'jus de bissap', 'jus d’oseille', 'zobo', 'foléré'], icons: ['minia:bissap'], label: 'jus de bissap', weight: 110, topic: 'cuisine' },
  { keys: ['jus', 'gingembre', 'bouye', 'jus de bouye', 'pain de singe', 'tamarin', 'jus de tamarin', 'cocktail', 'boisson', 'boissons', 'smoothie', 'gnamakoudji', 'gnamankoudji', 'jus de gingembre', 'sucrerie', 'sucreries', 'soda', 'sodas', 'coca', 'fanta'], icons: ['fluent:tropical-drink', 'fluent:cup-with-straw'], label: 'boisson', topic: 'cuisine' },
  { keys: ['café touba', 'cafe touba', 'café', 'cafe', 'thé', 'ataya', 'nescafé'], icons: ['fluent:hot-beverage'], label: 'boisson chaude', topic: 'cuisine' },
  { keys: ['poisson', 'poisson braisé', 'braisé', 'capitaine', 'tilapia', 'thiof', 'yaboye', 'poisson fumé', 'carpe', 'carpes', 'carpe braisée', 'maquereau', 'sardinelle', 'sardinelles', 'makayabu', 'guedj', 'guèdj', 'sardine', 'sardines', 'silure', 'silures', 'ndakala', 'poisson salé'], icons: ['fluent:fish'], label: 'poisson', topic: 'cuisine' },
  { keys: ['brochette', 'brochettes', 'viande', 'viandes', 'viande grillée', 'grillade', 'grillades', 'dibi', 'dibiterie', 'dibiteries', 'choukouya', 'soya', 'suya', 'agneau', 'méchoui', 'côtelette', 'côtelettes', 'barbecue', 'kilishi', 'kilichi', 'khlii', 'khlia', 'viande séchée', 'gibier', 'porc braisé', 'porc au four', 'porc grillé', 'viande de porc', 'mouton braisé', 'mouton grillé', 'mouton rôti'], icons: ['fluent:meat-on-bone', 'fluent:cut-of-meat'], label: 'viande grillée', topic: 'cuisine' },
  { keys: ['sandwich', 'sandwichs', 'sandwiches', 'chawarma', 'chawarmas', 'shawarma', 'shawarmas', 'kebab', 'kebabs', 'tacos', 'pain thon', 'pain-thon', 'pain au thon', 'pain chargé', 'ndambé', 'pain ndambé'], icons: ['fluent:stuffed-flatbread', 'fluent:sandwich'], label: 'sandwich', topic: 'cuisine' },
  { keys: ['pâte d’arachide', "pâte d'arachide", 'beurre de cacahuète', 'beurre d’arachide'], icons: ['fluent:peanuts'], label: 'arachides', topic: 'cuisine' },
  { keys: ['piment', 'piments', 'pili-pili', 'pilipili', 'pili pili'], icons: ['fluent:hot-pepper'], label: 'piment', topic: 'cuisine' },
  { keys: ['poivron', 'poivrons'], icons: ['fluent:bell-pepper', 'fluent:hot-pepper'], label: 'poivron', topic: 'cuisine' },
  { keys: ['igname', 'ignames', 'patate douce', 'patates douces', 'manioc'], icons: ['fluent:roasted-sweet-potato'], label: 'tubercule', topic: 'cuisine' },
  { keys: ['pomme de terre', 'pommes de terre', 'patate', 'patates', 'frites'], icons: ['fluent:potato', 'fluent:french-fries'], label: 'pomme de terre', topic: 'cuisine' },
  { keys: ['noix de coco', 'coco', 'cocotier', 'cocotiers'], icons: ['fluent:coconut'], label: 'noix de coco', topic: 'cuisine' },
  // Tasting frames the title as food, whatever is tasted (« dégustation de mangues »).
  { keys: ['dégustation', 'dégustations', 'je goûte', 'on goûte', 'goûter', 'je déguste'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },
  // Manioc sticks named without a drawing of their own: the title is about food whatever is drawn.
  { keys: ['couac', 'chikwangue', 'bâton de manioc', 'miondo', 'bobolo'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },
  { keys: ['recette', 'recettes', 'cuisine', 'cuisiner', 'je cuisine', 'cuisson', 'plat', 'repas', 'dîner', 'déjeuner', 'petit déjeuner', 'j’ai cuisiné', 'on a cuisiné'], icons: ['fluent:pot-of-food'], label: 'plat cuisiné', weight: 85, topic: 'cuisine' },
  { keys: ['cuisinier', 'cuisinière', 'chef cuisinier', 'cheffe', 'traiteur'], icons: ['fluent:cook'], label: 'cuisinier', kind: 'person', topic: 'cuisine' },
  { keys: ['burger', 'hamburger', 'fast food', 'fast-food', 'mcdo'], icons: ['fluent:hamburger'], label: 'hamburger', topic: 'cuisine' },
  { keys: ['gâteau', 'gateau', 'cake', 'pâtisserie'], icons: ['fluent:shortcake', 'fluent:birthday-cake'], label: 'gâteau', topic: 'cuisine' },
  { keys: ['pain', 'baguette', 'boulangerie', 'boulanger', 'tapalapa'], icons: ['fluent:baguette-bread'], label: 'baguette', topic: 'cuisine' },
  { keys: ['oeuf', 'œuf', 'omelette'], icons: ['fluent:egg'], label: 'œuf', topic: 'cuisine' },
  { keys: ['pâtes', 'spaghetti', 'spaghettis', 'macaroni', 'macaronis', 'lasagnes'], icons: ['fluent:spaghetti'], label: 'spaghettis', topic: 'cuisine' },
  { keys: ['salade', 'salades'], icons: ['fluent:green-salad'], label: 'salade', topic: 'cuisine' },
  { keys: ['salade de fruits', 'fruits', 'fruit', 'ananas', 'pastèque'], icons: ['fluent:pineapple', 'fluent:watermelon'], label: 'fruits', topic: 'cuisine' },
  { keys: ['lait', 'lait caillé', 'lait de chamelle', 'yaourt', 'rayeb', 'raïb', 'lben'], icons: ['fluent:glass-of-milk'], label: 'verre de lait', topic: 'cuisine' },
  { keys: ['bière', 'bières'], icons: ['fluent:beer-mug'], label: 'bière', topic: 'cuisine' },
  { keys: ['tomate', 'tomates', 'tomate fraîche'], icons: ['fluent:tomato'], label: 'tomate', topic: 'cuisine' },
  { keys: ['carotte', 'carottes', 'chou', 'choux', 'salade', 'laitue'], icons: ['fluent:carrot', 'fluent:leafy-green'], label: 'légumes', topic: 'cuisine' },
  { keys: ['aubergine', 'aubergines'], icons: ['fluent:eggplant', 'fluent:carrot'], label: 'aubergine', topic: 'cuisine' },
  { keys: ['concombre', 'concombres'], icons: ['fluent:cucumber', 'fluent:leafy-green'], label: 'concombre', topic: 'cuisine' },
  { keys: ['gari', 'garri', 'eba', 'tapioca', 'semoule de manioc', 'farine de manioc', 'couac'], icons: ['fluent:bowl-with-spoon', 'fluent:steaming-bowl'], label: 'gari', topic: 'cuisine' },
  { keys: ['huile', 'huiles', 'huile rouge', 'bidon d’huile', 'sucre', 'farine', 'lait en poudre', 'bocal', 'bocaux'], icons: ['fluent:jar'], label: 'bocal', weight: 80, topic: 'cuisine' },
  { keys: ['verre', 'verres', 'gobelet', 'gobelets'], icons: ['fluent:tumbler-glass', 'fluent:cup-with-straw'], label: 'verre', weight: 80, topic: 'cuisine' },
  { keys: ['chocolat', 'chocolats', 'tablette de chocolat'], icons: ['fluent:chocolate-bar'], label: 'chocolat', topic: 'cuisine' },
  { keys: ['vin', 'vins', 'du bangui'], icons: ['fluent:wine-glass'], label: 'verre de vin', topic: 'cuisine' },
  { keys: ['noix de cola', 'cola', 'kola', 'colas', 'goro'], icons: ['fluent:chestnut'], label: 'noix de cola', topic: 'cuisine' },
  // The fruit, when the title's other words are food (the lawyer otherwise: see the justice family)
  { keys: ['avocat', 'avocats', 'jus d’avocat', 'salade d’avocat'], icons: ['fluent:avocado'], label: 'avocat', weight: 95, topic: 'cuisine' },
  // Seafood by name: the shrimp on a plate, not the beach (« Crevettes à Abidjan »).
  { keys: ['crevette', 'crevettes', 'gambas', 'langouste', 'langoustes'], icons: ['fluent:shrimp'], label: 'crevette', topic: 'cuisine' },
  // A crab alone is caught on the shore (« La chasse aux crabes la nuit »); cooked, it is a dish.
  { keys: ['crabe', 'crabes'], icons: ['fluent:crab'], label: 'crabe', topic: 'plage' },
  { keys: ['crabe farci', 'crabes farcis', 'sauce crabe', 'sauce aux crabes', 'crabe braisé', 'crabes braisés', 'crabe grillé', 'crabes grillés'], icons: ['fluent:crab'], label: 'crabe', weight: 105, topic: 'cuisine' },
  { keys: ['huître', 'huîtres', 'fruits de mer'], icons: ['fluent:oyster', 'fluent:shrimp'], label: 'fruits de mer', topic: 'cuisine' },
  // Fermented seeds and stock cubes season every sauce: the jar they are kept in (« cube Maggi » names any cube).
  { keys: ['soumbala', 'soumbara', 'nététou', 'netetou', 'dawadawa', 'cube maggi', 'cubes maggi', 'maggi', 'bouillon cube', 'cube de bouillon', 'cubes de bouillon', 'mayonnaise', 'ketchup'], icons: ['fluent:jar', 'fluent:salt'], label: 'condiment', weight: 105, topic: 'cuisine' },
  // Wagashi is the Fulani cheese of Benin.
  { keys: ['fromage', 'fromages', 'wagashi', 'wagassi'], icons: ['fluent:cheese-wedge'], label: 'fromage', topic: 'cuisine' },
  { keys: ['pastilla', 'bastilla', 'pastilla au poulet', 'pastilla aux fruits de mer', 'tourte', 'quiche'], icons: ['fluent:pie'], label: 'tourte', weight: 105, topic: 'cuisine' },
  // « glace » alone is a mirror or ice as often: only its unambiguous names.
  { keys: ['crème glacée', 'crèmes glacées', 'ice cream', 'sorbet', 'sorbets', 'gelato'], icons: ['fluent:ice-cream', 'fluent:soft-ice-cream'], label: 'glace', weight: 105, topic: 'cuisine' },
  { keys: ['popcorn', 'pop-corn', 'pop corn'], icons: ['fluent:popcorn'], label: 'popcorn', topic: 'cuisine' },
  // Eating, said as titles say it (« On a mangé à Cocody », « Je mange que du riz »): a genre word, a dish named outranks it.
  { keys: ['manger', 'je mange', 'on mange', 'tu manges', 'j’ai mangé', 'on a mangé', 'nous avons mangé', 'ils mangent', 'mangez'], icons: ['fluent:fork-and-knife-with-plate'], label: 'assiette', weight: 75, topic: 'cuisine' },
  // Breakfast is food, whatever is on the plate
  { keys: ['petit déj', 'petit-déj', 'petit déjeuner', 'petit-déjeuner', 'mon petit déj'], icons: [], label: '', topic: 'cuisine', frame: 'anywhere' },
  // A sack of rice is rice, not a handbag, and above the price it reached (« Le sac de riz passe à 22 000 F »).
  { keys: ['sac de riz', 'sacs de riz', 'tonne de riz'], icons: ['fluent:cooked-rice', 'fluent:sheaf-of-rice'], label: 'bol de riz', weight: 100, topic: 'cuisine' },
];
