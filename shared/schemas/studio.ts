import { z } from 'zod';

export const STYLES = [
  { id: 'pro', label: 'Pro contrasté' },
  { id: 'mini', label: 'Minimaliste' },
  { id: 'vlog', label: 'Vlog chaleureux' },
] as const;
export const StyleId = z.enum(['pro', 'mini', 'vlog'], { error: 'Style inconnu. Choisissez un style de la liste.' });
export type StyleId = z.infer<typeof StyleId>;
export const DEFAULT_STYLE: StyleId = 'pro';

export const TITLE_MAX = 140;
export const PROMPT_MAX = 2000;

/** Title, prompt and style have no product rules (SPEC.md §5) beyond sane bounds. */
export const GenerateInput = z.object({
  title: z.string().trim().max(TITLE_MAX, { error: `Le titre ne peut pas dépasser ${TITLE_MAX} caractères.` }),
  prompt: z.string().trim().max(PROMPT_MAX, { error: `La description ne peut pas dépasser ${PROMPT_MAX} caractères.` }).default(''),
  style: StyleId.default(DEFAULT_STYLE),
});
export type GenerateInput = z.infer<typeof GenerateInput>;

export const ThumbnailStatus = z.enum(['queued', 'rendering', 'ready', 'failed']);
export type ThumbnailStatus = z.infer<typeof ThumbnailStatus>;

export const ThumbnailId = z.uuid({ error: 'Identifiant de miniature invalide.' });

export const HistoryInput = z.object({
  limit: z.number().int().min(1).max(50).default(12),
  cursor: z.string().nullish(),
});
