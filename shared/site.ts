/** What every page may show about the service itself, from configuration (and usage stats from the database). */
export interface SiteInfo {
  brand: string;
  supportEmail: string;
  publicUrl: string;
  /** `example`: the identity is the development placeholder (a production server refuses to start on it). */
  editor: { name: string; address: string; rccm: string; ninea: string; example: boolean };
  /** A rating from an outside review site, only when configured: never computed here, never with a count. */
  reviews: { url: string; siteName: string; rating: number } | null;
  social: { instagram: string; tiktok: string; youtube: string; whatsapp: string };
  /** « Continuer avec Google » shows only when the server has Google credentials. */
  googleSignIn: boolean;
  /** A hosted image engine is configured: the pages may promise AI edits of a photo (clothes, objects). */
  aiPictureEdits: boolean;
}

/** Usage figures shown on the landing page: counted in the database, never invented. */
export interface SiteStats {
  creations: number;
  creators: number;
}
