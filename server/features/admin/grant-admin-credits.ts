import { eq } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { PURCHASED_CREDIT_LIFETIME_MS, getCredits, grantCredits } from "../credits";

export interface GrantAdminCreditsOptions {
  db: Db;
  adminId: string;
  userId: string;
  amount: number;
  reason: string;
  /** Chosen by the admin's page per grant: the same grant sent twice is written once. */
  grantId: string;
}

/**
 * The ledger's dedupe key of an admin grant: who granted it, and which grant it was. A UUID names
 * the same grant in either letter case, so it is lower-cased first: a retry that spells it
 * differently must meet the first grant's key, not write a second grant.
 */
export const adminGrantKey = (adminId: string, grantId: string) => `admin:${adminId}:${grantId.toLowerCase()}`;

/**
 * Paid credits granted by an admin (support, goodwill), written through the ledger like any
 * other grant: the reason and the admin stay on the row, and they expire like purchased credits.
 */
export async function grantAdminCredits(options: GrantAdminCreditsOptions) {
  const { db } = options;
  const [target] = await db.select({ id: tables.user.id }).from(tables.user).where(eq(tables.user.id, options.userId));
  if (!target) throw new AppError("NOT_FOUND", "No such user", { title: "Not found" });
  const { granted } = await grantCredits(db, {
    userId: options.userId,
    kind: "paid",
    amount: options.amount,
    reason: `admin grant: ${options.reason}`,
    dedupeKey: adminGrantKey(options.adminId, options.grantId),
    expiresAt: new Date(Date.now() + PURCHASED_CREDIT_LIFETIME_MS),
  });
  const { freeRoastsRemaining, paidCredits } = await getCredits(db, options.userId);
  return { granted, credits: { freeRoastsRemaining, paidCredits } };
}
