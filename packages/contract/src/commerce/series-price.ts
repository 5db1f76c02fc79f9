/**
 * Series pricing (ADR 066): "the rest" of a playlist costs its bundle price times the share of the
 * paid episodes' prices still locked, rounded down, and never more than the locked episodes one
 * by one. Nothing owned: the bundle price (or the sum, when that is lower). The unlock statement
 * (purchases/repository.ts) spells the same rule in SQL.
 */
export function seriesPrice(bundlePrice: number, lockedPaid: number, allPaid: number): number {
  if (bundlePrice <= 0 || lockedPaid <= 0 || allPaid <= 0) return 0;
  return Math.min(lockedPaid, Math.floor((bundlePrice * lockedPaid) / allPaid));
}
