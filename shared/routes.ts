/** Where each page lives. Links use these names; the URLs come from SPEC.md and DECISIONS.md. */
export const paths = {
  home: '/',
  studio: '/studio',
  pricing: '/tarifs',
  signIn: '/connexion',
  forgotPassword: '/mot-de-passe-oublie',
  account: '/espace',
  success: '/success',
  cancel: '/cancel',
  cgv: '/cgv',
  cgu: '/cgu',
  privacy: '/confidentialite',
} as const;

/**
 * The pages built so far. The client's route table must have exactly these (it is typed by this list),
 * and the server answers 404 for any other path, so both sides agree on what exists.
 */
export const PAGES = ['home', 'studio', 'pricing', 'signIn', 'account'] as const satisfies ReadonlyArray<keyof typeof paths>;
export type PageName = (typeof PAGES)[number];

const PAGE_PATHS: ReadonlySet<string> = new Set(PAGES.map((name) => paths[name]));

export function isClientPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_PATHS.has(normalised);
}
