import type { EntityManager } from '@mikro-orm/postgresql';
import type { SiteInfo, SiteStats } from '../../shared/site';
import type { Config } from '../config';

export function siteInfo(config: Config): SiteInfo {
  return {
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    editor: { name: config.EDITOR_NAME, address: config.EDITOR_ADDRESS, rccm: config.EDITOR_RCCM, ninea: config.EDITOR_NINEA, example: config.editorIsExample },
    reviews:
      config.REVIEW_SITE_URL && config.REVIEW_RATING !== undefined
        ? { url: config.REVIEW_SITE_URL, siteName: reviewSiteName(config.REVIEW_SITE_URL), rating: config.REVIEW_RATING }
        : null,
    social: { instagram: config.SOCIAL_INSTAGRAM_URL, tiktok: config.SOCIAL_TIKTOK_URL, youtube: config.SOCIAL_YOUTUBE_URL, whatsapp: config.SOCIAL_WHATSAPP_URL },
    googleSignIn: Boolean(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET),
    aiPictureEdits: config.IMAGE_ENGINE !== 'local',
  };
}

/** « trustpilot.com » from https://www.trustpilot.com/review/…: the site the rating is attributed to. */
export function reviewSiteName(url: string): string {
  return new URL(url).hostname.replace(/^www\./, '');
}

const STATS_TTL_MS = 5 * 60_000;
let cachedStats: { at: number; value: SiteStats } | null = null;

/** Real usage figures for the landing page, read from the database and cached for 5 minutes. */
export async function siteStats(em: EntityManager, now = Date.now()): Promise<SiteStats> {
  if (cachedStats && now - cachedStats.at < STATS_TTL_MS) return cachedStats.value;
  const [row] = await em.execute<Array<{ creations: string; creators: string }>>(
    `select (select count(*) from thumbnails where status = 'ready') as creations, (select count(*) from users where email_verified_at is not null) as creators`,
  );
  const value = { creations: Number(row?.creations ?? 0), creators: Number(row?.creators ?? 0) };
  cachedStats = { at: now, value };
  return value;
}

export function resetStatsCache(): void {
  cachedStats = null;
}
