import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { notifyError } from "../../../lib/toast";
import { describeCheckoutError, formatPrice, startCheckout, useTiers } from "../../billing";

const PACKS = [1, 5, 10];

/** Extra roasts for subscribers, at their plan's own credit price, valid for a year. */
export function ExtraCredits({ tierId }: { tierId: string }) {
  const tier = useTiers().data?.find((t) => t.id === tierId);
  const [pending, setPending] = useState<number | null>(null);
  if (!tier || tier.additionalCreditPrice === null) return null;
  const price = tier.additionalCreditPrice;
  const planId = tier.id;

  async function buy(quantity: number) {
    setPending(quantity);
    try {
      await startCheckout({ tierId: planId, isSubscription: false, quantity });
    } catch (error) {
      const message = describeCheckoutError("buy", error);
      notifyError(message.title, message.description);
      setPending(null);
    }
  }

  return (
    <div className="mt-6 rounded-2xl bg-white/[0.03] p-4 ring-1 ring-white/10">
      <p className="text-sm text-zinc-300">Need more? Extra roasts are {formatPrice(price)} each on your plan.</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {PACKS.map((quantity) => (
          <Button key={quantity} variant="secondary" size="sm" disabled={pending !== null} onClick={() => buy(quantity)}>
            {pending === quantity ? "Processing..." : `+${quantity} for ${formatPrice(price * quantity)}`}
          </Button>
        ))}
      </div>
    </div>
  );
}
