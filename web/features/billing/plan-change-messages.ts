import type { ChangePlanResponse } from "../../../common/billing";
import type { Tier } from "../../../common/public-site";
import { formatBillingDate } from "../../../common/subscription-status-text";
import type { ToastMessage } from "./checkout-messages";

/** What a finished plan change did, in the words of the account page's toast. */
export function describePlanChange(
  tier: Pick<Tier, "name" | "creditsIncluded">,
  result: Pick<ChangePlanResponse, "timing" | "pendingTierId" | "currentPeriodEnd">,
): ToastMessage {
  if (result.timing === "after_payment") {
    return {
      title: "Plan upgraded",
      description: `You're now on the ${tier.name}. You paid the difference for the rest of this period; its ${tier.creditsIncluded} credits a month start with your next renewal.`,
    };
  }
  if (!result.pendingTierId) return { title: "Plan change canceled", description: `You're staying on the ${tier.name}.` };
  const date = result.currentPeriodEnd ? formatBillingDate(result.currentPeriodEnd) : "your next billing date";
  return { title: "Plan change scheduled", description: `Your plan changes to the ${tier.name} on ${date}. Until then your current plan stays as it is.` };
}

/** The plan dialog's confirm button: an upgrade is paid today, anything else waits for the next period. */
export function describePlanChoice(current: Pick<Tier, "price"> | undefined, chosen: Pick<Tier, "price"> | undefined): string {
  if (!current || !chosen) return "Change Plan";
  return chosen.price > current.price ? "Upgrade now — you pay the difference today" : "Switch at your next billing date";
}
