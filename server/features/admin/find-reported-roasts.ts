import { and, asc, desc, eq, inArray, isNull, min, sql } from "drizzle-orm";
import type { ReportedRoast } from "../../../common/reports";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";

const { roastReports, roastTakedowns, userBans, userRoasts, user } = tables;

/** How long the queue's poster and video links work: the admin page is read, then acted on. */
const LINK_SEC = 3600;

/**
 * The review queue: every roast with open reports, hidden ones first, then the longest waiting,
 * with its owner, its media (signed links that work while the share page is hidden) and the
 * open reports. Who reported is never shown.
 */
export async function findReportedRoasts(options: { ctx: AppContext; limit?: number }): Promise<ReportedRoast[]> {
  const { ctx } = options;
  const { db } = ctx.database;
  const firstReport = min(roastReports.createdAt);
  const roasts = await db
    .select({
      roastId: userRoasts.id,
      ownerId: userRoasts.userId,
      ownerEmail: user.email,
      platform: userRoasts.platform,
      script: userRoasts.script,
      landscapeKey: userRoasts.landscapeKey,
      posterKey: userRoasts.posterKey,
      state: roastTakedowns.state,
      bannedAt: userBans.createdAt,
    })
    .from(roastReports)
    .innerJoin(userRoasts, eq(userRoasts.id, roastReports.roastId))
    .innerJoin(user, eq(user.id, userRoasts.userId))
    .leftJoin(roastTakedowns, eq(roastTakedowns.roastId, userRoasts.id))
    .leftJoin(userBans, eq(userBans.userId, userRoasts.userId))
    .where(isNull(roastReports.resolvedAt))
    .groupBy(userRoasts.id, user.email, roastTakedowns.state, userBans.createdAt)
    .orderBy(desc(sql`${roastTakedowns.state} = 'hidden'`), asc(firstReport))
    .limit(options.limit ?? 50);
  if (roasts.length === 0) return [];
  const reports = await db
    .select()
    .from(roastReports)
    .where(
      and(
        inArray(
          roastReports.roastId,
          roasts.map((r) => r.roastId),
        ),
        isNull(roastReports.resolvedAt),
      ),
    )
    .orderBy(asc(roastReports.createdAt));
  const sign = (key: string | null) => (key ? ctx.storage.signedUrl(key, { expiresInSec: LINK_SEC }) : Promise.resolve(null));
  return Promise.all(
    roasts.map(async (roast) => ({
      roastId: roast.roastId,
      ownerId: roast.ownerId,
      ownerEmail: roast.ownerEmail,
      platform: roast.platform,
      script: roast.script,
      state: roast.state ?? null,
      ownerBanned: roast.bannedAt !== null,
      posterUrl: await sign(roast.posterKey),
      videoUrl: await sign(roast.landscapeKey),
      reports: reports
        .filter((report) => report.roastId === roast.roastId)
        .map((report) => ({ id: report.id, reason: report.reason, note: report.note, createdAt: report.createdAt.toISOString() })),
    })),
  );
}
