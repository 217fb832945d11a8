import { and, eq, inArray, type SQLWrapper, sql } from "drizzle-orm";
import { type Db, type Tx, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";

const { roastTakedowns, userRoasts } = tables;

/*
 * The rule, in one place: a roast is taken down when it, or any roast it was made from (the roast
 * it re-roasts, the clips of a compilation, and theirs in turn), was taken down by an admin.
 *
 * It is kept as a roast_takedowns row (state taken_down) on every roast it covers: the takedown
 * writes one on the roast and on each roast already derived from it (take-down-lineage.ts), and
 * nothing can be derived from a taken-down roast afterwards (requireNotTakenDown, under a lock). So
 * every reader asks about the roast's own id only, and a derived roast stays down even when its
 * owner deletes the source. A roast hidden by reports (state hidden) is not taken down: its owner
 * keeps it whole, it can still be used, and an admin's Keep shows its share page again.
 */

/** SQL that is true when the roast with this id is taken down: a column of the owner's view. */
export const takenDownSql = (roastId: SQLWrapper) =>
  sql<boolean>`exists (select 1 from ${roastTakedowns} where ${roastTakedowns.roastId} = ${roastId} and ${roastTakedowns.state} = 'taken_down')`;

/** Which of these roasts are taken down. */
export async function findTakenDown(db: Db | Tx, roastIds: string[]): Promise<Set<string>> {
  if (roastIds.length === 0) return new Set();
  const rows = await db
    .select({ roastId: roastTakedowns.roastId })
    .from(roastTakedowns)
    .where(and(inArray(roastTakedowns.roastId, roastIds), eq(roastTakedowns.state, "taken_down")));
  return new Set(rows.map((row) => row.roastId));
}

export const isTakenDown = async (db: Db | Tx, roastId: string) => (await findTakenDown(db, [roastId])).size > 0;

const MESSAGES = {
  merge: "A roast you picked was taken down after a report, so it can't be used in a compilation.",
  reroast: "This roast was taken down after a report, so it can't be re-roasted.",
  retry: "This roast was taken down after a report, so it can't be made again.",
  media: "This roast was taken down after a report, so it can't be played, downloaded or shared.",
} as const;

export type TakenDownUse = keyof typeof MESSAGES;

export const takenDownError = (use: TakenDownUse) => new AppError("CONFLICT", MESSAGES[use], { title: "Roast taken down" });

/**
 * Refuses to make anything of these roasts when one of them is taken down. Inside the transaction
 * that creates the derived roast, the sources are locked FOR SHARE first: a takedown locks its roast
 * FOR UPDATE before it looks for derived roasts (admin/review-reported-roast.ts), so either it
 * finds the new roast and takes it down too, or this check sees the takedown.
 */
export async function requireNotTakenDown(db: Db | Tx, roastIds: string[], use: TakenDownUse, options: { lock?: boolean } = {}): Promise<void> {
  if (options.lock) await db.select({ id: userRoasts.id }).from(userRoasts).where(inArray(userRoasts.id, roastIds)).for("share");
  if ((await findTakenDown(db, roastIds)).size > 0) throw takenDownError(use);
}

const ROAST_MEDIA_KEY = /^roasts\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;

/** The roast a stored file belongs to (roasts/<id>/…, roast-row.ts roastKeys), or null for any other file. */
export function roastIdOfMediaKey(key: string): string | null {
  return ROAST_MEDIA_KEY.exec(key)?.[1]?.toLowerCase() ?? null;
}

/** Whether a stored file belongs to a taken-down roast: asked on every request for a signed /media link. */
export async function isTakenDownMedia(db: Db, key: string): Promise<boolean> {
  const roastId = roastIdOfMediaKey(key);
  return roastId !== null && (await isTakenDown(db, roastId));
}
