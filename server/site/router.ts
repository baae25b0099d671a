import { publicProcedure, router } from '../trpc';
import { siteInfo } from './service';

export const siteRouter = router({
  info: publicProcedure.query(({ ctx }) => siteInfo(ctx.services.config)),
});
