import type { EntityManager } from '@mikro-orm/postgresql';
import type { FontFamily } from '../../shared/engine/model/design';
import type { BrandCorner, BrandKitDto, BrandKitInput } from '../../shared/schemas/brand';
import { LOGO_SIZE_DEFAULT } from '../../shared/schemas/brand';
import { AppError, notFound } from '../errors';
import { readAll } from '../files/storage';
import { acceptImageUpload, uploadDto, type UploadDeps, type UploadDto } from '../files/uploads';
import { Asset, type IAsset } from '../files/asset.entity';
import { BrandKit, type IBrandKit } from './brand-kit.entity';
import { logoWithoutBackground } from './flat-background';

/**
 * « Ma marque »: the rules of the brand kit. A kit only ever names the user's own logo uploads; the
 * generation reads it through `brandChoices`, in every style (DECISIONS: the logo is not one of the
 * Gaming-only « Ajout image » pictures).
 */

function logoOf(asset: IAsset | null | undefined): BrandKitDto['logo'] {
  if (!asset) return null;
  const dto = uploadDto(asset);
  return { id: dto.id, url: dto.url, thumbnailUrl: dto.thumbnailUrl, width: dto.width, height: dto.height, hasAlpha: dto.hasAlpha };
}

function kitDto(kit: IBrandKit | null): BrandKitDto {
  if (!kit) return { logo: null, logoCorner: 'top-right', logoSize: LOGO_SIZE_DEFAULT, colors: [], font: null, channel: '', enabled: true, saved: false };
  return {
    logo: logoOf(kit.logo as IAsset | null | undefined),
    logoCorner: kit.logoCorner,
    logoSize: Math.round(kit.logoSize * 1000) / 1000,
    colors: [...(kit.colors ?? [])],
    font: kit.font ?? null,
    channel: kit.channel,
    enabled: kit.enabled,
    saved: true,
  };
}

/** One of the user's own logo uploads, or a NOT_FOUND that says nothing of other people's files. */
async function ownLogo(em: EntityManager, userId: string, assetId: string): Promise<IAsset> {
  const asset = await em.findOne(Asset, { id: assetId, user: userId, purpose: 'logo' });
  if (!asset) throw notFound('image', assetId);
  return asset;
}

export async function getBrandKit(em: EntityManager, userId: string): Promise<BrandKitDto> {
  return kitDto(await em.findOne(BrandKit, { user: userId }, { populate: ['logo'] }));
}

/** Saves the whole kit (validated by BrandKitInput before it gets here). */
export async function saveBrandKit(em: EntityManager, userId: string, input: BrandKitInput): Promise<BrandKitDto> {
  const logo = input.logoAssetId ? await ownLogo(em, userId, input.logoAssetId) : null;
  // Colours are kept once each, in the order given, in one spelling (#RRGGBB, capitals).
  const colors = [...new Set(input.colors.map((c) => c.toUpperCase()))];
  const values = { logo: logo?.id ?? null, logoCorner: input.logoCorner, logoSize: input.logoSize, colors, font: input.font, channel: input.channel, enabled: input.enabled };
  // Two saves at once (two tabs) end as one row: the user's kit is unique.
  await em.upsert(BrandKit, { user: userId, ...values }, { onConflictFields: ['user'], onConflictAction: 'merge', onConflictExcludeFields: ['id', 'createdAt'] });
  em.clear();
  return getBrandKit(em, userId);
}

/**
 * « Retirer le fond uni »: a new logo upload, the same picture without its plain background (PNG
 * with alpha), through the same path as any upload (quota, cleaning, dedup). The kit moves to it when
 * it used the original. Refused in French when the background is not one flat colour.
 */
export async function cleanLogo(deps: UploadDeps, userId: string, assetId: string): Promise<UploadDto & { duplicate: boolean }> {
  const original = await ownLogo(deps.em, userId, assetId);
  const bytes = await readAll(deps.storage, original.key);
  if (!bytes) throw notFound('image', assetId);
  const result = await logoWithoutBackground(bytes);
  if (!result.ok) throw new AppError(result.reason === 'empty' ? 'LOGO_EMPTY' : 'LOGO_NOT_FLAT', `logo ${assetId}: ${result.reason}`);
  const png = result.png;
  const name = original.originalName ? `${original.originalName.replace(/\.[^.]*$/, '')} (sans fond).png` : 'logo sans fond.png';
  const { asset, duplicate } = await acceptImageUpload(deps, (async function* () {
    yield new Uint8Array(png);
  })(), { userId, purpose: 'logo', fileName: name });
  await deps.em.nativeUpdate(BrandKit, { user: userId, logo: original.id }, { logo: asset.id });
  deps.log?.info({ from: original.id, to: asset.id, width: result.width, height: result.height }, 'logo background removed');
  return { ...uploadDto(asset), duplicate };
}

/** What a generation takes from the brand kit; null when there is none or it is turned off. */
export interface BrandChoices {
  logo?: { asset: string; aspect: number; corner: BrandCorner; size: number };
  accent?: string;
  font?: FontFamily;
  /** Drawn only when there is no logo. */
  channel?: { text: string; corner: BrandCorner };
}

export async function brandChoices(em: EntityManager, userId: string): Promise<BrandChoices | null> {
  const kit = await em.findOne(BrandKit, { user: userId }, { populate: ['logo'] });
  if (!kit || !kit.enabled) return null;
  const out: BrandChoices = {};
  const logo = kit.logo as IAsset | null | undefined;
  // The design schema bounds the aspect (0.1 to 10): a banner-shaped logo is drawn at that at most.
  if (logo && logo.width > 0 && logo.height > 0) out.logo = { asset: logo.id, aspect: Math.min(10, Math.max(0.1, logo.width / logo.height)), corner: kit.logoCorner, size: kit.logoSize };
  if (kit.colors?.[0]) out.accent = kit.colors[0];
  if (kit.font) out.font = kit.font;
  if (!out.logo && kit.channel.trim()) out.channel = { text: kit.channel.trim(), corner: kit.logoCorner };
  return out;
}
