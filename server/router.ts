import { authRouter } from './auth/router';
import { brandRouter } from './brand/router';
import { billingRouter, checkoutRouter, sandboxRouter } from './billing/router';
import { plansRouter } from './plans/router';
import { filesRouter, imagesRouter } from './files/router';
import { digitalMeRouter } from './digitalme/router';
import { privacyRouter } from './privacy/router';
import { siteRouter } from './site/router';
import { supportRouter } from './support/router';
import { studioRouter } from './studio/router';
import { teamsRouter } from './teams/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  plans: plansRouter,
  studio: studioRouter,
  site: siteRouter,
  checkout: checkoutRouter,
  billing: billingRouter,
  sandbox: sandboxRouter,
  images: imagesRouter,
  digitalMe: digitalMeRouter,
  privacy: privacyRouter,
  support: supportRouter,
  brand: brandRouter,
  teams: teamsRouter,
  files: filesRouter,
});

export type AppRouter = typeof appRouter;
