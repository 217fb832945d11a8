import { desc, eq, sql } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { findPayments } from "../billing";
import { getCredits } from "../credits";

const { user, creditLedger, userRoasts } = tables;

/** Everything support needs about one account, found by email: balance, ledger, payments, roasts. */
export async function findUserOverview(options: { db: Db; email: string }) {
  const { db } = options;
  const [account] = await db
    .select({ id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(sql`lower(${user.email})`, options.email.toLowerCase()));
  if (!account) throw new AppError("NOT_FOUND", "No account with this email", { title: "Not found" });
  const { freeRoastsRemaining, paidCredits } = await getCredits(db, account.id);
  const ledger = await db
    .select({
      id: creditLedger.id,
      kind: creditLedger.kind,
      delta: creditLedger.delta,
      reason: creditLedger.reason,
      dedupeKey: creditLedger.dedupeKey,
      remaining: creditLedger.remaining,
      expiresAt: creditLedger.expiresAt,
      createdAt: creditLedger.createdAt,
    })
    .from(creditLedger)
    .where(eq(creditLedger.userId, account.id))
    .orderBy(desc(creditLedger.createdAt))
    .limit(100);
  const roasts = await db
    .select({
      id: userRoasts.id,
      platform: userRoasts.platform,
      status: userRoasts.status,
      creditKind: userRoasts.creditKind,
      errorStage: userRoasts.errorStage,
      // Who wrote the script: the model, the model after a repair, or the offline engine (instead of it, or with none).
      scriptAuthor: userRoasts.scriptAuthor,
      scriptProblems: userRoasts.scriptProblems,
      createdAt: userRoasts.createdAt,
    })
    .from(userRoasts)
    .where(eq(userRoasts.userId, account.id))
    .orderBy(desc(userRoasts.createdAt))
    .limit(50);
  return {
    user: account,
    credits: { freeRoastsRemaining, paidCredits },
    ledger,
    payments: await findPayments(db, account.id, 50),
    roasts,
  };
}
