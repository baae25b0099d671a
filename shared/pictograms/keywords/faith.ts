/** Religion. */
import type { CuratedKeyword } from './curated-keyword';

export const FAITH_KEYWORDS: CuratedKeyword[] = [
  // Faith and the months after birth are their topics whatever else a story names.
  { keys: ['ma foi', 'la foi', 'perdre la foi', 'foi en dieu'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', weight: 95, topic: 'religion', frame: 'anywhere' },
  // Religion
  { keys: ['tabaski', 'aïd el-kébir', 'aid el kebir', 'aïd al-adha', 'fête du mouton', 'mouton', 'moutons', 'ladoum', 'ladoums', 'foirail', 'foirails'], icons: ['fluent:ewe'], label: 'mouton', topic: 'religion' },
  { keys: ['bélier', 'béliers'], icons: ['fluent:ram', 'fluent:ewe'], label: 'bélier', topic: 'religion' },
  { keys: ['ramadan', 'carême', 'mois de jeûne', 'rompre le jeûne', 'rupture du jeûne', 'ftour', 'f’tour', 'jours de jeûne', 'jeûner', 'je jeûne', 'jeûner', 'ndogou', 'iftar', 'korité', 'aïd el-fitr', 'aid el fitr', 'aïd', 'laylatoul qadr', 'tamkharit'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', topic: 'religion' },
  { keys: ['mosquée', 'mosquee', 'magal', 'magal de touba', 'gamou', 'islam', 'musulman', 'musulmans', 'coran', 'imam', 'serigne', 'mouride', 'mourides', 'tidiane', 'mecque', 'la mecque', 'hajj', 'maouloud', 'mawlid', 'mawloud', 'tamkharit', 'achoura', 'korité', 'daaka', 'zawiya', 'sourate', 'sourates'], icons: ['fluent:mosque'], label: 'mosquée', topic: 'religion' },
  { keys: ['église', 'eglise', 'messe', 'cathédrale', 'chrétien', 'chrétiens', 'pasteur', 'prêtre', 'évangile', 'bible', 'pâques', 'jésus', 'catholique', 'catholiques', 'protestant', 'protestants', 'chapelle', 'paroisse', 'curé', 'abbé', 'carême catholique', 'carême chrétien', 'carême des chrétiens', 'mercredi des cendres', 'chemin de croix', 'vendredi saint', 'semaine sainte', 'veillée pascale', 'première communion', '40 jours de carême', 'quarante jours de carême'], icons: ['fluent:church'], label: 'église', topic: 'religion' },
  // Five prayers a day are the mosque's (salat), not hands joined.
  { keys: ['5 fois par jour', 'cinq fois par jour', 'les 5 prières', 'les cinq prières', 'prier 5 fois', 'la prière du vendredi', 'tapis de prière'], icons: ['fluent:mosque', 'fluent:prayer-beads'], label: 'mosquée', weight: 108, topic: 'religion' },
  // A pilgrimage is religion whatever place it goes to; Popenguine's is the Virgin's.
  { keys: ['pèlerinage de popenguine', 'popenguine', 'poponguine'], icons: ['fluent:church', 'fluent:latin-cross'], label: 'église', weight: 105, topic: 'religion' },
  { keys: ['pèlerinage', 'pèlerinages', 'pèlerin', 'pèlerins'], icons: ['fluent:person-walking', 'fluent:folded-hands'], label: 'pèlerin', kind: 'person', weight: 90, topic: 'religion', frame: 'anywhere' },
  { keys: ['prière', 'prières', 'prier', 'dieu', 'allah', 'bénédiction', 'dua', 'doua'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', topic: 'religion' },
  { keys: ['basilique', 'basiliques', 'pèlerinage marial', 'chapelle', 'paroisse', 'messe', 'la messe', 'curé', 'abbé'], icons: ['fluent:church'], label: 'église', weight: 105, topic: 'religion' },
  // Holy books read are religion, not school
  { keys: ['coran', 'le coran', 'saint coran', 'lire le coran', 'tout le coran', 'bible', 'la bible', 'lire la bible', 'évangile', 'psaume', 'psaumes'], icons: ['fluent:open-book', 'fluent:star-and-crescent'], label: 'livre saint', weight: 110, topic: 'religion' },
  { keys: ['famadihana', 'retournement des morts'], icons: ['fluent:coffin', 'fluent:headstone'], label: 'cercueil', weight: 110, topic: 'religion' },
  { keys: ['toussaint', 'cimetière', 'cimetières', 'tombe', 'tombes', 'tombeau', 'enterrement', 'funérailles', 'obsèques'], icons: ['fluent:headstone', 'fluent:candle'], label: 'tombe', topic: 'religion' },
  // A baptism in a river or a church is the Christian rite, not the naming feast of a baby
  { keys: ['baptême dans le fleuve', 'baptême dans la rivière', 'baptême à l’église', 'baptême chrétien', 'baptême par immersion', 'baptisé', 'baptisée', 'se faire baptiser'], icons: ['fluent:church', 'fluent:droplet'], label: 'baptême', weight: 110, topic: 'religion' },
  // A choir and its hymns are the church's (« Chorale de Noël à Ouaga »).
  { keys: ['chorale', 'chorales', 'cantique', 'cantiques', 'chant religieux', 'chants religieux', 'messe de noël', 'veillée de noël'], icons: ['fluent:church', 'fluent:musical-notes'], label: 'église', weight: 105, topic: 'religion', frame: 'anywhere' },
  // The fast as a noun is Ramadan's.
  { keys: ['le jeûne', 'mon jeûne', 'ce jeûne', 'mon premier jeûne', 'jours de jeûne du ramadan'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', weight: 100, topic: 'religion' },
];
