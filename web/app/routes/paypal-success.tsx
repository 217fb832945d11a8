import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageLoading } from "../../components/ui/page-loading";
import { RequireAuth } from "../../features/auth";
import { PaypalResult } from "../../features/billing";
import { notifyError } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";

/** /paypal/success — back from PayPal with ?subscription_id= (a subscription) or ?token= (an order). */
export default function PaypalSuccessPage() {
  usePageTitle("PayPal Payment");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const subscriptionId = params.get("subscription_id");
  const token = params.get("token");
  const missing = !subscriptionId && !token;

  useEffect(() => {
    if (!missing) return;
    notifyError("Payment Error: Missing payment information");
    navigate("/", { replace: true });
  }, [missing, navigate]);

  if (missing) return <PageLoading label="Processing your payment..." />;
  return (
    <RequireAuth>
      <PaypalResult subscriptionId={subscriptionId} token={token} />
    </RequireAuth>
  );
}
