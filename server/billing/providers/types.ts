/**
 * One interface for every payment gateway (DECISIONS.md « Payments »). The billing service never
 * trusts what a notification says by itself: it asks `verifyNotification` whether the message is
 * genuinely the gateway's, then takes the payment's state either from that signed message or from
 * `confirm` (a call back to the gateway), and checks amount and currency against the order.
 */
import type { ProviderId } from '../../ports';

// The interfaces are the kernel's (server/ports.ts); their importers keep finding them here.
export type { CheckoutRequest, CheckoutSession, IncomingNotification, PaymentProvider, PaymentState, PaymentStatus, ProviderId, VerifiedNotification } from '../../ports';

export const PROVIDER_IDS = ['sandbox', 'paydunya', 'wave', 'none'] as const satisfies readonly ProviderId[];

export class ProviderError extends Error {
  override name = 'ProviderError';
  constructor(
    readonly provider: ProviderId,
    message: string,
    /** A French sentence the payer may see, when the gateway gave a reason worth showing. */
    readonly publicMessage: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}
