import { eq, sql } from "drizzle-orm";
import { type Tx, queryRows, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { PURCHASED_CREDIT_LIFETIME_MS, grantCredits } from "../credits";
import type { BillingEvent, PaymentFacts, ProviderId } from "./billing-types";
import { recordPayment } from "./record-payment";
import { applyPaidTier, recordSubscription, syncSubscriptionMirror } from "./record-subscription";

/** The ledger key of a payment's credits: stripe:<invoice>, paypal:<sale>, local:<payment>. */
export const paymentDedupeKey = (provider: ProviderId, ref: string) => `${provider}:${ref}`;

/** The account an event is about. */
export const accountOfEvent = (event: BillingEvent): string | undefined =>
  "payment" in event && event.payment ? event.payment.userId : "subscription" in event ? event.subscription?.userId : undefined;

/**
 * The one fulfilment path of every provider: writes subscription state, the payment row and
 * the credits of a paid payment. Idempotent — grants are keyed by the payment ref and rows are
 * upserts — so a redelivered or re-checked event changes nothing. Returns the credits granted.
 * Events of a deleted account are settled before this (settle-orphaned-events.ts); one whose
 * account went meanwhile throws, so nothing is written and the provider's retry settles it.
 */
export async function applyBillingEvent(tx: Tx, event: BillingEvent, now = new Date()): Promise<{ granted: number }> {
  const userId = accountOfEvent(event);
  if (!userId) return { granted: 0 };
  if (!(await userExists(tx, userId))) {
    throw new AppError("UNAVAILABLE", "The account of this billing event was deleted while it was applied", { details: { provider: event.provider } });
  }

  const subscription = "subscription" in event ? event.subscription : undefined;
  if (subscription) await recordSubscription(tx, event.provider, subscription);

  let granted = 0;
  if (event.type === "payment.failed") {
    await recordPayment(tx, event.provider, event.payment, { status: "failed", credits: 0 });
  } else if ("payment" in event && event.payment) {
    const paid = await fulfilPayment(tx, event.provider, event.payment, event.type === "payment.succeeded" ? "purchase" : "subscription", now);
    granted = paid.granted;
    // A plan takes effect only with a payment for it; a replayed or re-checked one changes nothing.
    if (subscription && paid.newlyPaid) await applyPaidTier(tx, event.provider, subscription, event.payment.tierId);
  }
  if (subscription) await syncSubscriptionMirror(tx, userId);
  return { granted };
}

/** Records a paid payment and grants its credits: those named, else the paid plan's (the tier on the invoice). */
async function fulfilPayment(tx: Tx, provider: ProviderId, payment: PaymentFacts, reason: string, now: Date) {
  const credits = payment.credits ?? (await tierCredits(tx, payment.tierId));
  const newlyPaid = await recordPayment(tx, provider, payment, { status: "completed", credits });
  if (credits <= 0) return { granted: 0, newlyPaid };
  const { granted } = await grantCredits(tx, {
    userId: payment.userId,
    kind: "paid",
    amount: credits,
    reason,
    dedupeKey: paymentDedupeKey(provider, payment.ref),
    // Purchased and subscription credits alike are valid for one year from payment.
    expiresAt: new Date(now.getTime() + PURCHASED_CREDIT_LIFETIME_MS),
  });
  return { granted: granted ? credits : 0, newlyPaid };
}

async function tierCredits(tx: Tx, tierId: string): Promise<number> {
  const [tier] = await tx.select().from(tables.subscriptionTiers).where(eq(tables.subscriptionTiers.id, tierId));
  return tier?.creditsIncluded ?? 0;
}

async function userExists(tx: Tx, userId: string): Promise<boolean> {
  return (await queryRows(tx, sql`SELECT 1 FROM "user" WHERE id = ${userId}`)).length > 0;
}
