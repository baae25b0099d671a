import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import { useTRPC } from '../../lib/trpc';
import type { ThumbnailView } from './thumbnail-view';
import { showInHistory } from './history-cache';

/** A thumbnail still on its way: waiting in the queue or being drawn. */
export function isLive(t: Pick<ThumbnailView, 'status'> | null | undefined): boolean {
  return t?.status === 'queued' || t?.status === 'rendering';
}

/**
 * Follows one thumbnail's live status (studio.status, SSE) into the query cache, so every view of
 * it — the preview, its variant card, the stages — moves at once. When it ends, its history card is
 * updated from the same data, and the balance is read again (a failure gives the credits back). Renders nothing; mounted per live id.
 */
export function LiveWatch(props: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useSubscription(
    trpc.studio.status.subscriptionOptions(
      { id: props.id },
      {
        onData: ({ data }) => {
          queryClient.setQueryData(trpc.studio.get.queryKey({ id: data.id }), data);
          // The history's card follows from the same data; the balance is read again (a few bytes): a job
          // that failed, or a change that did not happen (ready, with its reason), gave its credits back.
          if (data.status === 'ready' || data.status === 'failed') {
            showInHistory(queryClient, trpc, [data]);
            void queryClient.invalidateQueries(trpc.auth.balance.pathFilter());
          }
        },
      },
    ),
  );
  return null;
}
