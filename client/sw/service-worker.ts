/**
 * The service worker (/sw.js), built by scripts/build-service-worker.mjs with this build's files and
 * id: it makes the studio installable and lets it open without a network as far as it can (the
 * hashed code, the fonts, the pictograms drawn before, the offline page). What it keeps and what it
 * never touches is decided in cache-rules.ts. Registered by client/lib/service-worker.ts.
 */
import { cacheName, CACHE_PREFIX, isStableName, OFFLINE_PAGE, precacheUrls, routeOf } from './cache-rules';

declare const __BUILD_FILES__: string[];
declare const __BUILD_ID__: string;

// The worker's own events, which the DOM library the project compiles against does not declare.
interface WorkerEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface WorkerFetchEvent extends WorkerEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Response | Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: WorkerEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const CACHE = cacheName(__BUILD_ID__);
const PRECACHE = precacheUrls(__BUILD_FILES__);
const PRECACHED = new Set(PRECACHE);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // A hashed name is its content: what the browser's HTTP cache holds of it (the page just loaded
      // most) is right, and costs no data. Stable names (fonts, offline page) are asked again.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: isStableName(url) ? 'no-cache' : 'default' })));
      // The new build's files are all here: take over from the old worker now rather than when every tab closes.
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      // The page's request leaves while the worker starts, instead of after: a worker costs a page no time.
      await worker.registration.navigationPreload?.enable();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = routeOf(event.request, worker.location.origin, PRECACHED);
  if (route === 'precached') event.respondWith(fromCache(event.request));
  else if (route === 'pictogram') event.respondWith(keptOnFirstUse(event));
  else if (route === 'page') event.respondWith(pageOrOffline(event));
});

async function fromCache(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: CACHE, ignoreVary: true })) ?? fetch(request);
}

async function keptOnFirstUse(event: WorkerFetchEvent): Promise<Response> {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic') event.waitUntil(cache.put(event.request, response.clone()));
  return response;
}

/** A page always comes from the server, never from a cache; only a network failure shows the offline page. */
async function pageOrOffline(event: WorkerFetchEvent): Promise<Response> {
  try {
    return (await event.preloadResponse) ?? (await fetch(event.request));
  } catch {
    return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE })) ?? Response.error();
  }
}
