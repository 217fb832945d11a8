import { z } from "zod";
import type { BillingEvent } from "../../billing-types";

/**
 * The test checkout is its own payment provider, so its webhook carries the normalised event
 * itself (dates as ISO strings). These schemas are the boundary: nothing unparsed gets through.
 */
const date = z.coerce.date();
const subscriptionSchema = z.object({
  ref: z.string().min(1),
  userId: z.string().min(1),
  tierId: z.string().min(1),
  status: z.string().min(1),
  periodStart: date.nullable(),
  periodEnd: date.nullable(),
  cancelAtPeriodEnd: z.boolean(),
});
const paymentSchema = z.object({
  ref: z.string().min(1),
  userId: z.string().min(1),
  amountCents: z.number().int().nonnegative(),
  currency: z.string().length(3),
  tierId: z.string().min(1),
  /** Named credits (0 for an upgrade's difference); absent on a subscription payment: the paid plan's. */
  credits: z.number().int().nonnegative().optional(),
});

/** A one-off purchase always names its credits; only a subscription payment (an upgrade) may carry none. */
const purchaseSchema = paymentSchema.extend({ credits: z.number().int().positive().optional() });

export const localEventSchema = z.discriminatedUnion("type", [
  z.object({ id: z.string().min(1), type: z.literal("payment.succeeded"), payment: purchaseSchema }),
  z.object({ id: z.string().min(1), type: z.literal("payment.failed"), payment: paymentSchema, subscription: subscriptionSchema.optional() }),
  z.object({ id: z.string().min(1), type: z.literal("subscription.activated"), subscription: subscriptionSchema, payment: paymentSchema.optional() }),
  z.object({ id: z.string().min(1), type: z.literal("subscription.renewed"), subscription: subscriptionSchema, payment: paymentSchema }),
  z.object({ id: z.string().min(1), type: z.literal("subscription.changed"), subscription: subscriptionSchema }),
  z.object({ id: z.string().min(1), type: z.literal("subscription.canceled"), subscription: subscriptionSchema }),
]);
export type LocalEvent = z.infer<typeof localEventSchema>;
/** What the checkout posts: the event with its dates still as Date objects (JSON turns them into strings). */
export type LocalEventInput = z.input<typeof localEventSchema>;

export function toBillingEvent(event: LocalEvent): BillingEvent {
  const { id: _id, ...rest } = event;
  return { ...rest, provider: "local" } as BillingEvent;
}
