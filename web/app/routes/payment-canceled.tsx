import { XCircle } from "lucide-react";
import { useSearchParams } from "react-router";
import { StatusPanel } from "../../components/ui/status-panel";
import { usePageTitle } from "../../lib/use-page-title";

/** /payment-canceled — the card checkout was left before paying (or, in test mode, the card was declined). */
export default function PaymentCanceledPage() {
  usePageTitle("Payment Canceled");
  const [params] = useSearchParams();
  const declined = params.get("reason") === "declined";
  return (
    <StatusPanel
      icon={XCircle}
      tone="warning"
      title="Payment Canceled"
      links={[
        { to: "/pricing", label: "Try Again" },
        { to: "/", label: "Back to Home" },
      ]}
    >
      <p>
        {declined ? "The card was declined, so no payment was made and you have not been charged." : "Your payment was canceled and you have not been charged."}{" "}
        Your plan choice is still waiting whenever you are.
      </p>
    </StatusPanel>
  );
}
