import { PLANS, missingFeatures } from '../../shared/plans';
import { publicProcedure, router } from '../trpc';

export const plansRouter = router({
  /** The one catalogue of DECISIONS.md, from shared/: amounts are whole F CFA. */
  list: publicProcedure.query(() => PLANS.map((plan) => ({ ...plan, features: [...plan.features], missing: missingFeatures(plan) }))),
});
