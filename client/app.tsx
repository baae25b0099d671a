import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';
import { TOOLTIP_DELAYS } from './components/InfoTip';
import { TRPCProvider, type createClient } from './lib/trpc';

/** Providers shared by the browser entry and the server renderer. */
export function AppProviders(props: { queryClient: QueryClient; trpcClient: ReturnType<typeof createClient>; children: ReactNode }) {
  return (
    <QueryClientProvider client={props.queryClient}>
      <TRPCProvider trpcClient={props.trpcClient} queryClient={props.queryClient}>
        <Tooltip.Provider {...TOOLTIP_DELAYS}>
          {props.children}
        </Tooltip.Provider>
      </TRPCProvider>
    </QueryClientProvider>
  );
}
