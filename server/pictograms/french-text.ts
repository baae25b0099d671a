/**
 * French text → comparable tokens, shared by the keyword tables and the titles they are matched
 * against, so « Côte d’Ivoire », « COTE D'IVOIRE » and « cote divoire »-like spellings meet.
 */

/** Stands for any number, so keywords such as « # f » match « 100 000 F ». */
export const NUMBER_TOKEN = '#';

/** Elided articles and pronouns: « l’argent » is about « argent ». */
const ELIDED = new Set(['l', 'd', 'j', 'm', 'n', 's', 't', 'c', 'qu', 'jusqu', 'lorsqu', 'puisqu']);
const APOSTROPHES = new Set(["'", '’', 'ʼ', '`']);

/** Lower case, no accents, ligatures opened. */
export function foldFrench(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}

/**
 * Plural-light stem: « téléphones » and « téléphone » meet, « journaux » and « journal » too.
 * Short words are left alone so « bus » keeps its meaning.
 */
export function stemFrench(word: string): string {
  let stem = word;
  if (stem.length > 3 && (stem.endsWith('s') || stem.endsWith('x'))) stem = stem.slice(0, -1);
  if (stem.length > 3 && stem.endsWith('al')) stem = `${stem.slice(0, -2)}au`;
  return stem;
}

export interface FrenchToken {
  /** Folded and stemmed form, or `#` for a number. */
  norm: string;
  /** Where the word sits in the original text, to quote it back. */
  start: number;
  end: number;
}

/**
 * A word its accent tells from another: « maïs » is the crop, « mais » but (« 2 hectares de maïs »
 * named no crop); « coupé » cut, « coupe » a cup. Written without its accent, it stays the other.
 */
const ACCENTED_CONTENT = new Map([
  ['maïs', 'maiis'],
  // « des villages coupés du monde » is no World Cup (« coupe du monde »).
  ['coupé', 'coupee'],
  ['coupée', 'coupee'],
  ['coupés', 'coupee'],
  ['coupées', 'coupee'],
]);

/** Words of a text, comparable across accents, case, plurals and elisions; numbers merged into `#`. */
export function tokenizeFrench(text: string): FrenchToken[] {
  const tokens: FrenchToken[] = [];
  // Combining marks stay inside their word (a title typed in decomposed form, « mai\u0308s »).
  for (const match of text.matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
    const start = match.index;
    const end = start + match[0].length;
    const folded = foldFrench(match[0]);
    // « COTE D IVOIRE », « l argent »: a lone l, d, j… is an elision whose apostrophe was dropped.
    if (ELIDED.has(folded) && (APOSTROPHES.has(text[end] ?? '') || (folded.length === 1 && folded !== 'c'))) continue;
    const last = tokens.at(-1);
    // « 5000F », « 300.000f »: an amount glued to its currency is the amount, then the currency.
    const glued = /^(\d+)(f|frs?|francs?|fcfa|cfa|xof)$/.exec(folded);
    if (/^\d+(?:er|e|eme|k)?$/.test(folded) || glued) {
      const numberEnd = glued ? start + glued[1]!.length : end;
      // « 100 000 » is one amount, not two.
      if (last?.norm === NUMBER_TOKEN && /^[\s.\u00a0\u202f]*$/.test(text.slice(last.end, start))) last.end = numberEnd;
      else tokens.push({ norm: NUMBER_TOKEN, start, end: numberEnd });
      if (glued) tokens.push({ norm: glued[2] === 'fcfa' || glued[2] === 'cfa' || glued[2] === 'xof' ? 'fcfa' : 'f', start: numberEnd, end });
      continue;
    }
    // « LE PRIX DU MAIS », « champ de mais »: after an article or « de », « mais » is the crop (« but » never follows them).
    const crop = folded === 'mais' && /(?:(?<![\p{L}])(?:de|du|des|le|au)\s+|(?<![\p{L}])[dl]\s*['’ʼ]\s*)$/iu.test(text.slice(0, start));
    const accented = crop ? 'maiis' : ACCENTED_CONTENT.get(match[0].normalize('NFC').toLowerCase());
    tokens.push({ norm: accented ?? (STOP_WORDS.has(folded) ? folded : stemFrench(folded)), start, end });
  }
  return tokens;
}

/** The comparable form of a keyword phrase (`#` in it stands for any number). */
export function normalizePhrase(phrase: string): string {
  return tokenizeFrench(phrase.replaceAll(NUMBER_TOKEN, ' 0 '))
    .map((token) => token.norm)
    .join(' ');
}

/**
 * Words that never name a subject on their own: French function words, and the vocabulary of
 * YouTube titles themselves (« vidéo », « abonnés », « astuces », « top »…) that would otherwise
 * pull in junk pictograms (a film camera, a « TOP » arrow). They may still sit inside a phrase
 * (« coupe du monde », « Lions de la Teranga »). « maison » is here because in titles it mostly
 * means homemade (« pizza maison »); « ma maison » and the like are phrases of their own.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a à ai aie as au aux avec avez avoir avons ayant c ca cela ce ceci celle celles celui ces cet cette ceux chaque chez ci comme comment
  d dans de des deja depuis donc dont du elle elles en encore entre es est et etaient etait ete etre eu eux fait faire fais faut
  il ils j je jusqu l la laquelle le lequel les lesquels leur leurs lui m ma mais me meme mes moi mon n ne ni non nos notre nous
  o ou on ont ou oui par parce pas peu peut plus pour pourquoi qu quand que quel quelle quelles quels qui quoi s sa sans se ses si
  sien soi son sont sous suis sur t ta te tes toi ton tous tout toute toutes tres tu un une unes uns vers voici voila vos votre vous y
  alors aussi avant apres bien mal jamais toujours rien ici la-bas trop beaucoup tant quelque quelques autre autres cest
  va vais vont aller allez allons dit dis dire dites doit doivent dois devez peux peuvent pouvez veut veux voulez sait sais savez
  vois voit voir vu savoir aime aimerais aurais fais faites fait etes serait sera seront avait avaient aura auront ont eu
  video videos chaine chaines abonne abonnes abonnee abonnees abonnement astuce astuces tuto tutos tutoriel top live direct
  episode ep partie part reaction react reagit reagis reagir vlog storytime new nouveau nouvelle nouvel nouveaux nouvelles
  vrai vraie vraiment enfin urgent exclusif officiel officielle fois chose choses truc trucs meilleur meilleure meilleurs
  meilleures pire pires gratuit gratuite facile faciles rapide rapidement simple ultime complet guide conseil conseils erreur
  erreurs verite raison raisons facon methode etape etapes minute minutes secret secrets jour jours an ans annee annees mois
  semaine heure heures grand grande grands gros grosse petit petite petits premier premiere premiers derniere dernier fin
  maison personne personnes gens tout-le-monde monde-entier ok oh wow lol mdr svp stp merci bonjour salut voila ca cest pourquoi
  histoire vie moment temps partir rester parler parle dire tout pour-quoi lequel laquelle choisir faut-il vaut-elle vaut coup
  debutant debutante debutants debutantes sujet sujets question questions reponse reponses analyse avis test teste tester`
    .split(/\s+/)
    .filter((word) => word !== ''),
);
