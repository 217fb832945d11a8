import { sql } from "drizzle-orm";
import { type Tx, queryRows } from "../../lib/db";
import type { ProviderId, SubscriptionFacts } from "./billing-types";

/**
 * Writes a provider's view of a subscription. Periods only move forward, so a late delivery of
 * an older period cannot pull the end date back. The provider's plan (the one it bills next)
 * never changes the plan paid for: a different one is kept as pending_tier_id, and only a paid
 * invoice moves it into tier_id (applyPaidTier).
 */
export async function recordSubscription(tx: Tx, provider: ProviderId, facts: SubscriptionFacts): Promise<void> {
  await queryRows(
    tx,
    sql`
    INSERT INTO subscriptions (user_id, provider, provider_subscription_id, tier_id, status,
                               current_period_start, current_period_end, cancel_at_period_end)
    VALUES (${facts.userId}, ${provider}, ${facts.ref}, ${facts.tierId}, ${facts.status},
            ${facts.periodStart}, ${facts.periodEnd}, ${facts.cancelAtPeriodEnd})
    ON CONFLICT (provider, provider_subscription_id) DO UPDATE SET
      pending_tier_id = NULLIF(excluded.tier_id, subscriptions.tier_id),
      status = excluded.status,
      cancel_at_period_end = excluded.cancel_at_period_end,
      current_period_start = CASE
        WHEN subscriptions.current_period_end IS NULL OR excluded.current_period_end >= subscriptions.current_period_end
        THEN COALESCE(excluded.current_period_start, subscriptions.current_period_start)
        ELSE subscriptions.current_period_start END,
      current_period_end = GREATEST(subscriptions.current_period_end, excluded.current_period_end),
      updated_at = now()`,
  );
}

/**
 * Mirrors the user's current subscription into user_credits (status, tier, period), which the
 * account page and the roast studio read. The current one is an active subscription if there
 * is one, else the one that ended last.
 */
export async function syncSubscriptionMirror(tx: Tx, userId: string): Promise<void> {
  const [current] = await queryRows<{
    status: string;
    tier_id: string;
    current_period_start: Date | null;
    current_period_end: Date | null;
  }>(
    tx,
    sql`
    SELECT status, tier_id, current_period_start, current_period_end FROM subscriptions
    WHERE user_id = ${userId}
    ORDER BY (status = 'active') DESC, current_period_end DESC NULLS LAST, updated_at DESC
    LIMIT 1`,
  );
  if (!current) return;
  await queryRows(
    tx,
    sql`
    INSERT INTO user_credits (user_id, free_roasts_remaining, paid_credits, subscription_status,
                              subscription_tier_id, subscription_start_date, subscription_end_date, updated_at)
    VALUES (${userId}, 0, 0, ${current.status}, ${current.tier_id}, ${current.current_period_start},
            ${current.current_period_end}, now())
    ON CONFLICT (user_id) DO UPDATE SET
      subscription_status = excluded.subscription_status,
      subscription_tier_id = excluded.subscription_tier_id,
      subscription_start_date = excluded.subscription_start_date,
      subscription_end_date = excluded.subscription_end_date,
      updated_at = now()`,
  );
}

/** A newly paid invoice of this subscription: its plan is now the plan paid for. */
export async function applyPaidTier(tx: Tx, provider: ProviderId, facts: SubscriptionFacts, paidTierId: string): Promise<void> {
  await queryRows(
    tx,
    sql`
    UPDATE subscriptions SET tier_id = ${paidTierId}, pending_tier_id = NULLIF(${facts.tierId}, ${paidTierId}), updated_at = now()
    WHERE provider = ${provider} AND provider_subscription_id = ${facts.ref}`,
  );
}
