import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { userRoasts } from "./roasts";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export type ReportReason = "not_consented" | "harassment" | "explicit" | "other";
export type ReportResolution = "kept" | "taken_down" | "banned";

/**
 * A report of a shared roast. Reporters are counted by keyed hashes (features/reports/reporter-key.ts):
 * `reporter_key` is the signed-in user's id or else the client's address, `reporter_keys` every key
 * of the reporter (account, mailbox, address, network); a report sharing any of them with an earlier
 * one is not stored, so one person counts once and nobody's address or mailbox is stored. The
 * report outlives the reporter's account, anonymous.
 */
export const roastReports = pgTable(
  "roast_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    roastId: uuid("roast_id")
      .notNull()
      .references(() => userRoasts.id, { onDelete: "cascade" }),
    reporterKey: text("reporter_key").notNull(),
    reporterKeys: text("reporter_keys").array().notNull().default(sql`'{}'::text[]`),
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull().$type<ReportReason>(),
    note: text("note"),
    resolvedAt: ts("resolved_at"),
    resolution: text("resolution").$type<ReportResolution>(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("roast_reports_one_per_reporter").on(t.roastId, t.reporterKey), index("roast_reports_open_idx").on(t.resolvedAt, t.createdAt)],
);

/** A shared roast hidden until an admin reviews it (enough reports), or taken down by one. */
export const roastTakedowns = pgTable("roast_takedowns", {
  roastId: uuid("roast_id")
    .primaryKey()
    .references(() => userRoasts.id, { onDelete: "cascade" }),
  state: text("state").notNull().$type<"hidden" | "taken_down">(),
  reason: text("reason"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** A banned account: it makes no new roasts and its sessions are ended. */
export const userBans = pgTable("user_bans", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason"),
  adminId: text("admin_id").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * The mailboxes of banned accounts, kept when the account is deleted, so that deleting a banned
 * account and signing up again on the same inbox (name+x@…, n.a.m.e@gmail.com) starts banned.
 * Stored as the SHA-256 of the normalized mailbox (lib/normalize-mailbox.ts), never the address.
 */
export const bannedMailboxes = pgTable("banned_mailboxes", {
  mailboxSha256: text("mailbox_sha256").primaryKey(),
  reason: text("reason"),
  adminId: text("admin_id").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

/**
 * What an admin did, with their id: kept when either account is deleted (the ids are plain text),
 * so the trail of a takedown or a ban survives the accounts it names.
 */
export const adminActions = pgTable(
  "admin_actions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminId: text("admin_id").notNull(),
    action: text("action").notNull(),
    userId: text("user_id"),
    roastId: uuid("roast_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("admin_actions_created_idx").on(t.createdAt)],
);
