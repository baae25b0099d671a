import type { StyleId } from '../../../shared/engine/model/style-ids';

/**
 * What the brief reader knows of French, as data: phrases (accent-free, lowercase, as tokenised)
 * and what each one means. Creators write as they speak (« mets un fond vert stp »), in tu or vous,
 * with or without accents; the phrases list the forms met in real briefs.
 */

export type Mood = 'surprise' | 'serieux' | 'festif' | 'choc' | 'calme' | 'mystere';
export type Who = 'femme' | 'homme' | 'personne' | 'enfant' | 'groupe';
export type Expression = 'surpris' | 'content' | 'serieux' | 'triste' | 'colere' | 'peur' | 'rire' | 'reflechit';
export type LayoutKey = 'bigNumber' | 'bigText' | 'beforeAfter' | 'versus' | 'question' | 'topList' | 'reaction' | 'fullBleed';
export type Slot = 'fond' | 'titre' | 'accent';

export type Act =
  /** Where the next colour goes; `needsColor`: only when a colour follows (« le prix du riz » is a subject, « prix en rouge » an accent). */
  | { t: 'slot'; slot: Slot; needsColor?: boolean }
  | { t: 'mood'; mood: Mood }
  | { t: 'style'; style: StyleId }
  /** « style », « façon »: `strict` ones report an unknown style as ignored (« style cyberpunk »). */
  | { t: 'styleMarker'; strict: boolean }
  | { t: 'colorMarker' }
  | { t: 'layout'; key: LayoutKey }
  | { t: 'side'; side: 'gauche' | 'droite' }
  | { t: 'person'; who: Who }
  /** The creator's own face: « ma tête », « mon visage », « moi » followed by an expression. */
  | { t: 'self'; needsExpression: boolean }
  | { t: 'expr'; expr: Expression; mood?: Mood }
  | { t: 'neg' }
  | { t: 'write' }
  | { t: 'meta' }
  /** Fixed names that contain a colour word but are things (« Orange Money », « Côte d'Ivoire », « carton rouge »). */
  | { t: 'noun' }
  | { t: 'stop' }
  /** « en gros », « en grand »: a big number when it follows a number to write. */
  | { t: 'big' };

const E = (expr: Expression, mood?: Mood): Act => (mood ? { t: 'expr', expr, mood } : { t: 'expr', expr });

