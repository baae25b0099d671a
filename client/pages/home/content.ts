/** The landing page's words (SPEC.md §2 and §3): showcase options, features, reviews, FAQ. */
import type { Feature } from '../../../shared/features';
import { formatXof } from '../../../shared/money';
import { PACKS } from '../../../shared/plans';
import { frAiEdit } from '../../i18n/fr-aiedit';
import { CREDIT_COSTS, SIGNUP_GIFT, SIGNUP_GIFT_THUMBNAILS } from '../../../shared/credits';

export interface ShowcaseOption {
  key: string;
  label: string;
  heading: string;
  paragraph: string;
  /** Optional line shown before the bar and its arrow (a condition, a hint). */
  before?: string;
  /** What the user types or gives, shown in the bar. */
  bar: string;
  imageId: string;
  imageAlt: string;
  /** A drawn person stands for the creator: the figure says « Exemple illustré » on it (DECISIONS.md, no real person's photo). */
  illustrated?: boolean;
  /** The picture before the feature acted (Face Swap, a modification): shown beside `imageId`, « Avant » then « Après ». */
  beforeImageId?: string;
  /** The feature this option sells: marked « Bientôt disponible » while it is not built (shared/features.ts). */
  feature?: Feature;
}

export const STEP_ONE: ShowcaseOption[] = [
  {
    key: 'titre',
    label: 'Titre',
    heading: 'Un titre suffit',
    paragraph: 'Tapez le titre de votre vidéo : MiniaLab le met en page en grandes lettres lisibles sur mobile, accents compris, et compose le fond selon le style choisi.',
    bar: 'Mes 5 astuces pour filmer au téléphone',
    imageId: 'showcase-titre',
    imageAlt: 'Exemple de miniature générée à partir d’un simple titre',
  },
  {
    key: 'prompt',
    label: 'Prompt',
    heading: 'Décrivez l’ambiance',
    paragraph: 'Ajoutez un brief : couleurs, sujet, émotion. Le générateur s’en inspire pour la palette et la composition, le titre reste net et bien placé.',
    bar: 'Ambiance chaleureuse, couleurs du coucher de soleil, énergie positive',
    imageId: 'showcase-prompt',
    imageAlt: 'Exemple de miniature générée à partir d’un prompt décrivant l’ambiance',
  },
  {
    key: 'ajout-image',
    label: 'Ajout image',
    heading: 'Vos images dans la miniature',
    paragraph: 'Ajoutez jusqu’à 3 images (capture de jeu, logo, personnage) : elles sont détourées et intégrées à une composition énergique.',
    before: 'Réservé au style Gaming',
    bar: '3 images ajoutées · style Gaming',
    imageId: 'showcase-ajout-image',
    feature: 'image_upload',
    imageAlt: 'Exemple de miniature composée avec des images ajoutées, style Gaming',
  },
];

export const STEP_TWO: ShowcaseOption[] = [
  {
    key: 'digitalme',
    label: 'DigitalMe',
    heading: 'Votre visage, appris une fois',
    paragraph: 'Envoyez 15 à 20 photos nettes de vous : DigitalMe apprend votre visage pour vous placer dans vos miniatures. Vos photos restent privées et sont supprimées sur simple demande.',
    before: 'Forfaits Premium et Master',
    bar: '18 photos envoyées · visage appris',
    imageId: 'showcase-digitalme',
    feature: 'digitalme',
    illustrated: true,
    imageAlt: 'Exemple illustré : une créatrice dessinée placée dans sa miniature au style Vlog chaleureux',
  },
  {
    key: 'faceswap',
    label: 'Face Swap',
    heading: 'Votre visage à la place d’un autre',
    paragraph: 'Face Swap met votre visage DigitalMe à la place d’un visage photographié de la miniature (une image ajoutée en style Gaming, une image IA), en gardant la teinte de votre peau, claire comme foncée.',
    before: 'Forfaits Premium et Master',
    bar: `Mettre mon visage · ${CREDIT_COSTS.faceswap} crédits`,
    imageId: 'showcase-faceswap',
    beforeImageId: 'showcase-faceswap-avant',
    feature: 'faceswap',
    illustrated: true,
    imageAlt: 'Exemple illustré : le visage d’une star dessinée remplacé par celui de notre créatrice dessinée, avant et après',
  },
  {
    key: 'modification',
    label: 'Modification',
    heading: 'Corrigez en une phrase',
    // Clothes and objects only with a hosted engine: HomePage words it from the server (ai-edit-promise.ts).
    paragraph: frAiEdit.modificationWithoutAi,
    bar: 'Mets le titre en jaune et change le fond en bleu nuit',
    imageId: 'showcase-modification',
    beforeImageId: 'showcase-modification-avant',
    feature: 'modification',
    imageAlt: 'Exemple de miniature modifiée à partir d’une phrase, avant et après',
  },
];

