/**
 * The one percentile of the benches and the soak: the sample at rank floor(p·n) of the sorted samples
 * (so the median of an even count is its upper middle), whatever their order; NaN when there are none.
 */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}
