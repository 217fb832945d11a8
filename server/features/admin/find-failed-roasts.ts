import { desc, eq } from "drizzle-orm";
import type { FailedRoast } from "../../../common/admin";
import { type Db, tables } from "../../lib/db";

const { userRoasts, user } = tables;

/** The latest failed roasts of every user, newest failure first. */
export async function findFailedRoasts(options: { db: Db; limit?: number }): Promise<FailedRoast[]> {
  const rows = await options.db
    .select({
      id: userRoasts.id,
      userEmail: user.email,
      platform: userRoasts.platform,
      errorStage: userRoasts.errorStage,
      errorMessage: userRoasts.errorMessage,
      attempts: userRoasts.attempts,
      createdAt: userRoasts.createdAt,
      updatedAt: userRoasts.updatedAt,
    })
    .from(userRoasts)
    .innerJoin(user, eq(user.id, userRoasts.userId))
    .where(eq(userRoasts.status, "failed"))
    .orderBy(desc(userRoasts.updatedAt))
    .limit(options.limit ?? 50);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}
