import { holdEarlyInput } from './lib/early-input';
import { registerServiceWorker } from './lib/service-worker';
import './styles';

/**
 * The server's HTML is the page, so it is painted before the app's code is fetched and run: a phone
 * on a slow link sees the studio (or any page) as soon as the stylesheet is in, not once React,
 * the router and the page's chunk have arrived and run. Only this small entry runs before the first
 * frame: it holds what is typed and clicked meanwhile (played again once the app is live).
 */
const serverRendered = Boolean(document.getElementById('root')?.hasChildNodes()) && window.__QUERY_STATE__ !== undefined;
const release = serverRendered ? holdEarlyInput() : null;

/** Resolves once a frame has been painted (at once in a hidden tab, which paints none). */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    // A task queued from a frame's callback runs after that frame is painted; the timer covers a
    // browser that stops producing frames meanwhile.
    const fallback = setTimeout(resolve, 200);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(fallback);
        resolve();
      }, 0),
    );
  });
}

/**
 * A module graph runs in one task once fetched: the app's whole graph would hold a phone's main
 * thread for a long while in one go. The heaviest parts come first, each in a task of its own: React's
 * DOM renderer, and the schemas (zod builds each one as its module runs); then the rest of the app.
 */
const inSteps = () => Promise.all([import('react-dom/client'), import('../shared/schemas/history')]).then(() => import('./app-root'));

void afterFirstPaint()
  .then(inSteps)
  .then(
    ({ startApp, renderAfterFailure }) => startApp(release).catch(renderAfterFailure),
    (err: unknown) => {
      // The app's code could not be fetched (network, new deploy): the page stays as the server sent it.
      release?.(false);
      console.error(err);
    },
  );
registerServiceWorker();
