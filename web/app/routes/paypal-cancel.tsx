import { XCircle } from "lucide-react";
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
      links={[
        { to: "/", label: "Return to Homepage" },
        { to: "/pricing", label: "View Pricing Again", primary: true },
      ]}
    >
      <p>You cancelled the PayPal checkout. No charges were made to your account.</p>
    </StatusPanel>
  );
}
