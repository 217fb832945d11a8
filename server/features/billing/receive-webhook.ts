import { sql } from "drizzle-orm";
import type { Database } from "../../lib/db";
import { queryRows } from "../../lib/db";
import { AppError } from "../../lib/errors";
import type { Logger } from "../../lib/logger";
import { applyBillingEvent } from "./apply-billing-event";
import type { BillingProviders, ProviderId, RawWebhook } from "./billing-types";

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

  const events = await provider.interpretWebhook(verified);
  return db.transaction(async (tx) => {
    const recorded = await queryRows(
      tx,
      sql`
      INSERT INTO webhook_events (provider, event_id, type) VALUES (${providerId}, ${verified.eventId}, ${verified.type})
      ON CONFLICT (provider, event_id) DO NOTHING RETURNING id`,
    );
    if (recorded.length === 0) return { duplicate: true, granted: 0 };
    let granted = 0;
    for (const event of events) granted += (await applyBillingEvent(tx, event)).granted;
    deps.logger.info({ provider: providerId, eventId: verified.eventId, type: verified.type, granted }, "billing webhook applied");
    return { duplicate: false, granted };
  });
}
