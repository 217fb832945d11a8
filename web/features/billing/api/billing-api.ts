import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BillingProvidersView, ChangePlanResponse, CheckoutRequest, PaypalConfirmResponse, RedirectResponse } from "../../../../common/billing";
import { apiFetch } from "../../../lib/api-client";
import { queryKeys } from "../../../lib/query-keys";

/** Opens a checkout; the answer is the provider's page (or the built-in test checkout) to go to. */
export const createCheckout = (request: CheckoutRequest) => apiFetch<RedirectResponse>("/api/billing/checkout", { method: "POST", json: request });

export const cancelSubscription = () =>
  apiFetch<{ cancelAtPeriodEnd: boolean; currentPeriodEnd: string | null }>("/api/billing/subscription/cancel", { method: "POST" });

/** Done (url null): upgraded and paid, or scheduled for the next period; else the page where the upgrade is paid or approved. */
export const changePlan = (tierId: string) => apiFetch<ChangePlanResponse>("/api/billing/subscription/change", { method: "POST", json: { tierId } });

export const openBillingPortal = () => apiFetch<RedirectResponse>("/api/billing/subscription/portal", { method: "POST" });

/** Test mode only: the next period of the test subscription begins. */
export const advanceTestPeriod = () => apiFetch<{ advanced: boolean }>("/api/billing/subscription/advance-period", { method: "POST" });

/** The card checkout's success page asks the server to re-check the session with Stripe. */
export const confirmStripeCheckout = (sessionId: string) =>
  apiFetch<{ fulfilled: boolean }>("/api/billing/confirm", { method: "POST", json: { session_id: sessionId } });

/** /paypal/success asks the server to re-check the subscription or order with PayPal. */
export const confirmPaypalCheckout = (query: { subscription_id?: string; token?: string }) =>
  apiFetch<PaypalConfirmResponse>("/api/billing/paypal/confirm", { method: "POST", json: query });

export const billingProvidersQuery = queryOptions({
  queryKey: queryKeys.billingProviders,
  queryFn: () => apiFetch<BillingProvidersView>("/api/billing/providers"),
  staleTime: Number.POSITIVE_INFINITY,
});

export const useBillingProviders = () => useQuery(billingProvidersQuery);
