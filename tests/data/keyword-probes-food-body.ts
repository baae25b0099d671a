import type { TopicId } from '../../shared/engine/model/topics';

/**
 * Words and short phrases creators of francophone Africa put in titles about food, farming, health
 * and beauty, each with the pictograms a creator would accept (best first) and the topic whose scene
 * belongs behind it. Written before reading what the matcher does with them; the test puts each in
 * title frames (`noun` words in « Le prix de … », `verb` forms in « … pour la première fois »).
 */
export interface KeywordProbe {
  word: string;
  kind: 'noun' | 'verb';
  accept: string[];
  topic: TopicId;
}

const pot = ['fluent:pot-of-food', 'fluent:shallow-pan-of-food', 'fluent:steaming-bowl'];
const fritter = ['fluent:dumpling', 'fluent:falafel', 'fluent:doughnut'];
const fish = ['fluent:fish'];
const meat = ['fluent:meat-on-bone', 'fluent:cut-of-meat'];
const meal = ['fluent:fork-and-knife-with-plate', 'fluent:pot-of-food', 'fluent:fork-and-knife'];
const farmer = ['fluent:farmer', 'fluent:seedling', 'fluent:tractor'];
const sprout = ['fluent:seedling', 'fluent:farmer', 'fluent:sheaf-of-rice'];
const sheep = ['fluent:ram', 'fluent:ewe'];
const fishing = ['fluent:fishing-pole', 'fluent:fish', 'fluent:canoe'];
const doctor = ['fluent:stethoscope', 'fluent:health-worker', 'fluent:hospital'];
const fever = ['fluent:face-with-thermometer', 'fluent:thermometer', 'fluent:stethoscope'];
const pill = ['fluent:pill', 'fluent:herb'];
const herb = ['fluent:herb', 'fluent:leafy-green', 'fluent:pill'];
const pregnant = ['fluent:pregnant-woman', 'fluent:baby', 'fluent:hospital'];
const blood = ['fluent:drop-of-blood', 'fluent:syringe'];
const slim = ['fluent:green-salad', 'fluent:person-running'];
const braids = ['fluent:woman-getting-haircut', 'fluent:woman-curly-hair'];
const hair = ['fluent:woman-curly-hair', 'fluent:woman-getting-haircut'];
const lotion = ['fluent:lotion-bottle', 'fluent:soap'];
const makeup = ['fluent:lipstick'];
const nails = ['fluent:nail-polish'];
const cloth = ['fluent:dress', 'fluent:kimono', 'fluent:t-shirt'];
const sewing = ['fluent:sewing-needle', 'fluent:thread', 'fluent:dress'];