export const FEATURES = [
  { title: 'Génération par IA', text: 'Une miniature 1280×720 prête à publier en quelques secondes, à partir d’un titre ou d’un prompt, avec un score de lisibilité et le bouton « Améliorer ».' },
  { title: 'Styles pros', text: 'Pro contrasté, Minimaliste, Vlog chaleureux, Gaming, Actualité, Viral : des directions artistiques pensées pour cliquer.' },
  { title: 'Export rapide', text: 'JPEG HD de moins de 2 Mo, accepté tel quel par YouTube, et la même miniature en 9:16 et en 1:1. Export 4K avec les forfaits Premium et Master.' },
] as const;

export const CATEGORIES = [
  { key: 'actualite', label: 'Actualité', imageId: 'category-actualite' },
  { key: 'gaming', label: 'Gaming', imageId: 'category-gaming' },
  { key: 'viral', label: 'Viral', imageId: 'category-viral' },
] as const;

export interface Testimonial {
  title: string;
  body: string;
  name: string;
  country: 'SN' | 'CI' | 'ML' | 'NG' | 'MA';
}

export const COUNTRY_NAMES: Record<Testimonial['country'], string> = {
  SN: 'Sénégal',
  CI: 'Côte d’Ivoire',
  ML: 'Mali',
  NG: 'Nigeria',
  MA: 'Maroc',
};

/** Five creators, each praising only what the product does today (DECISIONS.md « Honesty of the pages »). */
export const TESTIMONIALS: Testimonial[] = [
  { title: 'Mes vues ont décollé', body: 'Je passais une heure sur chaque miniature. Maintenant je tape mon titre, j’ajoute deux mots d’ambiance dans le prompt, je choisis le style et c’est réglé. Mes vidéos cuisine sont enfin cliquées.', name: 'Aïssatou D.', country: 'SN' },
  { title: 'Les accents enfin corrects', body: 'Les autres outils massacraient « Été » et « Côte d’Ivoire ». Ici la typographie est propre, lisible même en petit sur téléphone.', name: 'Koffi A.', country: 'CI' },
  { title: 'Payer en F CFA, ça change tout', body: 'Pas besoin de carte internationale : je paie mon forfait avec le mobile money, le prix est en F CFA et je retrouve ma facture dans mon espace.', name: 'Mariam T.', country: 'ML' },
  { title: 'Parfait pour ma chaîne gaming', body: 'Le style Gaming, ses néons et ses angles donnent des miniatures qui claquent. Et le score de lisibilité me dit tout de suite si mon titre se lit sur un petit écran.', name: 'Chinedu O.', country: 'NG' },
  { title: 'Un format pour chaque réseau', body: 'Je publie tous les jours. En quelques secondes j’ai ma miniature YouTube, puis la même en 9:16 pour mes Shorts et en 1:1 pour Instagram, sans rien refaire.', name: 'Yassine B.', country: 'MA' },
];

/** A FAQ answer: sentences, and mentions of features that carry their « Bientôt disponible » mark while unbuilt. */
export type FaqPart = string | { feature: Feature; text: string };
export interface FaqItem {
  question: string;
  answer: FaqPart[];
}

const credits = new Intl.NumberFormat('fr-FR');
/** « 100 crédits pour 5 900 F CFA, 200 crédits pour … ou 300 crédits pour … », from the one catalogue. */
const packOffer = (() => {
  const parts = PACKS.map((pack) => `${credits.format(pack.credits)} crédits pour ${formatXof(pack.priceXof)}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ou ${parts[parts.length - 1]}` : (parts[0] ?? '');
})();

/** SPEC.md §1 « FAQ statements », said plainly, and only what is true today. */
export const FAQ: FaqItem[] = [
  {
    question: 'Combien de temps faut-il pour générer une miniature ?',
    answer: [
      'La génération par titre ou par prompt est quasi instantanée : quelques secondes. Comptez quelques secondes de plus avec ',
      { feature: 'digitalme', text: 'DigitalMe' },
      ' ou une ',
      { feature: 'modification', text: 'modification par description' },
      '.',
    ],
  },
  {
    question: 'Mes crédits non utilisés sont-ils reportés au mois suivant ?',
    answer: ['Non. Les crédits d’une période ne sont pas reportés automatiquement : ceux qui ne sont pas utilisés expirent à la fin de la période.'],
  },
  {
    question: 'Puis-je acheter des crédits en plus de mon forfait ?',
    answer: [`Oui. Des packs de crédits supplémentaires peuvent être achetés à tout moment depuis le studio : ${packOffer}.`],
  },
  {
    question: 'Comment payer mon forfait ?',
    answer: ['En ligne uniquement, en F CFA : Wave, Orange Money, Free Money ou carte bancaire, via nos partenaires de paiement. La facture est disponible dans votre espace.'],
  },
  {
    question: 'Puis-je essayer avant de payer ?',
    answer: [`Oui : à l’inscription, ${SIGNUP_GIFT.credits} crédits vous sont offerts, soit ${SIGNUP_GIFT_THUMBNAILS} miniatures, valables ${SIGNUP_GIFT.validDays} jours.`],
  },
];
