import type { FontFamily } from '../../../shared/engine/model/design';
import type { Place } from '../../../shared/engine/model/operations';
import type { StyleId } from '../../../shared/engine/model/style-ids';

/**
 * What the instruction reader (instruction.ts) knows of French editing requests, as data: phrases
 * (lowercase, accent-free, cut as the brief tokenizer cuts them: « l'image » is « l' image ») and
 * what each one means. Creators write as they speak (« mets le titre en jaune stp »), in tu or vous,
 * with or without accents; the forms listed are the ones met in real requests.
 */

/** Parts of a thumbnail a user names. `me`: their own photo (« ma photo », « mon visage »). */
export type Ref = 'headline' | 'tag' | 'number' | 'logo' | 'subject' | 'face' | 'background' | 'arrow' | 'circle' | 'underline' | 'me' | 'word';

export type Verb = 'remove' | 'hide' | 'show' | 'add' | 'put' | 'replace' | 'write' | 'circle' | 'underline' | 'move' | 'up' | 'down' | 'rotate' | 'straighten';

export type Item =
  | { k: 'ref'; ref: Ref; plural?: boolean }
  /** The outline of a text or a picture (« contour noir »). */
  | { k: 'stroke' }
  /** The font (« police », « typo »): also names the headline's text for a colour. */
  | { k: 'font' }
  | { k: 'verb'; v: Verb }
  | { k: 'place'; at: Place | 'bottom-right' }
  /** Bigger (1) or smaller (-1); `strength` from « beaucoup », « un peu », « deux fois ». */
  | { k: 'size'; dir: 1 | -1 }
  | { k: 'intensity'; f: 'strong' | 'slight' }
  | { k: 'times'; n: number }
  | { k: 'shade'; dir: 'dark' | 'light' }
  /** « fond sombre », « fond clair »: a shade named alone. */
  | { k: 'shadeColor'; word: string }
  | { k: 'recipe'; recipe: 'flat' | 'beam' | 'neon' | 'pop' }
  | { k: 'style'; style: StyleId }
  | { k: 'styleMarker' }
  | { k: 'family'; family: FontFamily }
  | { k: 'fontLook'; family: FontFamily; label: string }
  | { k: 'order'; to: 'front' | 'back' }
  /** Clothes, hair, a body part: new pixels in a photo. */
  | { k: 'pixel' }
  /** « dans la photo », « derrière moi »: something inside a picture. */
  | { k: 'photoCtx' }
  | { k: 'ordinal'; n: number }
  | { k: 'prep'; p: 'par' | 'en' | 'toward' | 'around' | 'instead' | 'under' | 'as' }
  | { k: 'edge'; at: 'start' | 'end' }
  /** A turn's unit (« 30 degrés », « 30° ») and its sense (« dans l’autre sens »: -1). */
  | { k: 'degrees' }
  | { k: 'sense'; dir: 1 | -1 }
  /** Upright again (« remets le titre droit », « à l’horizontale »). */
  | { k: 'level' }
  | { k: 'filler' };

const P = (place: Place | 'bottom-right'): Item => ({ k: 'place', at: place });
const V = (v: Verb): Item => ({ k: 'verb', v });
const R = (ref: Ref, plural = false): Item => (plural ? { k: 'ref', ref, plural } : { k: 'ref', ref });

/** Adjectives of size: « plus grand », « moins gros », « trop petit » (too small: bigger). */
const BIG = ['grand', 'grande', 'grands', 'grandes', 'gros', 'grosse', 'grosses', 'large', 'larges', 'visible', 'visibles', 'imposant', 'imposante'];
const SMALL = ['petit', 'petite', 'petits', 'petites', 'discret', 'discrete', 'discrets', 'discretes'];