const ENTRIES: ReadonlyArray<readonly [string, Act]> = [
  ['fond|fonds|fon|arriere plan|arriere plans|arriereplan|decor|background|bg|couleur de fond|couleur du fond|fond d\'ecran', { t: 'slot', slot: 'fond' }],
  ['titre|titres', { t: 'slot', slot: 'titre' }],
  ['texte|textes|ecriture|ecritures|ecrit|ecrits|lettres|lettrage|police|typo|typographie|caracteres|mots', { t: 'slot', slot: 'titre', needsColor: true }],
  ['accent|accents|mot cle|mots cles|mot-cle|mot important|mots importants|le mot|chiffre|chiffres|prix|montant|pourcentage|surligne|surlignes|surligner|souligne|soulignes|highlight|mise en avant', { t: 'slot', slot: 'accent', needsColor: true }],

  ['surprise|surprises|wow|waouh|waow|waw|incroyable|incroyables|etonnant|etonnante|inattendu|inattendue|omg|de ouf|ouf|dingue|fou|folle|hallucinant|hallucinante', { t: 'mood', mood: 'surprise' }],
  ['choc|chocs|choquant|choquante|scandale|scandaleux|scandaleuse|clash|drame|dramatique|urgent|urgente|alerte|polemique|revelation|revelations', { t: 'mood', mood: 'choc' }],
  ['pro|professionnel|professionnelle|corporate|business|formel|formelle|sobre|elegant|elegante|institutionnel|institutionnelle|credible|luxe|luxueux|luxueuse|premium', { t: 'mood', mood: 'serieux' }],
  ['festif|festive|festifs|festives|fete|fetes|tabaski|korite|aid|eid|noel|nouvel an|reveillon|anniversaire|anniv|mariage|bapteme|celebration|carnaval|party|fiesta|soiree|bonne annee|saint valentin|paques|fete des meres|fete des peres', { t: 'mood', mood: 'festif' }],
  ['zen|calme|calmes|doux|douce|apaisant|apaisante|relaxant|relaxante|paisible|serein|sereine|tranquille|chill|cosy|detente|relax|meditation|douceur', { t: 'mood', mood: 'calme' }],
  ['mystere|mysteres|mysterieux|mysterieuse|sombre|horreur|effrayant|effrayante|dark|inquietant|inquietante|angoissant|angoissante|enigme|paranormal|creepy|flippant|flippante|obscur|obscure|glauque|film d\'horreur', { t: 'mood', mood: 'mystere' }],

  ['gaming|jeu video|jeux video|jeux videos|esport|e sport|twitch', { t: 'style', style: 'gaming' }],
  ['actu|actus|actualite|actualites|info|infos|journal tele|journal tv|journal televise|jt|news|breaking news|flash info|chaine d\'info|chaine info|bandeau info|edition speciale|plateau tele|plateau tv', { t: 'style', style: 'actu' }],
  ['minimaliste|minimalistes|minimalist|minimal|epure|epuree', { t: 'style', style: 'mini' }],
  ['vlog|vlogs|vlogueur|vlogueuse|lifestyle|daily vlog|storytime|story time|vie quotidienne', { t: 'style', style: 'vlog' }],
  ['viral|virale|viraux|buzz|mrbeast|mr beast|clickbait|putaclic', { t: 'style', style: 'viral' }],
  ['style|facon|look|dans le style de|inspire de|inspiree de', { t: 'styleMarker', strict: true }],
  ['genre|comme', { t: 'styleMarker', strict: false }],
  ['couleur|couleurs|teinte|teintes|tons|palette|coloris|dominante|degrade|degrades|degradee|ambiance|ambiances|aux couleurs|aux couleurs de|aux couleurs du|aux couleurs des|couleurs du|couleurs de|couleurs des', { t: 'colorMarker' }],

  ['a gauche|sur la gauche|cote gauche|partie gauche|vers la gauche|en bas a gauche|en haut a gauche|a gauche de l\'image|sur le cote gauche|gauche de l\'image', { t: 'side', side: 'gauche' }],
  ['a droite|a droit|sur la droite|cote droit|cote droite|partie droite|vers la droite|en bas a droite|en haut a droite|a droite de l\'image|sur le cote droit|droite de l\'image', { t: 'side', side: 'droite' }],
  ['gros chiffre|gros chiffres|grand chiffre|grands chiffres|grand nombre|grands nombres|gros nombre|gros nombres|chiffre geant|chiffres geants|chiffre enorme|enorme chiffre|chiffre en gros|chiffres en gros|chiffre en grand|gros prix|prix en gros|gros montant|montant en gros|gros pourcentage|pourcentage en gros|gros numero|chiffre xxl', { t: 'layout', key: 'bigNumber' }],
  // The words drawn bigger; a colour after them still goes to the title (« gros titre jaune »).
  ['gros texte|gros textes|grand texte|enorme texte|texte en gros|textes en gros|texte en grand|texte enorme|texte geant|texte xxl|texte plus gros|texte plus grand|gros titre|grand titre|enorme titre|titre en gros|titre en grand|titre enorme|titre geant|titre xxl|titre plus gros|titre plus grand|gros caracteres|caracteres en gros|grosses lettres|grandes lettres|lettres en gros|grosse ecriture|ecriture en gros|grosse police|police en gros|ecrit en gros|mots en gros', { t: 'layout', key: 'bigText' }],
  ['avant / apres|avant apres|avant et apres|avant vs apres|avant versus apres|avant ou apres|before after|before / after|before and after|avant et l\'apres|avant / l\'apres', { t: 'layout', key: 'beforeAfter' }],
  ['vs|versus|contre|face a|face a face|duel|comparaison|comparatif|v / s', { t: 'layout', key: 'versus' }],
  ['question|questions|point d\'interrogation|points d\'interrogation|interrogation|quiz|devinette', { t: 'layout', key: 'question' }],
  ['classement|classements|palmares|hit parade|top des|liste des meilleurs|liste des meilleures', { t: 'layout', key: 'topList' }],
  ['reaction|reactions|react|reagit|reagis|reagir|fleche|fleches|cercle|cercles|entoure|entouree|entoures|entourees|entourer|entourez|encercle|encerclee', { t: 'layout', key: 'reaction' }],
  ['plein ecran|photo en fond|image en fond|photo de fond|image de fond|photo en arriere plan|image en arriere plan|photo plein cadre|plein cadre|pleine page|photo en grand|image plein ecran|photo plein ecran', { t: 'layout', key: 'fullBleed' }],

  ['femme|fille|dame|madame|meuf|maman|mere|soeur|tata|tantie|epouse|copine|presentatrice|youtubeuse|influenceuse|etudiante|cliente|vendeuse|jeune femme|jeune fille|go|mademoiselle|demoiselle', { t: 'person', who: 'femme' }],
  ['homme|mec|gars|garcon|monsieur|papa|pere|frere|tonton|mari|copain|presentateur|youtubeur|influenceur|etudiant|client|vendeur|jeune homme|joueur|un type|un mec', { t: 'person', who: 'homme' }],
  ['enfant|bebe|gamin|gamine|petit garcon|petite fille|fillette|gosse', { t: 'person', who: 'enfant' }],
  ['personne|quelqu\'un|personnage|humain|individu|ado|adolescent|adolescente|streamer|streameur|streameuse|gamer|gameuse|createur|creatrice', { t: 'person', who: 'personne' }],
  ['groupe|foule|famille|amis|amies|potes|gens|public|equipe|couple|personnes|femmes|hommes|enfants|filles|garcons|mecs|personnages|deux personnes|trois personnes|jeunes', { t: 'person', who: 'groupe' }],
  ['ma tete|mon visage|ma face|ma photo|mon portrait|mon selfie|photo de moi|ma propre photo|ma gueule|visage|tete|selfie|portrait', { t: 'self', needsExpression: false }],
  ['moi', { t: 'self', needsExpression: true }],

  ['surpris|etonne|etonnee|etonnes|etonnees|stupefait|stupefaite|bouche bee|bouche ouverte|sous le choc|bouche grande ouverte|les yeux ecarquilles', E('surpris', 'surprise')],
  ['choque|choquee|choques|choquees', E('surpris', 'choc')],
  ['content|contente|contents|contentes|heureux|heureuse|heureuses|souriant|souriante|souriants|sourit|qui sourit|sourire|ravi|ravie|ravis', E('content')],
  ['joyeux|joyeuse|joyeuses', E('content', 'festif')],
  ['serieux|serieuse|serieuses|concentre|concentree|determine|determinee', E('serieux', 'serieux')],
  ['triste|tristes|pleure|qui pleure|en larmes|en pleurs|decu|decue|decus|deprime|deprimee|malheureux|malheureuse', E('triste')],
  ['en colere|colere|enerve|enervee|enerves|fache|fachee|faches|furieux|furieuse|vener|vnr|rage|enrage|enragee', E('colere')],
  ['peur|a peur|qui a peur|effraye|effrayee|terrifie|terrifiee|apeure|apeuree|terrorise|terrorisee|paniques|panique', E('peur')],
  ['rit|rire|qui rit|rigole|qui rigole|mort de rire|morte de rire|eclate de rire|hilare|mdr|ptdr|en train de rire', E('rire')],
  ['reflechit|qui reflechit|pensif|pensive|perplexe|se demande|qui se demande|hesitant|hesitante|dubitatif|dubitative|se gratte la tete', E('reflechit')],

  ['sans|pas de|pas d\'|pas du|pas des|pas trop|pas|aucun|aucune|ni|ni de|ni d\'|evite|evitez|eviter|jamais de|enleve|enlevez|retire|retirez|supprime|supprimez|zero', { t: 'neg' }],
  ['ecris|ecrivez|ecrire|inscris|inscrivez|avec ecrit|avec marque|avec le texte|marque dessus|ecrit dessus', { t: 'write' }],
  ['miniature|miniatures|minia|minias|thumbnail|thumbnails|thumb|image|images|visuel|visuels|video|videos|vid|design|montage|rendu|composition|chaine|ma chaine|youtube|episode|contenu|post|photo|photos|effet|effets|mise en page|layout', { t: 'meta' }],
  ["orange money|cote d'ivoire|cote d ivoire|carton rouge|carton jaune|cartons rouges|gilet jaune|gilets jaunes|tapis rouge|fil rouge|feu vert|feu rouge|croix rouge|mer rouge|maison blanche|ballon d'or|fond de teint|or noir|lions de la teranga|elephants|casa blanca|casablanca|noir et blanc photo", { t: 'noun' }],
  ["a fond|au fond|s'il te plait|s'il vous plait|stp|svp|merci|bonjour|salut|hello|please|en mode|il faut|il me faut|j'ai besoin|je veux|je voudrais|j'aimerais|je souhaite|un peu|en fait|par contre|de preference|si possible|tout en|y a|il y a", { t: 'stop' }],
  ['en gros|en grand|en tres gros|en tres grand|en enorme|en xxl|bien gros|bien grand', { t: 'big' }],
];

