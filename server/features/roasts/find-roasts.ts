import { desc, eq } from "drizzle-orm";
import type { RoastView } from "../../../common/roast";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { requireOwnRoast } from "./roast-row";
import { loadEtaHistory, roastViewColumns, toRoastView } from "./to-roast-view";

/** Enough for any real studio; older roasts expire after 90 days anyway. */
const LIST_LIMIT = 200;

const isRunning = (status: string) => status === "pending" || status === "processing";

/** The user's roasts, newest first, with ETAs for the ones still running. */
export async function findRoasts(ctx: AppContext, userId: string): Promise<RoastView[]> {
  const { userRoasts } = tables;
  const rows = await ctx.database.db
    .select(roastViewColumns)
    .from(userRoasts)
    .where(eq(userRoasts.userId, userId))
    .orderBy(desc(userRoasts.createdAt))
    .limit(LIST_LIMIT);
  const history = rows.some((r) => isRunning(r.status)) ? await loadEtaHistory(ctx.database.db) : null;
  const now = new Date();
  return Promise.all(rows.map((row) => toRoastView(ctx, row, history, now)));
}

/** One of the user's roasts; another user's is NOT_FOUND. */
export async function getRoast(ctx: AppContext, userId: string, roastId: string): Promise<RoastView> {
  const row = await requireOwnRoast(ctx.database.db, userId, roastId);
  const history = isRunning(row.status) ? await loadEtaHistory(ctx.database.db) : null;
  return toRoastView(ctx, row, history);
}