const ENTRIES: ReadonlyArray<readonly [string, Item]> = [
  // What is named.
  ['titre|titres|gros titre|titre principal|texte|textes|le texte|ecrit|lettres|lettrage|phrase|accroche', R('headline')],
  ['sous titre|sous titres|soustitre|etiquette|etiquettes|tag|tags|bandeau|badge|badges|pastille|citation|label|petit texte', R('tag')],
  ['chiffre|chiffres|nombre|numero|gros chiffre', R('number')],
  ['logo|logos|mon logo|le logo', R('logo')],
  ['sujet|sujets|personnage|personnages|perso|persos|pictogramme|picto|pictos|icone|icones|dessin|illustration|objet|image|photo|la personne|personne|emoji|emoticone', R('subject')],
  ['visage|tete|figure|face|ma tete|mon visage|ma face|ma figure', R('face')],
  ['fond|fonds|fon|arriere plan|arriere plans|arriereplan|decor|background|bg|fond d\' ecran|couleur de fond|couleur du fond|en arriere plan|a l\' arriere plan|en fond|comme fond|en background', R('background')],
  ['fleche|fleches', R('arrow')],
  ['cercle|cercles|rond|ronds', R('circle')],
  ['soulignement|trait|soulignage', R('underline')],
  ['ma photo|mon image|mes photos|ma propre photo|photo de moi|mon selfie|moi|ma personne', R('me')],
  ['mot|mots|le mot|les mots', R('word')],
  ['contour|contours|bordure|bordures|outline|liseret|cadre', { k: 'stroke' }],
  ['police|polices|typo|typographie|font|fonte|caracteres|ecriture|ecritures|la police|style d\' ecriture|style de police', { k: 'font' }],

  // What is done.
  ['enleve|enlever|enlevez|enleves|retire|retirer|retirez|supprime|supprimer|supprimez|efface|effacer|effacez|vire|virer|virez|ote|oter|otez', V('remove')],
  ['cache|cacher|cachez|masque|masquer|masquez|fais disparaitre|faites disparaitre|disparaitre', V('hide')],
  ['reaffiche|reafficher|remets|remettre|remettez|fais reapparaitre|faites reapparaitre|reapparaitre|affiche|afficher|affichez|montre|montrer|montrez', V('show')],
  ['ajoute|ajouter|ajoutez|rajoute|rajouter|rajoutez|insere|inserer|inserez|dessine|dessiner|dessinez|colle|coller|collez', V('add')],
  ['mets|met|mettre|mettez|mais|place|placer|placez|pose|poser|posez|fais|faites|rends|rendre|rendez|utilise|utiliser|utilisez|prends|prendre|prenez', V('put')],
  ['remplace|remplacer|remplacez|change|changer|changez|transforme|transformer|transformez|echange|echanger|echangez|modifie|modifier|modifiez|passe|passer|passez|switch', V('replace')],
  ['ecris|ecrire|ecrivez|renomme|renommer|renommez|tape|taper|tapez|corrige|corriger|corrigez|retape', V('write')],
  ['entoure|entourer|entourez|encercle|encercler|encerclez|cercle autour|entourage', V('circle')],
  ['souligne|souligner|soulignez', V('underline')],
  ['deplace|deplacer|deplacez|bouge|bouger|bougez|decale|decaler|decalez|positionne|positionner|positionnez|pousse|pousser|poussez|glisse|glisser|glissez', V('move')],
  // « penche le titre », « fais pivoter le logo », « remets le titre droit » (rotation.ts reads the angle).
  ['penche|pencher|penchez|penches|penchee|penchees|incline|incliner|inclinez|inclinee|inclines|tourne|tourner|tournez|pivote|pivoter|pivotez|fais pivoter|faites pivoter|fais tourner|faites tourner|en biais|de biais|de travers|en diagonale|rotation|rotation de', V('rotate')],
  ['redresse|redresser|redressez|remets droit|remettez droit|redressee', V('straighten')],
  ['droit|bien droit|tout droit|a l\' horizontale|horizontal|horizontale|sans inclinaison|sans rotation|pas penche|a l\' endroit', { k: 'level' }],
  ['degre|degres|deg|°|degree|degrees', { k: 'degrees' }],
  ['dans l\' autre sens|sens inverse|a l\' envers|sens anti horaire|sens antihoraire|anti horaire|antihoraire|sens contraire', { k: 'sense', dir: -1 }],
  ['sens horaire|dans le sens horaire|sens des aiguilles d\' une montre|dans le sens des aiguilles d\' une montre', { k: 'sense', dir: 1 }],
  ['monte|monter|montez|remonte|remonter|remontez|plus haut|vers le haut', V('up')],
  ['descends|descend|descendre|descendez|baisse|baisser|baissez|plus bas|vers le bas', V('down')],

  // Where.
  ['haut a gauche|haut gauche|superieur gauche|en haut a gauche', P('top-left')],
  ['haut a droite|haut droite|superieur droit|superieur droite|en haut a droite', P('top-right')],
  ['bas a gauche|bas gauche|inferieur gauche|en bas a gauche', P('bottom-left')],
  ['bas a droite|bas droite|inferieur droit|inferieur droite|en bas a droite', P('bottom-right')],
  ['a gauche|gauche|sur la gauche|vers la gauche|cote gauche|a gauche de l\' image', P('left')],
  ['a droite|a droit|droite|sur la droite|vers la droite|cote droit|a droite de l\' image', P('right')],
  ['en haut|tout en haut|haut', P('top')],
  ['en bas|tout en bas|bas', P('bottom')],
  ['au centre|au milieu|centre|milieu|centrer|centrez|centre le|centre la', P('center')],

  // How much.
  ['agrandis|agrandir|agrandissez|agrandit|grossis|grossir|grossissez|elargis|elargir|elargissez|augmente|augmenter|augmentez|en grand|en gros|en plus grand|en plus gros|xxl|xl', { k: 'size', dir: 1 }],
  ['reduis|reduire|reduisez|reduit|rapetisse|rapetisser|rapetissez|retrecis|retrecir|retrecissez|diminue|diminuer|diminuez|en petit|en plus petit', { k: 'size', dir: -1 }],
  ['beaucoup|bien|encore|nettement|vraiment|tres|carrement|franchement|vachement|beaucoup beaucoup|bcp', { k: 'intensity', f: 'strong' }],
  ['un peu|legerement|un poil|un petit peu|un tout petit peu|juste un peu|un chouia|leger', { k: 'intensity', f: 'slight' }],
  ['deux fois|2 fois|x2|double|doubler|double la taille', { k: 'times', n: 2 }],
  ['trois fois|3 fois|x3|triple|tripler', { k: 'times', n: 3 }],
  ['moitie|deux fois moins|2 fois moins|de moitie', { k: 'times', n: 0.5 }],
  ['plus sombre|plus fonce|plus foncee|plus noir|plus obscur|assombris|assombrir|assombrissez|moins clair|moins lumineux|fonce le|fonce la|moins lumineuse', { k: 'shade', dir: 'dark' }],
  ['plus clair|plus claire|plus lumineux|plus lumineuse|eclaircis|eclaircir|eclaircissez|moins sombre|moins fonce|moins foncee', { k: 'shade', dir: 'light' }],
  ['sombre|fonce|clair|claire|pastel|chaud|froid', { k: 'shadeColor', word: '' }],
  ['uni|unie|simple|plat', { k: 'recipe', recipe: 'flat' }],
  ['neon|neons', { k: 'recipe', recipe: 'neon' }],
  ['pop|bd|bande dessinee|comics', { k: 'recipe', recipe: 'pop' }],
  ['degrade|faisceau|rayon de lumiere|projecteur', { k: 'recipe', recipe: 'beam' }],

  // Styles.
  ['gaming|gamer|jeu video|jeux video|jeux videos|esport|twitch', { k: 'style', style: 'gaming' }],
  ['pro|professionnel|professionnelle|corporate|business|serieux', { k: 'style', style: 'pro' }],
  ['minimaliste|minimal|minimalist|epure|epuree|mini', { k: 'style', style: 'mini' }],
  ['vlog|vlogs|lifestyle|vlogueur', { k: 'style', style: 'vlog' }],
  ['actu|actus|actualite|actualites|info|infos|news|journal|journal tele|journal televise|jt', { k: 'style', style: 'actu' }],
  ['viral|virale|buzz|mrbeast|mr beast|clickbait|putaclic|youtubeur', { k: 'style', style: 'viral' }],
  ['style|mode|en mode|version|facon|look|theme|passe en|passez en|passe au|passez au|passe le en|passe la en', { k: 'styleMarker' }],

  // Fonts.
  ['anton', { k: 'family', family: 'Anton' }],
  ['oswald', { k: 'family', family: 'Oswald' }],
  ['montserrat', { k: 'family', family: 'Montserrat' }],
  ['fredoka', { k: 'family', family: 'Fredoka' }],
  ['russo|russo one', { k: 'family', family: 'Russo One' }],
  ['archivo|archivo black', { k: 'family', family: 'Archivo Black' }],
  ['inter', { k: 'family', family: 'Inter' }],
  ['plus arrondie|plus arrondi|plus ronde|plus rond|arrondie|arrondi|ronde|plus douce|plus fun|plus enfantine|plus ludique|ludique|enfantine|cartoon', { k: 'fontLook', family: 'Fredoka', label: 'plus arrondie' }],
  ['plus grasse|plus gras|plus epaisse|plus epais|plus lourde|plus forte|grasse|epaisse|en gras|gras|plus massive|massive', { k: 'fontLook', family: 'Archivo Black', label: 'plus épaisse' }],
  ['plus etroite|plus etroit|plus condensee|plus serree|etroite|condensee|serree|plus allongee', { k: 'fontLook', family: 'Oswald', label: 'plus étroite' }],
  ['plus moderne|moderne|plus elegante|elegante|plus classe|plus chic|chic|plus geometrique|geometrique', { k: 'fontLook', family: 'Montserrat', label: 'plus moderne' }],
  ['plus simple|plus lisible|lisible|plus fine|plus fin|fine|plus sobre|sobre|plus neutre|neutre', { k: 'fontLook', family: 'Inter', label: 'plus sobre' }],
  ['plus futuriste|futuriste|plus tech|tech|plus carree|carree|plus geek|geek|robotique', { k: 'fontLook', family: 'Russo One', label: 'plus futuriste' }],
  ['plus impactante|impactante|plus percutante|percutante|impact|plus youtube|plus choc|choc', { k: 'fontLook', family: 'Anton', label: 'plus percutante' }],

  // Order.
  ['au premier plan|premier plan|devant|par dessus|au dessus|en avant|a l\' avant', { k: 'order', to: 'front' }],
  ['au second plan|second plan|derriere|en dessous|par dessous|a l\' arriere|en arriere', { k: 'order', to: 'back' }],

  // New pixels.
  [
    't shirt|tshirt|tee shirt|teeshirt|maillot|maillots|chemise|chemises|veste|vestes|blouson|pull|pulls|sweat|hoodie|robe|robes|jupe|casquette|chapeau|bonnet|lunettes|cheveux|coiffure|barbe|moustache|pantalon|jean|short|chaussures|baskets|sneakers|habit|habits|vetement|vetements|tenue|tenues|costume|cravate|boubou|pagne|bijoux|collier|boucles d\' oreilles|maquillage|rouge a levres|yeux|bouche|sourire|peau|main|mains|bras|habille|habiller|habillez|porte|portes|porter|mon haut|ma tenue',
    { k: 'pixel' },
  ],
  ['dans la photo|sur la photo|de la photo|dans l\' image|de l\' arriere|derriere moi|sur moi|a cote de moi|dans le fond de la photo|sur ma photo|de ma photo|dans ma photo', { k: 'photoCtx' }],

  // Ordinals (the tokenizer cuts « 2e » into « 2 » « e »: see instruction.ts).
  ['premier|premiere|1er|1ere', { k: 'ordinal', n: 1 }],
  ['deuxieme|second|seconde|2e|2eme|2nd|2nde|deuzieme', { k: 'ordinal', n: 2 }],
  ['troisieme|3e|3eme', { k: 'ordinal', n: 3 }],
  ['quatrieme|4e|4eme', { k: 'ordinal', n: 4 }],
  ['cinquieme|5e|5eme', { k: 'ordinal', n: 5 }],
  ['sixieme|6e|6eme', { k: 'ordinal', n: 6 }],
  ['dernier|derniere', { k: 'ordinal', n: -1 }],

  // Links.
  ['par|avec', { k: 'prep', p: 'par' }],
  ['en', { k: 'prep', p: 'en' }],
  ['vers|sur|qui pointe vers|qui pointe sur|pointant vers|pointant sur|pointe vers|pointe sur|en direction de|en direction du|qui montre|pour montrer|vers le|vers la|vers les', { k: 'prep', p: 'toward' }],
  ['autour de|autour du|autour des|autour de la|autour de l\'|autour', { k: 'prep', p: 'around' }],
  ['a la place de|a la place du|a la place des|au lieu de|au lieu du|au lieu des|a la place', { k: 'prep', p: 'instead' }],
  ['sous|en dessous de|en dessous du', { k: 'prep', p: 'under' }],
  ['comme|en tant que', { k: 'prep', p: 'as' }],
  ['au debut|en premier|devant le titre|au debut du titre', { k: 'edge', at: 'start' }],
  ['a la fin|en dernier|a la fin du titre|au bout|apres le titre', { k: 'edge', at: 'end' }],

  // Nothing to do: politeness, the frame itself, requests.
  [
    "s' il te plait|s' il vous plait|s' il te plais|stp|svp|merci|please|bonjour|salut|hello|coucou|de l' image|de la miniature|de l' ecran|sur l' image|sur la miniature|dans la miniature|la miniature|miniature|minia|thumbnail|coin|le coin|dans le coin|du coin|est ce que|est ce qu'|tu peux|vous pouvez|peux tu|pouvez vous|tu pourrais|vous pourriez|pourrais tu|pourriez vous|j' aimerais|je voudrais|je veux|il faut|aussi|egalement|maintenant|plutot|de couleur|couleur|couleurs|la couleur|la couleur du|la couleur de|en couleur|teinte|ok|svp merci|qui va|va|allant|qui passe|passant",
    { k: 'filler' },
  ],
];

