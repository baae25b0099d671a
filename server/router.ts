import { accountRouter, accountUploadProcedures } from './account/router';
import { authRouter } from './auth/router';
import { brandRouter } from './brand/router';
import { billingRouter, checkoutRouter, sandboxRouter } from './billing/router';
import { plansRouter } from './plans/router';
import { filesRouterFor, imagesRouter, uploadProcedures } from './files/router';
import { digitalMeRouter, digitalMeUploadProcedures } from './digitalme/router';
import { FILE_LINKS } from './private-files';
import { privacyRouter } from './privacy/router';
import { siteRouter } from './site/router';
import { supportRouter } from './support/router';
import { studioRouter } from './studio/router';
import { teamsRouter } from './teams/router';
import { router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
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
  files: filesRouterFor(FILE_LINKS),
});

export type AppRouter = typeof appRouter;

/**
 * What the upload mount (/api/upload, 25 MB cap) serves: the procedures that take a file alone, at
 * the same paths as in the app router (each domain declares its own next to its router).
 */
export const uploadRouter = router({ images: router(uploadProcedures), digitalMe: router(digitalMeUploadProcedures), account: router(accountUploadProcedures) });
