import type { Tier } from "../../../common/public-site";
import { notify, notifyError } from "../../lib/toast";
import { changePlan } from "./api/billing-api";
import { describeCheckoutError } from "./checkout-messages";
import { type Redirect, redirectBrowser } from "./start-checkout";

/**
 * Switches the signed-in subscriber to another monthly plan: done at once, or via the provider's
 * approval page (PayPal), in which case the browser goes there.
 */
export function useChangePlan(options: { onChanged(): void; redirect?: Redirect }) {
  return async function changeTo(tier: Tier): Promise<void> {
    try {
      const { url } = await changePlan(tier.id);
      if (url) {
        (options.redirect ?? redirectBrowser)(url);
        return;
      }
      notify("Plan changed", `You're now on the ${tier.name}. Its price and credits apply from your next billing period.`);
      options.onChanged();
    } catch (error) {
      const message = describeCheckoutError("change", error);
      notifyError(message.title, message.description);
    }
  };
}