export interface Phrase {
  words: readonly string[];
  item: Item;
}

/** « l' image » → l', image (the tokenizer keeps elisions as their own token). */
function phraseWords(phrase: string): string[] {
  return phrase.split(' ').flatMap((w) => {
    const at = w.indexOf("'");
    return at > 0 && at < w.length - 1 ? [w.slice(0, at + 1), w.slice(at + 1)] : [w];
  });
}

/** Phrases by their first word, longest first. */
export const INSTRUCTION_PHRASES = new Map<string, Phrase[]>();
function addPhrase(phrase: string, item: Item): void {
  const words = phraseWords(phrase);
  const bucket = INSTRUCTION_PHRASES.get(words[0]!) ?? [];
  bucket.push({ words, item });
  INSTRUCTION_PHRASES.set(words[0]!, bucket);
}
for (const [list, item] of ENTRIES) {
  for (const phrase of list.split('|')) {
    // A shade word alone carries its own word (« sombre » → the « sombre » shade).
    addPhrase(phrase, item.k === 'shadeColor' ? { k: 'shadeColor', word: phrase } : item);
  }
}
for (const adj of BIG) {
  addPhrase(`plus ${adj}`, { k: 'size', dir: 1 });
  addPhrase(`moins ${adj}`, { k: 'size', dir: -1 });
  addPhrase(`trop ${adj}`, { k: 'size', dir: -1 });
}
for (const adj of SMALL) {
  addPhrase(`plus ${adj}`, { k: 'size', dir: -1 });
  addPhrase(`moins ${adj}`, { k: 'size', dir: 1 });
  addPhrase(`trop ${adj}`, { k: 'size', dir: 1 });
}
for (const bucket of INSTRUCTION_PHRASES.values()) bucket.sort((a, b) => b.words.length - a.words.length);

