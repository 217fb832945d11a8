import type { NavigateFunction } from "react-router";
import { isTierId, PROVIDER_IDS, type ProviderId } from "../../../common/billing-ids";
import { AFTER_SIGN_IN_PATH } from "../../lib/auth-constants";
import { notifyError } from "../../lib/toast";
import { describeCheckoutError } from "./checkout-messages";
import { clearSelectedPlan, readSelectedPlan } from "./selected-plan";
import { type Redirect, redirectBrowser, startCheckout } from "./start-checkout";

export interface ResumeSelectedPlanOptions {
  navigate: NavigateFunction;
  /** Where the browser is handed to the checkout (the real location by default). */
  redirect?: Redirect;
}

const isProvider = (value: string | undefined): value is ProviderId => PROVIDER_IDS.includes(value as ProviderId);

/**
 * Continues a plan choice made before signing in (session storage `selectedTier`): the
 * stored plan is removed, a checkout is created and the browser goes to it. A plan that cannot
 * be read sends the user to the studio; a checkout that cannot be created shows 'Payment Error'
 * and returns to /pricing.
 */
export async function resumeSelectedPlan({ navigate, redirect = redirectBrowser }: ResumeSelectedPlanOptions): Promise<void> {
  const stored = readSelectedPlan();
  clearSelectedPlan();
  if (stored.status !== "ok") {
    navigate(AFTER_SIGN_IN_PATH, { replace: true });
    return;
  }
  const { tierId, isSubscription, paymentMethod } = stored.plan;
  try {
    if (!isTierId(tierId)) throw new Error(`Unknown plan "${tierId}"`);
    await startCheckout({ tierId, isSubscription, provider: isProvider(paymentMethod) ? paymentMethod : undefined }, redirect);
  } catch (error) {
    const { title, description } = describeCheckoutError("resume", error);
    notifyError(title, description);
    navigate("/pricing", { replace: true });
  }
}

/** Where a fresh sign-in goes: a stored plan takes over, otherwise the studio. */
export async function continueAfterSignIn({ navigate, redirect }: ResumeSelectedPlanOptions): Promise<void> {
  if (readSelectedPlan().status === "none") {
    navigate(AFTER_SIGN_IN_PATH, { replace: true });
    return;
  }
  await resumeSelectedPlan({ navigate, redirect });
}