export interface Phrase {
  words: readonly string[];
  act: Act;
}

/** « point d'interrogation » → point, d', interrogation (the tokenizer's cut). */
export function phraseWords(phrase: string): string[] {
  return phrase.split(' ').flatMap((w) => {
    const at = w.indexOf("'");
    return at > 0 && at < w.length - 1 ? [w.slice(0, at + 1), w.slice(at + 1)] : [w];
  });
}

/** Phrases by their first word, longest first. */
export const PHRASES = new Map<string, Phrase[]>();
for (const [list, act] of ENTRIES) {
  for (const phrase of list.split('|')) {
    const words = phraseWords(phrase);
    const first = words[0]!;
    const bucket = PHRASES.get(first) ?? [];
    bucket.push({ words, act });
    PHRASES.set(first, bucket);
  }
}
for (const bucket of PHRASES.values()) bucket.sort((a, b) => b.words.length - a.words.length);

/** Determiners that open a noun phrase (« un téléphone », « le trophée de la CAN », « mes baskets »). */
export const DETERMINERS = new Set(['un', 'une', 'des', 'le', 'la', 'les', "l'", 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'du', 'ce', 'cet', 'cette', 'ces', 'quelques', 'plusieurs', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix']);
/** Words that keep a noun phrase going (« le trophée de la CAN », « une assiette de riz »). */
export const LINKS = new Set(['de', "d'", 'du', 'des', 'la', "l'", 'les', 'et']);
/** Units that follow a number: « 100 000 F » is an amount, not a subject. */
export const UNITS = new Set(['f', 'fcfa', 'cfa', 'franc', 'francs', 'xof', 'euro', 'euros', 'dollar', 'dollars', 'naira', 'nairas', 'dirham', 'dirhams', 'dh', 'mad', 'k', 'm', 'million', 'millions', 'milliard', 'milliards', 'mille', 'ans', 'an', 'h', 'heure', 'heures', 'jour', 'jours', 'min', 'minute', 'minutes', 'kg', 'km', 'fois', 'mois', 'semaines', 'semaine', 'pour', 'pourcent', 'eme', 'er', 'ere']);
export const NUMBER_WORDS = new Set(['un', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'quinze', 'vingt', 'trente', 'cent']);

/** Function words, pronouns, everyday verbs of a request and fillers: they carry no design meaning. */
export const STOP_WORDS = new Set(
  (
    "a au aux avec ce ces cet cette c' ca cela ceci d' de des du elle elles en et eux il ils je j' la le les l' leur leurs lui ma mais me m' meme mes moi mon ne n' nos notre nous on ou par pour qu' que qui quoi sa se s' ses son sur ta te t' tes toi ton tu un une vos votre vous y est sont etre etait sera soit ai as avons avez ont avoir fait font faire fais faites " +
    'tres trop plus moins bien bon bonne tout tous toute toutes peu assez aussi encore juste vraiment super hyper grave carrement completement totalement bref voila voici donc alors puis ensuite enfin quand comment pourquoi ici dessus dessous dedans ' +
    'veux veut voulez voudrais voudrait aimerais aimerait souhaite souhaiterais besoin faut peux peut pouvez pourrais pourriez pourrait mets met mettez mettre mettons ajoute ajoutez ajouter rajoute rajoutez utilise utilisez utiliser prends prend prenez choisis choisissez donne donnez donner montre montrez montrer affiche affichez afficher place placez placer dessine dessinez cree creez creer genere generez generer fabrique fabriquez garde gardez laisse laissez oublie essaie essaye ' +
    "dans sous entre vers chez derriere devant pendant depuis selon quelque chose truc trucs machin oui non ok okay d'accord coucou bonsoir slt bjr cc yo salam si combien stp svp merci bro frere sista wesh hein nan ah oh eh bah ben bon voila " +
    'ya cest jveux jvx doit doivent dois devrait faudrait veuillez voir vois regarde'
  ).split(/\s+/),
);

/** Adjectives and vague words a creator adds that no field can carry: never a subject, always reported. */
export const NOT_SUBJECT = new Set(['beau', 'belle', 'beaux', 'belles', 'joli', 'jolie', 'jolis', 'jolies', 'stylé', 'style', 'stylee', 'moderne', 'modernes', 'simple', 'simples', 'propre', 'classe', 'original', 'originale', 'cool', 'sympa', 'clean', 'dynamique', 'dynamiques', 'attractif', 'attractive', 'accrocheur', 'accrocheuse', 'vivant', 'vivante', 'lumineux', 'lumineuse', 'magnifique', 'parfait', 'parfaite', 'unique', 'qui', 'claque', 'pete', 'impactant', 'impactante', 'percutant', 'percutante', 'grand', 'grande', 'gros', 'grosse', 'petit', 'enorme', 'flou', 'floue', 'net', 'nette', 'gras', 'grasse', 'court', 'courte', 'long', 'longue']);
