import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { BRAND } from "../../../common/brand";
import type { AppContext } from "../../context";
import { type Db, queryRows } from "../../lib/db";
import { findModeratorIds } from "./find-moderator-ids";
import { withoutModerators } from "./withhold-moderators";

/** Columns that are secrets of the service, not data about the person: never exported. */
const WITHHELD: Record<string, string[]> = {
  session: ["token"],
  account: ["password", "access_token", "refresh_token", "id_token"],
  roast_reports: ["reporter_key", "reporter_keys"],
};

/** The columns that name an account, in every table of the public schema (found, not listed, so a new table is exported too). */
export async function findUserColumns(db: Db): Promise<{ table: string; column: string }[]> {
  const rows = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND (column_name IN ('user_id', 'reporter_user_id') OR (table_name = 'user' AND column_name = 'id'))
    ORDER BY table_name, column_name`,
  );
  return rows.map((r) => ({ table: r.table_name, column: r.column_name }));
}

/**
 * Every row that names the account, by table (a table with two such columns lists them under
 * `table.column`), without the service's secrets and without naming any moderator
 * (withhold-moderators.ts): a takedown or a ban is there with its date and reason, not who made it.
 */
export async function collectAccountRows(db: Db, userId: string, adminEmails?: string): Promise<Record<string, Record<string, unknown>[]>> {
  const columns = await findUserColumns(db);
  const moderatorIds = await findModeratorIds(db, adminEmails, userId);
  const perTable = new Map<string, number>();
  for (const { table } of columns) perTable.set(table, (perTable.get(table) ?? 0) + 1);
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const { table, column } of columns) {
    const rows = await queryRows<Record<string, unknown>>(db, sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${userId}`);
    const withheld = WITHHELD[table] ?? [];
    out[perTable.get(table)! > 1 ? `${table}.${column}` : table] = rows.map((row) =>
      withoutModerators(Object.fromEntries(Object.entries(row).filter(([name]) => !withheld.includes(name))), moderatorIds),
    );
  }
  return out;
}

const MEDIA_COLUMNS = [
  ["source_key", "source.jpg"],
  // A battle's second upload.
  ["second_source_key", "source-b.jpg"],
  ["landscape_key", "landscape.mp4"],
  ["portrait_key", "portrait.mp4"],
  ["poster_key", "poster.jpg"],
  ["portrait_poster_key", "portrait-poster.jpg"],
] as const;

const README = `Your ${BRAND} data

account.json holds every row the service keeps about your account, by table: the account and its
sign-in methods, sessions, roasts, credits and their ledger, payments, subscriptions, reports you
made, and what moderators did about your account (when and why, not who). media/<roast id>/ holds
the files still stored for each roast: the uploaded image, both of a battle (kept for 24 hours),
the videos and their posters. Secrets of the service (password hashes, session and provider
tokens) are not included.
`;

/**
 * Writes the account's zip to `zipPath`: account.json, a README, and the media still stored,
 * each file streamed from storage through a scratch copy so memory stays flat whatever the size.
 */
export async function buildDataExport(ctx: Pick<AppContext, "database" | "storage" | "env">, userId: string, zipPath: string, workDir: string): Promise<void> {
  const tablesRows = await collectAccountRows(ctx.database.db, userId, ctx.env.ADMIN_EMAILS);
  const out = createWriteStream(zipPath);
  let failure: Error | null = null;
  const zip = new Zip((err, chunk, final) => {
    if (err) failure = err;
    else out.write(chunk);
    if (final || err) out.end();
  });
  const drain = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(Buffer.from(text, "utf8"), true);
  };
  addText("README.txt", README);
  addText("account.json", JSON.stringify({ exportedAt: new Date().toISOString(), userId, tables: tablesRows }, null, 2));
  await drain();
  for (const roast of tablesRows.user_roasts ?? []) {
    for (const [column, name] of MEDIA_COLUMNS) {
      const key = roast[column];
      if (typeof key !== "string" || !(await ctx.storage.exists(key))) continue;
      const local = path.join(workDir, `${String(roast.id)}-${name}`);
      await ctx.storage.getToFile(key, local);
      const file = new ZipPassThrough(`media/${String(roast.id)}/${name}`);
      zip.add(file);
      for await (const chunk of createReadStream(local)) {
        file.push(chunk as Buffer);
        await drain();
      }
      file.push(new Uint8Array(0), true);
      await rm(local, { force: true });
    }
  }
  zip.end();
  if (!out.writableFinished) await once(out, "finish");
  if (failure) throw failure;
}
