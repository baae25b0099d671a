/** Every page of the client. The server answers 404 for any other path (the SPA then shows its 404 page). */
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

export const CLIENT_PATHS: ReadonlySet<string> = new Set(Object.values(paths));

export function isClientPath(pathname: string): boolean {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return CLIENT_PATHS.has(normalised);
}
