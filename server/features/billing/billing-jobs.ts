import { z } from "zod";
import type { Db } from "../../lib/db";
import type { Logger } from "../../lib/logger";
import { type Queue, defineJob } from "../../lib/queue";
import { endLapsedSubscriptions } from "./end-lapsed-subscriptions";
import { expireCredits } from "./expire-credits";

/** Hourly upkeep: expired credit lots leave the balance, and canceled subscriptions end on time. */
export const billingUpkeepJob = defineJob({
  name: "billing-upkeep",
  schema: z.object({}),
  options: { retryLimit: 2, retryDelaySec: 60, policy: "singleton" },
});

export const BILLING_UPKEEP_CRON = "7 * * * *";

export const billingJobs = [billingUpkeepJob] as const;

export async function runBillingUpkeep(db: Db, logger: Logger, now = new Date()): Promise<void> {
  const expired = await expireCredits(db, now);
  const ended = await endLapsedSubscriptions(db, now);
  if (expired.lots > 0 || ended > 0) logger.info({ ...expired, endedSubscriptions: ended }, "billing upkeep");
}

/** Registers the handler and the schedule; the process that runs workers starts them. */
export async function registerBillingJobs(deps: { queue: Queue; database: { db: Db }; logger: Logger }): Promise<void> {
  deps.queue.work(billingUpkeepJob, () => runBillingUpkeep(deps.database.db, deps.logger));
  await deps.queue.schedule(billingUpkeepJob, BILLING_UPKEEP_CRON, {});
}
