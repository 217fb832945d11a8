import { eq } from "drizzle-orm";
import type { Db } from "../../lib/db";
import { tables } from "../../lib/db";
import { type CreditBalance, DEFAULT_BALANCE } from "./credit-types";

export type CreditsRow = typeof tables.userCredits.$inferSelect;

/** The user's credits row, or the spec's default (1 free, 0 paid) when there is none yet. */
export async function getCredits(db: Db, userId: string): Promise<CreditBalance & Partial<CreditsRow>> {
  const [row] = await db.select().from(tables.userCredits).where(eq(tables.userCredits.userId, userId));
  return row ?? { ...DEFAULT_BALANCE };
}

/** Whether the user can start a roast now (the UI's gate; the spend itself is the real check). */
export const hasCredits = (balance: CreditBalance) => balance.freeRoastsRemaining > 0 || balance.paidCredits > 0;
