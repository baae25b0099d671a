/** Farming, livestock and animals. */
import type { CuratedKeyword } from './curated-keyword';

export const FARMING_KEYWORDS: CuratedKeyword[] = [
  // « maïs » folds to the stop word « mais » (but): only its phrases can name it.
  { keys: ['maïs', 'épi de maïs', 'épis de maïs', 'maïs grillé', 'maïs grillés', 'farine de maïs', 'champ de maïs', 'champs de maïs', 'récolte de maïs', 'culture du maïs', 'culture de maïs', 'maïs frais', 'du maïs', 'le maïs'], icons: ['fluent:ear-of-corn', 'fluent:seedling'], label: 'épi de maïs', weight: 105, topic: 'agriculture' },
  { keys: ['mil', 'sorgho', 'riz paddy', 'rizière', 'rizières', 'blé'], icons: ['fluent:sheaf-of-rice'], label: 'gerbe de céréales', topic: 'agriculture' },
  // Agriculture and livestock
  // Farming words frame the title; the crop or the animal it names is its subject (« ma récolte d’arachide »).
  { keys: ['agriculture', 'agriculteur', 'agricultrice', 'agriculteurs', 'paysan', 'paysans', 'cultiver', 'maraîchage', 'maraîcher', 'cultivateur'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', topic: 'agriculture', frame: 'anywhere' },
  { keys: ['champ', 'champs', 'ferme', 'fermes', 'plantation', 'plantations', 'récolte', 'récoltes', 'semis', 'coton', 'champs de coton', 'champ de coton', 'cotonculteur', 'cotonculteurs'], icons: ['fluent:farmer', 'fluent:seedling'], label: 'agriculteur', kind: 'person', weight: 90, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['élevage', 'élevages', 'élever', 'éleveur', 'éleveurs', 'éleveuse', 'j’élève des', 'élève des', 'bergerie', 'embouche', 'engraissement'], icons: ['fluent:chicken'], label: 'poule', weight: 80, topic: 'agriculture', frame: 'anywhere' },
  { keys: ['planter', 'je plante', 'arbre', 'arbres', 'manguier', 'manguiers', 'anacarde', 'cajou', 'cacao', 'hévéa', 'reboisement'], icons: ['fluent:seedling', 'fluent:deciduous-tree'], label: 'jeune pousse', topic: 'agriculture' },
  { keys: ['potager', 'jardin', 'jardinage', 'semences'], icons: ['fluent:seedling', 'fluent:tomato'], label: 'jeune pousse', topic: 'agriculture' },
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
  { keys: ['tracteur', 'machine agricole'], icons: ['fluent:tractor'], label: 'tracteur', topic: 'agriculture' },
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
  // Hectares are a farm's.
  { keys: ['hectare', 'hectares', 'mon champ de'], icons: ['fluent:seedling', 'fluent:farmer'], label: 'pousse', weight: 90, topic: 'agriculture', frame: 'anywhere' },
];
