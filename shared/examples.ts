/**
 * Example thumbnails shown on the landing page (hero strips, feature showcase,
 * categories). Each one is made as the product makes it from (title, prompt,
 * style, seed) by `npm run landing:examples` (scripts/render-examples.ts),
 * which writes the files under client/public/examples/ (committed: they are
 * build inputs).
 *
 * Changing a title, prompt, style or seed — or the engine — changes the image:
 * re-run the script and re-read the `alt`, which describes what is drawn
 * (subject, scene, palette, emphasised word), not just the title. The script
 * says which examples no longer draw their `drawn` list.
 *
 * No Node imports: the browser bundle reads this file too.
 */
import type { StyleId } from './engine/model/design';

export type ExampleStyle = StyleId;
export type ExampleUsage = 'hero-a' | 'hero-b' | 'showcase' | 'category';
/**
 * Our drawn people (scripts/examples/*.svg), for the DigitalMe and Face Swap tabs: the landing page
 * shows a drawn person labelled « Exemple illustré », never a real person's photo (DECISIONS.md).
 */
export type ExamplePerson = 'createur' | 'star-avant' | 'star-apres';
export type ExampleWidth = 480 | 960;
export type ExampleFormat = 'avif' | 'webp' | 'jpg';

export interface Example {
  /** File stem under /examples/ (lowercase ASCII, dashes). */
  id: string;
  /** Title as a creator would type it; the engine uppercases it and applies French spacing. */
  title: string;
  style: ExampleStyle;
  /** uint32 engine seed: fixed so the committed files are reproducible. */
  seed: number;
  /** Brief given to the engine; it only biases the palette. */
  prompt: string;
  /** French description of the image for screen readers. */
  alt: string;
  usage: ExampleUsage;
  /** Our drawn person in place of the pictograms, placed as a « Moi » portrait. */
  person?: ExamplePerson;
  /** A « Décrire une modification » applied to the made picture: the example is the result. */
  instruction?: string;
  /**
   * What the `alt` was written for: the subject pictograms (`fluent:…`, `minia:…`), the drawn
   * person (`personne:createur`) and the scene (`scene:cuisine`), in the design's order. The
   * script and a test compare it with what the engine draws now.
   */
  drawn: string[];
}

/** Pixel height of each rendered width, for <img width/height> (no layout shift). */
export const EXAMPLE_HEIGHTS: Readonly<Record<ExampleWidth, number>> = { 480: 270, 960: 540 };

/**
 * The files generated per example. JPEG exists only at 480 px: it is the
 * <img> fallback for browsers without AVIF/WebP, which are also the ones least
 * likely to need a 2× image.
 */
export const EXAMPLE_VARIANTS: ReadonlyArray<{ width: ExampleWidth; format: ExampleFormat }> = [
  { width: 480, format: 'avif' },
  { width: 480, format: 'webp' },
  { width: 960, format: 'avif' },
  { width: 960, format: 'webp' },
  { width: 480, format: 'jpg' },
];

/** Public URL of one rendered file (served from client/public/examples/). */
export function exampleSrc(id: string, width: ExampleWidth, format: ExampleFormat): string {
  return `/examples/${id}-${width}.${format}`;
}

// French spacing: a narrow no-break space before ? ! ; and inside « », a no-break space before :
const NNBSP = '\u202f';
const NBSP = '\u00a0';
/** « text » with French inner spacing. */
const q = (text: string): string => `«${NNBSP}${text}${NNBSP}»`;

