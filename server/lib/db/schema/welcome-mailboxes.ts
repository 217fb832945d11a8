import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * The mailboxes whose welcome roast is taken: one free roast per mailbox, not per address
 * (name+1@… and n.a.m.e@gmail.com are the same inbox). Kept when the account is deleted, so a
 * new account on the same mailbox starts with none. The mailbox is stored as the SHA-256 of its
 * normalized form (lib/normalize-mailbox.ts), not as an address.
 */
export const welcomeRoastMailboxes = pgTable("welcome_roast_mailboxes", {
  mailboxSha256: text("mailbox_sha256").primaryKey(),
  /** The account that took it; null once that account is deleted. */
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
