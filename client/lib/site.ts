import { useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/site';
import { useTRPC } from './trpc';

/** Brand, support address, editor identity, review and social links, from the server's configuration. */
export function useSiteInfo(): SiteInfo | undefined {
  const trpc = useTRPC();
  return useQuery({ ...trpc.site.info.queryOptions(), staleTime: Infinity }).data;
}
