import { sql } from "drizzle-orm";
import type { Database } from "../../lib/db";
import { queryRows } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { applyBillingEvent } from "./apply-billing-event";
import type { BillingProviders, ProviderId, RawWebhook } from "./billing-types";
import { settleOrphanedEvents, splitOrphanedEvents } from "./settle-orphaned-events";

/** What a webhook needs: the database, the providers that can verify it, and the log. */
export interface WebhookDeps {
  database: Database;
  billing: BillingProviders;
  logger: Logger;
}

/**
 * A provider's webhook: verify the signature on the raw body, skip a delivery already seen,
 * re-read the truth from the provider, then record the event id and apply its events in one
 * transaction — so a failure records nothing and the provider's retry gets a clean second go,
 * and of parallel duplicates exactly one applies.
 *
 * Events of an account deleted here (deleted_accounts) are settled first: the payment recorded without a
 * user, the subscription canceled and the payment refunded with the provider. When the provider
 * refuses a step, the event id is not recorded and the webhook answers 503, so the provider
 * delivers it again (Stripe and PayPal retry for about three days) and the redelivery, re-read
 * from the provider, repeats the steps left: the row is written once, a refund carries an
 * idempotency key and an already refunded payment counts as refunded, a canceled subscription
 * is not canceled again. We rely on that retry rather than a job of our own because the
 * redelivered event carries what a stored action would have to copy (which payment, which
 * subscription, still billing or not), and the money is on record before any provider call, so a
 * row left 'refund_pending' without a user is what to look for if every retry fails.
 */
export async function receiveWebhook(deps: WebhookDeps, providerId: ProviderId, raw: RawWebhook) {
  const provider = deps.billing.get(providerId);
  if (!provider) throw new AppError("NOT_FOUND", "Not found");
  const verified = await provider.verifyWebhook(raw);
  const { db } = deps.database;
  const seen = await queryRows(
    db,
    sql`
    SELECT 1 FROM webhook_events WHERE provider = ${providerId} AND event_id = ${verified.eventId}`,
  );
  if (seen.length > 0) return { duplicate: true, granted: 0 };

  const { live, orphaned, foreign } = await splitOrphanedEvents(db, await provider.interpretWebhook(verified));
  await settleOrphanedEvents({ db, logger: deps.logger }, provider, orphaned);
  if (foreign.length > 0)
    deps.logger.warn(
      { provider: providerId, eventId: verified.eventId, type: verified.type },
      "billing event for an account this deployment never had; left alone",
    );
  return db.transaction(async (tx) => {
    const recorded = await queryRows(
      tx,
      sql`
      INSERT INTO webhook_events (provider, event_id, type) VALUES (${providerId}, ${verified.eventId}, ${verified.type})
      ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    );
    if (recorded.length === 0) return { duplicate: true, granted: 0 };
    let granted = 0;
    for (const event of live) granted += (await applyBillingEvent(tx, event)).granted;
    deps.logger.info({ provider: providerId, eventId: verified.eventId, type: verified.type, granted }, "billing webhook applied");
    return { duplicate: false, granted };
  });
}