/** Every single word the phrases use: the typo-tolerant vocabulary (« tirte » → « titre »). */
export const INSTRUCTION_WORDS = new Set<string>();
for (const bucket of INSTRUCTION_PHRASES.values()) for (const p of bucket) for (const w of p.words) if (/^[a-z]+$/.test(w)) INSTRUCTION_WORDS.add(w);

/** Typos too short for the fuzzy lookup (under 5 letters) but met often enough to list. */
export const INSTRUCTION_TYPOS: Record<string, string> = {
  titr: 'titre', tite: 'titre', titel: 'titre', fnd: 'fond', fondd: 'fond', logp: 'logo', lgo: 'logo', loogo: 'logo', lojo: 'logo',
  met: 'mets', mai: 'mets', meets: 'mets', enlve: 'enleve', elneve: 'enleve', rajout: 'rajoute', ajout: 'ajoute',
  jone: 'jaune', jaun: 'jaune', juane: 'jaune', rouj: 'rouge', roug: 'rouge', bleux: 'bleu', bleau: 'bleu', ver: 'vert', verre: 'vert', nwar: 'noir', blan: 'blanc',
  gd: 'grand', grd: 'grand', ptit: 'petit', pti: 'petit', ptite: 'petite', pluss: 'plus', pls: 'plus', plu: 'plus',
  foto: 'photo', fotos: 'photos', phot: 'photo', pnche: 'penche', penshe: 'penche', tourn: 'tourne', dgr: 'degres',
  o: 'au', ds: 'dans', ac: 'avec', pr: 'pour', tt: 'tout', fleshe: 'fleche', flesh: 'fleche', flch: 'fleche',
};

