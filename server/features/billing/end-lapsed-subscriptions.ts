import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";
import { syncSubscriptionMirror } from "./record-subscription";

/**
 * A subscription canceled at period end stops once that period is over: its status becomes
 * 'canceled' and the user's mirror follows. Providers that send an end event (Stripe) get there
 * too; this covers the ones that do not (PayPal, the test checkout).
 */
export async function endLapsedSubscriptions(db: Db, now = new Date()): Promise<number> {
  const ended = await queryRows<{ user_id: string }>(
    db,
    sql`
    UPDATE subscriptions SET status = 'canceled', updated_at = now()
    WHERE status = 'active' AND cancel_at_period_end AND current_period_end <= ${now}
    RETURNING user_id`,
  );
  const users = [...new Set(ended.map((row) => row.user_id))];
  for (const userId of users) await db.transaction((tx) => syncSubscriptionMirror(tx, userId));
  return ended.length;
}
