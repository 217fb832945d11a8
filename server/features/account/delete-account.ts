import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { tables } from "../../lib/db";
import { AppError } from "../../lib/errors";
import { consumeRateLimit } from "../../lib/rate-limit-db";
import { cancelSubscription, findActiveSubscription, rememberDeletedAccount } from "../billing";
import { draftKeys, roastKeys } from "../roasts";
import { checkDeletionToken, signDeletionToken } from "./account-links";
import { buildDeletionConfirmMail } from "./account-mail";
import { exportPrefix, removeExports } from "./export-state";

type Ctx = Pick<AppContext, "database" | "storage" | "billing" | "logger" | "auth" | "mailer" | "env">;

/** Wrong passwords an account may type into the deletion form in 15 minutes. */
export const DELETE_PASSWORD_LIMIT = { windowMs: 15 * 60_000, max: 5 };
/** Confirmation mails an account may ask for in an hour. */
export const DELETE_MAIL_LIMIT = { windowMs: 60 * 60_000, max: 3 };
const DELETE_LINK_SECONDS = 60 * 60;

/** The account's password hash, when it has one (a Google or magic-link account has none). */
async function findPasswordHash(ctx: Pick<Ctx, "database">, userId: string): Promise<string | null> {
  const { account } = tables;
  const [row] = await ctx.database.db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, "credential")));
  return row?.password ?? null;
}

/**
 * The password check of sign-in itself (features/auth/password-hashing.ts): when a burst of
 * sign-ins fills its queue it refuses at once, and that is "busy, try again", not a failure.
 */
async function verifyPassword(ctx: Pick<Ctx, "auth">, hash: string, password: string): Promise<boolean> {
  const authContext = await ctx.auth.$context;
  try {
    return await authContext.password.verify({ hash, password });
  } catch (error) {
    if ((error as { statusCode?: unknown }).statusCode !== 503) throw error;
    throw new AppError("UNAVAILABLE", "Lots of people are signing in right now. Please try again in a few seconds. Your account was not deleted.", {
      title: "Busy right now",
      details: { retryAfterSeconds: 5 },
      cause: error,
    });
  }
}

export async function deletionMethod(ctx: Pick<Ctx, "database">, userId: string): Promise<"password" | "email"> {
  return (await findPasswordHash(ctx, userId)) ? "password" : "email";
}

