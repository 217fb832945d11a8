import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import type { ProviderId } from "../../../../common/billing-ids";
import type { Tier } from "../../../../common/public-site";
import { notifyError } from "../../../lib/toast";
import { useHydrated } from "../../../lib/use-hydrated";
import { useAuth } from "../../auth/auth-provider";
import { describeCheckoutError, INVALID_TIER } from "../checkout-messages";
import { storeSelectedPlan } from "../selected-plan";
import { startCheckout } from "../start-checkout";

/** The key of the button whose checkout call is in flight: `${tierId}:${provider}`. */
export const planKey = (tierId: string, provider?: ProviderId) => `${tierId}:${provider ?? "default"}`;

/**
 * What a plan button does: signed out, the choice is stored (session storage `selectedTier`)
 * and the visitor goes to /auth; signed in, a checkout is created and the browser handed to it.
 * A click while the session is still being read (a prerendered page reads it once idle) waits
 * for it: a signed-in buyer is never sent to sign in. `pendingKey` names the button to show
 * 'Processing...' until the browser leaves. `ready` is false in prerendered HTML until the app has
 * loaded: a plan button clicked before then would do nothing, so it shows disabled instead.
 */
export function useChoosePlan() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();
  const ready = useHydrated();
  const [pendingKey, setPendingKey] = useState<string | null>(null);
  const [waiting, setWaiting] = useState<{ tier: Pick<Tier, "id" | "kind">; provider?: ProviderId } | null>(null);

  // Coming back with the browser's Back button restores this page as it was left: not busy.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setPendingKey(null);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  async function proceed(tier: Pick<Tier, "id" | "kind">, provider?: ProviderId) {
    const isSubscription = tier.kind === "subscription";
    if (!user) {
      setPendingKey(null);
      storeSelectedPlan({ tierId: tier.id, isSubscription, ...(provider && { paymentMethod: provider }) });
      navigate("/auth");
      return;
    }
    setPendingKey(planKey(tier.id, provider));
    try {
      await startCheckout({ tierId: tier.id, isSubscription, provider });
    } catch (error) {
      const message = describeCheckoutError(isSubscription ? "subscribe" : "buy", error);
      notifyError(message.title, message.description);
      setPendingKey(null);
    }
  }

  // The session has been read: carry out the click that waited for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: proceed is this render's, with the session just read
  useEffect(() => {
    if (isLoading || !waiting) return;
    setWaiting(null);
    void proceed(waiting.tier, waiting.provider);
  }, [isLoading, waiting]);

  async function choose(tier: Pick<Tier, "id" | "kind"> | undefined, provider?: ProviderId) {
    if (!tier?.id) {
      notifyError(INVALID_TIER.title, INVALID_TIER.description);
      return;
    }
    if (pendingKey) return;
    if (isLoading) {
      setPendingKey(planKey(tier.id, provider));
      setWaiting({ tier, provider });
      return;
    }
    await proceed(tier, provider);
  }

  return { choose, pendingKey, isPending: pendingKey !== null, ready };
}
