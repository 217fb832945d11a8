import { Receipt } from "lucide-react";
import type { PaymentView } from "../../../../common/billing";
import { formatBillingDate } from "../../../../common/subscription-status-text";
import { Badge } from "../../../components/ui/badge";
import { Card } from "../../../components/ui/card";
import { formatPrice } from "../../billing";

/** Payment History & Invoices: the latest 10 payments. Only a completed payment gets the default badge. */
export function PaymentHistoryCard({ payments }: { payments: PaymentView[] }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-xl font-bold text-white">
        <Receipt className="size-5 text-flame-400" aria-hidden="true" />
        Payment History & Invoices
      </h2>
      {payments.length === 0 ? (
        <p className="mt-6 rounded-2xl bg-white/[0.03] p-6 text-center text-zinc-400 ring-1 ring-white/10">No payment history yet</p>
      ) : (
        <ul className="mt-6 divide-y divide-white/10">
          {payments.slice(0, 10).map((payment) => (
            <li key={payment.id} className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="payment-row">
              <div className="min-w-0">
                <p className="font-semibold text-white">
                  {formatPrice(payment.amount)}
                  <span className="ml-2 text-sm font-normal text-zinc-400">
                    {payment.creditsPurchased} credit{payment.creditsPurchased === 1 ? "" : "s"}
                  </span>
                </p>
                <p className="mt-1 text-sm text-zinc-400">
                  {payment.tierApplied ? `${payment.tierApplied} · ` : ""}
                  {formatBillingDate(payment.createdAt)} · {payment.paymentMethod || "PayPal"}
                </p>
              </div>
              {payment.paymentStatus === "completed" ? (
                <Badge tone="success">completed</Badge>
              ) : (
                <Badge tone="muted" className="bg-red-500/10 text-red-300 ring-red-500/30">
                  {payment.paymentStatus}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
