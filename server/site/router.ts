import { publicProcedure, router } from '../trpc';
import { siteInfo, siteStats } from './service';

export const siteRouter = router({
  info: publicProcedure.query(({ ctx }) => siteInfo(ctx.services.config)),
  stats: publicProcedure.query(({ ctx }) => siteStats(ctx.em)),
});
