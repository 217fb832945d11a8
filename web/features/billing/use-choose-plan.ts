import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ProviderId } from "../../../common/billing-ids";
import type { Tier } from "../../../common/public-site";
import { useAuth } from "../auth/auth-provider";
import { storeSelectedPlan } from "../auth/selected-plan";
import { notifyError } from "../../lib/toast";
import { INVALID_TIER, describeCheckoutError } from "./checkout-messages";
import { startCheckout } from "./start-checkout";

/** The key of the button whose checkout call is in flight: `${tierId}:${provider}`. */
export const planKey = (tierId: string, provider?: ProviderId) => `${tierId}:${provider ?? "default"}`;

/**
 * What a plan button does: signed out, the choice is stored (session storage `selectedTier`)
 * and the visitor goes to /auth; signed in, a checkout is created and the browser handed to it.
 * `pendingKey` names the button to show 'Processing...' until the browser leaves.
 */
export function useChoosePlan() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [pendingKey, setPendingKey] = useState<string | null>(null);

  // Coming back with the browser's Back button restores this page as it was left: not busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setPendingKey(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function choose(tier: Pick<Tier, "id" | "kind"> | undefined, provider?: ProviderId) {
    if (!tier?.id) {
      notifyError(INVALID_TIER.title, INVALID_TIER.description);
      return;
    }
    const isSubscription = tier.kind === "subscription";
    if (!user) {
      storeSelectedPlan({ tierId: tier.id, isSubscription, ...(provider && { paymentMethod: provider }) });
      navigate("/auth");
      return;
    }
    if (pendingKey) return;
    setPendingKey(planKey(tier.id, provider));
    try {
      await startCheckout({ tierId: tier.id, isSubscription, provider });
    } catch (error) {
      const message = describeCheckoutError(isSubscription ? "subscribe" : "buy", error);
      notifyError(message.title, message.description);
      setPendingKey(null);
    }
  }

  return { choose, pendingKey, isPending: pendingKey !== null };
}
