/** What every page may show about the service itself, from configuration (and usage stats from the database). */
export interface SiteInfo {
  brand: string;
  supportEmail: string;
  publicUrl: string;
  editor: { name: string; address: string; rccm: string; ninea: string };
  reviews: { url: string; rating: number; count: number };
  social: { instagram: string; tiktok: string; youtube: string; whatsapp: string };
  /** « Continuer avec Google » shows only when the server has Google credentials. */
  googleSignIn: boolean;
}

/** Usage figures shown on the landing page: counted in the database, never invented. */
export interface SiteStats {
  creations: number;
  creators: number;
}
