import { CheckoutInput } from '../../shared/schemas/billing';
import { AppError } from '../errors';
import { authedProcedure, router } from '../trpc';

export const checkoutRouter = router({
  /**
   * SPEC.md §7. Until a payment provider is configured (billing issue), this is the provider `none`:
   * it answers without a url and the client shows the « Lien de paiement » test-mode notice.
   */
  create: authedProcedure.input(CheckoutInput).mutation(({ ctx, input }) => {
    const origin = new URL(ctx.services.config.PUBLIC_URL).origin;
    // No open redirect: the provider may only send the payer back to our own pages.
    for (const url of [input.successUrl, input.cancelUrl]) {
      if (new URL(url).origin !== origin) throw new AppError('BAD_RETURN_URL', `return url outside ${origin}`);
    }
    ctx.log.info({ planId: input.planId }, 'checkout requested (provider: none)');
    return { url: null as string | null };
  }),
});
