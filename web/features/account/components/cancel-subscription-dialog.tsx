import { useState } from "react";
import { formatBillingDate } from "../../../../common/subscription-status-text";
import { Button } from "../../../components/ui/button";
import { Dialog } from "../../../components/ui/dialog";
import { isApiError } from "../../../lib/api-client";
import { notify, notifyError } from "../../../lib/toast";
import { cancelSubscription } from "../../billing";

interface CancelSubscriptionDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  periodEnd: string | null;
  onCanceled(): void;
}

/** Confirms a cancellation, which takes effect at the end of the paid period. */
export function CancelSubscriptionDialog({ open, onOpenChange, periodEnd, onCanceled }: CancelSubscriptionDialogProps) {
  const [busy, setBusy] = useState(false);
  const until = periodEnd ? formatBillingDate(periodEnd) : "the end of this billing period";
  async function confirm() {
    setBusy(true);
    try {
      await cancelSubscription();
      notify("Subscription canceled", `Active until ${until}. You keep your credits.`);
      onOpenChange(false);
      onCanceled();
    } catch (error) {
      notifyError("Subscription Error", isApiError(error) && error.status < 500 ? error.message : "Failed to cancel the subscription. Please try again.");
    } finally {
      setBusy(false);
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !busy && onOpenChange(next)}
      title="Cancel your subscription?"
      description={`Your plan stays active until ${until}, and every credit you have stays yours. No further charges after that.`}
      footer={
        <>
          <Button variant="ghost" onClick={() => onOpenChange(false)} disabled={busy}>
            Keep Subscription
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {busy ? "Processing..." : "Cancel Subscription"}
          </Button>
        </>
      }
    />
  );
}