export const FOOD_PROBES: KeywordProbe[] = [
  { word: 'claclo', kind: 'noun', accept: ['minia:alloco', ...fritter], topic: 'cuisine' },
  { word: 'gbofloto', kind: 'noun', accept: fritter, topic: 'cuisine' },
  { word: 'beignets haricots', kind: 'noun', accept: fritter, topic: 'cuisine' },
  { word: 'mikate', kind: 'noun', accept: fritter, topic: 'cuisine' },
  { word: 'briouates', kind: 'noun', accept: fritter, topic: 'cuisine' },
  { word: 'bouillie de mil', kind: 'noun', accept: ['fluent:steaming-bowl', 'fluent:bowl-with-spoon'], topic: 'cuisine' },
  { word: 'thiéré', kind: 'noun', accept: ['fluent:steaming-bowl'], topic: 'cuisine' },
  { word: 'atchèkè', kind: 'noun', accept: ['minia:attieke'], topic: 'cuisine' },
  { word: 'garba', kind: 'noun', accept: ['minia:attieke'], topic: 'cuisine' },
  { word: 'placali', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'sauce claire', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'sauce pistache', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'sauce djoumblé', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'poulet moambe', kind: 'noun', accept: [...pot, 'fluent:poultry-leg'], topic: 'cuisine' },
  { word: 'moambe', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'liboké', kind: 'noun', accept: [...fish, ...pot], topic: 'cuisine' },
  { word: 'makayabu', kind: 'noun', accept: fish, topic: 'cuisine' },
  { word: 'guedj', kind: 'noun', accept: fish, topic: 'cuisine' },
  { word: 'sardines', kind: 'noun', accept: [...fish, 'fluent:canned-food'], topic: 'cuisine' },
  { word: 'silure', kind: 'noun', accept: fish, topic: 'cuisine' },
  { word: 'crevettes', kind: 'noun', accept: ['fluent:shrimp'], topic: 'cuisine' },
  { word: 'crabes', kind: 'noun', accept: ['fluent:crab'], topic: 'cuisine' },
  { word: 'huîtres', kind: 'noun', accept: ['fluent:oyster'], topic: 'cuisine' },
  { word: 'kilishi', kind: 'noun', accept: meat, topic: 'cuisine' },
  { word: 'viande de brousse', kind: 'noun', accept: meat, topic: 'cuisine' },
  { word: 'khlii', kind: 'noun', accept: meat, topic: 'cuisine' },
  { word: 'poulet bicyclette', kind: 'noun', accept: ['fluent:poultry-leg', 'fluent:chicken'], topic: 'cuisine' },
  { word: 'poulet télévisé', kind: 'noun', accept: ['fluent:poultry-leg'], topic: 'cuisine' },
  { word: 'riz au gras', kind: 'noun', accept: ['fluent:cooked-rice', 'fluent:curry-rice'], topic: 'cuisine' },
  { word: 'atassi', kind: 'noun', accept: ['fluent:cooked-rice', 'fluent:beans'], topic: 'cuisine' },
  { word: 'soumbala', kind: 'noun', accept: ['fluent:jar', ...pot], topic: 'cuisine' },
  { word: 'cube Maggi', kind: 'noun', accept: ['fluent:salt', 'fluent:jar', ...pot], topic: 'cuisine' },
  { word: 'pili-pili', kind: 'noun', accept: ['fluent:hot-pepper'], topic: 'cuisine' },
  { word: 'wagashi', kind: 'noun', accept: ['fluent:cheese-wedge'], topic: 'cuisine' },
  { word: 'fromage', kind: 'noun', accept: ['fluent:cheese-wedge'], topic: 'cuisine' },
  { word: 'pizza', kind: 'noun', accept: ['fluent:pizza'], topic: 'cuisine' },
  { word: 'croissants', kind: 'noun', accept: ['fluent:croissant'], topic: 'cuisine' },
  { word: 'pastilla', kind: 'noun', accept: ['fluent:pie', ...pot], topic: 'cuisine' },
  { word: 'crème glacée', kind: 'noun', accept: ['fluent:ice-cream', 'fluent:soft-ice-cream'], topic: 'cuisine' },
  { word: 'bonbons', kind: 'noun', accept: ['fluent:candy', 'fluent:lollipop'], topic: 'cuisine' },
  { word: 'popcorn', kind: 'noun', accept: ['fluent:popcorn'], topic: 'cuisine' },
  { word: 'gnamakoudji', kind: 'noun', accept: ['fluent:tropical-drink', 'fluent:cup-with-straw'], topic: 'cuisine' },
  { word: 'eau de coco', kind: 'noun', accept: ['fluent:coconut', 'fluent:tropical-drink'], topic: 'cuisine' },
  { word: 'thé à la menthe', kind: 'noun', accept: ['fluent:teacup-without-handle', 'fluent:hot-beverage', 'fluent:teapot'], topic: 'cuisine' },
  { word: 'rayeb', kind: 'noun', accept: ['fluent:glass-of-milk'], topic: 'cuisine' },
  { word: 'street food', kind: 'noun', accept: [...meal, 'fluent:stuffed-flatbread'], topic: 'cuisine' },
  { word: 'mukbang', kind: 'noun', accept: meal, topic: 'cuisine' },
  { word: 'j’ai cuisiné', kind: 'verb', accept: meal, topic: 'cuisine' },
  { word: 'on a mangé', kind: 'verb', accept: meal, topic: 'cuisine' },
  { word: 'je mange', kind: 'verb', accept: meal, topic: 'cuisine' },
];

