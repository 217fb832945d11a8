import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import { type Db, type Tx, tables } from "../../lib/db";

/** How deleted_accounts holds an account: a hash of its id, so the row does not name it. */
export const deletedAccountHash = (userId: string) => createHash("sha256").update(userId).digest("hex");

/** Kept by account deletion, in its transaction: later billing news of this id is known as ours. */
export async function rememberDeletedAccount(tx: Tx, userId: string): Promise<void> {
  await tx
    .insert(tables.deletedAccounts)
    .values({ accountHash: deletedAccountHash(userId) })
    .onConflictDoNothing();
}

/** Which of these account ids this deployment deleted. */
export async function findDeletedAccounts(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const byHash = new Map(userIds.map((id) => [deletedAccountHash(id), id]));
  const rows = await db
    .select({ hash: tables.deletedAccounts.accountHash })
    .from(tables.deletedAccounts)
    .where(inArray(tables.deletedAccounts.accountHash, [...byHash.keys()]));
  return new Set(rows.map((row) => byHash.get(row.hash) as string));
}
