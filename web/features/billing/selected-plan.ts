/** Session-storage key of the plan a signed-out visitor picked before being sent to /auth. */
export const SELECTED_TIER_KEY = "selectedTier";

export interface SelectedPlan {
  tierId: string;
  isSubscription: boolean;
  paymentMethod?: string;
}

/**
 * Reads a stored plan choice. Current flows write `tierId` (+ `isSubscription`, `paymentMethod`);
 * older ones wrote `tier`, `tierName`, `tierPrice`. Both are accepted and normalised to `tierId`.
 * Checked by hand rather than with zod to keep the validator out of the first-load bundle.
 */
export function parseStoredPlan(value: unknown): SelectedPlan | null {
  if (typeof value !== "object" || value === null) return null;
  const plan = value as Record<string, unknown>;
  const tierId = typeof plan.tierId === "string" && plan.tierId ? plan.tierId : plan.tier;
  if (typeof tierId !== "string" || !tierId) return null;
  if (plan.isSubscription !== undefined && typeof plan.isSubscription !== "boolean") return null;
  return {
    tierId,
    isSubscription: plan.isSubscription ?? true,
    paymentMethod: typeof plan.paymentMethod === "string" ? plan.paymentMethod : undefined,
  };
}

export type StoredPlanState = { status: "none" } | { status: "invalid" } | { status: "ok"; plan: SelectedPlan };

export function readSelectedPlan(): StoredPlanState {
  const raw = sessionStorage.getItem(SELECTED_TIER_KEY);
  if (raw === null) return { status: "none" };
  try {
    const plan = parseStoredPlan(JSON.parse(raw));
    return plan ? { status: "ok", plan } : { status: "invalid" };
  } catch {
    return { status: "invalid" };
  }
}

export function storeSelectedPlan(plan: { tierId: string; isSubscription: boolean; paymentMethod?: string }): void {
  sessionStorage.setItem(SELECTED_TIER_KEY, JSON.stringify(plan));
}

export function clearSelectedPlan(): void {
  sessionStorage.removeItem(SELECTED_TIER_KEY);
}
