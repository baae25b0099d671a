import { useQuery } from '@tanstack/react-query';
import type { PlanId } from '../../shared/plans';
import { useSession } from './session';
import { useTRPC } from './trpc';

/**
 * Who is looking, for the calls to action: a visitor, a member without a plan, or a subscriber.
 * Visitors cost no request (the session is already loaded on every page); the plan is asked only
 * once signed in. `undefined` while a signed-in user's plan is loading.
 */
export function useViewer(): { kind: 'visitor' } | { kind: 'member' } | { kind: 'subscriber'; planId: PlanId } | undefined {
  const trpc = useTRPC();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const plan = useQuery({ ...trpc.billing.current.queryOptions(), enabled: signedIn, staleTime: 60_000 });
  if (!signedIn) return { kind: 'visitor' };
  if (!plan.data) return plan.isError ? { kind: 'member' } : undefined;
  return plan.data.planId ? { kind: 'subscriber', planId: plan.data.planId } : { kind: 'member' };
}
