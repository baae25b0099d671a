import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../client/app';
import { createClient } from '../../client/lib/trpc';
import HomePage from '../../client/pages/home/HomePage';
import PricingPage from '../../client/pages/pricing/PricingPage';
import { formatXof } from '../../shared/money';
import { PLANS } from '../../shared/plans';
import { appRouter } from '../../server/router';
import { createCallerFactory, type Context } from '../../server/trpc';
import { productJsonLd } from '../../shared/structured-data';
import type { SiteInfo } from '../../shared/site';

/** What the real plans.list procedure answers: a price changed on the server side must show everywhere. */
const planList = await createCallerFactory(appRouter)({} as Context).plans.list();
const site: SiteInfo = {
  brand: 'MiniaLab',
  supportEmail: 'support@minialab.sn',
  publicUrl: 'https://minialab.sn',
  editor: { name: 'E', address: 'A', rccm: 'R', ninea: 'N', example: false },
  reviews: { url: 'https://avis.example', siteName: 'avis.example', rating: 4.5 },
  social: { instagram: 'https://i.example', tiktok: 'https://t.example', youtube: 'https://y.example', whatsapp: 'https://w.example' },
  googleSignIn: false,
  aiPictureEdits: false,
};

function renderPage(page: React.ReactNode): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData([['plans', 'list'], { type: 'query' }], planList);
  queryClient.setQueryData([['site', 'info'], { type: 'query' }], site);
  queryClient.setQueryData([['site', 'stats'], { type: 'query' }], { creations: 12, creators: 3 });
  return renderToString(
    <AppProviders queryClient={queryClient} trpcClient={createClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </AppProviders>,
  );
}

/** The prices a page shows, in card order, as the text the visitor reads. */
function shownPrices(html: string): string[] {
  return [...html.matchAll(/data-testid="plan-price">([^<]+)</g)].map((m) => m[1]!.replace(/&nbsp;/g, '\u00a0'));
}

describe('one catalogue, three places', () => {
  const expected = PLANS.map((p) => formatXof(p.priceXof));

  it('the landing cards, /tarifs and the JSON-LD show the same prices', () => {
    const landing = shownPrices(renderPage(<HomePage />));
    const pricing = shownPrices(renderPage(<PricingPage />));
    const jsonLd = productJsonLd(site).offers.map((o) => formatXof(o.price));
    expect(landing).toEqual(expected);
    expect(pricing).toEqual(expected);
    expect(jsonLd).toEqual(expected);
    expect(productJsonLd(site).offers[0]).toMatchObject({ price: 9840, priceCurrency: 'XOF' });
  });
});
