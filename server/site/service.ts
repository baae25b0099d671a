import type { SiteInfo } from '../../shared/site';
import type { Config } from '../config';

export function siteInfo(config: Config): SiteInfo {
  return {
    brand: config.BRAND_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    publicUrl: config.PUBLIC_URL,
    editor: { name: config.EDITOR_NAME, address: config.EDITOR_ADDRESS, rccm: config.EDITOR_RCCM, ninea: config.EDITOR_NINEA },
    reviews: { url: config.REVIEW_SITE_URL, rating: config.REVIEW_RATING, count: config.REVIEW_COUNT },
    social: { instagram: config.SOCIAL_INSTAGRAM_URL, tiktok: config.SOCIAL_TIKTOK_URL, youtube: config.SOCIAL_YOUTUBE_URL, whatsapp: config.SOCIAL_WHATSAPP_URL },
  };
}
