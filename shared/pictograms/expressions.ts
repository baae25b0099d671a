/**
 * Emotions a title states (« choqué », « en colère »…) and the face that shows each, plus a person
 * making the matching gesture for layouts that pair the face with someone.
 */
export interface ExpressionKeywords {
  id: string;
  keys: string[];
  face: string;
  /** A people pictogram with the same feeling, untoned; absent when none reads clearly. */
  person?: string;
  personLabel?: string;
  label: string;
}

export const EXPRESSIONS: ExpressionKeywords[] = [
  { id: 'shocked', keys: ['choqué', 'choquée', 'choqués', 'choc', 'choquant', 'choquante', 'scandale', 'scandaleux', 'horrible', 'terrible', 'omg'], face: 'fluent:face-screaming-in-fear', person: 'fluent:person-gesturing-no', personLabel: 'personne qui fait non', label: 'visage choqué' },
  { id: 'surprised', keys: ['surpris', 'surprise', 'surprenant', 'étonné', 'étonnée', 'étonnant', 'bouche bée', 'inattendu', 'vous surprendre'], face: 'fluent:astonished-face', person: 'fluent:person-raising-hand', personLabel: 'personne qui lève la main', label: 'visage étonné' },
  { id: 'mind-blown', keys: ['incroyable', 'incroyables', 'ouf', 'dingue', 'fou', 'folle', 'hallucinant', 'impossible', 'jamais vu'], face: 'fluent:exploding-head', label: 'tête qui explose' },
  { id: 'angry', keys: ['colère', 'en colère', 'énervé', 'énervée', 'fâché', 'fâchée', 'furieux', 'furieuse', 'rage', 'vénère', 'haters', 'clash'], face: 'fluent:pouting-face', person: 'fluent:person-pouting', personLabel: 'personne qui boude', label: 'visage en colère' },
  { id: 'sad', keys: ['triste', 'tristesse', 'pleurer', 'pleure', 'pleuré', 'larmes', 'déçu', 'déçue', 'déception', 'deuil', 'rip', 'décès', 'mort de', 'adieu'], face: 'fluent:loudly-crying-face', person: 'fluent:person-frowning', personLabel: 'personne qui fronce les sourcils', label: 'visage en pleurs' },
  { id: 'happy', keys: ['heureux', 'heureuse', 'joie', 'content', 'contente', 'bonheur', 'fier', 'fière', 'enfin réussi'], face: 'fluent:beaming-face-with-smiling-eyes', person: 'fluent:person-raising-hand', personLabel: 'personne qui lève la main', label: 'visage rayonnant' },
  { id: 'laughing', keys: ['rire', 'rires', 'rigoler', 'rigolo', 'drôle', 'marrant', 'humour', 'blague', 'blagues', 'sketch', 'mort de rire', 'mdr', 'ptdr', 'fou rire', 'comédie', 'prank', 'caméra cachée'], face: 'fluent:face-with-tears-of-joy', label: 'visage mort de rire' },
  { id: 'scared', keys: ['peur', 'effrayé', 'effrayée', 'terrifié', 'terrifiée', 'terrifiant', 'horreur', 'flippant', 'angoisse', 'hanté', 'hantée', 'sorcellerie', 'marabout'], face: 'fluent:fearful-face', label: 'visage apeuré' },
  { id: 'in-love', keys: ['amoureux', 'amoureuse', 'coup de foudre', 'crush'], face: 'fluent:smiling-face-with-heart-eyes', label: 'visage amoureux' },
  { id: 'thinking', keys: ['réfléchir', 'mystère', 'énigme', 'doute', 'hésite', 'dilemme'], face: 'fluent:thinking-face', person: 'fluent:person-shrugging', personLabel: 'personne qui hausse les épaules', label: 'visage pensif' },
  { id: 'embarrassed', keys: ['honte', 'gênant', 'gênante', 'malaise', 'la honte', 'fail', 'raté', 'bêtise'], face: 'fluent:face-with-hand-over-mouth', person: 'fluent:person-facepalming', personLabel: 'personne avec la paume sur le visage', label: 'visage gêné' },
  { id: 'tired', keys: ['fatigué', 'fatiguée', 'épuisé', 'épuisée', 'burn-out', 'burnout', 'sommeil', 'dormir'], face: 'fluent:tired-face', label: 'visage fatigué' },
  { id: 'sick', keys: ['malade', 'fièvre', 'grippe', 'covid'], face: 'fluent:face-with-thermometer', label: 'visage malade' },
];
