import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/router';

/** The DigitalMe as the account page reads it (`digitalMe.state`). */
export type DigitalMeState = inferRouterOutputs<AppRouter>['digitalMe']['state'];
