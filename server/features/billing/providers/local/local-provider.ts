import { randomUUID } from "node:crypto";
import { z } from "zod";
import { AppError } from "../../../../lib/errors";
import { addMonths, nextPeriod } from "../../billing-period";
import { toCents } from "../../price-checkout";
import type { BillingProvider, CheckoutInput, RawWebhook, SubscriptionRow, TierRow } from "../../billing-types";
import { type LocalEventInput, localEventSchema, toBillingEvent } from "./local-events";
import { LOCAL_SIGNATURE_HEADER, isWebhookSignatureValid, readToken, signToken, signWebhook } from "./local-signing";

/** A test checkout session, carried in the URL as a signed token (nothing to store). */
export const localSessionSchema = z.object({
  sid: z.string().uuid(),
  userId: z.string().min(1),
  email: z.string(),
  tierId: z.string(),
  tierName: z.string(),
  mode: z.enum(["payment", "subscription"]),
  credits: z.number().int().positive(),
  amountCents: z.number().int().nonnegative(),
  description: z.string(),
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
  const stateOf = (row: SubscriptionRow) => ({
    ref: row.providerSubscriptionId,
    userId: row.userId,
    tierId: row.tierId,
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
      const subscription = { ref: `sub_${session.sid}`, userId: session.userId, tierId: session.tierId, status: "active", periodStart: now, periodEnd: addMonths(now, 1), cancelAtPeriodEnd: false };
      await post({ id: `evt_${session.sid}`, type: "subscription.activated", subscription, payment });
    },

    /** 'Decline': a card that fails, recorded as a failed payment. */
    async decline(session: LocalSession) {
      const payment = { ref: `pay_${session.sid}`, userId: session.userId, amountCents: session.amountCents, currency: "USD", tierId: session.tierId };
      await post({ id: `evt_${session.sid}_declined`, type: "payment.failed", payment });
    },

    /** Test-mode control: the next period begins — a renewal, or the end of a canceled subscription. */
    async advancePeriod(row: SubscriptionRow, tier: TierRow, now = new Date()) {
      const state = stateOf(row);
      if (row.cancelAtPeriodEnd) {
        await post({ id: `evt_end_${row.providerSubscriptionId}`, type: "subscription.canceled", subscription: { ...state, status: "canceled" } });
        return;
      }
      const { start, end } = nextPeriod(row.currentPeriodEnd ?? now);
      const stamp = start.getTime();
      const payment = { ref: `pay_${row.providerSubscriptionId}_${stamp}`, userId: row.userId, amountCents: toCents(tier.price), currency: "USD", tierId: row.tierId };
      await post({ id: `evt_renew_${row.providerSubscriptionId}_${stamp}`, type: "subscription.renewed", subscription: { ...state, periodStart: start, periodEnd: end }, payment });
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

    async changePlan(row: SubscriptionRow, tier: TierRow) {
      await post({ id: `evt_${randomUUID()}`, type: "subscription.changed", subscription: { ...stateOf(row), tierId: tier.id } });
      return { kind: "changed" as const, events: [] };
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