export const FARMING_PROBES: KeywordProbe[] = [
  { word: 'moutons', kind: 'noun', accept: sheep, topic: 'agriculture' },
  { word: 'ladoum', kind: 'noun', accept: sheep, topic: 'agriculture' },
  { word: 'bélier', kind: 'noun', accept: sheep, topic: 'agriculture' },
  { word: 'berger', kind: 'noun', accept: [...sheep, 'fluent:farmer'], topic: 'agriculture' },
  { word: 'transhumance', kind: 'noun', accept: ['fluent:cow', 'fluent:ox'], topic: 'agriculture' },
  { word: 'marché à bétail', kind: 'noun', accept: ['fluent:cow', 'fluent:ox', ...sheep], topic: 'agriculture' },
  { word: 'taureau', kind: 'noun', accept: ['fluent:ox', 'fluent:cow', 'fluent:water-buffalo'], topic: 'agriculture' },
  { word: 'vache laitière', kind: 'noun', accept: ['fluent:cow'], topic: 'agriculture' },
  { word: 'aulacodes', kind: 'noun', accept: ['fluent:beaver', 'fluent:rat'], topic: 'agriculture' },
  { word: 'vétérinaire', kind: 'noun', accept: ['fluent:health-worker', 'fluent:cow', 'fluent:stethoscope'], topic: 'agriculture' },
  { word: 'pêcheurs', kind: 'noun', accept: fishing, topic: 'plage' },
  { word: 'filet de pêche', kind: 'noun', accept: fishing, topic: 'plage' },
  { word: 'partie de pêche', kind: 'noun', accept: fishing, topic: 'plage' },
  { word: 'élevage de silures', kind: 'noun', accept: fish, topic: 'agriculture' },
  { word: 'criquets', kind: 'noun', accept: ['fluent:cricket'], topic: 'agriculture' },
  { word: 'engrais', kind: 'noun', accept: sprout, topic: 'agriculture' },
  { word: 'fumier', kind: 'noun', accept: sprout, topic: 'agriculture' },
  { word: 'pesticides', kind: 'noun', accept: sprout, topic: 'agriculture' },
  { word: 'irrigation', kind: 'noun', accept: ['fluent:droplet', ...sprout], topic: 'agriculture' },
  { word: 'goutte-à-goutte', kind: 'noun', accept: ['fluent:droplet', ...sprout], topic: 'agriculture' },
  { word: 'pépinière', kind: 'noun', accept: sprout, topic: 'agriculture' },
  { word: 'boutures', kind: 'noun', accept: sprout, topic: 'agriculture' },
  { word: 'cacaoculteur', kind: 'noun', accept: farmer, topic: 'agriculture' },
  { word: 'planteurs', kind: 'noun', accept: farmer, topic: 'agriculture' },
  { word: 'cabosses', kind: 'noun', accept: [...sprout, 'fluent:deciduous-tree'], topic: 'agriculture' },
  { word: 'agrobusiness', kind: 'noun', accept: farmer, topic: 'agriculture' },
  { word: 'motoculteur', kind: 'noun', accept: ['fluent:tractor'], topic: 'agriculture' },
  { word: 'culture attelée', kind: 'noun', accept: ['fluent:ox', 'fluent:cow', 'fluent:farmer'], topic: 'agriculture' },
  { word: 'labourer', kind: 'verb', accept: farmer, topic: 'agriculture' },
  { word: 'défricher', kind: 'verb', accept: ['fluent:axe', ...farmer], topic: 'agriculture' },
  { word: 'j’ai récolté', kind: 'verb', accept: [...farmer, 'fluent:sheaf-of-rice'], topic: 'agriculture' },
  { word: 'on a semé', kind: 'verb', accept: sprout, topic: 'agriculture' },
  { word: 'j’ai planté', kind: 'verb', accept: [...sprout, 'fluent:deciduous-tree'], topic: 'agriculture' },
  { word: 'arroser', kind: 'verb', accept: ['fluent:seedling', 'fluent:droplet'], topic: 'agriculture' },
];

