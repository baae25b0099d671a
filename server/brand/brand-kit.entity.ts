import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { FONT_FAMILIES } from '../../shared/engine/model/design';
import { BRAND_CORNERS, LOGO_SIZE_DEFAULT } from '../../shared/schemas/brand';
import { baseProperties } from '../db/base';
import { User } from '../db/user.entity';
import { Asset } from '../files/asset.entity';

/**
 * « Ma marque », one row per user: the logo and where it goes, the brand colours, the font and the
 * channel name that every new design carries (unless the user unticks it for one generation, or
 * turns « Utiliser ma marque par défaut » off). Deleting the logo image leaves the kit without one.
 */
export const BrandKit = defineEntity({
  name: 'BrandKit',
  tableName: 'brand_kits',
  properties: {
    ...baseProperties,
    user: () => p.oneToOne(User).owner().unique().deleteRule('cascade'),
    logo: () => p.manyToOne(Asset).nullable().index().deleteRule('set null'),
    logoCorner: p.enum(BRAND_CORNERS).default('top-right'),
    /** Width of the logo as a share of the frame's width (0.06 to 0.2). */
    logoSize: p.float().default(LOGO_SIZE_DEFAULT),
    /** #RRGGBB, up to 5; the first one is the accent of new designs. */
    colors: p.json<string[]>().default('[]'),
    /** null: each style keeps its own font. */
    font: p.enum(FONT_FAMILIES).nullable(),
    channel: p.string().length(40).default(''),
    enabled: p.boolean().default(true),
  },
});
export type IBrandKit = InferEntity<typeof BrandKit>;
