import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app';
import { IslandCollectorProvider, islandIdPrefix, islandMarker, StandaloneIsland, type IslandCollector } from './islands/Island';
import { createClient, createQueryClient } from './lib/trpc';
import { routes } from './routes';

export interface RenderResult {
  html: string;
  status: number;
  redirect?: string;
}

/**
 * Renders a page on the server with the data the server already fetched (dehydrated TanStack Query
 * state), so the first HTML carries the content: crawlers and slow phones see text before JavaScript.
 * With `islands`, the page is for the islands runtime (client/islands/main.ts): each island is
 * rendered as its own root, as the browser will hydrate it, and the router state is left out.
 */
export async function render(request: Request, state: DehydratedState, nonce: string, options: { islands: boolean }): Promise<RenderResult> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(request);
  if (context instanceof Response) return { html: '', status: context.status, redirect: context.headers.get('Location') ?? '/' };
  const router = createStaticRouter(dataRoutes, context);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const islands = options.islands ? collectIslands() : null;
  let html = renderToString(
    <StrictMode>
      <IslandCollectorProvider value={islands}>
        <AppProviders queryClient={queryClient} trpcClient={createClient()}>
          <StaticRouterProvider router={router} context={context} nonce={nonce} hydrate={!islands} />
        </AppProviders>
      </IslandCollectorProvider>
    </StrictMode>,
  );
  if (islands) html = islands.fill(html);
  queryClient.clear();
  return { html, status: context.statusCode };
}

function collectIslands(): IslandCollector & { fill(html: string): string } {
  const found = new Map<string, { n: number; element: ReactElement }>();
  return {
    add(key, element) {
      const n = found.get(key)?.n ?? found.size;
      found.set(key, { n, element });
      return n;
    },
    fill(html) {
      for (const { n, element } of found.values()) {
        const island = renderToString(<StandaloneIsland>{element}</StandaloneIsland>, { identifierPrefix: islandIdPrefix(n) });
        html = html.replace(islandMarker(n), () => island);
      }
      return html;
    },
  };
}
