import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app';
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
 */
export async function render(request: Request, state: DehydratedState, nonce: string): Promise<RenderResult> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(request);
  if (context instanceof Response) return { html: '', status: context.status, redirect: context.headers.get('Location') ?? '/' };
  const router = createStaticRouter(dataRoutes, context);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} trpcClient={createClient()}>
        <StaticRouterProvider router={router} context={context} nonce={nonce} />
      </AppProviders>
    </StrictMode>,
  );
  queryClient.clear();
  return { html, status: context.statusCode };
}
