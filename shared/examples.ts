/**
 * Example thumbnails shown on the landing page (hero strips, feature showcase,
 * categories). Each one is rendered by the local engine from (title, prompt,
 * style, seed) with `npx tsx scripts/render-examples.ts`, which writes the
 * files under client/public/examples/ (committed: they are build inputs).
 *
 * Changing a title, prompt, style or seed — or the engine — changes the image:
 * re-run the script and re-read the `alt`, which describes what is drawn
 * (palette, shape, emphasised word), not just the title.
 *
 * No Node imports: the browser bundle reads this file too.
 */

export type ExampleStyle = 'pro' | 'mini' | 'vlog';
export type ExampleUsage = 'hero-a' | 'hero-b' | 'showcase' | 'category';
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
    id: 'hero-journee-abidjan',
    title: 'Ma journée à Abidjan',
    style: 'vlog',
    seed: 440735,
    prompt: 'Vlog lifestyle à Abidjan, marché et maquis entre amis',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q('Ma journée à Abidjan')} en grosses lettres blanches cernées de bordeaux, le mot ${q('journée')} en jaune, sur un dégradé jaune mangue, orange et corail parsemé de bulles de lumière, avec un soleil doré cerclé de blanc à droite.`,
    usage: 'hero-a',
  },
  {
    id: 'hero-smartphone-budget',
    title: `Quel smartphone à 100${NNBSP}000${NBSP}F${NNBSP}?`,
    style: 'pro',
    seed: 918018,
    prompt: 'Test tech de smartphones petit budget',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`Quel smartphone à 100${NNBSP}000${NBSP}F${NNBSP}?`)} en grosses lettres blanches détourées de noir, la somme ${q(`100${NNBSP}000`)} en jaune, sur un fond bleu nuit traversé d’un faisceau de lumière, avec une sphère jaune rayonnante à droite.`,
    usage: 'hero-a',
  },
  {
    id: 'hero-mafe-bamako',
    title: 'Le vrai mafé de Bamako',
    style: 'mini',
    seed: 445208,
    prompt: 'Recette du mafé de Bamako, sauce arachide, cuisine malienne',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q('Le vrai mafé de Bamako')} en lettres noires, le mot ${q('Bamako')} en orange, sur un fond crème uni, à côté d’un carré orange aux coins arrondis doublé d’un fin contour noir décalé.`,
    usage: 'hero-a',
  },
  // Hero, second strip
  {
    id: 'hero-derby-casablanca',
    title: `J’ai vécu le derby de Casablanca${NNBSP}!`,
    style: 'pro',
    seed: 133624,
    prompt: 'Football, derby au stade de Casablanca, supporters en feu',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`J’ai vécu le derby de Casablanca${NNBSP}!`)} en lettres blanches détourées de noir, le mot ${q('Casablanca')} en jaune, sur un fond rouge sombre éclairé par un faisceau de lumière, avec une sphère jaune rayonnante à droite.`,
    usage: 'hero-b',
  },
  {
    id: 'hero-business-lagos',
    title: 'Mon business à Lagos en 30 jours',
    style: 'mini',
    seed: 462297,
    prompt: 'Business, lancer son entreprise à Lagos, finance, entrepreneur',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q('Mon business à Lagos en 30 jours')} en lettres noires sur trois lignes, le nombre ${q('30')} en bleu, sur un fond gris clair uni, à côté d’un triangle bleu électrique doublé d’un fin contour noir décalé.`,
    usage: 'hero-b',
  },
  {
    id: 'hero-thieb-dakar',
    title: `Le meilleur thiéboudienne de Dakar${NNBSP}?`,
    style: 'vlog',
    seed: 200141,
    prompt: 'Food tour à Dakar, cuisine sénégalaise, thiéboudienne',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q(`Le meilleur thiéboudienne de Dakar${NNBSP}?`)} en lettres blanches cernées de bordeaux, le mot ${q('thiéboudienne')} en jaune, sur un dégradé pêche, corail et rose parsemé de bulles de lumière, avec un soleil doré à droite.`,
    usage: 'hero-b',
  },
  // Feature showcase
  {
    id: 'showcase-titre',
    title: `Combien gagne un youtubeur à Dakar${NNBSP}?`,
    style: 'pro',
    seed: 139007,
    prompt: '',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`Combien gagne un youtubeur à Dakar${NNBSP}?`)} en lettres blanches détourées de noir sur trois lignes, le mot ${q('youtubeur')} en rouge, sur un fond bleu nuit traversé d’un faisceau de lumière, avec une sphère rouge rayonnante à droite.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-prompt',
    title: 'Un week-end de rêve à Assinie',
    style: 'vlog',
    seed: 206998,
    prompt: 'Plage au coucher du soleil, vacances, ambiance chaude',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q('Un week-end de rêve à Assinie')} en grosses lettres blanches cernées de bordeaux, le mot ${q('week-end')} en jaune pâle, sur un dégradé de coucher de soleil orange, corail et magenta parsemé de bulles de lumière, avec un soleil doré à droite.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-ajout-image',
    title: `Mon setup à 500${NNBSP}000${NBSP}F`,
    style: 'mini',
    seed: 459458,
    prompt: 'Tech, mon setup de youtubeur, bureau et ordinateur',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q(`Mon setup à 500${NNBSP}000${NBSP}F`)} en lettres bleu marine, la somme ${q(`500${NNBSP}000`)} en orange, sur un fond bleu ciel pâle uni, à côté d’un carré orange aux coins arrondis doublé d’un fin contour décalé.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-digitalme',
    title: `Mon jumeau numérique fait le show${NNBSP}!`,
    style: 'mini',
    seed: 559452,
    prompt: 'IA et tech, mon avatar numérique',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q(`Mon jumeau numérique fait le show${NNBSP}!`)} en lettres bleu marine sur trois lignes, le mot ${q('numérique')} en bleu électrique, sur un fond bleu ciel pâle uni, à côté d’un épais anneau bleu doublé d’un fin cercle décalé.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-faceswap',
    title: `Moi, star de Nollywood${NNBSP}?!`,
    style: 'vlog',
    seed: 648690,
    prompt: 'Cinéma à Lagos, Nollywood, glamour, rose',
    alt: `Miniature au style Vlog chaleureux${NBSP}: le titre ${q(`Moi, star de Nollywood${NNBSP}?!`)} en grosses lettres blanches cernées de bordeaux, le mot ${q('Nollywood')} en jaune pâle, sur un dégradé rose saumon, rose vif et violet parsemé de bulles de lumière, avec un soleil doré cerclé de blanc à droite.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-modification',
    title: 'Le yassa de mamie',
    style: 'mini',
    seed: 389905,
    prompt: 'Recette familiale du poulet yassa, fond vert',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q('Le yassa de mamie')} en lettres vert foncé, le mot ${q('yassa')} en violet, sur un fond vert menthe pâle uni, à côté d’un disque violet doublé d’un fin cercle décalé.`,
    usage: 'showcase',
  },
  {
    id: 'showcase-mgx3',
    title: `Les Lions en finale${NBSP}: on y croit${NNBSP}!`,
    style: 'pro',
    seed: 599663,
    prompt: 'Football, le Sénégal en finale, maillot vert',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`Les Lions en finale${NBSP}: on y croit${NNBSP}!`)} en grosses lettres blanches détourées de noir sur trois lignes, le mot ${q('finale')} en jaune, sur un fond vert sombre traversé d’un faisceau de lumière, avec une sphère jaune rayonnante à droite.`,
    usage: 'showcase',
  },
  // Categories
  {
    id: 'category-actualite',
    title: 'Ce qui change à Bamako dès lundi',
    style: 'pro',
    seed: 504746,
    prompt: 'Actualité, info du jour',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q('Ce qui change à Bamako dès lundi')} en grosses lettres blanches détourées de noir sur trois lignes, le mot ${q('change')} en rouge, sur un fond gris anthracite éclairé par un faisceau de lumière, avec une sphère rouge rayonnante à droite.`,
    usage: 'category',
  },
  {
    id: 'category-gaming',
    title: `24${NBSP}h de gaming sans dormir${NNBSP}!`,
    style: 'pro',
    seed: 206998,
    prompt: 'Gaming, jeux vidéo toute la nuit',
    alt: `Miniature au style Pro contrasté${NBSP}: le titre ${q(`24${NBSP}h de gaming sans dormir${NNBSP}!`)} en lettres blanches détourées de noir, le nombre ${q('24')} en jaune, sur un fond violet profond traversé d’un faisceau de lumière, avec une sphère jaune rayonnante à droite.`,
    usage: 'category',
  },
  {
    id: 'category-viral',
    title: `Personne ne s’attendait à ça${NNBSP}!`,
    style: 'mini',
    seed: 337288,
    prompt: 'Fun, choc, réaction',
    alt: `Miniature au style Minimaliste${NBSP}: le titre ${q(`Personne ne s’attendait à ça${NNBSP}!`)} en lettres noires sur trois lignes, le mot ${q('s’attendait')} en orange, sur un fond jaune citron pâle uni, à côté d’un triangle orange doublé d’un fin contour noir décalé.`,
    usage: 'category',
  },
];

export function examplesFor(usage: ExampleUsage): Example[] {
  return EXAMPLES.filter((example) => example.usage === usage);
}

export function findExample(id: string): Example | undefined {
  return EXAMPLES.find((example) => example.id === id);
}
