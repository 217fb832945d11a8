import { PageLoading } from "../../components/ui/page-loading";
import { RequireAuth, useAuth } from "../../features/auth";
import { PaymentSuccess } from "../../features/billing";
import { notifyError } from "../../lib/toast";
import { usePageTitle } from "../../lib/use-page-title";

function explainRedirect() {
  notifyError("Authentication Error", "Please login to view your payment status.");
}

/** /payment-success — back from the card checkout: 'Processing Payment', then the result. */
export default function PaymentSuccessPage() {
  usePageTitle("Payment Successful");
  const { isLoading } = useAuth();
  if (isLoading) return <PageLoading label="Processing Payment" />;
  return (
    <RequireAuth onSignedOut={explainRedirect}>
      <PaymentSuccess />
    </RequireAuth>
  );
}
