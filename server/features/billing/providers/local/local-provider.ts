import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../../../lib/errors";
import { addMonths, nextPeriod } from "../../billing-period";
import { toCents } from "../../price-checkout";
import type { BillingProvider, CheckoutInput, PlanChange, RawWebhook, SubscriptionRow, TierRow } from "../../billing-types";
import { prorateUpgradeCents } from "../../plan-change";
import { type LocalEventInput, localEventSchema, toBillingEvent } from "./local-events";
import { LOCAL_SIGNATURE_HEADER, isWebhookSignatureValid, readToken, signToken, signWebhook } from "./local-signing";

/** A test checkout session, carried in the URL as a signed token (nothing to store). */
export const localSessionSchema = z.object({
  sid: z.string().uuid(),
  userId: z.string().min(1),
  email: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  mode: z.enum(["payment", "subscription", "upgrade"]),
  /** An upgrade grants no credits now: the new plan's credits come with its first renewal. */
  credits: z.number().int().nonnegative(),
  amountCents: z.number().int().nonnegative(),
  description: z.string(),
  /** Upgrade only: the subscription and the plan it was paid for when the checkout opened. */
  subscriptionRef: z.string().optional(),
  fromTierId: z.string().optional(),
  /** The end of the period the difference was prorated over (ms): a renewal voids the checkout. */
  periodEnd: z.number().int().nullable().optional(),
  exp: z.number().int(),
});
export type LocalSession = z.infer<typeof localSessionSchema>;

const SESSION_LIFETIME_MS = 60 * 60 * 1000;

export interface LocalProviderOptions {
  key: Buffer;
  publicUrl: string;
  /** Posts a signed webhook to our own endpoint (the same path a real provider's webhook takes). */
  deliver(webhook: RawWebhook): Promise<unknown>;
}

export type LocalProvider = ReturnType<typeof createLocalProvider>;

/**
 * The embedded default: a checkout page served by the app itself (TEST MODE), which pays by
 * posting an HMAC-signed webhook — so fulfilment is the same code as for Stripe and PayPal.
 */