function refuseTooMany(retryAfterSeconds: number, what: string): never {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  throw new AppError("RATE_LIMITED", `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, {
    title: "Too many requests",
    details: { retryAfterSeconds },
  });
}

/** Mails the account a link that confirms its deletion: the way for an account without a password. */
export async function mailDeletionLink(ctx: Ctx, user: { id: string; email: string }): Promise<void> {
  const decision = await consumeRateLimit(ctx.database.db, `account-delete-mail:${user.id}`, DELETE_MAIL_LIMIT);
  if (!decision.allowed) refuseTooMany(decision.retryAfterSeconds, "confirmation emails");
  const token = signDeletionToken(user.id, Math.floor(Date.now() / 1000) + DELETE_LINK_SECONDS, ctx.env.authSecret);
  await ctx.mailer.send(buildDeletionConfirmMail(user.email, `${ctx.env.publicUrl}/account?delete=${encodeURIComponent(token)}`));
}

/**
 * Checks what the user gave to confirm: the password when the account has one, otherwise the
 * mailed link's token. Attempts are limited, so the form cannot be used to guess a password.
 */
export async function confirmDeletion(ctx: Ctx, userId: string, proof: { password?: string; token?: string }): Promise<void> {
  const decision = await consumeRateLimit(ctx.database.db, `account-delete:${userId}`, DELETE_PASSWORD_LIMIT);
  if (!decision.allowed) refuseTooMany(decision.retryAfterSeconds, "attempts");
  const hash = await findPasswordHash(ctx, userId);
  if (hash) {
    if (!proof.password || !(await verifyPassword(ctx, hash, proof.password))) {
      throw new AppError("FORBIDDEN", "That password is not right. Your account was not deleted.", { title: "Incorrect password" });
    }
    return;
  }
  const check = proof.token ? checkDeletionToken(proof.token, userId, ctx.env.authSecret) : "invalid";
  if (check !== "valid") {
    const message =
      check === "expired" ? "This confirmation link has expired. Ask for a new one on your account page." : "Please confirm with the link we emailed you.";
    throw new AppError("FORBIDDEN", message, { title: "Confirmation required" });
  }
}

/**
 * Deletes the account and everything that names it, except what the law makes us keep:
 * 1. an active subscription is canceled with its provider first (the account is kept when that
 *    fails, so nobody is billed for an account that no longer exists);
 * 2. one transaction deletes the user row, which takes with it (ON DELETE CASCADE) sessions,
 *    sign-in methods, credits and their ledger, subscriptions, roasts (so share pages and their
 *    reports) and a ban; payments stay with user_id NULL, reports the user made stay without
 *    them, the welcome-roast mailbox stays (one free roast per inbox); its data exports, pending
 *    mailed links and rate-limit counters go in the same transaction, and a hash of the account's
 *    id alone is kept in deleted_accounts (a payment landing later is refunded, settle-orphaned-events.ts);
 * 3. then every file of its roasts and exports leaves storage. A render still running finds its
 *    roast gone, writes no row and removes what it uploaded (features/roasts/render/run-claimed-render.ts).
 */
export async function deleteAccount(ctx: Ctx, user: { id: string; email: string }): Promise<{ roasts: number }> {
  const { db } = ctx.database;
  const subscription = await findActiveSubscription(db, user.id);
  if (subscription && !subscription.cancelAtPeriodEnd) {
    try {
      await cancelSubscription(ctx, user.id);
    } catch (error) {
      ctx.logger.error({ err: error, userId: user.id }, "subscription not canceled; account kept");
      throw new AppError(
        "UNPROCESSABLE",
        "We couldn't cancel your subscription with its payment provider, so your account was not deleted. Please try again in a few minutes.",
        { title: "Deletion failed", cause: error },
      );
    }
  }
  const roastIds = await db.transaction(async (tx) => {
    const roasts = await tx.select({ id: tables.userRoasts.id }).from(tables.userRoasts).where(eq(tables.userRoasts.userId, user.id));
    await removeExports(tx, user.id);
    // Sign-in, reset and verification links still in the mail (better-auth keeps the address or id in the row's value).
    // The address is matched quoted, as JSON holds it, so a longer address that contains it is not touched.
    await tx.execute(sql`DELETE FROM verification WHERE position(${user.id} in value) > 0 OR position(${`"${user.email}"`} in lower(value)) > 0`);
    await tx.execute(sql`DELETE FROM rate_limit WHERE position(${user.id} in key) > 0`);
    await tx.delete(tables.user).where(eq(tables.user.id, user.id));
    // Only a hash of the id stays: a payment that lands later is known as this account's and refunded.
    await rememberDeletedAccount(tx, user.id);
    return roasts.map((r) => r.id);
  });
  // Rows first: a job that finishes now finds nothing to write to. Files after, so none is left named by a row.
  const prefixes = [...roastIds.map(roastKeys.prefix), draftKeys.userPrefix(user.id), exportPrefix(user.id)];
  const results = await Promise.allSettled(prefixes.map((prefix) => ctx.storage.deletePrefix(prefix)));
  const failed = results.filter((r) => r.status === "rejected");
  if (failed.length > 0)
    ctx.logger.error(
      { userId: user.id, failed: failed.length, err: (failed[0] as PromiseRejectedResult).reason },
      "files of a deleted account left in storage",
    );
  ctx.logger.info({ userId: user.id, roasts: roastIds.length }, "account deleted");
  return { roasts: roastIds.length };
}
