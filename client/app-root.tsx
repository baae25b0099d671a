import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app';
import { createClient, createQueryClient } from './lib/trpc';
import { xhrUploadFetch } from './lib/upload';
import { routes } from './routes';

declare global {
  interface Window {
    __QUERY_STATE__?: DehydratedState;
    __staticRouterHydrationData?: HydrationState;
  }
}

type Router = ReturnType<typeof createBrowserRouter>;

/** Calls `onLive` once the app's first render is committed (hydrated: its handlers attached). */
function Live(props: { onLive?: () => void; children: ReactElement }) {
  const { onLive } = props;
  useEffect(() => onLive?.(), [onLive]);
  return props.children;
}

/** The app's element, with the data the server put in the page. */
function app(router: Router, onLive?: () => void): ReactElement {
  const queryClient = createQueryClient();
  if (window.__QUERY_STATE__) hydrate(queryClient, window.__QUERY_STATE__);
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={createClient({ uploadFetch: xhrUploadFetch })}>
        <Live onLive={onLive}>
          <RouterProvider router={router} />
        </Live>
      </AppProviders>
    </StrictMode>
  );
}

const container = () => document.getElementById('root')!;

/**
 * The whole app on a page the server rendered for it: hydrated, or rendered in the browser if the
 * server sent only the shell. `release` lets go of what the entry held while the page had no code
 * (client/main.tsx): played again once hydrated, dropped if the app fails to start.
 */
export async function startApp(release: ((replay: boolean) => void) | null): Promise<void> {
  const serverRendered = container().hasChildNodes() && window.__QUERY_STATE__ !== undefined;
  try {
    await hydrateOrRender(serverRendered, () => {
      markLive();
      release?.(true);
    });
  } catch (err) {
    release?.(false);
    throw err;
  }
}

/**
 * `<html data-live>` once the app's handlers are attached: what was held meanwhile has been played.
 * The end-to-end tests wait for it after loading a page (tests/e2e/live-page.ts).
 */
const markLive = () => document.documentElement.setAttribute('data-live', '');

/** Resolves in a new task, so that what comes next does not lengthen the current one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateOrRender(serverRendered: boolean, live: () => void): Promise<void> {
  // The server rendered the page with its lazy modules loaded: load the same ones before hydrating.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  // Each step in a task of its own (the page's chunk has just run): a phone's main thread is never held long.
  await nextTask();
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: window.__staticRouterHydrationData } : undefined);
  await nextTask();
  // Hydrated as a transition: React then works in slices and lets the phone paint and take input in
  // between, instead of one long task the size of the page (the studio's form, preview and history).
  if (serverRendered) startTransition(() => void hydrateRoot(container(), app(router, live)));
  else createRoot(container()).render(app(router, live));
}

/**
 * The whole app, taking over a page it did not render (a public page served to the islands runtime,
 * client/islands/main.ts): the route of the current address is loaded first, so `render` swaps the
 * page for the app's in one go, without an empty frame in between.
 */
export async function prepareApp(): Promise<{ render(): void; navigate(href: string): Promise<void> }> {
  const router = createBrowserRouter(routes);
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  return {
    render: () => flushSync(() => createRoot(container()).render(app(router))),
    navigate: (href) => {
      const url = new URL(href, window.location.href);
      return router.navigate(url.pathname + url.search + url.hash);
    },
  };
}

/** A page chunk failed to load before hydration (network, new deploy): render in the browser instead. */
export function renderAfterFailure(err: unknown): void {
  // The route's error page can say so, rather than leaving a page that looks alive but is not.
  console.error(err);
  container().replaceChildren();
  createRoot(container()).render(app(createBrowserRouter(routes)));
}