export const HEALTH_PROBES: KeywordProbe[] = [
  { word: 'footing', kind: 'noun', accept: ['fluent:person-running'], topic: 'sport' },
  { word: 'jogging', kind: 'noun', accept: ['fluent:person-running'], topic: 'sport' },
  { word: 'marche à pied', kind: 'noun', accept: ['fluent:person-walking', 'fluent:person-running'], topic: 'sante' },
  { word: 'perdre du ventre', kind: 'verb', accept: slim, topic: 'sante' },
  { word: 'ventre plat', kind: 'noun', accept: slim, topic: 'sante' },
  { word: 'détox', kind: 'noun', accept: [...slim, 'fluent:tropical-drink'], topic: 'sante' },
  { word: 'régime keto', kind: 'noun', accept: slim, topic: 'sante' },
  { word: 'obésité', kind: 'noun', accept: [...slim, ...doctor], topic: 'sante' },
  { word: 'fibrome', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'kyste', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'règles douloureuses', kind: 'noun', accept: ['fluent:drop-of-blood', ...doctor], topic: 'sante' },
  { word: 'infertilité', kind: 'noun', accept: [...pregnant, ...doctor], topic: 'sante' },
  { word: 'fausse couche', kind: 'noun', accept: [...pregnant, ...doctor], topic: 'sante' },
  { word: 'allaitement', kind: 'noun', accept: ['fluent:breast-feeding', 'fluent:baby'], topic: 'sante' },
  { word: 'échographie', kind: 'noun', accept: pregnant, topic: 'sante' },
  { word: 'j’ai accouché', kind: 'verb', accept: pregnant, topic: 'sante' },
  { word: 'typhoïde', kind: 'noun', accept: fever, topic: 'sante' },
  { word: 'fièvre', kind: 'noun', accept: fever, topic: 'sante' },
  { word: 'grippe', kind: 'noun', accept: [...fever, 'fluent:sneezing-face'], topic: 'sante' },
  { word: 'rhume', kind: 'noun', accept: [...fever, 'fluent:sneezing-face'], topic: 'sante' },
  { word: 'choléra', kind: 'noun', accept: ['fluent:microbe', ...doctor], topic: 'sante' },
  { word: 'tuberculose', kind: 'noun', accept: ['fluent:lungs', ...doctor], topic: 'sante' },
  { word: 'hémorroïdes', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'gastrite', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'épilepsie', kind: 'noun', accept: ['fluent:brain', ...doctor], topic: 'sante' },
  { word: 'drépanocytaire', kind: 'noun', accept: [...blood, ...doctor], topic: 'sante' },
  { word: 'prise de sang', kind: 'noun', accept: blood, topic: 'sante' },
  { word: 'bilan sanguin', kind: 'noun', accept: blood, topic: 'sante' },
  { word: 'tradipraticien', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'médecine traditionnelle', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'plantes médicinales', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'décoction', kind: 'noun', accept: [...herb, 'fluent:teacup-without-handle'], topic: 'sante' },
  { word: 'ordonnance', kind: 'noun', accept: pill, topic: 'sante' },
  { word: 'pharmacien', kind: 'noun', accept: ['fluent:pill', 'fluent:health-worker'], topic: 'sante' },
  { word: 'médicaments de rue', kind: 'noun', accept: pill, topic: 'sante' },
  { word: 'antibiotiques', kind: 'noun', accept: pill, topic: 'sante' },
  { word: 'paracétamol', kind: 'noun', accept: pill, topic: 'sante' },
  { word: 'kiné', kind: 'noun', accept: ['fluent:health-worker', 'fluent:person-in-lotus-position', 'fluent:stethoscope'], topic: 'sante' },
  { word: 'psychologue', kind: 'noun', accept: ['fluent:brain', ...doctor], topic: 'sante' },
  { word: 'fauteuil roulant', kind: 'noun', accept: ['fluent:person-in-manual-wheelchair', 'fluent:manual-wheelchair'], topic: 'sante' },
  { word: 'handicap', kind: 'noun', accept: ['fluent:person-in-manual-wheelchair', 'fluent:manual-wheelchair', 'fluent:wheelchair-symbol'], topic: 'sante' },
  { word: 'aveugle', kind: 'noun', accept: ['fluent:person-with-white-cane', 'fluent:white-cane'], topic: 'sante' },
  { word: 'appareil dentaire', kind: 'noun', accept: ['fluent:tooth'], topic: 'sante' },
  { word: 'aide-soignante', kind: 'noun', accept: ['fluent:health-worker', 'fluent:stethoscope'], topic: 'sante' },
];

