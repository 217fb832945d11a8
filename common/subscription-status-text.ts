/**
 * The account page's Status tile: Active or Inactive, and one line of text —
 * 'No active subscription', 'Active until {date}', 'Expired' once the end date has passed,
 * otherwise the raw status. Only a lowercase 'active' status counts as active.
 */
export interface SubscriptionStatusText {
  isActive: boolean;
  label: "Active" | "Inactive";
  text: string;
}

export interface SubscriptionMirror {
  subscriptionStatus: string | null;
  subscriptionEndDate: string | Date | null;
}

export function formatBillingDate(value: string | Date, timeZone?: string): string {
  return new Date(value).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone });
}

export function describeSubscriptionStatus(mirror: SubscriptionMirror, now: Date = new Date(), timeZone?: string): SubscriptionStatusText {
  const { subscriptionStatus: status, subscriptionEndDate } = mirror;
  if (!status) return { isActive: false, label: "Inactive", text: "No active subscription" };
  const end = subscriptionEndDate ? new Date(subscriptionEndDate) : null;
  const ended = end !== null && end.getTime() <= now.getTime();
  if (ended) return { isActive: false, label: "Inactive", text: "Expired" };
  if (status === "active") {
    return { isActive: true, label: "Active", text: end ? `Active until ${formatBillingDate(end, timeZone)}` : "Active" };
  }
  return { isActive: false, label: "Inactive", text: status };
}

/** A subscription the user still has and can manage: active, or past due while a payment is retried, until its period ends. */
export function hasCurrentSubscription(subscription: { status: string; currentPeriodEnd: string | null }, now: Date = new Date()): boolean {
  const ended = subscription.currentPeriodEnd !== null && new Date(subscription.currentPeriodEnd).getTime() <= now.getTime();
  return !ended && (subscription.status === "active" || subscription.status === "past_due");
}
