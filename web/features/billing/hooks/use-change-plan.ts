import type { Tier } from "../../../../common/public-site";
import { notify, notifyError } from "../../../lib/toast";
import { changePlan } from "../api/billing-api";
import { describeCheckoutError } from "../checkout-messages";
import { describePlanChange } from "../plan-change-messages";
import { type Redirect, redirectBrowser } from "../start-checkout";

/**
 * Switches the signed-in subscriber to another monthly plan. An upgrade is paid first: at once
 * by the card on file, or on the payment / approval page the browser goes to. A cheaper plan is
 * scheduled for the next billing period.
 */
export function useChangePlan(options: { onChanged(): void; redirect?: Redirect }) {
  return async function changeTo(tier: Tier): Promise<void> {
    try {
      const result = await changePlan(tier.id);
      if (result.url) {
        (options.redirect ?? redirectBrowser)(result.url);
        return;
      }
      const message = describePlanChange(tier, result);
      notify(message.title, message.description);
      options.onChanged();
    } catch (error) {
      const message = describeCheckoutError("change", error);
      notifyError(message.title, message.description);
    }
  };
}
