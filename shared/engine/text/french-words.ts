/**
 * The closed classes of French a title cutter needs: small words that cannot end a phrase, the
 * forms of the auxiliaries, the adjectives placed before their noun. Open classes (nouns, most
 * verbs) are not listed: the cutter reads them from where they stand. Keys are lower case with
 * a straight apostrophe.
 */

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

export const PREPOSITIONS = set(
  "à au aux de du des en dans sur sous pour par avec chez vers sans entre contre après avant depuis pendant malgré selon grâce parmi dès via hors envers jusqu jusqu'à vs versus of",
);
export const DETERMINERS = set(
  'le la les un une des du ce cet cette ces mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs tout toute tous toutes chaque quelques plusieurs aucun aucune quel quelle quels quelles certains certaines the',
);
/** With the English « and », « of », « the » that titles borrow (« Call of Duty »). */
export const CONJUNCTIONS = set('et ou mais donc car ni or puis alors and');
/** Words that open a clause that cannot stand alone (relative or subordinate). */
export const SUBORDINATORS = set('que qui dont où quand si lorsque puisque parce comme quoique lequel laquelle lesquels lesquelles');
export const SUBJECT_PRONOUNS = set('je tu il elle on nous vous ils elles');
export const OBJECT_PRONOUNS = set('me te se le la les lui leur y en nous vous');
/** Pronouns that are not content, and are fine at the end (« fais ça »); « moi, toi, eux » are, as a complement is (« de moi »). */
export const OTHER_PRONOUNS = set("ça cela ceci ce rien personne quelqu'un chacun celui celle ceux celles");
/** Finite forms of the auxiliaries and modals: a cut never ends on one, and one ahead means a verb is ahead. */
export const FINITE_AUXILIARIES = set(
  'ai as a avons avez ont suis es est sommes êtes sont vais vas va allons allez vont peux peut pouvons pouvez peuvent ' +
    'dois doit devons devez doivent veux veut voulons voulez veulent faut était étais étaient avait avais avaient ' +
    'sera serai seront aura aurai auront fut soit sois',
);
/** After these, a verb in the infinitive follows (« j’ai failli perdre », « il faut voir »). */
export const VERB_CHAINS = set('failli fallu pu dû voulu su été');
export const NEGATIONS = set('pas plus jamais rien personne guère aucun aucune ni point');
/** Adverbs that lean on what follows: a cut never ends on one. */
export const LEANING_ADVERBS = set('très trop si aussi tellement vraiment assez surtout même juste seulement encore déjà');
export const ADVERBS = set('pas plus moins jamais bien tout toujours enfin beaucoup peu souvent ici là ensemble');
export const QUESTION_WORDS = set('comment pourquoi combien quand où quoi');
/** Words that open a title and can go when what follows is a sentence of its own. */
export const LEADING_FILLERS = set('comment pourquoi voici voilà');
/**
 * Adjectives that usually stand before their noun: after a determiner or a number they need it
 * (« les 10 meilleures… »), and they do not carry a title's meaning on their own.
 */
export const PRENOMINAL_ADJECTIVES = set(
  'meilleur meilleure meilleurs meilleures petit petite petits petites grand grande grands grandes gros grosse grosses ' +
    'bon bonne bons bonnes beau bel belle beaux belles nouveau nouvel nouvelle nouveaux nouvelles vrai vraie vrais vraies ' +
    'faux fausse fausses premier première premiers premières dernier dernière derniers dernières vieux vieil vieille vieilles ' +
    'pire pires seul seule seuls seules autre autres prochain prochaine prochains prochaines simple simples ancien ancienne ' +
    'anciens anciennes incroyable incroyables énorme énormes véritable véritables pauvre pauvres double',
);
/** Nouns and adjectives in -ent that a plural word before them does not make a verb. */
export const NOT_VERBS_IN_ENT = set(
  'argent parent président accident talent client agent continent adolescent différent excellent récent urgent souvent ' +
    'cent vent dent serpent patient innocent violent absent présent content intelligent équivalent pourcent évident',
);
/** Elided small words glued to the next one (« l’arnaque », « j’ai », « qu’elle »). */
export const ELIDED = /^(?:l|d|j|qu|s|c|m|t|n|jusqu|lorsqu|puisqu)'(?=\p{L})/u;
