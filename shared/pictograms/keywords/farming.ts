/** Farming, livestock and animals. */
import type { CuratedKeyword } from './curated-keyword';

export const FARMING_KEYWORDS: CuratedKeyword[] = [
  // « maïs » folds to the stop word « mais » (but): only its phrases can name it.
  { keys: ['maïs', 'épi de maïs', 'épis de maïs', 'maïs grillé', 'maïs grillés', 'farine de maïs', 'champ de maïs', 'champs de maïs', 'récolte de maïs', 'culture du maïs', 'culture de maïs', 'maïs frais', 'du maïs', 'le maïs'], icons: ['fluent:ear-of-corn', 'fluent:seedling'], label: 'épi de maïs', weight: 105, topic: 'agriculture' },
  { keys: ['mil', 'sorgho', 'riz paddy', 'rizière', 'rizières', 'blé', 'riziculture', 'riziculteur', 'riziculteurs'], icons: ['fluent:sheaf-of-rice'], label: 'gerbe de céréales', topic: 'agriculture' },
  // Agriculture and livestock
  // Farming words frame the title; the crop or the animal it names is its subject (« ma récolte d’arachide »).
  { keys: ['agriculture', 'agriculteur', 'agricultrice', 'agriculteurs', 'paysan', 'paysans', 'cultiver', 'maraîchage', 'maraîcher', 'cultivateur', 'planteur', 'planteurs', 'cacaoculteur', 'cacaoculteurs', 'caféiculteur', 'agrobusiness', 'agro-business', 'agripreneur', 'agripreneurs', 'labour', 'labourer', 'labourage', 'je laboure', 'défricher', 'défrichage', 'sarcler', 'sarclage', 'désherber', 'désherbage', 'maraîchère', 'maraîchères'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', topic: 'agriculture', frame: 'anywhere' },
  { keys: ['champ', 'champs', 'ferme', 'fermes', 'plantation', 'plantations', 'récolte', 'récoltes', 'semis', 'coton', 'champs de coton', 'champ de coton', 'cotonculteur', 'cotonculteurs', 'récolter', 'je récolte', 'j’ai récolté', 'on a récolté', 'nous avons récolté'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', weight: 90, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['élevage', 'élevages', 'élever', 'éleveur', 'éleveurs', 'éleveuse', 'j’élève des', 'élève des', 'bergerie', 'embouche', 'engraissement'], icons: ['fluent:chicken'], label: 'poule', weight: 80, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['cacao', 'reboisement', 'cabosse', 'cabosses', 'fèves de cacao', 'pépinière', 'pépinières', 'pépiniériste', 'bouture', 'boutures', 'jeunes plants', 'verger', 'vergers', 'bananeraie', 'bananeraies'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse', topic: 'agriculture' },
  // Planting and sowing say the field, not the crop: the crop named outranks them (« J’ai planté 2 hectares de maïs »).
  { keys: ['planter', 'je plante', 'j’ai planté', 'on a planté', 'semer', 'je sème', 'j’ai semé', 'on a semé'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse', weight: 85, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['potager', 'jardin', 'jardinage', 'semences'], icons: ['fluent:seedling', 'fluent:tomato'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['mangue', 'mangues'], icons: ['fluent:mango'], label: 'mangue', topic: 'agriculture' },
  // Chickens counted or kept are alive (« mes 500 poulets de chair »); a chicken alone is a dish.
  { keys: ['poules', 'poule', 'poulets', '# poulets', 'mes poulets', 'nos poulets', 'poulet de chair', 'poulets de chair', 'poulailler', 'volaille', 'volailles', 'pondeuses', 'poules pondeuses', 'poussin', 'poussins', 'couveuse', 'couveuses', 'provende'], icons: ['fluent:chicken', 'fluent:baby-chick'], label: 'poule', topic: 'agriculture' },
  { keys: ['coq', 'coqs'], icons: ['fluent:rooster', 'fluent:chicken'], label: 'coq', topic: 'agriculture' },
  { keys: ['arachide', 'arachides', 'cacahuète', 'cacahuètes', 'noix de cajou'], icons: ['fluent:peanuts'], label: 'arachides', topic: 'agriculture' },
  { keys: ['lapin', 'lapins', 'cuniculture'], icons: ['fluent:rabbit'], label: 'lapin', topic: 'agriculture' },
  { keys: ['chèvre', 'chèvres', 'bouc', 'cabri', 'caprin', 'caprins'], icons: ['fluent:goat'], label: 'chèvre', topic: 'agriculture' },
  { keys: ['chameau', 'chamelle', 'chameaux', 'dromadaire'], icons: ['fluent:camel'], label: 'chameau', topic: 'agriculture' },
  { keys: ['vache', 'vaches', 'boeuf', 'bœuf', 'bétail', 'troupeau', 'vache laitière', 'vaches laitières', 'veau', 'veaux', 'génisse', 'génisses', 'transhumance', 'marché à bétail', 'marché de bétail', 'bovin', 'bovins'], icons: ['fluent:cow'], label: 'vache', topic: 'agriculture' },
  { keys: ['zébu', 'zébus', 'buffle', 'buffles', 'taureau', 'taureaux', 'culture attelée', 'bœufs de trait', 'boeufs de trait', 'bœufs de labour'], icons: ['fluent:ox', 'fluent:cow'], label: 'zébu', topic: 'agriculture' },
  { keys: ['datte', 'dattes', 'dattier', 'dattiers', 'deglet nour', 'palmeraie', 'palmeraies', 'oasis'], icons: ['fluent:palm-tree'], label: 'palmier dattier', topic: 'agriculture' },
  { keys: ['ylang-ylang', 'ylang ylang', 'girofle', 'clou de girofle', 'clous de girofle', 'jasmin'], icons: ['fluent:blossom', 'fluent:herb'], label: 'fleur à parfum', topic: 'agriculture' },
  { keys: ['tracteur', 'machine agricole', 'motoculteur', 'motoculteurs', 'moissonneuse', 'moissonneuse-batteuse', 'décortiqueuse'], icons: ['fluent:tractor'], label: 'tracteur', topic: 'agriculture' },
  // Everyday words of creators the sets name weakly or not at all, each with its topic
  { keys: ['cheval', 'chevaux', 'cavalier', 'cavaliers', 'cavalière', 'cavalières', 'course de chevaux', 'âne', 'ânes', 'charrette'], icons: ['fluent:horse', 'fluent:donkey'], label: 'cheval', topic: 'agriculture' },
  { keys: ['porc', 'porcs', 'cochon', 'cochons', 'porcherie', 'porcheries'], icons: ['fluent:pig'], label: 'cochon', topic: 'agriculture' },
  { keys: ['pintade', 'pintades', 'dinde', 'dindes', 'canard', 'canards'], icons: ['fluent:turkey', 'fluent:duck'], label: 'volaille', topic: 'agriculture' },
  { keys: ['pisciculture', 'bassin de poissons', 'étang', 'alevins'], icons: ['fluent:fish', 'fluent:tropical-fish'], label: 'poisson', topic: 'agriculture' },
  { keys: ['apiculture', 'apiculteur', 'abeille', 'abeilles', 'ruche', 'ruches', 'miel'], icons: ['fluent:honeybee', 'fluent:honey-pot'], label: 'abeille', topic: 'agriculture' },
  { keys: ['huile de palme', 'palmier à huile', 'palmiers à huile', 'vin de palme'], icons: ['fluent:palm-tree'], label: 'palmier', topic: 'agriculture' },
  { keys: ['machette', 'machettes', 'coupe-coupe', 'hache', 'haches', 'houe', 'houes', 'daba', 'dabas', 'outils agricoles'], icons: ['fluent:axe', 'fluent:pick'], label: 'outil des champs', topic: 'agriculture' },
  // Snails raised, volcanoes and earthquakes
  { keys: ['escargot', 'escargots', 'escargots géants', 'achatine', 'achatines', 'héliciculture'], icons: ['fluent:snail'], label: 'escargot', weight: 110, topic: 'agriculture' },
  // Sheep kept all year: the ram of the feast is the faith file's (« mouton », « bélier », « ladoum »).
  { keys: ['berger', 'bergers', 'bergère', 'brebis', 'élevage de moutons', 'élevage ovin', 'ovin', 'ovins'], icons: ['fluent:ewe', 'fluent:ram'], label: 'brebis', topic: 'agriculture' },
  // Grasscutters are raised for their meat across the coast; the beaver is the nearest drawing.
  { keys: ['aulacode', 'aulacodes', 'agouti', 'agoutis', 'aulacodiculture'], icons: ['fluent:beaver', 'fluent:rat'], label: 'aulacode', weight: 105, topic: 'agriculture' },
  { keys: ['vétérinaire', 'vétérinaires'], icons: ['fluent:health-worker', 'fluent:cow'], label: 'vétérinaire', kind: 'person', topic: 'agriculture' },
  { keys: ['criquet', 'criquets', 'sauterelle', 'sauterelles', 'invasion de criquets'], icons: ['fluent:cricket'], label: 'criquet', weight: 105, topic: 'agriculture' },
  // What feeds and guards a field.
  { keys: ['engrais', 'fumier', 'compost', 'fertilisant', 'fertilisants', 'npk', 'pesticide', 'pesticides', 'herbicide', 'herbicides'], icons: ['fluent:seedling', 'fluent:farmer'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['irrigation', 'irriguer', 'goutte-à-goutte', 'goutte à goutte', 'arrosage', 'arroser', 'j’arrose', 'système d’irrigation'], icons: ['fluent:seedling', 'fluent:droplet'], label: 'jeune pousse', topic: 'agriculture' },
  // Nets and lines are the fisher's (the places file owns « pêche » and the shore): not a goal net.
  { keys: ['filet de pêche', 'filets de pêche', 'partie de pêche', 'pêche à la ligne', 'hameçon', 'hameçons', 'mareyeuse', 'mareyeuses', 'mareyeur', 'mareyeurs'], icons: ['fluent:fishing-pole', 'fluent:fish'], label: 'canne à pêche', weight: 110, topic: 'plage' },
  { keys: ['ostréiculture', 'ostréiculteur', 'ostréicultrice', 'ostréicultrices', 'parc à huîtres'], icons: ['fluent:oyster'], label: 'huître', weight: 105, topic: 'agriculture' },
  // Hectares are a farm's.
  { keys: ['hectare', 'hectares', 'mon champ de'], icons: ['fluent:seedling', 'fluent:farmer'], label: 'pousse', weight: 90, topic: 'agriculture', frame: 'anywhere' },
  // A crop's growing that opens the title is farming, whatever the crop's topic (« Culture du piment à Kindia »).
  { keys: ['culture du', 'culture de la', 'culture des', 'la culture du', 'la culture de la', 'la culture des'], icons: [], label: '', topic: 'agriculture', frame: 'anywhere' },
  // Tree crops are the tree, grown or harvested (« Ma première récolte d’anacarde à Korhogo »).
  { keys: ['arbre', 'arbres', 'manguier', 'manguiers', 'anacarde', 'anacardes', 'cajou', 'hévéa', 'hévéas'], icons: ['fluent:deciduous-tree', 'fluent:seedling'], label: 'arbre', topic: 'agriculture' },
];