/** Words that carry no meaning in an editing request (on top of the brief reader's stop words). */
export const INSTRUCTION_FILLERS = new Set(['plait', 'plais', 'peux', 'pouvez', 'pourrais', 'pourriez', 'voudrais', 'aimerais', 'veux', 'svp', 'stp', 'merci', 'aussi', 'ca', 'cela', 'maintenant', 'juste', 'un', 'une', 'des', 'le', 'la', 'les', "l'", 'de', 'du', "d'", 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'ce', 'cet', 'cette', 'en', 'a', 'au', 'aux', 'y', 'et', 'puis', 'ensuite', 'stp', 'qui', 'que', 'est', 'soit', 'tout', 'toute', 'lui', 'leur', 'moi', 'toi', 'nous', 'vous', 'tu', 'je', "j'", 'il', 'elle', 'on', 'me', "m'", 'te', "t'", 'se', "s'", 'ci', 'la-bas', 'quelque', 'chose', 'partie', 'endroit', 'cote', 'niveau', 'taille']);

/** Determiners that make a shape new (« une flèche »), not one already there (« la flèche »). */
export const INDEFINITE = new Set(['un', 'une', 'des', 'deux', 'trois', 'quelques', 'autre', 'nouvelle', 'nouveau', 'petite', 'petit', 'grosse', 'gros', 'grande', 'grand']);
export const DETERMINERS = new Set(['un', 'une', 'des', 'le', 'la', 'les', "l'", 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'ce', 'cet', 'cette', 'ces', 'du', 'de', "d'", 'au', 'aux']);

/** Words that end a clause: each one is a change of its own (« titre en jaune et fond bleu », « puis »). */
export const CLAUSE_WORDS = new Set(['et', 'puis', 'ensuite', 'enfin']);
