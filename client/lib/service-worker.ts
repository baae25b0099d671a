/**
 * Registers the service worker (client/sw/service-worker.ts) of a production build, once the page has
 * loaded: its install fetches the build's files, which must never compete with the page's own first
 * paint. Never in development (`npm run dev`): Vite's modules change on every save and carry no hash.
 * Only where the app runs, not on the islands pages of a signed-out visitor: the install downloads
 * the whole app and the fonts (0.89 MB on the wire from the home page), too much for someone reading the prices on paid data;
 * the manifest alone makes the site installable there (Chromium asks no worker of it).
 */
/** How long after the load event the worker waits before it is registered. */
const SETTLE_MS = 3000;

export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A refused registration (private mode, a browser setting) leaves the site working as before: no message.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => {});
  // Not at the load event itself either: the studio fetches its engine and a font on the first title
  // typed, right after load, and the install's 70 downloads would queue in front of them on a phone's
  // link (Lighthouse's /studio: blocking time 220 → 590 ms with the worker registered at load). Once the
  // page has been quiet for a moment, when the browser is idle.
  const whenSettled = () => setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: SETTLE_MS }) : register()), SETTLE_MS);
  if (document.readyState === 'complete') whenSettled();
  else window.addEventListener('load', whenSettled, { once: true });
}
