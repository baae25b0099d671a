/** Whole francs CFA. Never a float: every amount is an integer number of F CFA. */
export type Xof = number & { readonly __brand: 'Xof' };

export function xof(amount: number): Xof {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`XOF amounts are whole francs, got ${amount}`);
  return amount as Xof;
}

// Made on first use: building a currency formatter loads the locale's and the currency's data (about
// 30 ms on a phone), which every page importing this module would otherwise pay for as it loads.
let xofFormatter: Intl.NumberFormat | null = null;

/** `9 840 F CFA`, with the narrow no-break spaces of fr-FR. */
export function formatXof(amount: Xof | number): string {
  xofFormatter ??= new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF', maximumFractionDigits: 0 });
  return xofFormatter.format(amount);
}
