/** Stories told: what frames a title as a personal story. */
import type { CuratedKeyword } from './curated-keyword';

export const STORIES_KEYWORDS: CuratedKeyword[] = [
  // Coming home after years abroad is a life story.
  // Going home from abroad is the flight home, a story whatever else is named.
  { keys: ['rentré au pays', 'rentrée au pays', 'retour au pays', 'pour rentrer à', 'tout plaqué', 'j’ai tout plaqué', 'de retour au pays', 'je rentre au pays', 'rentrer au pays', 'retour aux sources', 'rentrer définitivement', 'quitter la france', 'quitter l’europe', 'émigrer', 'émigré', 'émigrée', 'j’ai émigré', 'j’émigre', 'immigré', 'immigrée', 'partir à l’étranger', 'je pars à l’étranger', 'parti à l’étranger', 'mbeng', 'mbengue', 'mbenguiste', 'boza', 'bengueur', 'benguiste'], icons: ['fluent:airplane'], label: 'avion', topic: 'histoire', frame: 'anywhere' },
  // A theft is a story told, whatever was taken (« on m’a volé mon téléphone »): it frames, it draws nothing.
  { keys: ['volé', 'volée', 'volés', 'volées', 'on m’a volé', 'cambriolé', 'cambriolée', 'cambriolage', 'braqué', 'braquée', 'braquage', 'agressé', 'agressée', 'agression'], icons: [], label: '', topic: 'histoire', frame: 'anywhere' },
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
  { keys: ['mon enfant', 'mes enfants', 'nos enfants', 'mon fils', 'ma fille', 'éducation des enfants'], icons: ['fluent:child'], label: 'enfant', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  // Relatives: a plain standing person, drawn with the title's gesture (compose-plan.ts); a title they open is a story about them.
  { keys: ['maman', 'mère', 'ma mère', 'belle-mère', 'belle mère', 'belles-mères', 'marâtre', 'tante', 'tantes', 'tata', 'tantie', 'tanti', 'tantine', 'mbindane', 'petite bonne', 'vie de bonne', 'ma sœur', 'ma soeur', 'belle-sœur', 'belle-soeur', 'nièce', 'nièces', 'la go', 'ma go', 'ta go', 'sa go', 'une go', 'les go', 'ma femme', 'mon épouse', 'ma copine', 'ma coépouse', 'coépouse', 'coépouses'], icons: ['fluent:woman'], label: 'femme', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['papa', 'père', 'mon père', 'beau-père', 'beau père', 'oncle', 'oncles', 'tonton', 'môgô', 'môgôs', 'mogos', 'hittiste', 'hittistes', 'mon frère', 'beau-frère', 'neveu', 'neveux', 'mon mari', 'mon époux', 'mon copain'], icons: ['fluent:man'], label: 'homme', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['grand-mère', 'grand mère', 'grands-mères', 'mamie', 'mémé', 'grand-père', 'grand père', 'grands-pères', 'papi', 'pépé', 'grands-parents'], icons: ['fluent:older-person'], label: 'grand-parent', kind: 'person', weight: 85, topic: 'histoire', frame: 'lead' },
  { keys: ['divorce', 'divorces', 'divorcé', 'divorcée', 'divorcer', 'on divorce', 'séparation', 'séparés'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['menti', 'mensonge', 'mensonges', 'trahi', 'trahie', 'trahison', 'tromper', 'trompé', 'trompée', 'infidèle', 'infidélité', 'cocu', 'cœur brisé', 'coeur brisé', 'deuxième famille', 'double vie', 'ghoster', 'ghosté', 'ghostée', 'ghosting', 'il m’a ghosté', 'elle m’a ghosté', 'je ghoste', 'larguer', 'largué', 'larguée', 'il m’a largué', 'elle m’a largué', 'je le largue', 'je la largue', 'deuxième bureau', 'premier bureau', 'maîtresse de mon mari', 'chagrin d’amour'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  { keys: ['mon année', 'bilan de l’année', 'rétrospective', 'calendrier'], icons: ['fluent:spiral-calendar'], label: 'calendrier', topic: 'histoire' },
  { keys: ['couple', 'copain', 'copine', 'mon mari', 'ma femme', 'amour', 'relation', 'rupture', 'célibataire', 'love', 'mon gars sûr', 'mon chéri', 'ma chérie', 'mon chou', 'mon bébé d’amour', 'crush', 'mon crush', 'draguer', 'dragué', 'je drague', 'drague', 'dragueur', 'il me drague', 'en couple', 'premier rendez-vous', 'mon date'], icons: ['fluent:red-heart'], label: 'cœur', topic: 'histoire' },
  { keys: ['mon ex', 'ton ex', 'son ex', 'mon ex-mari', 'mon ex-femme', 'mon ex-copain', 'mon ex-copine'], icons: ['fluent:broken-heart'], label: 'cœur brisé', topic: 'histoire' },
  // Advice titles: what not to do
  { keys: ['erreurs à éviter', 'les erreurs', 'mes erreurs', 'grosse erreur', 'grave erreur', 'à éviter', 'à ne pas faire', 'fautes'], icons: ['fluent:cross-mark', 'fluent:warning'], label: 'croix rouge', topic: 'histoire' },
  { keys: ['ne fais plus', 'ne faites plus', 'ne fais pas ça', 'ne faites pas ça', 'interdit', 'interdiction'], icons: ['fluent:prohibited', 'fluent:no-entry'], label: 'interdit', topic: 'histoire' },
  { keys: ['secret', 'secrets', 'le secret', 'ce qu’on ne vous dit pas'], icons: ['fluent:shushing-face'], label: 'visage qui chut', kind: 'expression', weight: 75, topic: 'histoire' },
  { keys: ['réveil', 'alarme', 'se lever tôt'], icons: ['fluent:alarm-clock'], label: 'réveil', topic: 'histoire' },
  // Getting up is when, below what one gets up for (« Prière du matin : pourquoi je me lève à 5h »).
  { keys: ['je me lève', 'je me réveille'], icons: ['fluent:alarm-clock'], label: 'réveil', weight: 90, topic: 'histoire' },
  { keys: ['vigile', 'vigiles', 'gardien', 'gardiens', 'agent de sécurité', 'agents de sécurité', 'gardiennage'], icons: ['fluent:guard', 'fluent:police-officer'], label: 'gardien', kind: 'person', topic: 'histoire' },
  { keys: ['poterie', 'poteries', 'potier', 'potière', 'potières', 'céramique', 'jarre', 'jarres'], icons: ['fluent:amphora'], label: 'jarre', topic: 'histoire' },
  { keys: ['forgeron', 'forgerons', 'forge', 'soudeur', 'soudeurs', 'soudure'], icons: ['fluent:hammer', 'fluent:fire'], label: 'marteau', topic: 'histoire' },
  // Gorée is its slave house: the door of no return and the chains, a story of history.
  { keys: ['gorée', 'maison des esclaves', 'porte du non-retour'], icons: ['fluent:door', 'fluent:chains'], label: 'porte', weight: 90, topic: 'histoire' },
  // A haunted house is a ghost story
  { keys: ['maison hantée', 'maisons hantées', 'hantée', 'hanté', 'hantés', 'fantôme', 'fantômes', 'revenant', 'revenants', 'esprits', 'mami wata'], icons: ['fluent:ghost', 'fluent:derelict-house'], label: 'fantôme', weight: 115, topic: 'histoire' },
  // A storytime or a prank is a story whatever it tells
  { keys: ['storytime', 'story time', 'prank', 'pranks', 'canular', 'canulars'], icons: [], label: '', topic: 'histoire', frame: 'anywhere' },
  // Leaving a job contract for something else is the briefcase left behind (« j’ai quitté mon CDI pour vendre des pagnes »).
  { keys: ['quitté mon cdi', 'quitter mon cdi', 'quitter son cdi', 'quitté son cdi', 'démissionner', 'démissionné', 'ma démission', 'lettre de démission', 'perdu mon travail', 'perdu mon emploi', 'perdu mon boulot', 'perdre son travail', 'perdre son emploi', 'je perds mon travail', 'licencié', 'licenciée', 'licenciement', 'licenciements', 'viré de mon travail', 'renvoyé de mon travail', 'chercher du travail', 'je cherche du travail', 'cherché du travail', 'chercher un emploi', 'recherche d’emploi', 'mon patron', 'ma patronne', 'mon boss', 'ma boss', 'mon chef au travail', 'mon premier job', 'mon premier emploi'], icons: ['fluent:briefcase'], label: 'mallette', weight: 112, topic: 'histoire' },
  // A call is the phone (« Mon patron m’a appelé à 23 h »).
  { keys: ['m’a appelé', 'm’a appelée', 'appel', 'appels', 'coup de fil', 'il m’appelle', 'appel vidéo', 'appel manqué'], icons: ['fluent:mobile-phone', 'fluent:telephone-receiver'], label: 'téléphone portable', weight: 105, topic: 'histoire' },
  // « Le jour où… », « la fois où… »: a story, whatever it names.
  { keys: ['le jour où', 'la fois où', 'la nuit où'], icons: [], label: '', topic: 'histoire', frame: 'lead' },
  // Back home « au bled » is the suitcase landing (« Retour au bled, enfin ! »), a story.
  { keys: ['retour au bled', 'rentrer au bled', 'rentré au bled', 'de retour au bled'], icons: ['fluent:luggage', 'fluent:airplane-arrival'], label: 'valise', weight: 105, topic: 'histoire' },
];
