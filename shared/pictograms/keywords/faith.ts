/** Religion. */
import type { CuratedKeyword } from './curated-keyword';

export const FAITH_KEYWORDS: CuratedKeyword[] = [
  // Faith and the months after birth are their topics whatever else a story names.
  { keys: ['ma foi', 'la foi', 'perdre la foi', 'foi en dieu'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', weight: 95, topic: 'religion', frame: 'anywhere' },
  // Religion
  { keys: ['tabaski', 'aïd el-kébir', 'aid el kebir', 'aïd al-adha', 'fête du mouton', 'mouton', 'moutons', 'ladoum', 'ladoums', 'foirail', 'foirails'], icons: ['fluent:ewe'], label: 'mouton', topic: 'religion' },
  { keys: ['bélier', 'béliers'], icons: ['fluent:ram', 'fluent:ewe'], label: 'bélier', topic: 'religion' },
  { keys: ['ramadan', 'carême', 'mois de jeûne', 'rompre le jeûne', 'rupture du jeûne', 'ftour', 'f’tour', 'jours de jeûne', 'jeûner', 'je jeûne', 'jeûner', 'ndogou', 'iftar', 'korité', 'aïd el-fitr', 'aid el fitr', 'aïd', 'laylatoul qadr', 'tamkharit', 'j’ai jeûné', 'on a jeûné', 'jeûnez', 'sahur', 'souhour', 'suhur', 'shour', 'nuit du destin', 'laylat al qadr', 'nafila', 'tarawih', 'zakat el fitr', 'mois béni'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', topic: 'religion' },
  { keys: ['mosquée', 'mosquee', 'magal', 'magal de touba', 'gamou', 'islam', 'musulman', 'musulmans', 'coran', 'imam', 'serigne', 'mouride', 'mourides', 'tidiane', 'mecque', 'la mecque', 'hajj', 'maouloud', 'mawlid', 'mawloud', 'tamkharit', 'achoura', 'korité', 'daaka', 'zawiya', 'sourate', 'sourates', 'ablutions', 'zakat', 'marabout', 'daara', 'talibé', 'khalife', 'khalife général', 'muezzin', 'appel à la prière', 'adhan', 'azan', 'tasbih', 'chapelet musulman', 'confrérie', 'confréries', 'layène', 'layènes', 'wahhabite', 'salafiste', 'tabligh'], icons: ['fluent:mosque'], label: 'mosquée', topic: 'religion' },
  { keys: ['église', 'eglise', 'messe', 'cathédrale', 'chrétien', 'chrétiens', 'pasteur', 'prêtre', 'évangile', 'bible', 'pâques', 'jésus', 'catholique', 'catholiques', 'protestant', 'protestants', 'chapelle', 'paroisse', 'curé', 'abbé', 'carême catholique', 'carême chrétien', 'carême des chrétiens', 'mercredi des cendres', 'chemin de croix', 'vendredi saint', 'semaine sainte', 'veillée pascale', 'première communion', '40 jours de carême', 'quarante jours de carême', 'église de réveil', 'églises de réveil', 'église évangélique', 'évangélique', 'évangéliques', 'pentecôtiste', 'pentecôtistes', 'culte du dimanche', 'au culte', 'communion', 'pentecôte', 'fête de l’ascension', 'jeudi de l’ascension', 'assomption', 'chrétienne', 'catéchisme', 'séminariste', 'bonne sœur'], icons: ['fluent:church'], label: 'église', topic: 'religion' },
  // Five prayers a day are the mosque's (salat), not hands joined.
  { keys: ['5 fois par jour', 'cinq fois par jour', 'les 5 prières', 'les cinq prières', 'prier 5 fois', 'la prière du vendredi', 'prière du vendredi', 'prières du vendredi', 'tapis de prière'], icons: ['fluent:mosque', 'fluent:prayer-beads'], label: 'mosquée', weight: 108, topic: 'religion' },
  // A pilgrimage is religion whatever place it goes to; Popenguine's is the Virgin's.
  { keys: ['pèlerinage de popenguine', 'popenguine', 'poponguine'], icons: ['fluent:church', 'fluent:latin-cross'], label: 'église', weight: 105, topic: 'religion' },
  { keys: ['pèlerinage', 'pèlerinages', 'pèlerin', 'pèlerins'], icons: ['fluent:person-walking', 'fluent:folded-hands'], label: 'pèlerin', kind: 'person', weight: 90, topic: 'religion', frame: 'anywhere' },
  { keys: ['prière', 'prières', 'prier', 'dieu', 'allah', 'bénédiction', 'dua', 'doua', 'prié', 'j’ai prié', 'je prie', 'on prie', 'prions', 'priez', 'veillée de prière', 'retraite spirituelle', 'se convertir', 'je me suis converti', 'je me suis convertie', 'je me convertis', 'conversion à l’islam', 'intercession'], icons: ['fluent:folded-hands'], label: 'mains jointes', kind: 'person', weight: 95, topic: 'religion' },
  { keys: ['basilique', 'basiliques', 'pèlerinage marial', 'chapelle', 'paroisse', 'messe', 'la messe', 'curé', 'abbé'], icons: ['fluent:church'], label: 'église', weight: 105, topic: 'religion' },
  // Holy books read are religion, not school
  { keys: ['coran', 'le coran', 'saint coran', 'lire le coran', 'tout le coran', 'bible', 'la bible', 'lire la bible', 'évangile', 'psaume', 'psaumes'], icons: ['fluent:open-book', 'fluent:star-and-crescent'], label: 'livre saint', weight: 110, topic: 'religion' },
  { keys: ['famadihana', 'retournement des morts'], icons: ['fluent:coffin', 'fluent:headstone'], label: 'cercueil', weight: 110, topic: 'religion' },
  { keys: ['toussaint', 'cimetière', 'cimetières', 'tombe', 'tombes', 'tombeau', 'enterrement', 'funérailles', 'obsèques', 'deuil', 'en deuil', 'veillée funèbre', 'veillée mortuaire', 'levée du corps', 'levée de corps', 'retrait de deuil', 'décès', 'inhumation', 'inhumé', 'morgue', 'veuve', 'veuvage', 'condoléances', '40e jour de deuil', '40e jour du décès', '40 jours de deuil', 'quarantième jour'], icons: ['fluent:headstone', 'fluent:candle'], label: 'tombe', topic: 'religion' },
  // A baptism in a river or a church is the Christian rite, not the naming feast of a baby
  { keys: ['baptême dans le fleuve', 'baptême dans la rivière', 'baptême à l’église', 'baptême chrétien', 'baptême par immersion', 'baptisé', 'baptisée', 'se faire baptiser'], icons: ['fluent:church', 'fluent:droplet'], label: 'baptême', weight: 110, topic: 'religion' },
  // A choir and its hymns are the church's (« Chorale de Noël à Ouaga »).
  { keys: ['chorale', 'chorales', 'cantique', 'cantiques', 'chant religieux', 'chants religieux', 'messe de noël', 'veillée de noël'], icons: ['fluent:church', 'fluent:musical-notes'], label: 'église', weight: 105, topic: 'religion', frame: 'anywhere' },
  // The fast as a noun is Ramadan's.
  { keys: ['le jeûne', 'mon jeûne', 'ce jeûne', 'mon premier jeûne', 'jours de jeûne du ramadan'], icons: ['fluent:crescent-moon', 'fluent:star-and-crescent'], label: 'croissant de lune', weight: 100, topic: 'religion' },
  // The Kaaba is the pilgrimage to Mecca, the small one (umrah) or the great one.
  { keys: ['kaaba', 'la kaaba', 'oumra', 'omra', 'umrah', 'le hadj', 'pèlerinage à la mecque', 'pèlerins de la mecque'], icons: ['fluent:kaaba', 'fluent:mosque'], label: 'Kaaba', weight: 108, topic: 'religion' },
  // A sermon is the one preaching, of either faith (« Le prêche de l’imam sur la dot »).
  { keys: ['prêche', 'prêcher', 'sermon', 'sermons', 'prédicateur', 'prédicatrice', 'homélie', 'évangéliste', 'prophète autoproclamé'], icons: ['fluent:speaking-head', 'fluent:church'], label: 'prédicateur', weight: 105, topic: 'religion', frame: 'anywhere' },
  // Prayer beads are faith's (a tasbih or a rosary), not a necklace.
  { keys: ['chapelet', 'chapelets', 'rosaire', 'misbaha'], icons: ['fluent:prayer-beads', 'fluent:folded-hands'], label: 'chapelet', weight: 105, topic: 'religion' },
];
