import { z } from 'zod';
import './zod-fr';
import { FONT_FAMILIES, type FontFamily } from '../engine/model/design';

/**
 * « Ma marque »: what a creator sets once so every new design carries it (SPEC §1 « MGX3 … logos
 * et styles »). The logo and the channel name are usable in every style (DECISIONS « Studio and
 * generation »); only the user's own uploaded pictures are Gaming-only.
 */

/** Never bottom-right: YouTube draws the video's duration there. */
export const BRAND_CORNERS = ['top-left', 'top-right', 'bottom-left'] as const;
export type BrandCorner = (typeof BRAND_CORNERS)[number];
export const BRAND_CORNER_LABELS: Record<BrandCorner, string> = { 'top-left': 'En haut à gauche', 'top-right': 'En haut à droite', 'bottom-left': 'En bas à gauche' };

/** Width of the logo as a share of the frame's width. */
export const LOGO_SIZE_MIN = 0.06;
export const LOGO_SIZE_MAX = 0.2;
export const LOGO_SIZE_DEFAULT = 0.1;
export const MAX_BRAND_COLORS = 5;
export const CHANNEL_MAX = 40;

const HEX = /^#[0-9a-fA-F]{6}$/;

export const BrandKitInput = z.object({
  /** An uploaded logo of this user (purpose « logo »), or null for none. */
  logoAssetId: z.uuid({ error: 'Logo inconnu : envoyez-le à nouveau.' }).nullable().default(null),
  logoCorner: z.enum(BRAND_CORNERS, { error: 'Coin inconnu : en bas à droite, YouTube affiche la durée de la vidéo.' }).default('top-right'),
  logoSize: z
    .number({ error: 'Taille du logo invalide.' })
    .min(LOGO_SIZE_MIN, { error: `Le logo ne peut pas être plus petit que ${Math.round(LOGO_SIZE_MIN * 100)} % de la largeur.` })
    .max(LOGO_SIZE_MAX, { error: `Le logo ne peut pas dépasser ${Math.round(LOGO_SIZE_MAX * 100)} % de la largeur.` })
    .default(LOGO_SIZE_DEFAULT),
  colors: z
    .array(z.string().regex(HEX, { error: 'Couleur invalide : utilisez le format #RRVVBB (par exemple #E10600).' }), { error: 'Couleurs invalides.' })
    .max(MAX_BRAND_COLORS, { error: `${MAX_BRAND_COLORS} couleurs de marque au plus.` })
    .default([]),
  /** null: each style keeps its own font. */
  font: z.enum(FONT_FAMILIES, { error: 'Police inconnue : choisissez-en une de la liste.' }).nullable().default(null),
  channel: z
    .string({ error: 'Nom de chaîne invalide.' })
    .trim()
    .max(CHANNEL_MAX, { error: `Le nom de la chaîne ne peut pas dépasser ${CHANNEL_MAX} caractères.` })
    .default(''),
  /** « Utiliser ma marque par défaut ». */
  enabled: z.boolean().default(true),
});
export type BrandKitInput = z.infer<typeof BrandKitInput>;

/** What the studio shows of a brand kit (the saved one, or the defaults before any save). */
export interface BrandKitDto {
  logo: { id: string; url: string; thumbnailUrl: string; width: number; height: number; hasAlpha: boolean } | null;
  logoCorner: BrandCorner;
  logoSize: number;
  colors: string[];
  font: FontFamily | null;
  channel: string;
  enabled: boolean;
  /** False until the first « Enregistrer ». */
  saved: boolean;
}

export const CleanLogoInput = z.object({ assetId: z.uuid({ error: 'Logo inconnu : envoyez-le à nouveau.' }) });

export const LOGO_NOT_FLAT_MESSAGE = 'Le fond du logo n’est pas uni : envoyez un PNG transparent.';
