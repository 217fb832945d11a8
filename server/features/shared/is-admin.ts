import type { SessionUser } from "./session-user";

/** The lower-cased emails of ADMIN_EMAILS. */
export function parseAdminEmails(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email.length > 0),
  );
}

/**
 * An admin is a listed email whose owner proved the mailbox: an unverified sign-up with an
 * admin's address must never become an admin.
 */
export function isAdmin(adminEmails: string | undefined, user: Pick<SessionUser, "email" | "emailVerified"> | undefined): boolean {
  if (!user?.emailVerified) return false;
  return parseAdminEmails(adminEmails).has(user.email.toLowerCase());
}
