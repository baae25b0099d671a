/** Whole francs CFA. Never a float: every amount is an integer number of F CFA. */
export type Xof = number & { readonly __brand: 'Xof' };

export function xof(amount: number): Xof {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`XOF amounts are whole francs, got ${amount}`);
  return amount as Xof;
}

const xofFormatter = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'XOF', maximumFractionDigits: 0 });

/** `9 840 F CFA`, with the narrow no-break spaces of fr-FR. */
export function formatXof(amount: Xof | number): string {
  return xofFormatter.format(amount);
}
