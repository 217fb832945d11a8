import type { AccountSummary, SubscriptionView } from "../../../../common/billing";
import { describeSubscriptionStatus, formatBillingDate, hasCurrentSubscription } from "../../../../common/subscription-status-text";

/** The Status tile of /account: a word, one line under it, and its colour. */
export interface PlanStatus {
  value: string;
  text: string;
  tone: "active" | "warning" | "neutral";
}

/** Where a subscription the account still has stands: it renews, it ends (canceled), or a payment is due. */
type CurrentPlan = { kind: "renews"; end: string | null } | { kind: "ends"; end: string } | { kind: "payment_due" };

function readCurrentPlan(sub: SubscriptionView | null, now: Date): CurrentPlan | null {
  if (!sub || !hasCurrentSubscription(sub, now)) return null;
  if (sub.status === "past_due") return { kind: "payment_due" };
  if (sub.cancelAtPeriodEnd && sub.currentPeriodEnd) return { kind: "ends", end: sub.currentPeriodEnd };
  return { kind: "renews", end: sub.currentPeriodEnd };
}

/**
 * The Status tile. It reads the subscription the Subscription Management card manages, so the
 * two say the same thing: a renewing plan renews, a canceled one ends. An account with no
 * subscription is on the free plan, not "inactive": nothing renews and nothing is charged.
 */
export function describePlanStatus(account: Pick<AccountSummary, "credits" | "subscription">, now = new Date(), timeZone?: string): PlanStatus {
  const date = (value: string) => formatBillingDate(value, timeZone);
  const plan = readCurrentPlan(account.subscription, now);
  if (plan?.kind === "payment_due") return { value: "Payment due", text: "Please update your payment method", tone: "warning" };
  if (plan?.kind === "ends") return { value: "Active", text: `Ends ${date(plan.end)}, no further charges`, tone: "active" };
  if (plan?.kind === "renews") return { value: "Active", text: plan.end ? `Renews ${date(plan.end)}` : "Renews monthly", tone: "active" };
  const ended = account.subscription?.currentPeriodEnd;
  if (ended) return { value: "Free plan", text: `Your subscription ended ${date(ended)}`, tone: "neutral" };
  if (!account.credits.subscriptionStatus) return { value: "Free plan", text: "Nothing renews: you pay only for credits you buy", tone: "neutral" };
  // No subscription row but the account's own subscription fields are set: read them as the spec does.
  const mirror = describeSubscriptionStatus(account.credits, now, timeZone);
  return { value: mirror.label, text: mirror.text, tone: mirror.isActive ? "active" : "neutral" };
}

/** The Status row of the Subscription Management card, for the subscription it shows. */
export function describeManagedPlan(sub: SubscriptionView, now = new Date(), timeZone?: string): string {
  const date = (value: string) => formatBillingDate(value, timeZone);
  const plan = readCurrentPlan(sub, now);
  if (plan?.kind === "payment_due") return "Payment due: please update your payment method";
  if (plan?.kind === "ends") return `Active until ${date(plan.end)}, then it ends`;
  if (plan?.kind === "renews" && plan.end) return `Active · renews ${date(plan.end)}`;
  return "Active";
}
