import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandPanel } from '../../client/pages/studio/BrandPanel';
import { createClient, createQueryClient, TRPCProvider } from '../../client/lib/trpc';
import type { BrandKitDto } from '../../shared/schemas/brand';

/** The panel as the studio first shows it, from a kit already in the query cache. */
function render(kit: BrandKitDto): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData([['brand', 'get'], { type: 'query' }], kit);
  const trpcClient = createClient({ origin: 'http://127.0.0.1:9' });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <BrandPanel />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

const KIT: BrandKitDto = {
  logo: { id: '0b7c1f8e-7d53-4d0e-9a55-0f6f2a8f8a11', url: '/files/assets/0b7c1f8e-7d53-4d0e-9a55-0f6f2a8f8a11', thumbnailUrl: '/x.webp', width: 400, height: 300, hasAlpha: false },
  logoCorner: 'bottom-left',
  logoSize: 0.12,
  colors: ['#E10600', '#FFD400'],
  font: 'Oswald',
  channel: 'Awa TV',
  enabled: true,
  saved: true,
};

describe('« Ma marque » in the studio', () => {
  it('shows the saved kit: the logo on its checkerboard, the corner, size, colours, font and channel, all labelled in French', () => {
    const html = render(KIT);
    expect(html).toContain('<h2');
    expect(html).toContain('Ma marque');
    expect(html).toContain('class="brand__checker" role="img" aria-label="Aperçu du logo"');
    expect(html).toContain('Retirer le fond uni');
    // Three corners, never the duration's; the saved one is checked.
    expect(html.match(/type="radio"[^>]*value="(top-left|top-right|bottom-left)"/g)).toHaveLength(3);
    expect(html).toMatch(/checked="" value="bottom-left"/);
    expect(html).toContain('En bas à gauche');
    expect(html).toContain('12 % de la largeur');
    expect(html.match(/type="color"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Retirer la couleur 2"');
    // Every font's name in its own face, and the style's own one first.
    for (const family of ['Anton', 'Oswald', 'Montserrat', 'Fredoka', 'Russo One', 'Archivo Black', 'Inter']) expect(html).toContain(`font-family:&quot;${family}&quot;, system-ui, sans-serif">${family}</span>`);
    expect(html).toContain('Celle du style');
    expect(html).toContain('value="Awa TV"');
    expect(html).toContain('Utiliser ma marque par défaut');
    expect(html).toContain('>Enregistrer</button>');
    // Every input has its label (by id).
    for (const [, inputId] of html.matchAll(/<input[^>]*id="([^"]+)"/g)) expect(html).toContain(`for="${inputId}"`);
  });

  it('offers « Retirer le fond uni » only for a logo that has a background', () => {
    const transparent = render({ ...KIT, logo: { ...KIT.logo!, hasAlpha: true } });
    expect(transparent).toMatch(/disabled=""[^>]*>Retirer le fond uni/);
    expect(render({ ...KIT, logo: null })).toContain('Pas encore de logo.');
  });
});