export const BEAUTY_PROBES: KeywordProbe[] = [
  { word: 'tresser', kind: 'verb', accept: braids, topic: 'beaute' },
  { word: 'j’ai tressé', kind: 'verb', accept: braids, topic: 'beaute' },
  { word: 'tresseuse', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'nattes collées', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'cornrows', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'twists', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'fulani braids', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'crochet braids', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'retwist', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'mèches X-pression', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'kanekalon', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'défriser', kind: 'verb', accept: hair, topic: 'beaute' },
  { word: 'routine capillaire', kind: 'noun', accept: hair, topic: 'beaute' },
  { word: 'pousse des cheveux', kind: 'noun', accept: hair, topic: 'beaute' },
  { word: 'chute de cheveux', kind: 'noun', accept: [...hair, 'fluent:person-bald'], topic: 'beaute' },
  { word: 'se décaper', kind: 'verb', accept: lotion, topic: 'beaute' },
  { word: 'crème décapante', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'xeesal', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'tcha-tcho', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'éclaircir sa peau', kind: 'verb', accept: lotion, topic: 'beaute' },
  { word: 'vergetures', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'acné', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'gommage', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'huile d’argan', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'ghassoul', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'hammam', kind: 'noun', accept: ['fluent:person-in-steamy-room', ...lotion], topic: 'beaute' },
  { word: 'faux cils', kind: 'noun', accept: makeup, topic: 'beaute' },
  { word: 'maquilleuse', kind: 'noun', accept: makeup, topic: 'beaute' },
  { word: 'khôl', kind: 'noun', accept: makeup, topic: 'beaute' },
  { word: 'faux ongles', kind: 'noun', accept: nails, topic: 'beaute' },
  { word: 'pose d’ongles', kind: 'noun', accept: nails, topic: 'beaute' },
  { word: 'bine-bine', kind: 'noun', accept: ['fluent:gem-stone'], topic: 'beaute' },
  { word: 'faso dan fani', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'kente', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'kaba', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'taille basse', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'getzner', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'vlisco', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'tenue traditionnelle', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'dashiki', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'abacost', kind: 'noun', accept: ['fluent:man-in-tuxedo', 'fluent:necktie'], topic: 'beaute' },
  { word: 'couturière', kind: 'noun', accept: sewing, topic: 'beaute' },
  { word: 'atelier de couture', kind: 'noun', accept: sewing, topic: 'beaute' },
  { word: 'machine à coudre', kind: 'noun', accept: sewing, topic: 'beaute' },
  { word: 'coudre', kind: 'verb', accept: sewing, topic: 'beaute' },
];

