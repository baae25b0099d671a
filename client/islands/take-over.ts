/**
 * The whole app taking over an islands page: on the first navigation (client-side, as in the app:
 * no new page load), or on the first click of a control only the app knows how to answer (« S’abonner »
 * on /tarifs), which is then clicked again in the app's page.
 */
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

export function takeOver(target: { href: string } | { click: HTMLElement }): Promise<void> {
  takingOver ??= (async () => {
    const again = 'click' in target ? markOf(target.click) : null;
    const href = 'href' in target ? target.href : null;
    try {
      const { prepareApp } = await loadApp();
      if (href) history.pushState(null, '', href);
      const ready = await prepareApp();
      for (const callback of beforeTakeOver.splice(0)) callback();
      ready.render();
      if (again) findMarked(again)?.click();
    } catch (err) {
      console.error(err);
      // Whatever failed (the app's code could not be fetched…), the browser can still go there itself.
      window.location.assign(href ?? window.location.href);
    }
  })();
  return takingOver;
}

interface Mark {
  signature: string;
  index: number;
}
const root = () => document.getElementById('root')!;
const signature = (button: Element) => `${button.getAttribute('aria-label') ?? ''}|${button.textContent ?? ''}`;
const buttonsLike = (sig: string) => [...root().querySelectorAll<HTMLElement>('button')].filter((b) => signature(b) === sig);

/** The app renders the same page: the same button is the one with the same name, at the same rank. */
function markOf(button: HTMLElement): Mark {
  const sig = signature(button);
  return { signature: sig, index: buttonsLike(sig).indexOf(button) };
}
function findMarked(mark: Mark): HTMLElement | undefined {
  return buttonsLike(mark.signature)[mark.index];
}
