import { and, count, eq, isNull } from "drizzle-orm";
import type { ReportReasonKey } from "../../../common/reports";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { fromShareSlug, findSharedRoast } from "../share";
import { reporterKey } from "./reporter-key";

/** Open reports from this many different people hide a shared roast until an admin reviews it. */
export const HIDE_AFTER_REPORTS = 3;

export interface ReportRoastOptions {
  ctx: AppContext;
  slug: string;
  reporter: { userId?: string | null; ip?: string | null };
  reason: ReportReasonKey;
  note?: string;
}

/**
 * A report of a roast shared right now (anything else is NOT_FOUND, as its page is). One report
 * per reporter per roast: a second one changes nothing and is answered the same way. The third
 * open report from a different reporter hides the roast (roast_takedowns "hidden").
 */
export async function reportRoast(options: ReportRoastOptions): Promise<{ hidden: boolean }> {
  const { ctx } = options;
  await findSharedRoast(ctx, options.slug);
  const roastId = fromShareSlug(options.slug)!;
  const { roastReports, roastTakedowns, userRoasts } = tables;
  return ctx.database.db.transaction(async (tx) => {
    // Reports of one roast take turns, so two arriving together both see each other's row.
    await tx.select({ id: userRoasts.id }).from(userRoasts).where(eq(userRoasts.id, roastId)).for("update");
    await tx
      .insert(roastReports)
      .values({
        roastId,
        reporterKey: reporterKey(ctx.env.authSecret, options.reporter),
        reporterUserId: options.reporter.userId ?? null,
        reason: options.reason,
        note: options.note || null,
      })
      .onConflictDoNothing();
    const [open] = await tx
      .select({ reporters: count() })
      .from(roastReports)
      .where(and(eq(roastReports.roastId, roastId), isNull(roastReports.resolvedAt)));
    if (open.reporters < HIDE_AFTER_REPORTS) return { hidden: false };
    await tx.insert(roastTakedowns).values({ roastId, state: "hidden", reason: "reports" }).onConflictDoNothing();
    ctx.logger.info({ roastId, reporters: open.reporters }, "shared roast hidden until reviewed");
    return { hidden: true };
  });
}
