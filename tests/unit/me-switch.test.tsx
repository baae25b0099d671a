import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MeSwitch } from '../../client/pages/studio/MeSwitch';
import { createClient, createQueryClient, TRPCProvider } from '../../client/lib/trpc';

/** The « M’ajouter (DigitalMe) » switch as the studio first shows it, from `studio.me` in the query cache. */
function render(me: { usable: boolean; reason: 'none' | 'not_ready' | 'plan' | null; requiredPlan: string }, checked = true): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData([['studio', 'me'], { type: 'query' }], me);
  const trpcClient = createClient({ origin: 'http://127.0.0.1:9' });
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
          <MeSwitch checked={checked} onChange={() => undefined} />
        </TRPCProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('« M’ajouter (DigitalMe) » in the studio', () => {
  it('is enabled for a usable DigitalMe and says what « Moi » does, and what Face Swap does instead', () => {
    const html = render({ usable: true, reason: null, requiredPlan: 'Premium' });
    expect(html).toContain('M’ajouter (DigitalMe)');
    expect(html).toMatch(/<input type="checkbox" role="switch"[^>]*checked=""/);
    expect(html).not.toContain('disabled');
    expect(html).toContain('Dans tous les styles');
    expect(html).toContain('Face Swap remplace un visage photographié');
  });
  it('is off and says why: the plan (with the pricing page), or the set to make in Mon espace', () => {
    const plan = render({ usable: false, reason: 'plan', requiredPlan: 'Premium' });
    expect(plan).toMatch(/disabled=""/);
    expect(plan).not.toMatch(/checked=""/);
    expect(plan).toContain('Réservé aux forfaits Premium et Master.');
    expect(plan).toContain('href="/tarifs"');
    const none = render({ usable: false, reason: 'none', requiredPlan: 'Premium' });
    expect(none).toContain('Créez votre DigitalMe dans Mon espace');
    expect(none).toContain('href="/espace#digitalme"');
    expect(render({ usable: false, reason: 'not_ready', requiredPlan: 'Premium' })).toContain('pas encore prêt');
  });
});
