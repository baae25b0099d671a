import { PLANS } from './plans';
import type { SiteInfo } from './site';

/** The landing page's JSON-LD: one Product with an Offer per plan, straight from the catalogue. */
export function productJsonLd(site: SiteInfo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${site.brand} — miniatures YouTube par IA`,
    description: 'Studio en ligne qui génère des miniatures YouTube 1280×720 à partir d’un titre ou d’un prompt, avec forfaits mensuels en F CFA.',
    brand: { '@type': 'Brand', name: site.brand },
    image: `${site.publicUrl}/og-image.jpg`,
    url: site.publicUrl,
    // Never an aggregateRating: the only rating is an outside review site's, which this product did not measure.
    offers: PLANS.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      price: plan.priceXof,
      priceCurrency: 'XOF',
      availability: 'https://schema.org/InStock',
      url: `${site.publicUrl}/tarifs`,
      priceSpecification: { '@type': 'UnitPriceSpecification', price: plan.priceXof, priceCurrency: 'XOF', unitCode: 'MON', valueAddedTaxIncluded: true },
    })),
  };
}
