/** Period maths for monthly plans. Pure; every function takes the clock as an argument. */

const DAY_MS = 86_400_000;

/** A wallet (PayPal) period lasts 30 days from its payment when PayPal gives no next billing time (ADR 0007). */
export const WALLET_PERIOD_DAYS = 30;

/**
 * One calendar month later, clamped to the end of a shorter month (Jan 31 → Feb 28/29),
 * in UTC so the answer does not depend on the server's time zone.
 */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

export const addDays = (from: Date, days: number): Date => new Date(from.getTime() + days * DAY_MS);

/** The next period of a monthly subscription: it starts where the current one ends. */
export function nextPeriod(currentEnd: Date): { start: Date; end: Date } {
  return { start: currentEnd, end: addMonths(currentEnd, 1) };
}

/**
 * Whether a subscription's access has run out: a cancellation takes effect at the end of the
 * paid period, so until then a canceled subscription still counts as active.
 */
export function hasLapsed(subscription: { cancelAtPeriodEnd: boolean; currentPeriodEnd: Date | null }, now: Date): boolean {
  return subscription.cancelAtPeriodEnd && subscription.currentPeriodEnd !== null && subscription.currentPeriodEnd <= now;
}
