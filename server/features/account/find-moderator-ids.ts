import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../lib/db";
import { parseAdminEmails } from "../admin";
import { isModeratorColumn } from "./withhold-moderators";

/**
 * Every account that ever acted as a moderator, besides `ownerId`: each value of every moderator
 * column in the schema (withhold-moderators.ts: found, not listed, so a new table's admin column
 * counts as well), which names admins of the past too, and the accounts of today's ADMIN_EMAILS
 * (an admin's credit grant is written on the ledger, under the admin's id, with no such column).
 */
export async function findModeratorIds(db: Db, adminEmailsSetting: string | undefined, ownerId: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`SELECT table_name, column_name FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'uuid')`,
  );
  const ids = new Set<string>();
  for (const { table_name: table, column_name: column } of columns.filter((c) => isModeratorColumn(c.column_name))) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`SELECT DISTINCT ${sql.identifier(column)}::text AS id FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} IS NOT NULL`,
    );
    for (const { id } of rows) ids.add(id);
  }
  const adminEmails = [...parseAdminEmails(adminEmailsSetting)];
  if (adminEmails.length > 0) {
    const admins = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM "user" WHERE lower(email) IN (${sql.join(
        adminEmails.map((email) => sql`${email}`),
        sql`, `,
      )})`,
    );
    for (const { id } of admins) ids.add(id);
  }
  ids.delete(ownerId);
  return [...ids];
}
