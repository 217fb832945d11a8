import { and, eq, isNull, sql } from "drizzle-orm";
import { BRAND } from "../../../common/brand";
import { REPORT_REASON_LABELS, type ReportReasonKey } from "../../../common/reports";
import type { AppContext } from "../../context";
import { type Tx, tables } from "../../lib/db";
import type { ReportResolution } from "../../lib/db/schema/moderation";
import { AppError } from "../../lib/errors";
import { hashMailbox } from "../../lib/normalize-mailbox";
import { UUID_PATTERN } from "../roasts";
import { takeDownLineage } from "../takedowns";

const { adminActions, bannedMailboxes, roastReports, roastTakedowns, session, user, userBans, userRoasts } = tables;

export interface ReviewOptions {
  ctx: AppContext;
  adminId: string;
  roastId: string;
}

/** Keep: the reports were wrong. They are resolved as kept and a hidden share page shows again. */
export async function keepReportedRoast(options: ReviewOptions): Promise<{ kept: true }> {
  const { ctx, adminId, roastId } = options;
  await ctx.database.db.transaction(async (tx) => {
    const roast = await requireRoast(tx, roastId);
    const resolved = await resolveReports(tx, roastId, "kept");
    await tx.delete(roastTakedowns).where(and(eq(roastTakedowns.roastId, roastId), eq(roastTakedowns.state, "hidden")));
    await tx.insert(adminActions).values({ adminId, action: "report.keep", userId: roast.userId, roastId, detail: { reports: resolved } });
  });
  return { kept: true };
}

/**
 * Take down: the roast, and every roast made from it (a re-roast, a compilation holding it), is
 * unshared and stays down (sharing it again shows nothing) however its owner sets it; its media
 * links stop working and nothing new can be made of it (features/takedowns). Its reports are
 * resolved and the owner is mailed the reason.
 */
export async function takeDownReportedRoast(options: ReviewOptions & { reason: ReportReasonKey }): Promise<{ takenDown: true; mailed: boolean }> {
  const { ctx, adminId, roastId, reason } = options;
  const owner = await ctx.database.db.transaction(async (tx) => {
    const roast = await takeDown(tx, roastId, reason, "taken_down");
    await tx
      .insert(adminActions)
      .values({ adminId, action: "roast.take_down", userId: roast.userId, roastId, detail: { reason, reports: roast.resolved, derived: roast.derived } });
    return roast;
  });
  return { takenDown: true, mailed: await mailOwner(ctx, owner.email, reason) };
}

/**
 * Ban: the roast is taken down as above, the owner can create no new roasts (create-roast checks
 * user_bans), a new account on the same inbox starts banned, and every session they have is ended at once.
 */
export async function banRoastOwner(options: ReviewOptions & { reason: ReportReasonKey }): Promise<{ banned: true; mailed: boolean; sessionsEnded: number }> {
  const { ctx, adminId, roastId, reason } = options;
  const result = await ctx.database.db.transaction(async (tx) => {
    const roast = await takeDown(tx, roastId, reason, "banned");
    if (roast.userId === adminId) throw new AppError("CONFLICT", "You cannot ban your own account.", { title: "Not allowed" });
    await tx.insert(userBans).values({ userId: roast.userId, reason, adminId }).onConflictDoNothing();
    // The inbox stays banned when the account is deleted (features/auth/carry-mailbox-ban.ts).
    await tx
      .insert(bannedMailboxes)
      .values({ mailboxSha256: hashMailbox(roast.email), reason, adminId })
      .onConflictDoNothing();
    const ended = await tx.delete(session).where(eq(session.userId, roast.userId)).returning({ id: session.id });
    await tx.insert(adminActions).values({
      adminId,
      action: "user.ban",
      userId: roast.userId,
      roastId,
      detail: { reason, reports: roast.resolved, derived: roast.derived, sessionsEnded: ended.length },
    });
    return { ...roast, sessionsEnded: ended.length };
  });
  ctx.logger.info({ userId: result.userId, roastId, adminId }, "user banned");
  return { banned: true, mailed: await mailOwner(ctx, result.email, reason), sessionsEnded: result.sessionsEnded };
}

async function requireRoast(tx: Tx, roastId: string) {
  const [roast] = UUID_PATTERN.test(roastId)
    ? await tx
        .select({ userId: userRoasts.userId, email: user.email })
        .from(userRoasts)
        .innerJoin(user, eq(user.id, userRoasts.userId))
        .where(eq(userRoasts.id, roastId))
        .for("update", { of: userRoasts })
    : [];
  if (!roast) throw new AppError("NOT_FOUND", "Roast not found", { title: "Not found" });
  return roast;
}

async function resolveReports(tx: Tx, roastId: string, resolution: ReportResolution): Promise<number> {
  const rows = await tx
    .update(roastReports)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(and(eq(roastReports.roastId, roastId), isNull(roastReports.resolvedAt)))
    .returning({ id: roastReports.id });
  return rows.length;
}

/** The roast, locked FOR UPDATE (requireRoast), comes down with every roast made from it (features/takedowns). */
async function takeDown(tx: Tx, roastId: string, reason: ReportReasonKey, resolution: ReportResolution) {
  const roast = await requireRoast(tx, roastId);
  const derived = await takeDownLineage(tx, { roastId, ownerId: roast.userId, reason });
  return { ...roast, derived, resolved: await resolveReports(tx, roastId, resolution) };
}

/** After the commit: a mail that fails leaves the takedown standing, and the admin is told. */
async function mailOwner(ctx: AppContext, to: string, reason: ReportReasonKey): Promise<boolean> {
  try {
    await ctx.mailer.send({
      to,
      subject: `Your shared roast was taken down`,
      text: [
        `A roast video you shared on ${BRAND} was reported, and after review we have taken it down.`,
        "",
        `Reason: ${REPORT_REASON_LABELS[reason]}`,
        "",
        "It is no longer shared and cannot be shared again, nor played, downloaded, re-roasted or used in a compilation.",
        "Compilations and re-roasts made from it are taken down with it. They stay listed in your studio until they expire.",
        // The deployment's own address (SUPPORT_EMAIL), else its contact form: never a placeholder inbox nobody reads.
        ctx.env.SUPPORT_EMAIL
          ? `If you think this is a mistake, write to ${ctx.env.SUPPORT_EMAIL}.`
          : `If you think this is a mistake, tell us through the contact form: ${new URL("/contact", ctx.env.PUBLIC_URL).toString()}`,
      ].join("\n"),
    });
    return true;
  } catch (error) {
    ctx.logger.warn({ err: error, to: "owner" }, "takedown mail not sent");
    return false;
  }
}
