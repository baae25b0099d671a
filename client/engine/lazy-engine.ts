/**
 * The browser's engine (browser.ts: the renderer, the fonts) as a chunk of its own, fetched with
 * `import()` the first time a page needs it (a design to draw, a title to check, the brand's fonts
 * to show) rather than with the studio's first load, which a phone on a slow link waits for.
 */
type Engine = typeof import('./browser');

let engine: Engine | null = null;
let loading: Promise<Engine> | null = null;

export function loadEngine(): Promise<Engine> {
  loading ??= import('./browser').then(
    (loaded) => (engine = loaded),
    (err: unknown) => {
      loading = null; // a network failure: the next caller tries again
      throw err;
    },
  );
  return loading;
}

/** The engine if this page has loaded it already (a preview then knows at once whether its fonts are in). */
export const loadedEngine = (): Engine | null => engine;
