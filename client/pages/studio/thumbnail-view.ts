import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/router';

/** A thumbnail as the studio reads it (`studio.get`), named apart from the pages that show it so none of them imports another for its type. */
export type ThumbnailView = inferRouterOutputs<AppRouter>['studio']['get'];

/** A history card's thumbnail (`studio.history`): what a card shows, without the design. */
export type HistoryItemView = inferRouterOutputs<AppRouter>['studio']['history']['items'][number];
