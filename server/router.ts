import { authRouter } from './auth/router';
import { plansRouter } from './plans/router';
import { studioRouter } from './studio/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  plans: plansRouter,
  studio: studioRouter,
});

export type AppRouter = typeof appRouter;
