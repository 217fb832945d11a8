import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { AccountSummary } from "../../../../common/billing";
import { PageLoading } from "../../../components/ui/page-loading";
import { StatusPanel } from "../../../components/ui/status-panel";
import { apiFetch } from "../../../lib/api-client";
import { invalidateBalance, queryKeys } from "../../../lib/query-keys";
import { confirmStripeCheckout } from "../api/billing-api";

/**
 * Back from a checkout: the server re-checks a card checkout with the provider (the webhook may
 * not have landed yet), then the balance is read. The page itself changes nothing.
 */
async function settlePayment(provider: string | null, sessionId: string | null): Promise<number | null> {
  if (provider === "stripe" && sessionId) await confirmStripeCheckout(sessionId).catch(() => null);
  const account = await apiFetch<AccountSummary>("/api/account").catch(() => null);
  return account ? account.credits.total : null;
}

export function PaymentSuccess() {
  const [params] = useSearchParams();
  const provider = params.get("provider");
  const sessionId = params.get("session_id");
  const queryClient = useQueryClient();
  const settled = useQuery({
    queryKey: queryKeys.paymentSuccess(provider, sessionId),
    queryFn: () => settlePayment(provider, sessionId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  useEffect(() => {
    if (!settled.isSuccess) return;
    void invalidateBalance(queryClient);
  }, [settled.isSuccess, queryClient]);

  if (settled.isPending) return <PageLoading label="Processing Payment" />;
  const total = settled.data ?? 0;
  return (
    <StatusPanel
      icon={CheckCircle2}
      tone="success"
      title="Payment Successful"
      links={[
        { to: "/roast", label: "Start Roasting" },
        { to: "/", label: "Back to Home" },
      ]}
    >
      <p>Thanks for your purchase! Your credits are ready to use.</p>
      {total > 0 ? (
        <p className="text-lg text-white" data-testid="total-credits">
          Total Credits: <strong className="font-display text-2xl text-flame-300">{total}</strong>
        </p>
      ) : null}
    </StatusPanel>
  );
}