export const EXAMPLES: readonly Example[] = [
  // Hero, first strip
  {
    id: 'hero-mafe-maman',
    title: 'Le mafé de maman, pas à pas',
    style: 'vlog',
    seed: 2,
    prompt: 'Recette du mafé, sauce arachide, cuisine familiale',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q('Le mafé de maman, pas à pas')} en grosses lettres blanches cernées de bordeaux, le mot ${q('maman')} en jaune, devant une cuisine aux tons pêche, corail et rose, sa hotte et ses placards, parsemée de bulles de lumière, avec à droite un bol turquoise de mafé, sauce brune et morceaux de viande, à côté d’un dôme de riz blanc.`,
    usage: 'hero-a',
    drawn: ['minia:mafe', 'scene:cuisine'],
  },
  {
    id: 'hero-economies-fcfa',
    title: `J’ai mis 300${NNBSP}000${NBSP}F de côté en 6 mois`,
    style: 'pro',
    seed: 7,
    prompt: 'Finance personnelle, épargne',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`J’ai mis 300${NNBSP}000${NBSP}F de côté en 6 mois`)} en lettres brun foncé cernées de blanc sur deux lignes, ${q(`300${NNBSP}000${NBSP}F`)} et ${q('6 mois')} en rouge, sur un fond orange safran, devant un graphique à barres claires et une courbe qui monte, avec à gauche une pile de pièces dorées et une grosse pièce argent et or frappée d’un ${q('F')}.`,
    usage: 'hero-a',
    drawn: ['minia:pieces-fcfa', 'scene:finance'],
  },
  {
    id: 'hero-finale-lions',
    title: `Finale${NBSP}: les Lions font vibrer Dakar${NNBSP}!`,
    style: 'viral',
    seed: 2,
    prompt: 'Football, supporters en liesse',
    alt: `Miniature au style Viral${NBSP}: le titre ${q(`Finale${NBSP}: les Lions font vibrer Dakar${NNBSP}!`)} en lettres blanches cernées de noir sur un bloc noir en bas à gauche, le mot ${q('finale')} en jaune, sur des rayons vert vif où se devinent les lignes d’un terrain, une cage et deux projecteurs de stade, avec à droite, en gros plan coupé par le bord de l’image, un ballon de football blanc et bleu.`,
    usage: 'hero-a',
    drawn: ['fluent:soccer-ball', 'scene:terrain'],
  },
  // Hero, second strip
  {
    id: 'hero-telephone-budget',
    title: `Quel téléphone à 80${NNBSP}000${NBSP}F${NNBSP}?`,
    style: 'mini',
    seed: 1,
    prompt: 'Test tech de smartphones petit budget',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q(`Quel téléphone à 80${NNBSP}000${NBSP}F${NNBSP}?`)} en lettres bleu marine, la somme ${q(`80${NNBSP}000${NBSP}F`)} en bleu vif, sur un fond gris bleuté clair où se dessinent une fenêtre, une plante et le plateau beige d’un bureau, avec à droite un smartphone violet aux icônes colorées surmonté d’un grand point d’interrogation bleu.`,
    usage: 'hero-b',
    drawn: ['fluent:mobile-phone', 'scene:bureau'],
  },
  {
    id: 'hero-tresses-rapides',
    title: 'Mes tresses en une heure chrono',
    style: 'vlog',
    seed: 2,
    prompt: 'Tuto coiffure, tresses',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q('Mes tresses en une heure chrono')} en lettres blanches cernées de bordeaux, le mot ${q('tresses')} en jaune, sur le fond rose d’un studio beauté, une étagère de petits flacons et des bulles de lumière, avec à droite, devant un grand anneau lumineux, une femme à la peau foncée chez la coiffeuse, des ciseaux près de ses cheveux.`,
    usage: 'hero-b',
    drawn: ['fluent:woman-getting-haircut-dark', 'scene:studio'],
  },
  {
    id: 'hero-rentree-classes',
    title: `Rentrée${NBSP}: mon sac d’école à petit prix`,
    style: 'actu',
    seed: 2,
    prompt: 'École, fournitures scolaires, rentrée des classes',
    alt: `Miniature au style Actualité${NBSP}: l’étiquette rouge ${q('ACTU')} au-dessus du titre ${q(`Rentrée${NBSP}: mon sac d’école à petit prix`)} en lettres noires sur un bandeau blanc, le mot ${q('rentrée')} en bleu, devant une salle de classe aux tons beige, son tableau vert et ses pupitres, avec à droite une école au toit rouge, à l’horloge, à la cloche et à la porte bleue.`,
    usage: 'hero-b',
    drawn: ['minia:ecole', 'scene:classe'],
  },
  // Feature showcase
  {
    id: 'showcase-titre',
    title: 'Mes 5 astuces pour filmer au téléphone',
    style: 'pro',
    seed: 2,
    prompt: '',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q('Mes 5 astuces pour filmer au téléphone')} en lettres bleu marine cernées de blanc sur trois lignes à droite, le chiffre ${q('5')} en violet, sur un fond vert menthe, devant une grande fenêtre et une plante, avec à gauche, en gros plan coupé par le bord de l’image, une caméra vidéo grise posée sur un bureau.`,
    usage: 'showcase',
    drawn: ['fluent:video-camera', 'scene:bureau'],
  },
  {
    id: 'showcase-prompt',
    title: `Saly en famille${NBSP}: notre plage secrète`,
    style: 'vlog',
    seed: 2,
    prompt: 'Ambiance chaleureuse, couleurs du coucher de soleil, énergie positive',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q(`Saly en famille${NBSP}: notre plage secrète`)} en lettres blanches cernées de bordeaux sur quatre lignes, le mot ${q('secrète')} en jaune, sur une plage au coucher du soleil, ciel mauve et rose, mer sombre, sable clair et palmier en silhouette, parsemée de bulles de lumière, avec à droite un parasol rayé rouge et blanc sur le sable.`,
    usage: 'showcase',
    drawn: ['fluent:beach-with-umbrella', 'scene:plage'],
  },
  {
    id: 'showcase-ajout-image',
    title: `Ma première victoire en tournoi Free Fire${NNBSP}!`,
    style: 'gaming',
    seed: 4,
    prompt: 'Jeux vidéo, manette, tournoi en ligne',
    alt: `Miniature au style Gaming${NBSP}: le titre ${q(`Ma première victoire en tournoi Free Fire${NNBSP}!`)} en lettres blanches penchées à droite, le mot ${q('première')} en vert néon, sur un fond violet où une salle d’e-sport s’allume en néon, grand écran, hexagones et sol quadrillé, avec à gauche une manette de jeu violette au contour lumineux.`,
    usage: 'showcase',
    drawn: ['fluent:video-game', 'scene:arene'],
  },
  {
    id: 'showcase-digitalme',
    title: `J’ai testé 3 salons de coiffure${NNBSP}!`,
    style: 'vlog',
    seed: 1,
    prompt: 'Beauté, coiffure, moi contente',
    alt: `Exemple illustré au style Vlog chaleureux${NBSP}: le titre ${q(`J’ai testé 3 salons de coiffure${NNBSP}!`)} en lettres blanches cernées de bordeaux, le chiffre ${q('3')} en jaune, sur le fond rose d’un studio beauté, une étagère de petits flacons et un grand anneau lumineux, avec à droite notre créatrice dessinée, peau foncée, foulard de tête turquoise à motifs jaunes, créoles dorées et haut jaune, qui sourit.`,
    usage: 'showcase',
    person: 'createur',
    drawn: ['personne:createur', 'scene:studio'],
  },
  {
    id: 'showcase-faceswap-avant',
    title: `Moi, star de Nollywood${NNBSP}?!`,
    style: 'pro',
    seed: 2,
    prompt: 'Cinéma à Lagos, Nollywood, glamour',
    alt: `Exemple illustré, avant le Face Swap, au style Pro contrasté${NBSP}: le titre ${q(`Moi, star de Nollywood${NNBSP}?!`)} en lettres blanches cernées de noir, le mot ${q('Nollywood')} en jaune, sur un plateau de télévision rouge vermillon, mur d’écrans jaunes et pointillés, avec à gauche une star de cinéma dessinée, un homme barbu en smoking noir et nœud papillon doré.`,
    usage: 'showcase',
    person: 'star-avant',
    drawn: ['personne:star-avant', 'scene:plateau'],
  },
  {
    id: 'showcase-faceswap',
    title: `Moi, star de Nollywood${NNBSP}?!`,
    style: 'pro',
    seed: 2,
    prompt: 'Cinéma à Lagos, Nollywood, glamour',
    alt: `Exemple illustré, après le Face Swap, au style Pro contrasté${NBSP}: le même titre ${q(`Moi, star de Nollywood${NNBSP}?!`)} sur le même plateau de télévision rouge vermillon, avec à gauche le même smoking noir et nœud papillon doré, mais le visage de notre créatrice dessinée, peau foncée, foulard turquoise et créoles dorées, qui sourit.`,
    usage: 'showcase',
    person: 'star-apres',
    drawn: ['personne:star-apres', 'scene:plateau'],
  },
  {
    id: 'showcase-modification-avant',
    title: 'Le yassa de mamie',
    style: 'mini',
    seed: 8,
    prompt: 'Recette familiale du yassa, fond vert',
    alt: `Miniature au style Minimaliste, avant la modification${NBSP}: le titre ${q('Le yassa de mamie')} en lettres blanches sur un bandeau noir en bas à gauche, le mot ${q('yassa')} en rouge orangé, devant une cuisine toute verte aux formes simples, étagère de pots, hotte, carrelage et marmite, avec à droite, devant un disque rouge orangé, une assiette de yassa${NBSP}: riz blanc, cuisse de poulet dorée sur sa sauce aux oignons et rondelle de citron vert.`,
    usage: 'showcase',
    drawn: ['minia:yassa', 'scene:cuisine'],
  },
  {
    id: 'showcase-modification',
    title: 'Le yassa de mamie',
    style: 'mini',
    seed: 8,
    prompt: 'Recette familiale du yassa, fond vert',
    alt: `Miniature au style Minimaliste, après la modification ${q('Mets le titre en jaune et change le fond en bleu nuit')}${NBSP}: le titre ${q('Le yassa de mamie')} en lettres jaunes sur un bandeau noir en bas à gauche, le mot ${q('yassa')} toujours en rouge orangé, toute la cuisine repeinte en bleu nuit (mur, étagère de pots, hotte, carrelage et meubles d’un bleu plus sombre), avec à droite la même assiette de yassa devant le disque rouge orangé.`,
    usage: 'showcase',
    instruction: 'Mets le titre en jaune et change le fond en bleu nuit',
    drawn: ['minia:yassa', 'scene:cuisine'],
  },
  {
    id: 'showcase-mgx3',
    title: `Les Lions en finale${NBSP}: on y croit${NNBSP}!`,
    style: 'pro',
    seed: 3,
    prompt: 'Football, le Sénégal en finale, maillot vert',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`Les Lions en finale${NBSP}: on y croit${NNBSP}!`)} en grosses lettres blanches sur trois lignes, le mot ${q('finale')} en jaune, sur un terrain de football vert sous des faisceaux de lumière, ses lignes et son but, avec à droite un ballon de football blanc et bleu.`,
    usage: 'showcase',
    drawn: ['fluent:soccer-ball', 'scene:terrain'],
  },
  // Categories
  {
    id: 'category-actualite',
    title: 'Ce qui change à Bamako dès lundi',
    style: 'actu',
    seed: 2,
    prompt: 'Actualité, info du jour',
    alt: `Miniature au style Actualité${NBSP}: l’étiquette rouge ${q('ACTU')} au-dessus du titre ${q('Ce qui change à Bamako dès lundi')} en lettres blanches sur un bandeau sombre, le mot ${q('change')} en jaune, dans un plateau de journal télévisé bleu nuit, son mur d’écrans et son bureau de présentateur derrière, avec à droite le drapeau du Mali, vert, jaune et rouge.`,
    usage: 'category',
    drawn: ['flag:ml', 'scene:plateau'],
  },
  {
    id: 'category-gaming',
    title: `24${NBSP}h de gaming sans dormir${NNBSP}!`,
    style: 'gaming',
    seed: 2,
    prompt: 'Gaming, jeux vidéo toute la nuit',
    alt: `Miniature au style Gaming${NBSP}: le titre ${q(`24${NBSP}h de gaming sans dormir${NNBSP}!`)}, ${q(`24${NBSP}h`)} en énormes chiffres vert néon, le reste en lettres blanches penchées dont le mot ${q('gaming')} en vert néon, sur un fond violet nuit où une salle d’e-sport s’allume en néon, grand écran, hexagones et sol quadrillé, avec à droite une manette de jeu violette au contour lumineux.`,
    usage: 'category',
    drawn: ['fluent:video-game', 'scene:arene'],
  },
  {
    id: 'category-viral',
    title: `Ce concert a fini en folie${NNBSP}!`,
    style: 'viral',
    seed: 1,
    prompt: 'Fun, choc, réaction',
    alt: `Miniature au style Viral${NBSP}: le titre ${q(`Ce concert a fini en folie${NNBSP}!`)} en lettres blanches cernées de noir à droite, le mot ${q('concert')} en jaune, sur des rayons orange vif où s’allument les projecteurs d’une scène au-dessus d’une foule en silhouette, bras levés, avec à gauche un micro gris entouré d’un cercle rouge et, dans le coin, un émoji effrayé, les mains sur les joues.`,
    usage: 'category',
    drawn: ['fluent:microphone', 'scene:concert'],
  },
];

export function examplesFor(usage: ExampleUsage): Example[] {
  return EXAMPLES.filter((example) => example.usage === usage);
}

export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((example) => example.id === id);
}
