import type { PlanChangeTiming, TierRow } from "./billing-types";
import { toCents } from "./price-checkout";

/** A dearer plan is an upgrade; a cheaper (or equally priced) one applies from the next period. */
export function choosePlanChangeTiming(current: Pick<TierRow, "price">, next: Pick<TierRow, "price">): PlanChangeTiming {
  return toCents(next.price) > toCents(current.price) ? "after_payment" : "next_period";
}

/**
 * What an upgrade costs today: the price difference for the part of the period that is left
 * (at least 1 cent, so an upgrade is never free).
 */
export function prorateUpgradeCents(options: { fromPrice: string; toPrice: string; periodStart: Date | null; periodEnd: Date | null; now: Date }): number {
  const difference = toCents(options.toPrice) - toCents(options.fromPrice);
  if (difference <= 0) return 0;
  const { periodStart, periodEnd, now } = options;
  if (!periodStart || !periodEnd || periodEnd <= periodStart) return difference;
  const left = Math.min(1, Math.max(0, (periodEnd.getTime() - now.getTime()) / (periodEnd.getTime() - periodStart.getTime())));
  return Math.max(1, Math.round(difference * left));
}
