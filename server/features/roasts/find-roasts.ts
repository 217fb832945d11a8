import { desc, eq, sql } from "drizzle-orm";
import type { RoastView } from "../../../common/roast";
import type { AppContext } from "../../context";
import { type Db, tables } from "../../lib/db";
import { requireOwnRoast } from "./roast-row";
import { loadEtaHistory, roastViewColumns, toRoastView } from "./to-roast-view";

/** Enough for any real studio; older roasts expire after 90 days anyway. */
const LIST_LIMIT = 200;

const isRunning = (status: string) => status === "pending" || status === "processing";

/** The list query of each database, prepared once: building it again took more CPU than reading it. */
const listQueries = new WeakMap<Db, ReturnType<typeof prepareListQuery>>();

function prepareListQuery(db: Db) {
  const { userRoasts } = tables;
  return db
    .select(roastViewColumns)
    .from(userRoasts)
    .where(eq(userRoasts.userId, sql.placeholder("userId")))
    .orderBy(desc(userRoasts.createdAt))
    .limit(LIST_LIMIT)
    .prepare("find_roasts");
}

/** The user's roasts, newest first, with ETAs for the ones still running. */
export async function findRoasts(ctx: AppContext, userId: string): Promise<RoastView[]> {
  const { db } = ctx.database;
  let query = listQueries.get(db);
  if (!query) {
    query = prepareListQuery(db);
    listQueries.set(db, query);
  }
  const rows = await query.execute({ userId });
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
