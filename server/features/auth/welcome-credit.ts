import { dedupeKeys, grantCredits } from "../credits";
import type { Db } from "../../lib/db";

/**
 * Every new account starts with one free roast (spec §9). The dedupe key makes a repeated call
 * (a retried hook, a second process) change nothing; the ledger keeps the roast unspendable
 * until the email is verified.
 */
export function grantWelcomeCredit(db: Db, userId: string): Promise<{ granted: boolean }> {
  return grantCredits(db, { userId, kind: "free", amount: 1, reason: "welcome", dedupeKey: dedupeKeys.welcome(userId) });
}
