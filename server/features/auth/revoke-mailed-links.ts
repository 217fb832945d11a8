import { and, eq, like, or, sql } from "drizzle-orm";
import { type Db, tables } from "../../lib/db";

/**
 * Deletes the reset and sign-in links still waiting in a user's mailbox: after a new password,
 * whoever read the mailbox before it (or holds an older link) must not get in with what was sent
 * then. better-auth (its password routes and magic-link plugin) keeps both in `verification` with
 * plain identifiers, as create-auth.ts sets no `storeIdentifier`: a reset link as
 * `reset-password:<token>` with the user's id as value, a sign-in link as `magic-link:<token>`
 * with `{"type":"magic-link","email":…}` as value.
 * A confirmation link is a signed token stored nowhere; once the address is confirmed (a reset
 * confirms it, mark-mailbox-proven.ts) better-auth signs nobody in with it.
 */
export async function revokeMailedLinks(db: Db, user: { id: string; email: string }): Promise<void> {
  const { identifier, value } = tables.verification;
  // CASE keeps the JSON cast to magic-link rows: other values (a user id) are not JSON.
  const linkEmail = sql`CASE WHEN ${identifier} LIKE 'magic-link:%' THEN lower(trim(${value}::jsonb ->> 'email')) END`;
  await db
    .delete(tables.verification)
    .where(or(and(like(identifier, "reset-password:%"), eq(value, user.id)), sql`${linkEmail} = ${user.email.trim().toLowerCase()}`));
}
