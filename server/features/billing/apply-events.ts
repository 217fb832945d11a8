import type { Db } from "../../lib/db";
import { applyBillingEvent } from "./apply-billing-event";
import type { BillingEvent } from "./billing-types";

/**
 * Applies events read straight from a provider (a re-check, or the answer to a cancel or plan
 * change) in one transaction. Same idempotent path as the webhooks; returns the credits granted.
 */
export async function applyEvents(db: Db, events: BillingEvent[]): Promise<number> {
  if (events.length === 0) return 0;
  return db.transaction(async (tx) => {
    let granted = 0;
    for (const event of events) granted += (await applyBillingEvent(tx, event)).granted;
    return granted;
  });
}
