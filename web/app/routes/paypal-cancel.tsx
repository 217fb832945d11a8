import { XCircle } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { StatusPanel } from "../../components/ui/status-panel";
import { usePageTitle } from "../../lib/use-page-title";

/** /paypal/cancel — the PayPal approval was abandoned. */
export default function PaypalCancelPage() {
  usePageTitle("Payment Cancelled");
  return (
    <StatusPanel
      icon={XCircle}
      tone="warning"
      title="Payment Cancelled"
      actions={
        <>
          <Link to="/" className={buttonClasses({ variant: "outline", size: "lg" })}>
            Return to Homepage
          </Link>
          <Link to="/pricing" className={buttonClasses({ size: "lg" })}>
            View Pricing Again
          </Link>
        </>
      }
    >
      <p>You cancelled the PayPal checkout. No charges were made to your account.</p>
    </StatusPanel>
  );
}
