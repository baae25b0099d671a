/**
 * The whole app taking over an islands page: on the first navigation (client-side, as in the app:
 * no new page load), or on the first click of a control only the app knows how to answer (« S’abonner »
 * on /tarifs), which is then clicked again in the app's page.
 */
import { findMarked, markOf, type ButtonMark } from '../lib/button-mark';
import { registerServiceWorker } from '../lib/service-worker';

let app: Promise<typeof import('../app-root')> | null = null;
let takingOver: Promise<void> | null = null;
const beforeTakeOver: Array<() => void> = [];

/** Starts downloading the app (on a visitor's intent: hover, touch, focus), once. */
export function loadApp(): Promise<typeof import('../app-root')> {
  app ??= import('../app-root');
  app.catch(() => (app = null)); // a network failure: try again next time
  return app;
}

/** Runs before the app renders: the islands runtime hands over (unmounts its roots, stops listening). */
export function onTakeOver(callback: () => void): void {
  beforeTakeOver.push(callback);
}

type Target = { href: string } | { click: HTMLElement };
type Queued = { href: string } | { again: ButtonMark };
/** What the visitor asked for while the app was still loading (a second link clicked): the last one wins. */
let queued: Queued | null = null;
const queue = (target: Target): Queued => ('click' in target ? { again: markOf(target.click) } : { href: target.href });

export function takeOver(target: Target): Promise<void> {
  if (takingOver) {
    queued = queue(target);
    return takingOver;
  }
  takingOver = (async () => {
    const first = queue(target);
    const href = 'href' in first ? first.href : null;
    try {
      const { prepareApp } = await loadApp();
      if (href) history.pushState(null, '', href);
      const ready = await prepareApp();
      for (const callback of beforeTakeOver.splice(0)) callback();
      ready.render();
      // The app runs now: its worker comes with it, as on a page the app renders (client/main.tsx). A
      // visitor who only reads the public pages is spared the worker's download of the whole app.
      registerServiceWorker();
      const next = queued ?? first;
      queued = null;
      if ('href' in next) {
        if (next !== first) await ready.navigate(next.href);
      } else findMarked(next.again)?.click();
    } catch (err) {
      console.error(err);
      // Whatever failed (the app's code could not be fetched…), the browser can still go there itself.
      const last = queued ?? first;
      window.location.assign('href' in last ? last.href : (href ?? window.location.href));
    }
  })();
  return takingOver;
}
