import { eq, sql } from "drizzle-orm";
import type { ReportReasonKey } from "../../../common/reports";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { fromShareSlug, findSharedRoast } from "../share";
import { countOpenReporters } from "./count-reporters";
import { type Reporter, reporterKeys } from "./reporter-key";

/** Open reports from this many different people hide a shared roast until an admin reviews it. */
export const HIDE_AFTER_REPORTS = 3;

export interface ReportRoastOptions {
  ctx: AppContext;
  slug: string;
  reporter: Reporter;
  reason: ReportReasonKey;
  note?: string;
}

/**
 * A report of a roast shared right now (anything else is NOT_FOUND, as its page is). One report
 * per account or address per roast: a second one changes nothing the admin reads and is answered
 * the same way, though whatever else it came from joins the keys it is known by. Every report is
 * kept for review, but the roast is hidden (roast_takedowns "hidden") only once its open reports
 * come from three different people (count-reporters.ts: reports sharing an account, mailbox,
 * address or network are one person, and one whose reports an admin already kept counts no more).
 */
export async function reportRoast(options: ReportRoastOptions): Promise<{ hidden: boolean }> {
  const { ctx } = options;
  await findSharedRoast(ctx, options.slug);
  const roastId = fromShareSlug(options.slug)!;
  const { roastReports, roastTakedowns, userRoasts } = tables;
  const keys = reporterKeys(ctx.env.authSecret, options.reporter);
  return ctx.database.db.transaction(async (tx) => {
    // Reports of one roast take turns, so two arriving together both see each other's row.
    await tx.select({ id: userRoasts.id }).from(userRoasts).where(eq(userRoasts.id, roastId)).for("update");
    await tx
      .insert(roastReports)
      .values({
        roastId,
        reporterKey: keys.primary,
        reporterKeys: keys.all,
        reporterUserId: options.reporter.userId ?? null,
        reason: options.reason,
        note: options.note || null,
      })
      .onConflictDoUpdate({
        target: [roastReports.roastId, roastReports.reporterKey],
        set: { reporterKeys: sql`ARRAY(SELECT DISTINCT unnest(${roastReports.reporterKeys} || excluded.reporter_keys))` },
      });
    const reports = await tx
      .select({ reporterKey: roastReports.reporterKey, reporterKeys: roastReports.reporterKeys, resolvedAt: roastReports.resolvedAt })
      .from(roastReports)
      .where(eq(roastReports.roastId, roastId));
    // reporter_key too: a report written before reporter_keys is known by that key alone.
    const reporters = countOpenReporters(reports.map((r) => ({ keys: [r.reporterKey, ...r.reporterKeys], open: r.resolvedAt === null })));
    if (reporters < HIDE_AFTER_REPORTS) return { hidden: false };
    await tx.insert(roastTakedowns).values({ roastId, state: "hidden", reason: "reports" }).onConflictDoNothing();
    ctx.logger.info({ roastId, reporters }, "shared roast hidden until reviewed");
    return { hidden: true };
  });
}
