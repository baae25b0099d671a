import { z } from 'zod';
import './zod-fr';
import { STYLE_IDS } from '../engine/model/style-ids';
import { hasDrawableText } from '../engine/text/text';

/** The six styles of MGX3 (shared/engine/style/styles.ts draws them), in the order of the picker. */
export const STYLES = [
  { id: 'pro', label: 'Pro contrasté', description: 'Contraste profond, typographie grasse, contour marqué.' },
  { id: 'mini', label: 'Minimaliste', description: 'Aplat de couleur, beaucoup d’espace, un seul accent.' },
  { id: 'vlog', label: 'Vlog chaleureux', description: 'Dégradés chauds, lumière douce, lettres arrondies.' },
  { id: 'gaming', label: 'Gaming', description: 'Néons, rayons de lumière, angles pleins d’énergie.' },
  { id: 'actu', label: 'Actualité', description: 'Bandeau d’information et titre sur fond de plateau.' },
  { id: 'viral', label: 'Viral', description: 'Jaune et rouge éclatants, flèches et cercles.' },
] as const satisfies ReadonlyArray<{ id: (typeof STYLE_IDS)[number]; label: string; description: string }>;
export const StyleId = z.enum(STYLE_IDS, { error: 'Style inconnu. Choisissez un style de la liste.' });
export type StyleId = z.infer<typeof StyleId>;
export const DEFAULT_STYLE: StyleId = 'pro';

export const TITLE_MAX = 140;
export const PROMPT_MAX = 2000;

export const EMPTY_TITLE_MESSAGE = 'Écrivez un titre (des lettres ou des chiffres), ou décrivez la miniature dans le brief : un titre vide ou invisible ne peut pas être généré.';

/**
 * Title, prompt and style have no product rules (SPEC.md §5) beyond sane bounds, and one: something
 * to make. A title with nothing drawable (spaces, zero-width characters, emoji) and no brief is
 * refused here, before any credit is spent, instead of being drawn as « MA NOUVELLE VIDÉO ».
 */
/** The settings' tabs: from a title, from a brief, with the user's own images (Gaming only). */
export const GENERATION_MODES = ['titre', 'prompt', 'images'] as const;
export type GenerationMode = (typeof GENERATION_MODES)[number];
/** DECISIONS « Studio and generation »: up to 3 images, in the Gaming style only. */
export const MAX_GENERATION_IMAGES = 3;
export const IMAGES_STYLE: StyleId = 'gaming';
export const IMAGES_STYLE_MESSAGE = 'Vos images n’entrent que dans le style « Gaming » : choisissez-le, ou retirez les images.';
/** People pictograms come in five skin tones; dark by default (our audience). */
export const SKIN_TONES = ['dark', 'medium-dark', 'medium', 'medium-light', 'light'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];
export const SKIN_TONE_LABELS: Record<SkinTone, string> = { dark: 'Foncée', 'medium-dark': 'Mate', medium: 'Intermédiaire', 'medium-light': 'Claire', light: 'Très claire' };
export const VARIANT_COUNTS = [1, 3] as const;

export const GenerateInput = z
  .object({
    title: z.string().trim().max(TITLE_MAX, { error: `Le titre ne peut pas dépasser ${TITLE_MAX} caractères.` }),
    prompt: z.string().trim().max(PROMPT_MAX, { error: `La description ne peut pas dépasser ${PROMPT_MAX} caractères.` }).default(''),
    style: StyleId.default(DEFAULT_STYLE),
    mode: z.enum(GENERATION_MODES, { error: 'Mode inconnu.' }).default('titre'),
    images: z.array(z.uuid({ error: 'Image inconnue : choisissez-la dans « Mes images ».' })).max(MAX_GENERATION_IMAGES, { error: `Trois images au plus en « Ajout image ».` }).default([]),
    variants: z.union([z.literal(1), z.literal(3)], { error: 'Une ou trois variantes.' }).default(1),
    skinTone: z.enum(SKIN_TONES, { error: 'Teinte de peau inconnue.' }).default('dark'),
    /** The brand kit (logo, colours) in this generation; off for one generation when unticked. */
    brand: z.boolean().default(true),
    /**
     * « M’ajouter (DigitalMe) »: the user's own face as the subject, in any mode and style (DECISIONS:
     * unlike « Ajout image », « Moi » is not Gaming only). The server checks the plan and the set before charging.
     */
    withMe: z.boolean().default(false),
    /**
     * « Continuer quand même »: the user was told that a photo's face is too small to be the hero
     * (quality/photo-size.ts) and takes it as a framed insert. Without it such a photo is refused.
     */
    smallPhotos: z.boolean().default(false),
    /**
     * Names the click, so that sending it again after an answer that never came (a 503 while the
     * database was frozen, a lost connection) returns what it made instead of charging a second time.
     */
    requestId: z.uuid({ error: 'Identifiant de demande invalide.' }).optional(),
  })
  .refine((input) => hasDrawableText(input.title) || hasDrawableText(input.prompt), { path: ['title'], error: EMPTY_TITLE_MESSAGE })
  .refine((input) => input.images.length === 0 || input.style === IMAGES_STYLE, { path: ['style'], error: IMAGES_STYLE_MESSAGE })
  .refine((input) => input.mode !== 'images' || input.images.length > 0, { path: ['images'], error: 'Ajoutez au moins une image, ou choisissez un autre mode.' })
  .refine((input) => new Set(input.images).size === input.images.length, { path: ['images'], error: 'La même image est choisie deux fois.' });
export type GenerateInput = z.infer<typeof GenerateInput>;

export const ThumbnailStatus = z.enum(['queued', 'rendering', 'ready', 'failed']);
/** Live stages of a generation (« en file, composition, détourage, rendu, prête »). */
export const GENERATION_STAGES = ['queued', 'composing', 'cutting', 'rendering', 'ready'] as const;
export type GenerationStage = (typeof GENERATION_STAGES)[number];
export const STAGE_LABELS: Record<GenerationStage, string> = { queued: 'En file', composing: 'Composition', cutting: 'Détourage', rendering: 'Rendu', ready: 'Prête' };
export type ThumbnailStatus = z.infer<typeof ThumbnailStatus>;

export const ThumbnailId = z.uuid({ error: 'Identifiant de miniature invalide.' });

/**
 * What direct editing may change: the headline's words, its highlighted words and their colour,
 * and where it sits (a move, in the design's pixels). Everything else of the design stays as saved.
 */
export const HeadlineEdit = z.object({
  text: z.string().trim().min(1, { error: 'Le titre ne peut pas être vide.' }).max(TITLE_MAX, { error: `Le titre ne peut pas dépasser ${TITLE_MAX} caractères.` }),
  words: z.array(z.string().max(60)).max(6, { error: 'Six mots en couleur au plus.' }),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'Couleur invalide.' }),
  dx: z.number().finite().min(-4000).max(4000),
  dy: z.number().finite().min(-4000).max(4000),
});
export type HeadlineEdit = z.infer<typeof HeadlineEdit>;
