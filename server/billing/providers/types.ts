/**
 * One interface for every payment gateway (DECISIONS.md « Payments »). The billing service never
 * trusts what a notification says by itself: it asks `verifyNotification` whether the message is
 * genuinely the gateway's, then takes the payment's state either from that signed message or from
 * `confirm` (a call back to the gateway), and checks amount and currency against the order.
 */
export const PROVIDER_IDS = ['sandbox', 'paydunya', 'wave', 'none'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

export interface CheckoutRequest {
  /** Our order id (uuid), echoed back by the gateway as its custom data / client reference. */
  orderId: string;
  /** Whole francs CFA, tax included, from the catalogue. */
  amountXof: number;
  currency: 'XOF';
  /** French label of the line, e.g. « Forfait Premium — 30 jours ». */
  label: string;
  description: string;
  customer: { name: string; email: string };
  /** Where the gateway sends the payer after paying (already carries `?commande=<orderId>`). */
  successUrl: string;
  /** Where the gateway sends the payer after cancelling or failing. */
  cancelUrl: string;
  /** Our webhook endpoint for this provider: PUBLIC_URL/api/paiements/notification/<provider>. */
  callbackUrl: string;
}

export interface CheckoutSession {
  /** The hosted checkout page to send the browser to; null for the `none` provider. */
  url: string | null;
  /** The gateway's id of this payment (PayDunya token, Wave session id, sandbox id). */
  providerRef: string | null;
}

/** A notification exactly as it reached our endpoint: the raw bytes matter for signatures. */
export interface IncomingNotification {
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
  rawBody: Buffer;
}

export type PaymentStatus = 'paid' | 'pending' | 'failed' | 'cancelled';

/** The state of one payment at the gateway. */
export interface PaymentState {
  providerRef: string;
  /** Our order id as the gateway echoes it (custom data, client_reference), when it does. */
  orderId: string | null;
  status: PaymentStatus;
  /** Whole units of `currency` as the gateway reports them. */
  amount: number;
  currency: string;
  /** How the payer paid, in French when known: « Wave », « Orange Money », « Carte bancaire »… */
  method: string | null;
}

export interface VerifiedNotification {
  providerRef: string;
  /**
   * The payment's state when the notification itself is authenticated end to end (an HMAC over the
   * whole body). Null when the message only proves it comes from the gateway (PayDunya's hash):
   * the service then calls `confirm`.
   */
  state: PaymentState | null;
}

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

export interface PaymentProvider {
  id: ProviderId;
  /** Shown on invoices and in the personal space: « PayDunya », « Wave », « Mode test ». */
  label: string;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /**
   * Returns null when the notification cannot be proven to come from the gateway (bad or missing
   * signature, stale timestamp, wrong hash, malformed body). Never throws for a forged message.
   */
  verifyNotification(notification: IncomingNotification): Promise<VerifiedNotification | null>;
  /** Asks the gateway for the true state of a payment (throws ProviderError when unreachable). */
  confirm(providerRef: string): Promise<PaymentState>;
  /** Where the gateway supports it. */
  refund?(providerRef: string, amountXof: number): Promise<void>;
}
