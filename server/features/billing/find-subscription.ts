import { and, desc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import { type Db, type Tx, tables } from "../../lib/db";
import type { SubscriptionRow } from "./billing-types";

const { subscriptions } = tables;

/**
 * Statuses of a subscription the user still has: active, or past due while the provider retries
 * the payment (it can still be canceled or fixed in the billing portal, and must not be doubled).
 */
export const CURRENT_STATUSES = ["active", "past_due"];

/** The user's current subscription (a canceled one counts until its period ends), or null. */
export async function findActiveSubscription(db: Db | Tx, userId: string, now = new Date()): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        inArray(subscriptions.status, CURRENT_STATUSES),
        or(isNull(subscriptions.currentPeriodEnd), gt(subscriptions.currentPeriodEnd, now)),
      ),
    )
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row ?? null;
}

/** The user's most recent subscription whatever its status (the account page shows a lapsed one too). */
export async function findLatestSubscription(db: Db | Tx, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.updatedAt)).limit(1);
  return row ?? null;
}