export function createLocalProvider({ key, publicUrl, deliver }: LocalProviderOptions) {
  const post = async (event: LocalEventInput) => {
    const rawBody = JSON.stringify(event);
    await deliver({ rawBody, headers: { [LOCAL_SIGNATURE_HEADER]: signWebhook(key, rawBody) } });
  };
  // The plan this test "provider" bills next: a scheduled change, else the plan paid for.
  const stateOf = (row: SubscriptionRow) => ({
    ref: row.providerSubscriptionId,
    userId: row.userId,
    tierId: row.pendingTierId ?? row.tierId,
    status: row.status,
    periodStart: row.currentPeriodStart,
    periodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  });

  return {
    id: "local",
    paymentMethod: "Card (test)",

    async createCheckout({ user, plan }: CheckoutInput) {
      const session: LocalSession = {
        sid: randomUUID(),
        userId: user.id,
        email: user.email,
        tierId: plan.tierId,
        tierName: plan.tierName,
        mode: plan.mode,
        credits: plan.credits,
        amountCents: plan.amountCents,
        description: plan.description,
        exp: Date.now() + SESSION_LIFETIME_MS,
      };
      return { url: `${publicUrl}/billing/local-checkout/${signToken(key, session)}` };
    },

    /** The session of a checkout URL, or null when forged or expired. */
    readSession(token: string, now = Date.now()): LocalSession | null {
      const parsed = localSessionSchema.safeParse(readToken(key, token));
      return parsed.success && parsed.data.exp > now ? parsed.data : null;
    },

    /** 'Pay': a one-off payment, or a subscription's first period. Ids derive from the session, so a second click changes nothing. */
    async pay(session: LocalSession, now = new Date()) {
      const payment = { ref: `pay_${session.sid}`, userId: session.userId, amountCents: session.amountCents, currency: "USD", tierId: session.tierId };
      if (session.mode === "payment") {
        await post({ id: `evt_${session.sid}`, type: "payment.succeeded", payment: { ...payment, credits: session.credits } });
        return;
      }
      const subscription = {
        ref: `sub_${session.sid}`,
        userId: session.userId,
        tierId: session.tierId,
        status: "active",
        periodStart: now,
        periodEnd: addMonths(now, 1),
        cancelAtPeriodEnd: false,
      };
      await post({ id: `evt_${session.sid}`, type: "subscription.activated", subscription, payment });
    },

    /**
     * 'Pay' on an upgrade: the prorated difference is paid and the new plan applies with that
     * payment (no credits now). False when the subscription moved on since the checkout opened.
     */
    async payUpgrade(session: LocalSession, row: SubscriptionRow) {
      const samePeriod = (row.currentPeriodEnd?.getTime() ?? null) === (session.periodEnd ?? null);
      if (session.mode !== "upgrade" || row.providerSubscriptionId !== session.subscriptionRef || row.tierId !== session.fromTierId || !samePeriod)
        return false;
      const payment = {
        ref: `pay_${session.sid}`,
        userId: session.userId,
        amountCents: session.amountCents,
        currency: "USD",
        tierId: session.tierId,
        credits: 0,
      };
      await post({ id: `evt_${session.sid}`, type: "subscription.renewed", subscription: { ...stateOf(row), tierId: session.tierId }, payment });
      return true;
    },

    /** 'Decline': a card that fails, recorded as a failed payment. */
    async decline(session: LocalSession) {
      const payment = { ref: `pay_${session.sid}`, userId: session.userId, amountCents: session.amountCents, currency: "USD", tierId: session.tierId };
      await post({ id: `evt_${session.sid}_declined`, type: "payment.failed", payment });
    },

    /** Test-mode control: the next period begins — a renewal, or the end of a canceled subscription. */
    /** `tier` is the plan billed for the new period: a scheduled change takes effect here. */
    async advancePeriod(row: SubscriptionRow, tier: TierRow, now = new Date()) {
      const state = stateOf(row);
      if (row.cancelAtPeriodEnd) {
        await post({ id: `evt_end_${row.providerSubscriptionId}`, type: "subscription.canceled", subscription: { ...state, status: "canceled" } });
        return;
      }
      const { start, end } = nextPeriod(row.currentPeriodEnd ?? now);
      const stamp = start.getTime();
      const payment = {
        ref: `pay_${row.providerSubscriptionId}_${stamp}`,
        userId: row.userId,
        amountCents: toCents(tier.price),
        currency: "USD",
        tierId: tier.id,
      };
      const subscription = { ...state, tierId: tier.id, periodStart: start, periodEnd: end };
      await post({ id: `evt_renew_${row.providerSubscriptionId}_${stamp}`, type: "subscription.renewed", subscription, payment });
    },

    async verifyWebhook({ rawBody, headers }: RawWebhook) {
      if (!isWebhookSignatureValid(key, rawBody, headers[LOCAL_SIGNATURE_HEADER])) {
        throw new AppError("BAD_REQUEST", "Invalid webhook signature");
      }
      const parsed = localEventSchema.safeParse(parseJson(rawBody));
      if (!parsed.success) throw new AppError("BAD_REQUEST", "Invalid webhook payload");
      return { eventId: parsed.data.id, type: parsed.data.type, payload: parsed.data };
    },

    async interpretWebhook({ payload }: { payload: unknown }) {
      return [toBillingEvent(localEventSchema.parse(payload))];
    },

    async cancelAtPeriodEnd(row: SubscriptionRow) {
      await post({ id: `evt_${randomUUID()}`, type: "subscription.canceled", subscription: { ...stateOf(row), cancelAtPeriodEnd: true } });
      return [];
    },

    /**
     * A deleted account's test subscription ends with its rows (they go with the account) and its
     * test payments moved no money, so there is nothing to tell: the payment is still recorded
     * without a user and marked refunded, as with a real provider.
     */
    async cancelNow() {},
    async refundPayment() {},

    /** An upgrade opens a test checkout for the prorated difference; anything else is scheduled for the next period. */
    async changePlan(row: SubscriptionRow, tier: TierRow, change: PlanChange) {
      if (change.timing === "next_period") {
        await post({ id: `evt_${randomUUID()}`, type: "subscription.changed", subscription: { ...stateOf(row), tierId: tier.id } });
        return { kind: "changed" as const, events: [] };
      }
      const amountCents = prorateUpgradeCents({
        fromPrice: change.currentTier.price,
        toPrice: tier.price,
        periodStart: row.currentPeriodStart,
        periodEnd: row.currentPeriodEnd,
        now: new Date(),
      });
      const session: LocalSession = {
        sid: randomUUID(),
        userId: row.userId,
        email: change.user.email,
        tierId: tier.id,
        tierName: tier.name,
        mode: "upgrade",
        credits: 0,
        amountCents,
        description: `Upgrade from ${change.currentTier.name}: the difference for the rest of this period. ${tier.name}'s ${tier.creditsIncluded} credits come with your next renewal.`,
        subscriptionRef: row.providerSubscriptionId,
        fromTierId: row.tierId,
        periodEnd: row.currentPeriodEnd?.getTime() ?? null,
        exp: Date.now() + SESSION_LIFETIME_MS,
      };
      return { kind: "approval" as const, url: `${publicUrl}/billing/local-checkout/${signToken(key, session)}` };
    },
  } satisfies BillingProvider & Record<string, unknown>;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
