/** Credits are their own unit, never mixed with money. */
export type Credits = number & { readonly __brand: 'Credits' };

export function credits(amount: number): Credits {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`credits are whole and non-negative, got ${amount}`);
  return amount as Credits;
}

/** DECISIONS.md « Credits »: what each action costs. */
export const CREDIT_COSTS = {
  generation: 10,
  modification: 5,
  faceswap: 10,
} as const;

/** « 3 miniatures offertes »: 30 credits valid 30 days, once per person. */
export const SIGNUP_GIFT = { credits: 30, validDays: 30 } as const;

/** How many generations the sign-up gift pays for (« 3 miniatures offertes »). */
export const SIGNUP_GIFT_THUMBNAILS = Math.floor(SIGNUP_GIFT.credits / CREDIT_COSTS.generation);

// Made on first use: building it loads the locale's data (about 10 ms on a phone), which the module's
// importers (every page of the app) would otherwise pay for while it loads, in one task.
let creditFormatter: Intl.NumberFormat | null = null;
export function formatCredits(amount: number): string {
  creditFormatter ??= new Intl.NumberFormat('fr-FR');
  return `${creditFormatter.format(amount)} crédit${Math.abs(amount) > 1 ? 's' : ''}`;
}
