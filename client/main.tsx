import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type HydrationState } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app';
import { createClient, createQueryClient } from './lib/trpc';
import { routes } from './routes';
// All styles load with the first HTML (pages are server-rendered: no flash of unstyled text).
import './styles.css';
import './pages/legal/legal.css';
import './pages/payment/payment.css';

declare global {
  interface Window {
    __QUERY_STATE__?: DehydratedState;
    __staticRouterHydrationData?: HydrationState;
  }
}

async function start() {
  const queryClient = createQueryClient();
  const container = document.getElementById('root')!;
  const serverRendered = container.hasChildNodes() && window.__QUERY_STATE__ !== undefined;
  if (window.__QUERY_STATE__) hydrate(queryClient, window.__QUERY_STATE__);

  // The server rendered the page with its lazy modules loaded: load the same ones before hydrating.
  const lazyMatches = matchRoutes(routes, window.location)?.filter((m) => m.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async (m) => {
      const loaded = await (m.route.lazy as () => Promise<object>)();
      Object.assign(m.route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: window.__staticRouterHydrationData } : undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={createClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (serverRendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

start().catch((err: unknown) => {
  // A page chunk failed to load before hydration (network, new deploy): render in the browser instead,
  // where the route's error page can say so, rather than leaving a page that looks alive but is not.
  console.error(err);
  const container = document.getElementById('root')!;
  container.replaceChildren();
  const queryClient = createQueryClient();
  createRoot(container).render(
    <AppProviders queryClient={queryClient} trpcClient={createClient()}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>,
  );
});
