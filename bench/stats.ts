/** The few statistics the benchmarks print. */

/** The nearest-rank `p`th percentile of `xs` (p in 0–100); `xs` is not changed. */
export function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** One decimal, as the tables show figures. */
export function round(n: number): number {
  return Math.round(n * 10) / 10;
}
