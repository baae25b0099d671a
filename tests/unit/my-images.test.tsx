import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createClient, createQueryClient, TRPCProvider } from '../../client/lib/trpc';
import { MyImages } from '../../client/pages/studio/MyImages';

/** « Mes images » as first shown, from a list already in the query cache. */
function render(usage: { bytes: number; files: number }): string {
  const queryClient = createQueryClient();
  queryClient.setQueryData([['images', 'list'], { input: { purpose: 'image' }, type: 'query' }], { items: [], usage });
  const trpcClient = createClient({ origin: 'http://127.0.0.1:9' });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        <MyImages selected={[]} onToggle={() => {}} max={1} />
      </TRPCProvider>
    </QueryClientProvider>,
  );
}

describe('« Mes images »', () => {
  it('tells the space used in French: a decimal comma, never a dot', () => {
    const html = render({ bytes: Math.round(12.34 * 1024 * 1024), files: 3 });
    expect(html).toContain('12,3\u202fMo utilisés sur 200\u202fMo · 3 images');
    expect(html).not.toMatch(/\d\.\d\s*Mo/);
  });
});
