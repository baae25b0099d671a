import { CREDIT_COSTS } from '../../../shared/credits';
import {
  DEFAULT_STYLE,
  GENERATION_MODES,
  IMAGES_STYLE,
  MAX_GENERATION_IMAGES,
  SKIN_TONES,
  STYLES,
  VARIANT_COUNTS,
  type GenerateInput,
  type GenerationMode,
  type SkinTone,
  type StyleId,
} from '../../../shared/schemas/studio';

/**
 * The studio's settings as the user left them, kept for the tab's session under their owner
 * (client/lib/device-drafts.ts: a visitor's survive the detour through /connexion). `style` is the
 * user's own choice: « Ajout image » draws in Gaming without forgetting it, so leaving that tab gives
 * the chosen style back.
 */
export interface StudioDraft {
  mode: GenerationMode;
  title: string;
  prompt: string;
  style: StyleId;
  images: string[];
  variants: (typeof VARIANT_COUNTS)[number];
  skinTone: SkinTone;
  /** « Ma marque » in this generation (logo, colours, font); on by default. */
  brand: boolean;
  /** « M’ajouter (DigitalMe) »: the user's « Moi » as the subject (the switch is off unless the DigitalMe is usable). */
  withMe: boolean;
}

export const EMPTY_DRAFT: StudioDraft = { mode: 'titre', title: '', prompt: '', style: DEFAULT_STYLE, images: [], variants: 1, skinTone: 'dark', brand: true, withMe: false };

/** Settings that say nothing (the studio's defaults): not kept, and not passed on at sign-in. */
export function isEmptyDraft(draft: StudioDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as Array<keyof StudioDraft>).every((k) => JSON.stringify(draft[k]) === JSON.stringify(EMPTY_DRAFT[k]));
}

const oneOf = <T extends string | number>(values: readonly T[], value: unknown, fallback: T): T => (values.includes(value as T) ? (value as T) : fallback);

/** A stored draft, each field checked on its own: an older or damaged one keeps what is still valid. */
export function parseDraft(raw: string | null): StudioDraft {
  let saved: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(raw ?? '{}');
    saved = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return EMPTY_DRAFT;
  }
  const title = typeof saved.title === 'string' ? saved.title : '';
  const prompt = typeof saved.prompt === 'string' ? saved.prompt : '';
  // Drafts from before the tabs had no mode: one with a brief opens on « Prompt », where the brief is.
  const mode = oneOf(GENERATION_MODES, saved.mode, prompt.trim() ? 'prompt' : 'titre');
  const images = Array.isArray(saved.images) ? saved.images.filter((id): id is string => typeof id === 'string').slice(0, MAX_GENERATION_IMAGES) : [];
  return {
    mode,
    title,
    prompt,
    style: oneOf(STYLES.map((s) => s.id), saved.style, DEFAULT_STYLE),
    images,
    variants: oneOf(VARIANT_COUNTS, saved.variants, 1),
    skinTone: oneOf(SKIN_TONES, saved.skinTone, 'dark'),
    brand: saved.brand !== false,
    withMe: saved.withMe === true,
  };
}

/** The style a generation in this mode is drawn in: the user's images only enter Gaming designs. */
export function effectiveStyle(draft: StudioDraft): StyleId {
  return draft.mode === 'images' ? IMAGES_STYLE : draft.style;
}

/**
 * What « Générer » sends: only what the open tab shows. « Titre » and « Ajout image » send no brief,
 * and only « Ajout image » sends images, so a brief typed earlier in another tab never changes a
 * generation behind the user's back. The server checks it all again (GenerateInput).
 */
export function generationRequest(draft: StudioDraft): GenerateInput {
  return {
    mode: draft.mode,
    title: draft.title,
    prompt: draft.mode === 'prompt' ? draft.prompt : '',
    style: effectiveStyle(draft),
    images: draft.mode === 'images' ? draft.images : [],
    variants: draft.variants,
    skinTone: draft.skinTone,
    brand: draft.brand,
    withMe: draft.withMe,
    // Set by « Continuer quand même » only, for the one click it answers.
    smallPhotos: false,
  };
}

/** Credits one click costs: every variant is a generation. */
export function generationCost(variants: number): number {
  return CREDIT_COSTS.generation * variants;
}
