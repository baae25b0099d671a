import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Request, Response } from 'express';
import { exampleSrc, examplesFor } from '../shared/examples';
import { findPlan } from '../shared/plans';
import { NOT_FOUND_META, PAGE_META, type PageMeta } from '../shared/seo';
import { archivedVersion } from '../shared/legal';
import { STUDIO_HISTORY_PAGE } from '../shared/schemas/history';
import { pageOfPath, paths, type PageName } from '../shared/routes';
import { productJsonLd } from '../shared/structured-data';
import type { SiteInfo } from '../shared/site';
import { createPageSessions } from './auth/page-session';
import { PROJECT_ROOT } from './config';
import { createPageCache, type PageCacheOptions } from './page-cache';
import { createPageTemplates, type PageMode, type ViteDev } from './page-template';
import { appRouter } from './router';
import { siteInfo } from './site/service';
import type { Context } from './trpc';

interface EntryServer {
  render(request: globalThis.Request, state: DehydratedState, nonce: string, options: { islands: boolean }): Promise<{ html: string; status: number; redirect?: string }>;
}

/** Data each page needs in its first HTML, fetched by calling the procedures directly. */
async function prefetch(page: PageName | null, ctx: Context): Promise<{ state: DehydratedState; signedIn: boolean; failed: boolean }> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const trpc = createTRPCOptionsProxy({ router: appRouter, ctx, queryClient });
  const wanted: Array<Promise<void>> = [queryClient.prefetchQuery(trpc.auth.session.queryOptions()), queryClient.prefetchQuery(trpc.site.info.queryOptions())];
  if (page === 'home' || page === 'pricing') wanted.push(queryClient.prefetchQuery(trpc.plans.list.queryOptions()));
  if (page === 'home') wanted.push(queryClient.prefetchQuery(trpc.site.stats.queryOptions()));
  await Promise.all(wanted);
  const signedIn = Boolean(queryClient.getQueryData(trpc.auth.session.queryKey())?.user);
  // The studio's own first reads, signed in, are in the page rather than asked for once it is live:
  // one request fewer on a slow link, and no second render of the whole studio when the answers land
  // (the balance, the header's plan, « Moi », « Ma marque », the history's first page).
  if (page === 'studio' && signedIn) {
    await Promise.all([
      queryClient.prefetchQuery(trpc.auth.balance.queryOptions()),
      queryClient.prefetchQuery(trpc.billing.current.queryOptions()),
      queryClient.prefetchQuery(trpc.studio.me.queryOptions()),
      queryClient.prefetchQuery(trpc.studio.capabilities.queryOptions()),
      queryClient.prefetchQuery(trpc.brand.get.queryOptions()),
      // The same input as the history's first page without a filter (client/pages/studio/History.tsx).
      queryClient.prefetchInfiniteQuery(trpc.studio.history.infiniteQueryOptions({ limit: STUDIO_HISTORY_PAGE }, { getNextPageParam: (p) => p.nextCursor })),
    ]);
  }
  // prefetchQuery never throws: a failed query (database down…) is only in the cache. Say so in the log.
  let failed = false;
  for (const query of queryClient.getQueryCache().getAll()) {
    if (query.state.status !== 'error') continue;
    failed = true;
    ctx.log.error({ err: query.state.error, query: query.queryKey[0] }, 'page data failed to load');
  }
  return { state: dehydrate(queryClient), signedIn, failed };
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** JSON inside <script>: no `</script>` or `<!--` can close or confuse the tag. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function headTags(meta: PageMeta, site: SiteInfo, page: PageName | null, nonce: string): string {
  const url = `${site.publicUrl}${page ? paths[page] : '/'}`;
  const image = `${site.publicUrl}/og-image.jpg`;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    meta.indexable ? '' : '<meta name="robots" content="noindex" />',
    '<meta property="og:type" content="website" />',
    '<meta property="og:locale" content="fr_FR" />',
    `<meta property="og:site_name" content="${escapeHtml(site.brand)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:image" content="${image}" />`,
    '<meta property="og:image:width" content="1200" />',
    '<meta property="og:image:height" content="630" />',
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${image}" />`,
    page === 'home' ? `<script type="application/ld+json" nonce="${nonce}">${safeJson(productJsonLd(site))}</script>` : '',
    page === 'home' ? heroPreload() : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The first hero thumbnail is what a phone paints largest (LCP): ask for it with the stylesheet, not after layout. */
function heroPreload(): string {
  const first = examplesFor('hero-a')[0];
  if (!first) return '';
  const srcset = `${exampleSrc(first.id, 480, 'avif')} 480w, ${exampleSrc(first.id, 960, 'avif')} 960w`;
  return `<link rel="preload" as="image" type="image/avif" imagesrcset="${srcset}" imagesizes="(min-width: 640px) 360px, 300px" fetchpriority="high" />`;
}

/**
 * Public pages, the same for every signed-out visitor, with the query parameters each one reads and
 * the values it acts on: any other value renders as no value at all, so it shares that render.
 */
const SHARED_PAGES: Partial<Record<PageName, Readonly<Record<string, (value: string) => boolean>>>> = {
  home: {},
  pricing: { plan: (value) => findPlan(value) !== undefined },
  cgv: {},
  cgu: {},
  privacy: {},
};

/** Stands for the response's CSP nonce in a render: shared renders get each response's own nonce. */
const NONCE_SLOT = `nonce-slot-${randomBytes(12).toString('hex')}`;

interface RenderedPage {
  status: number;
  html: string;
  redirect?: string;
}

/** The address a shared page is rendered for: its path and only the valid values of the parameters it reads, so odd query strings share one render. */
function sharedUrl(page: PageName, req: Request): string {
  const params = new URLSearchParams();
  const query = new URL(req.originalUrl, 'http://page.invalid').searchParams;
  for (const [name, valid] of Object.entries(SHARED_PAGES[page] ?? {})) {
    const value = query.get(name);
    if (value !== null && valid(value)) params.set(name, value);
  }
  const search = params.toString();
  return `${paths[page]}${search ? `?${search}` : ''}`;
}

/**
 * Serves every page with its content already in the HTML: the route is rendered by React on the
 * server with the data it needs, then the browser hydrates it. Signed-out visitors of the public
 * pages share a render for a few seconds (`cache`), each response with its own CSP nonce.
 */
export function createPageRenderer(opts: { vite?: ViteDev; cache?: PageCacheOptions }) {
  let entry: Promise<EntryServer> | null = null;
  const templates = createPageTemplates(opts.vite);
  const cache = createPageCache<RenderedPage>(opts.cache);
  const carriesSession = createPageSessions({ now: opts.cache?.now });
  const loadEntry = (): Promise<EntryServer> => {
    if (opts.vite) return opts.vite.ssrLoadModule('/entry-server.tsx') as Promise<unknown> as Promise<EntryServer>;
    entry ??= (import(pathToFileURL(path.join(PROJECT_ROOT, 'dist', 'ssr', 'entry-server.js')).href) as Promise<EntryServer>).catch((err: unknown) => {
      entry = null; // try again on the next request rather than failing forever
      throw err;
    });
    return entry;
  };

  /** Renders `url` with NONCE_SLOT for the nonce; only a complete render of a found page may be shared. */
  async function render(page: PageName | null, url: string, ctx: Context): Promise<{ value: RenderedPage; cacheable: boolean }> {
    const site = siteInfo(ctx.services.config);
    const meta = page ? PAGE_META[page] : NOT_FOUND_META;
    // Function replacers: the inserted text may contain `$&`, `$'`… (a user's name), which must stay literal.
    const fill = (html: string, app: string, state: string, islandCode = '') =>
      html
        .replace('<!--app-head-->', () => [headTags(meta, site, page, NONCE_SLOT), islandCode].filter(Boolean).join('\n    '))
        .replace('<!--app-html-->', () => app)
        .replace('<!--app-state-->', () => state)
        .replace(/<script type="module"/g, () => `<script nonce="${NONCE_SLOT}" type="module"`);
    try {
      const [data, server] = await Promise.all([prefetch(page, ctx), loadEntry()]);
      const mode: PageMode = page && SHARED_PAGES[page] && !data.signedIn ? 'islands' : 'app';
      const request = new globalThis.Request(`${ctx.services.config.PUBLIC_URL}${url}`, { headers: { accept: 'text/html' } });
      const rendered = await server.render(request, data.state, NONCE_SLOT, { islands: mode === 'islands' });
      if (rendered.redirect) return { value: { status: rendered.status, html: '', redirect: rendered.redirect }, cacheable: false };
      const stateScript = `<script nonce="${NONCE_SLOT}">window.__QUERY_STATE__=${safeJson(data.state)}</script>`;
      const status = page ? rendered.status : 404;
      // An islands page with islands hints their code, for the browser to fetch once it is idle.
      const islandCode = mode === 'islands' && rendered.html.includes('<minia-island') ? templates.islandCode() : '';
      return { value: { status, html: fill(await templates.shell(url, mode), rendered.html, stateScript, islandCode) }, cacheable: status === 200 && !data.failed };
    } catch (err) {
      // The server render failed: send the page shell and let the browser render it, rather than an error.
      ctx.log.error({ err, path: url }, 'server render failed; sending the client-rendered shell');
      return { value: { status: page ? 200 : 404, html: fill(await templates.shell(url, 'app'), '', '') }, cacheable: false };
    }
  }

  return async function renderPage(req: Request, res: Response, ctx: Context): Promise<unknown> {
    const found = pageOfPath(req.path);
    // An archive address names a version that must exist: /textes/cgu-9-9 is a 404 like any unknown page.
    const page = found === 'legalArchive' && !archivedVersion(req.path.split('/').filter(Boolean).at(-1) ?? '') ? null : found;
    // Warn, not error (DECISIONS.md): unknown paths are mostly bots and typos, and drowned real errors.
    if (!page) req.log.warn({ path: req.path }, 'page not found');
    const shared = page !== null && SHARED_PAGES[page] !== undefined && !opts.vite && !(await carriesSession(ctx));
    let rendered: RenderedPage;
    if (shared) {
      const url = sharedUrl(page, req);
      rendered = await cache.get(url, () => render(page, url, ctx));
    } else {
      rendered = (await render(page, req.originalUrl, ctx)).value;
    }
    if (rendered.redirect) return res.redirect(rendered.status, rendered.redirect);
    // The HTML carries the session state (signed in or not): never stored by a browser or a proxy.
    res.type('html').setHeader('Cache-Control', 'no-store');
    const nonce = String(res.locals.cspNonce ?? '');
    res.status(rendered.status).send(rendered.html.replaceAll(NONCE_SLOT, () => nonce));
  };
}
