/** Where each page lives. Links use these names; the URLs come from SPEC.md and DECISIONS.md. */
export const paths = {
  home: '/',
  studio: '/studio',
  pricing: '/tarifs',
  signIn: '/connexion',
  forgotPassword: '/mot-de-passe-oublie',
  verifyEmail: '/verifier-email',
  /** The link mailed to a new address asked from « Compte ». */
  confirmEmailChange: '/confirmer-email',
  account: '/espace',
  success: '/success',
  cancel: '/cancel',
  cgv: '/cgv',
  cgu: '/cgu',
  privacy: '/confidentialite',
  /** The sandbox gateway's hosted checkout (PAYMENT_PROVIDER=sandbox). */
  sandboxCheckout: '/paiement/test/:id',
  /** An earlier version of a legal text, as it was (shared/legal.ts). */
  legalArchive: '/textes/:id',
} as const;

/** The parameter of /espace an e-mailed team invitation carries its token in (/espace?equipe=…#equipe). */
export const TEAM_INVITATION_PARAM = 'equipe';

/**
 * The pages built so far. The client's route table must have exactly these (it is typed by this list),
 * and the server answers 404 for any other path, so both sides agree on what exists.
 */
export const PAGES = ['home', 'studio', 'pricing', 'signIn', 'forgotPassword', 'verifyEmail', 'confirmEmailChange', 'account', 'success', 'cancel', 'cgv', 'cgu', 'privacy', 'sandboxCheckout', 'legalArchive'] as const satisfies ReadonlyArray<keyof typeof paths>;
export type PageName = (typeof PAGES)[number];


/**
 * The address a path should have: single slashes, no trailing slash, and the page's own spelling
 * when it names a page in another case. Unknown paths are only cleaned of repeated slashes.
 */
export function canonicalPath(pathname: string): string {
  let clean = pathname.replace(/\/{2,}/g, '/');
  if (clean === '/index.html') return '/';
  if (clean.length > 1) clean = clean.replace(/\/+$/, '');
  const page = PAGES.find((name) => paths[name].toLowerCase() === clean.toLowerCase());
  return page ? paths[page] : clean;
}

/** The page a path shows, or null (the 404 page). A trailing slash is ignored. */
export function pageOfPath(pathname: string): PageName | null {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.find((name) => matches(paths[name], normalised)) ?? null;
}

/** `:name` in a page address stands for one non-empty segment. */
function matches(pattern: string, pathname: string): boolean {
  if (!pattern.includes(':')) return pattern === pathname;
  const want = pattern.split('/');
  const got = pathname.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? /^[\w-]{1,64}$/.test(got[i]!) : part === got[i]));
}

/**
 * Where to land after signing in: only a path of our own site (one leading slash, so neither
 * `//evil.example` nor `/\evil.example` — browsers read both as another host), else the studio.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || value.length > 512 || !/^\/(?![/\\])/.test(value) || /[\u0000-\u001f\u007f]/.test(value)) return paths.studio;
  const base = 'http://minialab.invalid';
  const url = new URL(value, base);
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments can collapse into « //host » (`/.//evil.example`): check what comes out, too.
  return url.origin === base && /^\/(?![/\\])/.test(path) ? path : paths.studio;
}
