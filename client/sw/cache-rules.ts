import { FONT_FILES } from '../../shared/engine/render/fonts';

/**
 * What the service worker (service-worker.ts) may keep, and how it answers each request. It keeps
 * only what is the same for everyone: the build's hashed files, the engine's fonts, the offline page
 * and, once drawn, the pictograms. Everything else goes to the network untouched. Pages above all:
 * each carries its own CSP nonce and the session's state, so a kept page would be stale or another's.
 */

/** The page a navigation gets when the network fails (client/public/hors-ligne.html), and what it shows. */
export const OFFLINE_PAGE = '/hors-ligne.html';
const OFFLINE_FILES = [OFFLINE_PAGE, '/hors-ligne.css', '/favicon.svg'];

/** Addresses the worker never answers, not even for a navigation: the API and its live stream, sign-in, private files. */
const NEVER_TOUCHED = ['/api/', '/auth/', '/files/', '/factures/'];

/** Pictograms (server/pictograms/serve.ts): public artwork, kept the first time a design draws one. */
const PICTOGRAM = /^\/pictos\/[a-z]+\/[\w-]+\.svg$/;

/** Every cache of ours starts so: the worker deletes those of other builds, and only those. */
export const CACHE_PREFIX = 'minialab-';
export const cacheName = (buildId: string): string => `${CACHE_PREFIX}${buildId}`;

/**
 * The addresses fetched when a build's worker installs: every file the Vite manifest names (scripts,
 * styles, their images), the fonts and the offline page. Source maps and the precompressed twins
 * never are: the server picks a twin by Accept-Encoding under the file's own name.
 */
export function precacheUrls(buildFiles: readonly string[]): string[] {
  const hashed = buildFiles.filter((file) => file.startsWith('assets/') && !/\.(map|br|gz)$/.test(file)).map((file) => `/${file}`);
  return [...new Set([...hashed, ...FONT_FILES.map((font) => font.url), ...OFFLINE_FILES])];
}

/** The precached files under a stable name: fetched again from the server (a 304 when unchanged) when a build installs. */
export const isStableName = (url: string): boolean => !url.startsWith('/assets/');

export type Route = 'precached' | 'pictogram' | 'page' | 'network';

/**
 * How the worker answers: from the build's cache (`precached`), from the cache or else the network,
 * then kept (`pictogram`), from the network with the offline page when it fails (`page`, never kept),
 * or not at all (`network`: the browser goes to the network as if there were no worker).
 */
export function routeOf(request: { method: string; mode: string; url: string }, origin: string, precached: ReadonlySet<string>): Route {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NEVER_TOUCHED.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  // Our cached files have no query: one would be some request of the app's, maybe naming a person.
  if (url.search) return 'network';
  if (precached.has(url.pathname)) return 'precached';
  if (PICTOGRAM.test(url.pathname)) return 'pictogram';
  return 'network';
}
