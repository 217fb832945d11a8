import { useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { PageLoading } from "../../../components/ui/page-loading";
import { StatusPanel } from "../../../components/ui/status-panel";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { notify, notifyError } from "../../../lib/toast";
import { confirmPaypalCheckout } from "../api/billing-api";

const links = [
  { to: "/", label: "Go to Dashboard" },
  { to: "/account", label: "View Account" },
];

/**
 * Back from PayPal: shows the result only. The server re-checks the subscription or order with
 * PayPal and fulfils it through the same path as the webhook; this page writes nothing.
 */
export function PaypalResult({ subscriptionId, token }: { subscriptionId: string | null; token: string | null }) {
  const queryClient = useQueryClient();
  const query = { ...(subscriptionId && { subscription_id: subscriptionId }), ...(token && { token }) };
  const result = useQuery({
    queryKey: queryKeys.paypalConfirm(query),
    queryFn: () => confirmPaypalCheckout(query),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (result.isError) notifyError("Payment Processing Error", "There was an issue processing your payment. Please contact support.");
    if (!result.isSuccess) return;
    void invalidateBalance(queryClient);
    if (result.data.kind === "subscription" && result.data.status === "active")
      notify("Subscription Activated!", "Your PayPal subscription has been successfully activated.");
    if (result.data.kind === "order" && result.data.fulfilled) notify("Payment Successful!", "Your credits have been added to your account.");
  }, [result.isError, result.isSuccess, result.data, queryClient]);

  if (result.isPending) return <PageLoading label="Processing your payment..." />;
  if (result.isError) {
    return (
      <StatusPanel icon={AlertTriangle} tone="warning" title="Payment Processing Error" links={links}>
        <p>There was an issue processing your payment. Please contact support.</p>
      </StatusPanel>
    );
  }
  const { kind, id, status } = result.data;
  const confirmed = kind === "subscription" ? status === "active" : result.data.fulfilled;
  const title =
    kind === "subscription" ? (confirmed ? "Subscription Activated!" : "Subscription Pending") : confirmed ? "Payment Successful!" : "Payment Pending";
  return (
    <StatusPanel icon={confirmed ? CheckCircle2 : AlertTriangle} tone={confirmed ? "success" : "warning"} title={title} links={links}>
      {kind === "subscription" ? (
        <p>
          {confirmed
            ? "Your PayPal subscription has been successfully activated."
            : "PayPal is still confirming your subscription; your account updates as soon as it does."}
        </p>
      ) : (
        <p>{confirmed ? "Your credits have been added to your account." : "PayPal is still confirming your payment."}</p>
      )}
      {kind === "subscription" ? (
        <p className="text-sm">
          Subscription ID: <code className="rounded bg-white/10 px-2 py-0.5 text-zinc-200">{id}</code>
        </p>
      ) : null}
    </StatusPanel>
  );
}
