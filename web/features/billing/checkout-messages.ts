import { isApiError } from "../../lib/api-client";

export interface ToastMessage {
  title: string;
  description: string;
}

export type CheckoutStep = "subscribe" | "buy" | "resume" | "change";

const FALLBACKS: Record<CheckoutStep, ToastMessage> = {
  subscribe: { title: "Subscription Error", description: "Failed to create subscription. Please try again." },
  buy: { title: "Payment Error", description: "Failed to create payment. Please try again." },
  resume: { title: "Payment Error", description: "Failed to proceed to payment. Please try again." },
  change: { title: "Subscription Error", description: "Failed to create subscription. Please try again." },
};

/**
 * The toast when a checkout cannot start: each step has its fixed title and text (FALLBACKS). A
 * subscription or a resumed plan shows the server's own words when it gave a reason (a 4xx); a
 * one-off purchase and any server or network failure show the fixed text.
 */
export function describeCheckoutError(step: CheckoutStep, error: unknown): ToastMessage {
  const fallback = FALLBACKS[step];
  const reason = isApiError(error) && error.status < 500 ? error.message : null;
  if (!reason || step === "buy") return fallback;
  // A plan change names its own trouble (e.g. 'Payment declined' for an upgrade's charge).
  const title = step === "change" && isApiError(error) && error.title ? error.title : fallback.title;
  return { title, description: reason };
}

export const INVALID_TIER: ToastMessage = { title: "Error", description: "Invalid tier selected" };
