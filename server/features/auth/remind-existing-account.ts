import { eq } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";
import { DEFAULT_CALLBACK_PATH } from "./check-auth-request";

/** The better-auth endpoint used here (typed apart from Auth, which is built with this). */
export interface AccountMailApi {
  signInMagicLink(input: { body: { email: string; callbackURL: string }; headers: Headers }): Promise<unknown>;
}

/**
 * A sign-up for an address that already has an account answers exactly like a new one, so the
 * form cannot be used to find out who has an account; the mailbox owner is mailed a sign-in link.
 *
 * When the account was never confirmed, two people have now claimed the address and at most one
 * of them owns the mailbox: the stored password proves nothing, so it goes (with any session),
 * before anyone confirms. Otherwise whoever squatted the address first would keep a password into
 * the account its owner later confirms. The owner signs in with the link and chooses a password
 * with 'Forgot password?'.
 */
export async function remindExistingAccount(options: {
  api: AccountMailApi;
  db: Db;
  user: { id: string; email: string; emailVerified: boolean };
}): Promise<void> {
  const { api, db, user } = options;
  if (!user.emailVerified) await removeUnprovenAccess(db, user.id);
  await api.signInMagicLink({ body: { email: user.email, callbackURL: DEFAULT_CALLBACK_PATH }, headers: new Headers() });
}

/** Deletes the ways into an account that its mailbox never vouched for: passwords, links, sessions. */
export async function removeUnprovenAccess(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(tables.account).where(eq(tables.account.userId, userId));
    await tx.delete(tables.session).where(eq(tables.session.userId, userId));
  });
}

/** Ends every session of a user: after the mailbox is proven and after a password reset. */
export async function revokeUserSessions(db: Db, userId: string): Promise<void> {
  await db.delete(tables.session).where(eq(tables.session.userId, userId));
}