/** A second round of words, written once the first had passed, to see whether the breadth carried over. */
export const SECOND_PROBES: KeywordProbe[] = [
  { word: 'ndambé', kind: 'noun', accept: ['fluent:sandwich', 'fluent:stuffed-flatbread', 'fluent:beans'], topic: 'cuisine' },
  { word: 'soupou kandja', kind: 'noun', accept: pot, topic: 'cuisine' },
  { word: 'mbakhal', kind: 'noun', accept: [...pot, 'fluent:cooked-rice'], topic: 'cuisine' },
  { word: 'caldou', kind: 'noun', accept: [...pot, ...fish], topic: 'cuisine' },
  { word: 'chin-chin', kind: 'noun', accept: ['fluent:cookie', ...fritter], topic: 'cuisine' },
  { word: 'sucreries', kind: 'noun', accept: ['fluent:cup-with-straw', 'fluent:tropical-drink'], topic: 'cuisine' },
  { word: 'sodas', kind: 'noun', accept: ['fluent:cup-with-straw', 'fluent:tropical-drink'], topic: 'cuisine' },
  { word: 'eau en sachet', kind: 'noun', accept: ['fluent:droplet', 'fluent:potable-water', 'fluent:cup-with-straw'], topic: 'cuisine' },
  { word: 'porc braisé', kind: 'noun', accept: meat, topic: 'cuisine' },
  { word: 'mouton braisé', kind: 'noun', accept: meat, topic: 'cuisine' },
  { word: 'beurre', kind: 'noun', accept: ['fluent:butter'], topic: 'cuisine' },
  { word: 'mayonnaise', kind: 'noun', accept: ['fluent:jar'], topic: 'cuisine' },
  { word: 'vergers', kind: 'noun', accept: [...sprout, 'fluent:deciduous-tree'], topic: 'agriculture' },
  { word: 'bananeraie', kind: 'noun', accept: ['fluent:banana', ...sprout], topic: 'agriculture' },
  { word: 'couveuse', kind: 'noun', accept: ['fluent:baby-chick', 'fluent:egg', 'fluent:chicken'], topic: 'agriculture' },
  { word: 'provende', kind: 'noun', accept: ['fluent:chicken', 'fluent:sheaf-of-rice'], topic: 'agriculture' },
  { word: 'bovins', kind: 'noun', accept: ['fluent:cow', 'fluent:ox'], topic: 'agriculture' },
  { word: 'caprins', kind: 'noun', accept: ['fluent:goat'], topic: 'agriculture' },
  { word: 'mareyeuses', kind: 'noun', accept: fishing, topic: 'plage' },
  { word: 'riziculture', kind: 'noun', accept: ['fluent:sheaf-of-rice', ...sprout], topic: 'agriculture' },
  { word: 'maraîchère', kind: 'noun', accept: farmer, topic: 'agriculture' },
  { word: 'ostréiculture', kind: 'noun', accept: ['fluent:oyster'], topic: 'agriculture' },
  { word: 'contraception', kind: 'noun', accept: pill, topic: 'sante' },
  { word: 'ménopause', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'prostate', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'hernie', kind: 'noun', accept: doctor, topic: 'sante' },
  { word: 'arthrose', kind: 'noun', accept: [...doctor, 'fluent:bone'], topic: 'sante' },
  { word: 'rougeole', kind: 'noun', accept: ['fluent:microbe', ...fever], topic: 'sante' },
  { word: 'variole', kind: 'noun', accept: ['fluent:microbe', ...fever], topic: 'sante' },
  { word: 'diarrhée', kind: 'noun', accept: ['fluent:microbe', ...doctor], topic: 'sante' },
  { word: 'migraine', kind: 'noun', accept: ['fluent:person-in-lotus-position', 'fluent:face-with-head-bandage', ...doctor], topic: 'sante' },
  { word: 'hijama', kind: 'noun', accept: [...blood, ...herb], topic: 'sante' },
  { word: 'guérisseur', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'neem', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'artemisia', kind: 'noun', accept: herb, topic: 'sante' },
  { word: 'chignon', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'bantu knots', kind: 'noun', accept: braids, topic: 'beaute' },
  { word: 'lissage', kind: 'noun', accept: hair, topic: 'beaute' },
  { word: 'shampoing', kind: 'noun', accept: [...hair, ...lotion], topic: 'beaute' },
  { word: 'sérum', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'crème solaire', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'déodorant', kind: 'noun', accept: lotion, topic: 'beaute' },
  { word: 'jeans', kind: 'noun', accept: ['fluent:jeans'], topic: 'beaute' },
  { word: 'chemise', kind: 'noun', accept: ['fluent:t-shirt', 'fluent:necktie'], topic: 'beaute' },
  { word: 'jupe', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'jellaba', kind: 'noun', accept: cloth, topic: 'beaute' },
  { word: 'tenue de soirée', kind: 'noun', accept: [...cloth, 'fluent:man-in-tuxedo'], topic: 'beaute' },
  { word: 'lépi', kind: 'noun', accept: cloth, topic: 'beaute' },
];

export const ALL_PROBES: KeywordProbe[] = [...FOOD_PROBES, ...FARMING_PROBES, ...HEALTH_PROBES, ...BEAUTY_PROBES, ...SECOND_PROBES];

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** Four natural titles around a probe. */
export function framesOf(probe: KeywordProbe): string[] {
  const w = probe.word;
  if (probe.kind === 'verb') return [`${capital(w)} à Abidjan`, `${capital(w)} pour la première fois`, `${capital(w)} : ce que personne ne te dit`, `Voici pourquoi ${w} en 2026`];
  return [`${capital(w)} à Abidjan : mon avis`, `Le prix de ${w} en 2026`, `J’ai testé ${w} pendant 30 jours`, `${capital(w)} : ce que personne ne te dit`];
}
